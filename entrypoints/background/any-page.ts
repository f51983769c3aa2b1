import { browser } from 'wxt/browser';
import { frameContentScriptMatches } from '@/lib/extract/registry';
import { siteOrigins } from '@/lib/extract/reach';

export const ALL_SITES = ['https://*/*', 'http://*/*'];
const SCRIPT_ID = 'jobsight-any-page';

/**
 * Registers the any-page reader on every site while the user grants "all sites" (an optional
 * host permission asked for from the options page), and removes it when the grant is withdrawn.
 */
export async function syncAnyPageScript(): Promise<void> {
  const granted = await browser.permissions.contains({ origins: ALL_SITES });
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (granted && registered.length === 0) {
    await browser.scripting.registerContentScripts([
      {
        id: SCRIPT_ID,
        js: ['content-scripts/any-page.js'],
        matches: ALL_SITES,
        // The supported sites' own origins: each site's reader is declared or injected where a posting can be.
        excludeMatches: [...siteOrigins, ...frameContentScriptMatches],
        runAt: 'document_idle',
        persistAcrossSessions: true,
      },
    ]);
  } else if (!granted && registered.length > 0) {
    await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  }
}
