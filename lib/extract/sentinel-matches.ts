import { sentinelMatches } from './reach';

/**
 * The sentinel's declared patterns, loaded by wxt.config.ts when it writes the manifest (WXT's importer
 * knows import.meta.glob). Declaring them in the sentinel's own definition would put every adapter into
 * its bundle, since a definition's options are bundled with its main.
 */
export default sentinelMatches;
