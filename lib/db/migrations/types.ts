import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { JobsightDB, StoredPosting } from '../schema';

export interface Migration {
  /** The database version this migration brings the schema to. */
  version: number;
  description: string;
  /**
   * Runs inside the versionchange transaction. Read in batches (getAll), write without awaiting
   * each put: an await on anything but this transaction's requests would commit it early.
   */
  upgrade(
    db: IDBPDatabase<JobsightDB>,
    tx: IDBPTransaction<JobsightDB, StoreNames<JobsightDB>[], 'versionchange'>,
  ): void | Promise<void>;
  /**
   * Brings one posting record written before this version up to it, as
   * `upgrade` does in the store. Used for records that come back from outside the database (an
   * automatic snapshot, an older export file); must leave a record that already has the fields as it is.
   */
  upgradeRecord?(record: StoredPosting): StoredPosting;
}
