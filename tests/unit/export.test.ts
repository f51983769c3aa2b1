import { deleteDB } from 'idb';
import Papa from 'papaparse';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportData, importData, type DataDeps, type StoredPrefs } from '@/lib/background/data';
import { DB_VERSION } from '@/lib/db/migrations';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import type { StoredPosting } from '@/lib/db/schema';
import { BOM, postingsToCsv, statusHistoryText } from '@/lib/export/csv';
import { EXPORT_VERSION, StrictStoredPosting } from '@/lib/export/format';
import { parseImport, utf8Length } from '@/lib/export/import';
import { mergePostings, readAllPostings, sameValue } from '@/lib/export/store';
import { deepStrict } from '@/lib/export/strict';
import type { Profile } from '@/lib/profile';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { manyRecords, sampleRecord } from '../support/records';

const NOW = '2026-11-29T10:00:00.000Z';
const names: string[] = [];
const open: JobsightDatabase[] = [];

async function freshDb(): Promise<JobsightDatabase> {
  const name = `export-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const db = await openJobsightDb({ name });
  open.push(db);
  return db;
}

async function put(db: JobsightDatabase, records: readonly StoredPosting[]): Promise<void> {
  const tx = db.transaction('postings', 'readwrite');
  await Promise.all(records.map((record) => tx.store.put(record)));
  await tx.done;
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

function deps(db: JobsightDatabase, prefs: StoredPrefs): DataDeps {
  return { db: async () => db, now: () => NOW, prefs, lang: async () => 'en' };
}

const PROFILE: Profile = {
  skills: ['Go', 'Kubernetes', '数据分析'],
  yearsOfExperience: 6,
  education: 'master',
  expectedPay: { amount: 180000, currency: 'USD', period: 'year' },
  places: ['Berlin', '上海'],
  workModes: ['remote', 'hybrid'],
  languages: ['English', '中文'],
};
const SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  uiLanguage: 'zh',
  weights: { pay: 3, growth: 2, workLife: 1, mission: 0 },
  rememberViewed: false,
  viewedDays: 30,
};

function fileOf(postings: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'jobsight', version: EXPORT_VERSION, exportedAt: NOW, schemaVersion: DB_VERSION, postings, ...extra });
}

beforeEach(() => {
  names.length = 0;
  open.length = 0;
});
afterEach(async () => {
  for (const db of open) db.close();
  for (const name of names) await deleteDB(name);
});

describe('JSON export and import', () => {
  it('round-trips everything into a fresh install with nothing lost', async () => {
    const source = await freshDb();
    const records = manyRecords(60);
    await put(source, records);
    const exported = await exportData('json', deps(source, memoryPrefs({ settings: SETTINGS, profile: PROFILE })));
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.fileName).toBe('jobsight-2026-11-29.json');
    expect(exported.count).toBe(60);
    const file = JSON.parse(exported.text!);
    expect(file).toMatchObject({
      format: 'jobsight',
      version: EXPORT_VERSION,
      exportedAt: NOW,
      schemaVersion: DB_VERSION,
      settings: SETTINGS,
      profile: PROFILE,
    });

    const target = await freshDb();
    const prefs = memoryPrefs();
    const imported = await importData(exported.text!, true, deps(target, prefs));
    expect(imported).toMatchObject({
      ok: true,
      importReport: {
        inserted: 60,
        updated: 0,
        unchanged: 0,
        conflictCount: 0,
        rejectedCount: 0,
        settings: 'restored',
        profile: 'restored',
      },
    });
    const back = await readAllPostings(target);
    const byId = (list: StoredPosting[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(back)).toEqual(byId(records));
    expect(prefs.values).toEqual({ settings: SETTINGS, profile: PROFILE });

    // A second import of the same file changes nothing.
    const again = await importData(exported.text!, true, deps(target, prefs));
    expect(again).toMatchObject({ ok: true, importReport: { inserted: 0, updated: 0, unchanged: 60, conflictCount: 0 } });
  });

  it('keeps the profile and settings here when asked not to restore them', async () => {
    const source = await freshDb();
    await put(source, [sampleRecord('linkedin', '4230011223')]);
    const exported = await exportData('json', deps(source, memoryPrefs({ settings: SETTINGS, profile: PROFILE })));
    const target = await freshDb();
    const mine: Profile = { ...PROFILE, skills: ['Rust'] };
    const prefs = memoryPrefs({ profile: mine });
    const imported = await importData(exported.ok ? exported.text! : '', false, deps(target, prefs));
    expect(imported).toMatchObject({ ok: true, importReport: { inserted: 1, settings: 'kept', profile: 'kept' } });
    expect(prefs.values).toEqual({ profile: mine });
  });

  it('rejects a corrupt file whole and changes nothing', async () => {
    const db = await freshDb();
    const records = [sampleRecord('linkedin', '4230011223'), sampleRecord('indeed', '9f2c4e1a7b3d5086', { status: 'applied' })];
    await put(db, records);
    const prefs = memoryPrefs({ settings: SETTINGS, profile: PROFILE });
    const before = await readAllPostings(db);
    const good = fileOf([sampleRecord('boss', '8c1f2a9d7e5b4a3f1HJ92dy-FlpQ')], { profile: { ...PROFILE, skills: ['COBOL'] } });
    const cases: [string, string][] = [
      [good.slice(0, good.length / 2), 'not-json'],
      ['', 'not-json'],
      ['<html>not an export</html>', 'not-json'],
      [JSON.stringify({ hello: 'world' }), 'not-jobsight'],
      [JSON.stringify([1, 2, 3]), 'not-jobsight'],
      [fileOf([], { format: 'other-tool' }), 'not-jobsight'],
      [fileOf([], { extra: true }), 'not-jobsight'],
      [JSON.stringify({ format: 'jobsight', version: 1, exportedAt: NOW, schemaVersion: DB_VERSION, postings: {} }), 'not-jobsight'],
      [fileOf([], { version: EXPORT_VERSION + 1 }), 'newer-format'],
      [fileOf([], { schemaVersion: DB_VERSION + 1 }), 'newer-schema'],
    ];
    for (const [text, error] of cases) {
      const reply = await importData(text, true, deps(db, prefs));
      expect(reply, text.slice(0, 60)).toMatchObject({ ok: false, error });
    }
    expect(await readAllPostings(db)).toEqual(before);
    expect(prefs.values).toEqual({ settings: SETTINGS, profile: PROFILE });
  });

  it('gives the zod paths of an envelope that is not a Jobsight file', () => {
    const parsed = parseImport(fileOf([], { format: 'other', extra: 1 }), { schemaVersion: DB_VERSION });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reasons).toEqual(expect.arrayContaining(['format: invalid_value', '(root): unrecognized_keys (extra)']));
  });

  it('refuses a file over the size cap before parsing it', () => {
    const text = fileOf(manyRecords(5));
    expect(parseImport(text, { schemaVersion: DB_VERSION, maxBytes: text.length - 1 })).toMatchObject({ ok: false, error: 'too-large' });
    expect(parseImport(text, { schemaVersion: DB_VERSION, maxBytes: utf8Length(text) })).toMatchObject({ ok: true });
    // Chinese text counts three bytes a character.
    expect(utf8Length('数据')).toBe(6);
    expect(utf8Length('a😀')).toBe(5);
  });

  it('leaves out invalid rows with the reasons as zod paths, and imports the rest', async () => {
    const valid = sampleRecord('linkedin', '4230011223');
    const badStatus = { ...sampleRecord('linkedin', '4230011224'), status: 'hired' };
    const extraKey = { ...sampleRecord('linkedin', '4230011225'), starred: true };
    const nestedExtra = sampleRecord('linkedin', '4230011226');
    const nested = { ...nestedExtra, posting: { ...nestedExtra.posting, company: { ...nestedExtra.posting.company, ceo: 'x' } } };
    const scriptUrl = sampleRecord('linkedin', '4230011227');
    const script = { ...scriptUrl, posting: { ...scriptUrl.posting, url: 'javascript:alert(1)' } };
    const mismatched = { ...sampleRecord('linkedin', '4230011228'), id: 'linkedin:1' };
    const text = fileOf([valid, badStatus, extraKey, nested, script, mismatched, 'not an object']);
    const db = await freshDb();
    const reply = await importData(text, true, deps(db, memoryPrefs()));
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.importReport).toMatchObject({ inserted: 1, rejectedCount: 6 });
    const reasons = Object.fromEntries(reply.importReport!.rejected.map((r) => [r.at, r.reasons]));
    expect(reasons['postings.1']).toEqual(['postings.1.status: invalid_value']);
    expect(reasons['postings.2']).toEqual(['postings.2: unrecognized_keys (starred)']);
    expect(reasons['postings.3']).toEqual(['postings.3.posting.company: unrecognized_keys (ceo)']);
    expect(reasons['postings.4']).toEqual(['postings.4.posting.url: invalid_format']);
    expect(reasons['postings.5']).toEqual(['postings.5.posting.id: differs from postings.5.id']);
    expect(reasons['postings.6']).toEqual(['postings.6: invalid_type']);
    expect(reply.importReport!.rejected[0]!.id).toBe('linkedin:4230011224');
    expect((await readAllPostings(db)).map((r) => r.id)).toEqual(['linkedin:4230011223']);
  });

  it('cannot pollute prototypes: __proto__ and constructor keys are refused wherever they stand', async () => {
    const record = sampleRecord('linkedin', '4230011223');
    const text =
      '{"format":"jobsight","version":1,"exportedAt":"2026-11-29T10:00:00.000Z","schemaVersion":' +
      DB_VERSION +
      ',"__proto__":{"polluted":"envelope"},"postings":[' +
      JSON.stringify(record).replace('{', '{"__proto__":{"polluted":"row"},') +
      ']}';
    expect(parseImport(text, { schemaVersion: DB_VERSION })).toMatchObject({ ok: false, error: 'not-jobsight' });
    const inRow = fileOf([]).replace(
      '"postings":[]',
      `"postings":[${JSON.stringify(record).replace('"fieldsFrom":{', '"fieldsFrom":{"__proto__":"adapter","constructor":"adapter",')}]`,
    );
    const profile = fileOf([]).replace(
      '"postings":[]',
      '"postings":[],"profile":{"skills":[],"places":[],"workModes":[],"languages":[],"__proto__":{"polluted":"profile"}}',
    );
    const db = await freshDb();
    const prefs = memoryPrefs();
    const rows = await importData(inRow, true, deps(db, prefs));
    expect(rows).toMatchObject({ ok: true, importReport: { inserted: 0, rejectedCount: 1 } });
    expect(rows.ok && rows.importReport!.rejected[0]!.reasons).toEqual([
      'postings.0.posting.source.fieldsFrom.__proto__: forbidden_key',
      'postings.0.posting.source.fieldsFrom.constructor: forbidden_key',
    ]);
    const prof = await importData(profile, true, deps(db, prefs));
    expect(prof).toMatchObject({ ok: true, importReport: { profile: 'rejected' } });
    expect(prefs.values).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('keeps the newer copy of a posting in the file twice', () => {
    const older = sampleRecord('linkedin', '4230011223', { updatedAt: '2026-11-02T00:00:00.000Z', notes: 'older' });
    const newer = sampleRecord('linkedin', '4230011223', { updatedAt: '2026-11-05T00:00:00.000Z', notes: 'newer' });
    const parsed = parseImport(fileOf([newer, older]), { schemaVersion: DB_VERSION });
    expect(parsed.ok && parsed.postings.map((p) => p.notes)).toEqual(['newer']);
    expect(parsed.ok && parsed.rejected[0]!.reasons[0]).toMatch(/^postings\.1: duplicate id/);
  });

  it('merges by id: the copy updated last wins, and every differing pair is listed', async () => {
    const db = await freshDb();
    const mine = sampleRecord('linkedin', '1000001', { updatedAt: '2026-11-10T00:00:00.000Z', notes: 'mine, newer' });
    const theirsOlder = sampleRecord('linkedin', '1000001', { updatedAt: '2026-11-05T00:00:00.000Z', notes: 'theirs, older' });
    const mineOld = sampleRecord('linkedin', '1000002', { updatedAt: '2026-11-02T00:00:00.000Z', status: 'saved' });
    const theirsNewer = sampleRecord('linkedin', '1000002', {
      updatedAt: '2026-11-08T00:00:00.000Z',
      status: 'applied',
      notes: 'phone screen',
    });
    const same = sampleRecord('linkedin', '1000003');
    const tie = sampleRecord('linkedin', '1000004', { notes: 'here' });
    const tieTheirs = { ...tie, notes: 'there' };
    const fresh = sampleRecord('indeed', '9f2c4e1a7b3d5086');
    await put(db, [mine, mineOld, same, tie]);

    const reply = await importData(fileOf([theirsOlder, theirsNewer, same, tieTheirs, fresh]), true, deps(db, memoryPrefs()));
    expect(reply).toMatchObject({ ok: true, importReport: { inserted: 1, updated: 1, unchanged: 3, conflictCount: 3 } });
    const conflicts = reply.ok ? reply.importReport!.conflicts : [];
    expect(conflicts).toEqual([
      {
        id: 'linkedin:1000001',
        title: mine.posting.title,
        kept: 'existing',
        existingUpdatedAt: mine.updatedAt,
        importedUpdatedAt: theirsOlder.updatedAt,
      },
      {
        id: 'linkedin:1000002',
        title: mine.posting.title,
        kept: 'imported',
        existingUpdatedAt: mineOld.updatedAt,
        importedUpdatedAt: theirsNewer.updatedAt,
      },
      {
        id: 'linkedin:1000004',
        title: tie.posting.title,
        kept: 'existing',
        existingUpdatedAt: tie.updatedAt,
        importedUpdatedAt: tie.updatedAt,
      },
    ]);
    const after = Object.fromEntries((await readAllPostings(db)).map((r) => [r.id, r]));
    expect(after['linkedin:1000001']).toEqual(mine);
    expect(after['linkedin:1000002']).toEqual(theirsNewer);
    expect(after['linkedin:1000004']!.notes).toBe('here');
    expect(after['indeed:9f2c4e1a7b3d5086']).toEqual(fresh);
  });

  it('merges a file mostly known already (read in one go) with the same outcome', async () => {
    const db = await freshDb();
    const records = manyRecords(1_500);
    await put(db, records.slice(0, 1_400));
    const changed = records.map((r, i) => (i % 100 === 0 ? { ...r, notes: 'newer', updatedAt: '2027-01-01T00:00:00.000Z' } : r));
    const result = await mergePostings(db, changed);
    expect(result).toMatchObject({ inserted: 100, updated: 14, unchanged: 1_386, conflictCount: 14 });
    const after = await readAllPostings(db);
    expect(after).toHaveLength(1_500);
    expect(after.filter((r) => r.notes === 'newer')).toHaveLength(15);
  });

  it('writes in one transaction: a write that fails leaves the database as it was', async () => {
    const db = await freshDb();
    const existing = sampleRecord('linkedin', '1000001', { updatedAt: '2026-11-01T00:00:00.000Z' });
    await put(db, [existing]);
    const newer = { ...existing, notes: 'changed', updatedAt: '2026-11-09T00:00:00.000Z' };
    // A value IndexedDB cannot store (a function) makes the put throw mid-way.
    const broken = { ...sampleRecord('linkedin', '1000002'), notes: (() => 'x') as unknown as string };
    await expect(
      mergePostings(db, [newer, sampleRecord('linkedin', '1000003'), broken, sampleRecord('linkedin', '1000004')]),
    ).rejects.toThrow();
    expect(await readAllPostings(db)).toEqual([existing]);
  });

  it('reads every record page by page, in key order', async () => {
    const db = await freshDb();
    const records = manyRecords(2_345);
    await put(db, records);
    const all = await readAllPostings(db);
    expect(all).toHaveLength(2_345);
    expect(all.map((r) => r.id)).toEqual(records.map((r) => r.id).sort());
  });
});

describe('strict schemas', () => {
  it('refuse unknown keys at every depth and keep every check of the original', () => {
    const Inner = z.object({ name: z.string().check(z.maxLength(3)) });
    const Outer = z.object({
      list: z.array(Inner),
      maybe: z.optional(z.nullable(Inner)),
      map: z.record(z.string(), Inner),
      either: z.union([Inner, z.number()]),
    });
    const Strict = deepStrict(Outer);
    const ok = { list: [{ name: 'a' }], maybe: null, map: { k: { name: 'b' } }, either: { name: 'c' } };
    expect(Strict.safeParse(ok).success).toBe(true);
    expect(Outer.safeParse({ ...ok, list: [{ name: 'a', x: 1 }] }).success).toBe(true);
    for (const bad of [
      { ...ok, list: [{ name: 'a', x: 1 }] },
      { ...ok, maybe: { name: 'a', x: 1 } },
      { ...ok, map: { k: { name: 'b', x: 1 } } },
      { ...ok, either: { name: 'c', x: 1 } },
      { ...ok, list: [{ name: 'toolong' }] },
    ]) {
      expect(Strict.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accept every record the database schema accepts', () => {
    for (const record of manyRecords(30)) expect(StrictStoredPosting.safeParse(record).success).toBe(true);
  });

  it('compares values structurally', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a byte-order mark, one row per posting, with its status history and full description', async () => {
    const records = [
      sampleRecord('linkedin', '4230011223', {
        status: 'applied',
        posting: {
          description: {
            text: 'Line one, with "quotes".\nLine two: 数据分析',
            sections: { responsibilities: [], requirements: [], preferred: [], benefits: [] },
          },
        },
      }),
      sampleRecord('boss', '8c1f2a9d7e5b4a3f1HJ92dy-FlpQ', {
        status: 'viewed',
        posting: { title: '数据分析师', company: { name: '星河数据科技有限公司' } },
      }),
    ];
    const csv = postingsToCsv(records);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(2);
    const [applied, viewed] = parsed.data;
    expect(applied).toMatchObject({
      id: 'linkedin:4230011223',
      status: 'applied',
      statusHistory: 'saved 2026-11-01; applied 2026-11-03',
      description: 'Line one, with "quotes".\nLine two: 数据分析',
    });
    expect(viewed).toMatchObject({
      title: '数据分析师',
      company: '星河数据科技有限公司',
      status: 'viewed',
      statusHistory: '',
      savedAt: '',
    });
    expect(statusHistoryText(records[0]!)).toBe('saved 2026-11-01; applied 2026-11-03');
    expect(Object.keys(applied!)).toEqual(
      expect.arrayContaining(['title', 'company', 'url', 'salary', 'locations', 'skills', 'notes', 'description']),
    );
  });

  it('neutralizes cells a spreadsheet would run as formulas, multi-line ones included', () => {
    const attacks = ['=HYPERLINK("https://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1+1\nsecond line'];
    const records = attacks.map((title, i) =>
      sampleRecord('linkedin', String(5000000 + i), { posting: { title, company: { name: title } }, notes: title }),
    );
    const parsed = Papa.parse<Record<string, string>>(postingsToCsv(records).slice(1), { header: true });
    const titles = parsed.data.map((row) => row['title']);
    expect(titles.sort()).toEqual(attacks.map((a) => `'${a}`).sort());
    for (const row of parsed.data) {
      for (const column of ['title', 'company', 'notes']) expect(row[column]!.startsWith("'"), `${column}: ${row[column]}`).toBe(true);
    }
    // Ordinary text is left as it is.
    const plain = Papa.parse<Record<string, string>>(postingsToCsv([sampleRecord('linkedin', '1')]).slice(1), { header: true });
    expect(plain.data[0]!['title']).toBe('Senior Backend Engineer, Payments');
    expect(plain.data[0]!['salaryMin']).toBe('172000');
  });

  it('exports through the background with its file name', async () => {
    const db = await freshDb();
    await put(db, [sampleRecord('linkedin', '4230011223')]);
    const reply = await exportData('csv', deps(db, memoryPrefs()));
    expect(reply).toMatchObject({ ok: true, fileName: 'jobsight-2026-11-29.csv', count: 1 });
    expect(reply.ok && reply.text!.startsWith(`${BOM}id,title,company,status,statusHistory`)).toBe(true);
  });
});
