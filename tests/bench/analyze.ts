import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { analyze } from '@/lib/analyze';
import { decodePage, extractHtml } from '@/lib/cli/main';
import { parseSalary } from '@/lib/normalize/salary';
import type { Posting } from '@/lib/posting';
import { expectedOf, SALARY_ROWS } from '../fixtures/salary-table';
import { loadCorpus } from '../support/corpus';
import { loadHeldOutSkillCases, skillAccuracy } from '../support/skills-accuracy';
import { goldenFigures, goldenSet, gradeGolden, type GoldenFigures, type GoldenResult } from '../support/golden';
import { loadRedFlagCases, scoreRedFlags, type RedFlagScore } from '../support/red-flags';

/** The red-flag set's figures: the tuning parts together, and the held-out part (tests/fixtures/red-flags/README.md). */
export function redFlagBench(): { tuning: Omit<RedFlagScore, 'misses'> & { misses: RedFlagScore['misses'] }; heldOut: Omit<RedFlagScore, 'misses'> } {
  const tuning = scoreRedFlags([...loadRedFlagCases('tuning'), ...loadRedFlagCases('tuning-2')]);
  // The held-out part's misses are never printed: it is measured, not read for tuning.
  const heldOut: Omit<RedFlagScore, 'misses'> & { misses?: unknown } = scoreRedFlags(loadRedFlagCases('held-out'));
  delete heldOut.misses;
  return { tuning, heldOut };
}

/**
 * The figures `npm run bench:analyze` prints: skill precision and recall on the labelled set,
 * the salary table's exactness, and the time analyze() takes per posting over the fixture corpus.
 */

export interface BenchFigures {
  skills: { precision: number; recall: number; f1: number; cases: number; pairs: number };
  /** The same on postings the taxonomy never grew from (tests/fixtures/skills-held-out). */
  skillsHeldOut: { precision: number; recall: number; f1: number; cases: number; pairs: number };
  salary: { exact: number; rows: number; wrong: string[] };
  analysis: { postings: number; runs: number; medianMs: number; p95Ms: number; maxMs: number; slowest: string };
  /** Postings whose panel is full in both UI languages: 4+ pros and cons, 6+ strategy items, 8+ questions of all three kinds. */
  panel: { full: number; postings: number };
  /** The multi-domain golden set (tests/fixtures/analysis/golden): the tuning part and the held-out part apart, and per family. */
  golden: { tune: GoldenFigures; heldOut: GoldenFigures; families: { family: string; tune: GoldenFigures; heldOut: GoldenFigures }[]; results: GoldenResult[] };
}

export function goldenBench(): BenchFigures['golden'] {
  const results = goldenSet().map(gradeGolden);
  const part = (split: string, family?: string) => goldenFigures(results.filter((r) => r.golden.split === split && (family === undefined || r.golden.family === family)));
  const families = [...new Set(results.map((r) => r.golden.family))].sort().map((family) => ({ family, tune: part('tune', family), heldOut: part('held-out', family) }));
  return { tune: part('tune'), heldOut: part('held-out'), families, results };
}

/** Every posting of the corpus, read once through the CLI path (meta.capturedAt as now). */
export function corpusPostings(): { id: string; posting: Posting; now: number }[] {
  const out: { id: string; posting: Posting; now: number }[] = [];
  for (const fixture of loadCorpus()) {
    const result = extractHtml(decodePage(readFileSync(fixture.pagePath)), fixture.meta.url, fixture.meta.capturedAt);
    if (result.posting) out.push({ id: `${fixture.site}/${fixture.name}`, posting: result.posting, now: Date.parse(fixture.meta.capturedAt) });
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function runBench(runs = 20): BenchFigures {
  const accuracy = skillAccuracy();
  const heldOut = skillAccuracy(loadHeldOutSkillCases());
  // Compared as the unit test does (toEqual ignores undefined keys): through JSON, order-insensitive.
  const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const wrong = SALARY_ROWS.filter((row) => !isDeepStrictEqual(plain(parseSalary(row[0], row[1])), plain(expectedOf(row)))).map((row) => row[0]);

  const postings = corpusPostings();
  // Warm up the skill matcher's trie and the regular expressions first: the first call pays for them once.
  for (const { posting, now } of postings) analyze(posting, { lang: 'en', now });
  const times = postings.map(({ id, posting, now }) => {
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) analyze(posting, { lang: i % 2 === 0 ? 'en' : 'zh', now });
    return { id, ms: (performance.now() - start) / runs };
  });
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const full = postings.filter(({ posting, now }) =>
    (['en', 'zh'] as const).every((lang) => {
      const a = analyze(posting, { lang, now });
      return a.pros.length >= 4 && a.cons.length >= 4 && a.strategy.length >= 6 && a.interview.questions.length >= 8 && new Set(a.interview.questions.map((q) => q.kind)).size === 3;
    }),
  ).length;
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { id: '', ms: 0 });
  return {
    skills: {
      precision: accuracy.precision,
      recall: accuracy.recall,
      f1: accuracy.f1,
      cases: accuracy.cases.length,
      pairs: accuracy.truePositives + accuracy.falseNegatives,
    },
    skillsHeldOut: {
      precision: heldOut.precision,
      recall: heldOut.recall,
      f1: heldOut.f1,
      cases: heldOut.cases.length,
      pairs: heldOut.truePositives + heldOut.falseNegatives,
    },
    salary: { exact: SALARY_ROWS.length - wrong.length, rows: SALARY_ROWS.length, wrong },
    analysis: {
      postings: postings.length,
      runs,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      maxMs: sorted[sorted.length - 1] ?? 0,
      slowest: slowest.id,
    },
    panel: { full, postings: postings.length },
    golden: goldenBench(),
  };
}
