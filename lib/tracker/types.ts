import * as z from 'zod/mini';
import { Status } from '../db/schema';
import { WORK_MODES } from '../posting/enums';
import { RED_FLAG_LEVELS } from '../analyze/schema';

/**
 * What the popup and the tracker page ask the background about the saved postings, and what it
 * answers: a query (search text, filters, sort, a window of rows) and compact rows, never whole
 * records, so that a list of 10,000 postings costs one small message per screen.
 */

export const TRACKER_VIEWS = ['saved', 'viewed', 'all'] as const;
export type TrackerView = (typeof TRACKER_VIEWS)[number];

export const SORT_KEYS = ['title', 'company', 'place', 'salary', 'overall', 'fit', 'status', 'savedAt', 'lastSeenAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The board's columns, in pipeline order ('viewed' postings are not on the board). */
export const BOARD_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'archived'] as const satisfies readonly Status[];

const score = () => z.number().check(z.gte(0), z.lte(100));
const short = (max = 200) => z.string().check(z.maxLength(max));
/** A calendar day, YYYY-MM-DD, compared against the ISO time stamps of the records. */
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const TrackerFilters = z.object({
  statuses: z.optional(z.array(Status).check(z.maxLength(7))),
  sites: z.optional(z.array(short(80)).check(z.maxLength(100))),
  /** Part of the company's name, any case. */
  company: z.optional(short()),
  scoreMin: z.optional(score()),
  scoreMax: z.optional(score()),
  fitMin: z.optional(score()),
  fitMax: z.optional(score()),
  /** Yearly pay (the middle of the posting's range), in `currency` when given. */
  salaryMin: z.optional(z.number().check(z.gte(0))),
  salaryMax: z.optional(z.number().check(z.gte(0))),
  currency: z.optional(short(3)),
  workModes: z.optional(z.array(z.enum(WORK_MODES)).check(z.maxLength(4))),
  /** Red-flag levels to show (lib/analyze/red-flags.ts). */
  risks: z.optional(z.array(z.enum(RED_FLAG_LEVELS)).check(z.maxLength(3))),
  /** Saved date for saved postings, last-seen date for viewed ones, inclusive. */
  dateFrom: z.optional(day()),
  dateTo: z.optional(day()),
});
export type TrackerFilters = z.infer<typeof TrackerFilters>;

export const TrackerSort = z.object({ key: z.enum(SORT_KEYS), dir: z.enum(['asc', 'desc']) });
export type TrackerSort = z.infer<typeof TrackerSort>;

export const TrackerQuery = z.object({
  view: z.enum(TRACKER_VIEWS),
  text: short(),
  filters: TrackerFilters,
  sort: TrackerSort,
  offset: z.number().check(z.int(), z.gte(0)),
  limit: z.number().check(z.int(), z.gte(1), z.lte(500)),
});
export type TrackerQuery = z.infer<typeof TrackerQuery>;

/** One posting as a list row: enough to show, sort and compare at a glance. */
export const TrackerRow = z.object({
  id: short(300),
  title: short(1_000),
  company: short(1_000),
  place: short(1_000),
  url: short(4_000),
  site: short(80),
  workMode: z.enum(WORK_MODES),
  salary: z.optional(
    z.object({
      raw: short(1_000),
      currency: z.optional(short(3)),
      /** Middle of the yearly figure, in `currency`. */
      yearly: z.optional(z.number()),
    }),
  ),
  status: Status,
  savedAt: z.nullable(short(40)),
  lastSeenAt: short(40),
  /** When the status last changed, if it ever did. */
  statusAt: z.optional(short(40)),
  /** null: not scored yet (the background is working through the list). */
  overall: z.nullable(score()),
  /** null: no profile to fit against, or not scored yet. */
  fit: z.nullable(score()),
  /** The red-flag level; null until scored. */
  risk: z.nullable(z.enum(RED_FLAG_LEVELS)),
  checklistDone: z.number().check(z.int(), z.gte(0)),
  /** How many items the posting's strategy checklist has; null until scored. */
  checklistTotal: z.nullable(z.number().check(z.int(), z.gte(0))),
  hasNotes: z.boolean(),
  /** Ids of other records that are the same job (reposts, agency copies), when the store knows them. */
  duplicates: z.array(short(300)).check(z.maxLength(50)),
});
export type TrackerRow = z.infer<typeof TrackerRow>;

const progress = () => z.object({ done: z.number(), total: z.number() });

export const TrackerPage = z.object({
  total: z.number().check(z.int(), z.gte(0)),
  offset: z.number().check(z.int(), z.gte(0)),
  rows: z.array(TrackerRow),
  /** The search index is still being built: text and filters wait for it. */
  indexing: z.boolean(),
  scoring: progress(),
});
export type TrackerPage = z.infer<typeof TrackerPage>;

const BoardColumn = z.object({ status: Status, total: z.number(), rows: z.array(TrackerRow) });
type BoardColumn = z.infer<typeof BoardColumn>;

export const TrackerBoard = z.object({ columns: z.array(BoardColumn), indexing: z.boolean(), scoring: progress() });
export type TrackerBoard = z.infer<typeof TrackerBoard>;

export const TrackerFacets = z.object({
  sites: z.array(short(80)),
  currencies: z.array(short(3)),
  companies: z.array(short(1_000)),
});
export type TrackerFacets = z.infer<typeof TrackerFacets>;

export const DEFAULT_SORT: Record<TrackerView, TrackerSort> = {
  saved: { key: 'savedAt', dir: 'desc' },
  viewed: { key: 'lastSeenAt', dir: 'desc' },
  all: { key: 'lastSeenAt', dir: 'desc' },
};

export function emptyQuery(view: TrackerView, limit = 50): TrackerQuery {
  return { view, text: '', filters: {}, sort: DEFAULT_SORT[view], offset: 0, limit };
}
