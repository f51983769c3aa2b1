import { extractWith } from './cascade';
import { readGeneric } from './generic';
import { adapters } from './registry';
import type { ExtractResult } from './types';

export { mergeLayers, siteOfHost } from './cascade';
export type { ExtractResult, Found, PageInput, SiteAdapter } from './types';

/**
 * page -> detect -> extract with every reader there is: what the CLI and the tests run, and what
 * the two content-script bundles run between them (lib/extract/cascade.ts `extractWith`).
 */
export function extractPage(doc: Document, href: string, readAt: string = new Date().toISOString()): ExtractResult {
  return extractWith(doc, href, readAt, { adapters, generic: readGeneric });
}
