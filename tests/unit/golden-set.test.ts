import { describe, expect, it } from 'vitest';
import { goldenFiles, goldenPage, goldenSet } from '../support/golden';
import { extractHtml } from '@/lib/cli/main';

/**
 * The multi-domain golden set of the analysis (tests/fixtures/analysis/golden/README.md) is well formed,
 * wide enough, and every posting reaches the analysis through the extension's own path. Its raise rate and
 * must-not hits are what `npm run bench:analyze` measures; they are figures, not assertions here.
 */

/** The families the set is written over (the `family` of each file; role-family.ts has the rules' own). */
const FAMILIES = [
  'nursing',
  'allied_health',
  'care_work',
  'education',
  'public_sector',
  'research_science',
  'legal',
  'trades_construction',
  'driving_logistics',
  'warehouse_manufacturing',
  'retail',
  'hospitality_food',
  'customer_service',
  'sales',
  'marketing_comms',
  'finance_accounting',
  'hr_recruiting',
  'design_creative',
  'engineering_nonsoftware',
  'operations_pm',
  'tech',
];

describe('the analysis golden set', () => {
  const files = goldenFiles();
  const set = goldenSet();

  it("every file is a labelled posting by hand, in its family's folder, with a unique id", () => {
    for (const file of files) {
      expect(file.parsed.success, `${file.path}: ${file.parsed.success ? '' : JSON.stringify(file.parsed.error.issues.slice(0, 3))}`).toBe(
        true,
      );
      if (file.parsed.success) {
        expect(file.parsed.data.family, file.path).toBe(file.folder);
        expect(file.path.endsWith(`${file.parsed.data.id}.json`), file.path).toBe(true);
      }
    }
    expect(new Set(set.map((g) => g.id)).size).toBe(set.length);
  });

  it('holds at least 60 postings over at least 15 families, about half in Chinese, a third held out', () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    const families = new Set(set.map((g) => g.family));
    expect(families.size).toBeGreaterThanOrEqual(15);
    for (const family of families) expect(FAMILIES, family).toContain(family);
    const chinese = set.filter((g) => g.lang === 'zh').length / set.length;
    expect(chinese).toBeGreaterThanOrEqual(0.4);
    expect(chinese).toBeLessThanOrEqual(0.6);
    const heldOut = set.filter((g) => g.split === 'held-out').length / set.length;
    expect(heldOut).toBeGreaterThanOrEqual(0.28);
    expect(heldOut).toBeLessThanOrEqual(0.4);
  });

  it("no must-not label matches the posting's own text: the analysis quotes the posting, and a quote is never wrong", () => {
    for (const golden of set) {
      const own = [
        golden.posting.title,
        golden.posting.company,
        golden.posting.location,
        golden.posting.salary ?? '',
        ...golden.posting.description.split('\n'),
      ];
      for (const label of golden.mustNot) {
        const pattern = new RegExp(label.pattern, 'i');
        expect(
          own.filter((line) => pattern.test(line)),
          `${golden.id} ${label.id}`,
        ).toEqual([]);
      }
    }
  });

  it('every posting is read from its page as a posting, under its own title', () => {
    for (const golden of set) {
      const read = extractHtml(goldenPage(golden), golden.url, `${golden.posting.datePosted}T12:00:00.000Z`);
      expect(read.posting?.title, golden.id).toBe(golden.posting.title);
    }
  });
});
