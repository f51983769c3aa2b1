import {
  autoExportDue,
  BACKUP_FILE,
  backupFileName,
  pruneFiles,
  readBackupState,
  type BackupFile,
  type BackupSettings,
  type BackupState,
} from '../backups/schedule';
import type { Reply } from '../messages';
import type { BackupOutcome } from './backup-outcome';

/** What an automatic backup needs from the browser: kept small so that it runs in Node tests. */
export interface BackupDeps {
  now(): string;
  settings(): Promise<BackupSettings>;
  readState(): Promise<unknown>;
  writeState(state: BackupState): Promise<void>;
  /** Whether the "downloads" permission is granted. */
  mayDownload(): Promise<boolean>;
  /** The whole export, as the options page's "Export JSON" makes it. */
  exportJson(): Promise<Reply>;
  /** Saves the text under the Downloads folder; resolves to the download's id. */
  download(text: string, fileName: string): Promise<number>;
  /**
   * What the browser knows of a download now: its file, whether it finished, whether this extension made it.
   * Undefined when the browser has forgotten it (history cleared; Firefox numbers downloads anew after a restart).
   */
  inspect(downloadId: number): Promise<DownloadFacts | undefined>;
  /** Deletes an earlier backup file and forgets its download; a file the user moved or deleted is no error. */
  remove(downloadId: number): Promise<void>;
}

interface DownloadFacts {
  filename: string;
  state: 'in_progress' | 'interrupted' | 'complete';
  /** False when the browser says another extension or the user made it; undefined when it does not say (Firefox). */
  byUs?: boolean;
}

/**
 * The kept files that are still ours and whole: an id the browser now gives to another download (the user's own
 * file) is forgotten, never deleted; a backup that did not finish is forgotten and does not count as kept.
 */
async function stillOurs(files: readonly BackupFile[], deps: BackupDeps): Promise<{ whole: BackupFile[]; pending: BackupFile[] }> {
  const whole: BackupFile[] = [];
  const pending: BackupFile[] = [];
  for (const file of files) {
    const facts = await deps.inspect(file.downloadId).catch(() => undefined);
    // The browser says who made it (Chrome, Firefox): that decides. Otherwise only our own file name does.
    const ours = facts?.byUs ?? (facts !== undefined && BACKUP_FILE.test(facts.filename));
    if (!facts || !ours) continue;
    if (facts.state === 'complete') whole.push(file);
    else if (facts.state === 'in_progress') pending.push(file);
  }
  return { whole, pending };
}

/** Exports to the Downloads folder when due, then keeps the newest files only. Never throws: the reason is kept. */
export async function runAutoBackup(deps: BackupDeps, force = false): Promise<BackupOutcome> {
  const settings = await deps.settings();
  const state = readBackupState(await deps.readState());
  const now = deps.now();
  if (settings.autoEveryDays === 0 || (!force && !autoExportDue(settings, state, now))) return 'not-due';
  if (!(await deps.mayDownload())) {
    await deps.writeState({ ...state, lastAutoError: 'no-permission' });
    return 'no-permission';
  }
  try {
    const exported = await deps.exportJson();
    if (!exported.ok || !exported.text) throw new Error(exported.ok ? 'empty export' : exported.error);
    // Older backups go only once a newer one is known whole: this run keeps keep-1 finished ones beside the new
    // file, whose own finish is checked at the next run; a run that fails to write deletes nothing.
    const { whole, pending } = await stillOurs(state.files, deps);
    const name = backupFileName(now);
    const downloadId = await deps.download(exported.text, name);
    const { kept, removed } = pruneFiles(whole, Math.max(0, settings.keep - 1));
    for (const file of removed) await deps.remove(file.downloadId).catch(() => undefined);
    const next: BackupState = { ...state, lastAutoAt: now, lastExportAt: now, files: [{ downloadId, at: now, name }, ...pending, ...kept] };
    // A success clears the reason of the last failure.
    delete next.lastAutoError;
    await deps.writeState(next);
    return 'saved';
  } catch (error) {
    await deps.writeState({ ...state, lastAutoError: (error instanceof Error ? error.message : 'failed').slice(0, 300) });
    return 'failed';
  }
}
