import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import type { StoredPosting } from '@/lib/db/schema';
import { pruneViewed, viewedCutoff } from '@/lib/export/retention';
import { readAllPostings } from '@/lib/export/store';
import { sampleRecord } from '../support/records';

const NOW = '2026-11-29T10:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

function seenAt(record: StoredPosting, at: string): StoredPosting {
  return { ...record, lastSeenAt: at, posting: { ...record.posting, lastSeenAt: at } };
}

let db: JobsightDatabase;
let name = '';
beforeEach(async () => {
  name = `retention-${Math.random().toString(36).slice(2)}`;
  db = await openJobsightDb({ name });
});
afterEach(async () => {
  db.close();
  await deleteDB(name);
});

async function seed(): Promise<void> {
  const tx = db.transaction('postings', 'readwrite');
  const records = [
    seenAt(sampleRecord('linkedin', '1', { status: 'viewed' }), daysAgo(200)),
    seenAt(sampleRecord('linkedin', '2', { status: 'viewed' }), daysAgo(91)),
    seenAt(sampleRecord('linkedin', '3', { status: 'viewed' }), daysAgo(10)),
    seenAt(sampleRecord('linkedin', '4', { status: 'saved' }), daysAgo(400)),
    seenAt(sampleRecord('linkedin', '5', { status: 'applied' }), daysAgo(400)),
    seenAt(sampleRecord('linkedin', '6', { status: 'viewed' }), daysAgo(300)),
  ];
  for (const record of records) void tx.store.put(record);
  await tx.done;
}

const ids = async () => (await readAllPostings(db)).map((r) => r.id);

describe('retention of viewed postings', () => {
  it('deletes viewed postings older than the setting, never saved or applied ones, nor one a tab shows', async () => {
    await seed();
    const removed = await pruneViewed(db, { rememberViewed: true, viewedDays: 90 }, { now: NOW, keep: new Set(['linkedin:6']) });
    expect(removed).toBe(2);
    expect(await ids()).toEqual(['linkedin:3', 'linkedin:4', 'linkedin:5', 'linkedin:6']);
  });

  it('keeps no viewed posting when remembering is off, except those open in a tab', async () => {
    await seed();
    await pruneViewed(db, { rememberViewed: false, viewedDays: 90 }, { now: NOW, keep: new Set(['linkedin:3']) });
    expect(await ids()).toEqual(['linkedin:3', 'linkedin:4', 'linkedin:5']);
  });

  it('works through thousands in batches', async () => {
    const tx = db.transaction('postings', 'readwrite');
    for (let i = 0; i < 2_100; i++)
      void tx.store.put(
        seenAt(sampleRecord('linkedin', String(100_000 + i), { status: i % 3 === 0 ? 'saved' : 'viewed' }), daysAgo(100 + (i % 5))),
      );
    await tx.done;
    expect(await pruneViewed(db, { rememberViewed: true, viewedDays: 30 }, { now: NOW })).toBe(1_400);
    expect(await db.count('postings')).toBe(700);
  });

  it('computes the cutoff from the setting', () => {
    expect(viewedCutoff({ rememberViewed: true, viewedDays: 1 }, NOW)).toBe('2026-11-28T10:00:00.000Z');
    expect(viewedCutoff({ rememberViewed: false, viewedDays: 90 }, NOW)).toBe(NOW);
  });
});
