import { describe, expect, it } from 'vitest';
import { CREDENTIALS, credentialsIn } from '@/lib/analyze/knowledge/credentials';
import { analyze } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';

/** Credentials are data (lib/analyze/knowledge/credentials.ts): each names its examples, and is said as what it is. */

describe('credentials', () => {
  it.each(CREDENTIALS.flatMap((c) => c.examples.map((example) => [c.id, example] as const)))('%s is found in "%s"', (id, example) => {
    expect(credentialsIn(example).map((c) => c.id)).toContain(id);
  });

  it('ids are unique and every credential has examples and both labels', () => {
    expect(new Set(CREDENTIALS.map((c) => c.id)).size).toBe(CREDENTIALS.length);
    for (const c of CREDENTIALS) {
      expect(c.examples.length, c.id).toBeGreaterThan(0);
      expect(c.label.en && c.label.zh, c.id).toBeTruthy();
    }
  });

  it('ordinary words are no credential', () => {
    for (const text of [
      'Reacts well under pressure',
      'You will drive growth in the region',
      'Manage the card payments team',
      'A licence to innovate',
      '负责证券行业研究报告撰写',
    ]) {
      expect(
        credentialsIn(text).map((c) => c.id),
        text,
      ).toEqual([]);
    }
  });

  const page = (title: string, requirements: string[]) =>
    `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title, hiringOrganization: { name: 'Larch Freight Co' }, jobLocation: { address: { addressLocality: 'Des Moines, IA' } }, datePosted: '2026-11-20', description: `<p>We haul refrigerated freight across the Midwest.</p><h3>Requirements</h3><ul>${requirements.map((r) => `<li>${r}</li>`).join('')}</ul>` })}</script></head><body><h1>${title}</h1></body></html>`;

  it("the analysis asks to have them ready, in the posting's own words, and never as a project", () => {
    const read = extractHtml(
      page('CDL-A Regional Truck Driver', [
        'Valid Class A CDL with 1 year of experience',
        'Clean MVR, no DUIs in 5 years',
        'Must pass a DOT physical and drug screen',
      ]),
      'https://jobs.example.com/larch/77',
      '2026-11-22T00:00:00Z',
    );
    const analysis = analyze(read.posting!, { lang: 'en', now: Date.parse('2026-11-22T00:00:00Z') });
    const ready = analysis.strategy.find((s) => s.id === 'credentials-ready');
    expect(ready?.text).toMatch(/Class A CDL/);
    expect(ready?.text).toMatch(/MVR/);
    expect(ready?.text).toMatch(/DOT physical/);
    expect(ready?.text).toMatch(/drug screen/);
    expect(analysis.interview.questions.map((q) => q.text).join('\n')).not.toMatch(/project where you did this/);
  });

  it('a credential the posting waives is not asked for', () => {
    const read = extractHtml(
      page('Warehouse Associate', ['No forklift certification needed: we will certify you', 'Able to lift 50 lbs']),
      'https://jobs.example.com/larch/78',
      '2026-11-22T00:00:00Z',
    );
    const analysis = analyze(read.posting!, { lang: 'en', now: Date.parse('2026-11-22T00:00:00Z') });
    expect(analysis.strategy.find((s) => s.id === 'credentials-ready')).toBeUndefined();
  });
});
