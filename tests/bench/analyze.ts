import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { analyze } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { parseSalary } from '@/lib/normalize/salary';
import type { Posting } from '@/lib/posting';
import { expectedOf, SALARY_ROWS } from '../fixtures/salary-table';
import { loadCorpus } from '../support/corpus';
import { loadHeldOutLabels, loadHeldOutSkillCases, skillAccuracy } from '../support/skills-accuracy';
import { goldenFigures, goldenSet, gradeGolden, type GoldenFigures, type GoldenResult } from '../support/golden';
import { loadRedFlagCases, scoreRedFlags, type RedFlagScore } from '../support/red-flags';
import { figure, type Figure } from './goals';
import { emscadDir, loadRealAds, type AdPart } from './emscad';

/** The red-flag set's figures: the tuning parts together, and the held-out part (tests/fixtures/red-flags/README.md). */
export function redFlagBench(): {
  tuning: Omit<RedFlagScore, 'misses'> & { misses: RedFlagScore['misses'] };
  heldOut: Omit<RedFlagScore, 'misses'>;
} {
  const tuning = scoreRedFlags([...loadRedFlagCases('tuning'), ...loadRedFlagCases('tuning-2')]);
  // The held-out part's misses are never printed: it is measured, not read for tuning.
  const heldOut: Omit<RedFlagScore, 'misses'> & { misses?: unknown } = scoreRedFlags(loadRedFlagCases('held-out'));
  delete heldOut.misses;
  return { tuning, heldOut };
}

export interface RealAdCounts {
  fraudulent: number;
  legitimate: number;
  /** Fraudulent ads called caution or high, and high. */
  fraudFlagged: number;
  fraudHigh: number;
  legitimateFlagged: number;
  legitimateHigh: number;
}

/** Real ads of the EMSCAD dataset (tests/bench/emscad.ts), read as Jobsight reads a page: null when the CSVs are absent. */
export function realAdBench(dir = emscadDir()): Record<AdPart, RealAdCounts> | null {
  if (!dir) return null;
  const now = '2026-11-21T00:00:00.000Z';
  const empty = (): RealAdCounts => ({
    fraudulent: 0,
    legitimate: 0,
    fraudFlagged: 0,
    fraudHigh: 0,
    legitimateFlagged: 0,
    legitimateHigh: 0,
  });
  const parts: Record<AdPart, RealAdCounts> = { tuning: empty(), setAside: empty() };
  for (const ad of loadRealAds(dir)) {
    const result = extractHtml(ad.html, ad.url, now);
    const level = result.posting ? analyze(result.posting, { lang: 'en', now: Date.parse(now) }).redFlags.level : 'none';
    const counts = parts[ad.part];
    if (ad.fraudulent) {
      counts.fraudulent += 1;
      if (level !== 'none') counts.fraudFlagged += 1;
      if (level === 'high') counts.fraudHigh += 1;
    } else {
      counts.legitimate += 1;
      if (level !== 'none') counts.legitimateFlagged += 1;
      if (level === 'high') counts.legitimateHigh += 1;
    }
  }
  return parts;
}

/**
 * The figures `npm run bench:analyze` prints: skill precision and recall on the labelled set,
 * the salary table's exactness, and the time analyze() takes per posting over the fixture corpus.
 */

export interface BenchFigures {
  skills: { precision: number; recall: number; f1: number; cases: number; pairs: number; truePositives: number; predicted: number };
  /** The same on postings the taxonomy never grew from (tests/fixtures/skills-held-out). */
  skillsHeldOut: {
    precision: number;
    recall: number;
    f1: number;
    cases: number;
    pairs: number;
    truePositives: number;
    predicted: number;
    notInTaxonomy: number;
  };
  salary: { exact: number; rows: number; wrong: string[] };
  analysis: { postings: number; runs: number; medianMs: number; p95Ms: number; maxMs: number; slowest: string };
  /** Postings whose panel is full in both UI languages: 4+ pros and cons, 6+ strategy items, 8+ questions of all three kinds. */
  panel: { full: number; postings: number };
  /** The multi-domain golden set (tests/fixtures/analysis/golden): the tuning part and the held-out part apart, and per family. */
  golden: {
    tune: GoldenFigures;
    heldOut: GoldenFigures;
    families: { family: string; tune: GoldenFigures; heldOut: GoldenFigures }[];
    results: GoldenResult[];
  };
}

export function goldenBench(): BenchFigures['golden'] {
  const results = goldenSet().map(gradeGolden);
  const part = (split: string, family?: string) =>
    goldenFigures(results.filter((r) => r.golden.split === split && (family === undefined || r.golden.family === family)));
  const families = [...new Set(results.map((r) => r.golden.family))]
    .sort()
    .map((family) => ({ family, tune: part('tune', family), heldOut: part('held-out', family) }));
  return { tune: part('tune'), heldOut: part('held-out'), families, results };
}

/** Every posting of the corpus, read once through the CLI path (meta.capturedAt as now). */
export function corpusPostings(): { id: string; posting: Posting; now: number }[] {
  const out: { id: string; posting: Posting; now: number }[] = [];
  for (const fixture of loadCorpus()) {
    const result = extractHtml(decodePage(readFileSync(fixture.pagePath)), fixture.meta.url, fixture.meta.capturedAt);
    if (result.posting)
      out.push({ id: `${fixture.site}/${fixture.name}`, posting: result.posting, now: Date.parse(fixture.meta.capturedAt) });
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
  const wrong = SALARY_ROWS.filter((row) => !isDeepStrictEqual(plain(parseSalary(row[0], row[1])), plain(expectedOf(row)))).map(
    (row) => row[0],
  );

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
      return (
        a.pros.length >= 4 &&
        a.cons.length >= 4 &&
        a.strategy.length >= 6 &&
        a.interview.questions.length >= 8 &&
        new Set(a.interview.questions.map((q) => q.kind)).size === 3
      );
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
      truePositives: accuracy.truePositives,
      predicted: accuracy.truePositives + accuracy.falsePositives,
    },
    skillsHeldOut: {
      precision: heldOut.precision,
      recall: heldOut.recall,
      f1: heldOut.f1,
      cases: heldOut.cases.length,
      pairs: heldOut.truePositives + heldOut.falseNegatives,
      truePositives: heldOut.truePositives,
      predicted: heldOut.truePositives + heldOut.falsePositives,
      notInTaxonomy: loadHeldOutLabels().reduce((n, label) => n + label.notInTaxonomy.length, 0),
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

type RedFlagCounts = Omit<RedFlagScore, 'misses' | 'kinds'>;

/** Two parts' counts together (every count is a sum over postings). */
function addCounts(a: RedFlagCounts, b: RedFlagCounts): RedFlagCounts {
  const add = <T extends Record<string, number>>(x: T, y: T) =>
    Object.fromEntries(Object.keys(x).map((key) => [key, x[key]! + y[key]!])) as T;
  return {
    cases: a.cases + b.cases,
    high: add(a.high, b.high),
    caution: add(a.caution, b.caution),
    scams: add(a.scams, b.scams),
    legitimate: add(a.legitimate, b.legitimate),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** The figures as the goal table names them (tests/bench/goals.ts), with the goals --check holds the bench to. */
export function analyzeFigures(
  figures: BenchFigures,
  flags: ReturnType<typeof redFlagBench>,
  realAds: ReturnType<typeof realAdBench> = null,
): Figure[] {
  const { skills, skillsHeldOut: held, salary, analysis, golden } = figures;
  const named = held.pairs - held.notInTaxonomy;
  const goldenTrades = (part: 'tune' | 'heldOut') => golden.families.filter((family) => family[part].postings > 0).length;
  const parts = { tuning: flags.tuning, heldOut: flags.heldOut, all: addCounts(flags.tuning, flags.heldOut) };
  const redFlags = Object.entries(parts).flatMap(([part, s]) => [
    figure(`analyze.redflags.${part}.postings`, s.cases),
    figure(`analyze.redflags.${part}.highPrecision`, { matched: s.high.right, of: s.high.predicted }),
    figure(`analyze.redflags.${part}.highRecall`, { matched: s.high.found, of: s.high.labelled }),
    figure(`analyze.redflags.${part}.cautionPrecision`, { matched: s.caution.right, of: s.caution.predicted }),
    figure(`analyze.redflags.${part}.cautionRecall`, { matched: s.caution.found, of: s.caution.labelled }),
    figure(`analyze.redflags.${part}.scamsCaught`, { matched: s.scams.flagged, of: s.scams.labelled }),
    figure(`analyze.redflags.${part}.legitimateHigh`, { matched: s.legitimate.high, of: s.legitimate.labelled }),
  ]);
  const skipped = 'not measured: JOBSIGHT_EMSCAD names no folder with g.csv and i.csv (docs/red-flags.md, "Real ads")';
  const real = (['tuning', 'setAside'] as const).flatMap((part) => {
    const c = realAds?.[part];
    const basis = c ? `${c.fraudulent} fraudulent and ${c.legitimate} legitimate EMSCAD ads` : skipped;
    return [
      figure(`analyze.realAds.${part}.postings`, c ? c.fraudulent + c.legitimate : null, { basis }),
      figure(`analyze.realAds.${part}.fraudCaught`, c ? { matched: c.fraudFlagged, of: c.fraudulent } : null, { basis }),
      figure(`analyze.realAds.${part}.legitimateFlagged`, c ? { matched: c.legitimateFlagged, of: c.legitimate } : null, { basis }),
      figure(`analyze.realAds.${part}.legitimateHigh`, c ? { matched: c.legitimateHigh, of: c.legitimate } : null, { basis }),
      figure(`analyze.realAds.${part}.highPrecision`, c ? { matched: c.fraudHigh, of: c.fraudHigh + c.legitimateHigh } : null, { basis }),
    ];
  });
  return [
    figure(
      'analyze.skills.precision',
      { matched: skills.truePositives, of: skills.predicted },
      { basis: `${skills.cases} labelled postings, ${skills.pairs} skills (\`tests/fixtures/skills\`)` },
    ),
    figure('analyze.skills.recall', { matched: skills.truePositives, of: skills.pairs }, { basis: `F1 ${pct(skills.f1)}` }),
    figure(
      'analyze.skillsHeldOut.precision',
      { matched: held.truePositives, of: held.predicted },
      {
        basis: `${held.cases} postings the taxonomy never grew from, labelled by a reader who ran no code (\`tests/fixtures/skills-held-out\`)`,
      },
    ),
    figure(
      'analyze.skillsHeldOut.recall',
      { matched: held.truePositives, of: held.pairs },
      {
        basis: `${held.pairs} skills, ${held.notInTaxonomy} of them ones the taxonomy does not name (a nurse's triage, a cook's knife work); ${named ? pct(held.truePositives / named) : '–'} of those it names`,
      },
    ),
    figure(
      'analyze.salary.exact',
      { matched: salary.exact, of: salary.rows },
      {
        basis: salary.wrong.length
          ? `wrong: ${salary.wrong.slice(0, 3).join(' | ')}`
          : 'every row of `tests/fixtures/salary-table.ts` parses exactly',
      },
    ),
    figure('analyze.time.median', analysis.medianMs, {
      basis: `${analysis.postings} corpus postings × ${analysis.runs} runs, English and Chinese, red flags included`,
    }),
    figure('analyze.time.p95', analysis.p95Ms, { basis: `slowest ${ms(analysis.maxMs)} (${analysis.slowest})` }),
    figure(
      'analyze.panel.full',
      { matched: figures.panel.full, of: figures.panel.postings },
      { basis: '4+ pros and cons, 6+ strategy items, 8+ questions of 3 kinds, in both languages' },
    ),
    figure(
      'analyze.golden.tune.raise',
      { matched: golden.tune.raise.met, of: golden.tune.raise.labels },
      { basis: `${golden.tune.postings} postings over ${goldenTrades('tune')} trades (\`tests/fixtures/analysis/golden\`)` },
    ),
    figure('analyze.golden.tune.mustNot', golden.tune.mustNot.hits, { basis: `${golden.tune.mustNot.labels} must-not labels` }),
    figure(
      'analyze.golden.heldOut.raise',
      { matched: golden.heldOut.raise.met, of: golden.heldOut.raise.labels },
      { basis: `${golden.heldOut.postings} postings never tuned on` },
    ),
    figure('analyze.golden.heldOut.mustNot', golden.heldOut.mustNot.hits, { basis: `${golden.heldOut.mustNot.labels} must-not labels` }),
    ...redFlags,
    ...real,
  ];
}
