import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The automatic snapshot taken before a schema migration or an import
 * (docs/reliability.md §2.8). It lives in a database of its own, `<name>-backup`, so that
 * a migration of the main database never touches it and a failed one leaves it to restore from.
 * Only the last snapshot is kept: its summary and its records under two keys, written in one
 * transaction, so the options page can show the summary without reading the records.
 *
 * The connection is opened for each operation and closed at once: the backup never holds a
 * connection that could stand in the way of anything.
 */

const BACKUP_SUFFIX = '-backup';
export type SnapshotReason = 'migration' | 'import' | 'restore';

export interface SnapshotInfo {
  takenAt: string;
  reason: SnapshotReason;
  /** The main database's version the records were written at (older records are brought up to date on restore). */
  schemaVersion: number;
  count: number;
  hasSettings: boolean;
  hasProfile: boolean;
}

interface Snapshot extends SnapshotInfo {
  /** The records as they were stored at `schemaVersion`: checked and brought up to date only on restore. */
  postings: unknown[];
  settings?: unknown;
  profile?: unknown;
}

interface MetaRecord extends SnapshotInfo {
  key: 'last-meta';
}
interface DataRecord {
  key: 'last-data';
  postings: unknown[];
  settings?: unknown;
  profile?: unknown;
}

interface BackupDB extends DBSchema {
  snapshots: { key: string; value: MetaRecord | DataRecord };
}

export function backupName(mainName: string): string {
  return `${mainName}${BACKUP_SUFFIX}`;
}

async function withBackup<T>(name: string, use: (db: IDBPDatabase<BackupDB>) => Promise<T>): Promise<T> {
  const db = await openDB<BackupDB>(name, 1, {
    upgrade: (database) => void database.createObjectStore('snapshots', { keyPath: 'key' }),
    blocking: () => db.close(),
  });
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/** Reading never creates the backup database: a profile that never had a snapshot keeps none. */
async function exists(name: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((info) => info.name === name);
}

/** Replaces the last snapshot with this one, summary and records together or not at all. */
export async function writeSnapshot(name: string, snapshot: Snapshot): Promise<void> {
  const { postings, settings, profile, ...info } = snapshot;
  await withBackup(name, async (db) => {
    const tx = db.transaction('snapshots', 'readwrite', { durability: 'strict' });
    const meta: MetaRecord = {
      key: 'last-meta',
      ...info,
      count: postings.length,
      hasSettings: settings !== undefined,
      hasProfile: profile !== undefined,
    };
    const data: DataRecord = {
      key: 'last-data',
      postings,
      ...(settings !== undefined ? { settings } : {}),
      ...(profile !== undefined ? { profile } : {}),
    };
    await Promise.all([tx.store.put(meta), tx.store.put(data)]);
    await tx.done;
  });
}

function infoOf(meta: MetaRecord | DataRecord | undefined): SnapshotInfo | undefined {
  if (!meta || meta.key !== 'last-meta') return undefined;
  const { takenAt, reason, schemaVersion, count, hasSettings, hasProfile } = meta;
  return { takenAt, reason, schemaVersion, count, hasSettings, hasProfile };
}

/** Forgets the snapshot (erase everything; a snapshot that could not be renewed must not pass for the latest). */
export async function deleteSnapshot(name: string): Promise<void> {
  if (!(await exists(name))) return;
  await withBackup(name, async (db) => {
    const tx = db.transaction('snapshots', 'readwrite', { durability: 'strict' });
    await tx.store.clear();
    await tx.done;
  });
}

/** The last snapshot's summary, without its records. */
export async function readSnapshotInfo(name: string): Promise<SnapshotInfo | undefined> {
  if (!(await exists(name))) return undefined;
  return withBackup(name, async (db) => infoOf(await db.get('snapshots', 'last-meta')));
}

export async function readSnapshot(name: string): Promise<Snapshot | undefined> {
  if (!(await exists(name))) return undefined;
  return withBackup(name, async (db) => {
    const tx = db.transaction('snapshots');
    const [meta, data] = await Promise.all([tx.store.get('last-meta'), tx.store.get('last-data')]);
    const info = infoOf(meta);
    if (!info || !data || data.key !== 'last-data') return undefined;
    return {
      ...info,
      postings: data.postings,
      ...(data.settings !== undefined ? { settings: data.settings } : {}),
      ...(data.profile !== undefined ? { profile: data.profile } : {}),
    };
  });
}

/**
 * Every posting of a database as it stands at its current version, read without upgrading it
 * (the open asks for no version), page by page in one read transaction.
 */
export async function readPostingsAsStored(db: IDBDatabase): Promise<unknown[]> {
  if (!db.objectStoreNames.contains('postings')) return [];
  const store = db.transaction('postings', 'readonly').objectStore('postings');
  const read = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const all: unknown[] = [];
  let after: IDBKeyRange | null = null;
  for (;;) {
    // The keys beside the values: a record of an older version is not typed, its key is.
    const [keys, page] = await Promise.all([read(store.getAllKeys(after, 1_000)), read(store.getAll(after, 1_000))]);
    all.push(...page);
    if (page.length < 1_000) return all;
    after = IDBKeyRange.lowerBound(keys[keys.length - 1], true);
  }
}
