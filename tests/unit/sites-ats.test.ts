import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { adapterById } from '@/lib/extract/registry';
import { extractPage } from '@/lib/extract';
import { workdayJobOf } from '@/lib/extract/sites/workday';
import { htmlToText, joinLoneBullets } from '@/lib/extract/text';
import { textOf } from '@/lib/extract/dom';
import type { SiteAdapter } from '@/lib/extract/types';
import { handles } from '@/lib/match-pattern';
import { PAGES_DIR } from '../support/corpus';

const NOW = '2026-11-20T10:00:00.000Z';

function doc(html: string, href?: string): Document {
  const { document } = parseHTML(html);
  // linkedom has no location; the browser's card readers resolve relative links against it.
  if (href) Object.defineProperty(document, 'location', { value: new URL(href) });
  return document as unknown as Document;
}

function site(id: string): SiteAdapter {
  const adapter = adapterById(id);
  if (!adapter) throw new Error(`no adapter ${id}`);
  return adapter;
}

describe('which addresses each ATS adapter claims', () => {
  it.each([
    ['lever', 'https://jobs.lever.co/acme/3f6c2a9e-8b1d-4e57-a0c4-7d29e15b6f80', true],
    ['lever', 'https://jobs.eu.lever.co/acme', true],
    ['lever', 'https://www.lever.co/', false],
    ['workday', 'https://acme.wd5.myworkdayjobs.com/en-US/External', true],
    ['workday', 'https://acme.myworkdayjobs.com/Careers/job/Pune/Analyst_R123', true],
    ['workday', 'https://wd3.myworkdaysite.com/recruiting/acme/Acme/job/x_R1', true],
    ['workday', 'https://www.workday.com/en-us/company/careers.html', false],
    ['ashby', 'https://jobs.ashbyhq.com/acme', true],
    ['ashby', 'https://www.ashbyhq.com/careers', false],
    ['smartrecruiters', 'https://jobs.smartrecruiters.com/Acme/744000061234567-analyst', true],
    ['smartrecruiters', 'https://www.smartrecruiters.com/', false],
    ['workable', 'https://apply.workable.com/acme/j/5C2E8A91D4/', true],
    ['workable', 'https://acme.workable.com/j/5C2E8A91D4', true],
    ['workable', 'https://www.workable.com/pricing', false],
    // Under the declared *.workable.com/j/* (a match pattern cannot leave one subdomain out): detect reads no job there, below.
    ['workable', 'https://help.workable.com/j/5C2E8A91D4', true],
    ['wellfound', 'https://wellfound.com/jobs/3184072-senior-engineer', true],
    ['wellfound', 'https://wellfound.com/company/tidewell', false],
    ['monster', 'https://www.monster.com/job-openings/nurse-boston-ma--2b7f4c1e-9a3d-4e85-b6f0-7c1d2e3f4a5b', true],
    ['monster', 'https://www.monster.com/jobs/search?q=nurse', true],
    ['monster', 'https://www.monster.com/career-advice/', false],
  ] as const)('%s handles %s: %s', (id, href, expected) => {
    expect(handles(site(id), new URL(href))).toBe(expected);
  });

  it("Workable's own subdomains are no company: no job is read there", () => {
    const page = doc(
      '<html><head><title>Senior Analyst</title></head><body><main><h1 data-ui="job-title">Senior Analyst</h1><section data-ui="job-description"><p>Build reports for the finance team every week.</p></section></main></body></html>',
    );
    for (const href of ['https://help.workable.com/j/5C2E8A91D4', 'https://www.workable.com/j/5C2E8A91D4']) {
      expect(site('workable').detect({ doc: page, url: new URL(href), readAt: NOW }).kind, href).toBe('none');
    }
    expect(site('workable').detect({ doc: page, url: new URL('https://acme.workable.com/j/5C2E8A91D4'), readAt: NOW }).kind).not.toBe(
      'none',
    );
  });
});

describe('Workday job identity', () => {
  const base = 'VoltarisExternalCareerSite/job/US-CA-Santa-Clara/Senior-GPU-Compiler-Engineer_JR2019876';
  it.each([
    `https://voltaris.wd5.myworkdayjobs.com/en-US/${base}`,
    `https://voltaris.wd1.myworkdayjobs.com/${base}?source=jobboardlinkedin`,
    `https://voltaris.wd5.myworkdayjobs.com/de-DE/${base}/apply`,
    `https://voltaris.wd5.myworkdayjobs.com/en-US/${base}/apply/applyManually`,
  ])('%s is voltaris:JR2019876', (href) => {
    const job = workdayJobOf(new URL(href));
    expect(job).toMatchObject({ tenant: 'voltaris', requisitionId: 'JR2019876' });
    expect(job?.canonicalUrl).toMatch(
      /^https:\/\/voltaris\.wd[15]\.myworkdayjobs\.com\/VoltarisExternalCareerSite\/job\/US-CA-Santa-Clara\/Senior-GPU-Compiler-Engineer_JR2019876$/,
    );
  });

  it('reads the shared host with the tenant in the path, and requisition ids of every shape', () => {
    expect(
      workdayJobOf(
        new URL('https://wd3.myworkdaysite.com/en-US/recruiting/harrowgate/Harrowgate_Careers/job/Toronto-ON/Payroll-Analyst_R-104522'),
      ),
    ).toEqual({
      tenant: 'harrowgate',
      requisitionId: 'R-104522',
      canonicalUrl: 'https://wd3.myworkdaysite.com/recruiting/harrowgate/Harrowgate_Careers/job/Toronto-ON/Payroll-Analyst_R-104522',
    });
    expect(
      workdayJobOf(new URL('https://acme.wd1.myworkdayjobs.com/Acme/job/Senior-ASIC-Design-Engineer---Hardware_18337-1'))?.requisitionId,
    ).toBe('18337-1');
  });

  it.each([
    'https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite',
    'https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite?q=compiler',
    'https://voltaris.wd5.myworkdayjobs.com/VoltarisExternalCareerSite/jobs',
    'https://wd3.myworkdaysite.com/recruiting/harrowgate/Harrowgate_Careers',
  ])('%s is a search page, not a job', (href) => {
    expect(workdayJobOf(new URL(href))).toBeUndefined();
  });

  it('one requisition seen on two shards and in two locales is one posting id', () => {
    const page = (
      title: string,
    ) => `<html><body><div data-automation-id="job-posting-details"><h2 data-automation-id="jobPostingHeader">${title}</h2>
      <div data-automation-id="requisitionId"><dl><dt>job requisition id</dt><dd>JR2019876</dd></dl></div>
      <div data-automation-id="jobPostingDescription"><p>Compilers.</p></div></div>
      <script type="application/ld+json">{"@type":"JobPosting","title":"${title}","hiringOrganization":{"name":"Voltaris"}}</script></body></html>`;
    const a = extractPage(doc(page('Senior GPU Compiler Engineer')), `https://voltaris.wd5.myworkdayjobs.com/en-US/${base}`, NOW);
    const b = extractPage(doc(page('Senior GPU Compiler Engineer')), `https://voltaris.wd1.myworkdayjobs.com/fr-FR/${base}`, NOW);
    expect(a.kind === 'posting' && b.kind === 'posting').toBe(true);
    if (a.kind === 'posting' && b.kind === 'posting') {
      expect(a.raw.externalId).toBe('voltaris:jr2019876');
      expect(b.raw.externalId).toBe(a.raw.externalId);
    }
  });

  it('reads the /details/ address the site gives a job opened from its own search', () => {
    expect(
      workdayJobOf(
        new URL(
          'https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite/details/Senior-GPU-Compiler-Engineer_JR2019876?q=gpu',
        ),
      ),
    ).toEqual({
      tenant: 'voltaris',
      requisitionId: 'JR2019876',
      canonicalUrl: 'https://voltaris.wd5.myworkdayjobs.com/VoltarisExternalCareerSite/details/Senior-GPU-Compiler-Engineer_JR2019876',
    });
    expect(workdayJobOf(new URL('https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite/details'))).toBeUndefined();
  });

  it('a rendered job whose address numbers the posting (_JR2019876-1) is the requisition the pane shows', () => {
    const rendered =
      doc(`<html><body><div data-automation-id="job-posting-details"><h2 data-automation-id="jobPostingHeader">Senior GPU Compiler Engineer</h2>
      <div data-automation-id="requisitionId"><dl><dt>job requisition id</dt><dd>JR2019876</dd></dl></div>
      <div data-automation-id="jobPostingDescription"><p>Compilers.</p></div></div></body></html>`);
    const url = 'https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite/details/Senior-GPU-Compiler-Engineer_JR2019876-1';
    expect(extractPage(rendered, url, NOW)).toMatchObject({ kind: 'posting' });
    expect(extractPage(rendered, url.replace('JR2019876-1', 'JR2019877-1'), NOW)).toMatchObject({ kind: 'none' });
  });

  it('waits while the pane still shows the previous requisition', () => {
    const stale = doc(`<html><body><div data-automation-id="job-posting-details"><h2 data-automation-id="jobPostingHeader">Old job</h2>
      <div data-automation-id="requisitionId"><dl><dt>job requisition id</dt><dd>JR1111111</dd></dl></div></div></body></html>`);
    expect(extractPage(stale, `https://voltaris.wd5.myworkdayjobs.com/en-US/${base}`, NOW)).toMatchObject({ kind: 'none' });
  });

  it('marks search result cards with the same id the job page gets', () => {
    const list = doc(
      `<html><body><section data-automation-id="jobResults"><ul><li><h3><a data-automation-id="jobTitle" href="/en-US/${base}">Senior GPU Compiler Engineer</a></h3></li></ul></section></body></html>`,
      'https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite',
    );
    const cards = site('workday').cards!;
    const card = list.querySelector(cards.selector)!;
    expect(cards.externalId(card)).toBe('voltaris:jr2019876');
  });
});

describe('list cards', () => {
  it('Lever board cards carry the posting uuid', () => {
    const board = doc(
      '<div class="posting" data-qa-posting-id="3F6C2A9E-8B1D-4E57-A0C4-7D29E15B6F80"><a class="posting-title" href="#"><h5>x</h5></a></div>',
    );
    const cards = site('lever').cards!;
    expect(cards.externalId(board.querySelector(cards.selector)!)).toBe('3f6c2a9e-8b1d-4e57-a0c4-7d29e15b6f80');
  });

  it('Workable list cards carry the shortcode', () => {
    const list = doc(
      '<ul data-ui="list"><li data-ui="job" data-id="3391207"><a href="/meridia-travel/j/5c2e8a91d4/"><h3 data-ui="job-title"><span>x</span></h3></a></li></ul>',
    );
    const cards = site('workable').cards!;
    expect(cards.externalId(list.querySelector(cards.selector)!)).toBe('5C2E8A91D4');
  });

  it('Monster search cards carry the job uuid', () => {
    const list = doc(
      '<article data-testid="JobCard"><a data-testid="jobTitle" href="https://www.monster.com/job-openings/nurse-boston-ma--2B7F4C1E-9A3D-4E85-B6F0-7C1D2E3F4A5B">Nurse</a></article>',
    );
    const cards = site('monster').cards!;
    expect(cards.externalId(list.querySelector(cards.selector)!)).toBe('2b7f4c1e-9a3d-4e85-b6f0-7c1d2e3f4a5b');
  });
});

describe('pages that are not (yet) a posting', () => {
  it('a Lever address whose posting closed is blocked', () => {
    const closed = doc(
      '<html><body><div class="content"><h2>Sorry, we couldn\'t find anything here</h2><p>The job posting you\'re looking for might have closed.</p></div></body></html>',
    );
    expect(extractPage(closed, 'https://jobs.lever.co/brightwater/3f6c2a9e-8b1d-4e57-a0c4-7d29e15b6f80', NOW)).toMatchObject({
      kind: 'blocked',
      site: 'lever',
    });
  });

  it('an Ashby job whose blob is the board and whose DOM has not rendered waits', () => {
    const shell = doc(
      '<html><body><div id="root"></div><script>window.__appData = {"organization":{"name":"Quillmark"},"jobBoard":{"jobPostings":[]}};</script></body></html>',
    );
    expect(extractPage(shell, 'https://jobs.ashbyhq.com/quillmark/e9d8c7b6-a5f4-4e3d-9c2b-1a0f9e8d7c6b', NOW)).toMatchObject({
      kind: 'none',
    });
  });

  it('a Wellfound job whose __NEXT_DATA__ is of an earlier page is not read as this job', () => {
    const stale = doc(`<html><head><meta property="og:site_name" content="Wellfound"></head><body><main><div class="loading"></div></main>
      <script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"apolloState":{"data":{"JobListing:1":{"id":"1","title":"Other job","startup":{"__ref":"Startup:9"}},"Startup:9":{"name":"Other"}}}}}}</script></body></html>`);
    expect(extractPage(stale, 'https://wellfound.com/jobs/3184072-senior-full-stack-engineer', NOW)).toMatchObject({ kind: 'none' });
  });
});

describe('list bullets over block children', () => {
  it('keeps the bullet with its text for <li><p>', () => {
    expect(htmlToText('<ul><li><p>One</p></li><li><p>Two</p></li></ul>')).toBe('• One\n• Two');
    expect(textOf(doc('<ul><li><p>One</p></li><li>Two</li></ul>').querySelector('ul'))).toBe('• One\n• Two');
  });

  it('drops the bullet of an item that only holds a nested list', () => {
    expect(joinLoneBullets(['•', '• a', '• b', 'c', '•'])).toEqual(['• a', '• b', 'c']);
  });
});

describe('Greenhouse: a company page read from its server-rendered copy', () => {
  const html = readFileSync(join(PAGES_DIR, 'greenhouse', 'company-page-ssr-copy', 'page.html'), 'utf8');
  const at = (jobId: string) => extractPage(doc(html), `https://www.harborline.example/careers/jobs?gh_jid=${jobId}`, NOW);

  it('reads the job of this gh_jid, never another job of the board', () => {
    const other = at('5123461');
    expect(other).toMatchObject({ kind: 'posting', raw: { title: 'Account Executive, Utilities', externalId: '5123461' } });
  });

  it('a gh_jid the page carries no copy of leaves the page to the frame', () => {
    expect(at('5123499')).toMatchObject({ kind: 'none' });
  });
});
