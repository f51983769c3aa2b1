import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters } from '@/lib/extract/reader-adapters';
import { answerSnapshots } from './job.content/snapshot';
import { diagnose } from './job.content/diagnose';
import { startJobsight } from './job.content/runtime';

// Boards embedded in other sites' pages (Greenhouse's job_app frame) are read inside their frame.
export default defineContentScript({
  // The boards' patterns (lib/extract/reader-builds.ts), put into the manifest by wxt.config.ts.
  matches: [],
  allFrames: true,
  runAt: 'document_idle',
  main(ctx) {
    // Nothing is thrown into the page (WXT would log "crashed on startup" in its console)
    try {
      startJobsight(ctx, { adapters });
      answerSnapshots(ctx);
    } catch (error) {
      diagnose('start', error);
    }
  },
});
