import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { adapterById } from '@/lib/extract/registry';
import { handles } from '@/lib/match-pattern';
import { cleanLinkedInSalary } from '@/lib/extract/sites/linkedin';
import { cleanEmployerName, cleanListingAge } from '@/lib/extract/sites/glassdoor';
import { PAGES_DIR } from '../support/corpus';

/** LinkedIn, Indeed and Glassdoor: what the golden fixtures alone cannot say (absences, ids, cards, panes). */

const NOW = '2026-11-28T09:00:00.000Z';

function page(fixture: string): string {
  return decodePage(readFileSync(join(PAGES_DIR, fixture, 'page.html')));
}

function fixtureUrl(fixture: string): string {
  return (JSON.parse(readFileSync(join(PAGES_DIR, fixture, 'meta.json'), 'utf8')) as { url: string }).url;
}

function postingOf(fixture: string, url = fixtureUrl(fixture)): Record<string, unknown> {
  const output = extractHtml(page(fixture), url, NOW);
  expect(output.posting, output.reason).not.toBeNull();
  return output.posting as Record<string, unknown>;
}

function documentOf(fixture: string): Document {
  return parseHTML(page(fixture)).document as unknown as Document;
}

describe('other jobs on the page never leak into the posting', () => {
  const cases: [string, string[]][] = [
    ['linkedin/guest-view', ['Corvid Aerospace', 'Sablefin', '214,300', 'Sign in to view more jobs']],
    ['linkedin/guest-seo-slug', ['Wattle Freight', 'Billabong Health', 'Koala Ledger', 'A$160,000', 'A$100,000']],
    ['linkedin/search-pane', ['Pinecrest Data', 'Ashgrove Energy', '211.5K', 'Dana Whitfield', 'Try Premium']],
    ['linkedin/collections-pane', ['Lakeshore Ticketing', '300K']],
    [
      'linkedin/logged-in-view',
      ['Miriam', 'Okafor', 'Rheinufer Payments', 'Domplatz Software', '€60K', 'Essayer Premium', 'Matches your job preferences'],
    ],
    ['linkedin/logged-in-hydration', ['Miriam', 'Okafor', 'Rheinlicht']],
    ['indeed/viewjob-au', ['Bellbird Health', 'Gumtree Analytics', '140,000', '4.1']],
    ['indeed/search-pane', ['Pecan Street Outfitters', 'Lonestar Freight Tech', '120,000', '140,000']],
    ['indeed/search-pane-new', ['Thameside Bank', '70,000', '3.8']],
    ['glassdoor/job-listing', ['Prairie Ledger', '110K', '4.1']],
    ['glassdoor/search-pane', ['Riverbend Credit Union', 'Hill Country Games', '95K', '3.9']],
  ];
  it.each(cases)('%s', (fixture, foreign) => {
    const text = JSON.stringify(postingOf(fixture));
    for (const word of foreign) expect(text, `${fixture} carries "${word}"`).not.toContain(word);
  });

  it('a guest page with no pay box of its own has no salary, whatever the similar jobs show', () => {
    expect(postingOf('linkedin/guest-seo-slug')['salary']).toBeUndefined();
  });

  it('the full LinkedIn guest description is read although the page clamps it', () => {
    const description = postingOf('linkedin/guest-view')['description'] as { text: string };
    expect(description.text).toContain('Tidewater Robotics offers equity');
    expect(description.text).not.toMatch(/Show (?:more|less)/);
  });

  it('the Indeed viewjob date is the JobPosting\'s exact time, not "8 days ago"', () => {
    const posting = postingOf('indeed/viewjob-au');
    expect(posting['postedAt']).toMatch(/^2026-11-20T07:39:35/);
    expect(posting['validThrough']).toMatch(/^2027-01-12T09:37:46/);
  });
});

describe('one job is one record, whichever address reached it', () => {
  it('LinkedIn list pane, collections and tracking parameters give the /jobs/view/{id}/ address', () => {
    const urls = [
      'https://www.linkedin.com/jobs/search/?currentJobId=4230011223&keywords=platform%20engineer',
      'https://www.linkedin.com/jobs/search-results/?keywords=platform&currentJobId=4230011223&origin=JOBS_HOME',
      'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4230011223&discover=recommended',
      'https://www.linkedin.com/jobs/view/4230011223/?alternateChannel=search&refId=x&trackingId=y',
    ];
    for (const url of urls) {
      const posting = postingOf('linkedin/search-pane', url);
      expect(posting['id'], url).toBe('linkedin:4230011223');
      expect(posting['url'], url).toBe('https://www.linkedin.com/jobs/view/4230011223/');
    }
  });

  it('the guest SEO slug and the plain id address are the same LinkedIn job', () => {
    for (const url of [
      'https://au.linkedin.com/jobs/view/senior-devops-engineer-at-quokka-cloud-4423456789',
      'https://www.linkedin.com/jobs/view/4423456789/?trk=public_jobs_similar-jobs',
    ]) {
      const posting = postingOf('linkedin/guest-seo-slug', url);
      expect(posting['id']).toBe('linkedin:4423456789');
      expect(posting['url']).toBe('https://www.linkedin.com/jobs/view/4423456789/');
    }
  });

  it('Indeed viewjob and search pane addresses give https://{host}/viewjob?jk={jk}', () => {
    expect(postingOf('indeed/search-pane')['url']).toBe('https://www.indeed.com/viewjob?jk=9f2c4e1a7b3d5086');
    const posting = postingOf('indeed/viewjob-au', 'https://au.indeed.com/viewjob?from=serp&jk=7C3E9A1F5B2D4E60&tk=abc&vjs=3');
    expect(posting['id']).toBe('indeed:7c3e9a1f5b2d4e60');
    expect(posting['url']).toBe('https://au.indeed.com/viewjob?jk=7c3e9a1f5b2d4e60');
  });

  it('a Glassdoor listing has one address from the listing page and from the search pane', () => {
    const listing = postingOf(
      'glassdoor/search-pane',
      'https://www.glassdoor.com/job-listing/qa-automation-engineer-contract-bluebonnet-logistics-JV_IC1139761_KO0,32_KE33,53.htm?jl=1009598765432&src=GD_JOB_AD',
    );
    expect(listing['id']).toBe('glassdoor:1009598765432');
    expect(listing['url']).toBe(postingOf('glassdoor/search-pane')['url']);
  });
});

describe('stale panes and stale hydration data are not read as the current job', () => {
  it('a LinkedIn /jobs/view/ page whose rendered job is another one gives nothing', () => {
    const output = extractHtml(page('linkedin/logged-in-view'), 'https://www.linkedin.com/jobs/view/4227000111/', NOW);
    expect(output.posting).toBeNull();
  });

  it('LinkedIn hydration blobs describe only the job the tab opened with', () => {
    const output = extractHtml(page('linkedin/logged-in-hydration'), 'https://www.linkedin.com/jobs/view/4398765499/', NOW);
    expect(output.posting).toBeNull();
  });

  it('an Indeed pane that still shows another job gives nothing', () => {
    const output = extractHtml(
      page('indeed/search-pane-new'),
      'https://uk.indeed.com/jobs?q=product+designer&l=London&vjk=8e6c4a2b0d9f1375',
      NOW,
    );
    expect(output.posting).toBeNull();
  });

  // A real search page (marwan562/extension-jobs): the pane names its job only in the apply
  // <button href="applystart?jk=…"> and the company link's fromjk=, never in data-jk.
  it('a real Indeed pane is read without vjk, and gives nothing while another card is selected', () => {
    expect(postingOf('indeed/real-serp-pane-no-vjk', 'https://www.indeed.com/q-frontend-l-egypt,-ar-jobs.html')['id']).toBe(
      'indeed:b974b400e0228d67',
    );
    const stale = extractHtml(
      page('indeed/real-serp-pane-no-vjk'),
      'https://www.indeed.com/jobs?q=Frontend&l=Egypt&vjk=4cc0f98b0ec53d7e',
      NOW,
    );
    expect(stale.posting, 'the pane still shows b974b400e0228d67').toBeNull();
  });

  it('a Glassdoor pane that still shows another listing gives nothing', () => {
    const output = extractHtml(
      page('glassdoor/search-pane'),
      'https://www.glassdoor.com/Job/austin-tx-qa-engineer-jobs-SRCH_IL.0,9_IC1139761_KO10,21.htm?jl=1009591122334',
      NOW,
    );
    expect(output.posting).toBeNull();
  });
});

describe('list cards give the same job ids as the postings (seen markers)', () => {
  const cases: [string, string, string[]][] = [
    ['linkedin', 'linkedin/search-pane', ['4230011223', '4229988776', '4231122334', '4231199870']],
    ['linkedin', 'linkedin/search-no-selection', ['4244455566', '4245566677', '4246677788']],
    ['linkedin', 'linkedin/collections-pane', ['4238765401', '4241234567']],
    ['indeed', 'indeed/search-pane', ['9f2c4e1a7b3d5086', '3d5f7a9c1e2b4068', 'c0e1a2b3d4f56789']],
    ['indeed', 'indeed/search-no-vjk', ['a1b2c3d4e5f60718', '0f9e8d7c6b5a4321']],
    ['glassdoor', 'glassdoor/search-pane', ['1009598765432', '1009591122334', '1009593344556']],
  ];
  it.each(cases)('%s: %s', (site, fixture, ids) => {
    const cards = adapterById(site)!.cards!;
    const doc = documentOf(fixture);
    const found = Array.from(doc.querySelectorAll(cards.selector))
      .map((card) => cards.externalId(card))
      .filter((id) => id !== undefined);
    expect(found).toEqual(ids);
  });

  it('the selected card and the posting agree on the id', () => {
    for (const [site, fixture] of [
      ['linkedin', 'linkedin/search-pane'],
      ['indeed', 'indeed/search-pane'],
      ['glassdoor', 'glassdoor/search-pane'],
    ] as const) {
      const cards = adapterById(site)!.cards!;
      const ids = Array.from(documentOf(fixture).querySelectorAll(cards.selector)).map((card) => cards.externalId(card));
      const source = postingOf(fixture)['source'] as { externalId: string };
      expect(ids, fixture).toContain(source.externalId);
    }
  });
});

describe('watch selectors name the detail pane of list+detail pages', () => {
  it.each([
    ['linkedin', 'linkedin/search-pane', 'Platform Engineer'],
    ['linkedin', 'linkedin/collections-pane', 'Frontend Engineer II'],
    ['indeed', 'indeed/search-pane', 'Senior Data Engineer'],
    ['indeed', 'indeed/search-pane-new', 'Product Designer'],
    ['glassdoor', 'glassdoor/search-pane', 'QA Automation Engineer (Contract)'],
  ])('%s: %s', (site, fixture, title) => {
    const pane = documentOf(fixture).querySelector(adapterById(site)!.watch!);
    expect(pane, fixture).not.toBeNull();
    expect(pane!.textContent).toContain(title);
    expect(
      pane!.querySelector('[data-occludable-job-id], a.jcs-JobTitle, [data-test="jobListing"]'),
      'the pane holds no list cards',
    ).toBeNull();
  });
});

describe('site-specific clean-ups before the shared normalizers', () => {
  it('LinkedIn "X/yr - Y/yr" keeps one unit so that the range reads as a range', () => {
    expect(cleanLinkedInSalary('$171.3K/yr - $253.8K/yr')).toBe('$171.3K - $253.8K/yr');
    expect(cleanLinkedInSalary('$171,300.00/yr - $228,400.00/yr')).toBe('$171,300.00 - $228,400.00/yr');
    expect(cleanLinkedInSalary('€35K/yr - €75K/yr')).toBe('€35K - €75K/yr');
    expect(cleanLinkedInSalary('$50/hr - $65/hr')).toBe('$50 - $65/hr');
    expect(cleanLinkedInSalary('A$160,000.00 - A$200,000.00')).toBe('A$160,000.00 - A$200,000.00');
  });

  it('Glassdoor card ages become relative dates', () => {
    expect(cleanListingAge('5d')).toBe('5d ago');
    expect(cleanListingAge('30d+')).toBe('30d ago');
    expect(cleanListingAge('24h')).toBe('24h ago');
    expect(cleanListingAge(undefined)).toBeUndefined();
  });

  it('Glassdoor employer names lose the rating, never their own digits', () => {
    expect(cleanEmployerName('Marlowe Freight 3.7★')).toBe('Marlowe Freight');
    expect(cleanEmployerName('Kestrel Health4.1')).toBe('Kestrel Health');
    expect(cleanEmployerName('Studio 54')).toBe('Studio 54');
    expect(cleanEmployerName('3M')).toBe('3M');
  });
});

describe('closed postings and ratings in markup variants', () => {
  it('a logged-in LinkedIn pane that says "No longer accepting applications" is blocked', () => {
    const html = page('linkedin/collections-pane').replace(
      '<div class="jobs-apply-button--top-card">',
      '<div class="jobs-details-top-card__apply-error"><div class="artdeco-inline-feedback artdeco-inline-feedback--error"><span class="artdeco-inline-feedback__message">No longer accepting applications</span></div></div><div class="jobs-apply-button--top-card">',
    );
    const output = extractHtml(html, fixtureUrl('linkedin/collections-pane'), NOW);
    expect(output.blocked).toBe(true);
  });

  it('a LinkedIn hydration blob of a closed job is blocked', () => {
    const html = page('linkedin/logged-in-hydration').replace('jobState&quot;:&quot;LISTED', 'jobState&quot;:&quot;CLOSED');
    expect(extractHtml(html, fixtureUrl('linkedin/logged-in-hydration'), NOW).blocked).toBe(true);
  });

  it.each(['rating-single-star_StarsContainer__x', 'EmployerProfile_Rating__x'])(
    'a rating element (%s) inside the Glassdoor employer name is left out',
    (ratingClass) => {
      const html = page('glassdoor/job-listing-uk').replace(
        'Marlowe Freight <span>3.7</span><span aria-hidden="true">★</span>',
        `Marlowe Freight<span class="${ratingClass}">★★★★☆</span>`,
      );
      const output = extractHtml(html, fixtureUrl('glassdoor/job-listing-uk'), NOW);
      expect((output.posting as { company: { name: string } }).company.name).toBe('Marlowe Freight');
    },
  );
});

describe('hosts', () => {
  it('each adapter takes its own country sites and nothing else', () => {
    const linkedin = adapterById('linkedin')!;
    const indeed = adapterById('indeed')!;
    const glassdoor = adapterById('glassdoor')!;
    for (const href of [
      'https://www.linkedin.com/jobs/view/1/',
      'https://de.linkedin.com/jobs/view/x-1234567',
      'https://linkedin.com/jobs/search/',
    ])
      expect(handles(linkedin, new URL(href)), href).toBe(true);
    for (const href of [
      'https://au.indeed.com/viewjob?jk=1',
      'https://uk.indeed.com/jobs',
      'https://www.indeed.com/',
      'https://indeed.com/viewjob',
    ])
      expect(handles(indeed, new URL(href)), href).toBe(true);
    for (const href of [
      'https://www.glassdoor.com/Job/x.htm',
      'https://www.glassdoor.co.uk/job-listing/x.htm',
      'https://www.glassdoor.de/Job/x.htm',
      'https://www.glassdoor.com.au/',
    ])
      expect(handles(glassdoor, new URL(href)), href).toBe(true);
    for (const href of [
      'https://notlinkedin.com/jobs/',
      'https://indeed.com.evil.example/',
      'https://glassdoor.example/',
      'https://www.linkedin.com.example/jobs/',
    ]) {
      expect(
        [linkedin, indeed, glassdoor].some((a) => handles(a, new URL(href))),
        href,
      ).toBe(false);
    }
  });
});

describe('LinkedIn pills and the 2025+ layout', () => {
  // Invented page in the shape of the real capture linkedin/real-sdui-view-nl, with a pay pill added.
  const sdui = (
    pills: string[],
    aboutId = '4400000001',
  ) => `<html><head><title>Data Engineer | Quillmere Freight | LinkedIn</title></head><body><main id="workspace">
    <div data-view-name="job-detail-page"><div><a href="https://www.linkedin.com/company/quillmere/life/"><p>Quillmere Freight</p></a>
    <p>Data Engineer<span> </span></p><p><span>Rotterdam, South Holland, Netherlands</span> · <span>3 days ago</span> · <span>41 applicants</span></p>
    ${pills.map((p) => `<button type="button"><span>${p}</span></button>`).join('')}</div>
    <div componentkey="JobDetails_AboutTheJob_${aboutId}"><h2>About the job</h2><span data-testid="expandable-text-box">We move containers.<br><br><strong>Requirements</strong><br>• SQL<br><br><strong>Onze kantoren</strong><br>• Rotterdam harbour office</span></div>
    </div></main></body></html>`;

  it('passes the whole "$90K/yr - $130K/yr" pill on, and reads type and workplace pills', () => {
    const { posting } = extractHtml(
      sdui(['$90K/yr - $130K/yr', 'Hybrid', 'Full-time']),
      'https://www.linkedin.com/jobs/view/4400000001/',
      '2026-12-01T00:00:00.000Z',
    );
    expect(posting).toMatchObject({
      title: 'Data Engineer',
      company: { name: 'Quillmere Freight' },
      workMode: 'hybrid',
      employmentType: 'full_time',
      salary: { min: 90000, max: 130000, currency: 'USD', period: 'year' },
    });
  });

  it('reads LinkedIn pill labels in Italian and French', () => {
    expect(extractHtml(sdui(['Ibrido', 'A tempo pieno']), 'https://www.linkedin.com/jobs/view/4400000001/').posting).toMatchObject({
      workMode: 'hybrid',
      employmentType: 'full_time',
    });
    expect(extractHtml(sdui(['Sur site', 'Temps partiel']), 'https://www.linkedin.com/jobs/view/4400000001/').posting).toMatchObject({
      workMode: 'onsite',
      employmentType: 'part_time',
    });
  });

  it('a bold heading in words no list knows still ends the section above it', () => {
    const { posting } = extractHtml(sdui(['Full-time']), 'https://www.linkedin.com/jobs/view/4400000001/');
    expect(posting?.description.sections.requirements).toEqual(['SQL']);
  });

  it('the 2025+ pane that still shows another job proposes nothing', () => {
    expect(extractHtml(sdui(['Full-time'], '4400000002'), 'https://www.linkedin.com/jobs/view/4400000001/').posting).toBeNull();
  });

  it('the real authwall and login page are blocked, also when the address does not say so', () => {
    for (const name of ['real-authwall', 'real-login']) {
      const html = readFileSync(join(PAGES_DIR, 'linkedin', name, 'page.html'), 'utf8');
      expect(extractHtml(html, 'https://www.linkedin.com/jobs/view/4400000001/')).toMatchObject({ posting: null, blocked: true });
    }
  });
});
