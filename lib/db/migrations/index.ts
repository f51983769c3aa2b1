import type { StoredPosting } from '../schema';
import type { Migration } from './types';

export type { Migration } from './types';

const modules = import.meta.glob<{ migration: Migration }>('./v*.ts', { eager: true });

/** Every migration, in version order; the newest version is the database's version. */
export const migrations: readonly Migration[] = Object.values(modules)
  .map((mod) => mod.migration)
  .sort((a, b) => a.version - b.version);

export const DB_VERSION = migrations.reduce((max, m) => Math.max(max, m.version), 0);

/** The versions must run 1, 2, 3... with no gap and no repeat. */
export function checkMigrationChain(list: readonly Migration[] = migrations): void {
  list.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration chain broken at position ${i + 1}: found version ${m.version}`);
  });
}

/**
 * A posting record written at `fromVersion` (a snapshot, an older export)
 * brought to today's schema by each later migration's per-record step; records already up to date
 * come back unchanged, so applying it to any record is safe.
 */
export function upToDate(record: StoredPosting, fromVersion = 0, list: readonly Migration[] = migrations): StoredPosting {
  return list.reduce((current, migration) => (migration.version > fromVersion && migration.upgradeRecord ? migration.upgradeRecord(current) : current), record);
}
