import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deleteDB, openDB, unwrap, wrap, type IDBPDatabase } from 'idb';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { backupName, readSnapshot } from '@/lib/db/backup';
import { DB_VERSION, migrations, upToDate, type Migration } from '@/lib/db/migrations';
import { MIGRATION_BATCH } from '@/lib/db/migrations/batches';
import { PostingV1 } from '@/lib/db/migrations/records/v1';
import { PostingV2 } from '@/lib/db/migrations/records/v2';
import { migration as v001 } from '@/lib/db/migrations/v001-initial';
import { migration as v002 } from '@/lib/db/migrations/v002-duplicates-reports';
import { openJobsightDb, type UpgradeInfo } from '@/lib/db/open';
import { getPosting, recordSeen } from '@/lib/db/repository';
import { StoredPosting, companyKey, type JobsightDB } from '@/lib/db/schema';
import { companyCore } from '@/lib/dedupe';
import { StoredReport } from '@/lib/report/schema';

/**
 * Migrations on committed databases of every earlier version (tests/fixtures/db/v<N>.json, the records as
 * the app of that version stored them): nothing is lost on the way to today's version, each step is
 * safe to run again, a fresh install ends with the same schema, and the record types of the steps chain up
 * to today's StoredPosting.
 */

const FIXTURE_DIR = join(import.meta.dirname, '../fixtures/db');
const readFixture = (file: string): unknown => JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8'));

/** A fixture as the chain test reads it: each store's values as they are, unknown until checked. */
const DbFixture = z.object({ version: z.number().check(z.int(), z.gte(1)), stores: z.record(z.string(), z.array(z.unknown())) });

const FIXTURES = readdirSync(FIXTURE_DIR)
  .filter((file) => /^v\d+\.json$/.test(file))
  .map((file) => ({ file, ...DbFixture.parse(readFixture(file)) }))
  .sort((a, b) => a.version - b.version);

const V1 = z.object({ version: z.literal(1), stores: z.object({ postings: z.array(PostingV1) }) }).parse(readFixture('v1.json'));
const V2 = z
  .object({ version: z.literal(2), stores: z.object({ postings: z.array(PostingV2), reports: z.array(StoredReport) }) })
  .parse(readFixture('v2.json'));

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await deleteDB(name);
});

function newName(): string {
  const name = `migration-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
}

/** A database at `version` (made by the migrations up to it) holding these values as they are, closed. */
async function databaseAt(version: number, stores: Readonly<Record<string, readonly unknown[]>>): Promise<string> {
  const name = newName();
  const made = await openJobsightDb({ name, version });
  expect(made.version).toBe(version);
  made.close();
  // Untyped: the values are those of an older version, not today's StoredPosting.
  const db = await openDB(name);
  const tx = db.transaction(Object.keys(stores), 'readwrite');
  await Promise.all(Object.entries(stores).flatMap(([store, values]) => values.map((value) => tx.objectStore(store).put(value))));
  await tx.done;
  db.close();
  return name;
}

const version1 = (records: readonly unknown[]) => databaseAt(1, { postings: records });

/** Every value of each store, by key, read untyped. */
async function readStores(name: string, stores: readonly string[]): Promise<Record<string, Map<IDBValidKey, unknown>>> {
  const db = await openDB(name);
  const tx = db.transaction([...stores]);
  const read = await Promise.all(
    stores.map(async (store) => {
      const [keys, values]: [IDBValidKey[], unknown[]] = await Promise.all([
        tx.objectStore(store).getAllKeys(),
        tx.objectStore(store).getAll(),
      ]);
      return [store, new Map(keys.map((key, i) => [key, values[i]]))] as const;
    }),
  );
  db.close();
  return Object.fromEntries(read);
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

/**
 * The paths of `before` that `after` does not hold with the same value: every field the user saved, at
 * any depth, must still be there (a key holding undefined too).
 */
function lostFields(before: unknown, after: unknown, path = '$'): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(after) || after.length !== before.length) return [path];
    return before.flatMap((item, i) => lostFields(item, after[i], `${path}[${i}]`));
  }
  if (typeof before === 'object' && before !== null) {
    if (typeof after !== 'object' || after === null || Array.isArray(after)) return [path];
    const fields = new Map<string, unknown>(Object.entries(after));
    return Object.entries(before).flatMap(([key, value]) =>
      fields.has(key) ? lostFields(value, fields.get(key), `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return Object.is(before, after) ? [] : [path];
}

/**
 * What each migration adds to a posting record of the version before, written from its description (not
 * from its code); a field the record already holds is kept. No migration so far moves or reshapes a field:
 * the first that does also tells `lostFields` where the field went.
 */
const ADDED: Readonly<Record<number, (record: unknown) => Record<string, unknown>>> = {
  2: (record) => ({ companyCore: companyCore(PostingV1.parse(record).posting.company.name), duplicates: [] }),
};

/** The posting record `record` (written at `from`) should be at today's version. */
function expectedToday(record: unknown, from: number): unknown {
  if (typeof record !== 'object' || record === null) return record;
  const held = new Map<string, unknown>(Object.entries(record));
  const added = migrations.filter((m) => m.version > from).map((m) => ADDED[m.version]?.(record) ?? {});
  const fresh = Object.fromEntries(added.flatMap((fields) => Object.entries(fields)).filter(([key]) => !held.has(key)));
  return { ...record, ...fresh };
}

const migrated = (record: PostingV1): StoredPosting => ({
  ...record,
  companyCore: companyCore(record.posting.company.name),
  duplicates: [],
});

type RecordIn<M> = M extends Migration<infer In, unknown> ? In : never;
type RecordOut<M> = M extends Migration<never, infer Out> ? Out : never;

/** Every migration, in order: a new one is added here, with a line below checking its input against the output before it. */
const CHAIN = [v001, v002] as const;

describe('the record types of the chain', () => {
  it('lists every migration, in order', () => {
    expect(CHAIN).toHaveLength(migrations.length);
    CHAIN.forEach((migration, i) => expect(migration).toBe(migrations[i]));
  });

  it("each migration takes the records the one before leaves, and the last leaves today's StoredPosting", () => {
    expectTypeOf<RecordIn<typeof v001>>().toBeNever();
    expectTypeOf<RecordOut<typeof v001>>().toEqualTypeOf<PostingV1>();
    expectTypeOf<RecordIn<typeof v002>>().toEqualTypeOf<RecordOut<typeof v001>>();
    expectTypeOf<RecordOut<typeof v002>>().toEqualTypeOf<StoredPosting>();
    expectTypeOf(v002.upgradeRecord).toEqualTypeOf<((record: PostingV1) => PostingV2) | undefined>();
  });

  it('the frozen record shapes import nothing from the live code, and the migrations no live schema', () => {
    const importsOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
    const dir = join(import.meta.dirname, '../../lib/db/migrations');
    for (const file of readdirSync(join(dir, 'records'))) {
      expect(
        importsOf(join(dir, 'records', file)).filter((from) => from !== 'zod/mini' && !/^\.\/v\d+$/.test(from)),
        file,
      ).toEqual([]);
    }
    for (const file of readdirSync(dir).filter((name) => /^v\d+.*\.ts$/.test(name))) {
      expect(
        importsOf(join(dir, file)).filter((from) => /schema|posting|\.\.\/(?:open|repository)$/.test(from)),
        file,
      ).toEqual([]);
    }
  });
});

describe('the fixtures', () => {
  it('there is one for every version, each holding records exactly of its version’s frozen shape', () => {
    expect(FIXTURES.map((f) => f.version)).toEqual(migrations.map((m) => m.version));
    for (const fixture of FIXTURES) {
      const shapeAt = migrations[fixture.version - 1]!.record;
      for (const record of fixture.stores['postings'] ?? []) {
        const parsed = shapeAt.safeParse(record);
        expect(parsed.success, `${fixture.file}: ${JSON.stringify(parsed.error?.issues ?? []).slice(0, 300)}`).toBe(true);
        // Nothing the frozen shape does not know (a parse drops unknown keys).
        expect(lostFields(record, parsed.data), fixture.file).toEqual([]);
      }
    }
  });

  it('version 1 is varied: statuses, notes, ticks, Chinese, postings with and without salary or dates', () => {
    const records = V1.stores.postings;
    expect(records.length).toBeGreaterThanOrEqual(10);
    expect(new Set(records.map((r) => r.status)).size).toBeGreaterThanOrEqual(6);
    expect(records.some((r) => r.notes.length > 0 && r.checklist.length > 0 && r.statusHistory.length > 1)).toBe(true);
    expect(records.some((r) => /\p{Script=Han}/u.test(r.posting.title))).toBe(true);
    expect(records.some((r) => r.posting.salary === undefined && r.posting.postedAt === undefined)).toBe(true);
    expect(records.some((r) => r.posting.locations.length === 0 && r.posting.description.text === '')).toBe(true);
    for (const record of records) expect(record, record.id).not.toHaveProperty('duplicates');
  });

  it('version 2 is what a real version-2 database holds: links both ways, reminders, deep reads, an old import, a report', () => {
    const records = V2.stores.postings;
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(new Set(records.map((r) => r.status)).size).toBe(7);
    for (const record of records) {
      for (const other of record.duplicates ?? []) expect(byId.get(other)?.duplicates, `${record.id} -> ${other}`).toContain(record.id);
      expect(record.company, record.id).toBe(companyKey(record.posting.company.name));
      if (record.companyCore !== undefined) expect(record.companyCore, record.id).toBe(companyCore(record.posting.company.name));
    }
    expect(records.some((r) => (r.duplicates ?? []).length > 0)).toBe(true);
    expect(records.some((r) => r.companyCore === undefined && r.duplicates === undefined)).toBe(true);
    expect(records.some((r) => r.reminders?.some((reminder) => reminder.kind === 'interview' && reminder.minutes !== undefined))).toBe(
      true,
    );
    expect(records.some((r) => r.reminders?.length === 0)).toBe(true);
    expect(new Set(records.flatMap((r) => (r.deepRead ? [r.deepRead.lang] : [])))).toEqual(new Set(['en', 'zh']));
    expect(records.some((r) => /\p{Script=Han}/u.test(r.notes))).toBe(true);
    expect(records.flatMap((r) => r.posting.pageFacts ?? []).map((fact) => fact.kind)).toEqual(
      expect.arrayContaining(['reposted', 'recruiter_active']),
    );
    expect(V2.stores.reports.length).toBeGreaterThan(0);
  });
});

describe('every fixture, migrated through the whole chain', () => {
  for (const fixture of FIXTURES) {
    it(`${fixture.file}: opens at version ${DB_VERSION} with every record and every field kept, the new fields as each migration says`, async () => {
      const name = await databaseAt(fixture.version, fixture.stores);
      const db = await openJobsightDb({ name, backup: false });
      expect(db.version).toBe(DB_VERSION);
      const storeNames = Object.keys(fixture.stores);
      expect([...db.objectStoreNames]).toEqual(expect.arrayContaining(storeNames));
      db.close();
      const after = await readStores(name, storeNames);
      for (const [store, values] of Object.entries(fixture.stores)) {
        expect(after[store]!.size, store).toBe(values.length);
        for (const before of values) {
          const id = z.object({ id: z.string() }).parse(before).id;
          const now = after[store]!.get(id);
          expect(lostFields(before, now), `${store} ${id}`).toEqual([]);
          if (store === 'postings') {
            // Exactly what the migrations add, and nothing else.
            expect(now, id).toStrictEqual(expectedToday(before, fixture.version));
            expect(StoredPosting.safeParse(now).success, id).toBe(true);
            expect(migrations[DB_VERSION - 1]!.record.safeParse(now).success, id).toBe(true);
          } else {
            expect(now, `${store} ${id}`).toStrictEqual(before);
            if (store === 'reports') expect(StoredReport.safeParse(now).success, id).toBe(true);
          }
        }
      }
      // Read back the way the app reads: through the repository, which checks each record.
      const reopened = await openJobsightDb({ name, backup: false });
      for (const [id, now] of after['postings'] ?? []) expect(await getPosting(reopened, String(id)), String(id)).toEqual(now);
      reopened.close();
    });

    it(`${fixture.file}: a record of it from outside the database (a snapshot) is brought up to date the same way`, async () => {
      const name = await databaseAt(fixture.version, fixture.stores);
      (await openJobsightDb({ name, backup: false })).close();
      const after = (await readStores(name, ['postings']))['postings']!;
      for (const before of fixture.stores['postings'] ?? []) {
        expect(upToDate(before, fixture.version)).toStrictEqual(after.get(z.object({ id: z.string() }).parse(before).id));
      }
    });
  }
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
    await deleteDB(backupName(name));
  });

  it('creates the reports store and the byCompanyCore index, which finds the migrated records', async () => {
    const name = await version1(V1.stores.postings);
    const db = await openJobsightDb({ name, backup: false });
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
    const db = await openJobsightDb({ name, backup: false });
    const after = await db.getAll('postings');
    expect(after).toHaveLength(many.length);
    expect(
      after.every(
        (r) => Array.isArray(r.duplicates) && r.duplicates.length === 0 && r.companyCore === companyCore(template.posting.company.name),
      ),
    ).toBe(true);
    db.close();
  });

  it('is safe to run twice, and keeps what a record already has', async () => {
    const name = newName();
    // A record that already carries links (written by newer code, say) keeps them.
    const linked = { ...V1.stores.postings[0]!, duplicates: [V1.stores.postings[1]!.id], companyCore: 'kept as it is' };
    // One that has links but no companyCore keeps its links and gets the rest.
    const halfway = { ...V1.stores.postings[2]!, duplicates: [V1.stores.postings[1]!.id] };
    const db = await openDB<JobsightDB>(name, 2, {
      async upgrade(database, _old, _new, tx) {
        await migrations[0]!.upgrade(unwrap(database), unwrap(tx));
        const store = tx.objectStore('postings');
        await Promise.all([...V1.stores.postings.slice(3), linked, halfway].map((record) => store.put(record)));
        await migrations[1]!.upgrade(unwrap(database), unwrap(tx));
        await migrations[1]!.upgrade(unwrap(database), unwrap(tx));
      },
    });
    const after = new Map((await db.getAll('postings')).map((r) => [r.id, r]));
    expect(after.size).toBe(V1.stores.postings.length - 1);
    expect(after.get(linked.id)).toEqual(linked);
    expect(after.get(halfway.id)).toEqual({ ...migrated(halfway), duplicates: halfway.duplicates });
    for (const record of V1.stores.postings.slice(3)) expect(after.get(record.id)).toEqual(migrated(record));
    db.close();
    // Opening again at the same version runs nothing and changes nothing.
    const again = await openJobsightDb({ name });
    expect(new Map((await again.getAll('postings')).map((r) => [r.id, r]))).toEqual(after);
    again.close();
  });

  it('carries forward a record the version-1 shape refuses: every field kept, the new ones added, still hidden', async () => {
    const template = V1.stores.postings[0]!;
    const untitled = { ...template, id: 'boss:damaged-title', posting: { ...template.posting, id: 'boss:damaged-title', title: '' } };
    const bare = { id: 'boss:no-posting', company: '残缺记录', notes: '只剩下笔记' };
    const name = await version1([untitled, bare]);
    const db = await openJobsightDb({ name, backup: false });
    const after = (await readStores(name, ['postings']))['postings']!;
    expect(after.get(untitled.id)).toStrictEqual({ ...untitled, companyCore: companyCore(template.posting.company.name), duplicates: [] });
    expect(after.get(bare.id)).toStrictEqual({ ...bare, companyCore: companyCore('残缺记录'), duplicates: [] });
    // Hidden as before (lib/db/repository.ts `validated`), and never dropped.
    expect(await getPosting(db, untitled.id)).toBeUndefined();
    expect(await db.count('postings')).toBe(2);
    db.close();
    // From a snapshot, such a record comes back as it was: kept, and carried forward by the store's migrations.
    expect(upToDate(untitled, 1)).toBe(untitled);
    expect(upToDate(bare, 1)).toBe(bare);
  });

  it('a fresh install ends with the same schema as an upgraded one', async () => {
    const upgraded = await openJobsightDb({ name: await version1(V1.stores.postings), backup: false });
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
    const db = await openJobsightDb({ name, backup: false });
    const old = V1.stores.postings.find((r) => r.id === 'greenhouse:4071123')!;
    const copy = {
      ...old.posting,
      id: 'linkedin:4420000001',
      url: 'https://www.linkedin.com/jobs/view/4420000001/',
      source: { site: 'linkedin', externalId: '4420000001', adapter: 'linkedin', fieldsFrom: {} },
      lastSeenAt: '2026-11-02T00:00:00.000Z',
    };
    const record = await recordSeen(db, copy);
    expect(record.duplicates).toEqual([old.id]);
    expect((await getPosting(db, old.id))?.duplicates).toEqual([record.id]);
    db.close();
  });
});

// 10,000 records, a second run, the snapshot taken first, and fresh installs

/** `count` version-1 records made from the fixture's, each its own posting (id, company, notes differ). */
function manyV1(count: number): PostingV1[] {
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
function mismatches(before: readonly PostingV1[], after: readonly StoredPosting[]): string[] {
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
    // Stored in key order, as the records were written (their ids are in order).
    expect(
      isDeepStrictEqual(
        snapshot!.postings,
        [...records].sort((a, b) => (a.id < b.id ? -1 : 1)),
      ),
    ).toBe(true);
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
        await migrations[DB_VERSION - 1]!.upgrade(unwrap(database), unwrap(tx));
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
        if (migration.version > 1) expect(await wrap(tx.objectStore('postings').count())).toBe(0);
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
