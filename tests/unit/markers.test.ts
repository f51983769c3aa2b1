import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARK_TAG, createMarkers, type MarkAnswer } from '@/entrypoints/job.content/markers';
import { route, type RouterDeps } from '@/lib/background/router';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { adapterById } from '@/lib/extract/registry';
import type { SenderInfo } from '@/lib/messages';
import { loadCorpus } from '../support/corpus';
import { sampleRecord } from '../support/records';

const corpus = loadCorpus();
const cardsWith = (...ids: string[]) => ids.map((id) => ({ id }));

function listPage(site: string, name: string): { document: Document; url: string } {
  const fixture = corpus.find((c) => c.site === site && c.name === name)!;
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  return { document: document as unknown as Document, url: fixture.meta.url };
}

function cardsOf(site: string) {
  return adapterById(site)!.cards!;
}

describe('list-page markers (content side)', () => {
  it.each([
    ['linkedin', 'search-pane'],
    ['indeed', 'search-pane'],
    ['boss', 'search-pane'],
  ])('%s: asks once for the cards on the page and labels the known ones', async (site, name) => {
    const { document } = listPage(site, name);
    const spec = cardsOf(site);
    const cards = Array.from(document.querySelectorAll(spec.selector)).filter((card) => spec.externalId(card));
    const ids = cards.map((card) => spec.externalId(card)!);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const asked: string[][] = [];
    const answers: MarkAnswer[] = [
      { id: ids[0]!, status: 'saved', label: 'Saved' },
      { id: ids[1]!, status: 'viewed', label: 'Seen' },
    ];
    const markers = createMarkers(document, spec, async (batch) => {
      asked.push(batch.map((card) => card.id));
      return answers.filter((a) => batch.some((card) => card.id === a.id));
    });
    // Every card is read the first time (the count lets a churning list be looked at less often).
    expect(await markers.sweep()).toBeGreaterThanOrEqual(cards.length);
    expect(asked).toEqual([[...new Set(ids)]]);
    expect(markers.statusOf(cards[0]!)).toBe('saved');
    expect(markers.statusOf(cards[1]!)).toBe('viewed');
    expect(cards.slice(2).map((card) => markers.statusOf(card))).toEqual(cards.slice(2).map(() => undefined));
    expect(document.querySelectorAll(MARK_TAG)).toHaveLength(2);
    // A card that is a link keeps its own text: the label goes after it.
    const host = document.querySelectorAll(MARK_TAG)[0]!;
    expect(cards[0]!.tagName === 'A' ? host.previousElementSibling : host.parentElement).toBe(cards[0]);

    // Nothing new: a second sweep reads no card, neither asks nor adds.
    expect(await markers.sweep()).toBe(0);
    expect(asked).toHaveLength(1);
    expect(document.querySelectorAll(MARK_TAG)).toHaveLength(2);
  });

  it('batches long lists, one question at a time, and only asks about new cards', async () => {
    const { document } = parseHTML('<html><body><ul id="list"></ul></body></html>');
    const doc = document as unknown as Document;
    const list = doc.getElementById('list')!;
    const addCards = (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        const li = doc.createElement('li');
        li.setAttribute('data-occludable-job-id', String(4_000_000_000 + i));
        list.append(li);
      }
    };
    addCards(0, 450);
    let inFlight = 0;
    let most = 0;
    const asked: number[] = [];
    const markers = createMarkers(doc, cardsOf('linkedin'), async (batch) => {
      inFlight++;
      most = Math.max(most, inFlight);
      asked.push(batch.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return batch.filter(({ id }) => Number(id) % 10 === 0).map(({ id }) => ({ id, status: 'saved', label: 'Saved' }));
    });
    const first = markers.sweep();
    // Cards that scroll in while a question is out wait for it, then go in the next one.
    addCards(450, 100);
    const second = markers.sweep();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(asked).toEqual([200, 200, 50, 100]);
    expect(doc.querySelectorAll(MARK_TAG)).toHaveLength(55);
  });

  it('puts a label back when the page re-renders a card, and follows status changes on refresh', async () => {
    const { document } = listPage('linkedin', 'search-pane');
    const spec = cardsOf('linkedin');
    const card = Array.from(document.querySelectorAll(spec.selector)).find((c) => spec.externalId(c))!;
    const id = spec.externalId(card)!;
    let status = 'saved';
    let questions = 0;
    const markers = createMarkers(document, spec, async (batch) => {
      questions++;
      return status ? batch.filter((x) => x.id === id).map((x) => ({ id: x.id, status, label: status })) : [];
    });
    await markers.sweep();
    document.querySelector(MARK_TAG)!.remove();
    await markers.sweep();
    expect(document.querySelectorAll(MARK_TAG)).toHaveLength(1);
    expect(questions).toBe(1);

    status = 'applied';
    await markers.refresh();
    expect(markers.statusOf(card)).toBe('applied');
    expect(document.querySelectorAll(MARK_TAG)).toHaveLength(1);
    status = '';
    await markers.refresh();
    expect(markers.statusOf(card)).toBeUndefined();
    expect(document.querySelectorAll(MARK_TAG)).toHaveLength(0);
  });
});

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const linkedinList: SenderInfo = {
  id: ID,
  url: 'https://www.linkedin.com/jobs/search/?keywords=platform',
  tab: { id: 3 },
  frameId: 0,
  origin: 'https://www.linkedin.com',
};

describe('list-page markers (background side)', () => {
  let db: JobsightDatabase;
  let name = '';
  let lang: 'en' | 'zh' = 'en';
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
    lang: async () => lang,
  });
  beforeEach(async () => {
    name = `marks-${Math.random().toString(36).slice(2)}`;
    db = await openJobsightDb({ name });
    const tx = db.transaction('postings', 'readwrite');
    for (const record of [
      sampleRecord('linkedin', '4230011223', { status: 'saved' }),
      sampleRecord('linkedin', '4230011224', { status: 'applied' }),
      sampleRecord('linkedin', '4230011225', { status: 'viewed' }),
      sampleRecord('indeed', '9f2c4e1a7b3d5086', { status: 'saved' }),
    ])
      void tx.store.put(record);
    await tx.done;
  });
  afterEach(async () => {
    db.close();
    await deleteDB(name);
    lang = 'en';
  });

  it('answers with statuses and labels for the ids asked, of the sender site only', async () => {
    const reply = await route(
      { type: 'page:marks', cards: cardsWith('4230011223', '4230011224', '4230011225', '4230011226', '9f2c4e1a7b3d5086') },
      linkedinList,
      deps(),
    );
    // By default a posting applied to is dimmed; a saved one, or one only seen, is shown with its label.
    expect(reply).toMatchObject({
      ok: true,
      marks: [
        { id: '4230011223', status: 'saved', label: 'Saved', treatment: 'show', dismissed: false },
        { id: '4230011224', status: 'applied', label: 'Applied', treatment: 'dim', dismissed: false },
        { id: '4230011225', status: 'viewed', label: 'Seen', treatment: 'show', dismissed: false },
      ],
    });
    lang = 'zh';
    const zh = await route({ type: 'page:marks', cards: cardsWith('4230011223') }, linkedinList, deps());
    expect(zh).toMatchObject({
      ok: true,
      marks: [{ id: '4230011223', status: 'saved', label: '已保存' }],
      cardWords: { notInterested: '不感兴趣' },
    });
    // The Indeed posting is Indeed's to ask about.
    lang = 'en';
    const indeed = await route(
      { type: 'page:marks', cards: cardsWith('9f2c4e1a7b3d5086', '4230011223') },
      { ...linkedinList, url: 'https://www.indeed.com/jobs?q=data', origin: 'https://www.indeed.com' },
      deps(),
    );
    expect(indeed).toMatchObject({ ok: true, marks: [{ id: '9f2c4e1a7b3d5086', status: 'saved', label: 'Saved' }] });
  });

  it('says nothing but statuses, and refuses pages without cards, big batches and extension pages', async () => {
    const reply = await route({ type: 'page:marks', cards: cardsWith('4230011223') }, linkedinList, deps());
    expect(reply.ok && Object.keys(reply)).toEqual(['ok', 'marks', 'cardWords']);
    expect(reply.ok && Object.keys(reply.marks![0]!)).toEqual(['id', 'status', 'label', 'treatment', 'dismissed']);
    const greenhouse = { ...linkedinList, url: 'https://job-boards.greenhouse.io/x/jobs/1', origin: 'https://job-boards.greenhouse.io' };
    expect(await route({ type: 'page:marks', cards: cardsWith('1') }, greenhouse, deps())).toMatchObject({ ok: false });
    expect(
      await route({ type: 'page:marks', cards: cardsWith(...Array.from({ length: 201 }, (_, i) => String(i))) }, linkedinList, deps()),
    ).toEqual({ ok: false, error: 'malformed message' });
    const popup: SenderInfo = { id: ID, url: `${ORIGIN}/popup.html`, origin: ORIGIN };
    expect(await route({ type: 'page:marks', cards: cardsWith('4230011223') }, popup, deps())).toMatchObject({ ok: false });
  });

  it('refuses export, import and erase from a content script or the sidebar', async () => {
    const sidebar: SenderInfo = { id: ID, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN, tab: { id: 3 }, frameId: 2 };
    for (const sender of [linkedinList, sidebar]) {
      for (const message of [
        { type: 'data:export', format: 'json' },
        { type: 'data:import', text: '{}', restoreSettings: true },
        { type: 'data:erase', confirm: 'erase everything' },
        { type: 'data:count' },
      ]) {
        expect(await route(message, sender, deps()), `${message.type} from ${sender.url}`).toMatchObject({ ok: false });
      }
    }
    expect(await db.count('postings')).toBe(4);
  });

  it('erases only when asked from an extension page with the confirmation', async () => {
    const options: SenderInfo = { id: ID, url: `${ORIGIN}/options.html`, origin: ORIGIN };
    expect(await route({ type: 'data:erase' }, options, deps())).toEqual({ ok: false, error: 'malformed message' });
    expect(await route({ type: 'data:count' }, options, deps())).toEqual({ ok: true, count: 4 });
    let reset = 0;
    expect(await route({ type: 'data:erase', confirm: 'erase everything' }, options, { ...deps(), reset: () => void reset++ })).toEqual({
      ok: true,
      count: 4,
    });
    expect(await db.count('postings')).toBe(0);
    expect(reset).toBe(1);
  });
});
