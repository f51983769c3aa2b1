import { deleteDB } from 'idb';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { route, type RouterDeps } from '@/lib/background/router';
import { sitesForSender } from '@/lib/background/sender-site';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import { getPosting, restorePosting } from '@/lib/db/repository';
import { appendDiagnostic, createRateLimit, diagnosticsText, MAX_DIAGNOSTICS, readDiagnostics } from '@/lib/diagnostics';
import { extractPage } from '@/lib/extract';
import { READ_FAILED, extractWith } from '@/lib/extract/cascade';
import { adapters } from '@/lib/extract/registry';
import type { DiagnosticEntry, SenderInfo, TabState } from '@/lib/messages';
import { readSettings } from '@/lib/settings';
import { loadCorpus } from '../support/corpus';
import { sampleRecord } from '../support/records';

/** The site key a page may propose under, the diagnostics log, and the debug setting. */

const EXT = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXT}`;
const PAGE_URL = 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123';
const content: SenderInfo = { id: EXT, url: PAGE_URL, tab: { id: 7 }, frameId: 0, origin: 'https://boards.greenhouse.io' };

let db: JobsightDatabase;
let name = '';
let tabs: Map<number, TabState>;
let diagnosed: { tabId: number; where: string; message: string; adapter?: string }[];

function deps(): RouterDeps {
  return {
    extensionId: EXT,
    extensionOrigin: ORIGIN,
    db: async () => db,
    now: () => new Date().toISOString(),
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
    diagnose: async (tabId, entry) => {
      diagnosed.push({ tabId, ...entry });
      return { kept: diagnosed.length <= 2, debug: true };
    },
  };
}

beforeEach(async () => {
  name = `security-${Math.random().toString(36).slice(2)}`;
  db = await openJobsightDb({ name });
  tabs = new Map();
  diagnosed = [];
});
afterEach(async () => {
  db.close();
  await deleteDB(name);
});

function legacyRaw() {
  const fixture = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  const result = extractPage(document as unknown as Document, fixture.meta.url, new Date().toISOString());
  if (result.kind !== 'posting') throw new Error('fixture has no posting');
  return result.raw;
}

describe('a page proposes postings only under its own site key', () => {
  it('names the adapters that read an address, and its host', () => {
    expect(sitesForSender(PAGE_URL)).toEqual(['greenhouse', 'boards.greenhouse.io']);
    expect(sitesForSender('https://www.linkedin.com/jobs/view/1/')).toContain('linkedin');
    expect(sitesForSender('https://www.linkedin.com/jobs/view/1/')).not.toContain('greenhouse');
    // A company page that embeds Greenhouse (gh_jid) is read by the Greenhouse adapter, or by schema.org under its host.
    expect(sitesForSender('https://careers.example.com/open?gh_jid=123')).toEqual(['greenhouse', 'careers.example.com']);
    expect(sitesForSender('https://careers.example.com/job/1')).toEqual(['careers.example.com']);
    expect(sitesForSender('not a url')).toEqual([]);
  });

  it('every adapter reads its own fixtures under a key its address allows (the check refuses no real page)', () => {
    for (const fixture of loadCorpus()) {
      const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
      const result = extractWith(document as unknown as Document, fixture.meta.url, '2026-11-29T10:00:00.000Z', { adapters });
      if (result.kind !== 'posting') continue;
      expect(sitesForSender(fixture.meta.url), `${fixture.site}/${fixture.name}`).toContain(result.raw.site);
    }
  });

  it("refuses a proposal that would overwrite another site's saved posting, and leaves it as it was", async () => {
    const linkedin = sampleRecord('linkedin', '3901234567', {
      status: 'applied',
      notes: 'my notes',
      posting: { url: 'https://www.linkedin.com/jobs/view/3901234567/', title: 'Real title' },
    });
    await restorePosting(db, linkedin);
    // The address is the sender's own page; the key (which makes the id) is LinkedIn's.
    const forged = { ...legacyRaw(), site: 'linkedin', adapter: 'linkedin', externalId: '3901234567', title: 'Forged title' };
    const reply = await route({ type: 'page:posting', raw: forged }, content, deps());
    expect(reply).toEqual({ ok: false, error: 'the posting is not from the sender site' });
    expect(await getPosting(db, linkedin.id)).toEqual(linkedin);
    expect(tabs.size).toBe(0);
    // The honest proposal still goes through.
    expect(await route({ type: 'page:posting', raw: legacyRaw() }, content, deps())).toMatchObject({ ok: true, id: 'greenhouse:4071123' });
  });
});

describe('page:diagnostic', () => {
  it('is accepted from a content script only, validated, and answered with the debug setting', async () => {
    const ok = await route(
      { type: 'page:diagnostic', where: 'extract', adapter: 'glassdoor', message: 'TypeError: Invalid URL' },
      content,
      deps(),
    );
    expect(ok).toEqual({ ok: true, debug: true });
    expect(diagnosed).toEqual([{ tabId: 7, where: 'extract', adapter: 'glassdoor', message: 'TypeError: Invalid URL' }]);
    expect(
      await route(
        { type: 'page:diagnostic', where: 'extract', message: 'x' },
        { id: EXT, url: `${ORIGIN}/popup.html`, origin: ORIGIN },
        deps(),
      ),
    ).toEqual({
      ok: false,
      error: 'page:diagnostic is not allowed from a page',
    });
    for (const bad of [
      { type: 'page:diagnostic', where: 'extract', message: '' },
      { type: 'page:diagnostic', where: 'somewhere', message: 'x' },
      { type: 'page:diagnostic', where: 'extract', message: 'x'.repeat(201) },
      { type: 'page:diagnostic', where: 'extract', message: 'x', adapter: 'Page Text Here' },
    ]) {
      expect(await route(bad, content, deps())).toEqual({ ok: false, error: 'malformed message' });
    }
    // Over the tab's limit: refused, and the reply says so.
    await route({ type: 'page:diagnostic', where: 'observe', message: 'b' }, content, deps());
    expect(await route({ type: 'page:diagnostic', where: 'observe', message: 'c' }, content, deps())).toEqual({
      ok: false,
      error: 'too many diagnostics from this tab',
    });
  });
});

describe('the diagnostics log', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 30, 0, 0, i)).toISOString();

  it('keeps the last entries, counts repeats on one line, and drops what does not parse', () => {
    let log: DiagnosticEntry[] = [];
    for (let i = 0; i < MAX_DIAGNOSTICS + 50; i++)
      log = appendDiagnostic(log, { where: 'extract', adapter: 'demo', message: `error ${i}` }, at(i % 60));
    expect(log).toHaveLength(MAX_DIAGNOSTICS);
    expect(log[0]!.message).toBe('error 50');
    log = appendDiagnostic(log, { where: 'extract', adapter: 'demo', message: 'error 60' }, at(1));
    expect(log.at(-1)).toMatchObject({ message: 'error 60', count: 2 });
    expect(log.filter((e) => e.message === 'error 60')).toHaveLength(1);
    expect(readDiagnostics([...log, { at: 'yesterday' }, 'junk', null])).toHaveLength(MAX_DIAGNOSTICS);
    expect(readDiagnostics({ not: 'a list' })).toEqual([]);
    expect(diagnosticsText([{ at: at(0), where: 'observe', message: 'a\nb', count: 3 }])).toBe(`${at(0)}\tobserve\t-\t3\ta b`);
  });

  it('limits each tab, window by window', () => {
    const limit = createRateLimit(3, 1000);
    expect([1, 2, 3, 4].map(() => limit.allow(7, 0))).toEqual([true, true, true, false]);
    expect(limit.allow(8, 10)).toBe(true);
    expect(limit.allow(7, 999)).toBe(false);
    expect(limit.allow(7, 1000)).toBe(true);
  });

  it('a reader that throws is told apart from a page without a posting', () => {
    const { document } = parseHTML('<html><body><h1>x</h1></body></html>');
    const broken = {
      ...adapters.find((a) => a.id === 'demo')!,
      detect: () => {
        throw new TypeError('Invalid URL');
      },
    };
    const result = extractWith(document as unknown as Document, 'http://localhost/jobsight-demo/x.html', '2026-11-29T10:00:00.000Z', {
      adapters: [broken],
    });
    expect(result).toMatchObject({ kind: 'none' });
    expect(result.kind === 'none' && result.reason.startsWith(READ_FAILED)).toBe(true);
  });

  it('debug mode is off unless the user turned it on', () => {
    expect(readSettings(undefined).debug).toBeUndefined();
    expect(readSettings({ uiLanguage: 'en' }).debug).toBeUndefined();
    expect(readSettings({ uiLanguage: 'en', debug: true }).debug).toBe(true);
  });
});
