import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters, frameContentScriptMatches } from '@/lib/extract/registry';
import { answerSnapshots } from './job.content/snapshot';
import { startJobsight } from './job.content/runtime';

// Boards embedded in other sites' pages (Greenhouse's job_app frame) are read inside their frame.
export default defineContentScript({
  matches: frameContentScriptMatches,
  allFrames: true,
  runAt: 'document_idle',
  main(ctx) {
    startJobsight(ctx, { adapters });
    answerSnapshots(ctx);
  },
});
