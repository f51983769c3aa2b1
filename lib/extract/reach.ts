import { matchesAny, originPatterns } from '../match-pattern';
import { adapters, contentScriptMatches } from './registry';

// Kept out of registry.ts: the reader's bundle imports the registry and needs neither.

/**
 * The whole origin of every site the reader runs on: the host access the extension asks for. A single-page
 * site is entered at its feed or home and never reloads on the way to a job: the background must see the
 * tab's address change there (tabs.onUpdated) and inject the reader into the page.
 */
export const siteOrigins: string[] = originPatterns(contentScriptMatches);

/**
 * Which site's reader an address wants, if it can hold a posting or a list: the first adapter whose match
 * patterns take it (one source; an adapter's on-demand patterns are the any-page reader's, never injected
 * here). Each site has its own reader bundle, named by the adapter's id.
 */
export function readerSite(href: string): string | undefined {
  try {
    const url = new URL(href);
    return adapters.find((adapter) => !adapter.allFrames && matchesAny(adapter.matches, url))?.id;
  } catch {
    return undefined;
  }
}

/**
 * The reader a tab's update asks the background to inject, if any. A load of such an address brings the
 * declared reader by itself; an in-page move (history.pushState, back, forward) does not. Chromium reports
 * that move as an update with the new address and then status "complete"; Firefox as an update with the
 * new address alone, in a tab that stays "complete". Either is asked about; the injection is skipped where
 * a reader runs (entrypoints/background/reader.ts), so a load's own "complete" costs a look only.
 */
export function readerAfterUpdate(update: { status?: string; url?: string }, tab: { url?: string; status?: string }): string | undefined {
  const settled = update.status === 'complete' || (update.url !== undefined && tab.status === 'complete');
  if (!settled || !tab.url) return undefined;
  return readerSite(tab.url);
}

/** The file of a site's reader in the built extension (wxt.config.ts names it). */
export const readerFile = (site: string): string => `/content-scripts/reader-${site}.js`;
