/**
 * Date ranges of jobs as CVs write them: "Mar 2020 – Present", "03/2016 - 08/2023", "2019.03 - 至今",
 * "2017年3月—2019年2月", "(2013 – 2018)", "2021 to present", "since 2021". Months are counted as
 * year × 12 + month index; a range ends after its last month, "present" at the start of this month.
 */

export interface MonthRange {
  /** First month worked. */
  start: number;
  /** The month after the last one worked. */
  end: number;
  /** The range as the CV wrote it. */
  text: string;
  /** The range runs to "present". */
  open: boolean;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAME =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?` +
  String.raw`|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19[6-9]\d|20[0-4]\d)`;
const MONTH_NUMBER = String.raw`(?:0?[1-9]|1[0-2])`;
/** One date: a month name and year, a numeric month and year either way round, a Chinese 年月, or a year. */
const DATE = [
  String.raw`${MONTH_NAME},?\s*${YEAR}`,
  String.raw`(?<!\d)${MONTH_NUMBER}\s*[./-]\s*${YEAR}`,
  String.raw`${YEAR}\s*(?:[./-]\s*${MONTH_NUMBER}(?![\d])|年\s*${MONTH_NUMBER}\s*月)`,
  String.raw`${YEAR}(?:\s*年)?`,
].join('|');
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|date|ongoing|至今|今|现在|目前)`;
const SEPARATOR = String.raw`\s*(?:--?|–|—|−|~|～|至|到|to|until|till|→)\s*`;
const RANGE = new RegExp(String.raw`(?<![\d./-])((?:${DATE}))${SEPARATOR}((?:${DATE})|${PRESENT})(?![\d])`, 'gi');
const PRESENT_ONLY = new RegExp(String.raw`^${PRESENT}$`, 'i');
/** "since 2021", "from March 2020" (with no end after it), "2021年起". */
const SINCE = new RegExp(
  String.raw`\b(?:since|from)\s+((?:${DATE}))(?!\s*(?:--?|–|—|to|until)\s*\S)|((?:${DATE}))\s*(?:起|开始)(?:至今)?`,
  'gi',
);

/** A date as a month index: its first month as a start, the month after its last as an end. */
function monthIndex(text: string, as: 'start' | 'end'): number | undefined {
  const clean = text.toLowerCase().replace(/\s+/g, '');
  const named = /^([a-z]+)\.?,?(\d{4})$/.exec(clean);
  let year: number;
  let month: number | undefined;
  if (named) {
    month = MONTHS[named[1]!.slice(0, 3)];
    year = Number(named[2]);
  } else {
    const monthFirst = /^(\d{1,2})[./-](\d{4})$/.exec(clean);
    const yearFirst = /^(\d{4})(?:[./-]|年)(\d{1,2})月?$/.exec(clean);
    const yearOnly = /^(\d{4})年?$/.exec(clean);
    if (monthFirst) [year, month] = [Number(monthFirst[2]), Number(monthFirst[1])];
    else if (yearFirst) [year, month] = [Number(yearFirst[1]), Number(yearFirst[2])];
    else if (yearOnly) year = Number(yearOnly[1]);
    else return undefined;
  }
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  // A bare year counts from its January, and a range ending in a bare year ends as that year begins:
  // "2014 – 2017" is three years, as a reader counts it.
  if (month === undefined) return year * 12;
  return as === 'start' ? year * 12 + month - 1 : year * 12 + month;
}

function presentMonth(now: Date): number {
  return now.getFullYear() * 12 + now.getMonth();
}

/** The ranges in a line, kept only when they read as a stretch of time that has begun and lasts under 50 years. */
export function dateRanges(line: string, now: Date): MonthRange[] {
  const ranges: MonthRange[] = [];
  const today = presentMonth(now);
  for (const match of line.matchAll(RANGE)) {
    const start = monthIndex(match[1]!, 'start');
    const open = PRESENT_ONLY.test(match[2]!.trim());
    const end = open ? today : monthIndex(match[2]!, 'end');
    if (start === undefined || end === undefined || end < start || start > today || end - start > 50 * 12) continue;
    ranges.push({ start, end: Math.min(end, Math.max(today, start)), text: match[0].trim(), open });
  }
  if (ranges.length === 0) {
    for (const match of line.matchAll(SINCE)) {
      const start = monthIndex((match[1] ?? match[2])!, 'start');
      if (start === undefined || start > today) continue;
      ranges.push({ start, end: today, text: match[0].trim(), open: true });
    }
  }
  return ranges;
}

/** Ranges that end after this month: a degree still being studied for, a contract not yet over. */
export function endsInFuture(line: string, now: Date): boolean {
  const today = presentMonth(now);
  for (const match of line.matchAll(RANGE)) {
    const end = monthIndex(match[2]!, 'end');
    if (end !== undefined && end > today + 1) return true;
  }
  return false;
}

/** Months covered by the ranges, overlaps counted once. */
export function coveredMonths(ranges: readonly MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let runStart = -1;
  let runEnd = -1;
  for (const range of sorted) {
    if (range.start > runEnd) {
      if (runEnd > runStart) total += runEnd - runStart;
      runStart = range.start;
      runEnd = range.end;
    } else {
      runEnd = Math.max(runEnd, range.end);
    }
  }
  if (runEnd > runStart) total += runEnd - runStart;
  return total;
}
