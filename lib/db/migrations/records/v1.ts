import * as z from 'zod/mini';

/**
 * A posting record as a version-1 database holds it: the record of lib/db/schema.ts and the posting of
 * lib/posting/schema.ts as they were when version 2 was written, copied out whole. Frozen: the live
 * schemas change with the app, and a migration written against them would change its meaning with them.
 * Nothing here is imported from the live code, and nothing here is ever edited; a change of the stored
 * shape is a new version with its own file (docs/ARCHITECTURE.md, lib/db/).
 */

const shortText = () => z.string().check(z.minLength(1), z.maxLength(500));
const shortList = () => z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(400));
const isoDateTime = () => z.iso.datetime({ offset: true });
const httpUrl = () => z.url({ protocol: /^https?$/ }).check(z.maxLength(2_048));
const amount = () => z.number().check(z.gte(0), z.lte(1e10));

const FieldSourceV1 = z.enum(['adapter', 'jsonld', 'microdata', 'generic']);

const SalaryV1 = z.object({
  min: z.optional(amount()),
  max: z.optional(amount()),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  period: z.optional(z.enum(['hour', 'day', 'week', 'month', 'year'])),
  monthsPerYear: z.optional(z.number().check(z.gte(1), z.lte(24))),
  raw: z.string().check(z.maxLength(500)),
  yearly: z.optional(
    z.object({
      min: z.optional(amount()),
      max: z.optional(amount()),
      assumptions: z.array(z.string().check(z.maxLength(200))),
    }),
  ),
});

const LocationV1 = z.object({
  raw: shortText(),
  city: z.optional(shortText()),
  region: z.optional(shortText()),
  country: z.optional(shortText()),
});

const EducationV1 = z.object({
  level: z.enum(['none', 'high_school', 'associate', 'bachelor', 'master', 'phd']),
  orEquivalent: z.optional(z.boolean()),
  raw: z.string().check(z.maxLength(500)),
});

const SectionsV1 = z.object({
  responsibilities: shortList(),
  requirements: shortList(),
  preferred: shortList(),
  benefits: shortList(),
});

/** Version 1 knew six kinds of page fact; version 2 added two. */
const PageFactV1 = z.object({
  kind: z.enum(['company_open_positions', 'company_open_in_family', 'market_open_positions', 'applicants', 'views', 'recruits']),
  value: z.number().check(z.gte(0)),
  approximate: z.optional(z.boolean()),
  scope: z.optional(z.string().check(z.maxLength(200))),
  raw: z.string().check(z.maxLength(500)),
});

/** The posting as last read from its page (what the user did not write). */
export const PostingReadV1 = z.object({
  id: z.string().check(z.minLength(3), z.maxLength(300)),
  url: httpUrl(),
  source: z.object({
    site: z.string().check(z.minLength(1), z.maxLength(60)),
    externalId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    adapter: z.string().check(z.minLength(1), z.maxLength(60)),
    fieldsFrom: z.record(z.string().check(z.maxLength(40)), FieldSourceV1),
  }),
  title: shortText(),
  company: z.object({
    name: shortText(),
    url: z.optional(httpUrl()),
    size: z.optional(shortText()),
    industry: z.optional(shortText()),
  }),
  locations: z.array(LocationV1).check(z.maxLength(100)),
  workMode: z.enum(['onsite', 'hybrid', 'remote', 'unknown']),
  employmentType: z.enum(['full_time', 'part_time', 'contract', 'temporary', 'internship', 'unknown']),
  seniority: z.enum(['intern', 'entry', 'mid', 'senior', 'staff', 'lead', 'manager', 'director', 'executive', 'unknown']),
  salary: z.optional(SalaryV1),
  postedAt: z.optional(isoDateTime()),
  validThrough: z.optional(isoDateTime()),
  experienceYears: z.optional(
    z.object({ min: z.optional(z.number().check(z.gte(0), z.lte(60))), max: z.optional(z.number().check(z.gte(0), z.lte(60))) }),
  ),
  education: z.optional(EducationV1),
  description: z.object({
    text: z.string().check(z.maxLength(200_000)),
    sections: SectionsV1,
  }),
  skills: z.array(shortText()).check(z.maxLength(400)),
  tags: z.array(shortText()).check(z.maxLength(400)),
  applyUrl: z.optional(httpUrl()),
  language: z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
  firstSeenAt: isoDateTime(),
  lastSeenAt: isoDateTime(),
  pageFacts: z.optional(z.array(PageFactV1).check(z.maxLength(50))),
});

const StatusV1 = z.enum(['viewed', 'saved', 'applied', 'interviewing', 'offer', 'rejected', 'archived']);

/** Every field of a version-1 record but the posting: its flat index keys and what the user added. */
export const userFieldsV1 = {
  id: z.string().check(z.minLength(3), z.maxLength(300)),
  site: z.string(),
  company: z.string(),
  status: StatusV1,
  savedAt: z.nullable(isoDateTime()),
  lastSeenAt: isoDateTime(),
  statusHistory: z.array(z.object({ status: StatusV1, at: isoDateTime() })).check(z.maxLength(1_000)),
  notes: z.string().check(z.maxLength(50_000)),
  checklist: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(200)),
  updatedAt: isoDateTime(),
};

export const PostingV1 = z.object({ ...userFieldsV1, posting: PostingReadV1 });
export type PostingV1 = z.infer<typeof PostingV1>;
