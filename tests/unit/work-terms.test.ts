import { describe, expect, it } from 'vitest';
import { WORK_TERMS, workTermsIn } from '@/lib/analyze/knowledge/work-terms';

/** Costs, missing protections and application steps are data (lib/analyze/knowledge/work-terms.ts). */

describe('work terms', () => {
  it.each(WORK_TERMS.flatMap((t) => t.examples.map((example) => [t.id, example] as const)))('%s is found in "%s"', (id, example) => {
    expect(workTermsIn(example).map((t) => t.id)).toContain(id);
  });

  it('ids are unique, and every term has examples', () => {
    expect(new Set(WORK_TERMS.map((t) => t.id)).size).toBe(WORK_TERMS.length);
    for (const t of WORK_TERMS) expect(t.examples.length, t.id).toBeGreaterThan(0);
  });

  it('ordinary terms of a good job are none of these', () => {
    for (const text of ['五险一金，带薪年假', '试用期3个月', 'Full medical, dental and vision benefits from day one', 'We provide all tools and a company van', 'Commission is paid monthly on closed deals', '负责员工入职、转正与离职手续']) {
      expect(workTermsIn(text).map((t) => t.id), text).toEqual([]);
    }
  });
});
