import { matchesPattern, originPatterns } from '../match-pattern';
import { contentScriptMatches } from './registry';

// Kept out of registry.ts: the reader's bundle imports the registry and needs neither.

/** The sentinel's patterns: the whole origin of every site the reader runs on (the user enters at its feed or home). */
export const sentinelMatches: string[] = originPatterns(contentScriptMatches);

/** Can this address hold a posting or a list (the reader is wanted)? One source: the adapters' match patterns. */
export function readerWanted(href: string): boolean {
  try {
    return contentScriptMatches.some((pattern) => matchesPattern(pattern, href));
  } catch {
    return false;
  }
}
