import { StoredPosting } from '../schema';
import type { AnyMigration } from './types';

export type { Migration } from './types';

/*
 * A new schema version N takes four pieces. records/vN.ts: the record shape at N, written out whole
 * (records/v(N-1).ts then never changes again). vNNN-<what>.ts: a Migration<PostingV(N-1), PostingVN>,
 * with upgradeRecord the typed step, upgradeStored checking a stored value against PostingV(N-1) before
 * it (and carrying a refused one forward), and upgrade running that over the store (batches.ts).
 * tests/fixtures/db/vN.json: records written by hand as version N stores them. tests/unit/db-migration.test.ts:
 * the step in CHAIN, with its type line, and what it adds in ADDED.
 */

const modules = import.meta.glob<{ migration: AnyMigration }>('./v*.ts', { eager: true });

/** Every migration, in version order; the newest version is the database's version. */
export const migrations: readonly AnyMigration[] = Object.values(modules)
  .map((mod) => mod.migration)
  .sort((a, b) => a.version - b.version);

export const DB_VERSION = migrations.reduce((max, m) => Math.max(max, m.version), 0);

/** The versions must run 1, 2, 3... with no gap and no repeat. */
export function checkMigrationChain(list: readonly AnyMigration[] = migrations): void {
  list.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration chain broken at position ${i + 1}: found version ${m.version}`);
  });
}

const isCurrent = (value: unknown): value is StoredPosting => StoredPosting.safeParse(value).success;

/**
 * A posting record written at `fromVersion` (a snapshot, an older export) brought to today's schema by each
 * later migration's per-record step; a record already up to date comes back as it is, so applying it to any
 * record is safe. A record that even so does not pass today's schema (a damaged one, which the repository
 * hides) also comes back as it was: it is kept, and every later migration of the store carries it forward.
 */
export function upToDate<R>(record: R, fromVersion = 0, list: readonly AnyMigration[] = migrations): StoredPosting | R {
  const upgraded = list.reduce<unknown>(
    (current, migration) => (migration.version > fromVersion && migration.upgradeStored ? migration.upgradeStored(current) : current),
    record,
  );
  return upgraded !== record && isCurrent(upgraded) ? upgraded : record;
}
