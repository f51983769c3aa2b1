import * as z from 'zod/mini';
import { StoredPosting } from '../db/schema';
import { Profile } from '../profile';
import { Settings } from '../settings';
import { deepStrict } from './strict';
import { MAX_DISMISSED, type DismissedCard } from '../lists/dismissed';

/**
 * The export file: everything Jobsight keeps, in one versioned JSON document that a fresh install
 * imports with nothing lost.
 *
 * `version` is the file format's own version (the envelope below); `schemaVersion` is the database
 * version whose records the file holds. A file from a newer Jobsight (either number higher than
 * this build knows) is refused rather than half-read.
 */

export const EXPORT_FORMAT = 'jobsight';
export const EXPORT_VERSION = 1;

/** Larger files are refused before they are parsed: 10,000 postings are about 10-15 MB, and the text must
 * also fit in one extension message (64 MB once JSON-escaped). */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;
const MAX_IMPORT_POSTINGS = 100_000;
/** The report lists this many rejected rows and conflicts in full; the counts are always complete. */
export const MAX_REPORTED = 200;

export const StrictStoredPosting = deepStrict(StoredPosting);
export const StrictSettings = deepStrict(Settings);
export const StrictProfile = deepStrict(Profile);

const isoDateTime = () => z.iso.datetime({ offset: true });

/** The envelope, strict at its own level; settings, profile and each posting are checked one by one after it. */
export const ExportEnvelope = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().check(z.int(), z.gte(1)),
  exportedAt: isoDateTime(),
  schemaVersion: z.number().check(z.int(), z.gte(1)),
  settings: z.optional(z.unknown()),
  profile: z.optional(z.unknown()),
  postings: z.array(z.unknown()).check(z.maxLength(MAX_IMPORT_POSTINGS)),
  /** Cards dismissed on list pages (lib/lists/dismissed.ts): added to those here on import. */
  dismissed: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_DISMISSED))),
});

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  schemaVersion: number;
  settings?: Settings;
  profile?: Profile;
  postings: StoredPosting[];
  dismissed?: DismissedCard[];
}

export const Rejection = z.object({
  /** Where in the file: "postings.7", "settings", "file". */
  at: z.string().check(z.maxLength(100)),
  id: z.optional(z.string().check(z.maxLength(300))),
  /** zod paths and codes: "posting.url: invalid_format", "status: invalid_value". */
  reasons: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10)),
});
export type Rejection = z.infer<typeof Rejection>;

export const Conflict = z.object({
  id: z.string().check(z.maxLength(300)),
  title: z.string().check(z.maxLength(500)),
  /** Which copy was kept: the newer by updatedAt; on a tie, the one already here. */
  kept: z.enum(['imported', 'existing']),
  existingUpdatedAt: z.string().check(z.maxLength(40)),
  importedUpdatedAt: z.string().check(z.maxLength(40)),
});
export type Conflict = z.infer<typeof Conflict>;

const PartOutcome = z.enum(['restored', 'kept', 'absent', 'rejected']);

export const ImportReport = z.object({
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  conflictCount: z.number(),
  conflicts: z.array(Conflict).check(z.maxLength(MAX_REPORTED)),
  rejectedCount: z.number(),
  rejected: z.array(Rejection).check(z.maxLength(MAX_REPORTED)),
  settings: PartOutcome,
  profile: PartOutcome,
});
export type ImportReport = z.infer<typeof ImportReport>;
