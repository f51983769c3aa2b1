import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CardSpec, SiteAdapter } from '@/lib/extract/types';
import type { CardFacts } from '@/lib/messages';
import { MAX_CARD_COMPANY, MAX_CARD_TITLE } from '@/lib/lists/limits';
import { handles } from '@/lib/match-pattern';
import {
  SWEEP_WAIT_MS,
  answersOf,
  createMarkMemory,
  factsKey,
  listChanged,
  nextSweepWait,
  outcomeOf,
  planMark,
  unfilled,
  type ActionOutcome,
  type CardWords,
  type MarkAnswer,
  type MarkPlan,
} from '@/lib/content/card-marks';
import { buttonMaker, cardControls, createBoxes, createCounter, styledShadow, type Undo } from './card-ui';
import { diagnose } from './diagnose';

/**
 * "Have I seen this one?" on a site's list pages: cards of postings the user has seen, saved or
 * applied to get a small label. The page's cards (adapter.cards) give the site's job ids; the
 * background answers, for ids of the sender's own site only, with a status and its label
 * (lib/content/card-marks.ts reads the answer). New cards are collected in one pass after the page
 * settles and asked about in batches, one question at a time.
 */

export const MARK_TAG = 'jobsight-mark';
export { COUNTER_TAG } from './card-ui';
export type { ActionOutcome, CardWords, MarkAnswer } from '@/lib/content/card-marks';

/** The user's actions from a card, and what the page around the cards is showing. */
interface CardActions {
  dismiss(card: CardFacts, undo: boolean): Promise<ActionOutcome>;
  blockCompany(company: string, undo: boolean): Promise<ActionOutcome>;
  words(): CardWords | undefined;
  /** The job id of the posting the tab itself shows (a job page's header, a list's open pane): never hidden. */
  current?(): string | undefined;
}

interface Markers {
  /** Looks at the cards now on the page: places known labels, asks about new ids. Says how many cards it had to read. */
  sweep(): Promise<number>;
  /** Statuses may have changed (a save in the sidebar, another tab): ask again for the cards on the page. */
  refresh(): Promise<void>;
  /** The status a card's label shows (the label itself sits in a closed shadow root). */
  statusOf(card: Element): string | undefined;
}

interface Drawer extends Omit<Markers, 'sweep' | 'refresh'> {
  place(card: Element, facts: CardFacts, mark: MarkAnswer | null | undefined): void;
  /** The card's marker is in the page (undefined: it has none). */
  placed(card: Element): boolean | undefined;
  renderCounter(): void;
}

/** Draws the cards' markers and the counter; `refresh` asks again after an action. */
function cardDrawer(doc: Document, cards: CardSpec, actions: CardActions | undefined, refresh: () => Promise<void>): Drawer {
  const placed = new WeakMap<Element, { host: Element; plan: MarkPlan }>();
  const boxes = createBoxes();
  const button = buttonMaker(doc, boxes.ours);
  const drawCounter = createCounter(doc, button);
  const hiddenCards = new Set<Element>();
  let revealed = false;
  let undoLast: { text: string; undo: () => Promise<void> } | undefined;
  const boxOf = (card: Element): Element => (cards.box ? (card.closest(cards.box) ?? card) : card);

  const renderCounter = () => {
    const words = actions?.words();
    if (!actions || !words || !doc.body) return;
    for (const card of hiddenCards) if (!card.isConnected) hiddenCards.delete(card);
    drawCounter(hiddenCards.size, revealed, undoLast, words, () => {
      revealed = !revealed;
      for (const card of hiddenCards) boxes.restyle(boxOf(card), 'hide', revealed);
      renderCounter();
    });
  };

  /**
   * Does what the user chose, then asks again for every card: a blocked company hides all its cards at once. Undo
   * is offered only for a change: undoing a block the list had already would take away the user's own entry.
   */
  const act = async (work: () => Promise<ActionOutcome>, undo: Undo | undefined) => {
    const outcome = await work();
    if (outcome === 'failed') return;
    undoLast = undo && outcome === 'changed' ? { text: undo.text, undo: async () => void (await act(undo.undo, undefined)) } : undefined;
    await refresh();
  };
  const controlsDeps = actions && { ...actions, button, act };

  const place = (card: Element, facts: CardFacts, mark: MarkAnswer | null | undefined) => {
    const words = actions?.words();
    const plan = planMark(facts, mark, { current: actions?.current?.(), revealed, words, unfilled: unfilled(cards, facts) });
    if (plan.treatment === 'hide') hiddenCards.add(card);
    else hiddenCards.delete(card);
    boxes.restyle(boxOf(card), plan.treatment, revealed);
    const current = placed.get(card);
    if (current && current.plan.key === plan.key && current.host.isConnected) return;
    current?.host.remove();
    placed.delete(card);
    const label = plan.label
      ? [Object.assign(doc.createElement('span'), { className: plan.label.className, textContent: plan.label.text })]
      : [];
    const parts = [...label, ...(controlsDeps && words ? cardControls(doc, facts, plan.controls, words, controlsDeps) : [])];
    if (parts.length === 0) return;
    const host = doc.createElement(MARK_TAG);
    styledShadow(host, doc).append(...parts);
    // A card that is itself a link keeps its link text: the label goes beside it.
    if (card.tagName === 'A') card.after(host);
    else card.append(host);
    placed.set(card, { host, plan });
  };

  return {
    place,
    placed: (card) => placed.get(card)?.host.isConnected,
    renderCounter,
    statusOf: (card) => placed.get(card)?.plan.status,
  };
}

export function createMarkers(
  doc: Document,
  cards: CardSpec,
  ask: (cards: CardFacts[]) => Promise<MarkAnswer[] | undefined>,
  scope: () => ParentNode = () => doc,
  actions?: CardActions,
): Markers {
  const memory = createMarkMemory(ask);
  const drawer = cardDrawer(doc, cards, actions, () => refresh());
  let asking: Promise<void> | null = null;
  const factsOf = (card: Element, id: string): CardFacts => {
    const company = cards.company?.(card)?.slice(0, MAX_CARD_COMPANY);
    const title = cards.title?.(card)?.slice(0, MAX_CARD_TITLE);
    return { id, ...(company ? { company } : {}), ...(title ? { title } : {}) };
  };

  /** Cards already marked (or known to need no mark): a long list is not read again card by card. */
  let done = new WeakSet<Element>();
  let read = 0;
  const visit = (): CardFacts[] => {
    const fresh = new Map<string, CardFacts>();
    // The list the cards sit in, once known: a big page is not walked whole for a few dozen cards.
    for (const card of Array.from(scope().querySelectorAll(cards.selector))) {
      // A page that re-renders a card drops our label with it: such a card is placed again.
      if (done.has(card) && (drawer.placed(card) ?? true)) continue;
      const id = cards.externalId(card);
      // A card without its id yet is looked at again next time, and is not news.
      if (!id) continue;
      const facts = factsOf(card, id);
      const placeholder = unfilled(cards, facts);
      // A placeholder asked about already is not news: it does not keep a quiet list's sweeps frequent.
      if (!(memory.has(facts) && placeholder)) read++;
      if (memory.has(facts)) {
        drawer.place(card, facts, memory.get(facts));
        // An empty placeholder is looked at again: once filled, it is asked about with what it shows.
        if (!placeholder) done.add(card);
      } else if (!fresh.has(factsKey(facts))) fresh.set(factsKey(facts), facts);
    }
    return [...fresh.values()];
  };

  const sweep = async (): Promise<number> => {
    // One question at a time: cards that appear meanwhile wait for the next sweep.
    if (asking) return asking.then(sweep);
    read = 0;
    const fresh = visit();
    if (fresh.length === 0) {
      drawer.renderCounter();
      return read;
    }
    asking = memory.askAll(fresh).finally(() => (asking = null));
    await asking;
    visit();
    drawer.renderCounter();
    return read;
  };

  const refresh = async () => {
    await asking;
    memory.clear();
    done = new WeakSet();
    await sweep();
  };

  return { sweep, refresh, statusOf: drawer.statusOf };
}

interface MarkersHandle {
  /** The page changed (an address change, a pane settling): look for cards, and watch their list once there is one. */
  poke(): void;
}

/** The element holding every card now on the page: their closest common ancestor (one walk of the page). */
function listOfCards(selector: string): Element | null {
  const all = document.querySelectorAll(selector);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return null;
  let common: Element | null = first.parentElement;
  while (common && !common.contains(last)) common = common.parentElement;
  return common;
}

/** The markers on this page, speaking to the background: the answers and the words come from it, the actions go to it. */
function markersOnPage(ctx: ContentScriptContext, cards: CardSpec, scope: () => ParentNode, current: () => string | undefined): Markers {
  let words: CardWords | undefined;
  const send = async (message: unknown): Promise<unknown> =>
    ctx.isInvalid ? undefined : browser.runtime.sendMessage(message).catch(() => undefined);
  const ask = async (facts: CardFacts[]) => {
    const answer = answersOf(await send({ type: 'page:marks', cards: facts }));
    if (answer?.words) words = answer.words;
    return answer?.marks;
  };
  return createMarkers(document, cards, ask, scope, {
    words: () => words,
    dismiss: async (card, undo) => outcomeOf(await send({ type: 'page:dismiss', card, undo })),
    blockCompany: async (company, undo) => outcomeOf(await send({ type: 'page:block-company', company, undo })),
    current,
  });
}

/** Once the page has shown a list: statuses changed elsewhere, a scroll, the tab shown again. A job page without a list pays for none of it. */
function listenOnceListed(
  ctx: ContentScriptContext,
  markers: Markers,
  soon: () => void,
  caught: (work: Promise<unknown>) => void,
): () => void {
  const onStale = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id === browser.runtime.id && !sender.tab && (message as { type?: unknown } | null)?.type === 'cs:marks-stale')
      caught(markers.refresh());
  };
  browser.runtime.onMessage.addListener(onStale);
  ctx.addEventListener(document, 'scroll', soon, { capture: true, passive: true });
  ctx.addEventListener(document, 'visibilitychange', () => document.visibilityState === 'visible' && caught(markers.refresh()));
  return () => browser.runtime.onMessage.removeListener(onStale);
}

/**
 * Starts the markers on a list page of a site whose adapter knows its cards; elsewhere it does
 * nothing. It watches only the list that holds the cards (infinite scroll appends to it), and only
 * once a card is there: a page without cards costs no observer.
 */
export function startMarkers(
  ctx: ContentScriptContext,
  adapters: readonly SiteAdapter[],
  current: () => string | undefined = () => undefined,
): MarkersHandle {
  const adapter = adapters.find((a) => a.cards && handles(a, new URL(location.href)));
  const cards = adapter?.cards;
  if (!cards || !document.body) return { poke() {} };
  let watched: Element | null = null;
  const markers = markersOnPage(ctx, cards, () => (watched?.isConnected ? watched : document), current);
  // A card the page shaped to break a reader is reported to the diagnostics log, never thrown into the page.
  const caught = (work: Promise<unknown>) => void work.catch((error: unknown) => diagnose('markers', error, adapter!.id));
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A list that changes without new cards (a live feed, counters) is looked at less and less often; new
  // cards, a scroll or a navigation bring the short wait back.
  let wait = SWEEP_WAIT_MS;
  const soon = () => {
    wait = SWEEP_WAIT_MS;
  };
  // Made when the first list appears: a page without cards holds no observer at all.
  let observer: MutationObserver | undefined;
  let unlisten: (() => void) | undefined;
  const watch = () => {
    const list = listOfCards(cards.selector);
    if (list === watched) return;
    observer?.disconnect();
    watched = list;
    if (!list) return;
    unlisten ??= listenOnceListed(ctx, markers, soon, caught);
    // A sweep already due covers whatever else changes: a list that churns costs nothing more than that sweep.
    observer ??= new MutationObserver((records) => timer === undefined && listChanged(records) && later());
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
      caught(look().then((read) => void (wait = nextSweepWait(read, wait))));
    }, wait);
  };
  later();
  ctx.onInvalidated(() => {
    observer?.disconnect();
    clearTimeout(timer);
    unlisten?.();
  });
  // The page settled after a load or an address change: a sweep soon, which looks for the list again if it went away.
  return {
    poke() {
      soon();
      later();
    },
  };
}
