import type { Status } from '../db/schema';
import { STATUSES } from '../db/schema';
import { matchesTerms, queryTerms, type TrackerEntry } from './entry';
import type { SortKey, TrackerFilters, TrackerQuery, TrackerRow, TrackerView } from './types';
import type { RedFlagLevel } from '../analyze/schema';

/** The scores known for a record: null fields are not computed yet (or there is no profile). */
export interface KnownScore {
  overall: number | null;
  fit: number | null;
  checklistTotal: number | null;
  risk: RedFlagLevel | null;
}

export const UNKNOWN_SCORE: KnownScore = { overall: null, fit: null, checklistTotal: null, risk: null };

export type ScoreLookup = (entry: TrackerEntry) => KnownScore;

function inView(view: TrackerView, status: Status): boolean {
  if (view === 'saved') return status !== 'viewed';
  if (view === 'viewed') return status === 'viewed';
  return true;
}

function inRange(value: number | null | undefined, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null || value === undefined) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The date a record is filtered and grouped by in a view: when it was saved, else when it was seen. */
function dateOf(entry: TrackerEntry, view: TrackerView): string {
  return (view === 'saved' ? entry.row.savedAt : null) ?? entry.row.lastSeenAt;
}

export function hasFilters(filters: TrackerFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));
}

/** A test for each record, built once per query so that the loop over 10,000 entries stays tight. */
export function buildPredicate(
  query: Pick<TrackerQuery, 'view' | 'text' | 'filters'>,
  scoreOf: ScoreLookup,
): (entry: TrackerEntry) => boolean {
  const { view, filters } = query;
  const terms = queryTerms(query.text);
  const statuses = filters.statuses && filters.statuses.length > 0 ? new Set<string>(filters.statuses) : null;
  const sites = filters.sites && filters.sites.length > 0 ? new Set(filters.sites) : null;
  const modes = filters.workModes && filters.workModes.length > 0 ? new Set<string>(filters.workModes) : null;
  const company = filters.company?.trim().toLowerCase() || null;
  const risks = filters.risks && filters.risks.length > 0 ? new Set<string>(filters.risks) : null;
  const byScore =
    risks !== null ||
    filters.scoreMin !== undefined ||
    filters.scoreMax !== undefined ||
    filters.fitMin !== undefined ||
    filters.fitMax !== undefined;
  const bySalary = filters.salaryMin !== undefined || filters.salaryMax !== undefined || filters.currency !== undefined;
  const from = filters.dateFrom;
  // The end day is inclusive: every time stamp of that day sorts before the next day.
  const to = filters.dateTo ? nextDay(filters.dateTo) : undefined;
  return (entry) => {
    const { row } = entry;
    if (!inView(view, row.status)) return false;
    if (statuses && !statuses.has(row.status)) return false;
    if (sites && !sites.has(row.site)) return false;
    if (modes && !modes.has(row.workMode)) return false;
    if (company && !entry.sortCompany.includes(company) && !entry.companyKey.includes(company)) return false;
    if (bySalary) {
      if (filters.currency && row.salary?.currency !== filters.currency) return false;
      if (!inRange(row.salary?.yearly, filters.salaryMin, filters.salaryMax)) return false;
    }
    if (from || to) {
      const date = dateOf(entry, view);
      if (from && date < from) return false;
      if (to && date >= to) return false;
    }
    if (byScore) {
      const known = scoreOf(entry);
      if (!inRange(known.overall, filters.scoreMin, filters.scoreMax)) return false;
      if (!inRange(known.fit, filters.fitMin, filters.fitMax)) return false;
      // Red flags not read yet match no level: the filter shows what is known.
      if (risks && (known.risk === null || !risks.has(known.risk))) return false;
    }
    return terms.length === 0 || matchesTerms(entry, terms);
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const STATUS_ORDER = new Map<string, number>(STATUSES.map((status, i) => [status, i]));

type SortValue = string | number | null;

function sortValue(entry: TrackerEntry, key: SortKey, scoreOf: ScoreLookup): SortValue {
  switch (key) {
    case 'title':
      return entry.sortTitle;
    case 'company':
      return entry.sortCompany;
    case 'place':
      return entry.sortPlace || null;
    case 'salary':
      return entry.row.salary?.yearly ?? null;
    case 'overall':
      return scoreOf(entry).overall;
    case 'fit':
      return scoreOf(entry).fit;
    case 'status':
      return STATUS_ORDER.get(entry.row.status) ?? 0;
    case 'savedAt':
      return entry.row.savedAt;
    case 'lastSeenAt':
      return entry.row.lastSeenAt;
  }
}

/**
 * Sorts by one column; records without a value (no salary, not scored yet) go last in either
 * direction, and ties fall back to the newest first so that the order is stable across queries.
 * Values are read once per entry (not once per comparison) and compared as plain code points.
 */
export function sortEntries(entries: TrackerEntry[], key: SortKey, dir: 'asc' | 'desc', scoreOf: ScoreLookup): TrackerEntry[] {
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = entries.map((entry) => ({ entry, value: sortValue(entry, key, scoreOf), tie: entry.row.savedAt ?? entry.row.lastSeenAt }));
  keyed.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return (a.value < b.value ? -1 : 1) * sign;
    }
    if (a.tie !== b.tie) return a.tie < b.tie ? 1 : -1;
    return a.entry.row.id < b.entry.row.id ? -1 : 1;
  });
  return keyed.map((item) => item.entry);
}

export function toRow(entry: TrackerEntry, known: KnownScore): TrackerRow {
  return { ...entry.row, overall: known.overall, fit: known.fit, checklistTotal: known.checklistTotal, risk: known.risk };
}
