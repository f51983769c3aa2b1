import { yearlyMid } from '../analyze/money';
import { STATUSES, type Status, type StoredPosting } from '../db/schema';
import { WORK_MODES } from '../posting/enums';
import type { WorkMode } from '../posting';
import type { TrackerRow } from './types';
import type { Reminder } from '../reminders/schema';
import { chartInputOf, type ChartInput } from './charts';

/**
 * What the background keeps in memory of each record for the tracker: the row it shows, the
 * lower-case keys it sorts by and the text it searches. A few hundred bytes a posting, where the
 * record itself (with its description) is several kilobytes.
 */
export interface TrackerEntry {
  row: Omit<TrackerRow, 'overall' | 'fit' | 'checklistTotal' | 'risk'>;
  /** Title, company, skills and notes, lower-cased, separated by a character no query holds. */
  haystack: string;
  sortTitle: string;
  sortCompany: string;
  sortPlace: string;
  companyKey: string;
  /** The record's own change stamp: a cached score is good while it is unchanged. */
  updatedAt: string;
  /** Its follow-up dates and interviews, when it has any (the "Today" list and the notifications). */
  reminders?: Reminder[];
  /** What the tracker's charts count of it (lib/tracker/charts.ts): a few numbers, kept so charts need no database read. */
  chart: ChartInput;
}

const FIELD_SEPARATOR = '\u0001';

/** Lower case and compatibility forms (full-width letters, ligatures) for matching as people type. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const statusSet = new Set<string>(STATUSES);
const workModeSet = new Set<string>(WORK_MODES);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The duplicate ids another part of the store may keep on a record; tolerated when absent. */
export function duplicatesOf(record: object): string[] {
  const value = (record as { duplicates?: unknown }).duplicates;
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(0, 50) : [];
}

/**
 * Reading 10,000 records through the full schema at every start of the background would take
 * seconds; the index reads them with this shape check instead (the record's own views still
 * validate it fully when it is opened). A value without these basics is left out of the list.
 */
export function looksLikeRecord(value: unknown): value is StoredPosting {
  if (!isObject(value) || typeof value['id'] !== 'string' || !statusSet.has(value['status'] as string)) return false;
  const posting = value['posting'];
  if (
    !isObject(posting) ||
    typeof posting['title'] !== 'string' ||
    !isObject(posting['company']) ||
    typeof posting['company']['name'] !== 'string'
  )
    return false;
  return (
    typeof value['lastSeenAt'] === 'string' &&
    typeof value['updatedAt'] === 'string' &&
    Array.isArray(value['statusHistory']) &&
    Array.isArray(posting['locations'])
  );
}

function placeOf(record: StoredPosting): string {
  return record.posting.locations
    .map((location) => location.raw)
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ');
}

export function entryOf(record: StoredPosting): TrackerEntry {
  const { posting } = record;
  const salary = posting.salary;
  const yearly = salary ? yearlyMid(salary) : undefined;
  const place = placeOf(record);
  const skills = Array.isArray(posting.skills) ? posting.skills : [];
  const lastChange = record.statusHistory[record.statusHistory.length - 1];
  const workMode: WorkMode = workModeSet.has(posting.workMode) ? posting.workMode : 'unknown';
  const row: TrackerEntry['row'] = {
    id: record.id,
    title: posting.title,
    company: posting.company.name,
    place,
    url: typeof posting.url === 'string' ? posting.url : '',
    site: record.site,
    workMode,
    ...(salary && (salary.raw || yearly !== undefined)
      ? {
          salary: {
            raw: salary.raw ?? '',
            ...(salary.currency ? { currency: salary.currency } : {}),
            ...(yearly !== undefined ? { yearly } : {}),
          },
        }
      : {}),
    status: record.status as Status,
    savedAt: record.savedAt ?? null,
    lastSeenAt: record.lastSeenAt,
    ...(lastChange ? { statusAt: lastChange.at } : {}),
    checklistDone: Array.isArray(record.checklist) ? record.checklist.length : 0,
    hasNotes: typeof record.notes === 'string' && record.notes.trim().length > 0,
    duplicates: duplicatesOf(record),
  };
  const notes = typeof record.notes === 'string' ? record.notes : '';
  return {
    row,
    haystack: fold([posting.title, posting.company.name, skills.join(' '), notes].join(FIELD_SEPARATOR)),
    sortTitle: fold(posting.title),
    sortCompany: fold(posting.company.name),
    sortPlace: fold(place),
    companyKey: record.company,
    updatedAt: record.updatedAt,
    ...(Array.isArray(record.reminders) && record.reminders.length > 0 ? { reminders: record.reminders } : {}),
    chart: chartInputOf(record),
  };
}

/** The query's words, each of which must appear (anywhere, as typed) in title, company, skills or notes. */
export function queryTerms(text: string): string[] {
  return fold(text)
    .split(/[\s,，、;；]+/u)
    .filter((term) => term.length > 0 && !term.includes(FIELD_SEPARATOR));
}

export function matchesTerms(entry: TrackerEntry, terms: readonly string[]): boolean {
  for (const term of terms) if (!entry.haystack.includes(term)) return false;
  return true;
}
