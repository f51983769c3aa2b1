import { READ_FAILED } from '@/lib/extract/cascade';
import type { ExtractResult, SiteAdapter } from '@/lib/extract/types';
import { handles } from '@/lib/match-pattern';
import { fitRawPosting } from '@/lib/posting/raw-limits';
import { createPostingView, type PageReport } from './posting-view';
import { createReporter } from './report-queue';
import { CALM_GAP_MS, SETTLE_MS, mutationsMatter, settleRead, waitsAfterMutation, watchSelector, type MutationLike } from './watch';

type Timer = ReturnType<typeof setTimeout> | undefined;

/** Counters kept in the content script's own world (the page cannot see them); the e2e tests read them. */
export interface RuntimeStats {
  /** Scans asked for by mutations, navigation and settling. */
  scans: number;
  /** Scans skipped because the watched pane's text and the address had not changed. */
  skipped: number;
  extractions: number;
  extractMs: number;
  /** Postings and "no posting" reports handed to the background. */
  reports: number;
  /** What is observed now: the adapter's `watch` selector, "body", or nothing. */
  observing: string;
}

/** The element the reader observes, as the content script holds it (entrypoints/job.content/runtime.ts). */
export interface PaneWatch {
  /** Observes what the selector names ('body': the whole body; undefined: nothing). True when that is another element than before. */
  follow(selector: string | undefined): boolean;
  /** Something is observed. */
  watching(): boolean;
  /** The whole body is observed. */
  body(): boolean;
  /**
   * The address with the observed pane's text, or with the page's element count when nothing is observed; ''
   * while the body is observed (the body's text is not compared).
   */
  signature(): string;
}

/** What the reader needs of the page and the browser, built once by the content script. */
export interface ReaderDeps {
  adapters: readonly SiteAdapter[];
  /** The page's address now. */
  href(): string;
  /** The script still belongs to a live extension. */
  alive(): boolean;
  /** Reads the page (lib/extract/cascade.ts extractWith). */
  read(): ExtractResult;
  /**
   * This document's own key, made once per page load: every report carries it, and so does the sidebar frame's
   * address, so that a sidebar shows only what its own page proposed (lib/background/tabs.ts).
   */
  page: string;
  /** To the background. */
  send(message: PageReport & { page: string }): Promise<unknown>;
  pane: PaneWatch;
  sidebar: { show(): void; clear(): void };
  /** The page settled a little more: the list-card markers look again. */
  poke(): void;
  /** To the extension's diagnostics log, never to the page. */
  diagnose(where: string, error: unknown, adapter?: string): void;
}

export interface Reader {
  readonly stats: RuntimeStats;
  /** Mutations of the observed element. */
  mutated(records: readonly MutationLike[]): void;
  /** The address may have changed (the Navigation API, popstate, a poll): a new one is read at once, then settled. */
  moved(): void;
  showing(): boolean;
  shownId(): string | undefined;
  stop(): void;
}

export function adapterFor(href: string, adapters: readonly SiteAdapter[]): SiteAdapter | undefined {
  try {
    const url = new URL(href);
    return adapters.find((adapter) => handles(adapter, url));
  } catch {
    return undefined;
  }
}

/** One pending run at a time: setting it again replaces the earlier one. */
function rescheduler(run: () => void) {
  let timer: Timer;
  return {
    at(ms: number) {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Coalesces a burst of mutations into one read: once quiet, never later than the longest wait, and not within the
 * calm gap after a read that found the same posting again.
 */
function mutationClock(read: () => void) {
  let quiet: Timer;
  let longest: Timer;
  let calmUntil = 0;
  return {
    /**
     * Mutations of the observed element (`body`: the whole body, noisier, read less often): a read is due when they
     * change the page. Says whether one touched an attribute carrying a job id.
     */
    seen(records: readonly MutationLike[], body: boolean): boolean {
      const seen = mutationsMatter(records);
      if (!seen.relevant) return false;
      const waits = waitsAfterMutation(body, calmUntil - Date.now());
      clearTimeout(quiet);
      quiet = setTimeout(read, waits.quiet);
      longest ??= setTimeout(read, waits.longest);
      return seen.ids;
    },
    /** A read starts (or the reader stops): the waits for it end. */
    reading() {
      clearTimeout(quiet);
      clearTimeout(longest);
      quiet = longest = undefined;
    },
    calm(on: boolean) {
      calmUntil = on ? Date.now() + CALM_GAP_MS : 0;
    },
  };
}

/** The timed looks after a load or an address change (SETTLE_MS): `look` at each, `end` after the last. */
function settleClock(look: () => void, end: () => void) {
  let timer: Timer;
  let settling = true;
  const settle = (step: number): void => {
    clearTimeout(timer);
    settling = step < SETTLE_MS.length;
    if (!settling) return end();
    timer = setTimeout(
      () => {
        look();
        settle(step + 1);
      },
      SETTLE_MS[step]! - (SETTLE_MS[step - 1] ?? 0),
    );
  };
  return { start: () => settle(0), settling: () => settling, stop: () => clearTimeout(timer) };
}

/** Reads the page, timed for the counters; a reader that threw is reported to the diagnostics log (never to the page). */
function timedRead(deps: ReaderDeps, stats: RuntimeStats, diagnose: (where: string, error: unknown) => void): ExtractResult {
  const started = performance.now();
  const result = deps.read();
  stats.extractions++;
  stats.extractMs += performance.now() - started;
  if (result.kind === 'none' && result.reason.startsWith(READ_FAILED)) diagnose('extract', result.reason);
  return result;
}

/** The posting view (lib/content/posting-view.ts) acting on the sidebar and telling the background, one message at a time. */
function postingView(deps: ReaderDeps, stats: RuntimeStats, onDemand: boolean, wait: (ms: number) => void) {
  const send = createReporter(deps);
  const report = (message: PageReport) => {
    stats.reports++;
    send({ ...message, page: deps.page });
  };
  return createPostingView(onDemand, { wait, show: () => deps.sidebar.show(), clear: () => deps.sidebar.clear(), report });
}

/**
 * The content script's whole job: read the page when it loads or changes, propose what it holds to the
 * background, and place or remove the sidebar. Read-only: it never clicks, scrolls or fetches.
 *
 * Single-page sites change the address before their detail pane (docs/sites.md §0.3), so the page is read again
 * when the pane settles: the adapter's `watch` container alone is observed, mutations are coalesced, and a read is
 * skipped when the pane's text did not change. A page with nothing to watch gets no observer: a few timed looks
 * after the load or the address change (SETTLE_MS), then nothing. The first read is in a task of its own, after
 * the script's first run.
 */
export function createReader(deps: ReaderDeps, onDemand: boolean): Reader {
  const stats: RuntimeStats = { scans: 0, skipped: 0, extractions: 0, extractMs: 0, reports: 0, observing: '' };
  const { pane } = deps;
  let href = deps.href();
  let adapter = adapterFor(href, deps.adapters);
  let lastKind: ExtractResult['kind'] | undefined;
  /** Address and text of the watched pane at the last read: the same again needs no read. */
  let signature = '';
  let idsChanged = false;
  const diagnose = (where: string, error: unknown) => deps.diagnose(where, error, adapter?.id);
  const again = rescheduler(() => scan(true));
  const view = postingView(deps, stats, onDemand, again.at);
  const mutations = mutationClock(() => scan(false));
  const settling = settleClock(look, () => void attach());

  const attach = (): boolean => {
    const selector = watchSelector(adapter, settling.settling(), lastKind);
    if (!pane.follow(selector)) return false;
    signature = '';
    stats.observing = pane.watching() ? selector! : '';
    return true;
  };

  const scan = (force: boolean) => {
    mutations.reading();
    if (!deps.alive()) return;
    stats.scans++;
    try {
      attach();
      const now = pane.signature();
      // The pane's address and text as at the last read: nothing to read, unless forced or an id attribute changed.
      if (!force && !idsChanged && now && now === signature) return void stats.skipped++;
      signature = now;
      idsChanged = false;
      const result = timedRead(deps, stats, diagnose);
      lastKind = result.kind;
      const told =
        result.kind === 'posting'
          ? view.posting(fitRawPosting(result.raw), Date.now())
          : view.none(result.reason, result.kind === 'blocked', deps.href(), Date.now());
      // The same posting again (a live counter in the pane): the next read waits a little.
      mutations.calm(!force && result.kind === 'posting' && !told);
      attach();
    } catch (error) {
      // Never into the page: a failed read waits for the next change, and the diagnostics log hears of it.
      diagnose('extract', error);
    }
  };

  /** A settling look: the pane may appear, or be replaced, without a mutation we watch. */
  function look() {
    let moved = false;
    try {
      moved = attach();
      deps.poke();
    } catch (error) {
      diagnose('observe', error);
    }
    const force = settleRead(moved, pane.watching(), lastKind === 'posting');
    if (force !== undefined) scan(force);
  }

  const start = () => {
    again.at(0);
    settling.start();
  };
  start();
  return {
    stats,
    mutated(records) {
      try {
        if (mutations.seen(records, pane.body())) idsChanged = true;
      } catch (error) {
        diagnose('observe', error);
      }
    },
    moved() {
      if (deps.href() === href) return;
      href = deps.href();
      adapter = adapterFor(href, deps.adapters);
      start();
    },
    showing: view.showing,
    shownId: view.shownId,
    stop() {
      again.cancel();
      mutations.reading();
      settling.stop();
    },
  };
}
