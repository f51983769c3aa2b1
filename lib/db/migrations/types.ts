import type * as z from 'zod/mini';

/**
 * One step of the schema. `In` is the record shape of the version before and `Out` this version's, both
 * frozen in records/ (never the live lib/db/schema.ts, which moves on while an old step must keep meaning
 * what it meant). tests/unit/db-migration.test.ts checks that each step's `Out` is the next one's `In` and
 * that the newest `Out` is today's StoredPosting.
 */
export interface Migration<In, Out> {
  /** The database version this migration brings the schema to. */
  version: number;
  description: string;
  /** The shape of a posting record in a database at this version. */
  record: z.ZodMiniType<Out>;
  /**
   * Runs inside the versionchange transaction, on the plain IndexedDB objects: the stores are those of
   * the versions before, not today's typed schema, and their values are read as unknown. Read in batches,
   * write without awaiting each put (batches.ts): an await on anything but this transaction's requests
   * commits it early.
   */
  upgrade(db: IDBDatabase, tx: IDBTransaction): void | Promise<void>;
  /** One well-formed record of the version before, brought to this version. */
  upgradeRecord?(record: In): Out;
  /**
   * Any stored value of the version before, as `upgrade` leaves it: checked against the frozen shape it
   * should have, upgraded with `upgradeRecord` when it has it, carried forward otherwise (a record is never
   * dropped). Returns the same value when there is nothing to do, so it is safe to apply twice.
   */
  upgradeStored?(value: unknown): unknown;
}

/** A migration whose record types are forgotten: the list of all of them, which only ever calls upgradeStored. */
export type AnyMigration = Migration<never, unknown>;
