import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { extractWith, READ_FAILED, type ExtractOptions } from '@/lib/extract/cascade';
import type { ExtractResult, SiteAdapter } from '@/lib/extract/types';
import type { RawPosting } from '@/lib/posting';
import { fitRawPosting } from '@/lib/posting/raw-limits';
import { isCloseSidebarCommand } from '@/lib/content-command';
import { mountSidebar, type SidebarHost } from './sidebar-host';
import { startMarkers } from './markers';
import { diagnose } from './diagnose';

const SEND_ATTEMPTS = 4;
/** A pane re-renders in a burst of mutations: it is read once quiet, and never later than the longest wait. */
const QUIET_MS = 40;
const LONGEST_WAIT_MS = 150;
/** The whole body (adapters without a pane to watch) is noisier: read less often. */
const BODY_QUIET_MS = 150;
const BODY_LONGEST_WAIT_MS = 600;
/** A read that found the same posting (a live counter in the pane): the next one waits at least this long after it. */
const CALM_GAP_MS = 250;
/** After a load or an address change, SPAs render their pane late: look for it again at these times. */
const SETTLE_MS = [50, 150, 300, 600, 1200, 2500, 5000, 10_000];
/** A pane between two jobs (loading, or not yet re-rendered) keeps the sidebar on the last posting this long. */
const GRACE_MS = 2500;
/** The address names another job but the pane still shows the last one's content: wait this long for the pane. */
const HOLD_MS = 1500;
/** Attributes that carry a pane's own job id (its title link, data-jk, data-job-id): the adapters compare it with the URL's. */
const ID_ATTRIBUTES = ['href', 'data-jk', 'data-job-id', 'data-occludable-job-id'];

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

interface ContentWorld {
  jobsightOnDemand?: boolean;
  jobsightStats?: RuntimeStats;
}

/** Sends to the background, again when no answer comes (the service worker may have been stopped). */
async function sendWithRetry(message: unknown, ctx: ContentScriptContext): Promise<unknown> {
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
    if (ctx.isInvalid) return undefined;
    try {
      const reply = await Promise.race([
        browser.runtime.sendMessage(message),
        new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), 4_000)),
      ]);
      if (reply !== undefined) return reply;
    } catch {
      // Retried below: "Could not establish connection" while the worker restarts.
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
  return undefined;
}

function adapterFor(href: string, adapters: readonly SiteAdapter[]): SiteAdapter | undefined {
  try {
    const url = new URL(href);
    return adapters.find((adapter) => adapter.handles(url));
  } catch {
    return undefined;
  }
}

// Our own elements (the sidebar, the list-card markers) changing is not the page changing.
const isOwn = (node: Node) => node.nodeName === 'JOBSIGHT-SIDEBAR' || node.nodeName === 'JOBSIGHT-MARK';

/**
 * The content script's whole job: read the page when it loads or changes, propose what it holds
 * to the background, and place or remove the sidebar. Read-only: it never clicks, scrolls or fetches.
 *
 * Single-page sites change the address before their detail pane (extraction.md §0.3), so the page is
 * read again when the pane settles: the adapter's `watch` container alone is observed (text, children and
 * the id-carrying attributes), mutations are coalesced, and a read is skipped when the pane's text did not
 * change. Address changes come from the Navigation API (history.pushState/replaceState, back/forward),
 * which an isolated world hears without patching the page's history. A page with nothing to watch gets no
 * observer: a few timed looks after the load or the address change, then nothing.
 */
export function startJobsight(ctx: ContentScriptContext, readers: ExtractOptions): void {
  const world = globalThis as ContentWorld;
  // Read on demand (toolbar click): the user asked, so a page without a posting is said too.
  const onDemand = world.jobsightOnDemand === true;
  const stats: RuntimeStats = { scans: 0, skipped: 0, extractions: 0, extractMs: 0, reports: 0, observing: '' };
  world.jobsightStats = stats;

  let href = location.href;
  let adapter = adapterFor(href, readers.adapters);
  /** What the background last heard: a posting's key, a blocked page, '' for none ('asked' forces an answer). */
  let reported = onDemand ? 'asked' : '';
  /** The posting last proposed: its address and what its pane said. */
  let shown: { url: string; content: string } | undefined;
  /** The job id of the posting shown now: its card on a list page is never hidden (lib/lists). */
  let shownId: string | undefined;
  let lastKind: ExtractResult['kind'] | undefined;
  let noneSince = 0;
  let held: { url: string; since: number } | undefined;

  let sidebar: SidebarHost | null = null;
  let collapsedByUser = false;
  let mountTimer: number | undefined;

  let observer: MutationObserver | undefined;
  let observed: Element | null = null;
  let settling = true;
  /** Address and text of the watched pane at the last read: the same again needs no read. */
  let signature = '';
  let idsChanged = false;
  let calmUntil = 0;

  // Plain timers: WXT's ctx.setTimeout adds an "abort" listener per call that outlives the timer
  // (a dozen leaked listeners per navigation); these are cleared on invalidation instead.
  let quietTimer: number | undefined;
  let longestTimer: number | undefined;
  let retryTimer: number | undefined;
  let settleTimer: number | undefined;
  let pollTimer: number | undefined;

  // One message in flight at a time, the newest waiting: the background's state ends on the page's last posting.
  let pending: unknown;
  let sending = false;
  const report = (message: unknown) => {
    stats.reports++;
    pending = message;
    if (sending) return;
    sending = true;
    void (async () => {
      while (pending !== undefined) {
        const next = pending;
        pending = undefined;
        await sendWithRetry(next, ctx);
      }
      sending = false;
    })();
  };

  const retry = (ms: number) => {
    clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => scan(true), ms);
  };

  const showPosting = (raw: RawPosting) => {
    noneSince = 0;
    const content = `${raw.title}\n${raw.company}\n${raw.locations.map((l) => l.raw).join('\n')}\n${raw.description.length}`;
    if (shown && raw.url !== shown.url && content === shown.content) {
      // The adapter could not tell: the address names another job, the pane reads exactly as the last one.
      if (held?.url !== raw.url) held = { url: raw.url, since: Date.now() };
      const left = HOLD_MS - (Date.now() - held.since);
      if (left > 0) return retry(left);
    }
    held = undefined;
    shown = { url: raw.url, content };
    shownId = raw.externalId;
    const key = `${raw.url}\n${raw.title}\n${raw.description.length}`;
    if (key !== reported) {
      reported = key;
      report({ type: 'page:posting', raw });
    }
    if (sidebar) sidebar.keep();
    else if (mountTimer === undefined) {
      // A task of its own: Blink builds the frame synchronously (about 15 ms of the page's main thread),
      // which added to the script's first run and the read makes one long task.
      mountTimer = window.setTimeout(() => {
        mountTimer = undefined;
        if (shown && !sidebar && !ctx.isInvalid) sidebar = mountSidebar('Jobsight', { collapsed: collapsedByUser, onExpand: () => (collapsedByUser = false) });
      }, 0);
    }
  };

  const showNone = (result: Exclude<ExtractResult, { kind: 'posting' }>) => {
    const blocked = result.kind === 'blocked';
    if (shown && !blocked) {
      // A pane between two jobs: the sidebar stays on the last posting until the next one renders, or for a while.
      noneSince ||= Date.now();
      const left = GRACE_MS - (Date.now() - noneSince);
      if (left > 0) return retry(left);
    }
    noneSince = 0;
    shown = held = undefined;
    // A verification page or login wall is said once (the toolbar shows it); a plain page without a posting
    // is only reported when it replaces one the sidebar was showing.
    const key = blocked ? `blocked\n${location.href}` : '';
    if (reported !== key && (reported || key)) {
      reported = key;
      report({ type: 'page:none', reason: result.reason, blocked });
    }
    clearTimeout(mountTimer);
    mountTimer = undefined;
    sidebar?.remove();
    sidebar = null;
  };

  /** Watch the adapter's pane; the body only for adapters without one, and only while a posting may still render. */
  const attach = () => {
    const target = !adapter ? null : adapter.watch ? document.querySelector(adapter.watch) : settling && lastKind !== 'posting' ? document.body : null;
    if (target === observed) return;
    observer?.disconnect();
    observed = target;
    signature = '';
    stats.observing = !target ? '' : adapter?.watch ?? 'body';
    if (!target) return;
    observer ??= new MutationObserver(onMutations);
    if (target === document.body) {
      observer.observe(target, { childList: true, subtree: true });
      return;
    }
    observer.observe(target, { childList: true, subtree: true, characterData: true, attributeFilter: ID_ATTRIBUTES });
    // The pane itself may be replaced by a new one: its parent's children say so.
    if (target.parentNode) observer.observe(target.parentNode, { childList: true });
  };

  const scan = (force: boolean) => {
    clearTimeout(quietTimer);
    clearTimeout(longestTimer);
    quietTimer = longestTimer = undefined;
    if (ctx.isInvalid) return;
    stats.scans++;
    try {
      attach();
      const pane = observed && observed !== document.body && observed.isConnected ? observed : null;
      // Nothing observed (a posting found on a page with no pane to watch): the settling looks compare the
      // page's element count, a live collection whose length Blink counts again only after the DOM changed.
      const now = pane ? `${location.href}\n${pane.textContent}` : !observed ? `${location.href}\n${document.getElementsByTagName('*').length}` : '';
      if (!force && !idsChanged && now && now === signature) {
        stats.skipped++;
        return;
      }
      signature = now;
      idsChanged = false;
      const started = performance.now();
      const result = extractWith(document, location.href, new Date().toISOString(), readers);
      stats.extractions++;
      stats.extractMs += performance.now() - started;
      const heard = reported;
      lastKind = result.kind;
      // A reader that threw is reported to the diagnostics log (never to the page)
      if (result.kind === 'none' && result.reason.startsWith(READ_FAILED)) diagnose('extract', result.reason, adapter?.id);
      if (result.kind === 'posting') showPosting(fitRawPosting(result.raw));
      else showNone(result);
      calmUntil = !force && lastKind === 'posting' && reported === heard ? Date.now() + CALM_GAP_MS : 0;
      attach();
    } catch (error) {
      // Never into the page: a failed read waits for the next change, and the diagnostics log hears of it.
      diagnose('extract', error, adapter?.id);
    }
  };

  function onMutations(records: MutationRecord[]) {
    try {
      noticeMutations(records);
    } catch (error) {
      diagnose('observe', error, adapter?.id);
    }
  }

  function noticeMutations(records: MutationRecord[]) {
    let relevant = false;
    for (const record of records) {
      if (isOwn(record.target)) continue;
      if (record.type === 'childList') {
        const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
        if (nodes.length > 0 && nodes.every(isOwn)) continue;
      }
      if (record.type === 'attributes') idsChanged = true;
      relevant = true;
    }
    if (!relevant) return;
    const body = observed === document.body;
    const wait = Math.max(body ? BODY_QUIET_MS : QUIET_MS, calmUntil - Date.now());
    clearTimeout(quietTimer);
    quietTimer = window.setTimeout(() => scan(false), wait);
    longestTimer ??= window.setTimeout(() => scan(false), Math.max(wait, body ? BODY_LONGEST_WAIT_MS : LONGEST_WAIT_MS));
  }

  /** Timed looks after a load or an address change: the pane may appear, or be replaced, without a mutation we watch. */
  const settle = (step: number) => {
    clearTimeout(settleTimer);
    settling = step < SETTLE_MS.length;
    if (!settling) return attach();
    settleTimer = window.setTimeout(() => {
      const before = observed;
      try {
        attach();
        markers.poke();
      } catch (error) {
        diagnose('observe', error, adapter?.id);
      }
      // Once the address's posting is read, a look on the settling clock reads again only what changed.
      if (observed !== before || !observed || lastKind !== 'posting') scan(lastKind !== 'posting' || observed !== before);
      settle(step + 1);
    }, SETTLE_MS[step]! - (SETTLE_MS[step - 1] ?? 0));
  };

  const onLocation = () => {
    if (location.href === href) return;
    href = location.href;
    adapter = adapterFor(href, readers.adapters);
    retry(0);
    settle(0);
  };

  const markers = startMarkers(ctx, readers.adapters, () => shownId);
  // The first read in a task after the script's own first run (its compile and set-up), not in it.
  retry(0);
  settle(0);
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (typeof navigation?.addEventListener === 'function') {
    // Fired after the address changed, for pushState, replaceState, back and forward alike.
    navigation.addEventListener('currententrychange', onLocation, { signal: ctx.signal });
  } else {
    window.addEventListener('popstate', onLocation, { signal: ctx.signal });
    pollTimer = window.setInterval(onLocation, 1000);
  }

  const onCommand = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id !== browser.runtime.id || sender.tab) return;
    if (isCloseSidebarCommand(message)) {
      collapsedByUser = true;
      sidebar?.collapse();
    }
  };
  browser.runtime.onMessage.addListener(onCommand);
  ctx.onInvalidated(() => {
    for (const timer of [quietTimer, longestTimer, retryTimer, settleTimer, mountTimer]) clearTimeout(timer);
    clearInterval(pollTimer);
    observer?.disconnect();
    browser.runtime.onMessage.removeListener(onCommand);
    sidebar?.remove();
  });
}
