import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { adapterById, adapterFor } from '@/lib/extract/registry';
import { PAGES_DIR } from '../support/corpus';

/** ZipRecruiter, StepStone/Totaljobs, XING, Naukri, Reed, Welcome to the Jungle: what the golden fixtures alone cannot say. */

const NOW = '2026-11-28T09:00:00.000Z';

function page(fixture: string): string {
  return decodePage(readFileSync(join(PAGES_DIR, fixture, 'page.html')));
}

function fixtureUrl(fixture: string): string {
  return (JSON.parse(readFileSync(join(PAGES_DIR, fixture, 'meta.json'), 'utf8')) as { url: string }).url;
}

function read(html: string, url: string) {
  return extractHtml(html, url, NOW);
}

function postingOf(fixture: string, url = fixtureUrl(fixture)): Record<string, unknown> {
  const output = read(page(fixture), url);
  expect(output.posting, output.reason).not.toBeNull();
  return output.posting as Record<string, unknown>;
}

function documentOf(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

const PANE_URL = 'https://www.ziprecruiter.com/jobs-search?search=staff+platform+architect&location=Remote+%28USA%29';

describe('other jobs on the page never leak into the posting', () => {
  const cases: [string, string[]][] = [
    ['ziprecruiter/job-page-invented', ['Owyhee Smiles', '$19', 'Dental Receptionist']],
    ['stepstone/job-ad-invented', ['Saalekreis Handel', 'BI Analyst', 'Gehalt anzeigen', 'Neugierig auf das Gehalt']],
    ['stepstone/totaljobs-job-invented', ['Severn Estates', '24,500', 'Accounts Assistant']],
    ['xing/job-jsonld-invented', ['Elbkontor', '55.000', 'Java-Entwickler']],
    ['naukri/job-listing-invented', ['Tungabhadra', '10-16', '4.1', '212 Reviews']],
    ['reed/job-jsonld-invented', ['Kirkstall Foods', '25,000', 'Payroll Administrator']],
    ['wttj/job-invented', ['Rhône Data', '50K à 60K', 'Data Engineer']],
  ];
  it.each(cases)('%s', (fixture, foreign) => {
    const text = JSON.stringify(postingOf(fixture));
    for (const word of foreign) expect(text, `${fixture} carries "${word}"`).not.toContain(word);
  });

  it("the ZipRecruiter pane carries none of the other 19 cards' companies", () => {
    const text = JSON.stringify(postingOf('ziprecruiter/search-pane-real'));
    expect(text).not.toContain('CUVUguja');
    expect(text).not.toContain('Napuva');
  });
});

describe('ZipRecruiter: one job is one record, whichever page showed it', () => {
  it('the pane, the js_variables state and the job page all give the jid of the job page', () => {
    expect(postingOf('ziprecruiter/search-pane-real')['id']).toBe('ziprecruiter:c52e84a3d73a6ba2');
    expect(postingOf('ziprecruiter/search-state-real')['id']).toBe('ziprecruiter:01ad605807ecd979');
    expect(postingOf('ziprecruiter/job-page-invented')['id']).toBe('ziprecruiter:4e7a2c91b5d3f608');
  });

  it('two job pages known only by their listing key keep two addresses', () => {
    const adapter = adapterById('ziprecruiter')!;
    const html = page('ziprecruiter/job-page-invented');
    const detected = ['Ab3-xY_9', 'Zq7-Kk_2'].map((key) => {
      const url = new URL(`https://www.ziprecruiter.com/jobs//j?lvk=${key}`);
      return adapter.detect({ doc: documentOf(html), url, readAt: NOW });
    });
    expect(detected.map((d) => (d.kind === 'posting' ? d.canonicalUrl : d.kind))).toEqual([
      'https://www.ziprecruiter.com/jobs//j?lvk=Ab3-xY_9',
      'https://www.ziprecruiter.com/jobs//j?lvk=Zq7-Kk_2',
    ]);
  });

  it("a card's marker id is the id detect gives for its job", () => {
    const doc = documentOf(page('ziprecruiter/search-pane-real'));
    const cards = adapterById('ziprecruiter')!.cards!;
    const first = doc.querySelector(cards.selector)!;
    expect(cards.externalId(first)).toBe('c52e84a3d73a6ba2');
    const ids = Array.from(doc.querySelectorAll(cards.selector)).map((card) => cards.externalId(card));
    expect(ids.every((id) => id && /^[0-9a-f]{16}$/.test(id))).toBe(true);
  });

  it('a pane whose address names another listing is the previous job, not this one', () => {
    const output = read(page('ziprecruiter/search-pane-real'), `${PANE_URL}&lk=5sVCLOAcGQNMeuxDQT20OQ`);
    expect(output.posting).toBeNull();
    expect(output.reason).toMatch(/previously selected/);
  });

  it('a pane whose highlighted card has another title is mid-update: no posting', () => {
    const html = page('ziprecruiter/search-pane-real').replace(
      /(<h2 class="font-bold text-primary text-header-md md:text-header-md-tablet">)[^<]+/,
      '$1Staff Platform Systems Engineer',
    );
    const output = read(html, PANE_URL);
    expect(output.posting).toBeNull();
    expect(output.reason).toMatch(/previously selected/);
  });

  it('the old state naming another selected listing is not read as that listing', () => {
    const output = read(page('ziprecruiter/search-state-real'), `${PANE_URL}&lk=5sVCLOAcGQNMeuxDQT20OQ`);
    expect(output.posting).toBeNull();
  });

  it('truncated js_variables give no posting rather than a wrong one', () => {
    const html = page('ziprecruiter/search-state-real');
    const start = html.indexOf('<script id="js_variables"');
    const end = html.indexOf('</script>', start);
    const cut = `${html.slice(0, start + Math.floor((end - start) / 2))}${html.slice(end)}`;
    const output = read(cut, PANE_URL);
    expect(output.posting).toBeNull();
    expect(output.reason).toBeTruthy();
  });

  it('a Cloudflare challenge on a job address is blocked; a company list is no posting', () => {
    const challenge = '<html><head><title>Just a moment...</title></head><body><div id="challenge-running"></div></body></html>';
    expect(read(challenge, 'https://www.ziprecruiter.com/c/Acme/Job/Welder/-in-Akron,OH?jid=0123456789abcdef').blocked).toBe(true);
    const list = '<html><body><main><h1>Jobs at Juniper Ridge Dental</h1></main></body></html>';
    const output = read(list, 'https://www.ziprecruiter.com/co/Juniper-Ridge-Dental/Jobs');
    expect(output.posting).toBeNull();
    expect(output.blocked).toBeFalsy();
  });

  it("the salary from the old state is the annualised range in the site's currency", () => {
    expect(postingOf('ziprecruiter/search-state-real')['salary']).toMatchObject({
      min: 210000,
      max: 240000,
      currency: 'USD',
      period: 'year',
    });
  });
});

describe('StepStone and Totaljobs: one platform, one adapter', () => {
  it('handles every host of the platform and nothing else', () => {
    for (const href of [
      'https://www.stepstone.de/stellenangebote--X--13915027-inline.html',
      'https://www.stepstone.at/stellenangebote--X--13915027-inline.html',
      'https://www.stepstone.be/emplois--X--13915027-inline.html',
      'https://www.stepstone.nl/vacatures--X--13915027-inline.html',
      'https://www.totaljobs.com/job/payroll-administrator/harbourside-care-group-job104729318',
    ]) {
      expect(adapterFor(new URL(href))?.id, href).toBe('stepstone');
    }
    expect(adapterFor(new URL('https://www.stepstone.com/careers'))?.id).not.toBe('stepstone');
  });

  it("the result list's cards give the ids of their job ads", () => {
    const doc = documentOf(page('stepstone/search-list-real'));
    const cards = adapterById('stepstone')!.cards!;
    const all = Array.from(doc.querySelectorAll(cards.selector));
    expect(all.length).toBeGreaterThan(10);
    expect(cards.externalId(all[0]!)).toMatch(/^\d{5,}$/);
  });

  it('the same job ad moved to stepstone.at keeps its id and its host', () => {
    const url = fixtureUrl('stepstone/job-ad-invented').replace('www.stepstone.de', 'www.stepstone.at');
    const posting = postingOf('stepstone/job-ad-invented', url);
    expect(posting['id']).toBe('stepstone:13915027');
    expect(posting['url']).toMatch(/^https:\/\/www\.stepstone\.at\//);
  });

  it('"Gehalt anzeigen" is a button, not a salary', () => {
    expect(postingOf('stepstone/job-ad-invented')['salary']).toBeUndefined();
  });

  it('an Akamai "Access Denied" page is blocked', () => {
    const denied = '<html><head><title>Access Denied</title></head><body><h1>Access Denied</h1><p>Reference #18.2f</p></body></html>';
    expect(read(denied, 'https://www.stepstone.de/stellenangebote--X--13915027-inline.html').blocked).toBe(true);
  });
});

describe('closed, login and list pages are told apart from jobs', () => {
  it('a description that says "no longer available" does not close an open job', () => {
    const html = page('reed/job-jsonld-invented').replace('Good Excel skills', 'Good Excel skills; the old system is no longer available');
    expect(read(html, fixtureUrl('reed/job-jsonld-invented')).posting).not.toBeNull();
  });

  const none: [string, string][] = [
    [
      'https://www.xing.com/jobs/search?keywords=kotlin&location=Hamburg',
      '<html><body><main><h1>Kotlin Jobs in Hamburg</h1></main></body></html>',
    ],
    [
      'https://www.naukri.com/data-engineer-jobs-in-bengaluru',
      '<html><body><main><h1>Data Engineer Jobs In Bengaluru</h1></main></body></html>',
    ],
    ['https://www.reed.co.uk/jobs/payroll-jobs-in-leeds', '<html><body><main><h1>Payroll jobs in Leeds</h1></main></body></html>'],
    ['https://www.welcometothejungle.com/fr/jobs?query=python', "<html><body><main><h1>Offres d'emploi</h1></main></body></html>"],
    [
      'https://www.xing.com/jobs/hamburg-backend-entwickler-kotlin-148203311',
      '<html><body><main><h1>Backend-Entwickler</h1></main></body></html>',
    ],
  ];
  it.each(none)('%s holds no posting and is not blocked', (url, html) => {
    const output = read(html, url);
    expect(output.posting).toBeNull();
    expect(output.blocked).toBeFalsy();
  });

  const blocked: string[] = [
    'https://secure.reed.co.uk/login?returnUrl=%2Fjobs%2Fpayroll-officer%2F51873204',
    'https://www.reed.co.uk/account/login',
    'https://www.naukri.com/nlogin/login?URL=https://www.naukri.com/job-listings-x-281126004512',
    'https://www.welcometothejungle.com/fr/signin',
  ];
  it.each(blocked)('%s is a login wall', (url) => {
    expect(read('<html><body><form><input type="password"></form></body></html>', url).blocked).toBe(true);
  });

  it("Naukri's company name leaves out the rating link beside it", () => {
    expect(postingOf('naukri/job-listing-invented')['company']).toMatchObject({ name: 'Kaveri Analytics' });
  });
});

describe('ZipRecruiter job pages of the js_variables build', () => {
  it('a job page whose state describes that job reads it; one describing another job does not', () => {
    const html = page('ziprecruiter/search-state-real');
    const own = 'https://www.ziprecruiter.com/c/Maporelo/Job/Senior-Staff-Software-Engineer,-Backend/-in-Remote,US?jid=01ad605807ecd979';
    expect(read(html, own).posting).toMatchObject({
      id: 'ziprecruiter:01ad605807ecd979',
      title: 'Senior Staff Software Engineer, Backend',
    });
    const other = read(html, 'https://www.ziprecruiter.com/c/Acme/Job/Welder/-in-Akron,OH?jid=0123456789abcdef');
    expect(other.posting).toBeNull();
  });
});
