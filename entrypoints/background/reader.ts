import { browser, type PublicPath } from 'wxt/browser';
import { frameContentScriptMatches } from '@/lib/extract/registry';
import { readerFile, readerSite, siteOrigins } from '@/lib/extract/reach';
import { matchesPattern } from '@/lib/match-pattern';

/**
 * Runs in the frame's isolated world (where every Jobsight content script of the frame lives): is a reader
 * alive here, or on its way? If not, claims the place for the injection that follows. Checking and claiming
 * in one call leaves no gap for a second question (load, then an address change at once) to inject twice.
 * A reader of an earlier version of the extension (same world, runtime gone) answers false: it is replaced.
 * The any-page reader (read on demand before the user went to a job) gives way to the site's reader.
 */
function claimReader(): boolean {
  const world = globalThis as { jobsightReader?: (() => boolean) | number; jobsightStop?: Record<string, () => void> };
  const reader = world.jobsightReader;
  if (typeof reader === 'function' ? reader() : typeof reader === 'number' && Date.now() - reader < 5_000) return true;
  world.jobsightReader = Date.now();
  world.jobsightStop?.['any-page']?.();
  return false;
}

/** The reader of one site (its adapter, the sidebar host, the markers: wxt.config.ts builds one per site) in one frame of a tab, once. */
export async function injectReader(tabId: number, frameId: number, site: string): Promise<boolean> {
  const target = { tabId, frameIds: [frameId] };
  const [claim] = await browser.scripting.executeScript({ target, func: claimReader });
  if (claim?.result === true) return true;
  await browser.scripting.executeScript({ target, files: [readerFile(site) as PublicPath & `${string}.js`] });
  return true;
}

/**
 * Chrome does not put declared content scripts into the tabs already open when the extension is installed
 * or updated: each open tab at an address that can hold a posting or a list gets its site's reader.
 */
export async function injectIntoOpenTabs(): Promise<void> {
  const tabs = await browser.tabs.query({ url: siteOrigins });
  await Promise.all(
    tabs.map((tab) => {
      const site = tab.url === undefined ? undefined : readerSite(tab.url);
      return tab.id === undefined || tab.discarded || site === undefined ? undefined : injectReader(tab.id, 0, site).catch(() => undefined);
    }),
  );
}

/**
 * Reads a tab the content script is not declared for (activeTab, granted by the toolbar click): its site's
 * reader when the address is a site's, else the any-page reader.
 */
export async function readTab(tabId: number): Promise<'declared' | 'injected'> {
  const tab = await browser.tabs.get(tabId);
  const url = tab.url ?? '';
  if (!/^https?:/.test(url)) throw new Error('not a web page');
  if (frameContentScriptMatches.some((pattern) => matchesPattern(pattern, url))) return 'declared';
  // A reader is declared or was injected already: asked again, it is not injected twice.
  const site = readerSite(url);
  if (site !== undefined) {
    await injectReader(tabId, 0, site);
    return 'declared';
  }
  // Marks the extension's isolated world first, so that the reader reports "no posting" too.
  await browser.scripting.executeScript({
    target: { tabId },
    func: () => void ((globalThis as { jobsightOnDemand?: boolean }).jobsightOnDemand = true),
  });
  await browser.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/any-page.js'] });
  return 'injected';
}
