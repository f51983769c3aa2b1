import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyze } from '@/lib/analyze';
import { toMarketPosting } from '@/lib/analyze/market-posting';
import { route, type RouterDeps } from '@/lib/background/router';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { getPosting, restorePostings } from '@/lib/db/repository';
import type { StoredPosting } from '@/lib/db/schema';
import type { SenderInfo } from '@/lib/messages';
import { duplicatesOf, entryOf, looksLikeRecord, matchesTerms, queryTerms } from '@/lib/tracker/entry';
import { buildPredicate, sortEntries, UNKNOWN_SCORE, type ScoreLookup } from '@/lib/tracker/query';
import { MarketGroups, scoreRecord, type CachedScore, type ScoreSettings, type ScoreStore } from '@/lib/tracker/scores';
import { createTracker, type Tracker } from '@/lib/tracker/service';
import { emptyQuery, type TrackerQuery } from '@/lib/tracker/types';
import { testRecord, type RecordSpec } from '../support/records';

const SPECS: RecordSpec[] = [
  {
    n: 1,
    title: 'Backend Engineer, Payments',
    company: 'Lumenfield Labs',
    skills: ['Go', 'PostgreSQL'],
    workMode: 'hybrid',
    salary: { min: 90_000, max: 110_000, currency: 'EUR' },
    notes: 'Call the recruiter on Tuesday',
  },
  {
    n: 2,
    title: 'Android Engineer',
    company: 'Quillworks',
    skills: ['Kotlin'],
    workMode: 'remote',
    salary: { min: 70_000, max: 80_000, currency: 'EUR' },
  },
  {
    n: 3,
    title: 'Data Engineer',
    company: 'Harborline GmbH',
    skills: ['Python', 'SQL'],
    workMode: 'onsite',
    salary: { min: 120_000, max: 140_000, currency: 'EUR' },
    status: 'applied',
  },
  { n: 4, title: 'Frontend Engineer', company: 'Cobalt Mile', skills: ['React'], workMode: 'remote', salary: null, status: 'interviewing' },
  {
    n: 5,
    title: '高级前端开发工程师',
    company: '云杉科技有限公司',
    skills: ['Vue'],
    workMode: 'onsite',
    city: 'Shanghai',
    country: 'CN',
    salary: { min: 300_000, max: 420_000, currency: 'CNY' },
    site: 'boss',
  },
  { n: 6, title: 'Site Reliability Engineer', company: 'Juniper Row', skills: ['Kubernetes'], status: 'viewed' },
];
const records = () => SPECS.map(testRecord) as unknown as StoredPosting[];
const noScores: ScoreLookup = () => UNKNOWN_SCORE;

describe('tracker entries and search', () => {
  const entries = records().map(entryOf);
  const find = (text: string) => entries.filter((e) => matchesTerms(e, queryTerms(text))).map((e) => e.row.title);

  it('matches every word of the query anywhere in title, company, skills or notes, any case, full-width folded', () => {
    expect(find('ENGINEER kot')).toEqual(['Android Engineer']);
    expect(find('harbor python')).toEqual(['Data Engineer']);
    expect(find('tuesday')).toEqual(['Backend Engineer, Payments']);
    expect(find('ｒｅａｃｔ')).toEqual(['Frontend Engineer']);
    expect(find('front')).toEqual(['Frontend Engineer']);
  });

  it('finds Chinese by any part of a word, which has no spaces to split on', () => {
    expect(find('前端')).toEqual(['高级前端开发工程师']);
    expect(find('工程师')).toEqual(['高级前端开发工程师']);
    expect(find('云杉 vue')).toEqual(['高级前端开发工程师']);
    expect(find('前后端')).toEqual([]);
  });

  it('reads a stored value with a shape check and tolerates the duplicates field being absent or present', () => {
    const [first] = records();
    expect(looksLikeRecord(first)).toBe(true);
    expect(looksLikeRecord({ ...first, status: 'lost' })).toBe(false);
    expect(looksLikeRecord({ id: 'x' })).toBe(false);
    expect(duplicatesOf(first!)).toEqual([]);
    expect(entryOf({ ...first!, duplicates: ['greenhouse:1', 7, 'lever:2'] } as StoredPosting).row.duplicates).toEqual([
      'greenhouse:1',
      'lever:2',
    ]);
  });
});

describe('tracker filters and sorts', () => {
  const entries = records().map(entryOf);
  const run = (query: Partial<TrackerQuery>, scores: ScoreLookup = noScores) => {
    const full = { ...emptyQuery('saved'), ...query };
    return sortEntries(entries.filter(buildPredicate(full, scores)), full.sort.key, full.sort.dir, scores).map((e) => e.row.title);
  };

  it('keeps saved postings in the saved view and viewed ones in the viewed view', () => {
    expect(run({})).toHaveLength(5);
    expect(run({ view: 'viewed' })).toEqual(['Site Reliability Engineer']);
    expect(run({ view: 'all' })).toHaveLength(6);
  });

  it('filters by status, site, work mode, company, pay in a currency and dates (the end day included)', () => {
    expect(run({ filters: { statuses: ['applied', 'interviewing'] } })).toEqual(['Frontend Engineer', 'Data Engineer']);
    expect(run({ filters: { sites: ['boss'] } })).toEqual(['高级前端开发工程师']);
    expect(run({ filters: { workModes: ['remote'] } })).toEqual(['Frontend Engineer', 'Android Engineer']);
    expect(run({ filters: { company: 'HARBOR' } })).toEqual(['Data Engineer']);
    expect(run({ filters: { salaryMin: 95_000, currency: 'EUR' } })).toEqual(['Data Engineer', 'Backend Engineer, Payments']);
    expect(run({ filters: { salaryMin: 95_000 } })).toEqual(['高级前端开发工程师', 'Data Engineer', 'Backend Engineer, Payments']);
    expect(run({ filters: { dateFrom: '2026-10-02', dateTo: '2026-10-03' } })).toEqual(['Data Engineer', 'Android Engineer']);
  });

  it('filters by score range only among scored postings', () => {
    const scores: ScoreLookup = (entry) => ({
      overall: entry.row.title.length,
      fit: null,
      checklistTotal: 3,
      risk: entry.row.title.startsWith('Android') ? 'high' : 'none',
    });
    expect(run({ filters: { scoreMin: 16, scoreMax: 20 } }, scores)).toEqual(['Frontend Engineer', 'Android Engineer']);
    expect(run({ filters: { fitMin: 1 } }, scores)).toEqual([]);
    // Red flags: a level, or several; a posting not scored yet matches none.
    expect(run({ filters: { risks: ['high'] } }, scores)).toEqual(['Android Engineer']);
    expect(
      run({ filters: { risks: ['caution', 'high'] } }, () => ({ overall: null, fit: null, checklistTotal: null, risk: null })),
    ).toEqual([]);
    expect(run({ filters: { scoreMin: 1 } })).toEqual([]);
  });

  it('sorts by any column, both ways, with missing values last either way', () => {
    expect(run({ sort: { key: 'title', dir: 'asc' } })).toEqual([
      'Android Engineer',
      'Backend Engineer, Payments',
      'Data Engineer',
      'Frontend Engineer',
      '高级前端开发工程师',
    ]);
    expect(run({ sort: { key: 'salary', dir: 'asc' } }).at(-1)).toBe('Frontend Engineer');
    expect(run({ sort: { key: 'salary', dir: 'desc' } }).at(-1)).toBe('Frontend Engineer');
    expect(run({ sort: { key: 'company', dir: 'desc' } })[0]).toBe('高级前端开发工程师');
    expect(run({ sort: { key: 'status', dir: 'desc' } }).slice(0, 2)).toEqual(['Frontend Engineer', 'Data Engineer']);
    expect(run({ sort: { key: 'savedAt', dir: 'desc' } })[0]).toBe('高级前端开发工程师');
  });
});

describe('list scores', () => {
  it('gives the same scores with the comparable postings as with the whole market sample', () => {
    const base = records();
    // Many comparable postings in one city and currency, so that the pay comparison has a median.
    const many = Array.from({ length: 40 }, (_, i) =>
      testRecord({
        n: 10 + i,
        title: i % 2 ? 'Backend Engineer' : 'Senior Backend Engineer',
        company: `Company ${i}`,
        salary: { min: 60_000 + i * 3_000, max: 80_000 + i * 3_000, currency: 'EUR' },
        day: 1 + (i % 28),
      }),
    ) as unknown as StoredPosting[];
    const all = [...base, ...many];
    const groups = new MarketGroups();
    for (const record of all) groups.set(record);
    const settings: ScoreSettings = {
      key: 'k',
      options: { lang: 'en', profile: { skills: ['Go', 'Kotlin'], places: [], workModes: [], languages: [] } },
    };
    const market = { postings: all.map(toMarketPosting) };
    for (const record of all.slice(0, 12)) {
      const full = analyze(record.posting, { ...settings.options, market });
      const quick = scoreRecord(record, settings, groups);
      expect(quick.overall, record.posting.title).toBe(full.overall.score);
      expect(quick.fit).toBe(full.fit?.score ?? null);
      expect(quick.strategy).toBe(full.strategy.length);
      // The red flags too, reposts among the company's postings included.
      expect(quick.risk).toBe(full.redFlags.level);
    }
    expect(groups.comparableTo(base[0]!).length).toBeGreaterThan(5);
  });

  it('hands the red flags the company’s other postings, wherever they are, and forgets a deleted one', () => {
    const [first, second] = [
      testRecord({ n: 1, title: 'Backend Engineer', company: 'Quillmark' }),
      testRecord({ n: 2, title: 'Backend Engineer', company: 'Quillmark' }),
    ] as unknown as StoredPosting[];
    const groups = new MarketGroups();
    groups.set(first!);
    groups.set(second!);
    expect(groups.sameCompany(second!).map((other) => other.id)).toEqual([first!.id]);
    groups.delete(first!.id);
    expect(groups.sameCompany(second!)).toEqual([]);
  });
});

function memoryStore(): ScoreStore & { saved: Map<string, CachedScore> } {
  const saved = new Map<string, CachedScore>();
  return {
    saved,
    loadAll: async () => [...saved.values()],
    putMany: async (scores) => void scores.forEach((s) => saved.set(s.id, s)),
    deleteMany: async (ids) => void ids.forEach((id) => saved.delete(id)),
  };
}

describe('tracker service', () => {
  let db: JobsightDatabase;
  let name = '';
  let profileKey = 'p1';
  const settings = async (): Promise<ScoreSettings> => ({ key: profileKey, options: { lang: 'en' } });
  const make = (store = memoryStore()): Tracker =>
    createTracker({ db: async () => db, scoreSettings: settings, scoreStore: store, pause: () => Promise.resolve() });

  beforeEach(async () => {
    name = `tracker-${Math.random().toString(36).slice(2)}`;
    db = await openJobsightDb({ name });
    profileKey = 'p1';
    await restorePostings(db, records());
  });
  afterEach(async () => {
    db.close();
    await deleteDB(name);
  });

  it('answers the first page of saved postings from the database indexes before its entries are built', async () => {
    const tracker = make();
    const first = await tracker.query(emptyQuery('saved', 2));
    expect(first.indexing).toBe(true);
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.title)).toEqual(['高级前端开发工程师', 'Frontend Engineer']);
    await tracker.ready();
    const next = await tracker.query({ ...emptyQuery('saved', 2), offset: 2 });
    expect(next.indexing).toBe(false);
    expect(next.rows.map((r) => r.title)).toEqual(['Data Engineer', 'Android Engineer']);
  });

  it('starts over after a reset: records written behind its back (an import, an erase) are seen', async () => {
    const tracker = make();
    await tracker.ready();
    const extra = testRecord({
      n: 7,
      title: 'Imported Platform Engineer',
      company: 'Tallowbrook',
      status: 'saved',
    }) as unknown as StoredPosting;
    await restorePostings(db, [extra]);
    expect((await tracker.query({ ...emptyQuery('saved'), text: 'imported' })).total).toBe(0);
    tracker.reset();
    await tracker.ready();
    expect((await tracker.query({ ...emptyQuery('saved'), text: 'imported' })).rows.map((r) => r.title)).toEqual([
      'Imported Platform Engineer',
    ]);
    await db.clear('postings');
    tracker.reset();
    await tracker.ready();
    expect((await tracker.query(emptyQuery('saved'))).total).toBe(0);
  });

  it('searches, follows changes and deletions, and groups the board by status', async () => {
    const tracker = make();
    await tracker.ready();
    const search = async (text: string) => (await tracker.query({ ...emptyQuery('all'), text })).rows.map((r) => r.title);
    expect(await search('engineer')).toHaveLength(5);
    const android = (await getPosting(db, 'greenhouse:1002'))!;
    tracker.changed({ ...android, notes: 'offer expected in May', updatedAt: '2026-11-01T00:00:00.000Z' });
    expect(await search('may')).toEqual(['Android Engineer']);
    tracker.deleted('greenhouse:1002');
    expect(await search('android')).toEqual([]);
    const board = await tracker.board(emptyQuery('saved'), 10);
    expect(board.columns.map((c) => [c.status, c.total])).toEqual([
      ['saved', 2],
      ['applied', 1],
      ['interviewing', 1],
      ['offer', 0],
      ['rejected', 0],
      ['archived', 0],
    ]);
    expect(await tracker.ids({ ...emptyQuery('saved'), filters: { workModes: ['remote'] } })).toEqual(['greenhouse:1004']);
    expect((await tracker.facets()).currencies).toEqual(['CNY', 'EUR', 'USD']);
  });

  it('scores every posting in the background, keeps the scores, and scores again only what changed', async () => {
    const store = memoryStore();
    const tracker = make(store);
    await tracker.scored();
    expect(store.saved.size).toBe(6);
    const page = await tracker.query(emptyQuery('all'));
    expect(page.rows.every((row) => row.overall !== null && row.checklistTotal !== null)).toBe(true);
    expect(page.scoring).toEqual({ done: 6, total: 6 });

    // A new start finds the stored scores good and computes nothing.
    const again = make(store);
    await again.scored();
    expect(again.stats()).toMatchObject({ entries: 6, stale: 0 });
    const before = new Map(store.saved);
    const data = (await getPosting(db, 'greenhouse:1003'))!;
    const edited = { ...data, updatedAt: '2026-11-02T00:00:00.000Z' };
    await restorePostings(db, [edited]);
    again.changed(edited);
    await again.scored();
    expect(store.saved.get('greenhouse:1003')!.stamp).not.toBe(before.get('greenhouse:1003')!.stamp);
    expect(store.saved.get('greenhouse:1001')!.stamp).toBe(before.get('greenhouse:1001')!.stamp);

    // A new profile makes every score stale.
    profileKey = 'p2';
    again.settingsChanged();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await again.scored();
    expect([...store.saved.values()].every((score) => score.stamp.includes('|p2|'))).toBe(true);
  });
});

describe('tracker messages', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const ORIGIN = `chrome-extension://${ID}`;
  const trackerPage: SenderInfo = { id: ID, url: `${ORIGIN}/tracker.html`, origin: ORIGIN };
  const sidebar: SenderInfo = { id: ID, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN, tab: { id: 7 }, frameId: 3 };
  const content: SenderInfo = {
    id: ID,
    url: 'https://job-boards.greenhouse.io/x/jobs/1',
    tab: { id: 7 },
    frameId: 0,
    origin: 'https://job-boards.greenhouse.io',
  };
  let db: JobsightDatabase;
  let name = '';
  let changed: string[];
  let deleted: string[];
  let tracker: Tracker;

  const deps = (): RouterDeps => ({
    extensionId: ID,
    extensionOrigin: ORIGIN,
    db: async () => db,
    now: () => '2026-11-29T10:00:00.000Z',
    getTabState: async () => undefined,
    setTabState: async () => undefined,
    updateTabPosting: async () => false,
    closeSidebar: async () => undefined,
    readTab: async () => 'declared',
    changed: (record) => void changed.push(record.id),
    deleted: (id) => void deleted.push(id),
    tracker,
    analysisOf: async (record) => analyze(record.posting, { lang: 'en' }),
  });

  beforeEach(async () => {
    name = `tracker-router-${Math.random().toString(36).slice(2)}`;
    db = await openJobsightDb({ name });
    await restorePostings(db, records());
    changed = [];
    deleted = [];
    tracker = createTracker({
      db: async () => db,
      scoreSettings: async () => ({ key: 'k', options: { lang: 'en' } }),
      pause: () => Promise.resolve(),
    });
  });
  afterEach(async () => {
    db.close();
    await deleteDB(name);
  });

  it('takes list queries and edits from the extension pages only', async () => {
    const query = { type: 'tracker:query', query: emptyQuery('saved') };
    expect(await route(query, trackerPage, deps())).toMatchObject({ ok: true, page: { total: 5 } });
    for (const sender of [sidebar, content]) {
      for (const message of [
        query,
        { type: 'posting:status', id: 'greenhouse:1001', status: 'offer' },
        { type: 'postings:delete', ids: ['greenhouse:1001'] },
        { type: 'posting:notes', id: 'greenhouse:1001', notes: 'x' },
      ]) {
        expect(await route(message, sender, deps())).toMatchObject({ ok: false });
      }
    }
    expect((await getPosting(db, 'greenhouse:1001'))!.status).toBe('saved');
  });

  it('keeps each status change with its date, saves notes, ticks checklist items and answers with the analysis', async () => {
    const reply = await route({ type: 'posting:status', id: 'greenhouse:1002', status: 'interviewing' }, trackerPage, deps());
    expect(reply).toMatchObject({ ok: true, record: { status: 'interviewing' } });
    const record = (await getPosting(db, 'greenhouse:1002'))!;
    expect(record.statusHistory.map((c) => c.status)).toEqual(['saved', 'interviewing']);
    expect(record.statusHistory[1]!.at).toBe('2026-11-29T10:00:00.000Z');
    expect(changed).toContain('greenhouse:1002');
    await route({ type: 'posting:notes', id: 'greenhouse:1002', notes: 'Panel on Friday' }, trackerPage, deps());
    await route({ type: 'posting:check', id: 'greenhouse:1002', itemId: 'tailor-cv', done: true }, trackerPage, deps());
    const updated = (await getPosting(db, 'greenhouse:1002'))!;
    expect(updated.notes).toBe('Panel on Friday');
    expect(updated.checklist).toEqual(['tailor-cv']);
    const analysis = await route({ type: 'posting:analysis', id: 'greenhouse:1002' }, trackerPage, deps());
    expect(analysis).toMatchObject({ ok: true, record: { id: 'greenhouse:1002' }, analysis: { lang: 'en' } });
  });

  it('moves and deletes several at once in one transaction, and undoes a delete exactly', async () => {
    const moved = await route(
      { type: 'postings:status', ids: ['greenhouse:1001', 'greenhouse:1002', 'greenhouse:1003', 'missing:1'], status: 'applied' },
      trackerPage,
      deps(),
    );
    expect(moved).toMatchObject({ ok: true, count: 2 });
    expect((await getPosting(db, 'greenhouse:1001'))!.statusHistory.at(-1)).toEqual({ status: 'applied', at: '2026-11-29T10:00:00.000Z' });
    const before = await Promise.all(['greenhouse:1001', 'greenhouse:1004'].map((id) => getPosting(db, id)));
    const removed = await route({ type: 'postings:delete', ids: ['greenhouse:1001', 'greenhouse:1004'] }, trackerPage, deps());
    expect(removed).toMatchObject({ ok: true, count: 2 });
    expect(deleted).toEqual(['greenhouse:1001', 'greenhouse:1004']);
    expect(await getPosting(db, 'greenhouse:1001')).toBeUndefined();
    const restored = await route({ type: 'postings:restore', records: removed.ok ? removed.records : [] }, trackerPage, deps());
    expect(restored).toMatchObject({ ok: true, count: 2 });
    expect(await Promise.all(['greenhouse:1001', 'greenhouse:1004'].map((id) => getPosting(db, id)))).toEqual(before);
  });
});

describe('tracker change notices', () => {
  it('tells a write from a read: the same version of a record changes nothing', async () => {
    const name = `tracker-notice-${Math.random().toString(36).slice(2)}`;
    const db = await openJobsightDb({ name });
    await restorePostings(db, records());
    const tracker = createTracker({
      db: async () => db,
      scoreSettings: async () => ({ key: 'k', options: { lang: 'en' } }),
      pause: () => Promise.resolve(),
    });
    await tracker.ready();
    const record = (await getPosting(db, 'greenhouse:1001'))!;
    expect(tracker.changed(record)).toBe(false);
    expect(tracker.changed({ ...record, status: 'offer', updatedAt: '2026-11-05T00:00:00.000Z' })).toBe(true);
    db.close();
    await deleteDB(name);
  });
});

describe('tracker strings', () => {
  it('says every tracker and popup string in English and Chinese, with the same placeholders', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const read = (lang: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales', lang, 'messages.json'), 'utf8')) as Record<
        string,
        { message: string }
      >;
    const en = read('en');
    const zh = read('zh_CN');
    const keys = Object.keys(en).filter((key) => key.startsWith('tracker_') || key.startsWith('popup_'));
    expect(keys.length).toBeGreaterThan(80);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      expect(zh[key]?.message, key).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(zh[key]!.message), key).toEqual(placeholders(en[key]!.message));
    }
  });
});
