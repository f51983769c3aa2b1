import { defineContentScript } from 'wxt/utils/define-content-script';
import { readGeneric } from '@/lib/extract/generic';
import { adapter as greenhouse } from '@/lib/extract/sites/greenhouse';
import { startPage } from './job.content/runtime';

// Any other page: injected when the user clicks the toolbar button there (activeTab), or
// registered for every site once the user grants "all sites" in the options page. It carries
// schema.org and the generic reader, plus the adapters whose pages live on any host (a company
// page embedding Greenhouse with ?gh_jid=).
export default defineContentScript({
  // Registered at run time only: declaring the hosts here would turn them into required host permissions.
  matches: [],
  registration: 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    startPage(ctx, { adapters: [greenhouse], generic: readGeneric });
  },
});
