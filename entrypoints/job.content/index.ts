import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters, contentScriptMatches } from '@/lib/extract/registry';
import { answerSnapshots } from './snapshot';
import { diagnose } from './diagnose';
import { startJobsight } from './runtime';

export default defineContentScript({
  matches: contentScriptMatches,
  runAt: 'document_idle',
  main(ctx) {
    // security: nothing is thrown into the page (WXT would log "crashed on startup" in its console)
    try {
      startJobsight(ctx, { adapters });
      answerSnapshots(ctx);
    } catch (error) {
      diagnose('start', error);
    }
  },
});
