import { browser } from 'wxt/browser';
import { runAutoBackup, type BackupDeps } from '@/lib/background/backups';
import type { RouterDeps } from '@/lib/background/router';
import type { BackupOutcome } from '@/lib/background/backup-outcome';
import { exportData, type DataDeps } from '@/lib/background/data';
import { BACKUP_STATE_STORAGE, exportReminderDue, readBackupState, type BackupState } from '@/lib/backups/schedule';
import { backupSettingsOf, readSettings } from '@/lib/settings';

const BACKUP_ALARM = 'jobsight-auto-backup';
const CHECK_EVERY_MINUTES = 60;

/** UTF-8 text as base64, in slices (a 15 MB export would overflow one call's arguments). */
function base64Of(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Wires lib/background/backups.ts to the browser: an hourly alarm that exports when due, the downloads
 * API (an optional permission), and the state the options page and the popup show.
 */
interface BackupsPart {
  backups: NonNullable<RouterDeps['backups']>;
  /** Kept on the settings' storage: an export by hand resets the reminder. */
  noteExport(at: string): Promise<void>;
  /** The schedule run at a given time (the e2e tests' clock). */
  runAt(now: string): Promise<BackupOutcome>;
}

export function startBackups(now: () => string, data: () => DataDeps): BackupsPart {
  const readState = async () => (await browser.storage.local.get(BACKUP_STATE_STORAGE))[BACKUP_STATE_STORAGE];
  const writeState = (state: BackupState) => browser.storage.local.set({ [BACKUP_STATE_STORAGE]: state });
  const settings = async () => backupSettingsOf(readSettings((await browser.storage.local.get('settings'))['settings']));
  const backupDeps: BackupDeps = {
    now,
    settings,
    readState,
    writeState,
    mayDownload: () => browser.permissions.contains({ permissions: ['downloads'] }),
    exportJson: () => exportData('json', data()),
    async download(text, filename) {
      // A service worker has no object URLs; a page-backed background (Firefox) has, and prefers them.
      const url =
        typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(new Blob([text], { type: 'application/json' }))
          : `data:application/json;base64,${base64Of(text)}`;
      return browser.downloads.download({ url, filename, saveAs: false, conflictAction: 'uniquify' });
    },
    async inspect(downloadId) {
      const [item] = await browser.downloads.search({ id: downloadId });
      if (!item) return undefined;
      const byExtensionId = (item as { byExtensionId?: string }).byExtensionId;
      return {
        filename: item.filename,
        state: item.state as 'in_progress' | 'interrupted' | 'complete',
        ...(byExtensionId !== undefined ? { byUs: byExtensionId === browser.runtime.id } : {}),
      };
    },
    async remove(downloadId) {
      await browser.downloads.removeFile(downloadId).catch(() => undefined);
      await browser.downloads.erase({ id: downloadId });
    },
  };
  const backups: BackupsPart['backups'] = {
    async status() {
      const state = readBackupState(await readState());
      return { state, exportDue: exportReminderDue(await settings(), state, now()) };
    },
    run: () => runAutoBackup(backupDeps, true),
  };
  const noteExport = async (at: string) => {
    const state = readBackupState(await readState());
    await writeState({ ...state, lastExportAt: at });
  };
  // The export reminder counts from the first start when nothing was exported yet.
  void readState().then((stored) => {
    const state = readBackupState(stored);
    if (!state.firstSeenAt) return writeState({ ...state, firstSeenAt: now() });
  });
  // The hourly look is set only while automatic backups are on: off (the default), the worker is not woken for it.
  const syncAlarm = async () => {
    const on = (await settings()).autoEveryDays > 0;
    const alarm = await browser.alarms.get(BACKUP_ALARM);
    if (on && !alarm) await browser.alarms.create(BACKUP_ALARM, { delayInMinutes: 2, periodInMinutes: CHECK_EVERY_MINUTES });
    if (!on && alarm) await browser.alarms.clear(BACKUP_ALARM);
  };
  void syncAlarm().catch(() => undefined);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && 'settings' in changes) void syncAlarm().catch(() => undefined);
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === BACKUP_ALARM) void runAutoBackup(backupDeps).catch(() => undefined);
  });
  return { backups, noteExport, runAt: (at) => runAutoBackup({ ...backupDeps, now: () => at }) };
}
