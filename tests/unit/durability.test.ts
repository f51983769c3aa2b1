import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { route, type RouterDeps } from '@/lib/background/router';
import type { StoredPrefs } from '@/lib/background/data';
import { inOrder, requestWithRetry } from '@/lib/client';
import { backupName, readSnapshotInfo } from '@/lib/db/backup';
import { DB_BLOCKED, STORAGE_FULL, durabilityCode, isStorageFull, keepDatabase, type DbHealth } from '@/lib/db/health';
import { DB_VERSION } from '@/lib/db/migrations';
import { BlockedUpgradeError, openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { getPosting, recordSeen, savePosting } from '@/lib/db/repository';
import { StoredPosting } from '@/lib/db/schema';
import { companyCore } from '@/lib/dedupe';
import { EXPORT_VERSION } from '@/lib/export/format';
import { extractPage } from '@/lib/extract';
import type { SenderInfo, TabState } from '@/lib/messages';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import type { Profile } from '@/lib/profile';
import { idbScoreStore } from '@/lib/tracker/scores';
import { loadCorpus } from '../support/corpus';
import { manyRecords, sampleRecord } from '../support/records';

/**
 * Blocked and blocking upgrades, the background's connection keeper, a
 * full disk, the automatic snapshot before an import and its restore, retries of requests whose
 * answer never came, and concurrent writers (docs/reliability.md §5, items 8-11).
 */

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const NOW = '2026-11-29T10:00:00.000Z';
const content: SenderInfo = {
  id: ID,
  url: 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
  tab: { id: 7 },
  frameId: 0,
  origin: 'https://boards.greenhouse.io',
};
const sidebar: SenderInfo = { id: ID, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN, tab: { id: 7 }, frameId: 3 };
const popup: SenderInfo = { id: ID, url: `${ORIGIN}/popup.html`, origin: ORIGIN };
const options: SenderInfo = { id: ID, url: `${ORIGIN}/options.html`, origin: ORIGIN };

const names: string[] = [];
const held: { close(): void }[] = [];
function newName(prefix = 'durability'): string {
  const name = `${prefix}-${Math.random().toString(36).slice(2)}`;
  names.push(name, backupName(name));
  return name;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const connection of held.splice(0)) connection.close();
  for (const name of names.splice(0)) await deleteDB(name);
});

const byId = (records: readonly StoredPosting[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : 1));

/** A version-1 database left open by a connection without a versionchange handler (an old page that never closes). */
async function heldVersion1(name: string): Promise<IDBPDatabase> {
  const created = await openJobsightDb({ name, version: 1 });
  const tx = created.transaction('postings', 'readwrite');
  await Promise.all(manyRecords(20).map((record) => tx.store.put(record)));
  await tx.done;
  created.close();
  const old = await openDB(name, 1);
  held.push(old);
  return old;
}

describe('a newer version wants the database', () => {
  it('an open connection closes itself (blocking) and the upgrade goes through without a blocked event', async () => {
    const name = newName();
    const closedForUpgrade = vi.fn();
    const old = await openJobsightDb({ name, version: 1, onVersionChange: closedForUpgrade });
    const blocked = vi.fn();
    const upgraded = await openJobsightDb({ name, onBlocked: blocked, blockedTimeoutMs: 1_000 });
    expect(upgraded.version).toBe(DB_VERSION);
    expect(blocked).not.toHaveBeenCalled();
    expect(closedForUpgrade).toHaveBeenCalledTimes(1);
    expect(() => old.transaction('postings')).toThrow();
    upgraded.close();
  });

  it('a connection that never closes makes the open fail with BlockedUpgradeError within the timeout, not hang', async () => {
    const name = newName();
    const old = await heldVersion1(name);
    const late = vi.fn();
    const started = Date.now();
    await expect(openJobsightDb({ name, blockedTimeoutMs: 300, onLate: late })).rejects.toBeInstanceOf(BlockedUpgradeError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(late).not.toHaveBeenCalled();
    // The old connection closes: the queued upgrade finishes, and its connection is handed over, data whole.
    old.close();
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    const { db } = late.mock.calls[0]![0] as { db: JobsightDatabase };
    expect(db.version).toBe(DB_VERSION);
    expect(await db.count('postings')).toBe(20);
    expect((await db.getAll('postings')).every((r) => Array.isArray(r.duplicates))).toBe(true);
    db.close();
  });

  it('the background keeper says "blocked", fails fast while the upgrade waits, and recovers when the old connection closes', async () => {
    const name = newName();
    const old = await heldVersion1(name);
    const reports: (DbHealth | null)[] = [];
    const db = keepDatabase({ name, blockedTimeoutMs: 300, now: () => NOW, report: (health) => reports.push(health) });
    const started = Date.now();
    await expect(db()).rejects.toBeInstanceOf(BlockedUpgradeError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(reports.at(-1)).toEqual({ state: 'blocked', since: NOW });
    // No second request queues behind the first (it would get no blocked event and hang): an immediate refusal.
    const again = Date.now();
    await expect(db()).rejects.toBeInstanceOf(BlockedUpgradeError);
    // Sooner than the blocked timeout: it did not wait for a blocked event of its own.
    expect(Date.now() - again).toBeLessThan(300);
    old.close();
    await vi.waitFor(() => expect(reports.at(-1)).toBeNull());
    const connection = await db();
    expect(connection.version).toBe(DB_VERSION);
    expect(await connection.count('postings')).toBe(20);
    expect(await db()).toBe(connection);
    connection.close();
  });

  it('the keeper reopens after its connection closed for a newer version', async () => {
    const name = newName();
    const db = keepDatabase({ name, now: () => NOW, report: () => undefined });
    const first = await db();
    // A newer version comes and goes (another build, say): the keeper's connection steps aside.
    const newer = await openDB(name, DB_VERSION + 1);
    newer.close();
    await deleteDB(name);
    const second = await db();
    expect(second).not.toBe(first);
    expect(second.version).toBe(DB_VERSION);
    second.close();
  });

  it('the derived-data database (jobsight-derived) never holds up an upgrade either', async () => {
    const name = newName('derived');
    const store = idbScoreStore(name);
    await store.putMany([{ id: 'a:1', stamp: 's', overall: 50, fit: null, strategy: 3, risk: 'none' }]);
    expect(await store.loadAll()).toHaveLength(1);
    const blocked = vi.fn();
    const newer = await openDB(name, 2, { blocked });
    expect(blocked).not.toHaveBeenCalled();
    newer.close();
  });
});

// A full disk

/**
 * Chromium's way of running out of space: every request succeeds, then the commit fails and the
 * transaction aborts with a QuotaExceededError (its quota check runs at commit). Simulated on
 * IDBObjectStore.put for every database of the process: once the last put a transaction has in
 * flight has succeeded, the transaction aborts with that error (fake-indexeddb here; the e2e test
 * does the same in the real service worker).
 */
function fillDisk(): () => void {
  const original = IDBObjectStore.prototype.put;
  const inFlight = new WeakMap<IDBTransaction, number>();
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const request = original.apply(this, args);
    const tx = this.transaction;
    inFlight.set(tx, (inFlight.get(tx) ?? 0) + 1);
    request.addEventListener('success', () => {
      const left = inFlight.get(tx)! - 1;
      inFlight.set(tx, left);
      if (left > 0) return;
      Object.defineProperty(tx, 'error', {
        value: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
        writable: true,
        configurable: true,
      });
      tx.abort();
    });
    return request;
  };
  return () => {
    IDBObjectStore.prototype.put = original;
  };
}

function memoryPrefs(
  initial: { settings?: Settings; profile?: Profile } = {},
): StoredPrefs & { values: { settings?: unknown; profile?: unknown } } {
  const prefs = {
    values: { ...initial } as { settings?: unknown; profile?: unknown },
    async read() {
      return { ...prefs.values };
    },
    async write(values: { settings?: Settings; profile?: Profile }) {
      prefs.values = { ...prefs.values, ...values };
    },
    async clear() {
      prefs.values = {};
    },
  };
  return prefs;
}

function routerDeps(
  db: () => Promise<JobsightDatabase>,
  prefs: StoredPrefs = memoryPrefs(),
  tabs = new Map<number, TabState>(),
): RouterDeps {
  return {
    extensionId: ID,
    extensionOrigin: ORIGIN,
    db,
    now: () => NOW,
    getTabState: async (tabId) => tabs.get(tabId),
    setTabState: async (tabId, state) => void tabs.set(tabId, state),
    updateTabPosting: async (tabId, record) => {
      const shown = tabs.get(tabId);
      if (shown?.kind !== 'posting' || shown.record.id !== record.id) return false;
      tabs.set(tabId, { kind: 'posting', record });
      return true;
    },
    closeSidebar: async () => undefined,
    readTab: async () => 'declared',
    prefs,
    lang: async () => 'en',
  };
}

function legacyRaw() {
  const fixture = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  const result = extractPage(document as unknown as Document, fixture.meta.url, '2026-11-29T09:59:00.000Z');
  if (result.kind !== 'posting') throw new Error('fixture has no posting');
  return result.raw;
}

function fileOf(postings: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'jobsight', version: EXPORT_VERSION, exportedAt: NOW, schemaVersion: DB_VERSION, postings, ...extra });
}

describe('a full disk', () => {
  it('tells QuotaExceededError and quota aborts from other failures', () => {
    expect(isStorageFull(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new DOMException('Transaction aborted: quota exceeded', 'AbortError'))).toBe(true);
    expect(isStorageFull(new DOMException('x', 'AbortError'))).toBe(false);
    expect(durabilityCode(new DOMException('x', 'QuotaExceededError'))).toBe(STORAGE_FULL);
    expect(durabilityCode(new BlockedUpgradeError())).toBe(DB_BLOCKED);
    expect(durabilityCode(new Error('other'))).toBeUndefined();
  });

  it('refuses a reading, a save and an import with "storage-full", corrupts nothing, and the database opens with every record', async () => {
    const name = newName();
    let db = await openJobsightDb({ name });
    const earlier = manyRecords(200);
    const tx = db.transaction('postings', 'readwrite');
    await Promise.all(earlier.map((record) => tx.store.put(record)));
    await tx.done;
    const tabs = new Map<number, TabState>();
    const deps = routerDeps(async () => db, memoryPrefs(), tabs);
    // A posting read and shown in a tab, not yet saved.
    expect(await route({ type: 'page:posting', raw: legacyRaw() }, content, deps)).toMatchObject({ ok: true });
    const before = byId(await db.getAll('postings'));
    // An earlier snapshot (from an import), which a failed one must not damage.
    await route({ type: 'data:import', text: fileOf([]), restoreSettings: false }, options, deps);
    const snapshotBefore = await readSnapshotInfo(backupName(name));

    const emptyDisk = fillDisk();
    try {
      const raw = { ...legacyRaw(), url: 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071124', externalId: '4071124' };
      const reading = await route({ type: 'page:posting', raw }, { ...content, url: raw.url }, deps);
      expect(reading).toEqual({ ok: false, error: STORAGE_FULL });
      expect(await route({ type: 'sidebar:save', id: 'greenhouse:4071123' }, sidebar, deps)).toEqual({ ok: false, error: STORAGE_FULL });
      expect(await route({ type: 'posting:notes', id: earlier[0]!.id, notes: 'new' }, popup, deps)).toEqual({
        ok: false,
        error: STORAGE_FULL,
      });
      const imported = await route(
        {
          type: 'data:import',
          text: fileOf(manyRecords(300).map((r) => ({ ...r, id: `x${r.id}`, posting: { ...r.posting, id: `x${r.id}` } }))),
          restoreSettings: false,
        },
        options,
        deps,
      );
      expect(imported).toEqual({ ok: false, error: STORAGE_FULL });
    } finally {
      emptyDisk();
    }
    // Nothing half-written: the same records, byte for byte; the last good snapshot still there.
    expect(isDeepStrictEqual(byId(await db.getAll('postings')), before)).toBe(true);
    expect(await readSnapshotInfo(backupName(name))).toEqual(snapshotBefore);
    db.close();
    db = await openJobsightDb({ name });
    const reopened = byId(await db.getAll('postings'));
    expect(isDeepStrictEqual(reopened, before)).toBe(true);
    expect(reopened.every((record) => StoredPosting.safeParse(record).success)).toBe(true);
    // Space again: the save goes through.
    expect(await route({ type: 'sidebar:save', id: 'greenhouse:4071123' }, sidebar, deps)).toMatchObject({
      ok: true,
      record: { status: 'saved' },
    });
    db.close();
  });
});

// The automatic snapshot before an import, and restoring it

describe('the snapshot before an import', () => {
  const SETTINGS_BEFORE: Settings = { ...DEFAULT_SETTINGS, viewedDays: 45 };
  const SETTINGS_FILE: Settings = { ...DEFAULT_SETTINGS, uiLanguage: 'zh', viewedDays: 30 };
  const PROFILE: Profile = { skills: ['Go'], places: ['Berlin'], workModes: ['remote'], languages: ['English'] };

  let name: string;
  let db: JobsightDatabase;
  beforeEach(async () => {
    name = newName();
    db = await openJobsightDb({ name });
  });
  afterEach(() => db.close());

  it('keeps what was there, and a restore (from the options page only) brings it back exactly; restoring again undoes the restore', async () => {
    const before = manyRecords(120);
    const tx = db.transaction('postings', 'readwrite');
    await Promise.all(before.map((record) => tx.store.put(record)));
    await tx.done;
    const prefs = memoryPrefs({ settings: SETTINGS_BEFORE, profile: PROFILE });
    const reset = vi.fn();
    const deps = { ...routerDeps(async () => db, prefs), reset };
    expect(await route({ type: 'durability:backup' }, options, deps)).toEqual({ ok: true, backup: null });

    // The file changes 30 records (newer copies with other notes) and adds 50; the settings come with it.
    const changed = before.slice(0, 30).map((r) => ({ ...r, notes: 'changed by the import', updatedAt: '2027-01-01T00:00:00.000Z' }));
    const added = manyRecords(170).slice(120);
    const imported = await route(
      { type: 'data:import', text: fileOf([...changed, ...added], { settings: SETTINGS_FILE }), restoreSettings: true },
      options,
      deps,
    );
    expect(imported).toMatchObject({ ok: true, importReport: { inserted: 50, updated: 30 } });
    const afterImport = byId(await db.getAll('postings'));
    expect(afterImport).toHaveLength(170);
    expect(prefs.values.settings).toEqual(SETTINGS_FILE);
    expect(await route({ type: 'durability:backup' }, options, deps)).toEqual({
      ok: true,
      backup: { takenAt: NOW, reason: 'import', schemaVersion: DB_VERSION, count: 120, hasSettings: true, hasProfile: true },
    });

    // Never from a content script or the sidebar, and never without the confirmation.
    for (const sender of [content, sidebar])
      expect(await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, sender, deps)).toMatchObject({ ok: false });
    expect(await route({ type: 'durability:restore' }, options, deps)).toEqual({ ok: false, error: 'malformed message' });
    expect(await db.count('postings')).toBe(170);

    const restored = await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps);
    expect(restored).toMatchObject({ ok: true, count: 120, backup: { reason: 'restore', count: 170 } });
    expect(isDeepStrictEqual(byId(await db.getAll('postings')), byId(before))).toBe(true);
    expect(prefs.values).toEqual({ settings: SETTINGS_BEFORE, profile: PROFILE });
    expect(reset).toHaveBeenCalled();

    // The restore kept what it replaced: restoring again puts the import's result back.
    await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps);
    expect(isDeepStrictEqual(byId(await db.getAll('postings')), afterImport)).toBe(true);
    expect(prefs.values.settings).toEqual(SETTINGS_FILE);
  });

  it('restores a snapshot taken before a migration with the fields of today’s schema filled', async () => {
    db.close();
    const v1name = newName();
    const old = await openJobsightDb({ name: v1name, version: 1 });
    const records = manyRecords(40).map((r) => ({ ...r, notes: 'before the update' }));
    const tx = old.transaction('postings', 'readwrite');
    await Promise.all(records.map((record) => tx.store.put(record)));
    await tx.done;
    old.close();
    db = await openJobsightDb({ name: v1name });
    expect(await readSnapshotInfo(backupName(v1name))).toMatchObject({ reason: 'migration', schemaVersion: 1, count: 40 });
    const deps = routerDeps(async () => db);
    await route({ type: 'posting:notes', id: records[0]!.id, notes: 'after the update' }, popup, deps);
    expect(await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps)).toMatchObject({
      ok: true,
      count: 40,
    });
    const back = byId(await db.getAll('postings'));
    expect(back.map((r) => r.notes)).toEqual(records.map(() => 'before the update'));
    expect(back.every((r) => r.companyCore === companyCore(r.posting.company.name) && Array.isArray(r.duplicates))).toBe(true);
    expect(await db.countFromIndex('postings', 'byCompanyCore')).toBe(40);
  });

  it('erase everything forgets the snapshot too: nothing erased stays restorable', async () => {
    const tx = db.transaction('postings', 'readwrite');
    await Promise.all(manyRecords(30).map((record) => tx.store.put(record)));
    await tx.done;
    const deps = routerDeps(async () => db, memoryPrefs({ settings: SETTINGS_BEFORE, profile: PROFILE }));
    await route({ type: 'data:import', text: fileOf(manyRecords(40).slice(30)), restoreSettings: false }, options, deps);
    expect(await readSnapshotInfo(backupName(name))).toMatchObject({ reason: 'import', count: 30 });
    expect(await route({ type: 'data:erase', confirm: 'erase everything' }, options, deps)).toMatchObject({ ok: true, count: 40 });
    expect(await readSnapshotInfo(backupName(name))).toBeUndefined();
    expect(await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps)).toEqual({
      ok: false,
      error: 'no-backup',
    });
  });

  it('a restore whose undo cannot be kept (a full disk) changes nothing and keeps the snapshot it would restore', async () => {
    const before = manyRecords(50);
    const tx = db.transaction('postings', 'readwrite');
    await Promise.all(before.map((record) => tx.store.put(record)));
    await tx.done;
    const deps = routerDeps(async () => db, memoryPrefs());
    await route({ type: 'data:import', text: fileOf(manyRecords(80).slice(50)), restoreSettings: false }, options, deps);
    const current = byId(await db.getAll('postings'));
    const snapshot = await readSnapshotInfo(backupName(name));
    // The undo's write fails (the disk filled up), though the restore's own writes would go through.
    const backupModule = await import('@/lib/db/backup');
    const write = vi
      .spyOn(backupModule, 'writeSnapshot')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    expect(await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps)).toEqual({
      ok: false,
      error: STORAGE_FULL,
    });
    write.mockRestore();
    expect(isDeepStrictEqual(byId(await db.getAll('postings')), current)).toBe(true);
    expect(await readSnapshotInfo(backupName(name))).toEqual(snapshot);
    // Space again: the restore goes through and brings back the 50.
    expect(await route({ type: 'durability:restore', confirm: 'restore the snapshot' }, options, deps)).toMatchObject({
      ok: true,
      count: 50,
    });
    expect(isDeepStrictEqual(byId(await db.getAll('postings')), byId(before))).toBe(true);
  });

  it('an import that lands without its snapshot leaves no older snapshot passing for the state before it', async () => {
    const deps = routerDeps(async () => db, memoryPrefs());
    await route({ type: 'data:import', text: fileOf(manyRecords(10)), restoreSettings: false }, options, deps);
    expect(await readSnapshotInfo(backupName(name))).toMatchObject({ count: 0 });
    const backupModule = await import('@/lib/db/backup');
    const write = vi.spyOn(backupModule, 'writeSnapshot').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const imported = await route({ type: 'data:import', text: fileOf(manyRecords(25).slice(10)), restoreSettings: false }, options, deps);
    write.mockRestore();
    expect(imported).toMatchObject({ ok: true, importReport: { inserted: 15 } });
    expect(await readSnapshotInfo(backupName(name))).toBeUndefined();
  });

  it('says there is nothing to restore when no snapshot was taken', async () => {
    expect(
      await route(
        { type: 'durability:restore', confirm: 'restore the snapshot' },
        options,
        routerDeps(async () => db),
      ),
    ).toEqual({ ok: false, error: 'no-backup' });
  });
});

// Requests whose answer never came

describe('requestWithRetry', () => {
  const save = { type: 'sidebar:save', id: 'greenhouse:4071123' } as const;
  it('asks again when the worker was not there or stopped before answering, and takes the first answer', async () => {
    const send = vi
      .fn<(message: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Could not establish connection. Receiving end does not exist.'))
      .mockRejectedValueOnce(
        new Error(
          'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
        ),
      )
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue({ ok: true, id: 'x' });
    expect(await requestWithRetry(send, save, { delayMs: 1, attempts: 5 })).toEqual({ ok: true, id: 'x' });
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('gives up on an answer slower than the timeout and asks again', async () => {
    const send = vi
      .fn<(message: unknown) => Promise<unknown>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ ok: true });
    expect(await requestWithRetry(send, save, { delayMs: 1, timeoutMs: 50 })).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes a refusal as final, and says why after the last attempt', async () => {
    const refused = vi.fn<(message: unknown) => Promise<unknown>>().mockResolvedValue({ ok: false, error: STORAGE_FULL });
    expect(await requestWithRetry(refused, save, { delayMs: 1 })).toEqual({ ok: false, error: STORAGE_FULL });
    expect(refused).toHaveBeenCalledTimes(1);
    const gone = vi.fn<(message: unknown) => Promise<unknown>>().mockRejectedValue(new Error('Could not establish connection.'));
    expect(await requestWithRetry(gone, save, { delayMs: 1, attempts: 3 })).toEqual({
      ok: false,
      error: 'Could not establish connection.',
    });
    expect(gone).toHaveBeenCalledTimes(3);
  });

  it('a save retried after it landed lands once: one "saved" in the history', async () => {
    const name = newName();
    const db = await openJobsightDb({ name });
    await recordSeen(db, manyRecords(1)[0]!.posting);
    const id = manyRecords(1)[0]!.id;
    await savePosting(db, id, NOW);
    await savePosting(db, id, '2026-11-29T10:00:01.000Z');
    const record = await getPosting(db, id);
    expect(record?.statusHistory).toEqual([{ status: 'saved', at: NOW }]);
    db.close();
  });
});

// Writers at once

describe('inOrder', () => {
  it('runs calls one after the other in the order made, even when an earlier one is slow or fails', async () => {
    const landed: string[] = [];
    const send = inOrder(async (what: string, ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (what === 'fails') throw new Error('no answer');
      landed.push(what);
      return what;
    });
    const results = await Promise.allSettled([send('tick A (retried, slow)', 60), send('fails', 5), send('untick A', 1)]);
    expect(landed).toEqual(['tick A (retried, slow)', 'untick A']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('five writers on the same 200 postings at once', () => {
  it('lose no update: every status change in order, the last note of each writer, the union of the ticks', async () => {
    const name = newName();
    const db = await openJobsightDb({ name });
    const records = Array.from({ length: 200 }, (_, i) => sampleRecord('linkedin', String(4_100_000_000 + i), { status: 'viewed' }));
    const tx = db.transaction('postings', 'readwrite');
    await Promise.all(records.map((record) => tx.store.put({ ...record, checklist: [] })));
    await tx.done;
    let clock = Date.parse(NOW);
    const deps = { ...routerDeps(async () => db), now: () => new Date(clock++).toISOString() };
    const STATUSES = ['saved', 'applied', 'interviewing', 'offer'] as const;
    const writer = (w: number) =>
      Promise.all(
        records.map(async (record, p) => {
          // Each posting's statuses come from one writer, in order; its notes from another; every writer ticks two items.
          if (p % 5 === w)
            for (const status of STATUSES)
              expect(await route({ type: 'posting:status', id: record.id, status }, popup, deps)).toMatchObject({ ok: true });
          if ((p + 1) % 5 === w)
            for (const n of [1, 2, 3])
              expect(await route({ type: 'posting:notes', id: record.id, notes: `writer ${w} note ${n}` }, popup, deps)).toMatchObject({
                ok: true,
              });
          for (const item of [`w${w}-a`, `w${w}-b`])
            expect(await route({ type: 'posting:check', id: record.id, itemId: item, done: true }, popup, deps)).toMatchObject({
              ok: true,
            });
        }),
      );
    await Promise.all([0, 1, 2, 3, 4].map(writer));
    const after = await db.getAll('postings');
    expect(after).toHaveLength(200);
    const lost = after.filter((record) => {
      const p = records.findIndex((r) => r.id === record.id);
      return (
        !isDeepStrictEqual(
          record.statusHistory.map((h) => h.status),
          [...STATUSES],
        ) ||
        record.statusHistory.some((h, k) => k > 0 && h.at < record.statusHistory[k - 1]!.at) ||
        record.notes !== `writer ${(p + 1) % 5} note 3` ||
        [...record.checklist].sort().join() !==
          [0, 1, 2, 3, 4]
            .flatMap((w) => [`w${w}-a`, `w${w}-b`])
            .sort()
            .join()
      );
    });
    expect(lost.map((r) => r.id)).toEqual([]);
    db.close();
  });
});
