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
const tabIdOfKey = (key: string): number | undefined => {
  const tabId = key.startsWith('tab:') ? Number(key.slice(4)) : NaN;
  return Number.isInteger(tabId) ? tabId : undefined;
};

/**
 * Each tab's state (waiting, blocked, a posting), the sidebars connected to it, and the order of pushes.
 *
 * Each tab's pushes are numbered. The analysis takes a while (longer in a worker just restarted); a push, or a
 * connecting sidebar's first message, whose analysis ends after a newer push began is dropped, so that a sidebar
 * never ends on the posting before. The last push's analysed state is kept for the sidebar that connects after
 * it (the badge's analysis is the sidebar's: one analysis per posting shown), until any record changes.
 */
export class TabHub {
  private readonly ports = new Map<number, Set<SidebarPort>>();
  private readonly turns = new Map<number, number>();
  private readonly analysed = new Map<number, { turn: number; state: TabState }>();

  constructor(private readonly deps: TabsDeps) {}

  async getState(tabId: number): Promise<TabState | undefined> {
    const stored = await this.deps.facade.session.get(tabStateKey(tabId));
    const parsed = TabState.safeParse(stored[tabStateKey(tabId)]);
    return parsed.success ? parsed.data : undefined;
  }

  async setState(tabId: number, state: TabState, frameId?: number): Promise<void> {
    await this.deps.facade.session.set({ [tabStateKey(tabId)]: state, ...(frameId !== undefined ? { [frameKey(tabId)]: frameId } : {}) });
    const shown = await this.push(tabId, state);
    if (shown) await this.deps.facade.showBadge(tabId, badgeOf(shown)).catch(() => undefined);
    this.deps.afterSet?.(tabId, state, frameId);
  }

  /** The first message of a sidebar that connects: the tab's state now, unless a newer push is on its way. */
  async connect(tabId: number, port: SidebarPort): Promise<void> {
    const set = this.ports.get(tabId) ?? new Set();
    set.add(port);
    this.ports.set(tabId, set);
    port.onDisconnect.addListener(() => {
      set.delete(port);
      if (set.size === 0) this.ports.delete(tabId);
    });
    const turn = this.turns.get(tabId) ?? 0;
    const kept = this.analysed.get(tabId);
    const current = kept && kept.turn === turn ? kept.state : await this.withAnalysis((await this.getState(tabId)) ?? { kind: 'waiting' });
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
        await this.setState(tabId, { kind: 'posting', record });
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
      [...this.ports.keys()].map(async (tabId) => {
        const state = await this.getState(tabId);
        if (state) await this.push(tabId, state);
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
    await this.deps.facade.session.remove([tabStateKey(tabId), frameKey(tabId)]);
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
   * Pushes the state with its analysis to the tab's sidebars; returns the analysed state for the badge, or
   * undefined when a newer push began meanwhile (its badge is the one that counts).
   */
  private async push(tabId: number, state: TabState): Promise<TabState | undefined> {
    const turn = (this.turns.get(tabId) ?? 0) + 1;
    this.turns.set(tabId, turn);
    const analysed = await this.withAnalysis(state);
    if (this.turns.get(tabId) !== turn) return undefined;
    this.analysed.set(tabId, { turn, state: analysed });
    const listeners = this.ports.get(tabId);
    if (!listeners || listeners.size === 0) return analysed;
    const message: SidebarPush = { type: 'tab-state', state: await this.deps.withDuplicates(analysed) };
    if (this.turns.get(tabId) !== turn) return undefined;
    // The sidebars listening now (one may have connected, in a new set, while the analysis ran).
    for (const port of this.ports.get(tabId) ?? []) port.postMessage(message);
    return analysed;
  }
}
