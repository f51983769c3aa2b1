import { unwrap } from 'idb';
import { backupName, readSnapshot, readSnapshotInfo, writeSnapshot, type SnapshotInfo, type SnapshotReason } from '../db/backup';
import { DB_VERSION, upToDate } from '../db/migrations';
import type { JobsightDatabase } from '../db/open';
import { allOrNothing, readAllPostings } from '../export/store';
import { readProfile } from '../profile';
import type { Reply } from '../messages';
import { readSettings } from '../settings';
import type { DataDeps } from './data';

/**
 * The automatic snapshot before an import (the one before a migration is
 * taken by lib/db/open.ts), its summary for the options page, and restoring it.
 */

/** Everything an import could change: every posting as stored, and the settings and profile. */
export async function takeSnapshot(
  db: JobsightDatabase,
  reason: SnapshotReason,
  deps: Pick<DataDeps, 'now' | 'prefs'>,
): Promise<SnapshotInfo> {
  const [postings, prefs] = await Promise.all([readAllPostings(db), deps.prefs.read()]);
  const snapshot = {
    takenAt: deps.now(),
    reason,
    schemaVersion: db.version,
    count: postings.length,
    hasSettings: prefs.settings !== undefined,
    hasProfile: prefs.profile !== undefined,
    postings,
    ...(prefs.settings !== undefined ? { settings: prefs.settings } : {}),
    ...(prefs.profile !== undefined ? { profile: prefs.profile } : {}),
  };
  await writeSnapshot(backupName(db.name), snapshot);
  const { takenAt, schemaVersion, count, hasSettings, hasProfile } = snapshot;
  return { takenAt, reason, schemaVersion, count, hasSettings, hasProfile };
}

export async function backupInfo(deps: Pick<DataDeps, 'db'>): Promise<Reply> {
  const db = await deps.db();
  return { ok: true, backup: (await readSnapshotInfo(backupName(db.name))) ?? null };
}

/** Replaces every posting with these, in one strict transaction: all of them or, on any failure, none. */
async function replaceAll(db: JobsightDatabase, records: readonly unknown[]): Promise<void> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const store = unwrap(tx.store) as IDBObjectStore;
  await allOrNothing(tx, () => {
    store.clear();
    // One request each, none awaited on its own: a failed put aborts the transaction.
    for (const record of records) store.put(record);
  });
}

/**
 * Puts the last snapshot back: its postings replace the current ones (brought up to today's schema
 * when the snapshot is older), its settings and profile replace the current ones when it has them.
 * What was here just before becomes the new snapshot, so a restore is itself undone by restoring again.
 * That undo is written first: when it cannot be kept (a full disk), nothing is restored; when the
 * restore itself then fails, the snapshot it tried is written back.
 */
export async function restoreBackup(deps: DataDeps): Promise<Reply> {
  const db = await deps.db();
  const name = backupName(db.name);
  const snapshot = await readSnapshot(name);
  if (!snapshot) return { ok: false, error: 'no-backup' };
  if (snapshot.schemaVersion > DB_VERSION) return { ok: false, error: 'newer-schema' };
  const [current, prefs] = await Promise.all([readAllPostings(db), deps.prefs.read()]);
  const records = snapshot.postings.map((record) => upToDate(record, snapshot.schemaVersion));
  await writeSnapshot(name, {
    takenAt: deps.now(),
    reason: 'restore',
    schemaVersion: db.version,
    count: current.length,
    hasSettings: prefs.settings !== undefined,
    hasProfile: prefs.profile !== undefined,
    postings: current,
    ...(prefs.settings !== undefined ? { settings: prefs.settings } : {}),
    ...(prefs.profile !== undefined ? { profile: prefs.profile } : {}),
  });
  try {
    await replaceAll(db, records);
  } catch (error) {
    await writeSnapshot(name, snapshot).catch(() => undefined);
    throw error;
  }
  const restoredPrefs = {
    ...(snapshot.settings !== undefined ? { settings: readSettings(snapshot.settings) } : {}),
    ...(snapshot.profile !== undefined ? { profile: readProfile(snapshot.profile) } : {}),
  };
  if (restoredPrefs.settings || restoredPrefs.profile) await deps.prefs.write(restoredPrefs);
  deps.reset?.();
  return { ok: true, count: records.length, backup: (await readSnapshotInfo(backupName(db.name))) ?? null };
}
