import { adapters as everySite } from './registry';

/**
 * The adapters a reader bundle carries. Typechecked and tested as every site, but each reader the build
 * makes (wxt.config.ts, `readerBuilds`) replaces this module with its own site's adapter alone, so that a
 * job page compiles one adapter instead of thirty (docs: README "Speed").
 */
export const adapters = everySite;
