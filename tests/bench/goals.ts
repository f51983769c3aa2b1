import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Every figure a bench reports, with its goal when the bench states one, and what the benches do with them:
 * `--check` (exit 1 when a stated goal is missed, the same message for every bench), and the JSON each run
 * leaves in `.bench/<bench>.json`, which `npm run figures` (scripts/figures.mjs) turns into the README's tables.
 * Pure apart from `finishBench`, which writes; no browser and no lib/ code, so that a unit test and the
 * browser benches load it alike.
 */

export type BenchName = 'speed' | 'extract' | 'outside' | 'data' | 'analyze' | 'popup';
export const BENCHES: readonly BenchName[] = ['speed', 'extract', 'outside', 'data', 'analyze', 'popup'];

/** How each bench is run: the name its messages carry. */
export const BENCH_COMMAND: Record<BenchName, string> = {
  speed: 'bench',
  extract: 'bench:extract',
  outside: 'bench:outside',
  data: 'bench:data',
  analyze: 'bench:analyze',
  popup: 'bench:popup',
};

/** '' is a plain number; 'of' is a count out of a total (`2/2`); the rest are printed after the number. */
export type Unit = '%' | 'ms' | 'ms/min' | 'KB' | 'MB' | '' | 'of';

export interface Figure {
  /** Stable: the README's tables name their rows by it. */
  id: string;
  what: string;
  /** Rounded as the README prints it; null when the bench could not measure it this run. */
  value: number | null;
  unit: Unit;
  /** For a share or a count out of a total: the counts behind it. */
  count?: { matched: number; of: number };
  /** Other numbers a goal looks at (long tasks beside a time, say). */
  extra?: Record<string, number>;
  /** The goal as text; '' when the bench states none for this figure. */
  goal: string;
  /** null: no goal, or not measured. */
  met: boolean | null;
  /** What it was measured on: sample sizes, the page, the runs. */
  basis: string;
}

interface Goal {
  text: string;
  met(figure: Figure): boolean;
  /** The goal reads more than the value (`extra`), so the value alone, as a table shows it, cannot be judged again. */
  readsExtra?: true;
}

export interface FigureSpec {
  /** A `*` segment stands for any one name (the content scripts a build happens to have). */
  id: string;
  bench: BenchName;
  what: string;
  unit: Unit;
  digits: number;
  goal?: Goal;
}

export interface BenchReport {
  bench: BenchName;
  ranAt: string;
  machine: { cores: number; loadAverage: number[]; node: string };
  /** false for a smoke run or a run of part of the bench: its figures are not to be quoted. */
  complete: boolean;
  figures: Figure[];
  /** The bench's own figures in full, for the tables that are more than a list (bench:extract's per-site tables). */
  detail?: unknown;
}

/** The fields bench:extract counts one by one (tests/bench/extract.ts). */
export const EXTRACT_FIELDS = [
  'title',
  'company',
  'locations',
  'workMode',
  'employmentType',
  'seniority',
  'salary',
  'postedAt',
  'experienceYears',
  'education',
  'sections',
  'skills',
  'description',
] as const;
/** The fields a blind label of an outside page can state (tests/bench/outside.ts). */
export const OUTSIDE_FIELDS = [
  'title',
  'company',
  'locations',
  'workMode',
  'employmentType',
  'salary',
  'postedAt',
  'experienceYears',
  'sectionCounts',
] as const;
/** bench:extract's goals, the same for real captures and invented pages. */
export const EXTRACT_GOAL = { minimum: 0.97, falsePositives: 0 };

const share = (f: Figure) => (f.count && f.count.of > 0 ? f.count.matched / f.count.of : NaN);
const atLeast = (min: number, text = `≥ ${Math.round(min * 100)} %`): Goal => ({ text, met: (f) => share(f) >= min });
const atMost = (max: number, text = `≤ ${Math.round(max * 100)} %`): Goal => ({ text, met: (f) => share(f) <= max });
const below = (limit: number, unit: string): Goal => ({ text: `< ${limit} ${unit}`, met: (f) => f.value !== null && f.value < limit });
const none: Goal = { text: '0', met: (f) => f.value === 0 };
const SCRIPT_ON_A_POSTING: Goal = {
  text: '< 15 ms median, 0 long tasks',
  met: (f) => f.value !== null && f.value < 15 && (f.extra?.['longTasks'] ?? 0) <= 0,
  readsExtra: true,
};
const SCRIPT_ON_NO_POSTING: Goal = {
  text: '< 1 ms median, 0 long tasks',
  met: (f) => f.value !== null && f.value < 1 && (f.extra?.['longTasks'] ?? 0) <= 0,
  readsExtra: true,
};
const POPUP_OPEN = below(300, 'ms');
const KEYSTROKE: Goal = { text: '< 50 ms p95', met: (f) => f.value !== null && f.value < 50 };

type Row = [id: string, what: string, unit: Unit, digits: number, goal?: Goal];

const KIND_NAME = { real: 'real captures', invented: 'invented pages' } as const;
const FIELD_NAME: Record<(typeof EXTRACT_FIELDS)[number] | (typeof OUTSIDE_FIELDS)[number], string> = {
  title: 'title',
  company: 'company',
  locations: 'places',
  workMode: 'work mode',
  employmentType: 'type',
  seniority: 'level',
  salary: 'salary',
  postedAt: 'posted',
  experienceYears: 'years',
  education: 'education',
  sections: 'sections',
  skills: 'skills',
  description: 'text',
  sectionCounts: 'section item counts',
};

/** The speed bench's pages (scripts/bench.mjs): key, and what is measured there. */
export const SPEED_PAGES: readonly [key: string, what: string, goal: Goal | undefined][] = [
  ['other-site', 'page of a site the extension is not declared for', SCRIPT_ON_NO_POSTING],
  ['linkedin-feed', "LinkedIn feed (a supported site's page that can hold no posting: nothing runs there)", SCRIPT_ON_NO_POSTING],
  ['linkedin-list-none', 'LinkedIn search list, nothing selected (the reader runs for the list markers)', SCRIPT_ON_NO_POSTING],
  ['boss-job', 'BOSS直聘 job page', SCRIPT_ON_A_POSTING],
  ['boss-search', 'BOSS直聘 search page with its detail pane', SCRIPT_ON_A_POSTING],
  ['liepin', '猎聘 job page', SCRIPT_ON_A_POSTING],
  ['job51', '51job job page', SCRIPT_ON_A_POSTING],
  ['zhaopin', '智联 job page', SCRIPT_ON_A_POSTING],
  ['linkedin-guest', 'LinkedIn job page, guest', SCRIPT_ON_A_POSTING],
  ['linkedin-logged-in', 'LinkedIn job page, logged in', SCRIPT_ON_A_POSTING],
  ['indeed', 'Indeed job page', SCRIPT_ON_A_POSTING],
  ['glassdoor', 'Glassdoor job page', SCRIPT_ON_A_POSTING],
  ['greenhouse', 'Greenhouse job page', SCRIPT_ON_A_POSTING],
  ['workday', 'Workday job page', SCRIPT_ON_A_POSTING],
  ['linkedin-heavy', 'LinkedIn list+detail page over 2 MB (40 cards, hydration data)', SCRIPT_ON_A_POSTING],
  ['linkedin-long-list', 'the same with the list grown to over a thousand cards, list markers included', undefined],
];

const RED_FLAG_PARTS = { tuning: 'tuning parts', heldOut: 'held-out part', all: 'the whole set' } as const;

const ROWS: Record<BenchName, Row[]> = {
  speed: [
    [
      'speed.size.readers',
      'reader-<site>.js, gzipped, the largest (one adapter each with the shared reading code)',
      'KB',
      1,
      { text: '≤ 20 KB', met: (f) => (f.extra?.['bytes'] ?? Infinity) <= 20_000, readsExtra: true },
    ],
    ['speed.size.*', 'content script, gzipped', 'KB', 1],
    ...SPEED_PAGES.map(([key, what, goal]): Row => [`speed.page.${key}`, `extension main-thread script: ${what}`, 'ms', 2, goal]),
    ['speed.idle', 'extension script per idle minute on a page that changes 10 times a second', 'ms/min', 1, below(50, 'ms/min')],
    ['speed.loadToScores', 'page load event to the sidebar showing its scores, median', 'ms', 0, below(300, 'ms')],
    [
      'speed.shift.sidebar',
      'layout shift added by the sidebar (CLS, LinkedIn job page)',
      '',
      4,
      { text: '0', met: (f) => f.value !== null && f.value <= 0 },
    ],
    ['speed.shift.markers', 'layout shift added by the list markers (CLS, heavy list page, the selected card marked "Seen")', '', 4],
    ['speed.heap.content', 'page JS heap added by the content script (heavy page)', 'MB', 2],
    ['speed.db.save', 'database: save (read-modify-write, strict) with 10,000 records, p50', 'ms', 2],
    ['speed.db.read', 'database: read one posting, p50', 'ms', 2],
    ['speed.db.first50', 'database: newest 50 saved of 10,000 (index page)', 'ms', 1],
    ['speed.db.all', 'database: all 10,000 postings (getAll)', 'ms', 0],
  ],
  extract: [
    ...(['real', 'invented'] as const).flatMap((kind): Row[] => [
      [`extract.${kind}.pages`, `${KIND_NAME[kind]}: pages`, '', 0],
      [
        `extract.${kind}.lowestField`,
        `${KIND_NAME[kind]}: every stated field, the lowest`,
        '%',
        1,
        atLeast(EXTRACT_GOAL.minimum, `≥ ${Math.round(EXTRACT_GOAL.minimum * 100)} % each`),
      ],
      ...EXTRACT_FIELDS.map((field): Row => [`extract.${kind}.field.${field}`, `${KIND_NAME[kind]}: ${FIELD_NAME[field]}`, '%', 1]),
      [`extract.${kind}.precision`, `${KIND_NAME[kind]}: detection precision`, '%', 1],
      [`extract.${kind}.recall`, `${KIND_NAME[kind]}: detection recall`, '%', 1],
      [
        `extract.${kind}.falsePositives`,
        `${KIND_NAME[kind]}: false positives`,
        '',
        0,
        { text: String(EXTRACT_GOAL.falsePositives), met: (f) => f.value !== null && f.value <= EXTRACT_GOAL.falsePositives },
      ],
      [`extract.${kind}.blocked`, `${KIND_NAME[kind]}: login walls, captchas and closed postings recognised`, 'of', 0],
    ]),
    ['extract.medianMs', 'time per page, HTML to Posting (linkedom, Node), median', 'ms', 1],
  ],
  outside: [
    ['outside.pages', 'outside pages read', '', 0],
    ['outside.fields', 'labelled fields read right', '%', 0],
    ...OUTSIDE_FIELDS.map((field): Row => [`outside.field.${field}`, `${FIELD_NAME[field]} right`, '%', 0]),
    ['outside.detected', 'postings detected', 'of', 0],
    ['outside.falsePositives', 'false positives, of the pages without a posting', 'of', 0],
    ['outside.blocked', 'login walls, captchas and closed postings said', 'of', 0],
  ],
  data: [
    ['data.fileMB', 'export file', 'MB', 1],
    ['data.node.buildAndStringify', 'Node: build and stringify the export', 'ms', 0],
    ['data.node.parseAndValidate', 'Node: parse and validate the import', 'ms', 0],
    ['data.node.csv', 'Node: CSV', 'ms', 0],
    ['data.browser.seed', 'browser: seed the database', 'ms', 0],
    ['data.browser.exportJson', 'browser: export to JSON, options page → file text', 'ms', 0],
    ['data.browser.exportCsv', 'browser: export to CSV', 'ms', 0],
    ['data.browser.importFresh', 'browser: import into a fresh profile (parse, validate, one-transaction merge)', 'ms', 0],
    ['data.browser.reimportUnchanged', 'browser: the same file again (all unchanged)', 'ms', 0],
  ],
  analyze: [
    ['analyze.skills.precision', 'Skill precision', '%', 1],
    ['analyze.skills.recall', 'Skill recall', '%', 1],
    ['analyze.skillsHeldOut.precision', 'Skill precision, held-out', '%', 1],
    ['analyze.skillsHeldOut.recall', 'Skill recall, held-out', '%', 1],
    ['analyze.salary.exact', 'Salary table exact', 'of', 0],
    ['analyze.time.median', 'Analysis time per posting, median', 'ms', 2, below(5, 'ms')],
    ['analyze.time.p95', 'Analysis time per posting, p95', 'ms', 2],
    ['analyze.panel.full', 'Panel full (en and zh)', 'of', 0],
    ['analyze.golden.tune.raise', 'Golden set, tuning part: raise rate', '%', 1, atLeast(0.95)],
    ['analyze.golden.tune.mustNot', 'Golden set, tuning part: must-not hits', '', 0, none],
    ['analyze.golden.heldOut.raise', 'Golden set, held-out part: raise rate', '%', 1],
    ['analyze.golden.heldOut.mustNot', 'Golden set, held-out part: must-not hits', '', 0],
    ...(['tuning', 'heldOut', 'all'] as const).flatMap((part): Row[] => {
      const tuning = part === 'tuning';
      return [
        [`analyze.redflags.${part}.postings`, `Red flags, ${RED_FLAG_PARTS[part]}: postings`, '', 0],
        [
          `analyze.redflags.${part}.highPrecision`,
          `Red flags, ${RED_FLAG_PARTS[part]}: high, precision`,
          '%',
          1,
          tuning ? atLeast(0.95) : undefined,
        ],
        [`analyze.redflags.${part}.highRecall`, `Red flags, ${RED_FLAG_PARTS[part]}: high, recall`, '%', 1],
        [`analyze.redflags.${part}.cautionPrecision`, `Red flags, ${RED_FLAG_PARTS[part]}: caution, precision`, '%', 1],
        [`analyze.redflags.${part}.cautionRecall`, `Red flags, ${RED_FLAG_PARTS[part]}: caution, recall`, '%', 1],
        [
          `analyze.redflags.${part}.scamsCaught`,
          `Red flags, ${RED_FLAG_PARTS[part]}: scams caught (caution or high)`,
          '%',
          1,
          tuning ? atLeast(0.7) : undefined,
        ],
        [
          `analyze.redflags.${part}.legitimateHigh`,
          `Red flags, ${RED_FLAG_PARTS[part]}: legitimate postings called high`,
          '%',
          1,
          tuning ? atMost(0.01) : undefined,
        ],
      ];
    }),
    // Real ads (EMSCAD): no goal here, the goals are held on the reserved part, checked outside the project.
    ...(['tuning', 'setAside'] as const).flatMap((part): Row[] => {
      const name = part === 'tuning' ? 'real ads, tuning part' : 'real ads, set-aside part';
      return [
        [`analyze.realAds.${part}.postings`, `Red flags, ${name}: ads`, '', 0],
        [`analyze.realAds.${part}.fraudCaught`, `Red flags, ${name}: fraudulent ads called caution or high`, '%', 1],
        [`analyze.realAds.${part}.legitimateFlagged`, `Red flags, ${name}: legitimate ads called caution or high`, '%', 1],
        [`analyze.realAds.${part}.legitimateHigh`, `Red flags, ${name}: legitimate ads called high`, '%', 1],
        [`analyze.realAds.${part}.highPrecision`, `Red flags, ${name}: high, precision`, '%', 1],
      ];
    }),
  ],
  popup: [
    ['popup.open.restarted', 'popup open → interactive, browser restarted (cold worker, index not built)', 'ms', 0, POPUP_OPEN],
    ['popup.open.stopped', 'popup open → interactive, worker stopped (cold), median', 'ms', 0, POPUP_OPEN],
    ['popup.open.warm', 'popup open → interactive, warm worker, median', 'ms', 0, POPUP_OPEN],
    ['popup.open.warmScript', '… of which: page script loaded and run (warm)', 'ms', 0],
    ['popup.open.warmReply', '… of which: background answers the first rows (warm)', 'ms', 0],
    ['popup.open.stoppedReply', '… of which: background answers the first rows (worker stopped)', 'ms', 0],
    ['popup.firstKeystroke', 'first keystroke after a cold open (waits for the index)', 'ms', 0],
    ['popup.search.popup', 'search keystroke → updated list, popup, p95', 'ms', 0, KEYSTROKE],
    ['popup.paint.popup', 'search keystroke → next painted frame, popup, p95', 'ms', 0, KEYSTROKE],
    ['popup.search.tracker', 'search keystroke → updated list, tracker page, p95', 'ms', 0, KEYSTROKE],
    ['popup.paint.tracker', 'search keystroke → next painted frame, tracker page, p95', 'ms', 0, KEYSTROKE],
    ['popup.heap.popup', 'JS heap, popup', 'MB', 1],
    ['popup.heap.tracker', 'JS heap, tracker page', 'MB', 1],
    ['popup.heap.worker', 'JS heap, service worker (index + scores + market sample)', 'MB', 1],
    ['popup.export.json', 'export to JSON, options page → file text', 'ms', 0],
    ['popup.export.csv', 'export to CSV', 'ms', 0],
    ['popup.import.fresh', 'import of that file into a fresh profile (parse, validate, one-transaction merge)', 'ms', 0],
    ['popup.import.again', 'the same file imported again (all unchanged)', 'ms', 0],
    ['popup.seed', 'writing the postings through the background', 'ms', 0],
    ['popup.settle', 'then scoring them all (lib/analyze per posting, once; cached)', 'ms', 0],
  ],
};

/** The goal table: every figure any bench reports. */
export const SPECS: readonly FigureSpec[] = BENCHES.flatMap((bench) =>
  ROWS[bench].map(([id, what, unit, digits, goal]) => ({ id, bench, what, unit, digits, ...(goal ? { goal } : {}) })),
);

const matches = (pattern: string, id: string) => {
  const a = pattern.split('.');
  const b = id.split('.');
  return a.length === b.length && a.every((part, i) => (part === '*' ? /^[\w-]+$/.test(b[i]!) : part === b[i]));
};

/** The spec of a figure id, or undefined when no bench reports it. */
export function specOf(id: string): FigureSpec | undefined {
  return SPECS.find((spec) => spec.id === id) ?? SPECS.find((spec) => spec.id.includes('*') && matches(spec.id, id));
}

/** Whether a bench states any goal at all. */
export function statesGoals(bench: BenchName): boolean {
  return SPECS.some((spec) => spec.bench === bench && spec.goal);
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * One figure, from its spec: the goal judged on the unrounded value, the value then rounded as printed.
 * A share is given by its counts (`count`) and its value is the percentage.
 */
export function figure(
  id: string,
  value: number | null | { matched: number; of: number },
  options: { basis?: string; extra?: Record<string, number>; what?: string } = {},
): Figure {
  const spec = specOf(id);
  if (!spec) throw new Error(`no bench reports a figure ${id}: add it to the goal table (tests/bench/goals.ts)`);
  const count = value !== null && typeof value === 'object' ? value : undefined;
  const raw = count
    ? spec.unit === 'of'
      ? count.matched
      : count.of === 0
        ? null
        : (100 * count.matched) / count.of
    : (value as number | null);
  const draft: Figure = {
    id,
    what: options.what ?? spec.what,
    value: raw === null || !Number.isFinite(raw) ? null : raw,
    unit: spec.unit,
    ...(count ? { count: { matched: count.matched, of: count.of } } : {}),
    ...(options.extra ? { extra: options.extra } : {}),
    goal: spec.goal?.text ?? '',
    met: null,
    basis: options.basis ?? '',
  };
  if (spec.goal && draft.value !== null) draft.met = spec.goal.met(draft);
  if (draft.value !== null) draft.value = round(draft.value, spec.digits);
  return draft;
}

/** A figure's value as the benches and the README print it. */
export function formatValue(f: Pick<Figure, 'id' | 'value' | 'unit' | 'count'>): string {
  if (f.value === null) return 'not measured';
  if (f.unit === 'of') return `${f.value}/${f.count?.of ?? '?'}`;
  const digits = specOf(f.id)?.digits ?? 0;
  const number = f.unit === '%' && (f.value === 0 || f.value === 100) ? String(f.value) : f.value.toFixed(digits);
  const text = f.unit === '' ? number : `${number} ${f.unit}`;
  return f.unit === '%' && f.count ? `${text} (${f.count.matched}/${f.count.of})` : text;
}

export function missedGoals(figures: readonly Figure[]): Figure[] {
  return figures.filter((f) => f.met === false);
}

/**
 * What `--check` says and the exit code it gives, the same for every bench: a bench that states no goal says
 * so and checks nothing; otherwise "N goal(s) missed" with the misses, and 1.
 */
export function checkBench(bench: BenchName, figures: readonly Figure[]): { code: 0 | 1; message: string } {
  const name = BENCH_COMMAND[bench];
  if (!statesGoals(bench)) return { code: 0, message: `${name}: this bench states no goals, so --check has nothing to check` };
  const judged = figures.filter((f) => f.met !== null);
  const unmeasured = figures.filter((f) => f.goal && f.met === null);
  const missed = missedGoals(figures);
  const notMeasured = unmeasured.length ? `; ${unmeasured.length} goal(s) not measured (${unmeasured.map((f) => f.id).join(', ')})` : '';
  if (missed.length === 0) return { code: 0, message: `${name}: every goal met (${judged.length} goal(s))${notMeasured}` };
  return {
    code: 1,
    message: [
      `${name}: ${missed.length} goal(s) missed${notMeasured}`,
      ...missed.map((f) => `- ${f.what}: ${formatValue(f)} (goal ${f.goal})`),
    ].join('\n'),
  };
}

export function benchReport(
  bench: BenchName,
  figures: Figure[],
  options: { complete?: boolean; detail?: unknown; now?: Date } = {},
): BenchReport {
  return {
    bench,
    ranAt: (options.now ?? new Date()).toISOString(),
    machine: { cores: availableParallelism(), loadAverage: loadavg().map((n) => round(n, 2)), node: process.version },
    complete: options.complete ?? true,
    figures,
    ...(options.detail === undefined ? {} : { detail: options.detail }),
  };
}

/** The arguments every bench shares: `--check`, `--json [FILE]`; the rest, without them. */
export function benchArgs(argv: readonly string[]): { check: boolean; json: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let json: string | undefined;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--check') check = true;
    else if (arg === '--json') {
      const next = argv[i + 1];
      // `--json` alone prints the report, as it printed the bench's raw figures before.
      json = next !== undefined && !next.startsWith('--') ? (i++, next) : '-';
    } else rest.push(arg);
  }
  return { check, json, rest };
}

const shortPath = (path: string) => (resolve(path).startsWith(`${process.cwd()}${sep}`) ? relative(process.cwd(), path) : resolve(path));

export const BENCH_DIR = join(import.meta.dirname, '..', '..', '.bench');
export const reportPath = (bench: BenchName, dir = BENCH_DIR) => join(dir, `${bench}.json`);

/**
 * The end of every bench: the verdict on its goals, the JSON report written, the exit code returned.
 * Without `--json FILE` the report goes to `.bench/<bench>.json`, where `npm run figures` reads it, but only
 * from a complete run: a smoke or partial run must not replace the figures of a full one.
 */
export function finishBench(
  report: BenchReport,
  argv: readonly string[],
  out = { stdout: (text: string) => process.stdout.write(text), stderr: (text: string) => process.stderr.write(text) },
): 0 | 1 {
  const { check, json } = benchArgs(argv);
  const verdict = checkBench(report.bench, report.figures);
  const text = JSON.stringify(report, null, 2);
  if (json === '-') out.stdout(`${text}\n`);
  else {
    const path = json ?? (report.complete ? reportPath(report.bench) : undefined);
    if (path) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${text}\n`);
      out.stdout(`\nfigures written to ${shortPath(path)}\n`);
    } else out.stdout(`\nfigures not written to ${shortPath(reportPath(report.bench))}: not a complete run (--json FILE keeps them)\n`);
  }
  if (check) out.stderr(`${verdict.message}\n`);
  else if (!statesGoals(report.bench)) out.stdout(`${BENCH_COMMAND[report.bench]}: this bench states no goals\n`);
  else out.stdout(`${verdict.message}${verdict.code ? ' (--check makes this an error)' : ''}\n`);
  return check ? verdict.code : 0;
}
