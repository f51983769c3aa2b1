import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import {
  ApiKey,
  Consents,
  DEEP_READ_CONSENT_STORAGE,
  DEEP_READ_KEY_STORAGE,
  originPattern,
  type DeepReadSettings,
  type Provider,
} from '@/lib/deep-read/config';
import { readProfile, type Profile } from '@/lib/profile';
import { readSettings } from '@/lib/settings';
import { patchSettings } from './settings';

/**
 * The deep read's setup as extension storage holds it, for the sidebar and the options page: the
 * settings (no key), the key (kept apart, never exported), and the profile (sent only when allowed).
 */
export interface DeepReadSetup {
  settings: DeepReadSettings | undefined;
  apiKey: string;
  profile: Profile;
  /** The agreements given in this browser (config.ts `consentKey`, `draftsConsentKey`). */
  consents: readonly string[];
}

async function loadSetup(): Promise<DeepReadSetup> {
  const stored = await browser.storage.local.get(['settings', 'profile', DEEP_READ_KEY_STORAGE, DEEP_READ_CONSENT_STORAGE]);
  const key = ApiKey.safeParse(stored[DEEP_READ_KEY_STORAGE]);
  const consents = Consents.safeParse(stored[DEEP_READ_CONSENT_STORAGE]);
  return {
    settings: readSettings(stored['settings']).deepRead,
    apiKey: key.success ? key.data : '',
    profile: readProfile(stored['profile']),
    consents: consents.success ? consents.data : [],
  };
}

export function useDeepReadSetup(): DeepReadSetup | null {
  const [setup, setSetup] = useState<DeepReadSetup | null>(null);
  useEffect(() => {
    const load = () => void loadSetup().then(setSetup);
    load();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (
        area === 'local' &&
        ('settings' in changes || 'profile' in changes || DEEP_READ_KEY_STORAGE in changes || DEEP_READ_CONSENT_STORAGE in changes)
      )
        load();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  return setup;
}

export async function writeDeepReadSettings(patch: Partial<DeepReadSettings>, base: DeepReadSettings): Promise<boolean> {
  return (await patchSettings((current) => ({ deepRead: { ...(current.deepRead ?? base), ...patch } }))) !== undefined;
}

/** Keeps the user's agreement to send to this setup (the newest last; the oldest go past 50). */
export async function writeConsent(key: string): Promise<void> {
  const stored = await browser.storage.local.get(DEEP_READ_CONSENT_STORAGE);
  const parsed = Consents.safeParse(stored[DEEP_READ_CONSENT_STORAGE]);
  const consents = [...(parsed.success ? parsed.data : []).filter((item) => item !== key), key].slice(-50);
  await browser.storage.local.set({ [DEEP_READ_CONSENT_STORAGE]: consents });
}

export async function writeApiKey(key: string): Promise<void> {
  if (key) await browser.storage.local.set({ [DEEP_READ_KEY_STORAGE]: key.slice(0, 500) });
  else await browser.storage.local.remove(DEEP_READ_KEY_STORAGE);
}

export function providerOf(setup: DeepReadSetup): Provider | undefined {
  const settings = setup.settings;
  if (!settings) return undefined;
  return {
    kind: settings.kind,
    baseUrl: settings.baseUrl,
    model: settings.model.trim(),
    ...(setup.apiKey && settings.kind === 'openai' ? { apiKey: setup.apiKey } : {}),
  };
}

/**
 * Access to the endpoint's origin, asked for in a click (an optional host permission). Without it
 * the request may still go when the endpoint allows the extension's origin itself (CORS).
 */
export async function askForAccess(baseUrl: string): Promise<boolean> {
  const origin = originPattern(baseUrl);
  if (!origin) return false;
  try {
    if (await browser.permissions.contains({ origins: [origin] })) return true;
    return await browser.permissions.request({ origins: [origin] });
  } catch {
    return false;
  }
}

/** The page's own fetch, unbound from window (an extension page's fetch must be called as a function). */
export const pageFetch = (input: string, init?: RequestInit) => fetch(input, init);
