import Papa from 'papaparse';
import type { StoredPosting } from '../db/schema';

/**
 * The spreadsheet export: one row per posting, its status history on one line, the key fields and
 * the full description. Written by papaparse (quoting of commas, quotes and line breaks), UTF-8
 * with a byte-order mark so that Excel reads Chinese text correctly.
 *
 * Formula injection (docs/reliability.md §1.2): a cell the spreadsheet would run as a formula starts
 * with = + - @, a tab or a carriage return; such a cell gets a leading apostrophe. Papaparse's own
 * default pattern for this (/^[=+\-@\t\r].*$/) misses a multi-line cell (its "." stops at the first
 * line break), and page text is often multi-line, so the pattern here looks at the first character only.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
export const BOM = '\ufeff';

const COLUMNS = [
  'id',
  'title',
  'company',
  'status',
  'statusHistory',
  'savedAt',
  'firstSeenAt',
  'lastSeenAt',
  'updatedAt',
  'url',
  'applyUrl',
  'site',
  'locations',
  'workMode',
  'employmentType',
  'seniority',
  'salary',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'postedAt',
  'validThrough',
  'experienceYears',
  'education',
  'skills',
  'tags',
  'notes',
  'checklist',
  'description',
] as const;
type Column = (typeof COLUMNS)[number];

/** "saved 2026-11-01; applied 2026-11-03" */
export function statusHistoryText(record: StoredPosting): string {
  return record.statusHistory.map((change) => `${change.status} ${change.at.slice(0, 10)}`).join('; ');
}

function row(record: StoredPosting): Record<Column, string | number> {
  const { posting } = record;
  const salary = posting.salary;
  const years = posting.experienceYears;
  return {
    id: record.id,
    title: posting.title,
    company: posting.company.name,
    status: record.status,
    statusHistory: statusHistoryText(record),
    savedAt: record.savedAt ?? '',
    firstSeenAt: posting.firstSeenAt,
    lastSeenAt: record.lastSeenAt,
    updatedAt: record.updatedAt,
    url: posting.url,
    applyUrl: posting.applyUrl ?? '',
    site: record.site,
    locations: posting.locations.map((location) => location.raw).join('; '),
    workMode: posting.workMode,
    employmentType: posting.employmentType,
    seniority: posting.seniority,
    salary: salary?.raw ?? '',
    salaryMin: salary?.min ?? '',
    salaryMax: salary?.max ?? '',
    salaryCurrency: salary?.currency ?? '',
    salaryPeriod: salary?.period ?? '',
    postedAt: posting.postedAt ?? '',
    validThrough: posting.validThrough ?? '',
    experienceYears: years ? `${years.min ?? ''}-${years.max ?? ''}` : '',
    education: posting.education?.raw ?? '',
    skills: posting.skills.join('; '),
    tags: posting.tags.join('; '),
    notes: record.notes,
    checklist: record.checklist.join('; '),
    description: posting.description.text,
  };
}

/** Saved postings first (newest save first), then the merely viewed ones (newest first). */
function order(a: StoredPosting, b: StoredPosting): number {
  if ((a.savedAt === null) !== (b.savedAt === null)) return a.savedAt === null ? 1 : -1;
  const key = (r: StoredPosting) => r.savedAt ?? r.lastSeenAt;
  return key(b).localeCompare(key(a));
}

export function postingsToCsv(records: readonly StoredPosting[]): string {
  const rows = [...records].sort(order).map(row);
  return (
    BOM +
    Papa.unparse(
      { fields: [...COLUMNS], data: rows.map((r) => COLUMNS.map((column) => r[column])) },
      { escapeFormulae: FORMULA_START, newline: '\r\n' },
    )
  );
}
