import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CardSpec, SiteAdapter } from '@/lib/extract/types';
import { diagnose } from './diagnose';
import type { CardFacts } from '@/lib/messages';
import { MAX_CARD_COMPANY, MAX_CARD_TITLE } from '@/lib/lists/limits';

/**
 * "Have I seen this one?" on a site's list pages: cards of postings the user has seen, saved or
 * applied to get a small label. The page's cards (adapter.cards) give the site's job ids; the
 * background answers, for ids of the sender's own site only, with a status and its label.
 * Labels sit in closed shadow roots (no page CSS in, nothing of ours readable out). New cards are
 * collected in one pass after the page settles and asked about in batches, one question at a time.
 */

export const MARK_TAG = 'jobsight-mark';
export const COUNTER_TAG = 'jobsight-counter';
const BATCH = 200;
const SETTLE_MS = 300;
const LONGEST_SETTLE_MS = 2_400;

export interface MarkAnswer {
  id: string;
  status?: string;
  label: string;
  /** What the card gets: shown, dimmed, or hidden behind the counter (lib/lists/decide.ts). */
  treatment?: 'show' | 'dim' | 'hide';
  /** The user dismissed it with "Not interested": its control offers the undo. */
  dismissed?: boolean;
}


/** The words of the controls, in the UI language the background answers with. */
export interface CardWords {
  notInterested: string;
  hideCompany: string;
  cancel: string;
  undo: string;
  hidden: string;
  show: string;
  hideAgain: string;
  dismissedOne: string;
  blockedOne: string;
  noCompany: string;
}

/** What the background did with an action: kept it, had it already (nothing to undo), or refused it. */
export type ActionOutcome = 'changed' | 'unchanged' | 'failed';

/** The user's actions from a card, and what the page around the cards is showing. */
export interface CardActions {
  dismiss(card: CardFacts, undo: boolean): Promise<ActionOutcome>;
  blockCompany(company: string, undo: boolean): Promise<ActionOutcome>;
  words(): CardWords | undefined;
  /** The job id of the posting the tab itself shows (a job page's header, a list's open pane): never hidden. */
  current?(): string | undefined;
}

/** Fills a `{name}` slot with text from the page, as written (no `$&` patterns). */
function fill(template: string, name: string, value: string): string {
  return template.split(`{${name}}`).join(value);
}

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

function styled(shadow: ShadowRoot, doc: Document, css = CSS): void {
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
}

export interface Markers {
  /** Looks at the cards now on the page: places known labels, asks about new ids. Says how many cards it had to read. */
  sweep(): Promise<number>;
  /** Statuses may have changed (a save in the sidebar, another tab): ask again for the cards on the page. */
  refresh(): Promise<void>;
  /** The status a card's label shows (the label itself sits in a closed shadow root). */
  statusOf(card: Element): string | undefined;
  /** How the card is treated now: 'hide' (out of sight), 'dim', or 'show'. */
  treatmentOf(card: Element): 'show' | 'dim' | 'hide';
  /** How many cards on the page are hidden. */
  hiddenCount(): number;
}

/** A page's own inline display and opacity of a card's box, put back when the box is shown again. */
interface BoxStyle {
  display: string;
  displayPriority: string;
  opacity: string;
  opacityPriority: string;
}

export function createMarkers(
  doc: Document,
  cards: CardSpec,
  ask: (cards: CardFacts[]) => Promise<MarkAnswer[] | undefined>,
  scope: () => ParentNode = () => doc,
  actions?: CardActions,
): Markers {
  /**
   * What the card showed when asked (id, company, title) -> its answer; null once asked with nothing known. A card
   * asked about while still empty (LinkedIn renders cards off screen as bare ids) is asked again once it is filled.
   */
  const known = new Map<string, MarkAnswer | null>();
  const placed = new WeakMap<Element, { host: Element; key: string }>();
  const boxes = new WeakMap<Element, BoxStyle>();
  const factsKey = (facts: CardFacts) => `${facts.id}\n${facts.company ?? ''}\n${facts.title ?? ''}`;
  /** The adapter reads a company or a title, and this card showed neither yet: no control on a placeholder. */
  const unfilled = (facts: CardFacts) => Boolean(cards.company || cards.title) && !facts.company && !facts.title;
  let asking: Promise<void> | null = null;
  /** "Show" on the counter: hidden cards are shown dimmed, with their reason, until "Hide again". */
  let revealed = false;
  let undoLast: { text: string; undo: () => Promise<void> } | undefined;
  let counter: { host: Element; box: HTMLDivElement; key: string } | undefined;

  const boxOf = (card: Element): Element => (cards.box ? card.closest(cards.box) ?? card : card);
  const factsOf = (card: Element, id: string): CardFacts => {
    const company = cards.company?.(card)?.slice(0, MAX_CARD_COMPANY);
    const title = cards.title?.(card)?.slice(0, MAX_CARD_TITLE);
    return { id, ...(company ? { company } : {}), ...(title ? { title } : {}) };
  };

  const restyle = (card: Element, treatment: 'show' | 'dim' | 'hide') => {
    const box = boxOf(card) as HTMLElement;
    if (!box.style) return;
    const shown = treatment === 'hide' && revealed ? 'dim' : treatment;
    if (shown === 'show') {
      const before = boxes.get(box);
      if (!before) return;
      box.style.setProperty('display', before.display, before.displayPriority);
      box.style.setProperty('opacity', before.opacity, before.opacityPriority);
      boxes.delete(box);
      return;
    }
    if (!boxes.has(box)) {
      const style = box.style;
      boxes.set(box, {
        display: style.getPropertyValue('display'),
        displayPriority: style.getPropertyPriority('display'),
        opacity: style.getPropertyValue('opacity'),
        opacityPriority: style.getPropertyPriority('opacity'),
      });
    }
    const before = boxes.get(box)!;
    if (shown === 'hide') box.style.setProperty('display', 'none', 'important');
    else box.style.setProperty('display', before.display, before.displayPriority);
    if (shown === 'dim') box.style.setProperty('opacity', '0.45', 'important');
    else box.style.setProperty('opacity', before.opacity, before.opacityPriority);
  };

  const hiddenCards = new Set<Element>();

  const renderCounter = () => {
    const words = actions?.words();
    if (!actions || !words || !doc.body) return;
    for (const card of hiddenCards) if (!card.isConnected) hiddenCards.delete(card);
    const count = hiddenCards.size;
    if (count === 0 && !undoLast) {
      counter?.host.remove();
      counter = undefined;
      return;
    }
    const key = `${count}\n${revealed}\n${undoLast?.text ?? ''}\n${words.hidden}`;
    // Rebuilt only when what it says changes: a list that churns must not take the keyboard's focus off its buttons.
    if (counter?.host.isConnected && counter.key === key) return;
    if (!counter || !counter.host.isConnected) {
      const host = doc.createElement(COUNTER_TAG);
      const shadow = host.attachShadow({ mode: 'closed' });
      styled(shadow, doc, COUNTER_CSS);
      const box = doc.createElement('div');
      box.setAttribute('role', 'status');
      shadow.append(box);
      doc.body.append(host);
      counter = { host, box, key };
    }
    counter.key = key;
    const parts: Node[] = [];
    if (undoLast) {
      const last = undoLast;
      parts.push(doc.createTextNode(last.text), button(words.undo, () => void last.undo()));
    }
    if (count > 0) {
      parts.push(doc.createTextNode(fill(words.hidden, 'count', String(count))));
      parts.push(
        button(revealed ? words.hideAgain : words.show, () => {
          revealed = !revealed;
          for (const card of hiddenCards) restyle(card, 'hide');
          renderCounter();
        }),
      );
    }
    counter.box.replaceChildren(...parts);
  };

  /**
   * Is the user's click really on our control, as drawn? A page script's synthetic event is not trusted; a pointer
   * click must land on our host (nothing of the page's over it) with no ancestor faded by the page (our own dimming
   * aside). A keyboard's click (detail 0) comes from focus the page cannot fake.
   */
  const visibleAt = (host: Element, event: MouseEvent): boolean => {
    if (!event.isTrusted) return false;
    if (event.detail === 0) return true;
    if (doc.elementFromPoint(event.clientX, event.clientY) !== host) return false;
    const view = doc.defaultView;
    let opacity = 1;
    for (let at: Element | null = host; at && view; at = at.parentElement) {
      if (boxes.has(at)) continue;
      const style = view.getComputedStyle(at);
      opacity *= Number(style.opacity) || 0;
      if (style.visibility !== 'visible' || (style.filter && style.filter !== 'none')) return false;
    }
    return opacity >= 0.9;
  };

  /** A button that acts only on the user's own click on it as drawn; `since`: it acts only that long after it appeared. */
  const button = (text: string, act: () => void, title?: string, delayed = false): HTMLButtonElement => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = text;
    if (title) element.title = title;
    const shownAt = Date.now();
    element.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      const host = (element.getRootNode() as ShadowRoot | Document as { host?: Element }).host;
      if (!host || !visibleAt(host, event)) return;
      if (delayed && Date.now() - shownAt < ACTION_DELAY_MS) return;
      act();
    });
    return element;
  };

  const controls = (facts: CardFacts, mark: MarkAnswer | null | undefined): Node[] => {
    const words = actions?.words();
    if (!actions || !words || unfilled(facts) || facts.id === actions.current?.()) return [];
    if (mark?.dismissed) return [button(words.undo, () => void act(() => actions.dismiss(facts, true), undefined), undefined, true)];
    if (mark?.status && mark.status !== 'viewed') return [];
    const open = button('✕', () => {
      const menu = doc.createElement('span');
      menu.className = 'menu';
      const company = facts.company?.trim();
      const shortCompany = company?.slice(0, MAX_COMPANY_SHOWN);
      menu.append(
        button(
          words.notInterested,
          () => void act(() => actions.dismiss(facts, false), { text: words.dismissedOne, undo: () => actions.dismiss(facts, true) }),
          undefined,
          true,
        ),
        company && shortCompany
          ? button(
              fill(words.hideCompany, 'company', shortCompany),
              () =>
                void act(() => actions.blockCompany(company, false), {
                  text: fill(words.blockedOne, 'company', shortCompany),
                  undo: () => actions.blockCompany(company, true),
                }),
              undefined,
              true,
            )
          : Object.assign(doc.createElement('span'), { textContent: words.noCompany }),
        button(words.cancel, () => menu.replaceWith(open)),
      );
      open.replaceWith(menu);
      menu.querySelector('button')?.focus();
    }, words.notInterested);
    open.setAttribute('aria-label', words.notInterested);
    return [open];
  };

  /**
   * Does what the user chose, then asks again for every card: a blocked company hides all its cards at once. Undo
   * is offered only for a change: undoing a block the list had already would take away the user's own entry.
   */
  const act = async (work: () => Promise<ActionOutcome>, undo: { text: string; undo: () => Promise<ActionOutcome> } | undefined) => {
    const outcome = await work();
    if (outcome === 'failed') return;
    undoLast = undo && outcome === 'changed' ? { text: undo.text, undo: async () => void (await act(undo.undo, undefined)) } : undefined;
    await refresh();
  };

  const place = (card: Element, facts: CardFacts, mark: MarkAnswer | null | undefined) => {
    const current = placed.get(card);
    // The posting the tab shows (a job page's own header, the open pane's card) stays in sight whatever the lists say.
    const treatment = facts.id === actions?.current?.() ? 'show' : (mark?.treatment ?? 'show');
    const key = `${mark?.status ?? ''}\n${mark?.label ?? ''}\n${treatment}\n${mark?.dismissed ? 1 : 0}\n${revealed ? 1 : 0}\n${unfilled(facts) ? 0 : 1}`;
    if (treatment === 'hide') hiddenCards.add(card);
    else hiddenCards.delete(card);
    restyle(card, treatment);
    if (current && current.key === key && current.host.isConnected) return;
    current?.host.remove();
    placed.delete(card);
    const label = mark?.label ? [Object.assign(doc.createElement('span'), { className: treatment === 'show' ? mark.status ?? '' : 'hidden', textContent: mark.label })] : [];
    const parts = [...label, ...controls(facts, mark)];
    if (parts.length === 0) return;
    const host = doc.createElement(MARK_TAG);
    const shadow = host.attachShadow({ mode: 'closed' });
    styled(shadow, doc);
    shadow.append(...parts);
    // A card that is itself a link keeps its link text: the label goes beside it.
    if (card.tagName === 'A') card.after(host);
    else card.append(host);
    placed.set(card, { host, key });
  };

  /** Cards already marked (or known to need no mark): a long list is not read again card by card. */
  let done = new WeakSet<Element>();
  let read = 0;
  const visit = (): CardFacts[] => {
    const fresh = new Map<string, CardFacts>();
    // The list the cards sit in, once known: a big page is not walked whole for a few dozen cards.
    for (const card of Array.from(scope().querySelectorAll(cards.selector))) {
      // A page that re-renders a card drops our label with it: such a card is placed again.
      if (done.has(card) && (placed.get(card)?.host.isConnected ?? true)) continue;
      const id = cards.externalId(card);
      // A card without its id yet is looked at again next time, and is not news.
      if (!id) continue;
      const facts = factsOf(card, id);
      const key = factsKey(facts);
      // A placeholder asked about already is not news: it does not keep a quiet list's sweeps frequent.
      if (!(known.has(key) && unfilled(facts))) read++;
      if (known.has(key)) {
        place(card, facts, known.get(key));
        // An empty placeholder is looked at again: once filled, it is asked about with what it shows.
        if (!unfilled(facts)) done.add(card);
      } else if (!fresh.has(key)) fresh.set(key, facts);
    }
    return [...fresh.values()];
  };

  const askAll = async (facts: CardFacts[]) => {
    for (let start = 0; start < facts.length; start += BATCH) {
      const batch = facts.slice(start, start + BATCH);
      const answers = await ask(batch);
      if (!answers) return;
      const byId = new Map(answers.map((answer) => [answer.id, answer]));
      for (const facts of batch) known.set(factsKey(facts), byId.get(facts.id) ?? null);
    }
  };

  const sweep = async (): Promise<number> => {
    // One question at a time: cards that appear meanwhile wait for the next sweep.
    if (asking) return asking.then(sweep);
    read = 0;
    const fresh = visit();
    if (fresh.length === 0) {
      renderCounter();
      return read;
    }
    asking = askAll(fresh).finally(() => (asking = null));
    await asking;
    visit();
    renderCounter();
    return read;
  };

  const refresh = async () => {
    await asking;
    known.clear();
    done = new WeakSet();
    await sweep();
  };

  return {
    sweep,
    refresh,
    statusOf: (card) => {
      const status = placed.get(card)?.key.split('\n')[0];
      return status || undefined;
    },
    treatmentOf: (card) => {
      const treatment = placed.get(card)?.key.split('\n')[2];
      return treatment === 'dim' || treatment === 'hide' ? treatment : 'show';
    },
    hiddenCount: () => hiddenCards.size,
  };
}

const WORD_KEYS: readonly (keyof CardWords)[] = ['notInterested', 'hideCompany', 'cancel', 'undo', 'hidden', 'show', 'hideAgain', 'dismissedOne', 'blockedOne', 'noCompany'];

function answersOf(reply: unknown): { marks: MarkAnswer[]; words?: CardWords } | undefined {
  const answer = reply as { ok?: boolean; marks?: unknown; cardWords?: unknown } | undefined;
  if (!answer?.ok) return undefined;
  const marks = Array.isArray(answer.marks) ? answer.marks : [];
  const words = answer.cardWords as Record<string, unknown> | undefined;
  const wordsOk = !!words && WORD_KEYS.every((key) => typeof words[key] === 'string');
  return {
    marks: marks.filter((m): m is MarkAnswer => typeof m?.id === 'string' && typeof m.label === 'string' && (m.status === undefined || typeof m.status === 'string')),
    ...(wordsOk ? { words: words as unknown as CardWords } : {}),
  };
}

export interface MarkersHandle {
  /** The page changed (an address change, a pane settling): look for cards, and watch their list once there is one. */
  poke(): void;
}

/**
 * Starts the markers on a list page of a site whose adapter knows its cards; elsewhere it does
 * nothing. It watches only the list that holds the cards (infinite scroll appends to it), and only
 * once a card is there: a page without cards costs no observer.
 */
function outcomeOf(reply: unknown): ActionOutcome {
  const answer = reply as { ok?: boolean; count?: number } | undefined;
  return !answer?.ok ? 'failed' : answer.count === 0 ? 'unchanged' : 'changed';
}

export function startMarkers(ctx: ContentScriptContext, adapters: readonly SiteAdapter[], current: () => string | undefined = () => undefined): MarkersHandle {
  const adapter = adapters.find((a) => a.cards && a.handles(new URL(location.href)));
  const cards = adapter?.cards;
  if (!cards || !document.body) return { poke() {} };
  let watched: Element | null = null;
  let words: CardWords | undefined;
  const send = async (message: unknown): Promise<unknown> => (ctx.isInvalid ? undefined : browser.runtime.sendMessage(message).catch(() => undefined));
  const markers = createMarkers(
    document,
    cards,
    async (facts) => {
      const answer = answersOf(await send({ type: 'page:marks', cards: facts }));
      if (answer?.words) words = answer.words;
      return answer?.marks;
    },
    () => (watched?.isConnected ? watched : document),
    {
      words: () => words,
      dismiss: async (card, undo) => outcomeOf(await send({ type: 'page:dismiss', card, undo })),
      blockCompany: async (company, undo) => outcomeOf(await send({ type: 'page:block-company', company, undo })),
      current,
    },
  );
  // A card the page shaped to break a reader is reported to the diagnostics log, never thrown into the page.
  const caught = (work: Promise<unknown>) => void work.catch((error: unknown) => diagnose('markers', error, adapter!.id));
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A list that changes without new cards (a live feed, counters) is looked at less and less often; new
  // cards, a scroll or a navigation bring the short wait back.
  let wait = SETTLE_MS;
  const soon = () => {
    wait = SETTLE_MS;
  };
  // Made when the first list appears: a page without cards holds no observer at all.
  let observer: MutationObserver | undefined;
  /** The element holding every card now on the page: their closest common ancestor (one walk of the page). */
  const listOfCards = (): Element | null => {
    const all = document.querySelectorAll(cards.selector);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return null;
    let common: Element | null = first.parentElement;
    while (common && !common.contains(last)) common = common.parentElement;
    return common;
  };
  const onStale = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id === browser.runtime.id && !sender.tab && (message as { type?: unknown } | null)?.type === 'cs:marks-stale') caught(markers.refresh());
  };
  // Listened for once the page has shown a list: a job page without one pays for none of it.
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    browser.runtime.onMessage.addListener(onStale);
    ctx.addEventListener(document, 'scroll', soon, { capture: true, passive: true });
    ctx.addEventListener(document, 'visibilitychange', () => document.visibilityState === 'visible' && caught(markers.refresh()));
  };
  const watch = () => {
    const list = listOfCards();
    if (list === watched) return;
    observer?.disconnect();
    watched = list;
    if (!list) return;
    listen();
    observer ??= new MutationObserver((records) => {
      // A sweep is already due: a list that churns costs nothing more than that sweep.
      if (timer !== undefined) return;
      for (const record of records) {
        if (record.removedNodes.length > 0) return later();
        for (let i = 0; i < record.addedNodes.length; i++) if (!record.addedNodes[i]!.nodeName.startsWith('JOBSIGHT-')) return later();
      }
    });
    observer.observe(list, { childList: true, subtree: true });
  };
  // The page is looked at for its list on the sweeps' own clock, not at every change the reader hears: a page
  // without cards (a job page) costs one query a sweep, and sweeps back off while nothing is found.
  const look = (): Promise<number> => {
    if (!watched?.isConnected) watch();
    return watched ? markers.sweep() : Promise.resolve(0);
  };
  const later = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      caught(
        look().then((read) => {
          wait = read > 0 ? SETTLE_MS : Math.min(wait * 2, LONGEST_SETTLE_MS);
        }),
      );
    }, wait);
  };
  // The page settled after a load or an address change: a sweep soon, which looks for the list again if it went away.
  const poke = () => {
    soon();
    later();
  };
  later();
  ctx.onInvalidated(() => {
    observer?.disconnect();
    clearTimeout(timer);
    if (listening) browser.runtime.onMessage.removeListener(onStale);
  });
  return { poke };
}
