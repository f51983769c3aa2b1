import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupName, readSnapshot } from '@/lib/db/backup';
import { DB_VERSION, migrations, upToDate } from '@/lib/db/migrations';
import { MIGRATION_BATCH } from '@/lib/db/migrations/v002-duplicates-reports';
import { openJobsightDb, type UpgradeInfo } from '@/lib/db/open';
import { getPosting, recordSeen } from '@/lib/db/repository';
import { StoredPosting, companyKey, type JobsightDB } from '@/lib/db/schema';
import { companyCore } from '@/lib/dedupe';

/**
 * Migration v1 -> v2 on a committed version-1 database (tests/fixtures/db/v1.json, written by the
 * v1 repository from corpus postings, with saves, statuses, notes and ticks): nothing is lost, the
 * migration is safe to run again, and a fresh install ends with the same schema.
 */

interface DbFixture {
  version: number;
  stores: { postings: StoredPosting[] };
}

const V1 = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/db/v1.json'), 'utf8')) as DbFixture;

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await deleteDB(name);
});

function newName(): string {
  const name = `migration-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
}

/** A database at version 1 holding the given records, closed. */
async function version1(records: readonly unknown[]): Promise<string> {
  const name = newName();
  const db = await openJobsightDb({ name, version: 1 });
  expect(db.version).toBe(1);
  const tx = db.transaction('postings', 'readwrite');
  await Promise.all(records.map((record) => tx.store.put(record as StoredPosting)));
  await tx.done;
  db.close();
  return name;
}

interface StoreShape {
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
}

/** What a database's schema is: stores, key paths and indexes. */
function shape(db: IDBPDatabase<JobsightDB>): Record<string, StoreShape> {
  const stores = [...db.objectStoreNames].sort();
  const tx = db.transaction(stores);
  return Object.fromEntries(
    stores.map((storeName) => {
      const store = tx.objectStore(storeName);
      const indexes = [...store.indexNames].sort().map((indexName) => {
        const index = store.index(indexName);
        return { name: indexName, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
      });
      return [storeName, { keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes }];
    }),
  );
}

const migrated = (record: StoredPosting): StoredPosting => ({ ...record, companyCore: companyCore(record.posting.company.name), duplicates: [] });

describe('the version-1 fixture', () => {
  it('is a version-1 database with varied records', () => {
    expect(V1.version).toBe(1);
    const records = V1.stores.postings;
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(new Set(records.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    expect(records.some((r) => r.notes.length > 0 && r.checklist.length > 0 && r.statusHistory.length > 1)).toBe(true);
    expect(records.some((r) => /\p{Script=Han}/u.test(r.posting.title))).toBe(true);
    for (const record of records) expect(record, record.id).not.toHaveProperty('duplicates');
  });
});

describe('migration v1 -> v2', () => {
  it('keeps every record and every field, and adds duplicates and companyCore', async () => {
    const name = await version1(V1.stores.postings);
    const db = await openJobsightDb({ name });
    expect(db.version).toBe(DB_VERSION);
    const after = await db.getAll('postings');
    expect(after).toHaveLength(V1.stores.postings.length);
    const byId = new Map(after.map((r) => [r.id, r]));
    for (const record of V1.stores.postings) {
      expect(byId.get(record.id), record.id).toEqual(migrated(record));
      // Read back through the repository: the migrated record passes today's schema.
      expect(await getPosting(db, record.id), record.id).toEqual(migrated(record));
    }
    db.close();
  });

  it('creates the reports store and the byCompanyCore index, which finds the migrated records', async () => {
    const name = await version1(V1.stores.postings);
    const db = await openJobsightDb({ name });
    expect([...db.objectStoreNames].sort()).toEqual(['postings', 'reports']);
    const boss = V1.stores.postings.find((r) => r.id.startsWith('boss:'))!;
    const found = await db.getAllFromIndex('postings', 'byCompanyCore', companyCore(boss.posting.company.name));
    expect(found.map((r) => r.id)).toEqual([boss.id]);
    expect(await db.count('reports')).toBe(0);
    db.close();
  });

  it('reads and writes in batches: a store larger than one batch is migrated whole', async () => {
    const template = V1.stores.postings[1]!;
    const many = Array.from({ length: MIGRATION_BATCH * 2 + 37 }, (_, i) => ({ ...template, id: `greenhouse:${String(100_000 + i)}` }));
    const name = await version1(many);
    const db = await openJobsightDb({ name });
    const after = await db.getAll('postings');
    expect(after).toHaveLength(many.length);
    expect(after.every((r) => Array.isArray(r.duplicates) && r.duplicates.length === 0 && r.companyCore === companyCore(template.posting.company.name))).toBe(true);
    db.close();
  });

  it('is safe to run twice, and keeps what a record already has', async () => {
    const name = newName();
    // A record that already carries links (written by newer code, say) keeps them.
    const linked = { ...V1.stores.postings[0]!, duplicates: [V1.stores.postings[1]!.id], companyCore: 'kept as it is' };
    const db = await openDB<JobsightDB>(name, 2, {
      async upgrade(database, _old, _new, tx) {
        await migrations[0]!.upgrade(database, tx);
        const store = tx.objectStore('postings');
        await Promise.all([...V1.stores.postings.slice(1), linked].map((record) => store.put(record)));
        await migrations[1]!.upgrade(database, tx);
        await migrations[1]!.upgrade(database, tx);
      },
    });
    const after = new Map((await db.getAll('postings')).map((r) => [r.id, r]));
    expect(after.size).toBe(V1.stores.postings.length);
    expect(after.get(linked.id)).toEqual(linked);
    for (const record of V1.stores.postings.slice(1)) expect(after.get(record.id)).toEqual(migrated(record));
    db.close();
    // Opening again at the same version runs nothing and changes nothing.
    const again = await openJobsightDb({ name });
    expect(new Map((await again.getAll('postings')).map((r) => [r.id, r]))).toEqual(after);
    again.close();
  });

  it('a fresh install ends with the same schema as an upgraded one', async () => {
    const upgraded = await openJobsightDb({ name: await version1(V1.stores.postings) });
    const fresh = await openJobsightDb({ name: newName() });
    expect(fresh.version).toBe(upgraded.version);
    expect(shape(fresh)).toEqual(shape(upgraded));
    expect(shape(fresh)['postings']!.indexes.map((i) => i.name)).toContain('byCompanyCore');
    expect(shape(fresh)['reports']!.indexes.map((i) => i.name)).toEqual(['byCapturedAt']);
    upgraded.close();
    fresh.close();
  });

  it('after the upgrade, a newly recorded copy of an old posting is linked to it both ways', async () => {
    const name = await version1(V1.stores.postings);
    const db = await openJobsightDb({ name });
    const old = V1.stores.postings.find((r) => r.id === 'greenhouse:4071123')!;
    const copy = { ...old.posting, id: 'linkedin:4420000001', url: 'https://www.linkedin.com/jobs/view/4420000001/', source: { site: 'linkedin', externalId: '4420000001', adapter: 'linkedin', fieldsFrom: {} }, lastSeenAt: '2026-11-02T00:00:00.000Z' };
    const record = await recordSeen(db, copy);
    expect(record.duplicates).toEqual([old.id]);
    expect((await getPosting(db, old.id))?.duplicates).toEqual([record.id]);
    db.close();
  });
});

// 10,000 records, a second run, the snapshot taken first, and fresh installs

/** `count` version-1 records made from the fixture's, each its own posting (id, company, notes differ). */
function manyV1(count: number): StoredPosting[] {
  const templates = V1.stores.postings;
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!;
    const id = `${template.posting.source.site}:durability-${String(i).padStart(5, '0')}`;
    const name = `${template.posting.company.name} ${i % 97}`;
    return {
      ...template,
      id,
      posting: { ...template.posting, id, company: { ...template.posting.company, name } },
      company: companyKey(name),
      notes: i % 3 === 0 ? `note ${i}: asked about on-call` : template.notes,
    };
  });
}

/** Ids of the records that differ from what the migration should have made of them (none, if all is well). */
function mismatches(before: readonly StoredPosting[], after: readonly StoredPosting[]): string[] {
  const byId = new Map(after.map((r) => [r.id, r]));
  return before.filter((record) => !isDeepStrictEqual(byId.get(record.id), migrated(record))).map((r) => r.id);
}

describe('migration v1 -> v2 at 10,000 records', () => {
  const COUNT = 10_000;

  it('loses nothing: every record deep-equal on the version-1 fields, the new ones filled, a snapshot kept first', async () => {
    const records = manyV1(COUNT);
    const name = await version1(records);
    let info: UpgradeInfo | undefined;
    const started = performance.now();
    const db = await openJobsightDb({ name, onUpgraded: (upgrade) => (info = upgrade) });
    const total = performance.now() - started;
    const after = await db.getAll('postings');
    expect(after).toHaveLength(COUNT);
    expect(mismatches(records, after)).toEqual([]);
    // Every record passes today's schema, and the new index holds every one of them.
    expect(after.filter((r) => !StoredPosting.safeParse(r).success).map((r) => r.id)).toEqual([]);
    expect(await db.countFromIndex('postings', 'byCompanyCore')).toBe(COUNT);
    expect(info).toMatchObject({ from: 1, to: DB_VERSION, ran: [2], snapshot: { count: COUNT } });
    // The snapshot holds the records exactly as they were before the upgrade.
    const snapshot = await readSnapshot(backupName(name));
    expect(snapshot).toMatchObject({ reason: 'migration', schemaVersion: 1, count: COUNT });
    expect(isDeepStrictEqual(new Map(snapshot!.postings.map((r) => [r.id, r])), new Map(records.map((r) => [r.id, r])))).toBe(true);
    console.log(
      `[durability] fake-indexeddb v1 -> v${DB_VERSION}, ${COUNT} records: open ${Math.round(total)} ms = snapshot ${info?.snapshot && 'ms' in info.snapshot ? info.snapshot.ms : '?'} ms + upgrade ${info?.upgradeMs} ms`,
    );
    db.close();
    await deleteDB(backupName(name));
  });

  it('runs safely twice: the v2 migration run again on the upgraded 10,000 changes nothing', async () => {
    const records = manyV1(COUNT);
    const name = await version1(records);
    const db = await openJobsightDb({ name, backup: false });
    const once = await db.getAll('postings');
    db.close();
    // A version above today's, whose upgrade runs the v2 migration again on migrated data.
    const again = await openDB<JobsightDB>(name, DB_VERSION + 1, {
      async upgrade(database, _old, _new, tx) {
        await migrations[DB_VERSION - 1]!.upgrade(database, tx);
      },
    });
    const twice = await again.getAll('postings');
    expect(twice).toHaveLength(COUNT);
    expect(isDeepStrictEqual(twice, once)).toBe(true);
    expect(mismatches(records, twice)).toEqual([]);
    again.close();
  });
});

describe('which migrations run', () => {
  const spies = () => migrations.map((migration) => vi.spyOn(migration, 'upgrade'));
  afterEach(() => vi.restoreAllMocks());

  /**
   * Documented behaviour: a fresh install runs every migration exactly once, in version order, inside
   * one versionchange transaction, on an empty store (v002 reads nothing and writes nothing); no
   * snapshot is taken. A database at today's version runs none. An older one runs the newer ones only.
   */
  it('a fresh install runs each migration exactly once, in order, with no data, and takes no snapshot', async () => {
    const order: number[] = [];
    // Spies that still run the real migrations, and look at the store each one finds.
    const real = migrations.map((migration) => migration.upgrade.bind(migration));
    const seen = migrations.map((migration, i) =>
      vi.spyOn(migration, 'upgrade').mockImplementation(async (database, tx) => {
        order.push(migration.version);
        if (migration.version > 1) expect(await tx.objectStore('postings').count()).toBe(0);
        await real[i]!(database, tx);
      }),
    );
    const name = newName();
    let info: UpgradeInfo | undefined;
    const db = await openJobsightDb({ name, onUpgraded: (upgrade) => (info = upgrade) });
    expect(order).toEqual(migrations.map((m) => m.version));
    for (const spy of seen) expect(spy).toHaveBeenCalledTimes(1);
    expect(info).toMatchObject({ from: 0, to: DB_VERSION, ran: migrations.map((m) => m.version) });
    expect(info).not.toHaveProperty('snapshot');
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(backupName(name));
    db.close();
    // Opened again at today's version: nothing runs.
    const again = await openJobsightDb({ name });
    for (const spy of seen) expect(spy).toHaveBeenCalledTimes(1);
    again.close();
  });

  it('a version-1 database runs only the migrations after 1', async () => {
    const name = await version1(V1.stores.postings);
    const seen = spies();
    const db = await openJobsightDb({ name });
    expect(seen[0]).not.toHaveBeenCalled();
    for (const spy of seen.slice(1)) expect(spy).toHaveBeenCalledTimes(1);
    db.close();
    await deleteDB(backupName(name));
  });

  it('brings a record from outside the database (a snapshot, an old file) up to date, and leaves an up-to-date one as it is', () => {
    for (const record of V1.stores.postings) expect(upToDate(record, 1)).toEqual(migrated(record));
    const current = migrated(V1.stores.postings[0]!);
    expect(upToDate(current)).toBe(current);
    expect(upToDate(V1.stores.postings[0]!, DB_VERSION)).toBe(V1.stores.postings[0]);
  });
});
