import { describe, expect, it } from 'vitest';
import { formatBench, goalProblems, matchesSubset, meetsGoal, runBench } from '../bench/extract';
import { loadCorpus, type FixtureCase } from '../support/corpus';

/** The extraction bench counts what the golden test checks, per kind of page, and says when a goal is missed. */

const corpus = loadCorpus();
const find = (site: string, name?: string) => corpus.find((c) => c.site === site && (name === undefined || c.name === name))!;
/** The same page, presented as a distilled real capture. */
const asReal = (fixture: FixtureCase, name: string, expected = fixture.expected): FixtureCase => ({
  ...fixture,
  name,
  expected,
  meta: { ...fixture.meta, kind: 'real', source: { repo: 'someone/saved-pages', path: `${name}.html`, commit: 'a'.repeat(40) } },
});

describe('bench:extract', () => {
  it('matches as toMatchObject does: objects by the stated keys, arrays whole', () => {
    expect(matchesSubset({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } })).toBe(true);
    expect(matchesSubset([{ raw: 'x', city: 'X' }], [{ raw: 'x' }])).toBe(true);
    expect(matchesSubset([{ raw: 'x' }, { raw: 'y' }], [{ raw: 'x' }])).toBe(false);
    expect(matchesSubset({ a: 1 }, { a: 2 })).toBe(false);
    expect(matchesSubset(undefined, { a: 1 })).toBe(false);
  });

  it('counts misses, false positives and missed postings', () => {
    const legacy = find('greenhouse', 'legacy-board');
    const negative = find('negative');
    const wrongTitle = { ...legacy, name: 'wrong-title', expected: { ...legacy.expected, title: 'Another title' } };
    const saysNone = { ...legacy, name: 'says-none', expected: null };
    const missed = { ...negative, name: 'missed', expected: { title: 'Something' } };
    const figures = runBench([legacy, wrongTitle, saysNone, missed]);
    const invented = figures.kinds.invented;
    expect(invented.totals.title).toEqual({ matched: 1, stated: 3 });
    expect(invented.totals.salary).toEqual({ matched: 2, stated: 2 });
    expect(invented.detection.falsePositives).toEqual(['greenhouse/says-none']);
    expect(invented.detection.falseNegatives).toEqual(['negative/missed']);
    expect(invented.detection.precision).toBeCloseTo(2 / 3);
    expect(invented.detection.recall).toBeCloseTo(2 / 3);
    expect(figures.all.totals.title).toEqual(invented.totals.title);
    expect(figures.kinds.real.cases).toBe(0);
    expect(meetsGoal(figures)).toBe(false);
    expect(formatBench(figures)).toContain('- invented: greenhouse/wrong-title: title');
    expect(formatBench(figures)).toContain('No real captures in the corpus.');
  });

  it('keeps real captures and invented pages apart, and counts real captures per site', () => {
    const legacy = find('greenhouse', 'legacy-board');
    const realGood = asReal(legacy, 'real-good');
    const realWrong = asReal(legacy, 'real-wrong', { ...legacy.expected, title: 'Another title' });
    const figures = runBench([legacy, realGood, realWrong, find('negative')]);
    expect(figures.kinds.real.cases).toBe(2);
    expect(figures.kinds.invented.cases).toBe(2);
    expect(figures.kinds.real.totals.title).toEqual({ matched: 1, stated: 2 });
    expect(figures.kinds.invented.totals.title).toEqual({ matched: 1, stated: 1 });
    expect(figures.all.totals.title).toEqual({ matched: 2, stated: 3 });
    expect(figures.realBySite).toEqual({ greenhouse: 2, negative: 0 });
    expect(goalProblems(figures)).toEqual(['real captures: title 50.0 % (1/2) is below 97 %']);
    const text = formatBench(figures);
    expect(text).toContain('## Real captures');
    expect(text).toContain('## Invented pages');
    expect(text).toContain('Real captures per site (2 in all): greenhouse 2; none yet for negative.');
    expect(text).toContain('- real: greenhouse/real-wrong: title');
  });

  it('a false positive on a real capture misses the goal even when every field is right', () => {
    const legacy = find('greenhouse', 'legacy-board');
    const figures = runBench([legacy, asReal(legacy, 'real-says-none', null)]);
    expect(figures.kinds.real.detection.falsePositives).toEqual(['greenhouse/real-says-none']);
    expect(figures.kinds.invented.detection.falsePositives).toEqual([]);
    expect(goalProblems(figures)).toEqual(['real captures: 1 false positive (greenhouse/real-says-none)']);
    expect(meetsGoal(figures)).toBe(false);
    expect(meetsGoal(runBench([legacy, asReal(legacy, 'real-good')]))).toBe(true);
  });

  it("counts a real capture's declared known misses as misses, and tells undeclared and stale ones", () => {
    const legacy = find('greenhouse', 'legacy-board');
    const wrong = { ...legacy.expected, title: 'Another title', company: { name: 'Another company' } };
    const declared = asReal(legacy, 'real-declared', wrong);
    declared.meta = { ...declared.meta, knownMisses: { title: 'a reason', salary: 'a reason' } };
    const figures = runBench([declared]);
    expect(figures.kinds.real.totals.title).toEqual({ matched: 0, stated: 1 });
    expect(figures.undeclaredMisses).toEqual(['greenhouse/real-declared: company']);
    expect(figures.staleKnownMisses).toEqual(['greenhouse/real-declared: salary']);
  });

  // The 97 % goal on real captures is bench:extract --check's (the README and the closing notes give the
  // figure): a capture that shows what the readers still get wrong is kept, its misses declared, not dropped.
  it('the invented pages meet the goals; every miss on a real capture is declared, and none is stale', () => {
    const figures = runBench();
    expect(
      goalProblems(figures).filter((problem) => !problem.startsWith('real captures: ') || problem.includes('false positive')),
      formatBench(figures),
    ).toEqual([]);
    expect(figures.undeclaredMisses, formatBench(figures)).toEqual([]);
    expect(figures.staleKnownMisses).toEqual([]);
    expect(figures.all.detection.falsePositives).toEqual([]);
  });
});
