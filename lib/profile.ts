import * as z from 'zod/mini';
import { EDUCATION_LEVELS, SALARY_PERIODS, WORK_MODES } from './posting/enums';

/** The user's own profile, kept in the extension's storage; scores use it to say how well a posting fits. */
export const Profile = z.object({
  skills: z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(300)),
  yearsOfExperience: z.optional(z.number().check(z.gte(0), z.lte(60))),
  education: z.optional(z.enum(EDUCATION_LEVELS)),
  expectedPay: z.optional(
    z.object({
      amount: z.number().check(z.gt(0), z.lte(1e9)),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      period: z.enum(SALARY_PERIODS),
    }),
  ),
  /** Cities or countries the user would work in ("Shanghai", "上海", "Germany", "Remote"). */
  places: z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(30)),
  /** Work modes the user accepts; empty means any. */
  workModes: z.array(z.enum(WORK_MODES)).check(z.maxLength(4)),
  languages: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(20)),
  /** What the user has done, one fact a line ("Six years as a ward nurse, cardiology"): the only facts a draft may use. */
  experience: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(60))),
});
export type Profile = z.infer<typeof Profile>;

export const EMPTY_PROFILE: Profile = { skills: [], places: [], workModes: [], languages: [] };

/** A profile stored by an older version (skills and years only) still reads, with the rest empty. */
export function readProfile(value: unknown): Profile {
  const parsed = Profile.safeParse(value);
  if (parsed.success) return parsed.data;
  if (typeof value === 'object' && value !== null) {
    const merged = Profile.safeParse({ ...EMPTY_PROFILE, ...(value as object) });
    if (merged.success) return merged.data;
  }
  return EMPTY_PROFILE;
}

export function isEmptyProfile(profile: Profile): boolean {
  return profile.skills.length === 0 && profile.yearsOfExperience === undefined && !profile.expectedPay && profile.places.length === 0;
}

export function parseSkillList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,，、;\n]/)
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && (seen.add(s.toLowerCase()), true))
    .slice(0, 300);
}
