import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters } from '@/lib/extract/reader-adapters';
import { answerSnapshots } from './snapshot';
import { diagnose } from './diagnose';
import { startJobsight } from './runtime';

interface ContentWorld {
  /** Read by the background before it injects the reader (entrypoints/background/reader.ts): alive, no second copy. */
  jobsightReader?: (() => boolean) | number;
}

// The reader: injected by the background into the frame whose sentinel found an address that can hold a
// posting or a list (the adapters' match patterns), once per page; it follows the site's navigation itself.
export default defineContentScript({
  // Registered at run time only: the sentinel's origins are the host permissions.
  matches: [],
  registration: 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    (globalThis as ContentWorld).jobsightReader = () => ctx.isValid;
    // security: nothing is thrown into the page (WXT would log "crashed on startup" in its console)
    try {
      startJobsight(ctx, { adapters });
      answerSnapshots(ctx);
    } catch (error) {
      diagnose('start', error);
    }
  },
});
