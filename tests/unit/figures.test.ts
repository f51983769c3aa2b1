import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyFields, emptyTally, extractFigures, type BenchFigures, type KindFigures } from '../bench/extract-report';
import { LAYOUTS, layoutOf, parseSection, renderSection, rewrite, sectionsOf } from '../bench/figures';
import {
  BENCHES,
  benchArgs,
  benchReport,
  checkBench,
  figure,
  finishBench,
  reportPath,
  SPECS,
  statesGoals,
  type BenchName,
  type BenchReport,
  type Figure,
} from '../bench/goals';
import { fixtureSites } from '../support/corpus';

/**
 * The README's figures tables come from the benches' JSON reports (scripts/figures.mjs), and every bench's
 * `--check` fails the same way on a missed goal. Nothing here runs a bench: the reports are made up.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'jobsight-figures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A made-up value for every figure a bench reports, a few of them missing their goals. */
function madeUpFigures(bench: BenchName, missing: readonly string[] = []): Figure[] {
  return SPECS.filter((spec) => spec.bench === bench).map((spec, i) => {
    const id = spec.id.replace('*', 'any-page');
    const miss = missing.includes(id);
    const extra = { bytes: miss ? 25_000 : 15_000, longTasks: 0 };
    const basis = `made up | row ${i}`;
    if (spec.goal?.text.startsWith('≤ ') && spec.unit === '%')
      return figure(id, miss ? { matched: 9, of: 10 } : { matched: 0, of: 47 }, { basis, extra });
    if (spec.unit === '%' || spec.unit === 'of') return figure(id, { matched: miss ? 1 : 47 - (i % 3), of: 47 }, { basis, extra });
    if (spec.goal?.text === '0') return figure(id, miss ? 2 : 0, { basis, extra });
    return figure(id, miss ? 1e4 : 0.3 + i / 7, { basis, extra });
  });
}

/** A small bench:extract result: two sites of real captures, one invented site and a miss. */
function madeUpExtract(): BenchFigures {
  const kind = (sites: [string, number, number][], falsePositives: string[]): KindFigures => {
    const part: KindFigures = {
      cases: 0,
      sites: [],
      totals: emptyFields(),
      other: emptyTally(),
      detection: {
        positives: 0,
        negatives: 1,
        truePositives: 0,
        falsePositives,
        falseNegatives: [],
        blocked: { recognised: 1, cases: 1 },
        precision: 1,
        recall: 1,
      },
    };
    for (const [site, cases, matched] of sites) {
      const fields = emptyFields();
      fields.title = { matched, stated: cases };
      part.sites.push({
        site,
        cases: cases + 1,
        fields,
        other: { matched: cases, stated: cases },
        misses: matched < cases ? ['real-one: title'] : [],
      });
      part.cases += cases + 1;
      part.totals.title.matched += matched;
      part.totals.title.stated += cases;
      part.other.matched += cases;
      part.other.stated += cases;
      part.detection.positives += cases;
      part.detection.truePositives += cases;
    }
    part.detection.negatives = part.cases - part.detection.positives;
    const detected = part.detection.truePositives + falsePositives.length;
    part.detection.precision = part.detection.truePositives / detected;
    return part;
  };
  const real = kind(
    [
      ['greenhouse', 2, 1],
      ['linkedin', 3, 3],
    ],
    [],
  );
  const invented = kind([['lever', 4, 4]], ['negative/blog-hiring']);
  return {
    cases: real.cases + invented.cases,
    undeclaredMisses: [],
    staleKnownMisses: [],
    knownMisses: ['greenhouse/real-one: title'],
    kinds: { real, invented },
    all: invented,
    realBySite: { greenhouse: 3, linkedin: 4, lever: 0 },
    medianMs: 4.6,
  };
}

function madeUpReport(bench: BenchName, missing: readonly string[] = []): BenchReport {
  const now = new Date('2026-03-01T10:00:00Z');
  const detail = bench === 'extract' ? madeUpExtract() : undefined;
  const report = benchReport(bench, detail ? extractFigures(detail) : madeUpFigures(bench, missing), { detail, now });
  return { ...report, machine: { cores: 2, loadAverage: [1.5, 1, 1], node: 'v22.0.0' } };
}

const section = (name: string) => sectionsOf(README).find((s) => s.name === name)!.body;

describe("the README's figures tables", () => {
  it("are each exactly what npm run figures writes, every row a figure the benches' goal table knows", () => {
    const sections = sectionsOf(README);
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['extract', 'extract-detail', 'analyze', 'redflags']));
    for (const { name, body } of sections) {
      const layout = layoutOf(name);
      expect(layout, `<!-- figures:${name} --> names no table of tests/bench/figures.ts`).toBeDefined();
      const parsed = parseSection(layout!, body);
      if (parsed.detail) {
        for (const kind of ['real', 'invented'] as const)
          for (const site of parsed.detail.kinds[kind].sites) expect(fixtureSites(), `${name}: ${site.site}`).toContain(site.site);
      } else expect(parsed.figures.length).toBeGreaterThan(0);
    }
  });

  it('fail the check once edited by hand', () => {
    const analyze = layoutOf('analyze')!;
    const body = section('analyze');
    const edits: [string, (text: string) => string][] = [
      ['a value written another way', (text) => text.replace(/\| (\d+\.\d) % \(/, '| $10 % (')],
      [
        'a value changed without its counts',
        (text) => text.replace(/\| (\d+)\.(\d) % \(/, (_, a: string, b: string) => `| ${a}.${(Number(b) + 1) % 10} % (`),
      ],
      ['an id the benches do not have', (text) => text.replace('`analyze.skills.recall`', '`analyze.skills.recall2`')],
      [
        'a row taken out',
        (text) =>
          text
            .split('\n')
            .filter((line) => !line.includes('`analyze.time.p95`'))
            .join('\n'),
      ],
      [
        'a column added',
        (text) => text.replace('| measure | value | goal | basis | id |', '| measure | value | goal | basis | id | note |'),
      ],
      ["a goal's verdict written another way", (text) => text.replace(', met |', ', missed |')],
      ["a goal's verdict the value does not give", (text) => text.replace(', met |', ', **missed** |')],
      ["a goal that is not the goal table's", (text) => text.replace('| < 5 ms, ', '| < 8 ms, ')],
      ['a cell padded', (text) => text.replace('| Skill precision |', '| Skill precision  |')],
      ['the line saying where the figures come from taken out', (text) => text.replace(/\n_Written by[^\n]*\n$/, '\n')],
    ];
    for (const [what, edit] of edits) {
      const edited = edit(body);
      expect(edited, what).not.toBe(body);
      expect(() => parseSection(analyze, edited), what).toThrow();
    }
    const detail = layoutOf('extract-detail')!;
    const table = section('extract-detail');
    // One cell changed and the totals left as they were: the row no longer adds up.
    const changed = table.replace(/\| (\d+)\/\1 (\s*)\|/, (_, n: string, pad: string) => `| ${Number(n) - 1}/${n}${pad}|`);
    expect(changed).not.toBe(table);
    expect(() => parseSection(detail, changed)).toThrow(/not what bench:extract prints/);
    expect(() => parseSection(layoutOf('redflags')!, section('redflags').replace('| tuning (two parts) |', '| tuning |'))).toThrow();
  });

  it('a made-up report of each bench makes a table that reads back as the same figures', () => {
    for (const layout of LAYOUTS) {
      const report = madeUpReport(layout.bench, [
        'analyze.time.median',
        'analyze.redflags.tuning.legitimateHigh',
        'speed.page.boss-job',
        'popup.search.popup',
      ]);
      const parsed = parseSection(layout, renderSection(layout, report));
      if (layout.kind === 'extract-detail') {
        expect(parsed.detail!.kinds.real.totals.title).toEqual({ matched: 4, stated: 5 });
        expect(parsed.detail!.kinds.invented.detection.falsePositives).toEqual(['negative/blog-hiring']);
        expect(parsed.detail!.knownMisses).toEqual(['greenhouse/real-one: title']);
        continue;
      }
      const byId = new Map(report.figures.map((f) => [f.id, f]));
      for (const shown of parsed.figures) {
        const f = byId.get(shown.id)!;
        expect(shown.value, shown.id).toBe(f.value);
        expect(shown.count, shown.id).toEqual(f.count);
        if (layout.kind === 'list')
          expect(shown, shown.id).toEqual({
            id: f.id,
            what: f.what,
            value: f.value,
            ...(f.count ? { count: f.count } : {}),
            goal: f.goal,
            met: f.met,
            basis: f.basis.replace(/\s+/g, ' '),
          });
        else expect(shown.met === false, shown.id).toBe(f.met === false);
      }
    }
  });

  it('scripts/figures.mjs rewrites the tables between markers from the JSON reports and leaves the rest alone', () => {
    const from = join(scratch, 'bench');
    for (const bench of ['extract', 'analyze', 'popup'] as const) {
      const path = reportPath(bench, from);
      finishBench(madeUpReport(bench, ['analyze.golden.tune.mustNot']), ['--json', path], { stdout: () => true, stderr: () => true });
    }
    const readme = join(scratch, 'README.md');
    const names = ['extract', 'extract-detail', 'analyze', 'redflags', 'popup', 'speed'];
    writeFileSync(
      readme,
      `# Title\n\nProse stays.\n\n${names.map((name) => `<!-- figures:${name} -->\nby hand\n<!-- /figures:${name} -->\n`).join('\n')}\nThe end.\n`,
    );
    const run = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'node'),
      [join(ROOT, 'scripts', 'figures.mjs'), '--from', from, '--readme', readme],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('speed: no report of npm run bench');
    const text = readFileSync(readme, 'utf8');
    expect(text.startsWith('# Title\n\nProse stays.\n\n<!-- figures:extract -->\n| measure |')).toBe(true);
    expect(text.endsWith('<!-- figures:speed -->\nby hand\n<!-- /figures:speed -->\n\nThe end.\n')).toBe(true);
    const analyze = parseSection(layoutOf('analyze')!, sectionsOf(text).find((s) => s.name === 'analyze')!.body);
    const report = madeUpReport('analyze', ['analyze.golden.tune.mustNot']);
    const ids = analyze.figures.map((f) => f.id);
    expect(analyze.figures.map((f) => [f.id, f.value, f.met])).toEqual(
      ids.map((id) => report.figures.find((r) => r.id === id)).map((f) => [f!.id, f!.value, f!.met]),
    );
    expect(ids).toContain('analyze.time.median');
    expect(analyze.figures.find((f) => f.id === 'analyze.golden.tune.mustNot')).toMatchObject({ value: 2, goal: '0', met: false });
    // A second run changes nothing.
    expect(
      rewrite(text, { extract: madeUpReport('extract'), analyze: report, popup: madeUpReport('popup', ['analyze.golden.tune.mustNot']) })
        .text,
    ).toBe(text);
  });

  it('a smoke or partial run leaves a table as it was', () => {
    const body = section('analyze');
    const partial = { ...madeUpReport('analyze'), complete: false };
    const { text, notes } = rewrite(`<!-- figures:analyze -->\n${body}<!-- /figures:analyze -->\n`, { analyze: partial });
    expect(text).toBe(`<!-- figures:analyze -->\n${body}<!-- /figures:analyze -->\n`);
    expect(notes[0]).toMatch(/smoke or partial run; left as it was/);
  });
});

describe("every bench's --check", () => {
  it('knows which benches state goals', () => {
    expect(BENCHES.filter(statesGoals)).toEqual(['speed', 'extract', 'analyze', 'popup']);
  });

  it('says "N goal(s) missed" on stderr and exits 1, the same for every bench with goals', () => {
    for (const [bench, missing] of [
      ['speed', ['speed.size.readers', 'speed.page.linkedin-feed']],
      ['extract', []],
      ['analyze', ['analyze.time.median']],
      ['popup', ['popup.open.warm', 'popup.paint.tracker', 'popup.search.popup']],
    ] as const) {
      const report = bench === 'extract' ? madeUpReport('extract') : madeUpReport(bench, missing);
      const err: string[] = [];
      const out: string[] = [];
      const code = finishBench(report, ['--check', '--json', join(scratch, `${bench}.json`)], {
        stdout: (t) => out.push(t) > 0,
        stderr: (t) => err.push(t) > 0,
      });
      const missed = bench === 'extract' ? 2 : missing.length;
      expect(code, bench).toBe(1);
      expect(err.join(''), bench).toMatch(new RegExp(`^${bench === 'speed' ? 'bench' : `bench:${bench}`}: ${missed} goal\\(s\\) missed`));
      expect(JSON.parse(readFileSync(join(scratch, `${bench}.json`), 'utf8'))).toEqual(JSON.parse(JSON.stringify(report)));
      // Without --check the same verdict is printed and the exit code is 0.
      expect(finishBench(report, ['--json', join(scratch, `${bench}.json`)], { stdout: (t) => out.push(t) > 0, stderr: () => true })).toBe(
        0,
      );
      expect(out.join('')).toContain(`${missed} goal(s) missed`);
    }
  });

  it('passes when every goal is met, and a bench without goals says --check has nothing to check', () => {
    for (const bench of BENCHES) {
      const verdict = checkBench(
        bench,
        madeUpReport(bench).figures.filter(
          (f) => !f.id.startsWith('extract.real.lowestField') && !f.id.startsWith('extract.invented.falsePositives'),
        ),
      );
      expect(verdict.code, `${bench}: ${verdict.message}`).toBe(0);
      if (!statesGoals(bench)) expect(verdict.message).toMatch(/states no goals, so --check has nothing to check$/);
    }
  });

  it("judges the browser benches' goals as the benches state them", () => {
    expect(figure('speed.page.boss-job', 14.9, { extra: { longTasks: 0 } }).met).toBe(true);
    expect(figure('speed.page.boss-job', 14.9, { extra: { longTasks: 1 } }).met).toBe(false);
    expect(figure('speed.page.linkedin-feed', 1.2).met).toBe(false);
    expect(figure('speed.page.linkedin-long-list', 500).met).toBe(null);
    expect(figure('speed.page.indeed', null).met).toBe(null);
    expect(figure('speed.size.readers', 19.6, { extra: { bytes: 20_001 } }).met).toBe(false);
    expect(figure('speed.shift.sidebar', 0.0001).met).toBe(false);
    expect(figure('popup.open.restarted', 673).met).toBe(false);
    expect(figure('popup.search.tracker', 41).met).toBe(true);
    expect(figure('analyze.redflags.tuning.legitimateHigh', { matched: 1, of: 70 }).met).toBe(false);
    expect(figure('analyze.redflags.heldOut.legitimateHigh', { matched: 1, of: 46 }).met).toBe(null);
    expect(figure('extract.real.lowestField', { matched: 28, of: 29 }).met).toBe(false);
    expect(() => figure('speed.nothing', 1)).toThrow(/goal table/);
  });

  it('takes --check and --json FILE anywhere, and leaves the bench its own arguments', () => {
    expect(benchArgs(['DIR', '--json', 'out.json', '--check'])).toEqual({ check: true, json: 'out.json', rest: ['DIR'] });
    expect(benchArgs(['--json', '--check', '5000'])).toEqual({ check: true, json: '-', rest: ['5000'] });
    expect(benchArgs(['--smoke'])).toEqual({ check: false, json: undefined, rest: ['--smoke'] });
  });

  it('does not write a smoke or partial run where npm run figures reads', () => {
    const out: string[] = [];
    finishBench({ ...madeUpReport('speed'), complete: false }, [], { stdout: (t) => out.push(t) > 0, stderr: () => true });
    expect(out.join('')).toContain('not a complete run');
  });
});
