import { describe, expect, it } from 'vitest';
import { runAutoBackup, type BackupDeps } from '@/lib/background/backups';
import { autoExportDue, backupFileName, DEFAULT_BACKUP_SETTINGS, exportReminderDue, pruneFiles, readBackupState, type BackupSettings, type BackupState } from '@/lib/backups/schedule';

function fakeBrowser(settings: BackupSettings, { allowed = true, exportOk = true } = {}) {
  let state: unknown;
  let next = 1;
  const files = new Map<number, string>();
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
    remove: async (id) => void files.delete(id),
  };
  return { deps, files, state: () => readBackupState(state), at: (iso: string) => void (now = iso) };
}

describe('automatic backups', () => {
  it('saves when due, keeps the newest K files and deletes the older ones', async () => {
    const browser = fakeBrowser({ ...DEFAULT_BACKUP_SETTINGS, autoEveryDays: 1, keep: 2 });
    expect(await runAutoBackup(browser.deps)).toBe('saved');
    // Within the day: not due; the next day (an hour's drift allowed): saved again.
    browser.at('2026-12-01T20:00:00.000Z');
    expect(await runAutoBackup(browser.deps)).toBe('not-due');
    for (const day of ['2026-12-02T02:30:00.000Z', '2026-12-03T03:00:00.000Z']) {
      browser.at(day);
      expect(await runAutoBackup(browser.deps)).toBe('saved');
    }
    expect([...browser.files.values()]).toEqual(['Jobsight backups/jobsight-backup-2026-12-02-02-30.json', 'Jobsight backups/jobsight-backup-2026-12-03-03-00.json']);
    expect(browser.state()).toMatchObject({ lastAutoAt: '2026-12-03T03:00:00.000Z', lastExportAt: '2026-12-03T03:00:00.000Z' });
    expect(browser.state().files.map((f) => f.downloadId)).toEqual([3, 2]);
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
    expect(backupFileName('2026-12-02T15:04:59.123Z')).toBe('Jobsight backups/jobsight-backup-2026-12-02-15-04.json');
    const files = [1, 2, 3].map((n) => ({ downloadId: n, at: `2026-12-0${n}T00:00:00.000Z`, name: `f${n}` }));
    expect(pruneFiles(files, 1)).toEqual({ kept: [files[2]], removed: [files[1], files[0]] });
    expect(readBackupState({ files: 'broken' })).toEqual({ files: [] });
  });
});
