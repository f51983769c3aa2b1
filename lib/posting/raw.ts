import * as z from 'zod/mini';
import { FIELD_SOURCES, PAGE_FACT_KINDS } from './enums';

/**
 * What a content script proposes: the page's own strings, read but not interpreted.
 * The background turns it into a Posting (lib/normalize), so every derived value, the id
 * included, is computed on the extension's side of the trust boundary.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const hints = () => z.array(text(2_000)).check(z.maxLength(100));

export const RawLocation = z.object({
  raw: text(500),
  city: z.optional(text(200)),
  region: z.optional(text(200)),
  country: z.optional(text(200)),
});
export type RawLocation = z.infer<typeof RawLocation>;

/** A salary given as data (JSON-LD baseSalary, a site's app state), before normalization. */
export const RawSalaryData = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  currency: z.optional(text(10)),
  unit: z.optional(text(40)),
});
export type RawSalaryData = z.infer<typeof RawSalaryData>;

export const RawSectionHints = z.object({
  responsibilities: z.optional(hints()),
  requirements: z.optional(hints()),
  preferred: z.optional(hints()),
  benefits: z.optional(hints()),
});
export type RawSectionHints = z.infer<typeof RawSectionHints>;

export const RawPageFact = z.object({
  kind: z.enum(PAGE_FACT_KINDS),
  raw: text(500),
  scope: z.optional(text(200)),
});
export type RawPageFact = z.infer<typeof RawPageFact>;

export const RawPosting = z.object({
  url: text(4_096),
  site: text(60),
  adapter: text(60),
  externalId: z.optional(text(200)),
  /** The site uses Chinese conventions (bare "15-25K" is monthly CNY). */
  market: z.optional(z.enum(['cn', 'global'])),
  fieldsFrom: z.record(text(40), z.enum(FIELD_SOURCES)),
  title: text(2_000),
  company: z.optional(text(2_000)),
  companyUrl: z.optional(text(4_096)),
  companySize: z.optional(text(200)),
  companyIndustry: z.optional(text(200)),
  locations: z.array(RawLocation).check(z.maxLength(100)),
  workModeHints: hints(),
  employmentTypeHints: hints(),
  seniorityHints: hints(),
  salaryText: z.optional(text(500)),
  salaryData: z.optional(RawSalaryData),
  postedText: z.optional(text(200)),
  validThroughText: z.optional(text(200)),
  experienceText: z.optional(text(2_000)),
  educationText: z.optional(text(2_000)),
  description: text(1_000_000),
  sectionHints: z.optional(RawSectionHints),
  tags: hints(),
  skillHints: hints(),
  applyUrl: z.optional(text(4_096)),
  language: z.optional(text(35)),
  pageFacts: z.array(RawPageFact).check(z.maxLength(50)),
  readAt: text(40).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/)),
});
export type RawPosting = z.infer<typeof RawPosting>;
