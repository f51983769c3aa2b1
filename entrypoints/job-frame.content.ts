import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters } from '@/lib/extract/reader-adapters';
import { startPage } from './job.content/runtime';

// Boards embedded in other sites' pages (Greenhouse's job_app frame) are read inside their frame.
export default defineContentScript({
  // The boards' patterns (lib/extract/reader-builds.ts), put into the manifest by wxt.config.ts.
  matches: [],
  allFrames: true,
  runAt: 'document_idle',
  main(ctx) {
    startPage(ctx, { adapters });
  },
});
