import { matchesPattern } from '../match-pattern';
import { siteOrigins } from './reach';
import { adapters, frameContentScriptMatches } from './registry';

/** What wxt.config.ts needs to build the readers and write the manifest (WXT's importer knows import.meta.glob). */
export interface ReaderBuilds {
  /** One reader bundle per site (`reader-<adapter id>.js`), declared on that adapter's own patterns. */
  sites: { id: string; matches: string[] }[];
  /** The adapters the frame reader carries (boards embedded in other sites' pages: job-frame.js). */
  frame: string[];
  /** The frame reader's declared patterns: named in its own definition, they would bring the registry into its bundle. */
  frameMatches: string[];
  /** The host access: the sites' whole origins, and the frame boards' patterns. */
  hostPermissions: string[];
}

const readerBuilds: ReaderBuilds = {
  sites: adapters.filter((adapter) => !adapter.allFrames).map((adapter) => ({ id: adapter.id, matches: [...adapter.matches] })),
  frame: adapters.filter((adapter) => adapter.allFrames).map((adapter) => adapter.id),
  frameMatches: frameContentScriptMatches,
  hostPermissions: [
    ...new Set([
      ...siteOrigins,
      ...frameContentScriptMatches.filter(
        (pattern) => !siteOrigins.some((origin) => matchesPattern(origin, pattern.replace('://*.', '://sub.').replace(/\*/g, 'x'))),
      ),
    ]),
  ].sort(),
};

export default readerBuilds;
