import type { Analysis } from '../analyze/schema';
import type { StoredPosting } from '../db/schema';
import { TabState, type SidebarPush } from '../messages';
import { badgeOf, type Badge } from './badge';

/**
 * What the tab hub needs of the browser: session storage (the worker may be stopped at any time and must
 * find a tab's state again) and the toolbar button. Built once from `browser` in entrypoints/background;
 * the unit tests build it from WXT's fakeBrowser.
 */
export interface TabsBrowser {
  session: {
    get(keys: string | string[] | null): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
    remove(keys: string | string[]): Promise<void>;
  };
  showBadge(tabId: number, badge: Badge): Promise<void>;
}

/** A sidebar's connection, as much of a runtime port as the hub uses. */
export interface SidebarPort {
  postMessage(message: SidebarPush): void;
  onDisconnect: { addListener(listener: () => void): void };
}

interface TabsDeps {
  facade: TabsBrowser;
  /** The sidebar's analysis of a record; a throw leaves the state without one. */
  analysisOf(record: StoredPosting): Promise<Analysis>;
  /** The state with the summaries of the record's duplicates, for the sidebar only. */
  withDuplicates(state: TabState): Promise<TabState>;
  /** Told after a tab's state was set (the markers of a list page follow a save). */
  afterSet?(tabId: number, state: TabState, frameId: number | undefined): void;
}

export const tabStateKey = (tabId: number) => `tab:${tabId}`;
const frameKey = (tabId: number) => `frame:${tabId}`;
/** The key of the page (one document) whose reader reported the tab's state (lib/content/reader.ts). */
const pageKey = (tabId: number) => `page:${tabId}`;
const tabIdOfKey = (key: string): number | undefined => {
  const tabId = key.startsWith('tab:') ? Number(key.slice(4)) : NaN;
  return Number.isInteger(tabId) ? tabId : undefined;
};

/** A connected sidebar, and the page it sits on (undefined: a sidebar page opened some other way, shown every state). */
interface Listener {
  port: SidebarPort;
  page: string | undefined;
}

/** Said to a sidebar whose page has not reported yet: the tab's state is still the page's before. */
const READING: TabState = { kind: 'waiting' };

/**
 * Each tab's state (waiting, blocked, a posting), the sidebars connected to it, and the order of pushes.
 *
 * A tab holds one page after another, and the state is the last one's report, kept with that page's key. A sidebar
 * sits on one page and says which (its address, SIDEBAR_PAGE_PARAM): it is pushed only that page's state, and sees
 * "reading" until its page has reported. So a new page never shows the posting of the page before, even when the
 * worker stopped while the new page's report was on its way (it is sent again, lib/content/report-queue.ts).
 *
 * Changes to a tab's state are made one at a time (`exclusive`), and a change to the posting shown (a save, a tick,
 * a newer copy from the tracker) is made only while the tab still shows that posting: an answer to a sidebar of the
 * page before, or a save retried after the worker stopped, never puts an old posting back over a new page's.
 *
 * Each tab's pushes are numbered. The analysis takes a while (longer in a worker just restarted); a push, or a
 * connecting sidebar's first message, whose analysis ends after a newer push began is dropped, so that a sidebar
 * never ends on the posting before. The last push's analysed state is kept for the sidebar that connects after
 * it (the badge's analysis is the sidebar's: one analysis per posting shown), until any record changes.
 */
export class TabHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly turns = new Map<number, number>();
  private readonly analysed = new Map<number, { turn: number; state: TabState }>();
  private readonly changes = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: TabsDeps) {}

  async getState(tabId: number): Promise<TabState | undefined> {
    return (await this.stored(tabId)).state;
  }

  /** A page's report (`page`: its key) or another change of the tab's state. */
  async setState(tabId: number, state: TabState, frameId?: number, page?: string): Promise<void> {
    const pushed = await this.exclusive(tabId, async () => {
      await this.deps.facade.session.set({
        [tabStateKey(tabId)]: state,
        ...(frameId !== undefined ? { [frameKey(tabId)]: frameId } : {}),
        ...(page !== undefined ? { [pageKey(tabId)]: page } : {}),
      });
      return { push: this.push(tabId, state, page ?? (await this.stored(tabId)).page) };
    });
    await this.shown(tabId, state, frameId, await pushed.push);
  }

  /**
   * A newer copy of the posting the tab shows (saved, ticked, read by a model, changed in the tracker): shown only
   * while the tab still shows that posting, and not over a newer copy. False when the tab has moved on.
   */
  async updatePosting(tabId: number, record: StoredPosting): Promise<boolean> {
    const state: TabState = { kind: 'posting', record };
    const pushed = await this.exclusive(tabId, async () => {
      const now = await this.stored(tabId);
      if (now.state?.kind !== 'posting' || now.state.record.id !== record.id || record.updatedAt < now.state.record.updatedAt)
        return undefined;
      await this.deps.facade.session.set({ [tabStateKey(tabId)]: state });
      return { push: this.push(tabId, state, now.page) };
    });
    if (!pushed) return false;
    await this.shown(tabId, state, undefined, await pushed.push);
    return true;
  }

  /** The first message of a sidebar that connects: its page's state now (or "reading"), unless a newer push is on its way. */
  async connect(tabId: number, port: SidebarPort, page?: string): Promise<void> {
    const set = this.listeners.get(tabId) ?? new Set();
    const listener: Listener = { port, page };
    set.add(listener);
    this.listeners.set(tabId, set);
    port.onDisconnect.addListener(() => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(tabId);
    });
    const turn = this.turns.get(tabId) ?? 0;
    const stored = await this.stored(tabId);
    if (!hears(listener, stored.page)) {
      if ((this.turns.get(tabId) ?? 0) === turn) port.postMessage({ type: 'tab-state', state: READING });
      return;
    }
    const kept = this.analysed.get(tabId);
    const current = kept && kept.turn === turn ? kept.state : await this.withAnalysis(stored.state ?? READING);
    const state = await this.deps.withDuplicates(current);
    if ((this.turns.get(tabId) ?? 0) === turn) port.postMessage({ type: 'tab-state', state });
  }

  /** The frame whose reader proposed the tab's posting (the sidebar lives there). */
  async frameOf(tabId: number): Promise<number> {
    const stored = await this.deps.facade.session.get(frameKey(tabId));
    const frameId = stored[frameKey(tabId)];
    return typeof frameId === 'number' ? frameId : 0;
  }

  /** A record changed elsewhere (the popup, the tracker): every tab showing an older copy shows this one. */
  async follow(record: StoredPosting): Promise<void> {
    this.analysed.clear();
    for (const [tabId, state] of await this.allStates()) {
      if (state.kind === 'posting' && state.record.id === record.id && record.updatedAt > state.record.updatedAt)
        await this.updatePosting(tabId, record);
    }
  }

  /** Any record changed: a kept analysis may count it in its market sample. */
  forgetAnalyses(): void {
    this.analysed.clear();
  }

  /** A new profile, weights or language changes every open analysis: the connected tabs are pushed again. */
  async pushAll(): Promise<void> {
    this.analysed.clear();
    await Promise.all(
      [...this.listeners.keys()].map(async (tabId) => {
        const pushed = await this.exclusive(tabId, async () => {
          const { state, page } = await this.stored(tabId);
          return state ? { push: this.push(tabId, state, page) } : undefined;
        });
        await pushed?.push;
      }),
    );
  }

  /** Ids of the postings open tabs show (the pruning keeps them whatever their age). */
  async shownIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const [, state] of await this.allStates()) if (state.kind === 'posting') ids.add(state.record.id);
    return ids;
  }

  async closed(tabId: number): Promise<void> {
    this.turns.delete(tabId);
    this.analysed.delete(tabId);
    await this.exclusive(tabId, () => this.deps.facade.session.remove([tabStateKey(tabId), frameKey(tabId), pageKey(tabId)]));
    this.changes.delete(tabId);
  }

  /** The tab's state and the key of the page that reported it, as stored. */
  private async stored(tabId: number): Promise<{ state: TabState | undefined; page: string | undefined }> {
    const stored = await this.deps.facade.session.get([tabStateKey(tabId), pageKey(tabId)]);
    const parsed = TabState.safeParse(stored[tabStateKey(tabId)]);
    const page = stored[pageKey(tabId)];
    return { state: parsed.success ? parsed.data : undefined, page: typeof page === 'string' ? page : undefined };
  }

  /**
   * Runs one change of a tab's state after the ones before it: its reads and its write are one step, so a change
   * made on what the tab showed a moment ago cannot land over a newer one. The push it starts is handed back in an
   * object, not waited for (a promise returned as it is would be: the next change need not wait for an analysis).
   */
  private exclusive<T>(tabId: number, change: () => Promise<T>): Promise<T> {
    const run = (this.changes.get(tabId) ?? Promise.resolve()).then(change, change);
    this.changes.set(
      tabId,
      run.catch(() => undefined),
    );
    return run;
  }

  /** The badge of the state a push showed (undefined: a newer push began, whose badge counts), then those told of it. */
  private async shown(tabId: number, state: TabState, frameId: number | undefined, analysed: TabState | undefined): Promise<void> {
    if (analysed) await this.deps.facade.showBadge(tabId, badgeOf(analysed)).catch(() => undefined);
    this.deps.afterSet?.(tabId, state, frameId);
  }

  private async allStates(): Promise<[number, TabState][]> {
    const stored = await this.deps.facade.session.get(null);
    const states: [number, TabState][] = [];
    for (const [key, value] of Object.entries(stored)) {
      const tabId = tabIdOfKey(key);
      const state = tabId === undefined ? undefined : TabState.safeParse(value);
      if (tabId !== undefined && state?.success) states.push([tabId, state.data]);
    }
    return states;
  }

  private async withAnalysis(state: TabState): Promise<TabState> {
    if (state.kind !== 'posting') return state;
    try {
      return { ...state, analysis: await this.deps.analysisOf(state.record) };
    } catch {
      return state;
    }
  }

  /**
   * Pushes the state with its analysis to the sidebars of the page it belongs to; returns the analysed state for the
   * badge, or undefined when a newer push began meanwhile (its badge is the one that counts). The turn is taken
   * at once, in the caller's step: pushes are numbered in the order their changes were made.
   */
  private async push(tabId: number, state: TabState, page: string | undefined): Promise<TabState | undefined> {
    const turn = (this.turns.get(tabId) ?? 0) + 1;
    this.turns.set(tabId, turn);
    const analysed = await this.withAnalysis(state);
    if (this.turns.get(tabId) !== turn) return undefined;
    this.analysed.set(tabId, { turn, state: analysed });
    const hearing = () => [...(this.listeners.get(tabId) ?? [])].filter((listener) => hears(listener, page));
    if (hearing().length === 0) return analysed;
    const message: SidebarPush = { type: 'tab-state', state: await this.deps.withDuplicates(analysed) };
    if (this.turns.get(tabId) !== turn) return undefined;
    // The sidebars listening now (one may have connected while the analysis ran).
    for (const { port } of hearing()) port.postMessage(message);
    return analysed;
  }
}

/** A sidebar hears a state of its own page; one that did not say its page hears every state. */
function hears(listener: Listener, page: string | undefined): boolean {
  return listener.page === undefined || listener.page === page;
}
