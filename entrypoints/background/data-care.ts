import { browser } from 'wxt/browser';
import { DEEP_READ_CONSENT_STORAGE, DEEP_READ_KEY_STORAGE } from '@/lib/deep-read/config';
import type { DataDeps } from '@/lib/background/data';
import type { JobsightDatabase } from '@/lib/db/open';
import { pruneViewed } from '@/lib/export/retention';
import { DISMISSED_STORAGE } from '@/lib/lists/dismissed';
import { BACKUP_STATE_STORAGE } from '@/lib/backups/schedule';
import { REMINDER_NEXT_STORAGE } from '@/lib/reminders/schema';
import { readSettings, uiLang } from '@/lib/settings';

const PRUNE_ALARM = 'jobsight-prune-viewed';
const PRUNE_EVERY_MINUTES = 6 * 60;

interface DataCareDeps {
  db(): Promise<JobsightDatabase>;
  /** Many records changed at once: derived data starts over. */
  reset(): void;
  /** Ids of the postings open tabs show: kept by the pruning whatever their age. */
  shownIds(): Promise<Set<string>>;
}

/**
 * The data area's part of the background: settings and profile storage for export, import and
 * erase; the UI language for marker labels; pruning of viewed postings (an alarm, at start-up and
 * when the setting changes).
 */
export function startDataCare({ db, reset, shownIds }: DataCareDeps): Pick<DataDeps, 'prefs' | 'lang'> {
  let dismissed: Promise<unknown> | undefined;
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && DISMISSED_STORAGE in changes) dismissed = undefined;
  });
  const prefs: DataDeps['prefs'] = {
    async read() {
      const stored = await browser.storage.local.get(['settings', 'profile']);
      return { settings: stored['settings'], profile: stored['profile'] };
    },
    async write(values) {
      await browser.storage.local.set(values);
    },
    async clear() {
      // The deep read's key and agreements go with the settings they belong to.
      await browser.storage.local.remove([
        'settings',
        'profile',
        DISMISSED_STORAGE,
        BACKUP_STATE_STORAGE,
        REMINDER_NEXT_STORAGE,
        DEEP_READ_KEY_STORAGE,
        DEEP_READ_CONSENT_STORAGE,
      ]);
    },
    // Kept in memory between a list page's questions (a long list asks in many batches); another writer clears it.
    async readDismissed() {
      dismissed ??= browser.storage.local.get(DISMISSED_STORAGE).then((stored) => stored[DISMISSED_STORAGE]);
      return dismissed;
    },
    async writeDismissed(cards) {
      dismissed = undefined;
      await browser.storage.local.set({ [DISMISSED_STORAGE]: cards });
    },
  };
  const lang: DataDeps['lang'] = async () => {
    const stored = await browser.storage.local.get('settings');
    return uiLang(readSettings(stored['settings']), browser.i18n.getUILanguage());
  };

  let pruning: Promise<void> | null = null;
  const prune = () => {
    pruning ??= (async () => {
      try {
        const stored = await browser.storage.local.get('settings');
        const removed = await pruneViewed(await db(), readSettings(stored['settings']), {
          now: new Date().toISOString(),
          keep: await shownIds(),
        });
        if (removed > 0) reset();
      } catch {
        // Tried again at the next alarm.
      } finally {
        pruning = null;
      }
    })();
    return pruning;
  };

  void browser.alarms.get(PRUNE_ALARM).then((alarm) => {
    if (!alarm) void browser.alarms.create(PRUNE_ALARM, { delayInMinutes: 1, periodInMinutes: PRUNE_EVERY_MINUTES });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === PRUNE_ALARM) void prune();
  });
  browser.runtime.onStartup.addListener(() => void prune());
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !changes['settings']) return;
    const before = readSettings(changes['settings'].oldValue);
    const after = readSettings(changes['settings'].newValue);
    if (before.rememberViewed !== after.rememberViewed || before.viewedDays !== after.viewedDays) void prune();
  });
  return { prefs, lang };
}
