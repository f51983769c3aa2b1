import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations, DB_VERSION, checkMigrationChain } from '@/lib/db/migrations';
import { openJobsightDb } from '@/lib/db/open';
import {
  deletePosting,
  getPosting,
  listSaved,
  recordSeen,
  restorePosting,
  savePosting,
  setChecklistItem,
  setNotes,
  setStatus,
  unsavePosting,
} from '@/lib/db/repository';
import { companyKey } from '@/lib/db/schema';
import { samplePosting } from '../support/sample';

let name = '';
afterEach(async () => {
  if (name) await deleteDB(name);
});

async function freshDb() {
  name = `jobsight-test-${Math.random().toString(36).slice(2)}`;
  return openJobsightDb({ name });
}

describe('database', () => {
  it('has a contiguous migration chain starting at 1', () => {
    expect(() => checkMigrationChain()).not.toThrow();
    expect(migrations[0]!.version).toBe(1);
    expect(DB_VERSION).toBe(migrations.length);
    expect(() => checkMigrationChain([migrations[0]!, { ...migrations[0]!, version: 3 }])).toThrow(/broken/);
  });

  it('creates the postings store with its indexes on a fresh install', async () => {
    const db = await freshDb();
    expect(db.version).toBe(DB_VERSION);
    const store = db.transaction('postings').store;
    expect(store.keyPath).toBe('id');
    expect([...store.indexNames].sort()).toEqual(['byCompany', 'byCompanyCore', 'byLastSeen', 'bySavedAt', 'bySite', 'byStatus']);
    db.close();
  });

  it('records a posting as seen, keeps the first sighting and what the user added', async () => {
    const db = await freshDb();
    const first = await recordSeen(db, samplePosting({ lastSeenAt: '2026-11-01T10:00:00.000Z', firstSeenAt: '2026-11-01T10:00:00.000Z' }));
    expect(first.status).toBe('viewed');
    expect(first.savedAt).toBeNull();
    await savePosting(db, first.id, '2026-11-01T10:05:00.000Z');
    await setNotes(db, first.id, 'Ask about on-call', '2026-11-01T10:06:00.000Z');
    await setChecklistItem(db, first.id, 'quantify-latency', true, '2026-11-01T10:07:00.000Z');
    const again = await recordSeen(
      db,
      samplePosting({
        title: 'Senior Backend Engineer (updated)',
        lastSeenAt: '2026-11-03T09:00:00.000Z',
        firstSeenAt: '2026-11-03T09:00:00.000Z',
      }),
    );
    expect(again.posting.title).toBe('Senior Backend Engineer (updated)');
    expect(again.posting.firstSeenAt).toBe('2026-11-01T10:00:00.000Z');
    expect(again.posting.lastSeenAt).toBe('2026-11-03T09:00:00.000Z');
    expect(again.status).toBe('saved');
    expect(again.notes).toBe('Ask about on-call');
    expect(again.checklist).toEqual(['quantify-latency']);
    db.close();
  });

  it('lists saved postings newest first and not the merely viewed ones', async () => {
    const db = await freshDb();
    for (let i = 0; i < 5; i++)
      await recordSeen(
        db,
        samplePosting({
          id: `greenhouse:${100 + i}`,
          source: { site: 'greenhouse', externalId: `${100 + i}`, adapter: 'greenhouse', fieldsFrom: {} },
        }),
      );
    await savePosting(db, 'greenhouse:101', '2026-11-02T00:00:00.000Z');
    await savePosting(db, 'greenhouse:103', '2026-11-04T00:00:00.000Z');
    await savePosting(db, 'greenhouse:102', '2026-11-03T00:00:00.000Z');
    expect((await listSaved(db)).map((r) => r.id)).toEqual(['greenhouse:103', 'greenhouse:102', 'greenhouse:101']);
    await unsavePosting(db, 'greenhouse:102', '2026-11-05T00:00:00.000Z');
    expect((await listSaved(db)).map((r) => r.id)).toEqual(['greenhouse:103', 'greenhouse:101']);
    db.close();
  });

  it('keeps every status change with its date', async () => {
    const db = await freshDb();
    const { id } = await recordSeen(db, samplePosting());
    await savePosting(db, id, '2026-11-01T00:00:00.000Z');
    await setStatus(db, id, 'applied', '2026-11-02T00:00:00.000Z');
    await setStatus(db, id, 'interviewing', '2026-11-09T00:00:00.000Z');
    const record = await getPosting(db, id);
    expect(record!.statusHistory).toEqual([
      { status: 'saved', at: '2026-11-01T00:00:00.000Z' },
      { status: 'applied', at: '2026-11-02T00:00:00.000Z' },
      { status: 'interviewing', at: '2026-11-09T00:00:00.000Z' },
    ]);
    db.close();
  });

  it('deletes, and restores exactly what was deleted', async () => {
    const db = await freshDb();
    const { id } = await recordSeen(db, samplePosting());
    const saved = (await savePosting(db, id, '2026-11-01T00:00:00.000Z'))!;
    expect(await deletePosting(db, id)).toBe(true);
    expect(await getPosting(db, id)).toBeUndefined();
    expect(await deletePosting(db, id)).toBe(false);
    await restorePosting(db, saved);
    expect(await getPosting(db, id)).toEqual(saved);
    db.close();
  });

  it('groups companies by a key that ignores case and legal suffixes', () => {
    expect(companyKey('Lumenfield Labs, Inc.')).toBe(companyKey('lumenfield labs'));
    expect(companyKey('灵算科技有限公司')).toBe(companyKey('灵算科技'));
  });

  it('closes its connection when a newer version wants to upgrade', async () => {
    const db = await freshDb();
    let told = false;
    const old = await openJobsightDb({ name, onVersionChange: () => (told = true) });
    const { openDB } = await import('idb');
    const newer = await openDB(name, DB_VERSION + 1);
    expect(told).toBe(true);
    newer.close();
    db.close();
    old.close();
  });
});
