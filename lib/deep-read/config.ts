import * as z from 'zod/mini';

/**
 * Which model reads postings, as the user set it up in the options page. Off until the user turns it
 * on; the API key is kept apart from these settings (storage key `DEEP_READ_KEY_STORAGE`), so that an
 * export of the settings never carries it.
 */
export const PROVIDER_KINDS = ['ollama', 'openai', 'chrome'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** The endpoints people run at home, and where to start for a hosted one (docs/users.md). */
export const PRESETS = [
  { id: 'ollama', kind: 'ollama', baseUrl: 'http://127.0.0.1:11434' },
  { id: 'lmstudio', kind: 'openai', baseUrl: 'http://127.0.0.1:1234/v1' },
  { id: 'openai-compatible', kind: 'openai', baseUrl: '' },
  { id: 'chrome', kind: 'chrome', baseUrl: '' },
] as const satisfies readonly { id: string; kind: ProviderKind; baseUrl: string }[];
export type PresetId = (typeof PRESETS)[number]['id'];

export const DEFAULT_TIMEOUT_SECONDS = 120;

const baseUrl = () => z.string().check(z.maxLength(500), z.regex(/^$|^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/));

export const DeepReadSettings = z.object({
  enabled: z.boolean(),
  preset: z.enum(PRESETS.map((preset) => preset.id) as [PresetId, ...PresetId[]]),
  kind: z.enum(PROVIDER_KINDS),
  baseUrl: baseUrl(),
  model: z.string().check(z.maxLength(200)),
  timeoutSeconds: z.number().check(z.int(), z.gte(10), z.lte(900)),
  /** Read a posting when the user saves it, without a second click. Never for one only viewed. */
  autoSaved: z.boolean(),
  /** Send the profile's lines with the posting, for the fit. */
  includeProfile: z.boolean(),
});
export type DeepReadSettings = z.infer<typeof DeepReadSettings>;

export const DEFAULT_DEEP_READ: DeepReadSettings = {
  enabled: false,
  preset: 'ollama',
  kind: 'ollama',
  baseUrl: 'http://127.0.0.1:11434',
  model: '',
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  autoSaved: false,
  includeProfile: false,
};

export const DEEP_READ_KEY_STORAGE = 'deepReadKey';
/**
 * What the user agreed to send, each a `consentKey` (or `draftsConsentKey`). Kept apart from the settings:
 * an imported settings file must never carry an agreement the user did not give in this browser.
 */
export const DEEP_READ_CONSENT_STORAGE = 'deepReadConsent';
export const Consents = z.array(z.string().check(z.maxLength(700))).check(z.maxLength(50));
export const ApiKey = z.string().check(z.maxLength(500));

/** The endpoint and model a request goes to. */
export interface Provider {
  kind: ProviderKind;
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** Ready to send: turned on, with a model, and an address unless it is the browser's own model. */
export function isReady(settings: DeepReadSettings | undefined): settings is DeepReadSettings {
  return !!settings && settings.enabled && (settings.kind === 'chrome' || (settings.baseUrl !== '' && settings.model.trim() !== ''));
}

/** Consent is given to one destination and one content: a new endpoint, model or profile choice asks again. */
export function consentKey(settings: DeepReadSettings): string {
  return [settings.kind, settings.baseUrl.replace(/\/+$/, ''), settings.model, settings.includeProfile ? 'profile' : 'posting']
    .join(' ')
    .slice(0, 700);
}

/** Drafts send the profile's lines too: agreed to apart. */
export function draftsConsentKey(settings: DeepReadSettings): string {
  return `${consentKey(settings)} drafts`.slice(0, 700);
}

/** The origin pattern the host permission is asked for ("http://127.0.0.1:11434/*"). */
export function originPattern(base: string): string | undefined {
  try {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}/*`;
  } catch {
    return undefined;
  }
}

/** Whether an address is this computer: nothing then leaves the machine. */
export function isLocal(base: string): boolean {
  try {
    const host = new URL(base).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
  } catch {
    return false;
  }
}
