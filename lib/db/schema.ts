import type { DBSchema } from 'idb';
import * as z from 'zod/mini';
import { Posting } from '../posting';
import type { StoredReport } from '../report/schema';
import { StoredDeepRead } from '../deep-read/record';
import { Reminders } from '../reminders/schema';

export const DB_NAME = 'jobsight';

/** A role is rarely posted on more than a handful of boards; more links than this are not kept. */
export const MAX_DUPLICATES = 20;

export const STATUSES = ['viewed', 'saved', 'applied', 'interviewing', 'offer', 'rejected', 'archived'] as const;
export const Status = z.enum(STATUSES);
export type Status = z.infer<typeof Status>;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const StatusChange = z.object({ status: Status, at: isoDateTime() });
export type StatusChange = z.infer<typeof StatusChange>;

/** One posting as the user keeps it: the posting as last read, and what the user added to it. */
export const StoredPosting = z.object({
  id: z.string().check(z.minLength(3), z.maxLength(300)),
  posting: Posting,
  /** Index keys, kept flat so idb can index them. */
  site: z.string(),
  company: z.string(),
  status: Status,
  /** null until saved: a null key leaves the record out of the bySavedAt index. */
  savedAt: z.nullable(isoDateTime()),
  lastSeenAt: isoDateTime(),
  statusHistory: z.array(StatusChange).check(z.maxLength(1_000)),
  notes: z.string().check(z.maxLength(50_000)),
  /** Ids of the strategy checklist items the user ticked. */
  checklist: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(200)),
  updatedAt: isoDateTime(),
  /**
   * Ids of the same role recorded from other addresses or sites (schema v2; see lib/dedupe.ts).
   * Every record has it since migration v2; optional so that records written by older code still read.
   */
  /** lib/dedupe.ts companyCore of the company's name (schema v2): the byCompanyCore index finds duplicate candidates. */
  companyCore: z.optional(z.string().check(z.maxLength(500))),
  duplicates: z.optional(z.array(z.string().check(z.minLength(3), z.maxLength(300))).check(z.maxLength(MAX_DUPLICATES))),
  /** The last deep read of the posting by the model the user chose (lib/deep-read), when the user asked for one. */
  deepRead: z.optional(StoredDeepRead),
  /** Follow-up dates and interviews (lib/reminders); absent until the first one. */
  reminders: z.optional(Reminders),
});
export type StoredPosting = z.infer<typeof StoredPosting>;

export interface JobsightDB extends DBSchema {
  postings: {
    key: string;
    value: StoredPosting;
    indexes: {
      byCompany: string;
      bySite: string;
      byStatus: string;
      bySavedAt: string;
      byLastSeen: string;
      byCompanyCore: string;
    };
  };
  /** Reports of bad reads (schema v2), newest first through byCapturedAt. */
  reports: {
    key: string;
    value: StoredReport;
    indexes: { byCapturedAt: string };
  };
}

/** The key a company is grouped and counted by: case, spaces and legal suffixes do not matter. */
export function companyKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[,.]?\s*\b(?:inc|llc|ltd|limited|gmbh|corp|corporation|co|plc|s\.?a|ag|bv|pty)\b\.?/g, '')
    .replace(/(?:有限责任公司|股份有限公司|有限公司|集团)$/u, '')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}
