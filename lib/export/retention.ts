import type { JobsightDatabase } from '../db/open';
import type { Settings } from '../settings';

/**
 * How long postings the user only looked at are kept (settings.rememberViewed, viewedDays).
 * Saved, applied... postings are never touched: only records whose status is still "viewed".
 * With "remember viewed" off, a viewed posting lives only while a tab shows it.
 */

const DAY_MS = 86_400_000;
const DELETE_BATCH = 500;

interface PruneOptions {
  now: string;
  /** Ids that an open tab shows right now: kept whatever their age. */
  keep?: ReadonlySet<string>;
}

/** The last-seen time before which a viewed posting goes, or null when none goes. */
export function viewedCutoff(settings: Pick<Settings, 'rememberViewed' | 'viewedDays'>, now: string): string {
  return settings.rememberViewed ? new Date(Date.parse(now) - settings.viewedDays * DAY_MS).toISOString() : now;
}

/**
 * Deletes viewed-but-not-saved postings last seen before the cutoff. The candidates are found by
 * walking the last-seen index up to the cutoff (a read transaction), then deleted in batches, each
 * batch its own short transaction that checks each record again (it may have been saved meanwhile).
 */
export async function pruneViewed(
  db: JobsightDatabase,
  settings: Pick<Settings, 'rememberViewed' | 'viewedDays'>,
  options: PruneOptions,
): Promise<number> {
  const cutoff = viewedCutoff(settings, options.now);
  const candidates: string[] = [];
  const read = db.transaction('postings', 'readonly');
  let cursor = await read.store.index('byLastSeen').openCursor(IDBKeyRange.upperBound(cutoff, true));
  while (cursor) {
    const record = cursor.value;
    if (record.status === 'viewed' && record.savedAt === null && !options.keep?.has(record.id)) candidates.push(record.id);
    cursor = await cursor.continue();
  }
  await read.done;

  let deleted = 0;
  for (let start = 0; start < candidates.length; start += DELETE_BATCH) {
    const tx = db.transaction('postings', 'readwrite');
    const batch = candidates.slice(start, start + DELETE_BATCH);
    const current = await Promise.all(batch.map((id) => tx.store.get(id)));
    const removals = batch.filter((id, i) => {
      const record = current[i];
      return (
        record !== undefined && record.status === 'viewed' && record.savedAt === null && Date.parse(record.lastSeenAt) < Date.parse(cutoff)
      );
    });
    await Promise.all(removals.map((id) => tx.store.delete(id)));
    await tx.done;
    deleted += removals.length;
  }
  return deleted;
}
