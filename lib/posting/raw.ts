import * as z from 'zod/mini';
import { FIELD_SOURCES, PAGE_FACT_KINDS } from './enums';
import { ITEM_LIMIT, KEY_LIMIT, LIST_LIMITS, STRING_LIMITS as L } from './raw-limits';

/**
 * What a content script proposes: the page's own strings, read but not interpreted.
 * The background turns it into a Posting (lib/normalize), so every derived value, the id
 * included, is computed on the extension's side of the trust boundary.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const hints = () => z.array(text(ITEM_LIMIT)).check(z.maxLength(LIST_LIMITS.hints));

export const RawLocation = z.object({
  raw: text(L.raw),
  city: z.optional(text(L.city)),
  region: z.optional(text(L.city)),
  country: z.optional(text(L.city)),
});
export type RawLocation = z.infer<typeof RawLocation>;

/** A salary given as data (JSON-LD baseSalary, a site's app state), before normalization. */
export const RawSalaryData = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  currency: z.optional(text(L.currency)),
  unit: z.optional(text(L.unit)),
});
export type RawSalaryData = z.infer<typeof RawSalaryData>;

export const RawSectionHints = z.object({
  responsibilities: z.optional(hints()),
  requirements: z.optional(hints()),
  preferred: z.optional(hints()),
  benefits: z.optional(hints()),
  /** Lines the page's markup sets as headings (bold lines, h2-h6), found by the reader that has the DOM. */
  headings: z.optional(hints()),
});
export type RawSectionHints = z.infer<typeof RawSectionHints>;

export const RawPageFact = z.object({
  kind: z.enum(PAGE_FACT_KINDS),
  raw: text(L.raw),
  scope: z.optional(text(L.scope)),
});
export type RawPageFact = z.infer<typeof RawPageFact>;

/** What the page shows about the employer (lib/extract/types.ts EmployerFound): presence only, never its words. */
export const RawEmployer = z.object({
  about: z.optional(z.boolean()),
  logo: z.optional(z.boolean()),
  verified: z.optional(z.boolean()),
});
export type RawEmployer = z.infer<typeof RawEmployer>;

export const RawPosting = z.object({
  url: text(L.url),
  site: text(L.site),
  adapter: text(L.adapter),
  externalId: z.optional(text(L.externalId)),
  /** The site uses Chinese conventions (bare "15-25K" is monthly CNY). */
  market: z.optional(z.enum(['cn', 'global'])),
  /** ISO country the site's host serves (uk.indeed.com: GB): a bare "$" or a country-less place is read in it. */
  countryHint: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  fieldsFrom: z.record(text(KEY_LIMIT), z.enum(FIELD_SOURCES)),
  title: text(L.title),
  company: z.optional(text(L.company)),
  companyUrl: z.optional(text(L.companyUrl)),
  companySize: z.optional(text(L.companySize)),
  companyIndustry: z.optional(text(L.companyIndustry)),
  employer: z.optional(RawEmployer),
  locations: z.array(RawLocation).check(z.maxLength(LIST_LIMITS.locations)),
  workModeHints: hints(),
  employmentTypeHints: hints(),
  seniorityHints: hints(),
  salaryText: z.optional(text(L.salaryText)),
  salaryData: z.optional(RawSalaryData),
  postedText: z.optional(text(L.postedText)),
  validThroughText: z.optional(text(L.validThroughText)),
  experienceText: z.optional(text(L.experienceText)),
  educationText: z.optional(text(L.educationText)),
  description: text(L.description),
  sectionHints: z.optional(RawSectionHints),
  tags: hints(),
  skillHints: hints(),
  applyUrl: z.optional(text(L.applyUrl)),
  language: z.optional(text(L.language)),
  pageFacts: z.array(RawPageFact).check(z.maxLength(LIST_LIMITS.pageFacts)),
  readAt: text(L.readAt).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/)),
});
export type RawPosting = z.infer<typeof RawPosting>;
