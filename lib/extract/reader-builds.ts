import { adapters, frameContentScriptMatches } from './registry';

/**
 * The reader bundles the build makes, loaded by wxt.config.ts (WXT's importer knows import.meta.glob):
 * one per site the background injects a reader into (`reader-<adapter id>.js`), and the frame reader
 * declared for boards embedded in other sites' pages (job-frame.js), which carries those boards only.
 */
const readerBuilds: { sites: string[]; frame: string[]; frameMatches: string[] } = {
  sites: adapters.filter((adapter) => !adapter.allFrames).map((adapter) => adapter.id),
  frame: adapters.filter((adapter) => adapter.allFrames).map((adapter) => adapter.id),
  /** The frame reader's declared patterns: named in its own definition, they would bring the registry into its bundle. */
  frameMatches: frameContentScriptMatches,
};

export default readerBuilds;
