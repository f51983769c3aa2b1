import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { extractWith, type ExtractOptions } from '@/lib/extract/cascade';
import { fitRawPosting } from '@/lib/posting/raw-limits';
import { isCloseSidebarCommand } from '@/lib/content-command';
import { mountSidebar, type SidebarHost } from './sidebar-host';
import { startMarkers } from './markers';

const RESCAN_DELAY_MS = 150;
const SEND_ATTEMPTS = 4;

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

/**
 * The content script's whole job: read the page when it loads or changes, propose what it holds
 * to the background, and place or remove the sidebar. Read-only: it never clicks, scrolls or fetches.
 */
export function startJobsight(ctx: ContentScriptContext, readers: ExtractOptions): void {
  // Read on demand (toolbar click): the user asked, so a page without a posting is said too.
  const onDemand = (globalThis as { jobsightOnDemand?: boolean }).jobsightOnDemand === true;
  let lastKey = onDemand ? 'asked' : '';
  let sidebar: SidebarHost | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scan = () => {
    timer = undefined;
    if (ctx.isInvalid) return;
    const result = extractWith(document, location.href, new Date().toISOString(), readers);
    if (result.kind === 'posting') {
      const raw = fitRawPosting(result.raw);
      const key = `${raw.url}\n${raw.title}\n${raw.description.length}`;
      if (key !== lastKey) {
        lastKey = key;
        void sendWithRetry({ type: 'page:posting', raw }, ctx);
      }
      sidebar ??= mountSidebar('Jobsight');
      return;
    }
    // A verification page or login wall is said once (the toolbar shows it); a plain page without a posting
    // is only reported when it replaces one the sidebar was showing.
    const key = result.kind === 'blocked' ? `blocked\n${location.href}` : '';
    if (lastKey !== key && (lastKey || key)) {
      lastKey = key;
      void sendWithRetry({ type: 'page:none', reason: result.reason, blocked: result.kind === 'blocked' }, ctx);
    }
    sidebar?.remove();
    sidebar = null;
  };

  const schedule = () => {
    if (timer === undefined && ctx.isValid) timer = setTimeout(scan, RESCAN_DELAY_MS);
  };

  scan();
  startMarkers(ctx, readers.adapters);
  ctx.addEventListener(window, 'wxt:locationchange', schedule);
  const observer = new MutationObserver((records) => {
    // Our own host element changing is not the page changing.
    if (records.every((r) => r.target.nodeName === 'JOBSIGHT-SIDEBAR' || Array.from(r.addedNodes).every((n) => n.nodeName === 'JOBSIGHT-SIDEBAR'))) return;
    schedule();
  });
  if (document.body) observer.observe(document.body, { childList: true, subtree: true });

  const onCommand = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id !== browser.runtime.id || sender.tab) return;
    if (isCloseSidebarCommand(message)) sidebar?.collapse();
  };
  browser.runtime.onMessage.addListener(onCommand);
  ctx.onInvalidated(() => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    browser.runtime.onMessage.removeListener(onCommand);
    sidebar?.remove();
  });
}
