import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { route, type RouterDeps } from '@/lib/background/router';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { sameCompany, titleHasKeyword, treatCard } from '@/lib/lists/decide';
import { mergeDismissed, readDismissed, withDismissed, type DismissedCard } from '@/lib/lists/dismissed';
import { AGENCY_NAME, AGENCY_TITLE, NOT_AGENCIES, OUTSOURCING_NAME, OUTSOURCING_TITLE } from '@/lib/lists/knowledge';
import { addBlockEntry, DEFAULT_LIST_SETTINGS, type ListSettings } from '@/lib/lists/settings';
import type { SenderInfo } from '@/lib/messages';
import { DEFAULT_SETTINGS, readSettings } from '@/lib/settings';
import { sampleRecord } from '../support/records';

const lists = (patch: Partial<ListSettings> = {}): ListSettings => ({ ...DEFAULT_LIST_SETTINGS, ...patch });

describe('what a list page does with a card', () => {
  it('puts what the user did first: saved is shown, applied follows its choice whatever blocks say', () => {
    const blocking = lists({ blockedCompanies: ['Acme'], blockedKeywords: ['driver'], blockAgencies: true });
    const card = { company: 'Acme Inc.', title: 'Delivery Driver' };
    expect(treatCard(card, { status: 'saved' }, blocking)).toEqual({ treatment: 'show' });
    expect(treatCard(card, { status: 'interviewing' }, blocking)).toEqual({ treatment: 'dim', reason: 'applied' });
    expect(treatCard(card, { status: 'rejected' }, lists({ applied: 'hide' }))).toEqual({ treatment: 'hide', reason: 'applied' });
    expect(treatCard(card, { status: 'viewed', dismissed: true }, blocking)).toEqual({ treatment: 'hide', reason: 'dismissed' });
    expect(treatCard(card, { status: 'archived' }, lists({ dismissed: 'dim' }))).toEqual({ treatment: 'dim', reason: 'archived' });
    // A blocked company outranks "seen"; the entry that matched is said.
    expect(treatCard(card, { status: 'viewed' }, blocking)).toEqual({ treatment: 'hide', reason: 'company', detail: 'Acme' });
    expect(treatCard({ title: 'Delivery Driver' }, {}, blocking)).toEqual({ treatment: 'hide', reason: 'keyword', detail: 'driver' });
    expect(treatCard({ company: 'Northwind Staffing', title: 'Welder' }, {}, blocking)).toEqual({ treatment: 'hide', reason: 'agency' });
    expect(treatCard({ company: 'Northwind Staffing', title: 'Welder' }, {}, lists())).toEqual({ treatment: 'show' });
    expect(treatCard({ title: 'Welder' }, { status: 'viewed' }, lists({ seen: 'dim' }))).toEqual({ treatment: 'dim', reason: 'seen' });
    expect(treatCard({}, {}, blocking)).toEqual({ treatment: 'show' });
  });

  it('matches a Latin keyword as a whole word and Chinese as written', () => {
    expect(titleHasKeyword('Marketing Intern (Summer)', 'intern')).toBe(true);
    expect(titleHasKeyword('International Sales Manager', 'intern')).toBe(false);
    expect(titleHasKeyword('Internal Auditor', 'Intern')).toBe(false);
    expect(titleHasKeyword('Senior C++ Developer', 'c++')).toBe(true);
    expect(titleHasKeyword('ＳＡＬＥＳ Associate', 'sales')).toBe(true);
    expect(titleHasKeyword('电话销售专员', '销售')).toBe(true);
    expect(titleHasKeyword('财务会计', '销售')).toBe(false);
    expect(titleHasKeyword('Anything', '   ')).toBe(false);
  });

  it('takes a company for the same one whatever its legal suffix, case or spacing, and nothing wider', () => {
    expect(sameCompany('Acme Inc.', 'ACME')).toBe(true);
    expect(sameCompany('蓝海科技有限公司', '蓝海科技')).toBe(true);
    expect(sameCompany('Acme', 'Acme Health')).toBe(false);
    expect(sameCompany('', '')).toBe(false);
  });
});

describe('agencies, headhunters and outsourcing (knowledge table)', () => {
  it('matches none of the look-alikes', () => {
    for (const { company = '', title = '' } of NOT_AGENCIES) {
      expect(
        [AGENCY_NAME.test(company), OUTSOURCING_NAME.test(company), AGENCY_TITLE.test(title), OUTSOURCING_TITLE.test(title)],
        `${company} / ${title}`,
      ).toEqual([false, false, false, false]);
    }
  });

  it('knows agencies, headhunters and outsourcing firms by name or title, in both languages', () => {
    for (const name of [
      'Randstad',
      'Hays Specialist Recruitment',
      'Brightwater Staffing LLC',
      'Northgate Executive Search',
      '上海青云猎头有限公司',
      '北京远航人力资源服务有限公司',
      '科锐国际',
    ]) {
      expect(AGENCY_NAME.test(name), name).toBe(true);
    }
    for (const name of ['Pinecrest Outsourcing Ltd', '江苏明达劳务派遣有限公司', '软通动力信息技术（集团）股份有限公司'])
      expect(OUTSOURCING_NAME.test(name), name).toBe(true);
    for (const title of ['Java开发工程师（外包）', '驻场运维工程师', '银行项目派遣岗'])
      expect(OUTSOURCING_TITLE.test(title), title).toBe(true);
    expect(AGENCY_TITLE.test('产品经理（猎头职位）')).toBe(true);
  });
});

describe('block lists', () => {
  it('refuses an empty name, a repeat, a too long entry and a full list, with the reason', () => {
    expect(addBlockEntry([], '   ', 5, 20)).toEqual({ error: 'empty' });
    expect(addBlockEntry([], '', 5, 20)).toEqual({ error: 'empty' });
    expect(addBlockEntry(['Acme'], ' ＡＣＭＥ ', 5, 20)).toEqual({ error: 'duplicate' });
    expect(addBlockEntry([], 'x'.repeat(21), 5, 20)).toEqual({ error: 'too-long' });
    expect(addBlockEntry(['a', 'b'], 'c', 2, 20)).toEqual({ error: 'full' });
    expect(addBlockEntry(['Acme'], '  Northwind   Foods ', 5, 30)).toEqual({ list: ['Acme', 'Northwind Foods'] });
  });

  it('settings without list choices read with the defaults; bad choices fall back instead of losing the rest', () => {
    expect(readSettings({ ...DEFAULT_SETTINGS }).lists).toBeUndefined();
    const stored = readSettings({ ...DEFAULT_SETTINGS, lists: { ...DEFAULT_LIST_SETTINGS, blockedCompanies: ['Acme'] } });
    expect(stored.lists?.blockedCompanies).toEqual(['Acme']);
    expect(readSettings({ ...DEFAULT_SETTINGS, lists: { ...DEFAULT_LIST_SETTINGS, blockedCompanies: [''] } }).lists).toBeUndefined();
  });

  it('keeps dismissed cards leniently, renews a repeat, and merges an import by the newer date', () => {
    const a: DismissedCard = { site: 'indeed', id: 'a1', at: '2026-11-01T00:00:00.000Z' };
    const b: DismissedCard = { site: 'boss', id: 'b1', at: '2026-11-02T00:00:00.000Z', company: '蓝海科技' };
    expect(readDismissed([a, { site: 'Bad Site', id: 'x', at: 'now' }, 7, b])).toEqual([a, b]);
    expect(readDismissed('nonsense')).toEqual([]);
    expect(withDismissed([a, b], { ...a, at: '2026-11-03T00:00:00.000Z' })).toEqual([b, { ...a, at: '2026-11-03T00:00:00.000Z' }]);
    expect(mergeDismissed([a], [{ ...a, at: '2026-10-01T00:00:00.000Z' }, b])).toEqual([a, b]);
  });
});

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const indeedList: SenderInfo = {
  id: ID,
  url: 'https://www.indeed.com/jobs?q=nurse',
  tab: { id: 4 },
  frameId: 0,
  origin: 'https://www.indeed.com',
};
const options: SenderInfo = { id: ID, url: `${ORIGIN}/options.html`, origin: ORIGIN };

describe('list pages in the background', () => {
  let db: JobsightDatabase;
  let name = '';
  let store: Record<string, unknown> = {};
  const deps = (): RouterDeps => ({
    extensionId: ID,
    extensionOrigin: ORIGIN,
    db: async () => db,
    now: () => '2026-12-01T09:00:00.000Z',
    getTabState: async () => undefined,
    setTabState: async () => undefined,
    updateTabPosting: async () => false,
    closeSidebar: async () => undefined,
    readTab: async () => 'declared',
    lang: async () => 'en',
    prefs: {
      read: async () => ({ settings: store['settings'], profile: store['profile'] }),
      write: async (values) => void Object.assign(store, values),
      clear: async () => void (store = {}),
      readDismissed: async () => store['dismissed'],
      writeDismissed: async (cards) => void (store['dismissed'] = cards),
    },
  });
  beforeEach(async () => {
    store = {};
    name = `lists-${Math.random().toString(36).slice(2)}`;
    db = await openJobsightDb({ name });
    await db.put('postings', sampleRecord('indeed', '1a2b3c4d5e6f7081', { status: 'saved' }));
  });
  afterEach(async () => {
    db.close();
    await deleteDB(name);
  });

  const marks = async (...cards: { id: string; company?: string; title?: string }[]) => {
    const reply = await route({ type: 'page:marks', cards }, indeedList, deps());
    return reply.ok ? reply.marks : reply;
  };

  it('hides a dismissed card, says why, and shows it again after the undo', async () => {
    expect(await marks({ id: '0f0f0f0f0f0f0f0f', title: 'Night Nurse' })).toEqual([]);
    expect(
      await route(
        { type: 'page:dismiss', card: { id: '0f0f0f0f0f0f0f0f', title: 'Night Nurse', company: 'Brightpath' }, undo: false },
        indeedList,
        deps(),
      ),
    ).toEqual({ ok: true, count: 1 });
    expect(await marks({ id: '0f0f0f0f0f0f0f0f' })).toEqual([
      { id: '0f0f0f0f0f0f0f0f', label: 'Not interested', treatment: 'hide', dismissed: true },
    ]);
    // The options page lists it with the title and company the card showed.
    const listed = await route({ type: 'lists:dismissed', clear: false }, options, deps());
    expect(listed).toMatchObject({
      ok: true,
      count: 1,
      dismissed: [{ site: 'indeed', id: '0f0f0f0f0f0f0f0f', title: 'Night Nurse', company: 'Brightpath' }],
    });
    await route({ type: 'page:dismiss', card: { id: '0f0f0f0f0f0f0f0f' }, undo: true }, indeedList, deps());
    expect(await marks({ id: '0f0f0f0f0f0f0f0f' })).toEqual([]);
  });

  it('blocks a company from its card (every card of it hides), refuses an empty name, and undoes', async () => {
    expect(await route({ type: 'page:block-company', company: '  ', undo: false }, indeedList, deps())).toEqual({
      ok: false,
      error: 'company: empty',
    });
    expect(store['settings']).toBeUndefined();
    expect(await route({ type: 'page:block-company', company: 'Northwind Staffing Inc.', undo: false }, indeedList, deps())).toEqual({
      ok: true,
      count: 1,
    });
    // Blocked again from another card: nothing changes, and nothing is there to undo.
    expect(await route({ type: 'page:block-company', company: 'northwind staffing inc.', undo: false }, indeedList, deps())).toEqual({
      ok: true,
      count: 0,
    });
    expect(readSettings(store['settings']).lists?.blockedCompanies).toEqual(['Northwind Staffing Inc.']);
    const hidden = await marks(
      { id: '1111111111111111', company: 'NORTHWIND STAFFING' },
      { id: '2222222222222222', company: 'Acme' },
      { id: '1a2b3c4d5e6f7081', company: 'Northwind Staffing' },
    );
    expect(hidden).toEqual([
      { id: '1111111111111111', label: 'Blocked: Northwind Staffing Inc.', treatment: 'hide', dismissed: false },
      // Saved by the user: shown with its label, whatever the block.
      { id: '1a2b3c4d5e6f7081', status: 'saved', label: 'Saved', treatment: 'show', dismissed: false },
    ]);
    await route({ type: 'page:block-company', company: 'northwind staffing inc.', undo: true }, indeedList, deps());
    expect(readSettings(store['settings']).lists?.blockedCompanies).toEqual([]);
  });

  it('takes dismissals only from a list page of a supported site, and the list only from the extension pages', async () => {
    const greenhouse = { ...indeedList, url: 'https://job-boards.greenhouse.io/acme/jobs/1', origin: 'https://job-boards.greenhouse.io' };
    expect(await route({ type: 'page:dismiss', card: { id: '1' }, undo: false }, greenhouse, deps())).toMatchObject({ ok: false });
    expect(await route({ type: 'page:block-company', company: 'Acme', undo: false }, greenhouse, deps())).toMatchObject({ ok: false });
    expect(await route({ type: 'lists:dismissed', clear: true }, indeedList, deps())).toMatchObject({ ok: false });
    expect(await route({ type: 'page:dismiss', card: { id: '1' }, undo: false }, options, deps())).toMatchObject({ ok: false });
    await route({ type: 'page:dismiss', card: { id: '0f0f0f0f0f0f0f0f' }, undo: false }, indeedList, deps());
    expect(await route({ type: 'lists:dismissed', clear: true }, options, deps())).toEqual({ ok: true, dismissed: [], count: 0 });
    expect(store['dismissed']).toEqual([]);
  });

  it('an imported file without block lists keeps the ones set up here', async () => {
    store = { settings: { ...DEFAULT_SETTINGS, lists: { ...DEFAULT_LIST_SETTINGS, blockedCompanies: ['Acme'] } } };
    const file = {
      format: 'jobsight',
      version: 1,
      exportedAt: '2026-11-01T00:00:00.000Z',
      schemaVersion: 1,
      settings: { ...DEFAULT_SETTINGS, uiLanguage: 'zh' },
      postings: [],
    };
    const imported = await route({ type: 'data:import', text: JSON.stringify(file), restoreSettings: true }, options, deps());
    expect(imported).toMatchObject({ ok: true, importReport: { settings: 'restored' } });
    expect(readSettings(store['settings'])).toMatchObject({ uiLanguage: 'zh', lists: { blockedCompanies: ['Acme'] } });
  });

  it('exports the dismissed cards with the postings, and an import adds them to those here', async () => {
    await route({ type: 'page:dismiss', card: { id: '0f0f0f0f0f0f0f0f', title: 'Night Nurse' }, undo: false }, indeedList, deps());
    const exported = await route({ type: 'data:export', format: 'json' }, options, deps());
    const text = exported.ok ? exported.text! : '';
    expect(JSON.parse(text).dismissed).toEqual([
      { site: 'indeed', id: '0f0f0f0f0f0f0f0f', at: '2026-12-01T09:00:00.000Z', title: 'Night Nurse' },
    ]);
    store = { dismissed: [{ site: 'boss', id: 'abc', at: '2026-11-30T00:00:00.000Z' }] };
    const file = JSON.parse(text) as { dismissed: unknown[] };
    file.dismissed.push({ site: 'BAD SITE', id: '', at: 'yesterday' });
    const imported = await route({ type: 'data:import', text: JSON.stringify(file), restoreSettings: false }, options, deps());
    expect(imported.ok && imported.importReport?.rejected.map((r) => r.at)).toEqual(['dismissed.1']);
    expect(readDismissed(store['dismissed']).map((card) => card.id)).toEqual(['abc', '0f0f0f0f0f0f0f0f']);
  });
});

describe('settings with a section this version cannot read', () => {
  it('lose only that section: the block lists and the weights stay', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      weights: { pay: 3, growth: 1, workLife: 2, mission: 0 },
      lists: { ...DEFAULT_LIST_SETTINGS, blockedCompanies: ['Acme'] },
      reminders: { followUpDays: 7, notify: 'sometimes' },
    };
    const read = readSettings(stored);
    expect(read.weights).toEqual({ pay: 3, growth: 1, workLife: 2, mission: 0 });
    expect(read.lists?.blockedCompanies).toEqual(['Acme']);
    expect(read.reminders).toBeUndefined();
  });
});
