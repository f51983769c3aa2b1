import { describe, expect, it } from 'vitest';
import { OTHER_FAMILY, ROLE_FAMILIES, roleFamilyOf } from '@/lib/analyze/role-family';

/** The role families are data (lib/analyze/role-family.ts): each one's titles read as it, and as no other. */

const posting = (title: string) => ({ title, tags: [] as string[] });

describe('role families', () => {
  it('has at least 30 families, each with titles in English and Chinese', () => {
    expect(ROLE_FAMILIES.length).toBeGreaterThanOrEqual(30);
    for (const family of ROLE_FAMILIES) {
      expect(
        family.examples.some((title) => /[a-z]/i.test(title)),
        family.id,
      ).toBe(true);
      expect(
        family.examples.some((title) => /\p{Script=Han}/u.test(title)),
        family.id,
      ).toBe(true);
      expect(new Set(ROLE_FAMILIES.map((f) => f.id)).size).toBe(ROLE_FAMILIES.length);
    }
  });

  it.each(ROLE_FAMILIES.flatMap((family) => family.examples.map((title) => [title, family.id] as const)))(
    '"%s" is read as %s',
    (title, id) => {
      expect(roleFamilyOf(posting(title)).id).toBe(id);
    },
  );

  it("every family's pattern leaves the other families' titles alone, unless an earlier family took them first", () => {
    for (const family of ROLE_FAMILIES) {
      const at = ROLE_FAMILIES.indexOf(family);
      for (const other of ROLE_FAMILIES) {
        if (other === family) continue;
        for (const title of other.examples) {
          // A later family's pattern may match an earlier family's title: the first match wins (ordering is the must-not list).
          if (ROLE_FAMILIES.indexOf(other) < at) continue;
          expect(family.title.test(title), `${family.id} takes "${title}" (${other.id})`).toBe(false);
        }
      }
    }
  });

  it('titles that tripped the rules before read as their own trade', () => {
    const cases: [string, string][] = [
      ['Internal Communications Manager', 'marketing'],
      ['Internal Comms Manager', 'marketing'],
      ['Bulk Ingredient Unloader', 'warehouse_manufacturing'],
      ['Restaurant Server', 'hospitality_food'],
      ['Security Guard', 'cleaning_security'],
      ['Quality Inspector', 'warehouse_manufacturing'],
      ['Linux Kernel Driver Developer', 'hpc_ai_infra'],
      ['Backend Server Engineer', 'backend'],
      ['Equity Research Associate', 'finance'],
      ['Data Scientist', 'data_science'],
      ['机械工程师', 'engineering_nonsoftware'],
      ['土建工程师', 'engineering_nonsoftware'],
      ['Mobile Crane Operator', 'trades_construction'],
    ];
    for (const [title, id] of cases) expect(roleFamilyOf(posting(title)).id, title).toBe(id);
  });

  it('the on-site families are the ones where work cannot be taken home; the building families are the tech ones', () => {
    const onSite = ROLE_FAMILIES.filter((f) => f.onSite).map((f) => f.id);
    expect(onSite).toEqual(
      expect.arrayContaining([
        'nursing',
        'driving_logistics',
        'warehouse_manufacturing',
        'hospitality_food',
        'education',
        'trades_construction',
        'care_work',
      ]),
    );
    for (const id of ['sales', 'finance', 'marketing', 'support', 'software', 'backend']) expect(onSite, id).not.toContain(id);
    const builds = ROLE_FAMILIES.filter((f) => f.builds).map((f) => f.id);
    for (const id of ['design', 'finance', 'marketing', 'sales', 'engineering_nonsoftware', 'education'])
      expect(builds, id).not.toContain(id);
    expect(OTHER_FAMILY.builds).toBeUndefined();
    expect(OTHER_FAMILY.onSite).toBeUndefined();
  });
});
