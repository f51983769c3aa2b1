import { browser } from 'wxt/browser';
import type { RouterDeps } from '@/lib/background/router';
import { appendDiagnostic, createRateLimit, readDiagnostics } from '@/lib/diagnostics';
import { readSettings } from '@/lib/settings';

/** Where the log lives. Session storage: the content scripts cannot read it (they can read local). */
const DIAGNOSTICS_KEY = 'diagnostics';

/** The background's side of the diagnostics log: one writer, one write at a time, a rate limit per tab. */
export function createDiagnostics(): NonNullable<RouterDeps['diagnose']> {
  const limit = createRateLimit();
  let writing: Promise<unknown> = Promise.resolve();
  return async (tabId, report) => {
    if (!limit.allow(tabId, Date.now())) return { kept: false, debug: false };
    const write = writing.then(async () => {
      const stored = await browser.storage.session.get(DIAGNOSTICS_KEY);
      const log = appendDiagnostic(readDiagnostics(stored[DIAGNOSTICS_KEY]), report, new Date().toISOString());
      await browser.storage.session.set({ [DIAGNOSTICS_KEY]: log });
    });
    writing = write.catch(() => undefined);
    await write;
    const settings = await browser.storage.local.get('settings');
    return { kept: true, debug: readSettings(settings['settings']).debug === true };
  };
}
