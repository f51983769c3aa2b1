import { readFileSync } from 'node:fs';
import { extractHtml, type ExtractOutput } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { loadCorpus, type FixtureCase } from '../support/corpus';
import { emptyFields, emptyTally, FIELDS, type BenchFigures, type Field, type Kind, type KindFigures, type Tally } from './extract-report';

/**
 * `npm run bench:extract`: how well the whole pipeline (content script readers + background
 * normalizers, the CLI path) reads the fixture corpus, field by field and site by site, and how well it
 * tells pages with a posting from pages without one.
 *
 * A field counts for a case when the case's expected.json states it, and matches as the golden test
 * matches it (toMatchObject: objects by the keys stated, arrays element by element and of equal length).
 */

export { extractFigures, FIELDS, formatBench, goalProblems, GOALS, KINDS, meetsGoal, parseBench } from './extract-report';
export type { BenchFigures, Detection, Field, Kind, KindFigures, SiteFigures, Tally } from './extract-report';

/** Other stated fields, counted together: ids and addresses, source, apply link, tags, page facts, dates, language. */
const OTHER_FIELDS = ['id', 'url', 'source', 'applyUrl', 'tags', 'pageFacts', 'validThrough', 'language'] as const;

/** The golden test's toMatchObject, as a predicate. */
export function matchesSubset(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesSubset(actual[i], item));
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const record = actual as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(([key, value]) => matchesSubset(record[key], value));
}

type Json = Record<string, unknown>;

/** The part of expected.json (and of the posting) a field is judged on; undefined when expected.json does not state it. */
export function part(source: Json, field: Field | (typeof OTHER_FIELDS)[number]): unknown {
  const description = source['description'] as Json | undefined;
  if (field === 'sections') return description?.['sections'];
  if (field === 'description') {
    if (!description) return undefined;
    const rest = Object.fromEntries(Object.entries(description).filter(([key]) => key !== 'sections'));
    return Object.keys(rest).length > 0 ? rest : undefined;
  }
  return source[field];
}

function isPositive(fixture: FixtureCase): boolean {
  return fixture.expected !== null && fixture.expected['blocked'] !== true;
}

function emptyKind(): KindFigures {
  return {
    cases: 0,
    sites: [],
    totals: emptyFields(),
    other: emptyTally(),
    detection: {
      positives: 0,
      negatives: 0,
      truePositives: 0,
      falsePositives: [],
      falseNegatives: [],
      blocked: { recognised: 0, cases: 0 },
      precision: 0,
      recall: 0,
    },
  };
}

function count(tallies: Tally[], ok: boolean): void {
  for (const tally of tallies) {
    tally.stated++;
    if (ok) tally.matched++;
  }
}

/** Scores one case into each of the parts it belongs to (its kind and the whole corpus). */
function score(parts: KindFigures[], fixture: FixtureCase, output: ExtractOutput, undeclared: string[], stale: string[]): void {
  const label = `${fixture.site}/${fixture.name}`;
  const sites = parts.map((part) => {
    let site = part.sites.find((s) => s.site === fixture.site);
    if (!site) part.sites.push((site = { site: fixture.site, cases: 0, fields: emptyFields(), other: emptyTally(), misses: [] }));
    part.cases++;
    site.cases++;
    return site;
  });
  const detections = parts.map((part) => part.detection);

  if (!isPositive(fixture)) {
    for (const d of detections) {
      d.negatives++;
      if (output.posting) d.falsePositives.push(label);
      if (fixture.expected?.['blocked'] === true) {
        d.blocked.cases++;
        if (output.blocked) d.blocked.recognised++;
      }
    }
    return;
  }
  for (const d of detections) {
    d.positives++;
    if (output.posting) d.truePositives++;
    else d.falseNegatives.push(label);
  }
  const expected = fixture.expected as Json;
  const actual = (output.posting ?? {}) as unknown as Json;
  for (const field of [...FIELDS, ...OTHER_FIELDS]) {
    const want = part(expected, field);
    if (want === undefined) continue;
    const ok = matchesSubset(part(actual, field), want);
    const declared = fixture.meta.knownMisses?.[field] !== undefined;
    if (!ok && !declared) undeclared.push(`${label}: ${field}`);
    if (ok && declared) stale.push(`${label}: ${field}`);
    const main = (FIELDS as readonly string[]).includes(field);
    count(
      main
        ? [...sites.map((site) => site.fields[field as Field]), ...parts.map((p) => p.totals[field as Field])]
        : [...sites.map((site) => site.other), ...parts.map((p) => p.other)],
      ok,
    );
    if (!ok) for (const site of sites) site.misses.push(`${fixture.name}: ${field}`);
  }
}

function finish(part: KindFigures): void {
  const d = part.detection;
  const detected = d.truePositives + d.falsePositives.length;
  d.precision = detected === 0 ? 1 : d.truePositives / detected;
  d.recall = d.positives === 0 ? 1 : d.truePositives / d.positives;
  part.sites.sort((a, b) => a.site.localeCompare(b.site));
}

export function runBench(corpus: FixtureCase[] = loadCorpus()): BenchFigures {
  const kinds = { real: emptyKind(), invented: emptyKind() } satisfies Record<Kind, KindFigures>;
  const all = emptyKind();
  const realBySite: Record<string, number> = {};
  const times: number[] = [];
  const undeclaredMisses: string[] = [];
  const staleKnownMisses: string[] = [];
  const knownMisses: string[] = [];

  for (const fixture of corpus) {
    for (const field of Object.keys(fixture.meta.knownMisses ?? {})) knownMisses.push(`${fixture.site}/${fixture.name}: ${field}`);
    const html = decodePage(readFileSync(fixture.pagePath));
    const started = performance.now();
    const output: ExtractOutput = extractHtml(html, fixture.meta.url, fixture.meta.capturedAt);
    times.push(performance.now() - started);
    // A page without a kind (the meta-test rejects it) counts as invented: it was not shown to be real.
    const kind: Kind = fixture.meta.kind === 'real' ? 'real' : 'invented';
    realBySite[fixture.site] = (realBySite[fixture.site] ?? 0) + (kind === 'real' ? 1 : 0);
    score([kinds[kind], all], fixture, output, undeclaredMisses, staleKnownMisses);
  }

  for (const part of [kinds.real, kinds.invented, all]) finish(part);
  times.sort((a, b) => a - b);
  return {
    cases: corpus.length,
    undeclaredMisses,
    staleKnownMisses,
    knownMisses,
    kinds,
    all,
    realBySite,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
  };
}
