import * as z from 'zod/mini';
import { PostingReadV1, userFieldsV1 } from './v1';

/**
 * A posting record as a version-2 database holds it. Version 2 added `companyCore` and `duplicates`
 * (optional, as a record from an older export may still lack them) and two kinds of page fact; while 2 is
 * the newest version, fields added without a new version (always optional: `deepRead`, `reminders`) are
 * added here too, and tests/unit/db-migration.test.ts checks that this type is today's StoredPosting.
 * Once version 3 exists this file is frozen like records/v1.ts: nothing here is imported from the live code.
 */

const isoDateTime = () => z.iso.datetime({ offset: true });
const count = () => z.number().check(z.int(), z.gte(0));

const PageFactV2 = z.object({
  kind: z.enum([
    'company_open_positions',
    'company_open_in_family',
    'market_open_positions',
    'applicants',
    'views',
    'recruits',
    'reposted',
    'recruiter_active',
  ]),
  value: z.number().check(z.gte(0)),
  approximate: z.optional(z.boolean()),
  scope: z.optional(z.string().check(z.maxLength(200))),
  raw: z.string().check(z.maxLength(500)),
});

/** The employer facts a page shows (issue 27), added without a new version: optional, presence only. */
const CompanyV2 = z.extend(PostingReadV1.shape.company, {
  about: z.optional(z.boolean()),
  logo: z.optional(z.boolean()),
  verified: z.optional(z.boolean()),
});

const PostingReadV2 = z.extend(PostingReadV1, {
  company: CompanyV2,
  pageFacts: z.optional(z.array(PageFactV2).check(z.maxLength(50))),
});

const text = () => z.string().check(z.maxLength(1_200));
const texts = () => z.array(text()).check(z.maxLength(12));
const DimensionV2 = z.object({ score: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))), reasons: texts(), evidence: texts() });
const PointV2 = z.object({ text: text(), evidence: z.optional(text()) });

/** A deep read kept with its posting (lib/deep-read/record.ts when it was added). */
const DeepReadV2 = z.object({
  provider: z.enum(['ollama', 'openai', 'chrome']),
  model: z.string().check(z.maxLength(200)),
  promptVersion: z.string().check(z.maxLength(40)),
  lang: z.enum(['en', 'zh']),
  at: isoDateTime(),
  answer: z.object({
    overall: z.optional(z.object({ score: z.number().check(z.int(), z.gte(0), z.lte(100)), summary: text() })),
    dimensions: z.optional(
      z.object({
        pay: z.optional(DimensionV2),
        growth: z.optional(DimensionV2),
        workLife: z.optional(DimensionV2),
        mission: z.optional(DimensionV2),
      }),
    ),
    pros: z.optional(z.array(PointV2).check(z.maxLength(12))),
    cons: z.optional(z.array(PointV2).check(z.maxLength(12))),
    role: z.optional(z.object({ summary: text(), focus: texts(), paths: texts() })),
    strategy: z.optional(z.array(z.object({ text: text(), why: text() })).check(z.maxLength(12))),
    interview: z.optional(
      z.object({
        questions: z
          .array(z.object({ text: text(), kind: z.string().check(z.maxLength(40)), basedOn: z.optional(text()) }))
          .check(z.maxLength(12)),
        prep: texts(),
      }),
    ),
    redFlags: z.optional(z.array(PointV2).check(z.maxLength(12))),
  }),
  dropped: z.object({ quotes: count() }),
  tokens: z.optional(z.object({ prompt: z.optional(count()), completion: z.optional(count()) })),
  ms: count(),
  sentChars: count(),
  trimmed: z.array(z.enum(['preferred', 'benefits', 'requirements', 'responsibilities', 'text'])).check(z.maxLength(5)),
  withProfile: z.boolean(),
  repaired: z.boolean(),
  hiddenInstructions: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(5)),
});

/** Follow-up dates and interviews (lib/reminders/schema.ts when they were added). */
const ReminderV2 = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{4,40}$/)),
  kind: z.enum(['follow-up', 'interview']),
  at: isoDateTime(),
  minutes: z.optional(z.number().check(z.int(), z.gte(5), z.lte(24 * 60))),
  note: z.string().check(z.maxLength(2_000)),
  done: z.boolean(),
  notifiedAt: z.optional(isoDateTime()),
});

export const PostingV2 = z.object({
  ...userFieldsV1,
  posting: PostingReadV2,
  companyCore: z.optional(z.string().check(z.maxLength(500))),
  duplicates: z.optional(z.array(z.string().check(z.minLength(3), z.maxLength(300))).check(z.maxLength(20))),
  deepRead: z.optional(DeepReadV2),
  reminders: z.optional(z.array(ReminderV2).check(z.maxLength(30))),
});
export type PostingV2 = z.infer<typeof PostingV2>;
