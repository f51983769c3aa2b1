import { describe, expect, it } from 'vitest';
import { runAutoBackup, type BackupDeps } from '@/lib/background/backups';
import {
  autoExportDue,
  backupFileName,
  DEFAULT_BACKUP_SETTINGS,
  exportReminderDue,
  pruneFiles,
  readBackupState,
  type BackupSettings,
  type BackupState,
} from '@/lib/backups/schedule';

function fakeBrowser(settings: BackupSettings, { allowed = true, exportOk = true } = {}) {
  let state: unknown;
  let next = 1;
  const files = new Map<number, string>();
  /** Downloads the browser knows that are not ours (the user's own files), by id. */
  const others = new Map<number, string>();
  let now = '2026-12-01T03:00:00.000Z';
  const deps: BackupDeps = {
    now: () => now,
    settings: async () => settings,
    readState: async () => state,
    writeState: async (written) => void (state = written),
    mayDownload: async () => allowed,
    exportJson: async () => (exportOk ? { ok: true, text: '{"format":"jobsight"}', count: 0 } : { ok: false, error: 'database closed' }),
    download: async (_text, name) => {
      files.set(next, name);
      return next++;
    },
    inspect: async (id) => {
      if (others.has(id)) return { filename: others.get(id)!, state: 'complete', byUs: false };
      const name = files.get(id);
      return name === undefined ? undefined : { filename: `/home/ana/Downloads/${name}`, state: 'complete' };
    },
    remove: async (id) => {
      if (others.has(id)) throw new Error('deleted a file that is not ours');
      files.delete(id);
    },
  };
  const restart = () => {
    // Firefox numbers downloads anew after a restart: our old ids may now be the user's own downloads.
    for (const id of files.keys()) others.set(id, `/home/ana/Downloads/tax-return-${id}.pdf`);
    files.clear();
  };
  return { deps, files, others, restart, state: () => readBackupState(state), at: (iso: string) => void (now = iso) };
}

describe('automatic backups', () => {
  it('saves when due, keeps the newest K files whole and deletes the older ones', async () => {
    const local = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();
    const browser = fakeBrowser({ ...DEFAULT_BACKUP_SETTINGS, autoEveryDays: 1, keep: 2 });
    browser.at(local(1, 3));
    expect(await runAutoBackup(browser.deps)).toBe('saved');
    // Within the day: not due; the next day (an hour's drift allowed): saved again.
    browser.at(local(1, 20));
    expect(await runAutoBackup(browser.deps)).toBe('not-due');
    for (const at of [local(2, 2, 30), local(3, 3)]) {
      browser.at(at);
      expect(await runAutoBackup(browser.deps)).toBe('saved');
    }
    expect([...browser.files.values()]).toEqual([
      'Jobsight backups/jobsight-backup-2026-12-02-02-30.json',
      'Jobsight backups/jobsight-backup-2026-12-03-03-00.json',
    ]);
    expect(browser.state()).toMatchObject({ lastAutoAt: local(3, 3), lastExportAt: local(3, 3) });
    expect(browser.state().files.map((f) => f.downloadId)).toEqual([3, 2]);
  });

  it('never deletes a download that is not its own: ids the browser gave to other files are forgotten', async () => {
    const browser = fakeBrowser({ ...DEFAULT_BACKUP_SETTINGS, autoEveryDays: 1, keep: 1 });
    browser.at('2026-12-01T03:00:00.000Z');
    await runAutoBackup(browser.deps);
    browser.restart();
    browser.at('2026-12-02T03:00:00.000Z');
    // Would throw (and say "failed") if it tried to delete the user's file now under id 1.
    expect(await runAutoBackup(browser.deps)).toBe('saved');
    expect(browser.state().files.map((f) => f.downloadId)).toEqual([2]);
    expect([...browser.others.values()]).toEqual(['/home/ana/Downloads/tax-return-1.pdf']);
  });

  it('says why it could not: no permission, a failed export; nothing is deleted then', async () => {
    const denied = fakeBrowser({ ...DEFAULT_BACKUP_SETTINGS, autoEveryDays: 7 }, { allowed: false });
    expect(await runAutoBackup(denied.deps)).toBe('no-permission');
    expect(denied.state().lastAutoError).toBe('no-permission');
    const broken = fakeBrowser({ ...DEFAULT_BACKUP_SETTINGS, autoEveryDays: 7 }, { exportOk: false });
    expect(await runAutoBackup(broken.deps)).toBe('failed');
    expect(broken.state()).toMatchObject({ lastAutoError: 'database closed', files: [] });
    const off = fakeBrowser(DEFAULT_BACKUP_SETTINGS);
    expect(await runAutoBackup(off.deps, true)).toBe('not-due');
  });

  it('reminds to export after the chosen weeks, counted from the first start before any export', () => {
    const settings = { ...DEFAULT_BACKUP_SETTINGS, remindEveryWeeks: 4 };
    const fresh: BackupState = { files: [], firstSeenAt: '2026-11-01T00:00:00.000Z' };
    expect(exportReminderDue(settings, fresh, '2026-11-28T00:00:00.000Z')).toBe(false);
    expect(exportReminderDue(settings, fresh, '2026-11-29T00:00:00.000Z')).toBe(true);
    expect(exportReminderDue(settings, { ...fresh, lastExportAt: '2026-11-20T00:00:00.000Z' }, '2026-11-29T00:00:00.000Z')).toBe(false);
    expect(exportReminderDue({ ...settings, remindEveryWeeks: 0 }, fresh, '2027-06-01T00:00:00.000Z')).toBe(false);
    expect(exportReminderDue(settings, { files: [] }, '2027-06-01T00:00:00.000Z')).toBe(false);
    expect(autoExportDue({ ...settings, autoEveryDays: 7 }, { files: [] }, '2026-11-01T00:00:00.000Z')).toBe(true);
  });

  it('names files by date and time, and prunes by date', () => {
    expect(backupFileName(new Date(2026, 11, 2, 15, 4, 59).toISOString())).toBe('Jobsight backups/jobsight-backup-2026-12-02-15-04.json');
    const files = [1, 2, 3].map((n) => ({ downloadId: n, at: `2026-12-0${n}T00:00:00.000Z`, name: `f${n}` }));
    expect(pruneFiles(files, 1)).toEqual({ kept: [files[2]], removed: [files[1], files[0]] });
    expect(readBackupState({ files: 'broken' })).toEqual({ files: [] });
  });
});
