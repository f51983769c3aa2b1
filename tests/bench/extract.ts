import { readFileSync } from 'node:fs';
import { decodePage, extractHtml, type ExtractOutput } from '@/lib/cli/main';
import { loadCorpus, type FixtureCase } from '../support/corpus';

/**
 * `npm run bench:extract`: how well the whole pipeline (content script readers + background
 * normalizers, the CLI path) reads the fixture corpus, field by field and site by site, and how well it
 * tells pages with a posting from pages without one.
 *
 * A field counts for a case when the case's expected.json states it, and matches as the golden test
 * matches it (toMatchObject: objects by the keys stated, arrays element by element and of equal length).
 */

export const FIELDS = ['title', 'company', 'locations', 'workMode', 'employmentType', 'seniority', 'salary', 'postedAt', 'experienceYears', 'education', 'sections', 'skills', 'description'] as const;
export type Field = (typeof FIELDS)[number];

/** Other stated fields, counted together: ids and addresses, source, apply link, tags, page facts, dates, language. */
const OTHER_FIELDS = ['id', 'url', 'source', 'applyUrl', 'tags', 'pageFacts', 'validThrough', 'language'] as const;

export interface Tally {
  matched: number;
  stated: number;
}

export interface SiteFigures {
  site: string;
  cases: number;
  fields: Record<Field, Tally>;
  other: Tally;
  /** Case names and fields that did not match. */
  misses: string[];
}

export interface Detection {
  positives: number;
  negatives: number;
  truePositives: number;
  falsePositives: string[];
  falseNegatives: string[];
  /** Login walls, captchas and closed postings recognised as such (a subset of the negatives). */
  blocked: { recognised: number; cases: number };
  precision: number;
  recall: number;
}

export interface BenchFigures {
  cases: number;
  sites: SiteFigures[];
  totals: Record<Field, Tally>;
  other: Tally;
  detection: Detection;
  /** Milliseconds per page, page read to Posting. */
  medianMs: number;
}

/** The golden test's toMatchObject, as a predicate. */
export function matchesSubset(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesSubset(actual[i], item));
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const record = actual as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(([key, value]) => matchesSubset(record[key], value));
}

type Json = Record<string, unknown>;

/** The part of expected.json (and of the posting) a field is judged on; undefined when expected.json does not state it. */
function part(source: Json, field: Field | (typeof OTHER_FIELDS)[number]): unknown {
  const description = source['description'] as Json | undefined;
  if (field === 'sections') return description?.['sections'];
  if (field === 'description') {
    if (!description) return undefined;
    const rest = Object.fromEntries(Object.entries(description).filter(([key]) => key !== 'sections'));
    return Object.keys(rest).length > 0 ? rest : undefined;
  }
  return source[field];
}

const emptyTally = (): Tally => ({ matched: 0, stated: 0 });
const emptyFields = () => Object.fromEntries(FIELDS.map((field) => [field, emptyTally()])) as Record<Field, Tally>;

function isPositive(fixture: FixtureCase): boolean {
  return fixture.expected !== null && fixture.expected['blocked'] !== true;
}

export function runBench(corpus: FixtureCase[] = loadCorpus()): BenchFigures {
  const bySite = new Map<string, SiteFigures>();
  const totals = emptyFields();
  const other = emptyTally();
  const detection: Detection = { positives: 0, negatives: 0, truePositives: 0, falsePositives: [], falseNegatives: [], blocked: { recognised: 0, cases: 0 }, precision: 0, recall: 0 };
  const times: number[] = [];

  for (const fixture of corpus) {
    const html = decodePage(readFileSync(fixture.pagePath));
    const started = performance.now();
    const output: ExtractOutput = extractHtml(html, fixture.meta.url, fixture.meta.capturedAt);
    times.push(performance.now() - started);
    const label = `${fixture.site}/${fixture.name}`;
    const site = bySite.get(fixture.site) ?? { site: fixture.site, cases: 0, fields: emptyFields(), other: emptyTally(), misses: [] };
    bySite.set(fixture.site, site);
    site.cases++;

    if (!isPositive(fixture)) {
      detection.negatives++;
      if (output.posting) detection.falsePositives.push(label);
      if (fixture.expected?.['blocked'] === true) {
        detection.blocked.cases++;
        if (output.blocked) detection.blocked.recognised++;
      }
      continue;
    }
    detection.positives++;
    if (output.posting) detection.truePositives++;
    else detection.falseNegatives.push(label);
    const expected = fixture.expected as Json;
    const actual = (output.posting ?? {}) as unknown as Json;
    for (const field of FIELDS) {
      const want = part(expected, field);
      if (want === undefined) continue;
      const ok = matchesSubset(part(actual, field), want);
      for (const tally of [site.fields[field], totals[field]]) {
        tally.stated++;
        if (ok) tally.matched++;
      }
      if (!ok) site.misses.push(`${fixture.name}: ${field}`);
    }
    for (const field of OTHER_FIELDS) {
      const want = part(expected, field);
      if (want === undefined) continue;
      const ok = matchesSubset(part(actual, field), want);
      for (const tally of [site.other, other]) {
        tally.stated++;
        if (ok) tally.matched++;
      }
      if (!ok) site.misses.push(`${fixture.name}: ${field}`);
    }
  }

  const detected = detection.truePositives + detection.falsePositives.length;
  detection.precision = detected === 0 ? 1 : detection.truePositives / detected;
  detection.recall = detection.positives === 0 ? 1 : detection.truePositives / detection.positives;
  times.sort((a, b) => a - b);
  return {
    cases: corpus.length,
    sites: [...bySite.values()].sort((a, b) => a.site.localeCompare(b.site)),
    totals,
    other,
    detection,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
  };
}

/** The goal: every field stated somewhere at 97 % or better, and no page without a posting read as one. */
export function meetsGoal(figures: BenchFigures, minimum = 0.97): boolean {
  const fieldsOk = FIELDS.every((field) => figures.totals[field].stated === 0 || figures.totals[field].matched / figures.totals[field].stated >= minimum);
  return fieldsOk && figures.detection.falsePositives.length === 0;
}

const SHORT: Record<Field, string> = {
  title: 'title', company: 'company', locations: 'places', workMode: 'mode', employmentType: 'type', seniority: 'level', salary: 'salary',
  postedAt: 'posted', experienceYears: 'years', education: 'educ.', sections: 'sections', skills: 'skills', description: 'text',
};

const percent = (tally: Tally) => (tally.stated === 0 ? '–' : `${((tally.matched / tally.stated) * 100).toFixed(tally.matched === tally.stated ? 0 : 1)} %`);
const cell = (tally: Tally) => (tally.stated === 0 ? '' : `${tally.matched}/${tally.stated}`);

/** The figures as Markdown: the per-site table, the totals row, detection, and what missed. */
export function formatBench(figures: BenchFigures): string {
  const header = ['site', 'cases', ...FIELDS.map((field) => SHORT[field]), 'other'];
  const rows = figures.sites.map((site) => [site.site, String(site.cases), ...FIELDS.map((field) => cell(site.fields[field])), cell(site.other)]);
  rows.push(['**all**', String(figures.cases), ...FIELDS.map((field) => `**${percent(figures.totals[field])}**`), `**${percent(figures.other)}**`]);
  rows.push(['stated in', '', ...FIELDS.map((field) => String(figures.totals[field].stated)), String(figures.other.stated)]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  const d = figures.detection;
  const detection = [
    `Detection over ${figures.cases} pages (${d.positives} with a posting, ${d.negatives} without: ${d.blocked.cases} of them login walls, captchas or closed postings):`,
    `precision ${(d.precision * 100).toFixed(1)} %, recall ${(d.recall * 100).toFixed(1)} %, false positives ${d.falsePositives.length}${d.falsePositives.length ? ` (${d.falsePositives.join(', ')})` : ''}, missed ${d.falseNegatives.length}${d.falseNegatives.length ? ` (${d.falseNegatives.join(', ')})` : ''}; blocked pages recognised ${d.blocked.recognised}/${d.blocked.cases}.`,
    `Median time per page, HTML to Posting (linkedom, Node): ${figures.medianMs.toFixed(1)} ms.`,
  ].join('\n');
  const misses = figures.sites.flatMap((site) => site.misses.map((miss) => `- ${site.site}/${miss}`));
  const goal = meetsGoal(figures) ? 'Goal met: every stated field ≥ 97 %, no false positive.' : 'Goal NOT met: a field below 97 % or a false positive.';
  return [table, '', detection, '', goal, ...(misses.length ? ['', 'Misses:', ...misses] : [])].join('\n');
}
