import { defineContentScript } from 'wxt/utils/define-content-script';
import { adapters, contentScriptMatches } from '@/lib/extract/registry';
import { answerSnapshots } from './snapshot';
import { startJobsight } from './runtime';

export default defineContentScript({
  matches: contentScriptMatches,
  runAt: 'document_idle',
  main(ctx) {
    startJobsight(ctx, { adapters });
    answerSnapshots(ctx);
  },
});
