import { wrap } from 'idb';

/** Records read per batch: one getAll, then puts that are not awaited one by one. */
export const MIGRATION_BATCH = 500;

/**
 * Passes every value of a store through `step` inside a versionchange transaction, and writes back those
 * it changed (`step` returns the same value for one it leaves alone). Read in batches so that a large store
 * never sits in memory at once.
 */
export async function eachStored(tx: IDBTransaction, storeName: string, step: (value: unknown) => unknown): Promise<void> {
  const store = tx.objectStore(storeName);
  let after: IDBKeyRange | null = null;
  for (;;) {
    const batch: unknown[] = await wrap(store.getAll(after, MIGRATION_BATCH));
    const keys: IDBValidKey[] = await wrap(store.getAllKeys(after, MIGRATION_BATCH));
    const writes: Promise<unknown>[] = [];
    for (const value of batch) {
      const next = step(value);
      if (next !== value) writes.push(wrap(store.put(next)));
    }
    // Issued together, awaited together: the real error of a failed put is reported, not a bare AbortError.
    await Promise.all(writes);
    if (batch.length < MIGRATION_BATCH) break;
    after = IDBKeyRange.lowerBound(keys[keys.length - 1], true);
  }
}
