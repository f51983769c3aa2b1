import * as z from 'zod/mini';

/** The user's own profile, kept in the extension's storage; scores use it to say how well a posting fits. */
export const Profile = z.object({
  skills: z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(300)),
  yearsOfExperience: z.optional(z.number().check(z.gte(0), z.lte(60))),
});
export type Profile = z.infer<typeof Profile>;

export const EMPTY_PROFILE: Profile = { skills: [] };

export function parseSkillList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,，、;\n]/)
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && (seen.add(s.toLowerCase()), true))
    .slice(0, 300);
}
