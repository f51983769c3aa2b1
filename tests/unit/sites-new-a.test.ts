import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { adapterById } from '@/lib/extract/registry';
import { handles } from '@/lib/match-pattern';
import { PAGES_DIR } from '../support/corpus';

/** SEEK, Jobstreet/Jobsdb, Built In, Dice: what the golden fixtures alone cannot say (panes, ids, cards, leaks). */

const NOW = '2026-11-28T09:00:00.000Z';

function page(fixture: string): string {
  return decodePage(readFileSync(join(PAGES_DIR, fixture, 'page.html')));
}

function fixtureUrl(fixture: string): string {
  return (JSON.parse(readFileSync(join(PAGES_DIR, fixture, 'meta.json'), 'utf8')) as { url: string }).url;
}

function extract(fixture: string, url = fixtureUrl(fixture)) {
  return extractHtml(page(fixture), url, NOW);
}

function documentOf(fixture: string): Document {
  return parseHTML(page(fixture)).document as unknown as Document;
}

describe('other jobs on the page never leak into the posting', () => {
  const cases: [string, string[]][] = [
    ['seek/job-au', ['Coolabah Energy', '120,000', 'out of 5']],
    ['seek/split-view-nz', ['Tui Insurance', '130,000']],
    ['jobstreet/jobsdb-hk-split', ['Victoria Peak Media', '30,000']],
    ['builtin/job-hybrid', ['Lake Loop Labs', '150K']],
    ['dice/job-remote', ['Hollis Federal Group', '150,000']],
  ];
  it.each(cases)('%s', (fixture, foreign) => {
    const output = extract(fixture);
    expect(output.posting, output.reason).not.toBeNull();
    const text = JSON.stringify(output.posting);
    for (const word of foreign) expect(text, `${fixture} carries "${word}"`).not.toContain(word);
  });
});

describe('one job is one record, whichever address reached it', () => {
  it('a SEEK job page with tracking and the split view of the same job give /job/{id}', () => {
    const pane = extract('seek/split-view-nz', 'https://www.seek.co.nz/jobs?keywords=data&jobId=81987654&type=promoted#sol=1a2b')
      .posting as Record<string, unknown>;
    expect(pane['id']).toBe('seek:81987654');
    expect(pane['url']).toBe('https://www.seek.co.nz/job/81987654');
    const job = extract('seek/job-au').posting as Record<string, unknown>;
    expect(job['url']).toBe('https://www.seek.com.au/job/81234567');
  });

  it('Built In city sites and Dice search links keep the job id', () => {
    const builtin = extract('builtin/job-hybrid', 'https://www.builtinchicago.com/job/staff-platform-engineer/8123456').posting as Record<
      string,
      unknown
    >;
    expect(builtin['id']).toBe('builtin:8123456');
    const dice = extract('dice/job-remote', 'https://www.dice.com/job-detail/4F7C2A9E-1B3D-4E5F-8A6B-9C0D1E2F3A4B').posting as Record<
      string,
      unknown
    >;
    expect(dice['id']).toBe('dice:4f7c2a9e-1b3d-4e5f-8a6b-9c0d1e2f3a4b');
  });
});

describe('split view and job addresses', () => {
  it('the pane still showing the previously selected job is no posting', () => {
    const output = extract('seek/split-view-nz', 'https://www.seek.co.nz/data-engineer-jobs/in-Wellington?jobId=81900000');
    expect(output.posting).toBeNull();
    expect(output.reason).toMatch(/previously selected/);
  });

  it('a search without jobId, the apply form and a real search page are no posting', () => {
    expect(extract('seek/split-view-nz', 'https://www.seek.co.nz/data-engineer-jobs/in-Wellington').posting).toBeNull();
    expect(extract('seek/job-au', 'https://www.seek.com.au/job/81234567/apply').posting).toBeNull();
    const real = extract('seek/au-search-none');
    expect(real.posting).toBeNull();
    expect(real.blocked).toBeFalsy();
  });

  it('the same expired notice on a Jobstreet host is blocked too', () => {
    const output = extract('seek/expired', 'https://my.jobstreet.com/job/79990001');
    expect(output.blocked).toBe(true);
  });

  it('a real Jobstreet page whose embedded JSON does not parse still reads from its DOM', () => {
    const posting = extract('jobstreet/ph-job-real').posting as Record<string, unknown>;
    expect(posting['title']).toBe('Mid-Level Frontend Developer');
    expect((posting['description'] as { text: string }).text).toContain('healthcare boheg benchmarking tool');
  });
});

describe('sites and countries', () => {
  it('each host belongs to one brand, with its country', () => {
    const seek = adapterById('seek')!;
    const jobstreet = adapterById('jobstreet')!;
    expect(seek.countryOf?.(new URL('https://www.seek.com.au/job/1'))).toBe('AU');
    expect(seek.countryOf?.(new URL('https://www.seek.co.nz/job/1'))).toBe('NZ');
    expect(seek.countryOf?.(new URL('https://nz.seek.com/job/1'))).toBe('NZ');
    expect(jobstreet.countryOf?.(new URL('https://ph.jobstreet.com/job/1'))).toBe('PH');
    expect(jobstreet.countryOf?.(new URL('https://th.jobsdb.com/th/job/1'))).toBe('TH');
    expect(handles(seek, new URL('https://hk.jobsdb.com/job/1'))).toBe(false);
    expect(handles(jobstreet, new URL('https://www.seek.com.au/job/1'))).toBe(false);
    expect(handles(adapterById('builtin')!, new URL('https://www.builtinnyc.com/job/x/1234567'))).toBe(true);
    expect(handles(adapterById('dice')!, new URL('https://www.dice.com/job-detail/x'))).toBe(true);
  });
});

describe('list markers on real search pages', () => {
  it('SEEK and Jobstreet cards carry their job ids', () => {
    for (const [site, fixture] of [
      ['seek', 'seek/au-search-none'],
      ['jobstreet', 'jobstreet/my-search-none'],
    ] as const) {
      const spec = adapterById(site)!.cards!;
      const ids = Array.from(documentOf(fixture).querySelectorAll(spec.selector)).map((card) => spec.externalId(card));
      expect(ids.length, fixture).toBeGreaterThan(10);
      for (const id of ids) expect(id, fixture).toMatch(/^\d{5,12}$/);
    }
  });

  it('Dice cards carry the job page uuid', () => {
    const spec = adapterById('dice')!.cards!;
    const ids = Array.from(documentOf('dice/search-none').querySelectorAll(spec.selector)).map((card) => spec.externalId(card));
    expect(ids.length).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('Built In cards carry the id of id="job-card-{id}"', () => {
    const spec = adapterById('builtin')!.cards!;
    const card = documentOf('builtin/job-hybrid').querySelector(spec.selector)!;
    expect(spec.externalId(card)).toBe('8120001');
  });
});
