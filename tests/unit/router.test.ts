import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { route, type RouterDeps } from '@/lib/background/router';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { recordSeen, savePosting, getPosting } from '@/lib/db/repository';
import { roleOf, sameSite, type SenderInfo, type TabState } from '@/lib/messages';
import { extractHtml } from '@/lib/cli/main';
import { extractPage } from '@/lib/extract';
import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
import { loadCorpus } from '../support/corpus';
import { samplePosting } from '../support/sample';
import { FORGED_DEEP_READ } from '../support/forged';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const content: SenderInfo = {
  id: ID,
  url: 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
  tab: { id: 7 },
  frameId: 0,
  origin: 'https://boards.greenhouse.io',
};
const sidebar: SenderInfo = { id: ID, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN, tab: { id: 7 }, frameId: 3 };
const popup: SenderInfo = { id: ID, url: `${ORIGIN}/popup.html`, origin: ORIGIN };
const otherExtension: SenderInfo = {
  id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
  url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/popup.html',
};

let db: JobsightDatabase;
let name = '';
let tabs: Map<number, TabState>;
let closed: number[];
let read: number[];

function deps(): RouterDeps {
  return {
    extensionId: ID,
    extensionOrigin: ORIGIN,
    db: async () => db,
    now: () => '2026-11-29T10:00:00.000Z',
    getTabState: async (tabId) => tabs.get(tabId),
    setTabState: async (tabId, state) => void tabs.set(tabId, state),
    updateTabPosting: async (tabId, record) => {
      const shown = tabs.get(tabId);
      if (shown?.kind !== 'posting' || shown.record.id !== record.id) return false;
      tabs.set(tabId, { kind: 'posting', record });
      return true;
    },
    closeSidebar: async (tabId) => void closed.push(tabId),
    readTab: async (tabId) => {
      read.push(tabId);
      return tabId === 7 ? 'declared' : 'injected';
    },
  };
}

beforeEach(async () => {
  name = `router-${Math.random().toString(36).slice(2)}`;
  db = await openJobsightDb({ name });
  tabs = new Map();
  closed = [];
  read = [];
});
afterEach(async () => {
  db.close();
  await deleteDB(name);
});

function legacyRaw() {
  const fixture = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  const result = extractPage(document as unknown as Document, fixture.meta.url, '2026-11-29T09:59:00.000Z');
  if (result.kind !== 'posting') throw new Error('fixture has no posting');
  return result.raw;
}

describe('sender roles', () => {
  it('tells content scripts, the sidebar frame and extension pages apart', () => {
    expect(roleOf(content, ID, ORIGIN)).toBe('content');
    expect(roleOf(sidebar, ID, ORIGIN)).toBe('sidebar');
    expect(roleOf(popup, ID, ORIGIN)).toBe('page');
    expect(roleOf({ ...popup, url: `${ORIGIN}/options.html` }, ID, ORIGIN)).toBe('page');
    expect(roleOf(otherExtension, ID, ORIGIN)).toBeUndefined();
    expect(roleOf({ ...content, tab: undefined }, ID, ORIGIN)).toBeUndefined();
    expect(roleOf({ ...sidebar, tab: undefined }, ID, ORIGIN)).toBeUndefined();
    expect(roleOf({ ...popup, url: `${ORIGIN}/unknown.html` }, ID, ORIGIN)).toBeUndefined();
    expect(roleOf({ ...popup, origin: 'https://evil.example' }, ID, ORIGIN)).toBeUndefined();
    expect(roleOf({ ...content, url: 'file:///etc/passwd' }, ID, ORIGIN)).toBeUndefined();
  });

  it('compares sites by their registrable host', () => {
    expect(sameSite('https://au.linkedin.com/jobs/view/1', 'https://www.linkedin.com/jobs/search')).toBe(true);
    expect(sameSite('https://jobs.51job.com/x/1.html', 'https://www.51job.com/')).toBe(true);
    expect(sameSite('https://www.indeed.co.uk/viewjob?jk=1', 'https://evil.co.uk/')).toBe(false);
    expect(sameSite('https://www.linkedin.com/jobs/view/1', 'https://boards.greenhouse.io/x')).toBe(false);
  });
});

describe('router', () => {
  it('refuses malformed messages and unknown senders', async () => {
    expect(await route({ type: 'nope' }, popup, deps())).toEqual({ ok: false, error: 'malformed message' });
    expect(await route(null, popup, deps())).toEqual({ ok: false, error: 'malformed message' });
    expect(await route({ type: 'postings:list' }, otherExtension, deps())).toEqual({ ok: false, error: 'unknown sender' });
  });

  it('records a content script proposal as seen and remembers it for the tab', async () => {
    const reply = await route({ type: 'page:posting', raw: legacyRaw() }, content, deps());
    expect(reply).toEqual({ ok: true, id: 'greenhouse:4071123' });
    const state = tabs.get(7);
    expect(state?.kind).toBe('posting');
    const record = await getPosting(db, 'greenhouse:4071123');
    expect(record?.status).toBe('viewed');
    expect(record?.posting.firstSeenAt).toBe('2026-11-29T09:59:00.000Z');
  });

  it('replaces a page clock far from ours with our own time', async () => {
    const raw = { ...legacyRaw(), readAt: '2031-01-01T00:00:00.000Z' };
    await route({ type: 'page:posting', raw }, content, deps());
    expect((await getPosting(db, 'greenhouse:4071123'))?.posting.lastSeenAt).toBe('2026-11-29T10:00:00.000Z');
  });

  it('refuses a proposal for a posting of another site than the sender page', async () => {
    const raw = { ...legacyRaw(), url: 'https://www.linkedin.com/jobs/view/1/' };
    expect(await route({ type: 'page:posting', raw }, content, deps())).toEqual({
      ok: false,
      error: 'the posting is not from the sender page',
    });
    expect(await getPosting(db, 'greenhouse:4071123')).toBeUndefined();
  });

  it('refuses every privileged request from a content script', async () => {
    await recordSeen(db, samplePosting());
    for (const message of [
      { type: 'posting:delete', id: 'greenhouse:4071123' },
      { type: 'postings:list' },
      { type: 'posting:get', id: 'greenhouse:4071123' },
      { type: 'sidebar:save', id: 'greenhouse:4071123' },
      { type: 'posting:restore', record: (await getPosting(db, 'greenhouse:4071123'))! },
    ]) {
      const reply = await route(message, content, deps());
      expect(reply.ok, message.type).toBe(false);
    }
    expect(await getPosting(db, 'greenhouse:4071123')).toBeDefined();
  });

  it('lets the sidebar save only the posting of its own tab', async () => {
    await route({ type: 'page:posting', raw: legacyRaw() }, content, deps());
    await recordSeen(
      db,
      samplePosting({ id: 'greenhouse:999', source: { site: 'greenhouse', externalId: '999', adapter: 'greenhouse', fieldsFrom: {} } }),
    );
    expect(await route({ type: 'sidebar:save', id: 'greenhouse:999' }, sidebar, deps())).toEqual({
      ok: false,
      error: 'not the posting of this tab',
    });
    const saved = await route({ type: 'sidebar:save', id: 'greenhouse:4071123' }, sidebar, deps());
    expect(saved.ok && saved.record?.status).toBe('saved');
    expect(await route({ type: 'sidebar:save', id: 'greenhouse:4071123' }, { ...sidebar, tab: { id: 8 } }, deps())).toMatchObject({
      ok: false,
    });
    expect(await route({ type: 'posting:delete', id: 'greenhouse:4071123' }, sidebar, deps())).toMatchObject({ ok: false });
    await route({ type: 'sidebar:close' }, sidebar, deps());
    expect(closed).toEqual([7]);
  });

  it('keeps a deep read only for the sidebar’s own posting, with its quotes checked again against it', async () => {
    await route({ type: 'page:posting', raw: legacyRaw() }, content, deps());
    const stored = (await getPosting(db, 'greenhouse:4071123'))!;
    const real = stored.posting.description.text
      .split('\n')
      .find((line) => line.trim().length > 30)!
      .trim();
    const deepRead = {
      ...FORGED_DEEP_READ,
      answer: {
        pros: [
          { text: 'Real', evidence: real },
          { text: 'Made up', evidence: 'Unlimited vacation and a free car' },
        ],
      },
      dropped: { quotes: 1 },
    };
    expect(
      await route({ type: 'sidebar:deep-read', id: 'greenhouse:4071123', deepRead }, { ...sidebar, tab: { id: 8 } }, deps()),
    ).toMatchObject({ ok: false });
    expect(await route({ type: 'sidebar:deep-read', id: 'greenhouse:4071123', deepRead }, content, deps())).toMatchObject({ ok: false });
    const kept = await route({ type: 'sidebar:deep-read', id: 'greenhouse:4071123', deepRead }, sidebar, deps());
    expect(kept.ok).toBe(true);
    const record = (await getPosting(db, 'greenhouse:4071123'))!;
    expect(record.deepRead?.answer.pros).toEqual([{ text: 'Real', evidence: real }, { text: 'Made up' }]);
    expect(record.deepRead?.dropped.quotes).toBe(2);
    // Seen again, the posting keeps its deep read.
    await route({ type: 'page:posting', raw: legacyRaw() }, content, deps());
    expect((await getPosting(db, 'greenhouse:4071123'))!.deepRead?.model).toBe('forged');
    expect(
      await route({ type: 'posting:deep-read', id: 'greenhouse:4071123', deepRead: { ...deepRead, answer: {} } }, popup, deps()),
    ).toMatchObject({ ok: false });
  });

  it('lets extension pages list, delete and restore', async () => {
    const record = await recordSeen(db, samplePosting());
    const saved = (await savePosting(db, record.id, '2026-11-29T10:00:00.000Z'))!;
    const list = await route({ type: 'postings:list' }, popup, deps());
    expect(list.ok && list.records?.map((r) => r.id)).toEqual([record.id]);
    expect(await route({ type: 'posting:delete', id: record.id }, popup, deps())).toEqual({ ok: true, deleted: true });
    expect(await route({ type: 'posting:restore', record: saved }, popup, deps())).toEqual({ ok: true, id: record.id });
    expect(await getPosting(db, record.id)).toEqual(saved);
  });

  it('lets only extension pages ask to read a tab, and answers with its state', async () => {
    expect(await route({ type: 'tab:read', tabId: 9 }, content, deps())).toMatchObject({ ok: false });
    expect(await route({ type: 'tab:read', tabId: 9 }, sidebar, deps())).toMatchObject({ ok: false });
    expect(read).toEqual([]);
    expect(await route({ type: 'tab:read', tabId: 9 }, popup, deps())).toEqual({ ok: true, read: 'injected' });
    await route({ type: 'page:posting', raw: legacyRaw() }, content, deps());
    const reply = await route({ type: 'tab:read', tabId: 7 }, popup, deps());
    expect(reply).toMatchObject({ ok: true, read: 'declared', state: { kind: 'posting' } });
    expect(await route({ type: 'tab:state', tabId: 7 }, popup, deps())).toMatchObject({ ok: true, state: { kind: 'posting' } });
  });

  it('drops a javascript: apply link and company link before storing', async () => {
    const raw = { ...legacyRaw(), applyUrl: 'javascript:alert(1)', companyUrl: 'JaVaScRiPt:alert(1)' };
    await route({ type: 'page:posting', raw }, content, deps());
    const record = await getPosting(db, 'greenhouse:4071123');
    expect(record?.posting.applyUrl).toBeUndefined();
    expect(record?.posting.company.url).toBeUndefined();
    expect(extractHtml('<html></html>', 'https://example.com').posting).toBeNull();
  });
});
