import * as z from 'zod/mini';
import { yearlyMid, yearlyOfProfile } from '../analyze/money';
import { STATUSES, type Status, type StoredPosting } from '../db/schema';
import type { Profile } from '../profile';

/**
 * The tracker page's four charts (pipeline, applications per week, answers by site, pay against
 * the user's expectation), computed in the background from a small shape kept per record, and
 * sent to the page as one bounded message. Pure: it runs in Node for the tests and the bench.
 *
 * Throughout, "saved postings" are the records not in 'viewed' (the tracker's saved view): a
 * posting the user took back out of the saved list is out of every chart, whatever it went through.
 */

const PIPELINE_STAGES = ['saved', 'applied', 'interviewing', 'offer'] as const satisfies readonly Status[];
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Weeks shown in the applications chart, the current one included. */
const WEEKS = 12;
/** Sites shown by name in the answers chart; the rest are summed as "other". */
const MAX_SITES = 12;
/** Pay bins aimed at; rounding the bounds to readable figures can make up to two more. */
const TARGET_BINS = 8;
const MAX_BINS = 12;
/** Moves to "applied" kept per record: a record moved back and forth hundreds of times stays small. */
export const MAX_APPLIED_TIMES = 16;

/**
 * What a record contributes to the charts, about a hundred bytes kept in memory beside the
 * tracker's entry (the record's history is not). Stages are derived once here, so the charts only count.
 */
export interface ChartInput {
  status: Status;
  site: string;
  /** The furthest pipeline stage the record reached, from its history and its current status. */
  furthest: PipelineStage;
  /** The furthest stage before its rejection, when it was rejected and not taken up again since (archiving keeps it). */
  rejectedAfter: PipelineStage | null;
  /** Epoch milliseconds of its moves to "applied", oldest first, at most MAX_APPLIED_TIMES (the latest). */
  applied: readonly number[];
  /** Yearly pay, the middle of the posting's range, in `currency`; null when the posting gives no figure. */
  yearly: number | null;
  /** ISO 4217, null when the figure has no currency (then it is compared with nothing). */
  currency: string | null;
}

const STAGE_INDEX: Readonly<Record<string, number>> = { saved: 0, applied: 1, interviewing: 2, offer: 3 };
const STATUS_SET = new Set<string>(STATUSES);
const CURRENCY = /^[A-Z]{3}$/;
const NO_TIMES: readonly number[] = Object.freeze([]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The chart input of a record. The tracker reads records with a shape check only (entry.ts
 * `looksLikeRecord`), so the history and the salary are read defensively: an entry that is not a
 * status change with a readable time is skipped, a salary that is not a positive finite figure is no pay.
 *
 * Stages are monotone: a record marked "interviewing" straight from "saved" is counted as applied
 * too (nobody interviews without applying; the user skipped a click), and its first move past
 * "applied" dates its application when the history has no move to "applied" itself.
 */
export function chartInputOf(record: StoredPosting): ChartInput {
  const history: unknown = record.statusHistory;
  let furthest = 0;
  let rejectedAfter: number | null = null;
  let applied: number[] | null = null;
  let firstPast: number | null = null;
  if (Array.isArray(history)) {
    for (const change of history as unknown[]) {
      if (!isObject(change)) continue;
      const status = change['status'];
      if (status === 'rejected') {
        rejectedAfter = furthest;
        continue;
      }
      const stage = typeof status === 'string' ? STAGE_INDEX[status] : undefined;
      if (stage === undefined) continue;
      // Back on the pipeline (saved again, or further): the rejection no longer stands.
      rejectedAfter = null;
      if (stage > furthest) furthest = stage;
      if (stage < 1) continue;
      const at = typeof change['at'] === 'string' ? Date.parse(change['at']) : NaN;
      if (!Number.isFinite(at)) continue;
      if (stage === 1) (applied ??= []).push(at);
      else firstPast ??= at;
    }
  }
  const status: Status = STATUS_SET.has(record.status) ? record.status : 'viewed';
  const current = STAGE_INDEX[status];
  if (current !== undefined) {
    if (current > furthest) furthest = current;
    rejectedAfter = null;
  } else if (status === 'rejected' && rejectedAfter === null) {
    // Rejected with no rejection in the history (an import, a history cut short): it came at the furthest stage known.
    rejectedAfter = furthest;
  }
  const times = applied ?? (firstPast !== null ? [firstPast] : null);
  const salary: unknown = isObject(record.posting) ? record.posting.salary : undefined;
  const mid = isObject(salary) && isObject(salary['yearly']) ? yearlyMid(salary as StoredPosting['posting']['salary']) : undefined;
  const yearly = typeof mid === 'number' && Number.isFinite(mid) && mid > 0 ? mid : null;
  const stated = isObject(salary) ? salary['currency'] : undefined;
  const currency = yearly !== null && typeof stated === 'string' && CURRENCY.test(stated) ? stated : null;
  return {
    status,
    site: typeof record.site === 'string' ? record.site : '',
    furthest: PIPELINE_STAGES[furthest]!,
    rejectedAfter: rejectedAfter === null ? null : PIPELINE_STAGES[rejectedAfter]!,
    applied: times ? times.slice(-MAX_APPLIED_TIMES) : NO_TIMES,
    yearly,
    currency,
  };
}

// The message the background sends to the page

const count = () => z.number().check(z.int(), z.gte(0));
const money = () => z.number().check(z.gte(0));
const share = () => z.number().check(z.gte(0), z.lte(1));
const currencyCode = () => z.string().check(z.regex(CURRENCY));
const siteName = () => z.string().check(z.maxLength(80));

export const PipelineChart = z.object({
  /** Saved postings. */
  n: count(),
  /** For each stage in order, the postings that reached it (a posting counts in every stage up to its furthest). */
  reached: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: count() })).check(z.maxLength(PIPELINE_STAGES.length)),
  /** Rejected postings by the furthest stage they had reached when rejected ('saved': before applying). */
  rejected: z.array(z.object({ after: z.enum(PIPELINE_STAGES), count: count() })).check(z.maxLength(PIPELINE_STAGES.length)),
  /** Postings archived now (a rejected posting archived later counts here and among the rejections). */
  archived: count(),
});
export type PipelineChart = z.infer<typeof PipelineChart>;

export const WeekCount = z.object({
  /** ISO week, "2026-W53". */
  week: z.string().check(z.regex(/^\d{4}-W\d{2}$/)),
  /** Its Monday, YYYY-MM-DD. */
  start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  count: count(),
});
export type WeekCount = z.infer<typeof WeekCount>;

export const WeeklyChart = z.object({
  /** Applications counted in the weeks shown. */
  n: count(),
  /** Oldest first, the current week last; weeks with none are there with 0. */
  weeks: z.array(WeekCount).check(z.maxLength(WEEKS)),
});
export type WeeklyChart = z.infer<typeof WeeklyChart>;

const SiteCounts = { applications: count(), answered: count(), share: share() };

export const SitesChart = z.object({
  /** Applications sent (postings that reached "applied"). */
  n: count(),
  answered: count(),
  /** Most applications first. */
  sites: z.array(z.object({ site: siteName(), ...SiteCounts })).check(z.maxLength(MAX_SITES)),
  /** The sites beyond the first MAX_SITES, summed; null when there are none. */
  other: z.nullable(z.object({ sites: count(), ...SiteCounts })),
});
export type SitesChart = z.infer<typeof SitesChart>;

const PayBin = z.object({ from: money(), to: money(), count: count() });
type PayBin = z.infer<typeof PayBin>;

export const PayChart = z.object({
  /** Saved postings with a yearly figure in `currency`. */
  n: count(),
  /** The expected pay's currency, else the most common one among the saved postings; null when none gives pay. */
  currency: z.nullable(currencyCode()),
  /** Equal width, bounds rounded to readable figures, lowest first. */
  bins: z.array(PayBin).check(z.maxLength(MAX_BINS)),
  /** The first bin also holds the few figures below its `from` (and the last those above its `to`): outliers do not squash the rest. */
  openStart: z.boolean(),
  openEnd: z.boolean(),
  min: z.nullable(money()),
  max: z.nullable(money()),
  median: z.nullable(money()),
  /** null: the profile has no expected pay. */
  expectation: z.nullable(z.object({ yearly: money(), atOrAbove: count(), below: count() })),
  /** Saved postings with pay in another currency (or none stated): never converted, only counted. */
  notComparable: count(),
  /** Saved postings without a yearly figure. */
  noPay: count(),
});
export type PayChart = z.infer<typeof PayChart>;

export const TrackerCharts = z.object({ pipeline: PipelineChart, weekly: WeeklyChart, sites: SitesChart, pay: PayChart });
export type TrackerCharts = z.infer<typeof TrackerCharts>;

// Counting

interface ChartOptions {
  /**
   * Minutes east of UTC of the user's clock (`-new Date().getTimezoneOffset()`): weeks start on the
   * user's Monday, not UTC's. One offset for the whole window; a daylight-saving change inside it
   * moves an application made within an hour of midnight between Sunday and Monday at most.
   */
  utcOffsetMinutes?: number;
}

const DAY_MS = 86_400_000;

export function chartsOf(inputs: readonly ChartInput[], profile: Profile, now: string, options: ChartOptions = {}): TrackerCharts {
  const nowMs = Date.parse(now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`chartsOf: not a time: ${now}`);
  const offsetMs = (options.utcOffsetMinutes ?? 0) * 60_000;

  // Weeks as local day numbers (days since 1970-01-01 on the user's clock); that day was a Thursday.
  const today = Math.floor((nowMs + offsetMs) / DAY_MS);
  const firstMonday = today - mod(today + 3, 7) - (WEEKS - 1) * 7;
  const perWeek = new Array<number>(WEEKS).fill(0);

  const reachedAt = [0, 0, 0, 0];
  const rejected = [0, 0, 0, 0];
  let saved = 0;
  let archived = 0;
  const sites = new Map<string, { applications: number; answered: number }>();
  const expected = profile.expectedPay;
  const payByCurrency = new Map<string, number[]>();
  let noPay = 0;
  let paidWithoutCurrency = 0;

  for (const input of inputs) {
    if (input.status === 'viewed') continue;
    saved++;
    const furthest = STAGE_INDEX[input.furthest] ?? 0;
    reachedAt[furthest]!++;
    const rejectedAfter = input.rejectedAfter === null ? -1 : (STAGE_INDEX[input.rejectedAfter] ?? 0);
    if (rejectedAfter >= 0) rejected[rejectedAfter]!++;
    if (input.status === 'archived') archived++;

    if (furthest >= 1) {
      let site = sites.get(input.site);
      if (!site) sites.set(input.site, (site = { applications: 0, answered: 0 }));
      site.applications++;
      if (furthest >= 2 || rejectedAfter >= 1) site.answered++;
    }

    // A posting counts once in each week it was moved to "applied": a second move the same week
    // is a correction, one weeks later (applied again after being put back) is a new application.
    let weeksSeen = 0;
    for (const at of input.applied) {
      const week = Math.floor((Math.floor((at + offsetMs) / DAY_MS) - firstMonday) / 7);
      if (week < 0 || week >= WEEKS || weeksSeen & (1 << week)) continue;
      weeksSeen |= 1 << week;
      perWeek[week]!++;
    }

    if (input.yearly === null) noPay++;
    else if (input.currency === null) paidWithoutCurrency++;
    else {
      const list = payByCurrency.get(input.currency);
      if (list) list.push(input.yearly);
      else payByCurrency.set(input.currency, [input.yearly]);
    }
  }

  // Reaching a stage means passing every one before it.
  for (let stage = PIPELINE_STAGES.length - 2; stage >= 0; stage--) reachedAt[stage]! += reachedAt[stage + 1]!;

  const weeks: WeekCount[] = perWeek.map((weekCount, i) => {
    const monday = firstMonday + i * 7;
    return { week: isoWeekOf(monday), start: dayText(monday), count: weekCount };
  });

  const currency = expected?.currency ?? mostCommon(payByCurrency);
  const values = currency === null ? [] : (payByCurrency.get(currency) ?? []);
  let paid = paidWithoutCurrency;
  for (const list of payByCurrency.values()) paid += list.length;

  return {
    pipeline: {
      n: saved,
      reached: PIPELINE_STAGES.map((stage, i) => ({ stage, count: reachedAt[i]! })),
      rejected: PIPELINE_STAGES.map((after, i) => ({ after, count: rejected[i]! })),
      archived,
    },
    weekly: { n: perWeek.reduce((sum, value) => sum + value, 0), weeks },
    sites: sitesChart(sites),
    pay: payChart(values, currency, expected ? yearlyOfProfile(expected) : null, paid - values.length, noPay),
  };
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}

function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO week of the week starting on local day `monday`: it belongs to the year its Thursday falls in. */
function isoWeekOf(monday: number): string {
  const thursday = new Date((monday + 3) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The currency most saved postings give pay in; ties go to the first in alphabetical order, so the answer is stable. */
function mostCommon(byCurrency: ReadonlyMap<string, readonly number[]>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [currency, list] of byCurrency) {
    if (list.length > bestCount || (list.length === bestCount && best !== null && currency < best)) {
      best = currency;
      bestCount = list.length;
    }
  }
  return best;
}

function sitesChart(sites: ReadonlyMap<string, { applications: number; answered: number }>): SitesChart {
  const ranked = [...sites].sort(
    (a, b) => b[1].applications - a[1].applications || b[1].answered - a[1].answered || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
  );
  const shareOf = (answered: number, applications: number) => (applications === 0 ? 0 : answered / applications);
  let n = 0;
  let answered = 0;
  for (const [, site] of ranked) {
    n += site.applications;
    answered += site.answered;
  }
  const rest = ranked.slice(MAX_SITES);
  let other: SitesChart['other'] = null;
  if (rest.length > 0) {
    const sum = { applications: 0, answered: 0 };
    for (const [, site] of rest) {
      sum.applications += site.applications;
      sum.answered += site.answered;
    }
    other = { sites: rest.length, ...sum, share: shareOf(sum.answered, sum.applications) };
  }
  return {
    n,
    answered,
    sites: ranked
      .slice(0, MAX_SITES)
      .map(([site, counts]) => ({ site: site.slice(0, 80), ...counts, share: shareOf(counts.answered, counts.applications) })),
    other,
  };
}

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `raw`: bounds people read at a glance. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) if (factor * power >= raw * (1 - 1e-12)) return factor * power;
  return 10 * power;
}

/** Trimmed bounds: below this many figures every one is inside the bins' range. */
const TRIM = 0.02;

function payChart(list: number[], currency: string | null, expected: number | null, notComparable: number, noPay: number): PayChart {
  const n = list.length;
  const expectation = expected === null ? null : { yearly: expected, atOrAbove: 0, below: 0 };
  const empty: PayChart = {
    n,
    currency,
    bins: [],
    openStart: false,
    openEnd: false,
    min: null,
    max: null,
    median: null,
    expectation,
    notComparable,
    noPay,
  };
  if (n === 0) return empty;
  const sorted = Float64Array.from(list).sort();
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  if (expectation) {
    let below = 0;
    while (below < n && sorted[below]! < expectation.yearly) below++;
    expectation.below = below;
    expectation.atOrAbove = n - below;
  }

  // A handful of misread figures (an hourly rate read as yearly) would put everything else in one
  // bar: the range is the 2nd to 98th percentile, the outliers go into the end bins, marked open.
  let lo = sorted[Math.floor(TRIM * (n - 1))]!;
  let hi = sorted[Math.ceil((1 - TRIM) * (n - 1))]!;
  // The expectation's marker is always on the axis, however far from the postings it is.
  if (expected !== null) {
    lo = Math.min(lo, expected);
    hi = Math.max(hi, expected);
  }
  const step = hi > lo ? niceStep((hi - lo) / TARGET_BINS) : niceStep(Math.max(lo * 0.1, 1));
  const start = Math.floor(lo / step) * step;
  const binCount = Math.min(MAX_BINS, Math.max(1, Math.ceil((hi - start) / step - 1e-9)));
  const counts = new Array<number>(binCount).fill(0);
  const end = start + binCount * step;
  let openStart = false;
  let openEnd = false;
  for (const value of sorted) {
    if (value < start) openStart = true;
    else if (value > end) openEnd = true;
    const i = Math.floor((value - start) / step);
    counts[i < 0 ? 0 : i >= binCount ? binCount - 1 : i]!++;
  }
  const bins = counts.map((binCount, i) => ({ from: start + i * step, to: start + (i + 1) * step, count: binCount }));
  return { ...empty, bins, openStart, openEnd, min, max, median };
}
