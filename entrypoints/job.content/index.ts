import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters } from '@/lib/extract/reader-adapters';
import { startPage } from './runtime';

interface ContentWorld {
  /** Read by the background before it injects the reader (entrypoints/background/reader.ts): alive, no second copy. */
  jobsightReader?: (() => boolean) | number;
}

// The reader, one per site (wxt.config.ts): declared on the addresses that can hold a posting or a list
// (the adapter's match patterns), and injected by the background when the site moves to one in-page. Once
// in a page it follows the site's navigation itself.
export default defineContentScript({
  // Each site's own patterns, put into the manifest by wxt.config.ts: named here, they would bring every
  // adapter into this bundle.
  matches: [],
  runAt: 'document_idle',
  main(ctx) {
    // A reader runs here already (the injection after a load met the declared copy): this one steps aside.
    if (ctx.isInvalid) return;
    (globalThis as ContentWorld).jobsightReader = () => ctx.isValid;
    startPage(ctx, { adapters });
  },
});
