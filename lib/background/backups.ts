import { autoExportDue, backupFileName, pruneFiles, readBackupState, type BackupSettings, type BackupState } from '../backups/schedule';
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
  /** Deletes an earlier backup file and forgets its download; a file the user moved or deleted is no error. */
  remove(downloadId: number): Promise<void>;
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
    const name = backupFileName(now);
    const downloadId = await deps.download(exported.text, name);
    const { kept, removed } = pruneFiles([...state.files, { downloadId, at: now, name }], settings.keep);
    for (const file of removed) await deps.remove(file.downloadId).catch(() => undefined);
    const next: BackupState = { ...state, lastAutoAt: now, lastExportAt: now, files: kept };
    // A success clears the reason of the last failure.
    delete next.lastAutoError;
    await deps.writeState(next);
    return 'saved';
  } catch (error) {
    await deps.writeState({ ...state, lastAutoError: (error instanceof Error ? error.message : 'failed').slice(0, 300) });
    return 'failed';
  }
}
