import type { JobsightDatabase } from '../db/open';
import type { StoredPosting } from '../db/schema';
import { MAX_REPORTED, type Conflict } from './format';

/**
 * The database side of export, import and erase. Reads go page by page (getAll with a key range)
 * inside one read transaction, so an export is one consistent picture; an import is written in
 * one readwrite transaction, so it lands whole or not at all.
 */

const PAGE = 1_000;

/** Every stored record, as stored (nothing is dropped for failing today's schema: the file keeps it). */
export async function readAllPostings(db: JobsightDatabase): Promise<StoredPosting[]> {
  const tx = db.transaction('postings', 'readonly');
  const all: StoredPosting[] = [];
  let after: string | undefined;
  for (;;) {
    const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
    const page = await tx.store.getAll(range, PAGE);
    all.push(...page);
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  await tx.done;
  return all;
}

export interface MergeResult {
  inserted: number;
  updated: number;
  unchanged: number;
  conflictCount: number;
  conflicts: Conflict[];
  /** The records written, for whoever keeps derived data current. */
  written: StoredPosting[];
}

/** Structural equality of two JSON-like values, key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  if (left.length !== right.length) return false;
  const rightMap = new Map(right);
  return left.every(([key, value]) => rightMap.has(key) && sameValue(value, rightMap.get(key)));
}

/**
 * Merges imported records by id: a new id is added; a known one is replaced only by a copy
 * updated later (updatedAt), and every id whose two copies differ is listed as a conflict with
 * the copy kept. One readwrite transaction: if any write fails, the transaction aborts and the
 * database is as it was.
 */
export async function mergePostings(db: JobsightDatabase, incoming: readonly StoredPosting[]): Promise<MergeResult> {
  const result: MergeResult = { inserted: 0, updated: 0, unchanged: 0, conflictCount: 0, conflicts: [], written: [] };
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const writes: Promise<unknown>[] = [];
  try {
    // All reads are asked at once; the transaction stays alive while IDB requests are pending.
    const existing = await Promise.all(incoming.map((record) => tx.store.get(record.id)));
    incoming.forEach((record, index) => {
      const current = existing[index];
      if (!current) {
        result.inserted++;
        result.written.push(record);
        writes.push(tx.store.put(record));
        return;
      }
      if (sameValue(current, record)) {
        result.unchanged++;
        return;
      }
      const importedWins = Date.parse(record.updatedAt) > Date.parse(current.updatedAt);
      result.conflictCount++;
      if (result.conflicts.length < MAX_REPORTED) {
        result.conflicts.push({
          id: record.id,
          title: record.posting.title,
          kept: importedWins ? 'imported' : 'existing',
          existingUpdatedAt: String(current.updatedAt).slice(0, 40),
          importedUpdatedAt: record.updatedAt,
        });
      }
      if (importedWins) {
        result.updated++;
        result.written.push(record);
        writes.push(tx.store.put(record));
      } else {
        result.unchanged++;
      }
    });
    await Promise.all(writes);
    await tx.done;
  } catch (error) {
    // A put that throws synchronously leaves the transaction open: abort it so nothing is kept.
    for (const write of writes) write.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // Already aborted or finished.
    }
    await tx.done.catch(() => undefined);
    throw error;
  }
  return result;
}

/** Deletes every posting, in one transaction. */
export async function erasePostings(db: JobsightDatabase): Promise<number> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const count = await tx.store.count();
  await tx.store.clear();
  await tx.done;
  return count;
}
