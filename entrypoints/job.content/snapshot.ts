import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { isSnapshotCommand, type PageSnapshot } from '@/lib/report/command';

/** Larger pages are cut: the background refuses more than lib/report/schema MAX_SNAPSHOT_HTML. */
const SNAPSHOT_LIMIT = 8_000_000;

/**
 * Answers the background's request for the page when the user reports a bad read. The page is sent
 * as it is: the extension page that asked cleans it (lib/report/sanitize.ts), so none of that code
 * weighs on the content script.
 */
export function answerSnapshots(ctx: ContentScriptContext): void {
  const onSnapshot = (message: unknown, sender: { id?: string; tab?: unknown }, sendResponse: (answer: PageSnapshot) => void) => {
    if (sender.id !== browser.runtime.id || sender.tab || !isSnapshotCommand(message)) return undefined;
    sendResponse({ html: document.documentElement.outerHTML.slice(0, SNAPSHOT_LIMIT), url: location.href });
    return undefined;
  };
  browser.runtime.onMessage.addListener(onSnapshot);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onSnapshot));
}
