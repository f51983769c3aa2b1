import * as z from 'zod/mini';
import { HttpUrl, Posting } from '../posting';

/**
 * "Report a bad read": a sanitized copy of the page as the user saw it, with what Jobsight made of
 * it, kept in the extension's database until the user exports it as a fixture folder or deletes it.
 */

/** The sanitized page may be at most this long (characters); a longer one is refused, not cut. */
export const MAX_REPORT_HTML = 2_000_000;
/** What the content script may send before sanitizing (scripts and styles make up most of a page). */
export const MAX_SNAPSHOT_HTML = 8_000_000;
/** Reports are few and large: the store keeps at most this many, oldest dropped first. */
export const MAX_REPORTS = 50;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const StoredReport = z.object({
  id: z.string().check(z.minLength(3), z.maxLength(120)),
  capturedAt: isoDateTime(),
  /** The page's address without its tracking parameters. */
  url: HttpUrl,
  site: z.string().check(z.minLength(1), z.maxLength(60)),
  title: z.string().check(z.maxLength(500)),
  html: z.string().check(z.minLength(1), z.maxLength(MAX_REPORT_HTML)),
  /** The Posting the page gave at the time (absent when it gave none: then `reason` says why). */
  posting: z.optional(Posting),
  reason: z.optional(z.string().check(z.maxLength(300))),
});
export type StoredReport = z.infer<typeof StoredReport>;

/** A report in a list: everything but the page itself. */
export const ReportSummary = z.object({
  id: StoredReport.shape.id,
  capturedAt: StoredReport.shape.capturedAt,
  url: StoredReport.shape.url,
  site: StoredReport.shape.site,
  title: StoredReport.shape.title,
  bytes: z.number().check(z.int(), z.gte(0)),
});
export type ReportSummary = z.infer<typeof ReportSummary>;
