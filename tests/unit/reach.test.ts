import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractPage } from '@/lib/extract';
import { route, type RouterDeps } from '@/lib/background/router';
import { readerAfterUpdate, readerSite, siteOrigins } from '@/lib/extract/reach';
import { contentScriptMatches } from '@/lib/extract/registry';
import { matchesPattern, originPatterns } from '@/lib/match-pattern';
import type { SenderInfo } from '@/lib/messages';

/**
 * The reader: declared on the addresses that can hold a posting or a list, and injected by the background
 * when a single-page site moves to one in-page (the host access is the sites' whole origins).
 */

const EXT = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXT}`;

describe('originPatterns', () => {
  it('keeps the scheme and host of each pattern and drops hosts a wildcard covers', () => {
    expect(
      originPatterns([
        'https://www.linkedin.com/jobs/*',
        'https://*.linkedin.com/jobs/*',
        'https://wellfound.com/jobs*',
        'http://jobs.51job.com/*',
        'https://jobs.51job.com/*',
      ]),
    ).toEqual(['http://jobs.51job.com/*', 'https://*.linkedin.com/*', 'https://jobs.51job.com/*', 'https://wellfound.com/*']);
  });

  it('a wildcard of one scheme does not cover the other, and a narrower wildcard is covered by a wider one', () => {
    expect(originPatterns(['http://*.x.com/a*', 'https://www.x.com/b*', 'https://*.y.x.com/*', 'https://*.x.com/c*'])).toEqual([
      'http://*.x.com/*',
      'https://*.x.com/*',
    ]);
  });

  it('leaves out what is not a host pattern', () => {
    expect(originPatterns(['<all_urls>', 'not a pattern'])).toEqual([]);
  });
});

describe("the sites' origins (the host access)", () => {
  it("cover every address the reader is wanted at, are whole origins, and name no host beyond the adapters'", () => {
    for (const pattern of siteOrigins) {
      expect(pattern).toMatch(/^https?:\/\/[^/*]*[^/]*\/\*$/);
      expect(pattern).not.toMatch(/^(\*|https?):\/\/\*\//);
    }
    for (const pattern of contentScriptMatches) {
      const sample = pattern.replace('://*.', '://sub.').replace(/\*/g, 'x');
      expect(
        siteOrigins.some((origin) => matchesPattern(origin, sample)),
        `${pattern} (${sample})`,
      ).toBe(true);
    }
    const hosts = new Set(
      contentScriptMatches.map((pattern) => new URL(pattern.replace('*.', 'sub.').replace(/\*/g, '')).host.replace(/^sub\./, '')),
    );
    for (const origin of siteOrigins) expect(hosts.has(new URL(origin.replace('*.', '').replace(/\*$/, '')).host), origin).toBe(true);
  });
});

describe("readerSite: can the address hold a posting or a list (a site's reader is wanted)", () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/4230011223/', true],
    ['https://www.linkedin.com/jobs/search/?currentJobId=4230011223', true],
    ['https://www.linkedin.com/authwall?trk=public_jobs&sessionRedirect=x', true],
    ['https://www.linkedin.com/signup/cold-join?source=jobs', true],
    ['https://www.linkedin.com/feed/', false],
    ['https://www.linkedin.com/company/kestrel-labs/', false],
    ['https://wellfound.com/jobs/3141592-platform-engineer', true],
    ['https://wellfound.com/company/kestrel-labs', false],
    ['https://www.monster.com/job-openings/data-engineer-boston-ma--0f3c2a', true],
    ['https://www.monster.com/company/profiles/kestrel', false],
    ['https://www.glassdoor.com/Overview/Working-at-Kestrel-EI_IE1.htm', true],
    ['https://www.glassdoor.de/job-listing/x.htm?jl=1009512345678', true],
    // Greenhouse on a company's careers page: read on demand by the any-page reader, never injected.
    ['https://www.harborline.example/careers?gh_jid=5123458', false],
    ['https://example.com/jobs/1', false],
    ['not a url', false],
  ])('%s: %s', (href, wanted) => {
    expect(readerSite(href) !== undefined).toBe(wanted);
  });
});

describe("readerAfterUpdate: the reader the background injects after a tab's update", () => {
  const job = 'https://www.linkedin.com/jobs/view/4230011223/';

  it('asks at a completed update of an address that can hold a posting: a load or an in-page move (Chromium)', () => {
    expect(readerAfterUpdate({ status: 'complete' }, { url: job, status: 'complete' })).toBe('linkedin');
    expect(readerAfterUpdate({ status: 'complete' }, { url: 'https://www.linkedin.com/authwall?trk=feed-job', status: 'complete' })).toBe(
      'linkedin',
    );
    expect(
      readerAfterUpdate({ status: 'complete' }, { url: 'https://wellfound.com/jobs/3141592-platform-engineer', status: 'complete' }),
    ).toBe('wellfound');
  });

  it('asks at a new address in a tab that stays complete: an in-page move as Firefox reports it', () => {
    expect(readerAfterUpdate({ url: job }, { url: job, status: 'complete' })).toBe('linkedin');
  });

  it('not while the tab loads (the page may still be the previous one), not where no posting can be, not without an address', () => {
    expect(readerAfterUpdate({ status: 'loading', url: job }, { url: job, status: 'loading' })).toBeUndefined();
    expect(readerAfterUpdate({ url: job }, { url: job, status: 'loading' })).toBeUndefined();
    expect(readerAfterUpdate({ title: 'Jobs' } as { status?: string }, { url: job, status: 'complete' })).toBeUndefined();
    expect(readerAfterUpdate({ status: 'complete' }, { url: 'https://www.linkedin.com/feed/', status: 'complete' })).toBeUndefined();
    // Another site's tab: without host access the browser gives no address at all.
    expect(readerAfterUpdate({ status: 'complete' }, { status: 'complete' })).toBeUndefined();
    expect(readerAfterUpdate({ status: 'complete' }, { url: 'https://example.com/jobs/1', status: 'complete' })).toBeUndefined();
    // Frame boards are read by their own declared script, never injected into a tab.
    expect(
      readerAfterUpdate({ status: 'complete' }, { url: 'https://job-boards.greenhouse.io/acme/jobs/123', status: 'complete' }),
    ).toBeUndefined();
  });
});

/** A background without a database: reaching it tells a message passed every check before it. */
const noDatabase = (extra: Partial<RouterDeps> = {}): RouterDeps => ({
  extensionId: EXT,
  extensionOrigin: ORIGIN,
  db: async () => {
    throw new Error('database reached');
  },
  now: () => new Date().toISOString(),
  getTabState: async () => undefined,
  setTabState: async () => undefined,
  updateTabPosting: async () => false,
  closeSidebar: async () => undefined,
  readTab: async () => 'declared',
  ...extra,
});

describe('page:posting after the site moved on in-page', () => {
  const JOB = 'https://wellfound.com/jobs/3141592-platform-engineer';
  const { document } = parseHTML(
    '<html><body><main><a href="/company/kestrel-labs"><h2>Kestrel Labs</h2></a><h1>Platform Engineer</h1><div class="description"><p>Run our Kubernetes platform and CI for freight routing software.</p></div></main></body></html>',
  );
  const result = extractPage(document as unknown as Document, JOB);
  if (result.kind !== 'posting') throw new Error('the page holds a Wellfound posting');
  const propose = (sender: SenderInfo) => route({ type: 'page:posting', raw: result.raw }, sender, noDatabase());
  const loadedAt = 'https://wellfound.com/company/kestrel-labs';

  it("the top frame's tab address (where pushState took it) names the site the reader read", async () => {
    expect(await propose({ id: EXT, url: loadedAt, origin: 'https://wellfound.com', frameId: 0, tab: { id: 4, url: JOB } })).toEqual({
      ok: false,
      error: 'database reached',
    });
  });

  it('not for a frame, nor a tab address of another origin, nor without it', async () => {
    const refused = { ok: false, error: 'the posting is not from the sender site' };
    expect(await propose({ id: EXT, url: loadedAt, origin: 'https://wellfound.com', frameId: 3, tab: { id: 4, url: JOB } })).toEqual(
      refused,
    );
    expect(
      await propose({
        id: EXT,
        url: loadedAt,
        origin: 'https://wellfound.com',
        frameId: 0,
        tab: { id: 4, url: 'https://www.wellfound.com/jobs/3141592-platform-engineer' },
      }),
    ).toEqual(refused);
    expect(await propose({ id: EXT, url: loadedAt, origin: 'https://wellfound.com', frameId: 0, tab: { id: 4 } })).toEqual(refused);
  });
});
