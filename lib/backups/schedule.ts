import * as z from 'zod/mini';

/**
 * Backups of everything Jobsight keeps, for a browser that deletes an extension's data with the
 * extension: a reminder to export every few weeks, and an optional export to the Downloads folder on
 * a schedule that keeps the last few files. Settings in Settings.backups; what happened in storage
 * under BACKUP_STATE_STORAGE (never exported: it describes this machine's files).
 */
export const BackupSettings = z.object({
  /** Weeks between reminders to export; 0: no reminder. */
  remindEveryWeeks: z.number().check(z.int(), z.gte(0), z.lte(52)),
  /** Days between automatic exports to the Downloads folder; 0: none (the "downloads" permission is asked for when turned on). */
  autoEveryDays: z.number().check(z.int(), z.gte(0), z.lte(90)),
  /** How many automatic export files are kept; older ones are deleted from the folder. */
  keep: z.number().check(z.int(), z.gte(1), z.lte(50)),
});
export type BackupSettings = z.infer<typeof BackupSettings>;

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = { remindEveryWeeks: 4, autoEveryDays: 0, keep: 5 };

export const BACKUP_STATE_STORAGE = 'backupState';
const MAX_KEPT_FILES = 200;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const BackupFile = z.object({
  downloadId: z.number().check(z.int(), z.gte(0)),
  at: isoDateTime(),
  name: z.string().check(z.maxLength(300)),
});
export type BackupFile = z.infer<typeof BackupFile>;

export const BackupState = z.object({
  /** The last export by hand (JSON, from the options page or the popup) or automatic. */
  lastExportAt: z.optional(isoDateTime()),
  lastAutoAt: z.optional(isoDateTime()),
  /** The last automatic run failed: its reason, shown in the options page until one succeeds. */
  lastAutoError: z.optional(z.string().check(z.maxLength(300))),
  /** When this browser first ran Jobsight with backups known: the export reminder counts from here before any export. */
  firstSeenAt: z.optional(isoDateTime()),
  files: z.array(BackupFile).check(z.maxLength(MAX_KEPT_FILES)),
});
export type BackupState = z.infer<typeof BackupState>;

const EMPTY_BACKUP_STATE: BackupState = { files: [] };

export function readBackupState(value: unknown): BackupState {
  const parsed = BackupState.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_BACKUP_STATE;
}

const DAY_MS = 86_400_000;

/** Is it time to remind the user to export? Counted from the last export, or from the first start before any. */
export function exportReminderDue(settings: BackupSettings, state: BackupState, now: string): boolean {
  if (settings.remindEveryWeeks === 0) return false;
  const last = state.lastExportAt ?? state.firstSeenAt;
  if (!last) return false;
  return Date.parse(now) - Date.parse(last) >= settings.remindEveryWeeks * 7 * DAY_MS;
}

/** Is an automatic export due? A run is allowed an hour early so that a daily alarm drifting late does not skip a day. */
export function autoExportDue(settings: BackupSettings, state: BackupState, now: string): boolean {
  if (settings.autoEveryDays === 0) return false;
  if (!state.lastAutoAt) return true;
  return Date.parse(now) - Date.parse(state.lastAutoAt) >= settings.autoEveryDays * DAY_MS - 3_600_000;
}

/** The file's path under the Downloads folder: its own subfolder, the local date and time in the name. */
export function backupFileName(now: string): string {
  const at = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `Jobsight backups/jobsight-backup-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-${two(at.getHours())}-${two(at.getMinutes())}.json`;
}

/** Is this download one of our backups, by its file name (the browser may add " (1)" to a name taken)? */
export const BACKUP_FILE = /(?:^|[\\/])Jobsight backups[\\/]jobsight-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}(?: \(\d+\))?\.json$/;

/** The files to keep (the newest `keep`) and those to delete. */
export function pruneFiles(files: readonly BackupFile[], keep: number): { kept: BackupFile[]; removed: BackupFile[] } {
  const newest = [...files].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.downloadId - a.downloadId));
  return { kept: newest.slice(0, keep), removed: newest.slice(keep) };
}
