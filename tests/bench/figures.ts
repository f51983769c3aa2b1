import { formatBench, parseBench, type BenchFigures } from './extract-report';
import { BENCH_COMMAND, figure, formatValue, specOf, type BenchName, type BenchReport, type Figure } from './goals';

/**
 * The README's figures tables, written from the benches' JSON reports (`npm run figures`, scripts/figures.mjs)
 * between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->`, and read back from it
 * (tests/unit/figures.test.ts), so that a table typed in by hand, or edited by hand, is caught.
 */

/** One figure a row: measure, value, goal, basis and the figure's id. `prefix.*` takes every figure of the report under prefix, in its order. */
interface ListLayout {
  kind: 'list';
  name: string;
  bench: BenchName;
  ids: readonly string[];
}

/** Rows of parts, columns of measures: the figure in a cell is `${row.prefix}.${column.key}`. */
interface MatrixLayout {
  kind: 'matrix';
  name: string;
  bench: BenchName;
  corner: string;
  columns: readonly { header: string; key: string }[];
  rows: readonly { label: string; prefix: string }[];
}

/** bench:extract's per-site tables, as the bench prints them. */
interface ExtractDetailLayout {
  kind: 'extract-detail';
  name: string;
  bench: 'extract';
}

export type Layout = ListLayout | MatrixLayout | ExtractDetailLayout;

export const LAYOUTS: readonly Layout[] = [
  {
    kind: 'list',
    name: 'extract',
    bench: 'extract',
    ids: (['real', 'invented'] as const)
      .flatMap((kind) =>
        ['pages', 'lowestField', 'precision', 'recall', 'falsePositives', 'blocked'].map((what) => `extract.${kind}.${what}`),
      )
      .concat('extract.medianMs'),
  },
  { kind: 'extract-detail', name: 'extract-detail', bench: 'extract' },
  {
    kind: 'list',
    name: 'analyze',
    bench: 'analyze',
    ids: [
      'analyze.skills.precision',
      'analyze.skills.recall',
      'analyze.skillsHeldOut.precision',
      'analyze.skillsHeldOut.recall',
      'analyze.salary.exact',
      'analyze.time.median',
      'analyze.time.p95',
      'analyze.golden.tune.raise',
      'analyze.golden.tune.mustNot',
      'analyze.golden.heldOut.raise',
      'analyze.golden.heldOut.mustNot',
    ],
  },
  {
    kind: 'matrix',
    name: 'redflags',
    bench: 'analyze',
    corner: 'part',
    columns: [
      { header: 'postings', key: 'postings' },
      { header: 'high: precision', key: 'highPrecision' },
      { header: 'high: recall', key: 'highRecall' },
      { header: 'scams caught', key: 'scamsCaught' },
      { header: 'legitimate called high', key: 'legitimateHigh' },
    ],
    rows: [
      { label: 'tuning (two parts)', prefix: 'analyze.redflags.tuning' },
      { label: 'held-out, now (never tuned on)', prefix: 'analyze.redflags.heldOut' },
      { label: 'the whole set, now', prefix: 'analyze.redflags.all' },
    ],
  },
  {
    kind: 'matrix',
    name: 'realads',
    bench: 'analyze',
    corner: 'part',
    columns: [
      { header: 'ads', key: 'postings' },
      { header: 'fraudulent called caution or high', key: 'fraudCaught' },
      { header: 'legitimate called caution or high', key: 'legitimateFlagged' },
      { header: 'legitimate called high', key: 'legitimateHigh' },
      { header: 'high: precision', key: 'highPrecision' },
    ],
    rows: [
      { label: 'EMSCAD, tuning part', prefix: 'analyze.realAds.tuning' },
      { label: 'EMSCAD, set-aside part (never read while tuning)', prefix: 'analyze.realAds.setAside' },
    ],
  },
  {
    kind: 'list',
    name: 'speed',
    bench: 'speed',
    ids: [
      'speed.size.readers',
      'speed.size.*',
      'speed.page.*',
      'speed.idle',
      'speed.loadToScores',
      'speed.shift.sidebar',
      'speed.shift.markers',
      'speed.heap.content',
      'speed.db.*',
    ],
  },
  { kind: 'list', name: 'popup', bench: 'popup', ids: ['popup.*'] },
  { kind: 'list', name: 'data', bench: 'data', ids: ['data.*'] },
  { kind: 'list', name: 'outside', bench: 'outside', ids: ['outside.*'] },
];

export function layoutOf(name: string): Layout | undefined {
  return LAYOUTS.find((layout) => layout.name === name);
}

const LIST_HEADER = ['measure', 'value', 'goal', 'basis', 'id'];

const fail = (why: string): never => {
  throw new Error(why);
};

const escape = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const rule = (n: number) => `|${'---|'.repeat(n)}`;
/** A table row's cells, unescaped; undefined when the line is not a row. */
function cellsOf(line: string): string[] | undefined {
  if (!line.startsWith('| ') || !line.endsWith(' |')) return undefined;
  return line
    .slice(2, -2)
    .split(/ (?<!\\)\| /)
    .map((cell) => cell.replace(/\\\|/g, '|'));
}

function goalCell(f: Pick<Figure, 'goal' | 'met'>): string {
  if (!f.goal) return '';
  return `${f.goal}, ${f.met === true ? 'met' : f.met === false ? '**missed**' : 'not measured'}`;
}

function provenance(report: BenchReport): string {
  const load = report.machine.loadAverage[0];
  return `_Written by \`npm run figures\` from \`npm run ${BENCH_COMMAND[report.bench]}\` of ${report.ranAt.slice(0, 10)}${load === undefined ? '' : `, load average ${load.toFixed(1)} on ${report.machine.cores} cores`}._`;
}
const PROVENANCE =
  /^_Written by `npm run figures` from `npm run ([\w:]+)` of (\d{4}-\d\d-\d\d)(?:, load average ([\d.]+) on (\d+) cores)?\._$/;

/** The figures of a report a list layout shows, in its order; throws when one the layout names is missing. */
function listFigures(layout: ListLayout, report: BenchReport): Figure[] {
  const shown: Figure[] = [];
  for (const id of layout.ids) {
    const found = id.endsWith('.*')
      ? report.figures.filter((f) => f.id.startsWith(id.slice(0, -1)))
      : report.figures.filter((f) => f.id === id);
    if (found.length === 0 && !id.endsWith('.*')) throw new Error(`${layout.name}: the report has no figure ${id}`);
    for (const f of found) if (!shown.includes(f)) shown.push(f);
  }
  return shown;
}

/** The text between a section's markers, from a bench's report. */
export function renderSection(layout: Layout, report: BenchReport): string {
  if (report.bench !== layout.bench) throw new Error(`${layout.name}: a report of ${report.bench}, not of ${layout.bench}`);
  if (!report.complete) throw new Error(`${layout.name}: the report is of a smoke or partial run`);
  let body: string;
  if (layout.kind === 'extract-detail') {
    if (!report.detail) throw new Error(`${layout.name}: the report has no per-site figures`);
    body = formatBench(report.detail as BenchFigures, { heading: '###' });
  } else if (layout.kind === 'list') {
    body = [
      row(LIST_HEADER),
      rule(LIST_HEADER.length),
      ...listFigures(layout, report).map((f) => row([escape(f.what), formatValue(f), escape(goalCell(f)), escape(f.basis), `\`${f.id}\``])),
    ].join('\n');
  } else {
    const byId = new Map(report.figures.map((f) => [f.id, f]));
    const cell = (id: string) => {
      const f = byId.get(id) ?? fail(`${layout.name}: the report has no figure ${id}`);
      return `${formatValue(f)}${f.met === false ? ' **missed**' : ''}`;
    };
    const header = [layout.corner, ...layout.columns.map((c) => c.header), 'id'];
    body = [
      row(header),
      rule(header.length),
      ...layout.rows.map((r) => row([r.label, ...layout.columns.map((c) => cell(`${r.prefix}.${c.key}`)), `\`${r.prefix}\``])),
    ].join('\n');
  }
  return `${body}\n\n${provenance(report)}\n`;
}

/** A figure as a table shows it: what the README says of it, read back. */
export type ShownFigure = Pick<Figure, 'id' | 'value' | 'count' | 'met'> & Partial<Pick<Figure, 'what' | 'goal' | 'basis'>>;

export interface ParsedSection {
  name: string;
  bench: BenchName;
  /** The day of the run, and the machine's load then, as the section's last line says. */
  ranAt: string;
  machine: BenchReport['machine'];
  figures: ShownFigure[];
  /** bench:extract's per-site figures, for the extract-detail section. */
  detail?: BenchFigures;
}

function parseValue(id: string, text: string): Pick<Figure, 'value' | 'count'> {
  const spec = specOf(id) ?? fail(`no bench reports a figure ${id}`);
  if (text === 'not measured') return { value: null };
  const number = '(-?\\d+(?:\\.\\d+)?)';
  const pattern =
    spec.unit === 'of'
      ? /^(\d+)\/(\d+)$/
      : spec.unit === '%'
        ? new RegExp(`^${number} %(?: \\((\\d+)/(\\d+)\\))?$`)
        : new RegExp(`^${number}${spec.unit ? ` ${spec.unit.replace('/', '\\/')}` : ''}$`);
  const m = pattern.exec(text) ?? fail(`${id}: "${text}" is not a value in ${spec.unit || 'plain numbers'}`);
  if (spec.unit === 'of') return { value: Number(m[1]), count: { matched: Number(m[1]), of: Number(m[2]) } };
  if (m[2] === undefined) return { value: Number(m[1]) };
  const count = { matched: Number(m[2]), of: Number(m[3]) };
  if (figure(id, count).value !== Number(m[1])) fail(`${id}: ${text} does not add up`);
  return { value: Number(m[1]), count };
}

function parseGoal(text: string): Pick<Figure, 'goal' | 'met'> {
  if (text === '') return { goal: '', met: null };
  const m = /^(.+), (met|\*\*missed\*\*|not measured)$/.exec(text) ?? fail(`"${text}" is not a goal and its verdict`);
  return { goal: m[1]!, met: m[2] === 'met' ? true : m[2] === 'not measured' ? null : false };
}

/**
 * Reads the text between a section's markers back into the figures it shows, and checks it is exactly what
 * `renderSection` writes for them: the same columns, each row a figure the benches' goal table knows and the
 * layout shows. Throws, saying where, otherwise.
 */
export function parseSection(layout: Layout, text: string): ParsedSection {
  try {
    return readSection(layout, text);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith('figures:') ? message : `figures:${layout.name}: ${message}`, { cause: error });
  }
}

function readSection(layout: Layout, text: string): ParsedSection {
  const where = (why: string) => fail(`figures:${layout.name}: ${why}`);
  const lines = text.split('\n');
  if (lines.length < 4 || lines.at(-1) !== '' || lines.at(-3) !== '')
    where('a section is the table, an empty line, and the line that says where the figures come from');
  const origin = PROVENANCE.exec(lines.at(-2) ?? '') ?? where(`the last line does not say where the figures come from: ${lines.at(-2)}`);
  if (origin[1] !== BENCH_COMMAND[layout.bench])
    where(`the figures are said to come from npm run ${origin[1]}, not npm run ${BENCH_COMMAND[layout.bench]}`);
  const body = lines.slice(0, -3);
  const machine = { cores: Number(origin[4] ?? 0), loadAverage: origin[3] === undefined ? [] : [Number(origin[3])], node: '' };
  const section: ParsedSection = { name: layout.name, bench: layout.bench, ranAt: origin[2]!, machine, figures: [] };
  if (layout.kind === 'extract-detail') {
    const joined = body.join('\n');
    try {
      section.detail = parseBench(joined, { heading: '###' });
    } catch (error) {
      where((error as Error).message);
    }
    if (formatBench(section.detail!, { heading: '###' }) !== joined)
      where(
        'the per-site tables are not what bench:extract prints for the figures they show (a total that does not add up, a changed column or spacing)',
      );
    return section;
  }
  const rows = body.map((line, i) => (i === 1 ? [] : (cellsOf(line) ?? where(`line ${i + 1} of the table is not a table row: ${line}`))));
  const header = layout.kind === 'list' ? LIST_HEADER : [layout.corner, ...layout.columns.map((c) => c.header), 'id'];
  if (rows[0]?.join('|') !== header.join('|')) where(`the columns are not ${header.join(', ')}`);
  if (body[1] !== rule(header.length)) where("the second line is not the table's rule");
  const data = rows.slice(2);
  for (const cells of data)
    if (cells.length !== header.length) where(`a row has ${cells.length} cells, not ${header.length}: ${cells.join(' | ')}`);
  const idOf = (cell: string) => /^`([\w.-]+)`$/.exec(cell)?.[1] ?? where(`the id cell is not an id in backquotes: ${cell}`);
  if (layout.kind === 'list') {
    for (const cells of data) {
      const id = idOf(cells[4]!);
      const spec = specOf(id) ?? where(`${id} is no figure of the benches' goal table (tests/bench/goals.ts)`);
      if (spec.bench !== layout.bench) where(`${id} is a figure of ${spec.bench}, not of ${layout.bench}`);
      if (!layout.ids.some((shown) => (shown.endsWith('.*') ? id.startsWith(shown.slice(0, -1)) : id === shown)))
        where(`${id} is not shown in this table`);
      const shown = { id, what: cells[0]!, ...parseValue(id, cells[1]!), ...parseGoal(cells[2]!), basis: cells[3]! };
      // The goal is the one the benches state now, and judged as they judge it.
      if (shown.goal !== (spec.goal?.text ?? ''))
        where(`${id}: the goal "${shown.goal}" is not the goal table's "${spec.goal?.text ?? ''}"`);
      if (spec.goal && !spec.goal.readsExtra && shown.met !== figure(id, shown.count ?? shown.value).met)
        where(`${id}: the goal's verdict is not what the value gives`);
      section.figures.push(shown);
    }
    const ids = section.figures.map((f) => f.id);
    for (const id of layout.ids) if (!id.endsWith('.*') && !ids.includes(id)) where(`the row of ${id} is missing`);
    if (new Set(ids).size !== ids.length) where('a figure is shown twice');
  } else {
    if (data.length !== layout.rows.length) where(`the table has ${data.length} rows, not ${layout.rows.length}`);
    layout.rows.forEach((expected, i) => {
      const cells = data[i]!;
      if (cells[0] !== expected.label || idOf(cells.at(-1)!) !== expected.prefix)
        where(`row ${i + 1} is not "${expected.label}" (\`${expected.prefix}\`)`);
      layout.columns.forEach((column, j) => {
        const id = `${expected.prefix}.${column.key}`;
        if (!specOf(id)) where(`${id} is no figure of the benches' goal table (tests/bench/goals.ts)`);
        const text = cells[j + 1]!;
        const missed = text.endsWith(' **missed**');
        section.figures.push({ id, ...parseValue(id, missed ? text.slice(0, -' **missed**'.length) : text), met: missed ? false : null });
      });
    });
  }
  if (renderSection(layout, reportOf(section)) !== text)
    where(
      "the table is not exactly what npm run figures writes for the figures it shows (spacing, rounding, a changed wording of a goal's verdict)",
    );
  return section;
}

/** A report with what a parsed section shows: what `renderSection` needs to write it again. */
export function reportOf(section: ParsedSection): BenchReport {
  const figures = section.figures.map((f): Figure => ({
    id: f.id,
    what: f.what ?? specOf(f.id)?.what ?? '',
    value: f.value,
    unit: specOf(f.id)?.unit ?? '',
    ...(f.count ? { count: f.count } : {}),
    goal: f.goal ?? '',
    met: f.met,
    basis: f.basis ?? '',
  }));
  return {
    bench: section.bench,
    ranAt: section.ranAt,
    machine: section.machine,
    complete: true,
    figures,
    ...(section.detail ? { detail: section.detail } : {}),
  };
}

const MARKERS = /<!-- figures:([\w-]+) -->\n([\s\S]*?)<!-- \/figures:([\w-]+) -->/g;

/** Every section of a text: its name and what is between its markers. Throws on a marker without its pair. */
export function sectionsOf(text: string): { name: string; body: string }[] {
  const found = [...text.matchAll(MARKERS)].map((m) => {
    if (m[1] !== m[3]) fail(`<!-- figures:${m[1]} --> is closed by <!-- /figures:${m[3]} -->`);
    return { name: m[1]!, body: m[2]! };
  });
  const opened = (text.match(/<!-- figures:[\w-]+ -->/g) ?? []).length;
  const closed = (text.match(/<!-- \/figures:[\w-]+ -->/g) ?? []).length;
  if (opened !== found.length || closed !== found.length) fail('a figures marker without its pair');
  return found;
}

export interface Rewrite {
  text: string;
  /** Per section: rewritten, unchanged, or left as it was and why. */
  notes: string[];
}

/**
 * The text with each section rewritten from its bench's report. A section whose report is missing, of a smoke or
 * partial run, or lacks a figure is left as it was, and the note says why.
 */
export function rewrite(text: string, reports: Partial<Record<BenchName, BenchReport>>): Rewrite {
  const notes: string[] = [];
  sectionsOf(text);
  const out = text.replace(MARKERS, (whole, name: string, body: string) => {
    const layout = layoutOf(name);
    if (!layout) {
      notes.push(`${name}: no such table (tests/bench/figures.ts LAYOUTS); left as it was`);
      return whole;
    }
    const report = reports[layout.bench];
    if (!report) {
      notes.push(`${name}: no report of npm run ${BENCH_COMMAND[layout.bench]} (.bench/${layout.bench}.json); left as it was`);
      return whole;
    }
    try {
      const fresh = renderSection(layout, report);
      notes.push(`${name}: ${fresh === body ? 'unchanged' : 'rewritten'} from npm run ${BENCH_COMMAND[layout.bench]} of ${report.ranAt}`);
      return `<!-- figures:${name} -->\n${fresh}<!-- /figures:${name} -->`;
    } catch (error) {
      notes.push(`${name}: ${(error as Error).message}; left as it was`);
      return whole;
    }
  });
  return { text: out, notes };
}
