import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { analyze, type Analysis } from '@/lib/analyze';
import { badgeOf } from '@/lib/background/badge';
import { TabHub, tabStateKey, type SidebarPort, type TabsBrowser } from '@/lib/background/tabs';
import type { StoredPosting } from '@/lib/db/schema';
import type { SidebarPush, TabState } from '@/lib/messages';
import { sampleRecord } from '../support/records';

/** The facade built from WXT's fakeBrowser, as entrypoints/background/app.ts builds it from the real one. */
const facade: TabsBrowser = {
  session: fakeBrowser.storage.session,
  async showBadge(tabId, badge) {
    await fakeBrowser.action.setBadgeText({ tabId, text: badge.text });
    if (badge.color) await fakeBrowser.action.setBadgeBackgroundColor({ tabId, color: badge.color });
    await fakeBrowser.action.setTitle({ tabId, title: badge.title ?? 'Jobsight' });
  },
};

/** A sidebar's port: what it was sent, and a way to close it. */
function sidebar() {
  const received: TabState[] = [];
  const listeners: (() => void)[] = [];
  const port: SidebarPort = {
    postMessage: (message: SidebarPush) => void received.push(message.state),
    onDisconnect: { addListener: (listener) => void listeners.push(listener) },
  };
  return { port, received, close: () => listeners.forEach((listener) => listener()) };
}

/** An analysis whose answer the test releases when it wants: the order of pushes is the question. */
function heldAnalyses() {
  const waiting: { record: StoredPosting; release: () => void }[] = [];
  const analysisOf = vi.fn(
    (record: StoredPosting) =>
      new Promise<Analysis>((resolve) => {
        waiting.push({ record, release: () => resolve(analyze(record.posting, { lang: 'en' })) });
      }),
  );
  return { analysisOf, waiting };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const saved = sampleRecord('greenhouse', '101', { status: 'saved' });
const other = sampleRecord('greenhouse', '202', { status: 'viewed' });

beforeEach(() => fakeBrowser.reset());

describe('the tab hub (lib/background/tabs.ts)', () => {
  it('keeps a tab state in session storage, reads it back checked, and forgets it when the tab closes', async () => {
    const tabs = new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates: async (s) => s });
    await tabs.setState(7, { kind: 'posting', record: saved }, 2);
    expect((await tabs.getState(7))?.kind).toBe('posting');
    expect(await tabs.frameOf(7)).toBe(2);
    expect(await tabs.frameOf(8)).toBe(0);
    await fakeBrowser.storage.session.set({ [tabStateKey(9)]: { kind: 'posting', record: { id: 42 } } });
    expect(await tabs.getState(9)).toBeUndefined();
    await tabs.closed(7);
    expect(await tabs.getState(7)).toBeUndefined();
    expect(await tabs.frameOf(7)).toBe(0);
  });

  it('shows a saved posting with ✓, a hidden page with !, a merely seen posting with nothing', async () => {
    const tabs = new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates: async (s) => s });
    await tabs.setState(1, { kind: 'posting', record: saved });
    await tabs.setState(2, { kind: 'blocked', reason: 'LinkedIn asks to sign in before it shows the job' });
    await tabs.setState(3, { kind: 'posting', record: other });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 1 })).toBe('✓');
    expect(await fakeBrowser.action.getBadgeText({ tabId: 2 })).toBe('!');
    expect(await fakeBrowser.action.getTitle({ tabId: 2 })).toBe('Jobsight: LinkedIn asks to sign in before it shows the job');
    expect(await fakeBrowser.action.getBadgeText({ tabId: 3 })).toBe('');
  });

  it('never leaves a sidebar on the posting before: a push whose analysis ends after a newer one began is dropped', async () => {
    const held = heldAnalyses();
    const tabs = new TabHub({ facade, analysisOf: held.analysisOf, withDuplicates: async (s) => s });
    const view = sidebar();
    await tabs.connect(5, view.port);
    expect(view.received).toEqual([{ kind: 'waiting' }]);
    const first = tabs.setState(5, { kind: 'posting', record: other });
    await settle();
    const second = tabs.setState(5, { kind: 'posting', record: saved });
    await settle();
    expect(held.waiting).toHaveLength(2);
    held.waiting[1]!.release();
    await second;
    held.waiting[0]!.release();
    await first;
    expect(view.received.map((state) => (state.kind === 'posting' ? state.record.id : state.kind))).toEqual(['waiting', saved.id]);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe('✓');
  });

  it('gives a sidebar that connects after a push the analysis made for the badge, without analysing again', async () => {
    const analysisOf = vi.fn(async (record: StoredPosting) => analyze(record.posting, { lang: 'en' }));
    const tabs = new TabHub({ facade, analysisOf, withDuplicates: async (s) => s });
    await tabs.setState(3, { kind: 'posting', record: saved });
    const view = sidebar();
    await tabs.connect(3, view.port);
    expect(analysisOf).toHaveBeenCalledTimes(1);
    expect(view.received[0]).toMatchObject({ kind: 'posting', record: { id: saved.id }, analysis: { lang: 'en' } });
    // Another record changed (the market sample): the next sidebar gets a fresh analysis.
    tabs.forgetAnalyses();
    await tabs.connect(3, sidebar().port);
    expect(analysisOf).toHaveBeenCalledTimes(2);
  });

  it('drops a connecting sidebar’s first message when a newer push is on its way to it', async () => {
    const held = heldAnalyses();
    const tabs = new TabHub({ facade, analysisOf: held.analysisOf, withDuplicates: async (s) => s });
    await fakeBrowser.storage.session.set({ [tabStateKey(4)]: { kind: 'posting', record: other } });
    const view = sidebar();
    const connecting = tabs.connect(4, view.port);
    await settle();
    const pushing = tabs.setState(4, { kind: 'posting', record: saved });
    await settle();
    for (const wait of held.waiting) wait.release();
    await Promise.all([connecting, pushing]);
    expect(view.received.map((state) => (state.kind === 'posting' ? state.record.id : state.kind))).toEqual([saved.id]);
  });

  it('stops sending to a sidebar that disconnected, and keeps sending to the others', async () => {
    const tabs = new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates: async (s) => s });
    const gone = sidebar();
    const stays = sidebar();
    await tabs.connect(6, gone.port);
    await tabs.connect(6, stays.port);
    gone.close();
    await tabs.setState(6, { kind: 'posting', record: saved });
    expect(gone.received).toHaveLength(1);
    expect(stays.received).toHaveLength(2);
  });

  it('makes every tab that shows an older copy of a record follow the newer one, and only those', async () => {
    const tabs = new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates: async (s) => s });
    await tabs.setState(1, { kind: 'posting', record: other });
    await tabs.setState(2, { kind: 'posting', record: saved });
    await tabs.setState(3, { kind: 'blocked', reason: 'a security check' });
    const applied: StoredPosting = { ...other, status: 'applied', updatedAt: '2026-11-04T09:00:00.000Z' };
    await tabs.follow(applied);
    const one = await tabs.getState(1);
    expect(one?.kind === 'posting' && one.record.status).toBe('applied');
    expect(await fakeBrowser.action.getBadgeText({ tabId: 1 })).toBe('✓');
    const two = await tabs.getState(2);
    expect(two?.kind === 'posting' && two.record.id).toBe(saved.id);
    // An older copy never replaces a newer one.
    await tabs.follow({ ...other, updatedAt: '2020-01-01T00:00:00.000Z' });
    const still = await tabs.getState(1);
    expect(still?.kind === 'posting' && still.record.status).toBe('applied');
    expect(await tabs.shownIds()).toEqual(new Set([other.id, saved.id]));
  });

  it('pushes every connected tab again (a new profile or language), each analysed again', async () => {
    const analysisOf = vi.fn(async (record: StoredPosting) => analyze(record.posting, { lang: 'en' }));
    const tabs = new TabHub({ facade, analysisOf, withDuplicates: async (s) => s });
    await tabs.setState(1, { kind: 'posting', record: saved });
    await tabs.setState(2, { kind: 'posting', record: other });
    const view = sidebar();
    await tabs.connect(1, view.port);
    await tabs.pushAll();
    expect(view.received).toHaveLength(2);
    // Tab 2 has no sidebar: nothing to push there.
    expect(analysisOf).toHaveBeenCalledTimes(3);
  });

  it('tells the list page’s markers after a posting was set, with its frame', async () => {
    const afterSet = vi.fn();
    const tabs = new TabHub({
      facade,
      analysisOf: async (r) => analyze(r.posting, { lang: 'en' }),
      withDuplicates: async (s) => s,
      afterSet,
    });
    await tabs.setState(1, { kind: 'posting', record: saved }, 3);
    expect(afterSet).toHaveBeenCalledWith(1, { kind: 'posting', record: saved }, 3);
  });

  it('sends the duplicates’ summaries to the sidebar only, not into the stored state', async () => {
    const withDuplicates = vi.fn(async (state: TabState) => (state.kind === 'posting' ? { ...state, duplicates: [] } : state));
    const tabs = new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates });
    const view = sidebar();
    await tabs.connect(1, view.port);
    await tabs.setState(1, { kind: 'posting', record: saved });
    expect(view.received[1]).toHaveProperty('duplicates');
    expect(await tabs.getState(1)).not.toHaveProperty('duplicates');
  });
});

describe('a tab that holds one page after another (lib/background/tabs.ts, page keys)', () => {
  const quick = () => new TabHub({ facade, analysisOf: async (r) => analyze(r.posting, { lang: 'en' }), withDuplicates: async (s) => s });
  // The two sample records share a title: a state is told by its record's id.
  const titles = (states: TabState[]) => states.map((state) => (state.kind === 'posting' ? state.record.id : state.kind));
  const later = (record: StoredPosting, at: string): StoredPosting => ({ ...record, status: 'saved', updatedAt: at });

  it("a new page's sidebar is told 'reading' while the tab still holds the page before, then its own posting when its report lands", async () => {
    const tabs = quick();
    await tabs.setState(4, { kind: 'posting', record: saved }, 0, 'page-a');
    // Page B replaced page A in the tab; its sidebar connects before B's report (the worker stopped while it was on its way).
    const pageB = sidebar();
    await tabs.connect(4, pageB.port, 'page-b');
    expect(titles(pageB.received)).toEqual(['waiting']);
    await tabs.setState(4, { kind: 'posting', record: other }, 0, 'page-b');
    expect(titles(pageB.received)).toEqual(['waiting', other.id]);
  });

  it("a sidebar hears only its own page's states: a late report of the page before is not pushed to it", async () => {
    const tabs = quick();
    const pageB = sidebar();
    await tabs.connect(4, pageB.port, 'page-b');
    await tabs.setState(4, { kind: 'posting', record: other }, 0, 'page-b');
    await tabs.setState(4, { kind: 'posting', record: saved }, 0, 'page-a');
    expect(titles(pageB.received)).toEqual(['waiting', other.id]);
    // A sidebar page that names no page (opened some other way) hears every state, as before.
    const anyPage = sidebar();
    await tabs.connect(4, anyPage.port);
    expect(titles(anyPage.received)).toEqual([saved.id]);
  });

  it('a save answered after the tab moved on does not put the old posting back', async () => {
    const tabs = quick();
    await tabs.setState(4, { kind: 'posting', record: saved }, 0, 'page-a');
    await tabs.setState(4, { kind: 'posting', record: other }, 0, 'page-b');
    const pageB = sidebar();
    await tabs.connect(4, pageB.port, 'page-b');
    expect(await tabs.updatePosting(4, later(saved, '2030-01-01T00:00:00.000Z'))).toBe(false);
    expect((await tabs.getState(4))?.kind === 'posting' && (await tabs.getState(4))).toMatchObject({ record: { id: other.id } });
    expect(titles(pageB.received)).toEqual([other.id]);
  });

  it('a save and a new page at the same moment end on the new page: each change is made on what the tab shows when it runs', async () => {
    const tabs = quick();
    await tabs.setState(4, { kind: 'posting', record: saved }, 0, 'page-a');
    const pageB = sidebar();
    await tabs.connect(4, pageB.port, 'page-b');
    // Page A's save is checked against the tab (it still shows A), and page B's report comes in before it is written.
    const save = tabs.updatePosting(4, later(saved, '2030-01-01T00:00:00.000Z'));
    const report = tabs.setState(4, { kind: 'posting', record: other }, 0, 'page-b');
    await Promise.all([save, report]);
    await settle();
    const state = await tabs.getState(4);
    expect(state?.kind === 'posting' ? state.record.id : state?.kind).toBe(other.id);
    expect(titles(pageB.received).at(-1)).toBe(other.id);
    expect(titles(pageB.received)).not.toContain(saved.id);
  });

  it('a newer copy of the posting shown reaches its sidebar; an older copy does not replace it', async () => {
    const tabs = quick();
    const newer = later(saved, '2030-01-02T00:00:00.000Z');
    await tabs.setState(4, { kind: 'posting', record: newer }, 0, 'page-a');
    const pageA = sidebar();
    await tabs.connect(4, pageA.port, 'page-a');
    expect(await tabs.updatePosting(4, later(saved, '2030-01-01T00:00:00.000Z'))).toBe(false);
    const newest = later(saved, '2030-01-03T00:00:00.000Z');
    expect(await tabs.updatePosting(4, newest)).toBe(true);
    expect(pageA.received.map((state) => (state.kind === 'posting' ? state.record.updatedAt : state.kind))).toEqual([
      newer.updatedAt,
      newest.updatedAt,
    ]);
  });
});

describe('the toolbar badge (lib/background/badge.ts)', () => {
  const base = analyze(saved.posting, { lang: 'zh' });
  it('says a high red flag above all, with the flag in the title, in the analysis language', () => {
    const analysis: Analysis = {
      ...base,
      redFlags: { ...base.redFlags, level: 'high', flags: [{ id: 'fee', kind: 'scam', text: '要求缴纳培训费' }] },
    };
    const badge = badgeOf({ kind: 'posting', record: saved, analysis });
    expect(badge.text).toBe('⚠');
    expect(badge.color).toBe('#c62828');
    expect(badge.title).toMatch(/要求缴纳培训费$/);
  });
  it('says nothing for a waiting tab or a page with no posting', () => {
    expect(badgeOf({ kind: 'waiting' })).toEqual({ text: '' });
    expect(badgeOf({ kind: 'none', reason: 'no posting here' })).toEqual({ text: '' });
  });
});
