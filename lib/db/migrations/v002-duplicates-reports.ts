import { companyCore } from '../../dedupe';
import type { StoredPosting } from '../schema';
import type { Migration } from './types';

/** Records read per batch: one getAll, then puts that are not awaited one by one. */
export const MIGRATION_BATCH = 500;

/**
 * Version 2: every posting gets `duplicates` (the ids of the same role seen on other sites, filled
 * from then on when a posting is recorded) and `companyCore` with its index `byCompanyCore` (where
 * duplicate candidates are looked up), and a `reports` store keeps the user's bad-read reports.
 * Safe to run on data that already has any of them: a record that has the fields keeps them, a store
 * or index is created only when missing.
 */
/** A record that fails today's schema is still migrated (never dropped): its flat key stands in for the name. */
function companyName(record: StoredPosting): string {
  const loose = record as { posting?: { company?: { name?: unknown } }; company?: unknown };
  const name = loose.posting?.company?.name ?? loose.company;
  return typeof name === 'string' ? name : '';
}

/** The fields version 2 adds, filled on one record; a record that has them is returned unchanged. */
export function upgradeRecord(record: StoredPosting): StoredPosting {
  if (Array.isArray(record.duplicates) && typeof record.companyCore === 'string') return record;
  return { ...record, companyCore: record.companyCore ?? companyCore(companyName(record)), duplicates: record.duplicates ?? [] };
}

export const migration: Migration = {
  version: 2,
  description: 'duplicates and companyCore (indexed) on every posting; reports store for bad-read reports',
  async upgrade(db, tx) {
    if (!db.objectStoreNames.contains('reports')) {
      const reports = db.createObjectStore('reports', { keyPath: 'id' });
      reports.createIndex('byCapturedAt', 'capturedAt');
    }
    const store = tx.objectStore('postings');
    if (!store.indexNames.contains('byCompanyCore')) store.createIndex('byCompanyCore', 'companyCore');
    let after: IDBKeyRange | null = null;
    for (;;) {
      // Read in batches so that a large store never sits in memory at once.
      const batch: StoredPosting[] = await store.getAll(after, MIGRATION_BATCH);
      const writes: Promise<unknown>[] = [];
      for (const record of batch) {
        const upgraded = upgradeRecord(record);
        if (upgraded !== record) writes.push(store.put(upgraded));
      }
      // Issued together, awaited together: the real error of a failed put is reported, not a bare AbortError.
      await Promise.all(writes);
      if (batch.length < MIGRATION_BATCH) break;
      after = IDBKeyRange.lowerBound(batch[batch.length - 1]!.id, true);
    }
  },
  upgradeRecord,
};
