import { openDB, type IDBPDatabase } from 'idb';
import { DB_VERSION, checkMigrationChain, migrations } from './migrations';
import { DB_NAME, type JobsightDB } from './schema';

export type JobsightDatabase = IDBPDatabase<JobsightDB>;

export interface OpenOptions {
  name?: string;
  version?: number;
  /** Another connection (an old extension page) holds the database and has not closed yet. */
  onBlocked?: () => void;
  /** A newer version wants to upgrade: this connection has been closed to let it. */
  onVersionChange?: () => void;
  factory?: IDBFactory;
}

export class BlockedUpgradeError extends Error {
  constructor() {
    super('The Jobsight database is held open by an older window. Close other Jobsight tabs and try again.');
    this.name = 'BlockedUpgradeError';
  }
}

/**
 * Opens the database, running each migration the stored version has not had yet. A fresh install
 * runs them all in order inside one versionchange transaction; an up-to-date one runs none.
 */
export async function openJobsightDb(options: OpenOptions = {}): Promise<JobsightDatabase> {
  checkMigrationChain();
  const version = options.version ?? DB_VERSION;
  const db = await openDB<JobsightDB>(options.name ?? DB_NAME, version, {
    async upgrade(database, oldVersion, newVersion, tx) {
      for (const migration of migrations) {
        if (migration.version > oldVersion && migration.version <= (newVersion ?? version)) {
          await migration.upgrade(database, tx);
        }
      }
    },
    blocked() {
      options.onBlocked?.();
    },
    blocking() {
      // Never stand in the way of a newer version: close, and let the caller reopen.
      db.close();
      options.onVersionChange?.();
    },
    terminated() {
      options.onVersionChange?.();
    },
  });
  return db;
}
