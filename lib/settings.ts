import * as z from 'zod/mini';
import { DEFAULT_WEIGHTS, ScoreWeights } from './analyze/schema';
import { langOf, type Lang } from './i18n';
import { DeepReadSettings } from './deep-read/config';
import { DEFAULT_LIST_SETTINGS, ListSettings } from './lists/settings';
import { DEFAULT_REMINDER_SETTINGS, ReminderSettings } from './reminders/schema';
import { BackupSettings, DEFAULT_BACKUP_SETTINGS } from './backups/schedule';

/** The user's settings, kept in the extension's storage (chrome.storage.local, key "settings"). */
export const Settings = z.object({
  uiLanguage: z.enum(['auto', 'en', 'zh']),
  weights: ScoreWeights,
  /** Keep postings the user only looked at (for "recently viewed" and the market figures). */
  rememberViewed: z.boolean(),
  /** How long viewed-but-not-saved postings are kept, in days. */
  viewedDays: z.number().check(z.int(), z.gte(1), z.lte(3650)),
  /** Debug mode, off unless set: the content script also writes what it caught to the page's console. */
  debug: z.optional(z.boolean()),
  /** The model the user chose for deep reads (lib/deep-read/config.ts); absent until set up, off by default. */
  deepRead: z.optional(DeepReadSettings),
  /** What list pages do with known, dismissed and blocked postings (lib/lists); absent until changed. */
  lists: z.optional(ListSettings),
  /** Follow-up dates after "Applied" and notifications (lib/reminders); absent until changed. */
  reminders: z.optional(ReminderSettings),
  /** Export reminders and automatic exports to the Downloads folder (lib/backups); absent until changed. */
  backups: z.optional(BackupSettings),
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = { uiLanguage: 'auto', weights: DEFAULT_WEIGHTS, rememberViewed: true, viewedDays: 90 };

/** Optional sections read on their own: one a newer version wrote in a shape this one does not know costs only itself. */
const SECTIONS = { deepRead: DeepReadSettings, lists: ListSettings, reminders: ReminderSettings, backups: BackupSettings } as const;

/** The optional sections present in these settings (deep read, lists, reminders, backups), nothing else. */
export function optionalSections(settings: Partial<Settings> | Record<string, unknown>): Partial<Settings> {
  const given = settings as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(SECTIONS)
      .filter((name) => given[name] !== undefined)
      .map((name) => [name, given[name]]),
  ) as Partial<Settings>;
}

export function readSettings(value: unknown): Settings {
  const parsed = Settings.safeParse(value);
  if (parsed.success) return parsed.data;
  if (typeof value === 'object' && value !== null) {
    const given: Record<string, unknown> = { ...DEFAULT_SETTINGS, ...(value as object) };
    const broken = new Set(
      Object.entries(SECTIONS)
        .filter(([name, schema]) => given[name] !== undefined && !schema.safeParse(given[name]).success)
        .map(([name]) => name),
    );
    const kept = Object.fromEntries(Object.entries(given).filter(([name]) => !broken.has(name)));
    const merged = Settings.safeParse(kept);
    if (merged.success) return merged.data;
    // The required fields are broken: defaults for them, the sections that read kept.
    const sections = optionalSections(kept);
    const rebuilt = Settings.safeParse({ ...DEFAULT_SETTINGS, ...sections });
    if (rebuilt.success) return rebuilt.data;
  }
  return DEFAULT_SETTINGS;
}

/** The language the UI speaks: the user's choice, else the browser's. */
export function uiLang(settings: Settings, browserLanguage: string | undefined): Lang {
  return settings.uiLanguage === 'auto' ? langOf(browserLanguage) : settings.uiLanguage;
}

export function listSettingsOf(settings: Settings): ListSettings {
  return settings.lists ?? DEFAULT_LIST_SETTINGS;
}

export function reminderSettingsOf(settings: Settings): ReminderSettings {
  return settings.reminders ?? DEFAULT_REMINDER_SETTINGS;
}

export function backupSettingsOf(settings: Settings): BackupSettings {
  return settings.backups ?? DEFAULT_BACKUP_SETTINGS;
}
