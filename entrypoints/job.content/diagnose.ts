import { browser } from 'wxt/browser';

/** Distinct reports already sent from this page: each is said once, and a page that fails on purpose gets a few. */
const said = new Set<string>();
const MOST = 10;

/**
 * What the content script caught goes to the extension's diagnostics log (the background
 * keeps it, the options page shows it), never into the page: no throw, no console line, unless the
 * user turned debug mode on (the background says so in its reply).
 */
export function diagnose(where: string, error: unknown, adapter?: string): void {
  try {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 200);
    const key = `${where}\n${message}`;
    if (said.has(key) || said.size >= MOST) return;
    said.add(key);
    browser.runtime.sendMessage({ type: 'page:diagnostic', where, message, ...(adapter ? { adapter } : {}) }).then(
      (reply: { debug?: boolean } | undefined) => {
        // Debug mode: the user asked for these in the console.
        if (reply?.debug) console.warn('[Jobsight]', where, adapter ?? '', message);
      },
      () => undefined,
    );
  } catch {
    // The extension was reloaded under us: there is no one to tell.
  }
}
