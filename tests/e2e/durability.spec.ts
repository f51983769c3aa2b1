import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { UpgradeInfo } from '@/lib/db/open';
import { StoredPosting } from '@/lib/db/schema';
import { companyCore } from '@/lib/dedupe';
import {
  ask,
  currentWorker,
  databaseVersions,
  dbHealth,
  deleteMainDb,
  extensionPage,
  storedPostings,
  WorkerStopper,
} from './durability-support';
import { expect, servePage, sidebarFrame, test } from './fixtures';
import { loadCorpus } from '../support/corpus';
import { manyRecords, sampleRecord } from '../support/records';

/**
 * Durability, in Chromium with the built extension: docs/reliability.md §5
 * items 8-11. Upgrades of a real version-1 database of 10,000 records, a blocked upgrade, five pages
 * writing at once, the worker stopped in the middle of writes, a full disk, the automatic backup.
 */

const V1 = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/db/v1.json'), 'utf8')) as {
  stores: { postings: StoredPosting[] };
};
const COUNT = 10_000;
/** Today's version: one migration file per version (lib/db/migrations is loaded by import.meta.glob, which Node lacks). */
const DB_VERSION = readdirSync(join(import.meta.dirname, '../../lib/db/migrations')).filter((f) => /^v\d+.*\.ts$/.test(f)).length;

/**
 * Writes a version-1 database of `count` records made from the v1 fixture's (as the unit test's
 * manyV1 does), creating the v1 schema and the records in one versionchange transaction, with raw
 * IndexedDB in an extension page: what Jobsight 1 left on disk.
 */
async function writeVersion1(page: Page, count: number): Promise<void> {
  await page.evaluate(
    ({ templates, count }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('jobsight', 1);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('postings', { keyPath: 'id' });
          store.createIndex('byCompany', 'company');
          store.createIndex('bySite', 'site');
          store.createIndex('byStatus', 'status');
          store.createIndex('bySavedAt', 'savedAt');
          store.createIndex('byLastSeen', 'lastSeenAt');
          for (let i = 0; i < count; i++) {
            const template = templates[i % templates.length]!;
            const id = `${template.posting.source.site}:durability-${String(i).padStart(5, '0')}`;
            const name = `${template.posting.company.name} ${i % 97}`;
            store.put({
              ...template,
              id,
              posting: { ...template.posting, id, company: { ...template.posting.company, name } },
              notes: i % 3 === 0 ? `note ${i}: asked about on-call` : template.notes,
            });
          }
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
    { templates: V1.stores.postings, count },
  );
}

/**
 * Checks, in the page, every stored record against the version-1 record it was made from: equal on
 * every version-1 field, `duplicates` an empty list and `companyCore` a string. Returns the ids that
 * differ and a spread sample of records for the checks made in Node.
 */
async function checkUpgraded(
  page: Page,
  count: number,
): Promise<{ version: number; stored: number; wrong: string[]; sample: StoredPosting[] }> {
  return page.evaluate(
    async ({ templates, count }) => {
      const canonical = (value: unknown): string =>
        JSON.stringify(value, (_key, v: unknown) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
        );
      // The background creates the database at its first start: opened before that, it would be made empty.
      for (let i = 0; i < 400 && !(await indexedDB.databases()).some((d) => d.name === 'jobsight'); i++)
        await new Promise((r) => setTimeout(r, 25));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jobsight');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const records = await new Promise<StoredPosting[]>((resolve, reject) => {
        const request = db.transaction('postings').objectStore('postings').getAll();
        request.onsuccess = () => resolve(request.result as StoredPosting[]);
        request.onerror = () => reject(request.error);
      });
      const version = db.version;
      db.close();
      const byId = new Map(records.map((r) => [r.id, r]));
      const wrong: string[] = [];
      for (let i = 0; i < count; i++) {
        const template = templates[i % templates.length]!;
        const id = `${template.posting.source.site}:durability-${String(i).padStart(5, '0')}`;
        const name = `${template.posting.company.name} ${i % 97}`;
        const expected = {
          ...template,
          id,
          posting: { ...template.posting, id, company: { ...template.posting.company, name } },
          notes: i % 3 === 0 ? `note ${i}: asked about on-call` : template.notes,
        };
        const found = byId.get(id);
        if (!found) {
          wrong.push(`${id}: missing`);
          continue;
        }
        const { companyCore: core, duplicates, ...v1Fields } = found;
        if (version >= 2 && (typeof core !== 'string' || !Array.isArray(duplicates) || duplicates.length !== 0))
          wrong.push(`${id}: new fields`);
        if (version === 1 && (core !== undefined || duplicates !== undefined)) wrong.push(`${id}: upgraded at version 1`);
        if (canonical(v1Fields) !== canonical(expected)) wrong.push(`${id}: differs`);
      }
      return { version, stored: records.length, wrong: wrong.slice(0, 20), sample: records.filter((_, i) => i % 50 === 0) };
    },
    { templates: V1.stores.postings, count },
  );
}

async function upgradesOf(jobsight: { context: BrowserContext }): Promise<UpgradeInfo[]> {
  const worker = await currentWorker(jobsight.context);
  return worker.evaluate(() => (globalThis as { jobsightUpgrades?: UpgradeInfo[] }).jobsightUpgrades ?? []);
}

test('a fresh install creates the latest schema by running each migration once, in order, on an empty store, with no snapshot', async ({
  jobsight,
}) => {
  const page = await extensionPage(jobsight);
  await expect(page.getByTestId('data-count')).toBeVisible();
  const upgrades = await upgradesOf(jobsight);
  expect(upgrades).toHaveLength(1);
  expect(upgrades[0]).toMatchObject({ from: 0, to: DB_VERSION, ran: Array.from({ length: DB_VERSION }, (_, i) => i + 1) });
  expect(upgrades[0]).not.toHaveProperty('snapshot');
  const versions = await databaseVersions(page);
  expect(versions['jobsight']).toBe(DB_VERSION);
  expect(versions).not.toHaveProperty('jobsight-backup');
  await expect(page.getByTestId('backup-none')).toBeVisible();
});

test('v1 -> v2 with 10,000 records: an upgrade stopped half-way leaves v1 whole, the next one loses nothing', async ({ jobsight }) => {
  test.setTimeout(120_000);
  const page = await extensionPage(jobsight);
  await expect(page.getByTestId('data-count')).toBeVisible();
  // The database the background made is dropped (its connection steps aside), and Jobsight 1's put in its place.
  await deleteMainDb(page);
  const written = Date.now();
  await writeVersion1(page, COUNT);
  console.log(`[durability] wrote a version-1 database of ${COUNT} records in ${Date.now() - written} ms`);
  expect(await checkUpgraded(page, COUNT)).toMatchObject({ version: 1, stored: COUNT, wrong: [] });

  // First attempt: the worker is stopped while the upgrade runs (browser update, crash, 5-minute limit).
  const stopper = await WorkerStopper.on(jobsight.context, page);
  const other = await extensionPage(jobsight, '/popup.html');
  await expect
    .poll(() => dbHealth(page), { timeout: 30_000, intervals: [20] })
    .toMatchObject({ state: 'upgrading', from: 1, to: DB_VERSION });
  await other.close();
  await page.waitForTimeout(150);
  await stopper.stop();
  const interrupted = await checkUpgraded(page, COUNT);
  expect(interrupted).toMatchObject({ version: 1, stored: COUNT, wrong: [] });

  // Second attempt, through the background again (the options page asks for the count): it runs to the end.
  const started = Date.now();
  await page.reload();
  await expect(page.getByTestId('data-count')).toContainText('10000', { timeout: 60_000 });
  const answered = Date.now() - started;
  const upgraded = await checkUpgraded(page, COUNT);
  expect(upgraded).toMatchObject({ version: DB_VERSION, stored: COUNT, wrong: [] });
  for (const record of upgraded.sample) {
    expect(StoredPosting.safeParse(record).success, record.id).toBe(true);
    expect(record.companyCore, record.id).toBe(companyCore(record.posting.company.name));
  }
  const upgrades = await upgradesOf(jobsight);
  const info = upgrades.at(-1)!;
  expect(info).toMatchObject({ from: 1, to: DB_VERSION, ran: [2], snapshot: { count: COUNT } });
  console.log(
    `[durability] Chromium v1 -> v${DB_VERSION}, ${COUNT} records: snapshot ${'ms' in info.snapshot! ? info.snapshot.ms : '?'} ms, upgrade ${info.upgradeMs} ms, options page answered in ${answered} ms`,
  );
  // The snapshot taken before the upgrade is offered in the options page.
  await expect(page.getByTestId('backup-info')).toHaveAttribute('data-reason', 'migration');
  await expect(page.getByTestId('backup-info')).toHaveAttribute('data-count', String(COUNT));

  // Opened again by a new worker at today's version: nothing runs, nothing changes.
  await stopper.stop();
  await page.reload();
  await expect(page.getByTestId('data-count')).toContainText('10000');
  expect(await upgradesOf(jobsight)).toEqual([]);
  expect(await checkUpgraded(page, COUNT)).toMatchObject({ version: DB_VERSION, stored: COUNT, wrong: [] });
  expect((await storedPostings(page)).length).toBe(COUNT);
});

// Blocked and blocking upgrades

const EN_BLOCKED = 'Close other Jobsight tabs or restart the browser to finish the update.';
const ZH_BLOCKED = '请关闭其他 Jobsight 标签页或重启浏览器，以完成更新。';
const architect = loadCorpus().find((c) => c.site === 'demo' && c.name === 'architect')!;

test('an old tab holding a version-1 connection open: every page says so within seconds, and the update finishes once it closes', async ({
  jobsight,
}) => {
  test.setTimeout(90_000);
  const old = await extensionPage(jobsight);
  await expect(old.getByTestId('data-count')).toBeVisible();
  await deleteMainDb(old);
  // Jobsight 1's database, and a connection to it that never closes (no versionchange handler): an old tab.
  await writeVersion1(old, 50);
  await old.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('jobsight', 1);
        request.onsuccess = () => {
          (globalThis as { heldConnection?: IDBDatabase }).heldConnection = request.result;
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
  );

  // A job page (its content script proposes the posting) and the popup both need the database now.
  await servePage(jobsight.context, architect.meta.url, readFileSync(architect.pagePath));
  const job = await jobsight.context.newPage();
  const started = Date.now();
  await job.goto(architect.meta.url);
  const popup = await extensionPage(jobsight, '/popup.html');
  await expect(popup.getByTestId('db-blocked')).toHaveText(EN_BLOCKED, { timeout: 8_000 });
  const toldAfter = Date.now() - started;
  console.log(`[durability] blocked upgrade said in the popup ${toldAfter} ms after the first request`);
  expect(toldAfter).toBeLessThan(8_000);
  await expect(old.getByTestId('db-blocked')).toHaveText(EN_BLOCKED);
  const sidebar = await sidebarFrame(job);
  await expect(sidebar.getByTestId('db-blocked')).toHaveText(EN_BLOCKED);
  const tracker = await extensionPage(jobsight, '/tracker.html');
  await expect(tracker.getByTestId('db-blocked')).toHaveText(EN_BLOCKED);
  // Requests meanwhile are answered at once with the reason, not left hanging.
  const asked = Date.now();
  expect(
    await popup.evaluate(() =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({
        type: 'data:count',
      }),
    ),
  ).toEqual({ ok: false, error: 'db-blocked' });
  expect(Date.now() - asked).toBeLessThan(1_000);
  // In Chinese too.
  await popup.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }).chrome.storage.local.set({
      settings: { uiLanguage: 'zh' },
    }),
  );
  await expect(popup.getByTestId('db-blocked')).toHaveText(ZH_BLOCKED);
  await expect(sidebar.getByTestId('db-blocked')).toHaveText(ZH_BLOCKED);

  // The old tab closes its connection: the waiting upgrade runs, the notice goes, the data is whole.
  await old.evaluate(() => (globalThis as { heldConnection?: IDBDatabase }).heldConnection?.close());
  await expect(popup.getByTestId('db-blocked')).toHaveCount(0, { timeout: 10_000 });
  await expect(sidebar.getByTestId('db-blocked')).toHaveCount(0);
  expect(await checkUpgraded(old, 50)).toMatchObject({ version: DB_VERSION, stored: 50, wrong: [] });
  expect(await dbHealth(old)).toBeUndefined();
  await popup.reload();
  await expect(popup.getByTestId('count')).toBeVisible();
});

test('the background never blocks a newer version: its connection closes itself and it reopens after', async ({ jobsight }) => {
  const page = await extensionPage(jobsight);
  await expect(page.getByTestId('data-count')).toBeVisible();
  // A newer Jobsight's open (version + 1) while the background holds today's connection.
  const outcome = await page.evaluate(
    (version) =>
      new Promise<{ blocked: boolean; opened: number }>((resolve, reject) => {
        let blocked = false;
        const request = indexedDB.open('jobsight', version);
        request.onblocked = () => (blocked = true);
        request.onsuccess = () => {
          const opened = request.result.version;
          request.result.close();
          resolve({ blocked, opened });
        };
        request.onerror = () => reject(request.error);
      }),
    DB_VERSION + 1,
  );
  expect(outcome).toEqual({ blocked: false, opened: DB_VERSION + 1 });
  // Back to a database this build can open; the background opens it again on the next request.
  await deleteMainDb(page);
  await page.reload();
  await expect(page.getByTestId('data-count')).toContainText('0');
  expect((await databaseVersions(page))['jobsight']).toBe(DB_VERSION);
});

// Five tabs at once

test('five pages saving and updating the same 200 postings at once through the background: no update lost', async ({ jobsight }) => {
  test.setTimeout(120_000);
  const POSTINGS = 200;
  const records = Array.from({ length: POSTINGS }, (_, i) => ({
    ...sampleRecord('linkedin', String(4_200_000_000 + i), { status: 'viewed' }),
    checklist: [],
  }));
  const pages = await Promise.all(Array.from({ length: 5 }, () => extensionPage(jobsight, '/tracker.html')));
  expect(
    await pages[0]!.evaluate(
      (list) =>
        (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({
          type: 'postings:restore',
          records: list,
        }),
      records,
    ),
  ).toMatchObject({ ok: true, count: POSTINGS });
  const ids = records.map((r) => r.id);
  const STATUSES = ['saved', 'applied', 'interviewing', 'offer'] as const;

  const started = Date.now();
  const sent = await Promise.all(
    pages.map((page, writer) =>
      page.evaluate(
        async ({ ids, writer, statuses }) => {
          const { chrome } = globalThis as unknown as {
            chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean; error?: string }> } };
          };
          let messages = 0;
          const failures: string[] = [];
          const send = async (message: Record<string, unknown>) => {
            messages++;
            const reply = await chrome.runtime.sendMessage(message);
            if (!reply?.ok) failures.push(`${String(message['type'])} ${String(message['id'])}: ${reply?.error}`);
          };
          // Every posting at once: its statuses from one writer (a save, then the rest, in order), its notes
          // from another (three edits, the last one stays), and two checklist ticks from each writer.
          await Promise.all(
            ids.map(async (id, p) => {
              if (p % 5 === writer) for (const status of statuses) await send({ type: 'posting:status', id, status });
              if ((p + 1) % 5 === writer)
                for (const n of [1, 2, 3]) await send({ type: 'posting:notes', id, notes: `writer ${writer} note ${n}` });
              for (const item of [`w${writer}-a`, `w${writer}-b`]) await send({ type: 'posting:check', id, itemId: item, done: true });
            }),
          );
          return { messages, failures };
        },
        { ids, writer, statuses: STATUSES },
      ),
    ),
  );
  const ms = Date.now() - started;
  const messages = sent.reduce((sum, s) => sum + s.messages, 0);
  expect(sent.flatMap((s) => s.failures)).toEqual([]);

  const stored = new Map((await storedPostings(pages[0]!)).map((r) => [r.id, r]));
  const allTicks = [0, 1, 2, 3, 4].flatMap((w) => [`w${w}-a`, `w${w}-b`]).sort();
  let lostStatus = 0;
  let lostNotes = 0;
  let lostTicks = 0;
  ids.forEach((id, p) => {
    const record = stored.get(id)!;
    const history = record.statusHistory;
    if (
      history.map((h) => h.status).join() !== STATUSES.join() ||
      history.some((h, k) => k > 0 && h.at < history[k - 1]!.at) ||
      record.status !== 'offer'
    )
      lostStatus++;
    if (record.notes !== `writer ${(p + 1) % 5} note 3`) lostNotes++;
    if ([...record.checklist].sort().join() !== allTicks.join()) lostTicks++;
  });
  expect(stored.size).toBe(POSTINGS);
  console.log(
    `[durability] 5 pages x ${POSTINGS} postings: ${messages} writes in ${ms} ms (${Math.round((messages / ms) * 1000)}/s); lost status changes ${lostStatus}, lost notes ${lostNotes}, lost ticks ${lostTicks}`,
  );
  expect({ lostStatus, lostNotes, lostTicks }).toEqual({ lostStatus: 0, lostNotes: 0, lostTicks: 0 });
  expect([...stored.values()].filter((record) => !StoredPosting.safeParse(record).success).map((r) => r.id)).toEqual([]);
});

// The worker stopped in the middle of writes

const KILLS = 100;

/** The demo posting, one page per number: its own address (and so its own id) and title. */
function killPage(i: number): { url: string; title: string; html: string } {
  const url = architect.meta.url.replace('architect.html', `kill-${i}.html`);
  const title = `Senior System Software Architect #${i}, HPC and AI Networking`;
  const html = readFileSync(architect.pagePath, 'utf8').replaceAll(
    'Senior System Software Architect',
    `Senior System Software Architect #${i}`,
  );
  return { url, title, html };
}

/** Lost, duplicated and half-written records among the postings expected, as read from the store. */
function audit(
  records: readonly StoredPosting[],
  expected: ReadonlyMap<string, { saved: boolean }>,
): { lost: string[]; duplicated: string[]; half: string[] } {
  const byTitle = new Map<string, StoredPosting[]>();
  for (const record of records) byTitle.set(record.posting.title, [...(byTitle.get(record.posting.title) ?? []), record]);
  const byId = new Map(records.map((r) => [r.id, r]));
  const lost: string[] = [];
  const duplicated: string[] = [];
  const half: string[] = [];
  for (const [title, { saved }] of expected) {
    const found = byTitle.get(title) ?? [];
    if (found.length === 0 || (saved && found[0]!.status !== 'saved')) lost.push(title);
    if (found.length > 1) duplicated.push(title);
    for (const record of found) {
      const saves = record.statusHistory.filter((h) => h.status === 'saved').length;
      if (saves > 1) duplicated.push(`${title}: saved ${saves} times`);
      if (!StoredPosting.safeParse(record).success) half.push(`${title}: fails the schema`);
      // Links between duplicates are written in one transaction with the record: both ends or neither.
      for (const other of record.duplicates ?? [])
        if (!byId.get(other)?.duplicates?.includes(record.id)) half.push(`${title}: one-way link to ${other}`);
    }
  }
  return { lost, duplicated, half };
}

test("a page that replaced another in the tab shows 'reading' until its own report is kept, never the posting before", async ({
  jobsight,
}) => {
  const [before, after] = [killPage(1001), killPage(1002)];
  for (const page of [before, after]) await servePage(jobsight.context, page.url, page.html);
  const job = await jobsight.context.newPage();
  await job.goto(before.url);
  await expect((await sidebarFrame(job, 20_000)).getByTestId('title')).toHaveText(before.title, { timeout: 20_000 });

  // The second page's report is held where the worker keeps the tab's state, as when the worker is stopped while
  // it is on its way (it is sent again, lib/content/report-queue.ts): until it lands, the tab holds the first page's.
  const worker = await currentWorker(jobsight.context);
  await worker.evaluate((title) => {
    type Area = { set(items: Record<string, unknown>): Promise<void> };
    const scope = globalThis as unknown as { chrome: { storage: { session: Area } }; jobsightRelease?: () => void };
    const session = scope.chrome.storage.session;
    const original = session.set.bind(session);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    scope.jobsightRelease = release;
    session.set = (items) => {
      const holds = Object.values(items).some(
        (value) => (value as { record?: { posting?: { title?: string } } } | null)?.record?.posting?.title === title,
      );
      return holds ? held.then(() => original(items)) : original(items);
    };
  }, after.title);

  await job.goto(after.url);
  const sidebar = await sidebarFrame(job, 20_000);
  await expect(sidebar.locator('body')).toContainText('Reading this page', { timeout: 20_000 });
  // Long enough for the first page's posting to have been pushed to the new sidebar, were it ever going to be (the
  // worker answers a sidebar's connection with the analysis its last push kept, at once).
  for (let i = 0; i < 15; i++) {
    await expect(sidebar.getByTestId('title')).toHaveCount(0);
    await job.waitForTimeout(200);
  }
  await worker.evaluate(() => (globalThis as { jobsightRelease?: () => void }).jobsightRelease?.());
  await expect(sidebar.getByTestId('title')).toHaveText(after.title, { timeout: 20_000 });
});

test(`the worker stopped ${KILLS} times in the middle of a page's reading and a sidebar Save: 0 lost, 0 duplicated, 0 half records`, async ({
  jobsight,
}) => {
  test.setTimeout(180_000);
  const control = await extensionPage(jobsight);
  const stopper = await WorkerStopper.on(jobsight.context, control);
  const job = await jobsight.context.newPage();
  const expected = new Map<string, { saved: boolean }>();
  const delays: number[] = [];
  const started = Date.now();
  let kills = 0;
  for (let i = 0; kills < KILLS; i++) {
    const page = killPage(i);
    await servePage(jobsight.context, page.url, page.html);
    // Kill while the content script's proposal is on its way or being written (it retries when no answer comes).
    const readDelay = Math.floor(Math.random() * 120);
    await job.goto(page.url, { waitUntil: 'domcontentloaded' });
    await job.waitForTimeout(readDelay);
    await stopper.stop();
    kills++;
    delays.push(readDelay);
    expected.set(page.title, { saved: false });
    const sidebar = await sidebarFrame(job, 20_000);
    await expect(sidebar.getByTestId('title')).toHaveText(page.title, { timeout: 20_000 });
    // Every other posting: Save clicked, and the worker stopped before (or while) it answers.
    if (i % 2 === 1 && kills < KILLS) {
      const saveDelay = Math.floor(Math.random() * 40);
      await sidebar.getByTestId('save').click();
      await job.waitForTimeout(saveDelay);
      await stopper.stop();
      kills++;
      delays.push(saveDelay);
      expected.set(page.title, { saved: true });
      await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
    }
  }
  const records = await storedPostings(control);
  const { lost, duplicated, half } = audit(records, expected);
  console.log(
    `[durability] worker stopped ${kills} times (${expected.size} postings read, ${[...expected.values()].filter((e) => e.saved).length} saved from the sidebar) in ${Math.round((Date.now() - started) / 1000)} s: lost ${lost.length}, duplicated ${duplicated.length}, half ${half.length}; ${records.length} records stored`,
  );
  expect({ lost, duplicated, half }).toEqual({ lost: [], duplicated: [], half: [] });
  expect(records).toHaveLength(expected.size);
});

// A full disk

const EN_FULL = "Your browser's storage is full, so this was not saved.";
const ZH_FULL = '浏览器的存储空间已满，本次内容未能保存。';
const byId = (records: readonly StoredPosting[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : 1));

/** A Jobsight export file of these postings, written where the file input can pick it. */
function exportFile(dir: string, name: string, postings: readonly StoredPosting[], extra: Record<string, unknown> = {}): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    JSON.stringify({
      format: 'jobsight',
      version: 1,
      exportedAt: '2026-11-29T10:00:00.000Z',
      schemaVersion: DB_VERSION,
      postings,
      ...extra,
    }),
  );
  return path;
}

test('a full disk: the sidebar Save and the import say so (en, zh), nothing is corrupted, and the database reads back whole', async ({
  jobsight,
}) => {
  test.setTimeout(90_000);
  const options = await extensionPage(jobsight);
  await expect(options.getByTestId('data-count')).toBeVisible();
  expect(await ask(options, { type: 'postings:restore', records: manyRecords(300) })).toMatchObject({ ok: true });
  await servePage(jobsight.context, architect.meta.url, readFileSync(architect.pagePath));
  const job = await jobsight.context.newPage();
  await job.goto(architect.meta.url);
  const sidebar = await sidebarFrame(job);
  await expect(sidebar.getByTestId('save')).toBeVisible();
  const before = byId(await storedPostings(options));
  expect(before).toHaveLength(301);

  // Chromium does not enforce a quota on an extension with unlimitedStorage (Storage.overrideQuotaForOrigin
  // is reported by estimate() but writes past it still commit), so the worker's IndexedDB is made to fail
  // as Chromium does at the quota: requests succeed, then the commit aborts with QuotaExceededError.
  const worker = await currentWorker(jobsight.context);
  await worker.evaluate(() => {
    const scope = globalThis as { IDBObjectStore: typeof IDBObjectStore; jobsightDiskFull?: () => void };
    const original = scope.IDBObjectStore.prototype.put;
    const inFlight = new WeakMap<IDBTransaction, number>();
    scope.IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = original.apply(this, args);
      const tx = this.transaction;
      inFlight.set(tx, (inFlight.get(tx) ?? 0) + 1);
      request.addEventListener('success', () => {
        const left = inFlight.get(tx)! - 1;
        inFlight.set(tx, left);
        if (left > 0) return;
        Object.defineProperty(tx, 'error', {
          value: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
          configurable: true,
        });
        tx.abort();
      });
      return request;
    };
    scope.jobsightDiskFull = () => (scope.IDBObjectStore.prototype.put = original);
  });

  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByRole('alert')).toContainText(EN_FULL);
  await expect(sidebar.getByTestId('save')).not.toHaveAttribute('aria-pressed', 'true');
  const file = exportFile(
    jobsight.profileDir,
    'more.json',
    manyRecords(500)
      .slice(300)
      .map((r) => ({ ...r, id: `x${r.id}`, posting: { ...r.posting, id: `x${r.id}` } })),
  );
  await options.getByTestId('import').setInputFiles(file);
  await expect(options.getByTestId('import-error')).toContainText(EN_FULL);
  await options.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }).chrome.storage.local.set({
      settings: { uiLanguage: 'zh' },
    }),
  );
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByRole('alert')).toContainText(ZH_FULL);

  // Space again: nothing half-written, every earlier record as it was, and the database takes writes.
  await worker.evaluate(() => (globalThis as { jobsightDiskFull?: () => void }).jobsightDiskFull?.());
  expect(byId(await storedPostings(options))).toEqual(before);
  await options.reload();
  await expect(options.getByTestId('data-count')).toContainText('301');
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  const after = await storedPostings(options);
  expect(after).toHaveLength(301);
  expect(after.filter((record) => !StoredPosting.safeParse(record).success).map((r) => r.id)).toEqual([]);
  // The options page asked the browser to keep the storage and shows what it said.
  const persisted = await options.evaluate(() => navigator.storage.persisted());
  await expect(options.getByTestId('storage-state')).toHaveAttribute('data-persisted', String(persisted));
  console.log(`[durability] navigator.storage.persisted() in the options page after persist(): ${persisted}`);
});

// The automatic backup

test('an import keeps a backup first, which the options page restores exactly, and a second restore undoes the first', async ({
  jobsight,
}) => {
  test.setTimeout(90_000);
  const options = await extensionPage(jobsight);
  await expect(options.getByTestId('backup-none')).toBeVisible();
  const records = manyRecords(120);
  expect(await ask(options, { type: 'postings:restore', records })).toMatchObject({ ok: true });
  const before = byId(await storedPostings(options));

  const changed = records.slice(0, 30).map((r) => ({ ...r, notes: 'changed by the import', updatedAt: '2027-01-01T00:00:00.000Z' }));
  const file = exportFile(jobsight.profileDir, 'import.json', [...changed, ...manyRecords(170).slice(120)]);
  await options.getByTestId('import').setInputFiles(file);
  await expect(options.getByTestId('import-report')).toContainText('50 added, 30 updated');
  await expect(options.getByTestId('data-count')).toContainText('170');
  const afterImport = byId(await storedPostings(options));
  await expect(options.getByTestId('backup-info')).toHaveAttribute('data-reason', 'import');
  await expect(options.getByTestId('backup-info')).toHaveAttribute('data-count', '120');

  await options.getByTestId('backup-restore').click();
  await options.getByTestId('backup-restore-confirm').click();
  await expect(options.getByTestId('backup-status')).toHaveText('Restored 120 postings from the backup.');
  await expect(options.getByTestId('data-count')).toContainText('120');
  expect(byId(await storedPostings(options))).toEqual(before);
  await expect(options.getByTestId('backup-info')).toHaveAttribute('data-reason', 'restore');
  await expect(options.getByTestId('backup-info')).toHaveAttribute('data-count', '170');

  await options.getByTestId('backup-restore').click();
  await options.getByTestId('backup-restore-confirm').click();
  await expect(options.getByTestId('data-count')).toContainText('170');
  expect(byId(await storedPostings(options))).toEqual(afterImport);
});
