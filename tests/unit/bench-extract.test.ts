import { describe, expect, it } from 'vitest';
import { formatBench, matchesSubset, meetsGoal, runBench } from '../bench/extract';
import { loadCorpus } from '../support/corpus';

/** The extraction bench counts what the golden test checks, and says when the goal is missed. */

describe('bench:extract', () => {
  it('matches as toMatchObject does: objects by the stated keys, arrays whole', () => {
    expect(matchesSubset({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } })).toBe(true);
    expect(matchesSubset([{ raw: 'x', city: 'X' }], [{ raw: 'x' }])).toBe(true);
    expect(matchesSubset([{ raw: 'x' }, { raw: 'y' }], [{ raw: 'x' }])).toBe(false);
    expect(matchesSubset({ a: 1 }, { a: 2 })).toBe(false);
    expect(matchesSubset(undefined, { a: 1 })).toBe(false);
  });

  it('counts misses, false positives and missed postings', () => {
    const corpus = loadCorpus();
    const legacy = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
    const negative = corpus.find((c) => c.site === 'negative')!;
    const wrongTitle = { ...legacy, name: 'wrong-title', expected: { ...legacy.expected, title: 'Another title' } };
    const saysNone = { ...legacy, name: 'says-none', expected: null };
    const missed = { ...negative, name: 'missed', expected: { title: 'Something' } };
    const figures = runBench([legacy, wrongTitle, saysNone, missed]);
    expect(figures.totals.title).toEqual({ matched: 1, stated: 3 });
    expect(figures.totals.salary).toEqual({ matched: 2, stated: 2 });
    expect(figures.detection.falsePositives).toEqual(['greenhouse/says-none']);
    expect(figures.detection.falseNegatives).toEqual(['negative/missed']);
    expect(figures.detection.precision).toBeCloseTo(2 / 3);
    expect(figures.detection.recall).toBeCloseTo(2 / 3);
    expect(meetsGoal(figures)).toBe(false);
    expect(formatBench(figures)).toContain('- greenhouse/wrong-title: title');
  });

  it('the corpus meets the goal', () => {
    const figures = runBench();
    expect(meetsGoal(figures), formatBench(figures)).toBe(true);
    expect(figures.detection.falsePositives).toEqual([]);
  });
});
