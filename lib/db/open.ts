import { openDB, unwrap, type IDBPDatabase } from 'idb';
import { backupName, readPostingsAsStored, writeSnapshot } from './backup';
import { DB_VERSION, checkMigrationChain, migrations } from './migrations';
import { DB_NAME, type JobsightDB } from './schema';

export type JobsightDatabase = IDBPDatabase<JobsightDB>;

/** What an open that upgraded the schema did, for the background to record. */
export interface UpgradeInfo {
  from: number;
  to: number;
  /** The migrations that ran, in order: a fresh install runs every one (on an empty store), an upgrade only the newer ones. */
  ran: number[];
  /** Time inside the versionchange transaction, from the first migration to the commit. */
  upgradeMs: number;
  /** The automatic snapshot taken before the upgrade (absent for a fresh install or an empty store). */
  snapshot?: { count: number; ms: number } | { error: string };
}

export interface OpenOptions {
  name?: string;
  version?: number;
  /** Another connection (an old extension page) holds the database and has not closed yet. */
  onBlocked?: () => void;
  /** A newer version wants to upgrade: this connection has been closed to let it. */
  onVersionChange?: () => void;
  factory?: IDBFactory;
  /** How long an upgrade may stay blocked by another connection before the open gives up with BlockedUpgradeError. */
  blockedTimeoutMs?: number;
  /**
   * The open that timed out finished after all (the other connection closed): it is handed here. Without
   * this, it is closed at once; the upgrade it ran stays done.
   */
  onLate?: (outcome: { db: JobsightDatabase } | { error: unknown }) => void;
  /** A schema upgrade starts (old version 0 is a fresh install): pages may say "updating". */
  onUpgradeStart?: (from: number, to: number) => void;
  onUpgraded?: (info: UpgradeInfo) => void;
  /** Where the snapshot before an upgrade goes (`<name>-backup` unless told); false takes none. */
  backup?: string | false;
}

export class BlockedUpgradeError extends Error {
  constructor() {
    super('The Jobsight database is held open by an older window. Close other Jobsight tabs and try again.');
    this.name = 'BlockedUpgradeError';
  }
}

/** Chromium answers an upgrade held up by an open connection with a `blocked` event and then nothing: give up after this. */
const BLOCKED_TIMEOUT_MS = 4_000;

/**
 * The version a database is at, without creating it: opening without a version would create an
 * empty version-1 database, which the real open would then take for a migrated one.
 */
async function storedVersion(name: string): Promise<number> {
  if (typeof indexedDB.databases !== 'function') return 0;
  const found = (await indexedDB.databases()).find((info) => info.name === name);
  return found?.version ?? 0;
}

/**
 * Before a migration, the records as they are (docs/reliability.md §2.8): read at the stored version,
 * with no upgrade, then written to the backup database. A failed snapshot does not stop the
 * migration, which is all-or-nothing in itself; it is reported.
 */
async function snapshotBeforeUpgrade(name: string, target: string, fromVersion: number): Promise<UpgradeInfo['snapshot']> {
  const started = performance.now();
  try {
    const current = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      // The database vanished in between: this open creates it, and the real open will see a fresh install.
      request.onupgradeneeded = () => request.transaction?.abort();
    });
    let postings;
    try {
      postings = await readPostingsAsStored(current);
    } finally {
      current.close();
    }
    if (postings.length === 0) return undefined;
    await writeSnapshot(target, {
      takenAt: new Date().toISOString(),
      reason: 'migration',
      schemaVersion: fromVersion,
      count: postings.length,
      hasSettings: false,
      hasProfile: false,
      postings,
    });
    return { count: postings.length, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'failed' };
  }
}

/**
 * Opens the database, running each migration the stored version has not had yet. A fresh install
 * runs them all in order inside one versionchange transaction, on an empty store (v002's batch loop
 * reads nothing); an up-to-date one runs none; an older one runs the newer ones only, after a snapshot.
 *
 * An upgrade another connection holds up fails with BlockedUpgradeError after `blockedTimeoutMs`
 * instead of hanging; the request itself stays queued and finishes when that connection closes.
 */
export async function openJobsightDb(options: OpenOptions = {}): Promise<JobsightDatabase> {
  checkMigrationChain();
  const name = options.name ?? DB_NAME;
  const version = options.version ?? DB_VERSION;
  const before = options.backup === false ? 0 : await storedVersion(name);
  const snapshot =
    before > 0 && before < version ? await snapshotBeforeUpgrade(name, options.backup || backupName(name), before) : undefined;

  let upgrade: UpgradeInfo | undefined;
  let upgradeStarted = 0;
  let startBlockedTimer = () => {};
  let stopBlockedTimer = () => {};
  const opening = openDB<JobsightDB>(name, version, {
    async upgrade(database, oldVersion, newVersion, tx) {
      // No longer blocked: a long migration is not a blocked upgrade.
      stopBlockedTimer();
      upgradeStarted = performance.now();
      const to = newVersion ?? version;
      options.onUpgradeStart?.(oldVersion, to);
      upgrade = { from: oldVersion, to, ran: [], upgradeMs: 0, ...(snapshot ? { snapshot } : {}) };
      for (const migration of migrations) {
        if (migration.version > oldVersion && migration.version <= to) {
          upgrade.ran.push(migration.version);
          await migration.upgrade(unwrap(database), unwrap(tx));
        }
      }
      // The commit is part of the cost: measured when the open succeeds.
    },
    blocked() {
      options.onBlocked?.();
      startBlockedTimer();
    },
    blocking(_current, _wanted, event) {
      // Never stand in the way of a newer version: close now, inside the event, and let the caller reopen.
      (event.target as IDBDatabase).close();
      options.onVersionChange?.();
    },
    terminated() {
      options.onVersionChange?.();
    },
  });

  return new Promise<JobsightDatabase>((resolve, reject) => {
    let gaveUp = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    startBlockedTimer = () => {
      timer ??= setTimeout(() => {
        gaveUp = true;
        reject(new BlockedUpgradeError());
      }, options.blockedTimeoutMs ?? BLOCKED_TIMEOUT_MS);
    };
    stopBlockedTimer = () => clearTimeout(timer);
    opening.then(
      (db) => {
        clearTimeout(timer);
        if (upgrade) {
          upgrade.upgradeMs = Math.round(performance.now() - upgradeStarted);
          options.onUpgraded?.(upgrade);
        }
        if (!gaveUp) resolve(db);
        else if (options.onLate) options.onLate({ db });
        else db.close();
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!gaveUp) reject(error);
        else options.onLate?.({ error });
      },
    );
  });
}
