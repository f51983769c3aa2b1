import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { deleteDB } from 'idb';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duplicateSummaries, withDuplicates } from '@/lib/background/duplicates';
import { route, type RouterDeps } from '@/lib/background/router';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { addReport, listReports } from '@/lib/db/reports';
import { extractPage } from '@/lib/extract';
import { TabState, type SenderInfo } from '@/lib/messages';
import { fixtureFolder, fixtureZip } from '@/lib/report/fixture';
import { sanitizeHtml } from '@/lib/report/sanitize';
import { MAX_REPORTS, type StoredReport } from '@/lib/report/schema';
import { PAGES_DIR } from '../support/corpus';

/** Reporting a bad read through the router, and the fixture folder a report becomes; duplicates in the sidebar's state. */

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const GREENHOUSE_URL = 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123?gh_src=7a1f9c2e1us';
const LINKEDIN_URL = 'https://www.linkedin.com/jobs/view/4419023456/?trk=public_jobs_topcard-title';
const content = (url: string, tab = 7): SenderInfo => ({ id: ID, url, tab: { id: tab }, frameId: 0, origin: new URL(url).origin });
const sidebar: SenderInfo = { id: ID, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN, tab: { id: 7 }, frameId: 3 };
const options: SenderInfo = { id: ID, url: `${ORIGIN}/options.html`, origin: ORIGIN };

let db: JobsightDatabase;
let name = '';
let tabs: Map<number, TabState>;
let snapshots: Map<number, unknown>;

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
    closeSidebar: async () => undefined,
    readTab: async () => 'declared',
    snapshotTab: async (tabId) => snapshots.get(tabId),
  };
}

function page(fixture: string): string {
  return decodePage(readFileSync(join(PAGES_DIR, fixture, 'page.html')));
}

function raw(fixture: string, url: string, readAt = '2026-11-29T09:59:00.000Z') {
  const result = extractPage(parseHTML(page(fixture)).document as unknown as Document, url, readAt);
  if (result.kind !== 'posting') throw new Error(`${fixture} has no posting`);
  return result.raw;
}

beforeEach(async () => {
  name = `reports-${Math.random().toString(36).slice(2)}`;
  db = await openJobsightDb({ name });
  tabs = new Map();
  snapshots = new Map();
});
afterEach(async () => {
  db.close();
  await deleteDB(name);
});

describe('reporting a bad read', () => {
  beforeEach(async () => {
    await route({ type: 'page:posting', raw: raw('greenhouse/legacy-board', GREENHOUSE_URL) }, content(GREENHOUSE_URL), deps());
    snapshots.set(7, { html: page('greenhouse/legacy-board'), url: GREENHOUSE_URL });
  });

  it('the sidebar gets its own page, cleans it, and the background keeps it with the posting', async () => {
    const answer = await route({ type: 'sidebar:snapshot', id: 'greenhouse:4071123' }, sidebar, deps());
    expect(answer.ok && answer.snapshot?.url).toBe(GREENHOUSE_URL);
    const html = sanitizeHtml(
      answer.ok ? answer.snapshot!.html : '',
      { url: GREENHOUSE_URL },
      (text) => parseHTML(text).document as unknown as Document,
    );
    const saved = await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: GREENHOUSE_URL, html }, sidebar, deps());
    expect(saved).toMatchObject({ ok: true, id: expect.stringMatching(/^report-/) });
    const again = await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: GREENHOUSE_URL, html }, sidebar, deps());
    expect(again).toEqual(saved);

    const list = await route({ type: 'reports:list' }, options, deps());
    expect(list.ok && list.reports).toEqual([
      {
        id: saved.ok && saved.id,
        capturedAt: '2026-11-29T10:00:00.000Z',
        url: 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
        site: 'greenhouse',
        title: 'Senior Backend Engineer, Payments',
        bytes: expect.any(Number),
      },
    ]);
    const got = await route({ type: 'report:get', id: saved.ok ? saved.id! : '' }, options, deps());
    expect(got.ok && got.report?.posting?.id).toBe('greenhouse:4071123');
    expect(got.ok && got.report?.html).not.toContain('job_application[email]');
    expect(await route({ type: 'report:delete', id: saved.ok ? saved.id! : '' }, options, deps())).toEqual({ ok: true, deleted: true });
    expect(await listReports(db)).toEqual([]);
  });

  it("only for the posting of the sidebar's own tab, and only extension pages read reports", async () => {
    const html = '<!DOCTYPE html><html><body><h1>x</h1></body></html>';
    expect(await route({ type: 'sidebar:snapshot', id: 'greenhouse:999' }, sidebar, deps())).toEqual({
      ok: false,
      error: 'not the posting of this tab',
    });
    expect(
      await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: GREENHOUSE_URL, html }, { ...sidebar, tab: { id: 8 } }, deps()),
    ).toMatchObject({ ok: false });
    for (const message of [{ type: 'reports:list' }, { type: 'report:get', id: 'report-x' }, { type: 'report:delete', id: 'report-x' }]) {
      expect((await route(message, content(GREENHOUSE_URL), deps())).ok, message.type).toBe(false);
      expect((await route(message, sidebar, deps())).ok, message.type).toBe(false);
    }
    expect(
      (await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: GREENHOUSE_URL, html }, content(GREENHOUSE_URL), deps())).ok,
    ).toBe(false);
  });

  it('refuses what is not a page: a script address, an oversized page, a snapshot of the wrong shape', async () => {
    expect(
      await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: 'javascript:alert(1)', html: '<p>x</p>' }, sidebar, deps()),
    ).toEqual({ ok: false, error: 'malformed message' });
    expect(
      await route({ type: 'sidebar:report', id: 'greenhouse:4071123', url: GREENHOUSE_URL, html: 'x'.repeat(2_000_001) }, sidebar, deps()),
    ).toEqual({ ok: false, error: 'malformed message' });
    snapshots.set(7, { html: 42 });
    expect(await route({ type: 'sidebar:snapshot', id: 'greenhouse:4071123' }, sidebar, deps())).toEqual({
      ok: false,
      error: 'the page did not answer',
    });
  });

  it('keeps the newest reports only', async () => {
    const report = (i: number): StoredReport => ({
      id: `report-${i}`,
      capturedAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      url: 'https://example.com/',
      site: 'x',
      title: `r${i}`,
      html: '<p>x</p>',
    });
    for (let i = 0; i < MAX_REPORTS + 3; i++) await addReport(db, report(i));
    const kept = await listReports(db);
    expect(kept).toHaveLength(MAX_REPORTS);
    expect(kept[0]!.id).toBe(`report-${MAX_REPORTS + 2}`);
    expect(kept.at(-1)!.id).toBe('report-3');
  });
});

describe('a report as a fixture folder', () => {
  const posting = extractHtml(page('greenhouse/legacy-board'), GREENHOUSE_URL, '2026-11-20T10:00:00.000Z').posting!;
  const html = sanitizeHtml(
    page('greenhouse/legacy-board'),
    { url: GREENHOUSE_URL },
    (text) => parseHTML(text).document as unknown as Document,
  );
  const report: StoredReport = {
    id: 'report-abc',
    capturedAt: '2026-11-29T10:00:00.000Z',
    url: 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
    site: 'greenhouse',
    title: posting.title,
    html,
    posting,
  };

  it('has page.html, a meta.json the meta-test accepts, and an expected.json the page meets', () => {
    const { folder, files } = fixtureFolder(report);
    expect(folder).toMatch(/^greenhouse\/reported-20261129-[a-z0-9]{1,6}$/);
    const file = (fileName: string) => files.find((f) => f.name === fileName)!.text;
    const meta = JSON.parse(file('meta.json')) as { url: string; capturedAt: string; structure: string };
    expect(meta.url).toMatch(/^https?:\/\//);
    expect(meta.structure.startsWith('reported by the user')).toBe(true);
    expect(meta.structure.length).toBeGreaterThan(20);
    const expected = JSON.parse(file('expected.json')) as Record<string, unknown>;
    expect(expected).not.toHaveProperty('firstSeenAt');
    expect(expected['description']).toEqual({ sections: posting.description.sections });
    // The exported folder is a working fixture: its page, read at its address, gives what it expects.
    const output = extractHtml(file('page.html'), meta.url, meta.capturedAt);
    expect(output.posting).toMatchObject(expected);
  });

  it('zips into <site>/<case>/ with the three files', () => {
    const { name: zipName, bytes } = fixtureZip(report);
    expect(zipName).toMatch(/^jobsight-greenhouse-reported-20261129-\w+\.zip$/);
    const files = unzipSync(bytes);
    const { folder } = fixtureFolder(report);
    expect(Object.keys(files).sort()).toEqual([`${folder}/expected.json`, `${folder}/meta.json`, `${folder}/page.html`]);
    expect(strFromU8(files[`${folder}/page.html`]!)).toBe(html);
  });

  it('a page with no posting exports expected.json = null', () => {
    const { files } = fixtureFolder({ ...report, posting: undefined, reason: 'no posting' });
    expect(files.find((f) => f.name === 'expected.json')!.text.trim()).toBe('null');
  });
});

describe("duplicates in the sidebar's state", () => {
  it('the LinkedIn copy of a Greenhouse posting names it: site, address, when it was seen', async () => {
    await route(
      { type: 'page:posting', raw: raw('greenhouse/legacy-board', GREENHOUSE_URL, '2026-11-26T10:00:00.000Z') },
      content(GREENHOUSE_URL, 5),
      { ...deps(), now: () => '2026-11-26T10:00:00.000Z' },
    );
    await route({ type: 'page:posting', raw: raw('linkedin/guest-view-same-role', LINKEDIN_URL) }, content(LINKEDIN_URL), deps());
    const state = tabs.get(7)!;
    expect(state.kind === 'posting' && state.record.duplicates).toEqual(['greenhouse:4071123']);
    const shown = await withDuplicates(state, async () => db);
    expect(TabState.safeParse(shown).success).toBe(true);
    expect(shown.kind === 'posting' && shown.duplicates).toEqual([
      {
        id: 'greenhouse:4071123',
        site: 'greenhouse',
        siteLabel: 'Greenhouse',
        url: 'https://job-boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
        title: 'Senior Backend Engineer, Payments',
        lastSeenAt: '2026-11-26T10:00:00.000Z',
      },
    ]);
    const original = tabs.get(5)!;
    expect(
      original.kind === 'posting' &&
        (await duplicateSummaries(db, { ...original.record, duplicates: ['linkedin:4419023456'] })).map((d) => d.siteLabel),
    ).toEqual(['LinkedIn']);
    // A state with no duplicates is passed on as it is.
    expect(await withDuplicates({ kind: 'none', reason: 'x' }, async () => db)).toEqual({ kind: 'none', reason: 'x' });
  });
});
