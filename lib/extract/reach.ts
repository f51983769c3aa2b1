import { matchesPattern, originPatterns } from '../match-pattern';
import { adapters, contentScriptMatches } from './registry';

// Kept out of registry.ts: the reader's bundle imports the registry and needs neither.

/** The sentinel's patterns: the whole origin of every site the reader runs on (the user enters at its feed or home). */
export const sentinelMatches: string[] = originPatterns(contentScriptMatches);

/**
 * Which site's reader an address wants, if it can hold a posting or a list: the first adapter whose match
 * patterns take it (one source). Each site has its own reader bundle, named by the adapter's id.
 */
export function readerSite(href: string): string | undefined {
  try {
    return adapters.find((adapter) => !adapter.allFrames && adapter.matches.some((pattern) => matchesPattern(pattern, href)))?.id;
  } catch {
    return undefined;
  }
}

/** The file of a site's reader in the built extension (wxt.config.ts names it). */
export const readerFile = (site: string): string => `/content-scripts/reader-${site}.js`;
