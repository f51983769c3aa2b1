import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractHtml, type ExtractOutput } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { matchesSubset } from './extract';
import { figure, OUTSIDE_FIELDS, type Figure } from './goals';

/**
 * `npm run bench:outside -- DIR`: the pipeline on saved pages that are not in the repository (they
 * belong to the sites) and that nobody tuned on, labelled by a reader who had not seen the code.
 * DIR/<site>/<case>/ holds page.html, meta.json ({ url, capturedAt, synthetic? }) and expected.json
 * (null, { blocked: true }, or the fields the reader could state). A label states only what the page
 * makes clear, and it is compared as such:
 * - places by city and country (how the place is written is the page's, not a reading);
 * - postedAt by its day, in whatever time zone the page had;
 * - sectionCounts: how many items each section of the posting has.
 * Pages marked synthetic (hand-made fragments) are left out.
 */

const FIELDS = OUTSIDE_FIELDS;
type Field = (typeof FIELDS)[number];
type Json = Record<string, unknown>;
const HOUR = 3_600_000;

export interface OutsideFigures {
  cases: number;
  skipped: number;
  fields: Record<Field, { matched: number; stated: number }>;
  detection: { positives: number; found: number; negatives: number; falsePositives: string[]; blocked: number; blockedSaid: number };
  misses: string[];
}

function fieldMatches(field: Field, actual: Json, want: unknown): boolean {
  if (field === 'locations') {
    const places = (actual['locations'] as Json[] | undefined) ?? [];
    const wanted = (want as Json[]).map(({ city, country }) => ({ ...(city ? { city } : {}), ...(country ? { country } : {}) }));
    return matchesSubset(places, wanted);
  }
  if (field === 'postedAt') {
    // A label gives the day as the page's own time zone has it: the instant read may fall in it anywhere from UTC-12 to UTC+14.
    const read = typeof actual['postedAt'] === 'string' ? Date.parse(actual['postedAt']) : NaN;
    const dayStart = Date.parse(`${String(want).slice(0, 10)}T00:00:00Z`);
    return read >= dayStart - 14 * HOUR && read < dayStart + 36 * HOUR;
  }
  if (field === 'sectionCounts') {
    const sections = ((actual['description'] as Json | undefined)?.['sections'] ?? {}) as Record<string, unknown[]>;
    return Object.entries(want as Record<string, number>).every(([name, count]) => (sections[name]?.length ?? 0) === count);
  }
  return matchesSubset(actual[field], want);
}

export function runOutside(dir: string): OutsideFigures {
  const figures: OutsideFigures = {
    cases: 0,
    skipped: 0,
    fields: Object.fromEntries(FIELDS.map((f) => [f, { matched: 0, stated: 0 }])) as OutsideFigures['fields'],
    detection: { positives: 0, found: 0, negatives: 0, falsePositives: [], blocked: 0, blockedSaid: 0 },
    misses: [],
  };
  for (const site of readdirSync(dir, { withFileTypes: true })) {
    if (!site.isDirectory() || site.name.startsWith('_')) continue;
    for (const entry of readdirSync(join(dir, site.name), { withFileTypes: true })) {
      const caseDir = join(dir, site.name, entry.name);
      if (!entry.isDirectory() || !existsSync(join(caseDir, 'expected.json'))) continue;
      const meta = JSON.parse(readFileSync(join(caseDir, 'meta.json'), 'utf8')) as Json;
      if (meta['synthetic'] === true) {
        figures.skipped++;
        continue;
      }
      const expected = JSON.parse(readFileSync(join(caseDir, 'expected.json'), 'utf8')) as Json | null;
      const now = typeof meta['capturedAt'] === 'string' ? new Date(meta['capturedAt']).toISOString() : undefined;
      const output: ExtractOutput = extractHtml(decodePage(readFileSync(join(caseDir, 'page.html'))), String(meta['url']), now);
      const label = `${site.name}/${entry.name}`;
      figures.cases++;
      if (expected === null || expected['blocked'] === true) {
        figures.detection.negatives++;
        if (output.posting) figures.detection.falsePositives.push(label);
        if (expected?.['blocked'] === true) {
          figures.detection.blocked++;
          if (output.blocked) figures.detection.blockedSaid++;
          else figures.misses.push(`${label}: not said to be blocked (${output.reason ?? 'a posting'})`);
        }
        continue;
      }
      figures.detection.positives++;
      if (!output.posting) {
        figures.misses.push(`${label}: no posting (${output.reason})`);
        for (const field of FIELDS) if (expected[field] !== undefined) figures.fields[field].stated++;
        continue;
      }
      figures.detection.found++;
      const actual = output.posting as unknown as Json;
      for (const field of FIELDS) {
        if (expected[field] === undefined) continue;
        figures.fields[field].stated++;
        if (fieldMatches(field, actual, expected[field])) figures.fields[field].matched++;
        else
          figures.misses.push(
            `${label}: ${field} ${JSON.stringify(expected[field])} read as ${JSON.stringify(field === 'sectionCounts' ? Object.fromEntries(Object.entries((actual['description'] as Json)['sections'] as Json).map(([k, v]) => [k, (v as unknown[]).length])) : actual[field])}`,
          );
      }
    }
  }
  return figures;
}

export function formatOutside(figures: OutsideFigures): string {
  const totals = Object.values(figures.fields).reduce((sum, t) => ({ matched: sum.matched + t.matched, stated: sum.stated + t.stated }), {
    matched: 0,
    stated: 0,
  });
  const pct = (t: { matched: number; stated: number }) =>
    t.stated === 0 ? '–' : `${((100 * t.matched) / t.stated).toFixed(0)} % (${t.matched}/${t.stated})`;
  const d = figures.detection;
  return [
    `outside pages: ${figures.cases} read, ${figures.skipped} hand-made fragments left out`,
    `fields right: ${pct(totals)}`,
    ...FIELDS.map((field) => `  ${field.padEnd(16)} ${pct(figures.fields[field])}`),
    `postings detected: ${d.found}/${d.positives}; false positives: ${d.falsePositives.length}/${d.negatives}${d.falsePositives.length ? ` (${d.falsePositives.join(', ')})` : ''}; blocked said: ${d.blockedSaid}/${d.blocked}`,
    'misses:',
    ...figures.misses.map((miss) => `  ${miss}`),
  ].join('\n');
}

/** The figures as the goal table names them (tests/bench/goals.ts). This bench states no goal: nothing was tuned on these pages. */
export function outsideFigures(figures: OutsideFigures): Figure[] {
  const totals = Object.values(figures.fields).reduce((sum, t) => ({ matched: sum.matched + t.matched, stated: sum.stated + t.stated }), {
    matched: 0,
    stated: 0,
  });
  const d = figures.detection;
  return [
    figure('outside.pages', figures.cases, { basis: `${figures.skipped} hand-made fragments left out` }),
    figure('outside.fields', totals.stated ? { matched: totals.matched, of: totals.stated } : null, {
      basis: 'labelled blind, by a reader who had not seen the code',
    }),
    ...FIELDS.map((field) =>
      figure(
        `outside.field.${field}`,
        figures.fields[field].stated ? { matched: figures.fields[field].matched, of: figures.fields[field].stated } : null,
      ),
    ),
    figure('outside.detected', { matched: d.found, of: d.positives }),
    figure('outside.falsePositives', { matched: d.falsePositives.length, of: d.negatives }, { basis: d.falsePositives.join(', ') }),
    figure('outside.blocked', { matched: d.blockedSaid, of: d.blocked }),
  ];
}
