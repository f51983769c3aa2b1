import { boxLook, counterKey, fill, type ActionOutcome, type CardWords, type MarkPlan, type Treatment } from '@/lib/content/card-marks';
import { clickOnDrawn } from '@/lib/content/drawn';
import type { CardFacts } from '@/lib/messages';

/**
 * What the list-page markers draw (entrypoints/job.content/markers.ts decides where, lib/content/card-marks.ts
 * what): labels and controls in closed shadow roots (no page CSS in, nothing of ours readable out), the counter
 * of hidden cards, and the cards' own boxes dimmed or hidden.
 */

export const COUNTER_TAG = 'jobsight-counter';
/** A menu's action must stay on screen this long before it acts: a page cannot slip it under a click it expects. */
const ACTION_DELAY_MS = 500;
/** A company's name in a button: long enough to tell, short enough for a card. */
const MAX_COMPANY_SHOWN = 40;

// `all: initial !important` in the shadow root outranks any page rule on the host, !important or not.
const CSS =
  ':host{all:initial!important;display:inline-block!important;margin:2px 6px!important;vertical-align:middle!important}' +
  'span{display:inline-block;font:600 11px/16px system-ui,sans-serif;padding:0 6px;border-radius:8px;white-space:nowrap;background:#eef1f4;color:#3d4650}' +
  '.saved{background:#e3edfb;color:#174a94}.applied,.interviewing,.offer{background:#e2f4e7;color:#155d2a}' +
  '.hidden{background:#fbe9e7;color:#8a2a12}' +
  'button{font:600 11px/16px system-ui,sans-serif;margin:0 0 0 4px;padding:0 6px;border:1px solid #8a949e;border-radius:8px;background:#fff;color:#3d4650;cursor:pointer}' +
  'button:focus-visible{outline:2px solid #174a94;outline-offset:1px}' +
  '.menu{display:inline-flex;gap:2px;flex-wrap:wrap}';
const COUNTER_CSS =
  ':host{all:initial!important;position:fixed!important;left:12px!important;bottom:12px!important;z-index:2147483646!important}' +
  'div{font:13px/18px system-ui,sans-serif;background:#1f2328;color:#fff;border-radius:8px;padding:6px 10px;box-shadow:0 2px 8px #0004;display:flex;gap:8px;align-items:center}' +
  'button{font:600 13px/18px system-ui,sans-serif;background:none;border:0;color:#9ecbff;text-decoration:underline;cursor:pointer;padding:0}' +
  'button:focus-visible{outline:2px solid #9ecbff}';

const sheets = new Map<string, CSSStyleSheet | null>();

/** A closed shadow root on `host`, styled. */
export function styledShadow(host: Element, doc: Document, css = CSS): ShadowRoot {
  const shadow = host.attachShadow({ mode: 'closed' });
  if (!sheets.has(css)) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    } catch {
      sheets.set(css, null);
    }
  }
  const sheet = sheets.get(css);
  // A constructed sheet works under a page's strict style-src, where a <style> element might not.
  if (sheet) shadow.adoptedStyleSheets = [sheet];
  else shadow.append(Object.assign(doc.createElement('style'), { textContent: css }));
  return shadow;
}

/** A page's own inline display and opacity of a card's box, put back when the box is shown again. */
interface BoxStyle {
  display: string;
  displayPriority: string;
  opacity: string;
  opacityPriority: string;
}

/** The cards' boxes we restyled, each with the page's own inline style to put back. */
export function createBoxes() {
  const boxes = new WeakMap<Element, BoxStyle>();
  return {
    /** A box we dimmed or hid ourselves (its fading is not the page's). */
    ours: (element: Element) => boxes.has(element),
    restyle(element: Element, treatment: Treatment, revealed: boolean) {
      const box = element as HTMLElement;
      if (!box.style) return;
      const look = boxLook(treatment, revealed);
      const before = boxes.get(box);
      if (look === 'show') {
        if (!before) return;
        box.style.setProperty('display', before.display, before.displayPriority);
        box.style.setProperty('opacity', before.opacity, before.opacityPriority);
        boxes.delete(box);
        return;
      }
      const style = box.style;
      const kept = before ?? {
        display: style.getPropertyValue('display'),
        displayPriority: style.getPropertyPriority('display'),
        opacity: style.getPropertyValue('opacity'),
        opacityPriority: style.getPropertyPriority('opacity'),
      };
      boxes.set(box, kept);
      if (look === 'hide') style.setProperty('display', 'none', 'important');
      else style.setProperty('display', kept.display, kept.displayPriority);
      if (look === 'dim') style.setProperty('opacity', '0.45', 'important');
      else style.setProperty('opacity', kept.opacity, kept.opacityPriority);
    },
  };
}

type MakeButton = (text: string, act: () => void, title?: string, delayed?: boolean) => HTMLButtonElement;

/** Buttons that act only on the user's own click on them as drawn; `delayed`: only once on screen ACTION_DELAY_MS. */
export function buttonMaker(doc: Document, ownFade: (element: Element) => boolean): MakeButton {
  return (text, act, title, delayed = false) => {
    const element = Object.assign(doc.createElement('button'), { type: 'button', textContent: text });
    if (title) element.title = title;
    const shownAt = Date.now();
    element.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      const host = (element.getRootNode() as ShadowRoot | Document as { host?: Element }).host;
      if (!host || !clickOnDrawn(host, event, doc, ownFade)) return;
      if (delayed && Date.now() - shownAt < ACTION_DELAY_MS) return;
      act();
    });
    return element;
  };
}

/** An action that can be taken back: what the counter says, and the undo. */
export interface Undo {
  text: string;
  undo: () => Promise<ActionOutcome>;
}

/** What a card's controls act with: `act` carries an action out, with what undoes it when it changed something. */
interface CardControlsDeps {
  button: MakeButton;
  dismiss(card: CardFacts, undo: boolean): Promise<ActionOutcome>;
  blockCompany(company: string, undo: boolean): Promise<ActionOutcome>;
  act(work: () => Promise<ActionOutcome>, undo: Undo | undefined): Promise<void>;
}

/** The controls of a card: the undo of a dismissal, or "✕", which opens "Not interested", "Hide <company>" and "Cancel". */
export function cardControls(
  doc: Document,
  facts: CardFacts,
  kind: MarkPlan['controls'],
  words: CardWords,
  deps: CardControlsDeps,
): Node[] {
  const { button, act } = deps;
  if (kind === 'none') return [];
  if (kind === 'undo') return [button(words.undo, () => void act(() => deps.dismiss(facts, true), undefined), undefined, true)];
  const open = button(
    '✕',
    () => {
      const menu = Object.assign(doc.createElement('span'), { className: 'menu' });
      const company = facts.company?.trim();
      const shortCompany = company?.slice(0, MAX_COMPANY_SHOWN);
      menu.append(
        button(
          words.notInterested,
          () => void act(() => deps.dismiss(facts, false), { text: words.dismissedOne, undo: () => deps.dismiss(facts, true) }),
          undefined,
          true,
        ),
        company && shortCompany
          ? button(
              fill(words.hideCompany, 'company', shortCompany),
              () =>
                void act(() => deps.blockCompany(company, false), {
                  text: fill(words.blockedOne, 'company', shortCompany),
                  undo: () => deps.blockCompany(company, true),
                }),
              undefined,
              true,
            )
          : Object.assign(doc.createElement('span'), { textContent: words.noCompany }),
        button(words.cancel, () => menu.replaceWith(open)),
      );
      open.replaceWith(menu);
      menu.querySelector('button')?.focus();
    },
    words.notInterested,
  );
  open.setAttribute('aria-label', words.notInterested);
  return [open];
}

/** The page's counter of hidden cards, with "Show" / "Hide again" and the last action's undo. */
export function createCounter(doc: Document, button: MakeButton) {
  let counter: { host: Element; box: HTMLDivElement; key: string } | undefined;
  return (
    hidden: number,
    revealed: boolean,
    undo: { text: string; undo: () => Promise<void> } | undefined,
    words: CardWords,
    toggle: () => void,
  ) => {
    const key = counterKey(hidden, revealed, undo?.text, words);
    if (key === undefined) {
      counter?.host.remove();
      counter = undefined;
      return;
    }
    // Rebuilt only when what it says changes: a list that churns must not take the keyboard's focus off its buttons.
    if (counter?.host.isConnected && counter.key === key) return;
    if (!counter || !counter.host.isConnected) {
      const host = doc.createElement(COUNTER_TAG);
      const box = doc.createElement('div');
      box.setAttribute('role', 'status');
      styledShadow(host, doc, COUNTER_CSS).append(box);
      doc.body.append(host);
      counter = { host, box, key };
    }
    counter.key = key;
    const parts: Node[] = [];
    if (undo)
      parts.push(
        doc.createTextNode(undo.text),
        button(words.undo, () => void undo.undo()),
      );
    if (hidden > 0)
      parts.push(doc.createTextNode(fill(words.hidden, 'count', String(hidden))), button(revealed ? words.hideAgain : words.show, toggle));
    counter.box.replaceChildren(...parts);
  };
}
