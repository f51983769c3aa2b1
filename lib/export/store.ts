import { unwrap } from 'idb';
import type { JobsightDatabase } from '../db/open';
import type { StoredPosting } from '../db/schema';
import { MAX_REPORTED, type Conflict } from './format';

/**
 * The database side of export, import and erase. Reads go page by page (getAll with a key range)
 * inside one read transaction, so an export is one consistent picture; an import is written in
 * one readwrite transaction, so it lands whole or not at all.
 */

const PAGE = 1_000;
/** Above this many known ids, an import reads the whole store at once rather than id by id. */
const BULK_READ = 1_000;

/**
 * Runs the writes of one readwrite transaction and waits for its commit: all of them or, on any
 * failure, none. A failed put aborts the transaction and its commit rejects; a put that throws at once
 * (a value IndexedDB cannot store) leaves it open, so it is aborted here.
 */
export async function allOrNothing<T>(tx: { abort(): void; done: Promise<void> }, write: () => Promise<T> | T): Promise<T> {
  try {
    const result = await write();
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already aborted or finished.
    }
    await tx.done.catch(() => undefined);
    throw error;
  }
}

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

interface MergeResult {
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

/** The results of many requests of one transaction, without a promise for each (they add a third to a bulk import). */
function settled<T>(requests: readonly IDBRequest<T>[]): Promise<T[]> {
  return new Promise((resolve, reject) => {
    let pending = requests.length;
    if (pending === 0) resolve([]);
    for (const request of requests) {
      request.onsuccess = () => {
        if (--pending === 0) resolve(requests.map((r) => r.result));
      };
      request.onerror = () => reject(request.error);
    }
  });
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
  const store = unwrap(tx.store) as IDBObjectStore;
  await allOrNothing(tx, async () => {
    // Which ids are here already: one request for the keys, then reads of those records only.
    const known = new Set((await settled([store.getAllKeys()]))[0] as string[]);
    const overlapping = incoming.filter((record) => known.has(record.id));
    const current = new Map<string, StoredPosting>();
    if (overlapping.length > BULK_READ) {
      // Most of the file is here already (a second import): one read of everything beats a read per id.
      for (const record of (await settled([store.getAll() as IDBRequest<StoredPosting[]>]))[0]!) current.set(record.id, record);
    } else {
      (await settled(overlapping.map((record) => store.get(record.id) as IDBRequest<StoredPosting | undefined>))).forEach((record, i) => {
        if (record) current.set(overlapping[i]!.id, record);
      });
    }
    for (const record of incoming) {
      const existing = current.get(record.id);
      if (!existing) {
        result.inserted++;
        result.written.push(record);
        store.put(record);
        continue;
      }
      if (sameValue(existing, record)) {
        result.unchanged++;
        continue;
      }
      const importedWins = Date.parse(record.updatedAt) > Date.parse(existing.updatedAt);
      result.conflictCount++;
      if (result.conflicts.length < MAX_REPORTED) {
        result.conflicts.push({
          id: record.id,
          title: record.posting.title,
          kept: importedWins ? 'imported' : 'existing',
          existingUpdatedAt: String(existing.updatedAt).slice(0, 40),
          importedUpdatedAt: record.updatedAt,
        });
      }
      if (importedWins) {
        result.updated++;
        result.written.push(record);
        store.put(record);
      } else {
        result.unchanged++;
      }
    }
  });
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
