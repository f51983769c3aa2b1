import { browser } from 'wxt/browser';
import { readSettings, Settings } from '@/lib/settings';

/**
 * Merges a change into the stored settings, checks the result and writes it: the one writer of the
 * settings for the extension's pages. Resolves to the settings written, or undefined when they did not pass.
 */
export async function patchSettings(change: (current: Settings) => Partial<Settings>): Promise<Settings | undefined> {
  const stored = await browser.storage.local.get('settings');
  const current = readSettings(stored['settings']);
  const parsed = Settings.safeParse({ ...current, ...change(current) });
  if (!parsed.success) return undefined;
  await browser.storage.local.set({ settings: parsed.data });
  return parsed.data;
}
