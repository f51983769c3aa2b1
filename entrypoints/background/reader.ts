import { browser, type PublicPath } from 'wxt/browser';
import { readerFile, sentinelMatches } from '@/lib/extract/reach';

const SENTINEL_FILE = '/content-scripts/sentinel.js';

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
 * or updated: the sentinel is put there, and asks for the reader as it would on a load.
 */
export async function injectSentinels(): Promise<void> {
  const tabs = await browser.tabs.query({ url: sentinelMatches });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined || tab.discarded ? undefined : browser.scripting.executeScript({ target: { tabId: tab.id }, files: [SENTINEL_FILE] }).catch(() => undefined),
    ),
  );
}
