import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { extractWith, type ExtractOptions } from '@/lib/extract/cascade';
import { isCloseSidebarCommand } from '@/lib/content-command';
import { createReader, type PaneWatch, type RuntimeStats } from '@/lib/content/reader';
import { BODY, ID_ATTRIBUTES } from '@/lib/content/watch';
import { mountSidebar, type SidebarHost } from './sidebar-host';
import { startMarkers } from './markers';
import { diagnose } from './diagnose';
import { answerSnapshots } from './snapshot';

export type { RuntimeStats } from '@/lib/content/reader';

interface ContentWorld {
  jobsightOnDemand?: boolean;
  jobsightStats?: RuntimeStats;
}

/** The one observer of the element the reader watches (lib/content/watch.ts says which). */
function watchPane(onMutations: MutationCallback): PaneWatch & { stop(): void } {
  let observer: MutationObserver | undefined;
  let observed: Element | null = null;
  return {
    follow(selector) {
      const target = !selector ? null : selector === BODY ? document.body : document.querySelector(selector);
      if (target === observed) return false;
      observer?.disconnect();
      observed = target;
      if (!target) return true;
      observer ??= new MutationObserver(onMutations);
      if (target === document.body) observer.observe(target, { childList: true, subtree: true });
      else {
        observer.observe(target, { childList: true, subtree: true, characterData: true, attributeFilter: ID_ATTRIBUTES });
        // The pane itself may be replaced by a new one: its parent's children say so.
        if (target.parentNode) observer.observe(target.parentNode, { childList: true });
      }
      return true;
    },
    watching: () => observed !== null,
    body: () => observed === document.body,
    signature() {
      const pane = observed && observed !== document.body && observed.isConnected ? observed : null;
      // Nothing observed (a posting found on a page with no pane to watch): the settling looks compare the
      // page's element count, a live collection whose length Blink counts again only after the DOM changed.
      return pane
        ? `${location.href}\n${pane.textContent}`
        : !observed
          ? `${location.href}\n${document.getElementsByTagName('*').length}`
          : '';
    },
    stop: () => observer?.disconnect(),
  };
}

/** The sidebar's place: mounted in a task of its own, and a handle on every job once the user closed it here. */
function sidebarSlot(ctx: ContentScriptContext, page: string, showing: () => boolean) {
  let sidebar: SidebarHost | null = null;
  let collapsedByUser = false;
  // Plain timers: WXT's ctx.setTimeout adds an "abort" listener per call that outlives the timer
  // (a dozen leaked listeners per navigation); these are cleared on invalidation instead.
  let mountTimer: number | undefined;
  return {
    show() {
      if (sidebar) return sidebar.keep();
      if (mountTimer !== undefined) return;
      // A task of its own: Blink builds the frame synchronously (about 15 ms of the page's main thread),
      // which added to the script's first run and the read makes one long task.
      mountTimer = window.setTimeout(() => {
        mountTimer = undefined;
        if (showing() && !sidebar && !ctx.isInvalid)
          sidebar = mountSidebar('Jobsight', { page, collapsed: collapsedByUser, onExpand: () => (collapsedByUser = false) });
      }, 0);
    },
    clear() {
      clearTimeout(mountTimer);
      mountTimer = undefined;
      sidebar?.remove();
      sidebar = null;
    },
    collapse() {
      collapsedByUser = true;
      sidebar?.collapse();
    },
  };
}

/**
 * Address changes come from the Navigation API, fired after the address changed for pushState, replaceState,
 * back and forward alike, which an isolated world hears without patching the page's history; without it,
 * popstate and a poll. Returns what stops the poll.
 */
function followAddress(ctx: ContentScriptContext, onLocation: () => void): () => void {
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (typeof navigation?.addEventListener === 'function') {
    navigation.addEventListener('currententrychange', onLocation, { signal: ctx.signal });
    return () => undefined;
  }
  window.addEventListener('popstate', onLocation, { signal: ctx.signal });
  const poll = window.setInterval(onLocation, 1000);
  return () => clearInterval(poll);
}

/** Wires the reader (lib/content/reader.ts) to this page, the background and the list-card markers. */
function startJobsight(ctx: ContentScriptContext, readers: ExtractOptions): void {
  const world = globalThis as ContentWorld;
  // This document's key: its reports and its sidebar carry it, so the sidebar never shows another page's posting.
  const page = crypto.randomUUID();
  const pane = watchPane((records) => reader.mutated(records));
  const sidebar = sidebarSlot(ctx, page, () => reader.showing());
  const markers = startMarkers(ctx, readers.adapters, () => reader.shownId());
  const reader = createReader(
    {
      adapters: readers.adapters,
      page,
      href: () => location.href,
      alive: () => ctx.isValid,
      read: () => extractWith(document, location.href, new Date().toISOString(), readers),
      send: (message) => browser.runtime.sendMessage(message),
      pane,
      sidebar,
      poke: () => markers.poke(),
      diagnose,
    },
    // Read on demand (toolbar click): the user asked, so a page without a posting is said too.
    world.jobsightOnDemand === true,
  );
  world.jobsightStats = reader.stats;
  const stopFollowing = followAddress(ctx, reader.moved);
  const onCommand = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id === browser.runtime.id && !sender.tab && isCloseSidebarCommand(message)) sidebar.collapse();
  };
  browser.runtime.onMessage.addListener(onCommand);
  ctx.onInvalidated(() => {
    reader.stop();
    stopFollowing();
    pane.stop();
    browser.runtime.onMessage.removeListener(onCommand);
    sidebar.clear();
  });
}

/** A content script's start: the reader, and the page's snapshot when the user reports a bad read. */
export function startPage(ctx: ContentScriptContext, readers: ExtractOptions): void {
  // Nothing is thrown into the page (WXT would log "crashed on startup" in its console)
  try {
    startJobsight(ctx, readers);
    answerSnapshots(ctx);
  } catch (error) {
    diagnose('start', error);
  }
}
