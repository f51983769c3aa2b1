import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CardSpec, SiteAdapter } from '@/lib/extract/types';
import { diagnose } from './diagnose';

/**
 * "Have I seen this one?" on a site's list pages: cards of postings the user has seen, saved or
 * applied to get a small label. The page's cards (adapter.cards) give the site's job ids; the
 * background answers, for ids of the sender's own site only, with a status and its label.
 * Labels sit in closed shadow roots (no page CSS in, nothing of ours readable out). New cards are
 * collected in one pass after the page settles and asked about in batches, one question at a time.
 */

export const MARK_TAG = 'jobsight-mark';
const BATCH = 200;
const SETTLE_MS = 300;
const LONGEST_SETTLE_MS = 2_400;

export interface MarkAnswer {
  id: string;
  status: string;
  label: string;
}

// `all: initial !important` in the shadow root outranks any page rule on the host, !important or not.
const CSS =
  ':host{all:initial!important;display:inline-block!important;margin:2px 6px!important;vertical-align:middle!important}' +
  'span{display:inline-block;font:600 11px/16px system-ui,sans-serif;padding:0 6px;border-radius:8px;white-space:nowrap;background:#eef1f4;color:#3d4650}' +
  '.saved{background:#e3edfb;color:#174a94}.applied,.interviewing,.offer{background:#e2f4e7;color:#155d2a}';

let sheet: CSSStyleSheet | null | undefined;

function styled(shadow: ShadowRoot, doc: Document): void {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    } catch {
      sheet = null;
    }
  }
  // A constructed sheet works under a page's strict style-src, where a <style> element might not.
  if (sheet) shadow.adoptedStyleSheets = [sheet];
  else shadow.append(Object.assign(doc.createElement('style'), { textContent: CSS }));
}

export interface Markers {
  /** Looks at the cards now on the page: places known labels, asks about new ids. Says how many cards it had to read. */
  sweep(): Promise<number>;
  /** Statuses may have changed (a save in the sidebar, another tab): ask again for the cards on the page. */
  refresh(): Promise<void>;
  /** The status a card's label shows (the label itself sits in a closed shadow root). */
  statusOf(card: Element): string | undefined;
}

export function createMarkers(doc: Document, cards: CardSpec, ask: (ids: string[]) => Promise<MarkAnswer[] | undefined>, scope: () => ParentNode = () => doc): Markers {
  /** id -> its answer; null once asked with nothing known. */
  const known = new Map<string, MarkAnswer | null>();
  const placed = new WeakMap<Element, { host: Element; key: string }>();
  let asking: Promise<void> | null = null;

  const place = (card: Element, mark: MarkAnswer | null | undefined) => {
    const current = placed.get(card);
    const key = mark ? `${mark.status}\n${mark.label}` : '';
    if (current && current.key === key && (!mark || current.host.isConnected)) return;
    current?.host.remove();
    placed.delete(card);
    if (!mark) return;
    const host = doc.createElement(MARK_TAG);
    const shadow = host.attachShadow({ mode: 'closed' });
    styled(shadow, doc);
    const label = doc.createElement('span');
    label.className = mark.status;
    label.textContent = mark.label;
    shadow.append(label);
    // A card that is itself a link keeps its link text: the label goes beside it.
    if (card.tagName === 'A') card.after(host);
    else card.append(host);
    placed.set(card, { host, key });
  };

  /** Cards already marked (or known to need no mark): a long list is not read again card by card. */
  let done = new WeakSet<Element>();
  let read = 0;
  const visit = (): string[] => {
    const fresh = new Set<string>();
    // The list the cards sit in, once known: a big page is not walked whole for a few dozen cards.
    for (const card of Array.from(scope().querySelectorAll(cards.selector))) {
      // A page that re-renders a card drops our label with it: such a card is placed again.
      if (done.has(card) && (placed.get(card)?.host.isConnected ?? true)) continue;
      const id = cards.externalId(card);
      // A card without its id yet is looked at again next time, and is not news.
      if (!id) continue;
      read++;
      if (known.has(id)) {
        place(card, known.get(id));
        done.add(card);
      } else fresh.add(id);
    }
    return [...fresh];
  };

  const askAll = async (ids: string[]) => {
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const answers = await ask(batch);
      if (!answers) return;
      for (const id of batch) known.set(id, null);
      for (const answer of answers) if (batch.includes(answer.id)) known.set(answer.id, answer);
    }
  };

  const sweep = async (): Promise<number> => {
    // One question at a time: cards that appear meanwhile wait for the next sweep.
    if (asking) return asking.then(sweep);
    read = 0;
    const ids = visit();
    if (ids.length === 0) return read;
    asking = askAll(ids).finally(() => (asking = null));
    await asking;
    visit();
    return read;
  };

  return {
    sweep,
    statusOf: (card) => placed.get(card)?.key.split('\n')[0],
    async refresh() {
      await asking;
      known.clear();
      done = new WeakSet();
      await sweep();
    },
  };
}

function answersOf(reply: unknown): MarkAnswer[] | undefined {
  const marks = (reply as { ok?: boolean; marks?: unknown } | undefined)?.marks;
  if (!Array.isArray(marks)) return (reply as { ok?: boolean } | undefined)?.ok ? [] : undefined;
  return marks.filter((m): m is MarkAnswer => typeof m?.id === 'string' && typeof m.status === 'string' && typeof m.label === 'string');
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
export function startMarkers(ctx: ContentScriptContext, adapters: readonly SiteAdapter[]): MarkersHandle {
  const adapter = adapters.find((a) => a.cards && a.handles(new URL(location.href)));
  const cards = adapter?.cards;
  if (!cards || !document.body) return { poke() {} };
  let watched: Element | null = null;
  const markers = createMarkers(
    document,
    cards,
    async (ids) => (ctx.isInvalid ? undefined : answersOf(await browser.runtime.sendMessage({ type: 'page:marks', ids }).catch(() => undefined))),
    () => (watched?.isConnected ? watched : document),
  );
  // security: a card the page shaped to break a reader is reported to the diagnostics log, never thrown into the page.
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
        for (let i = 0; i < record.addedNodes.length; i++) if (record.addedNodes[i]!.nodeName !== 'JOBSIGHT-MARK') return later();
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
