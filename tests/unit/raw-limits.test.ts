import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { decodePage } from '@/lib/extract/decode';
import { extractPage } from '@/lib/extract';
import { RawPosting } from '@/lib/posting/raw';
import { LIST_LIMITS, STRING_LIMITS, fitRawPosting } from '@/lib/posting/raw-limits';
import { loadCorpus } from '../support/corpus';

describe('what the content script sends', () => {
  it("always passes the background's schema, for every fixture page", () => {
    for (const fixture of loadCorpus()) {
      const { document } = parseHTML(decodePage(readFileSync(fixture.pagePath)));
      const result = extractPage(document as unknown as Document, fixture.meta.url, fixture.meta.capturedAt);
      if (result.kind !== 'posting') continue;
      const parsed = RawPosting.safeParse(fitRawPosting(result.raw));
      expect(parsed.success, `${fixture.site}/${fixture.name}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues[0])}`).toBe(true);
    }
  });

  it('cuts an oversized page to the limits instead of losing the posting', () => {
    const huge = 'x'.repeat(3_000_000);
    const raw: RawPosting = {
      url: `https://example.com/${'a'.repeat(5_000)}`,
      site: 'example.com',
      adapter: 'jsonld',
      fieldsFrom: { title: 'jsonld' },
      title: huge,
      company: huge,
      locations: Array.from({ length: 500 }, () => ({ raw: huge })),
      workModeHints: Array(500).fill(huge),
      employmentTypeHints: [],
      seniorityHints: [],
      description: huge,
      tags: Array(1_000).fill('tag'),
      skillHints: [],
      salaryData: { min: Number.NaN, max: Number.POSITIVE_INFINITY, currency: 'USDOLLARS-IN-CASH' },
      pageFacts: Array.from({ length: 90 }, () => ({ kind: 'applicants' as const, raw: huge })),
      readAt: '2026-11-29T10:00:00.000Z',
    };
    const fitted = fitRawPosting(raw);
    expect(RawPosting.safeParse(fitted).success).toBe(true);
    expect(fitted.description.length).toBe(STRING_LIMITS.description);
    expect(fitted.locations).toHaveLength(LIST_LIMITS.locations);
    expect(fitted.salaryData).toEqual({ currency: 'USDOLLARS-' });
    expect(RawPosting.safeParse(raw).success).toBe(false);
  });
});
