import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_FAILED } from '@/lib/extract/cascade';
import type { ExtractResult, SiteAdapter } from '@/lib/extract/types';
import type { RawPosting } from '@/lib/posting';
import { GRACE_MS, HOLD_MS, createPostingView, type PageReport } from '@/lib/content/posting-view';
import { createReader, type PaneWatch, type ReaderDeps } from '@/lib/content/reader';
import { createReporter, sendWithRetry } from '@/lib/content/report-queue';
import {
  CALM_GAP_MS,
  SETTLE_MS,
  mutationsMatter,
  settleRead,
  waitsAfterMutation,
  watchSelector,
  type MutationLike,
} from '@/lib/content/watch';

/**
 * The content script's reading loop without a browser: what it decides (lib/content/) is driven here with fake
 * timers and a fake page; the e2e specs (navigation, spa-entry, on-demand) run the same code in Chromium.
 */

function posting(id: string, overrides: Partial<RawPosting> = {}): RawPosting {
  return {
    url: `https://jobs.example.com/view/${id}`,
    site: 'example',
    adapter: 'example',
    externalId: id,
    fieldsFrom: {},
    title: `Engineer ${id}`,
    company: 'Acme',
    locations: [{ raw: 'Berlin' }],
    description: `The job ${id}.`,
    readAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as RawPosting;
}

function recorder() {
  const calls: string[] = [];
  const reports: PageReport[] = [];
  return {
    calls,
    reports,
    effects: {
      wait: (ms: number) => calls.push(`wait ${ms}`),
      show: () => calls.push('show'),
      clear: () => calls.push('clear'),
      report: (message: PageReport) => {
        reports.push(message);
        calls.push(`report ${message.type}`);
      },
    },
  };
}

describe('posting view: what the page shows and what the background heard', () => {
  it('reports a posting once, and keeps the sidebar on it while it is read again', () => {
    const { calls, effects } = recorder();
    const view = createPostingView(false, effects);
    expect(view.posting(posting('1'), 0)).toBe(true);
    expect(view.posting(posting('1'), 100)).toBe(false);
    expect(calls).toEqual(['report page:posting', 'show', 'show']);
    expect(view.showing()).toBe(true);
    expect(view.shownId()).toBe('1');
  });

  it('holds a new address whose pane still reads as the last job, then gives in after HOLD_MS', () => {
    const { calls, effects } = recorder();
    const view = createPostingView(false, effects);
    view.posting(posting('1'), 0);
    const stale = posting('1', { url: 'https://jobs.example.com/view/2', externalId: '2' });
    expect(view.posting(stale, 1_000)).toBe(false);
    expect(view.posting(stale, 2_000)).toBe(false);
    expect(calls.slice(2)).toEqual([`wait ${HOLD_MS}`, `wait ${HOLD_MS - 1_000}`]);
    expect(view.shownId()).toBe('1');
    // The pane never changed: after the hold the address is believed.
    expect(view.posting(stale, 1_000 + HOLD_MS)).toBe(true);
    expect(view.shownId()).toBe('2');
  });

  it('keeps the last posting through an empty pane for GRACE_MS, then clears and says so', () => {
    const { calls, reports, effects } = recorder();
    const view = createPostingView(false, effects);
    view.posting(posting('1'), 0);
    view.none('no posting', false, 'https://jobs.example.com/', 10);
    view.none('no posting', false, 'https://jobs.example.com/', 10 + GRACE_MS - 1);
    expect(calls.slice(2)).toEqual([`wait ${GRACE_MS}`, 'wait 1']);
    view.none('no posting', false, 'https://jobs.example.com/', 10 + GRACE_MS);
    expect(calls.slice(4)).toEqual(['report page:none', 'clear']);
    expect(reports.at(-1)).toEqual({ type: 'page:none', reason: 'no posting', blocked: false });
    expect(view.showing()).toBe(false);
    // A plain page without a posting is said once.
    view.none('no posting', false, 'https://jobs.example.com/', 99_999);
    expect(calls.at(-1)).toBe('clear');
    expect(reports).toHaveLength(2);
  });

  it('says a blocked page once per address, at once, even over a posting', () => {
    const { reports, effects } = recorder();
    const view = createPostingView(false, effects);
    view.posting(posting('1'), 0);
    view.none('login wall', true, 'https://jobs.example.com/login', 5);
    view.none('login wall', true, 'https://jobs.example.com/login', 6);
    view.none('login wall', true, 'https://jobs.example.com/login?next=2', 7);
    expect(reports.map((r) => r.type === 'page:none' && r.blocked)).toEqual([false, true, true]);
  });

  it('a page with nothing is said only when the user asked (on demand)', () => {
    const quiet = recorder();
    createPostingView(false, quiet.effects).none('no posting', false, 'https://a.example/', 0);
    expect(quiet.reports).toEqual([]);
    const asked = recorder();
    createPostingView(true, asked.effects).none('no posting', false, 'https://a.example/', 0);
    expect(asked.reports).toEqual([{ type: 'page:none', reason: 'no posting', blocked: false }]);
  });
});

describe('watch decisions', () => {
  it('watches the pane, else the body only while a posting may render, else nothing', () => {
    expect(watchSelector(undefined, true, undefined)).toBeUndefined();
    expect(watchSelector({ watch: '#pane' }, false, 'posting')).toBe('#pane');
    expect(watchSelector({}, true, undefined)).toBe('body');
    expect(watchSelector({}, true, 'none')).toBe('body');
    expect(watchSelector({}, true, 'posting')).toBeUndefined();
    expect(watchSelector({}, false, 'none')).toBeUndefined();
  });

  it('ignores our own elements coming and going; an id attribute is a change that forces a read', () => {
    const node = (nodeName: string) => ({ nodeName });
    const record = (type: string, target: string, added: string[] = [], removed: string[] = []): MutationLike => ({
      type,
      target: node(target),
      addedNodes: added.map(node),
      removedNodes: removed.map(node),
    });
    expect(mutationsMatter([record('childList', 'BODY', ['JOBSIGHT-SIDEBAR']), record('childList', 'LI', [], ['JOBSIGHT-MARK'])])).toEqual({
      relevant: false,
      ids: false,
    });
    expect(mutationsMatter([record('characterData', 'JOBSIGHT-MARK')])).toEqual({ relevant: false, ids: false });
    expect(mutationsMatter([record('childList', 'DIV', ['JOBSIGHT-MARK', 'P'])])).toEqual({ relevant: true, ids: false });
    expect(mutationsMatter([record('characterData', '#text')])).toEqual({ relevant: true, ids: false });
    expect(mutationsMatter([record('attributes', 'A')])).toEqual({ relevant: true, ids: true });
    // A childList record with no nodes at all still counts (nothing says it was ours).
    expect(mutationsMatter([record('childList', 'DIV')])).toEqual({ relevant: true, ids: false });
  });

  it('waits longer on the body, and keeps the calm gap', () => {
    expect(waitsAfterMutation(false, -5)).toEqual({ quiet: 40, longest: 150 });
    expect(waitsAfterMutation(true, 0)).toEqual({ quiet: 150, longest: 600 });
    expect(waitsAfterMutation(false, 200)).toEqual({ quiet: 200, longest: 200 });
  });

  it('reads on a settling look only when the element moved, nothing is watched, or no posting is read yet', () => {
    expect(settleRead(false, true, true)).toBeUndefined();
    expect(settleRead(true, true, true)).toBe(true);
    expect(settleRead(false, false, true)).toBe(false);
    expect(settleRead(false, true, false)).toBe(true);
  });
});

describe('report queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends again when no answer comes, four times at most, backing off', async () => {
    const sent: number[] = [];
    const done = sendWithRetry('m', { send: () => (sent.push(Date.now()), Promise.resolve(undefined)), alive: () => true });
    await vi.runAllTimersAsync();
    expect(await done).toBeUndefined();
    expect(sent.map((at) => at - sent[0]!)).toEqual([0, 200, 600, 1400]);
  });

  it('takes a late answer as none after four seconds, and a thrown send as a failed attempt', async () => {
    let calls = 0;
    const send = () =>
      ++calls === 1
        ? new Promise<never>(() => undefined)
        : calls === 2
          ? Promise.reject(new Error('Could not establish connection'))
          : Promise.resolve({ ok: true });
    const done = sendWithRetry('m', { send, alive: () => true });
    await vi.advanceTimersByTimeAsync(4_000 + 200 + 400);
    expect(await done).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('stops once the script is orphaned', async () => {
    let alive = true;
    let calls = 0;
    const done = sendWithRetry('m', { send: () => (calls++, (alive = false), Promise.resolve(undefined)), alive: () => alive });
    await vi.runAllTimersAsync();
    expect(await done).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('keeps one message in flight; of those made meanwhile only the newest follows', async () => {
    const sent: unknown[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const report = createReporter({
      send: (message) => (sent.push(message), new Promise((resolve) => (answer = resolve))),
      alive: () => true,
    });
    report('a');
    report('b');
    report('c');
    expect(sent).toEqual(['a']);
    answer({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a', 'c']);
    answer({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    report('d');
    expect(sent).toEqual(['a', 'c', 'd']);
  });
});

/** A page for the reader: its address, what a read finds, and the pane the reader watches. */
function fakePage(adapters: SiteAdapter[]) {
  const page = {
    href: 'https://jobs.example.com/view/1',
    result: { kind: 'posting', raw: posting('1') } as ExtractResult,
    /** What the pane says now: the reader compares it between reads. */
    paneText: 'job 1',
    /** Elements the selectors find (a selector missing here finds nothing). */
    present: new Set<string>(['#pane', 'body']),
    observed: undefined as string | undefined,
    reads: 0,
    sent: [] as (PageReport & { page: string })[],
    sidebar: [] as string[],
    pokes: 0,
    diagnosed: [] as string[],
  };
  const pane: PaneWatch = {
    follow(selector) {
      const target = selector && page.present.has(selector) ? selector : undefined;
      if (target === page.observed) return false;
      page.observed = target;
      return true;
    },
    watching: () => page.observed !== undefined,
    body: () => page.observed === 'body',
    signature: () => (page.observed === 'body' ? '' : `${page.href}\n${page.observed ? page.paneText : 'count'}`),
  };
  const deps: ReaderDeps = {
    adapters,
    page: 'page-key-1',
    href: () => page.href,
    alive: () => true,
    read: () => {
      page.reads++;
      return page.result;
    },
    send: async (message) => {
      page.sent.push(message);
      return { ok: true };
    },
    pane,
    sidebar: { show: () => page.sidebar.push('show'), clear: () => page.sidebar.push('clear') },
    poke: () => void page.pokes++,
    diagnose: (where, error) => void page.diagnosed.push(`${where}: ${String(error)}`),
  };
  return { page, deps };
}

const site = (watch?: string): SiteAdapter =>
  ({ id: 'example', matches: ['https://jobs.example.com/*'], ...(watch ? { watch } : {}) }) as unknown as SiteAdapter;
const textChange: MutationLike[] = [{ type: 'characterData', target: { nodeName: '#text' }, addedNodes: [], removedNodes: [] }];

describe('reader: when the page is read again', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads first in a task of its own, reports once, and shows the sidebar', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    const reader = createReader(deps, false);
    expect(page.reads).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.reads).toBe(1);
    expect(page.sent.map((m) => m.type)).toEqual(['page:posting']);
    // The page's key goes with every report: the background keeps it with the tab's state for this page's sidebar.
    expect(page.sent.map((m) => m.page)).toEqual(['page-key-1']);
    expect(page.sidebar).toEqual(['show']);
    expect(reader.stats).toMatchObject({ scans: 1, extractions: 1, reports: 1, observing: '#pane' });
    expect(reader.shownId()).toBe('1');
    reader.stop();
  });

  it('coalesces a burst of mutations into one read once quiet, and skips it when the pane text is the same', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    const before = { ...reader.stats };
    // Ten changes 20 ms apart: the longest wait (150 ms) cuts the burst once, the quiet wait (40 ms) ends it.
    for (let i = 0; i < 10; i++) {
      reader.mutated(textChange);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(40);
    // Two scans, and the pane's text is what was read: neither reads the page.
    expect(reader.stats.scans - before.scans).toBe(2);
    expect(reader.stats.skipped - before.skipped).toBe(2);
    expect(page.reads).toBe(before.extractions);
    page.paneText = 'job 1, 15 applicants';
    reader.mutated(textChange);
    await vi.advanceTimersByTimeAsync(40);
    expect(page.reads).toBe(before.extractions + 1);
    // The same posting again: the next read keeps the calm gap.
    page.paneText = 'job 1, 16 applicants';
    reader.mutated(textChange);
    await vi.advanceTimersByTimeAsync(CALM_GAP_MS - 60);
    expect(page.reads).toBe(before.extractions + 1);
    await vi.advanceTimersByTimeAsync(60);
    expect(page.reads).toBe(before.extractions + 2);
    expect(page.sent).toHaveLength(1);
    reader.stop();
  });

  it('an id attribute change is read even when the text is the same', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    const reads = page.reads;
    reader.mutated([{ type: 'attributes', target: { nodeName: 'A' }, addedNodes: [], removedNodes: [] }]);
    await vi.advanceTimersByTimeAsync(CALM_GAP_MS);
    expect(page.reads).toBe(reads + 1);
    reader.stop();
  });

  it('reads a new address at once, then settles again; an address it already has is nothing', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    const reads = page.reads;
    reader.moved();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.reads).toBe(reads);
    page.href = 'https://jobs.example.com/view/2';
    page.result = { kind: 'posting', raw: posting('2') };
    reader.moved();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.reads).toBe(reads + 1);
    expect(page.sent.map((m) => m.type === 'page:posting' && m.raw.externalId)).toEqual(['1', '2']);
    expect(reader.shownId()).toBe('2');
    const pokes = page.pokes;
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    expect(page.pokes - pokes).toBe(SETTLE_MS.length);
    reader.stop();
  });

  it('a watch-less adapter observes the body only while settling, and stops looking after the last settle', async () => {
    const { page, deps } = fakePage([site()]);
    page.result = { kind: 'none', reason: 'no posting' };
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS[0]!);
    expect(reader.stats.observing).toBe('body');
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    expect(reader.stats.observing).toBe('');
    const reads = page.reads;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.reads).toBe(reads);
    // Every settling look read the page (no posting yet): one read at the start and one per look.
    expect(reads).toBe(1 + SETTLE_MS.length);
    expect(page.sent).toEqual([]);
    reader.stop();
  });

  it('a page no adapter takes observes nothing', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    page.href = 'https://elsewhere.example/';
    page.result = { kind: 'none', reason: 'no posting' };
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS.at(-1)!);
    expect(reader.stats.observing).toBe('');
    expect(page.observed).toBeUndefined();
    reader.stop();
  });

  it('a reader that threw goes to the diagnostics log, never to the page', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    page.result = { kind: 'none', reason: `${READ_FAILED} (TypeError)` };
    const reader = createReader(deps, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.diagnosed).toEqual([`extract: ${READ_FAILED} (TypeError)`]);
    const throwing = fakePage([site('#pane')]);
    throwing.deps.read = () => {
      throw new Error('boom');
    };
    const second = createReader(throwing.deps, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(throwing.page.diagnosed).toEqual(['extract: Error: boom']);
    reader.stop();
    second.stop();
  });

  it('stop() leaves no timer behind', async () => {
    const { page, deps } = fakePage([site('#pane')]);
    const reader = createReader(deps, false);
    reader.mutated(textChange);
    reader.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.reads).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
