import * as z from 'zod/mini';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, FIELD_SOURCES, PAGE_FACT_KINDS, SALARY_PERIODS, SENIORITIES, WORK_MODES } from './enums';

export * from './enums';

/**
 * The Posting contract (docs/data-contracts.md, "Posting"). Built with zod/mini because the content script
 * validates page data with the same schemas and must stay small.
 */

const MAX_SHORT = 500;
const MAX_TEXT = 200_000;
const MAX_ITEMS = 400;

const shortText = () => z.string().check(z.minLength(1), z.maxLength(MAX_SHORT));
const shortList = () => z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(MAX_ITEMS));

/** zod's plain url() accepts javascript: and data:, so every link we keep is http(s) only. */
export const HttpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2_048));

export const FieldSource = z.enum(FIELD_SOURCES);
export type FieldSource = z.infer<typeof FieldSource>;

export const WorkMode = z.enum(WORK_MODES);
export const EmploymentType = z.enum(EMPLOYMENT_TYPES);
export const Seniority = z.enum(SENIORITIES);
export const SalaryPeriod = z.enum(SALARY_PERIODS);
export type WorkMode = z.infer<typeof WorkMode>;
export type EmploymentType = z.infer<typeof EmploymentType>;
export type Seniority = z.infer<typeof Seniority>;
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

const amount = () => z.number().check(z.gte(0), z.lte(1e10));

export const Salary = z.object({
  min: z.optional(amount()),
  max: z.optional(amount()),
  /** ISO 4217; absent only when the posting gives no figure ("面议", "Competitive"). */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  period: z.optional(SalaryPeriod),
  monthsPerYear: z.optional(z.number().check(z.gte(1), z.lte(24))),
  raw: z.string().check(z.maxLength(MAX_SHORT)),
  /** Derived yearly figure, in the posting's own currency, with the assumptions written out. */
  yearly: z.optional(
    z.object({
      min: z.optional(amount()),
      max: z.optional(amount()),
      assumptions: z.array(z.string().check(z.maxLength(200))),
    }),
  ),
});
export type Salary = z.infer<typeof Salary>;

export const Location = z.object({
  raw: shortText(),
  city: z.optional(shortText()),
  region: z.optional(shortText()),
  country: z.optional(shortText()),
});
export type Location = z.infer<typeof Location>;

export const Education = z.object({
  level: z.enum(EDUCATION_LEVELS),
  orEquivalent: z.optional(z.boolean()),
  raw: z.string().check(z.maxLength(MAX_SHORT)),
});
export type Education = z.infer<typeof Education>;

export const Sections = z.object({
  responsibilities: shortList(),
  requirements: shortList(),
  preferred: shortList(),
  benefits: shortList(),
});
export type Sections = z.infer<typeof Sections>;

export const PageFact = z.object({
  kind: z.enum(PAGE_FACT_KINDS),
  value: z.number().check(z.gte(0)),
  approximate: z.optional(z.boolean()),
  scope: z.optional(z.string().check(z.maxLength(200))),
  raw: z.string().check(z.maxLength(MAX_SHORT)),
});
export type PageFact = z.infer<typeof PageFact>;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const Posting = z.object({
  id: z.string().check(z.minLength(3), z.maxLength(300)),
  url: HttpUrl,
  source: z.object({
    site: z.string().check(z.minLength(1), z.maxLength(60)),
    externalId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    adapter: z.string().check(z.minLength(1), z.maxLength(60)),
    fieldsFrom: z.record(z.string().check(z.maxLength(40)), FieldSource),
  }),
  title: shortText(),
  company: z.object({
    name: shortText(),
    url: z.optional(HttpUrl),
    size: z.optional(shortText()),
    industry: z.optional(shortText()),
    /** The page introduces the employer ("About us", a profile), shows its logo, carries the site's verified mark. */
    about: z.optional(z.boolean()),
    logo: z.optional(z.boolean()),
    verified: z.optional(z.boolean()),
  }),
  locations: z.array(Location).check(z.maxLength(100)),
  workMode: WorkMode,
  employmentType: EmploymentType,
  seniority: Seniority,
  salary: z.optional(Salary),
  postedAt: z.optional(isoDateTime()),
  validThrough: z.optional(isoDateTime()),
  experienceYears: z.optional(
    z.object({ min: z.optional(z.number().check(z.gte(0), z.lte(60))), max: z.optional(z.number().check(z.gte(0), z.lte(60))) }),
  ),
  education: z.optional(Education),
  description: z.object({
    text: z.string().check(z.maxLength(MAX_TEXT)),
    sections: Sections,
  }),
  skills: z.array(shortText()).check(z.maxLength(MAX_ITEMS)),
  tags: z.array(shortText()).check(z.maxLength(MAX_ITEMS)),
  applyUrl: z.optional(HttpUrl),
  language: z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
  firstSeenAt: isoDateTime(),
  lastSeenAt: isoDateTime(),
  pageFacts: z.optional(z.array(PageFact).check(z.maxLength(50))),
});
export type Posting = z.infer<typeof Posting>;
