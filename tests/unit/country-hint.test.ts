import { describe, expect, it } from 'vitest';
import { countryOfHost } from '@/lib/extract/host';
import { adapters } from '@/lib/extract/registry';
import { normalizePosting } from '@/lib/normalize';
import type { RawPosting } from '@/lib/posting';
import { RawPosting as RawPostingSchema } from '@/lib/posting/raw';
import { fitRawPosting } from '@/lib/posting/raw-limits';
import { rawPosting } from '../support/posting';

describe('countryOfHost', () => {
  it.each<readonly [string, string | undefined]>([
    ['https://uk.indeed.com/viewjob?jk=0123456789abcdef', 'GB'],
    ['https://ca.indeed.com/viewjob?jk=0123456789abcdef', 'CA'],
    ['https://au.indeed.com/viewjob?jk=0123456789abcdef', 'AU'],
    ['https://in.indeed.com/viewjob?jk=0123456789abcdef', 'IN'],
    ['https://www.indeed.com/viewjob?jk=0123456789abcdef', undefined],
    ['https://www.glassdoor.co.uk/job-listing/j?jl=1009876543', 'GB'],
    ['https://www.glassdoor.com.au/job-listing/j?jl=1009876543', 'AU'],
    ['https://www.glassdoor.de/job-listing/j?jl=1009876543', 'DE'],
    ['https://www.glassdoor.com/job-listing/j?jl=1009876543', undefined],
    ['https://de.linkedin.com/jobs/view/4226352667', 'DE'],
    ['https://uk.linkedin.com/jobs/view/4226352667', 'GB'],
    ['https://www.linkedin.com/jobs/view/4226352667', undefined],
  ])('%s', (href, expected) => {
    expect(countryOfHost(new URL(href))).toBe(expected);
  });

  it('is what the Indeed, Glassdoor and LinkedIn adapters pass on', () => {
    for (const id of ['indeed', 'glassdoor', 'linkedin']) {
      expect(adapters.find((adapter) => adapter.id === id)?.countryOf, id).toBe(countryOfHost);
    }
  });
});

const raw = rawPosting;

describe('normalizePosting with a country hint', () => {
  it.each<readonly [string, Partial<RawPosting>, string | undefined, string | undefined]>([
    // ca.indeed.com: a bare "$" is the Canadian dollar, a country-less town is in Canada.
    ['ca.indeed.com, remote', { countryHint: 'CA', locations: [{ raw: 'Remote' }], salaryText: '$95,000 a year' }, undefined, 'CAD'],
    ['ca.indeed.com, a town', { countryHint: 'CA', locations: [{ raw: 'Kitchener' }], salaryText: '$95,000 a year' }, 'CA', 'CAD'],
    // A place that names its own country wins, for the place and for the dollar.
    ['ca.indeed.com, a US city', { countryHint: 'CA', locations: [{ raw: 'Seattle, WA' }], salaryText: '$95,000 a year' }, 'US', 'USD'],
    ['uk.indeed.com, London', { countryHint: 'GB', locations: [{ raw: 'London' }], salaryText: '£45,000 a year' }, 'GB', 'GBP'],
    ['uk.indeed.com, a postcode', { countryHint: 'GB', locations: [{ raw: 'Swindon SN1 1AA' }] }, 'GB', undefined],
    // No hint: a bare "$" stays the US dollar and the town has no country.
    ['no hint', { locations: [{ raw: 'Kitchener' }], salaryText: '$95,000 a year' }, undefined, 'USD'],
  ])('%s', (_name, overrides, country, currency) => {
    const result = normalizePosting(raw(overrides));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.posting.locations[0]?.country).toBe(country);
    expect(result.posting.salary?.currency).toBe(currency);
  });

  it('keeps a valid hint on the way to the background and drops an invalid one', () => {
    expect(fitRawPosting(raw({ countryHint: 'GB' })).countryHint).toBe('GB');
    expect(fitRawPosting(raw({ countryHint: 'gbr' })).countryHint).toBeUndefined();
    expect(RawPostingSchema.safeParse(raw({ countryHint: 'GB' })).success).toBe(true);
    expect(RawPostingSchema.safeParse(raw({ countryHint: 'United Kingdom' })).success).toBe(false);
  });
});

describe('normalizePosting on a Chinese board', () => {
  it('reads a date-time without an offset as China time', () => {
    const result = normalizePosting(
      raw({
        url: 'https://www.lagou.com/wn/jobs/1.html',
        site: 'lagou',
        adapter: 'lagou',
        market: 'cn',
        postedText: '2026-02-28 10:12:33',
      }),
    );
    expect(result.ok && result.posting.postedAt).toBe('2026-02-28T02:12:33.000Z');
  });

  it('leaves other boards in UTC', () => {
    const result = normalizePosting(raw({ postedText: '2026-02-28 10:12:33' }));
    expect(result.ok && result.posting.postedAt).toBe('2026-02-28T10:12:33.000Z');
  });
});
