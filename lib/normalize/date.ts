import { toHalfWidth } from '../extract/text';
import { ENGLISH_NUMBER_WORDS } from './numbers';

/**
 * Posting dates as pages write them, absolute and relative, in English and Chinese, measured
 * against the time the page was read. Returns an ISO date-time (UTC) or undefined.
 */

/** The offset Chinese boards write their times in (China has one time zone and no summer time). */
export const CHINA_TIME = '+08:00';

const UNIT_MS: Record<string, number> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

const EN_UNITS: Record<string, keyof typeof UNIT_MS> = {
  s: 'second',
  sec: 'second',
  secs: 'second',
  second: 'second',
  seconds: 'second',
  m: 'minute',
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  d: 'day',
  day: 'day',
  days: 'day',
  tag: 'day',
  tagen: 'day',
  tage: 'day',
  w: 'week',
  wk: 'week',
  wks: 'week',
  week: 'week',
  weeks: 'week',
  woche: 'week',
  wochen: 'week',
  mo: 'month',
  mos: 'month',
  month: 'month',
  months: 'month',
  monat: 'month',
  monaten: 'month',
  y: 'year',
  yr: 'year',
  yrs: 'year',
  year: 'year',
  years: 'year',
};

const ZH_UNITS: Record<string, keyof typeof UNIT_MS> = {
  秒: 'second',
  秒钟: 'second',
  分钟: 'minute',
  分: 'minute',
  小时: 'hour',
  个小时: 'hour',
  钟头: 'hour',
  天: 'day',
  日: 'day',
  周: 'week',
  星期: 'week',
  个星期: 'week',
  个月: 'month',
  月: 'month',
  年: 'year',
};

/** "an hour ago", "a day ago": the article counts as one. */
const EN_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, ...ENGLISH_NUMBER_WORDS };

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

/** A date this far from the reading is a misread number ("100020787 days ago"), not a date. */
const MIN_TIME = Date.UTC(1990, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);

function minus(readAt: Date, amount: number, unit: keyof typeof UNIT_MS): string | undefined {
  const time = readAt.getTime() - amount * UNIT_MS[unit]!;
  return Number.isFinite(time) && time >= MIN_TIME && time <= MAX_TIME ? new Date(time).toISOString() : undefined;
}

/** "+08:00", "-0500", "Z" in milliseconds east of UTC; anything else is UTC. */
function offsetMs(offset: string | undefined): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset?.trim() ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** A wall-clock date-time written in the page's time zone, as UTC. */
function localDate(zone: number, year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | undefined {
  const date = utcDate(year, month, day, hour, minute, second);
  return date && zone !== 0 ? new Date(new Date(date).getTime() - zone).toISOString() : date;
}

/**
 * "09:47 发布于拉勾网", "今天 09:47", "昨天 15:30": a time of day on the page's today (or yesterday).
 * A time later than the reading belongs to the day before; a few minutes' clock skew is "now".
 */
function clockTime(hour: number, minute: number, daysBack: number, readAt: Date, zone: number): string | undefined {
  if (hour > 23 || minute > 59) return undefined;
  const local = new Date(readAt.getTime() + zone);
  let time = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack, hour, minute) - zone;
  if (time > readAt.getTime() + 3_600_000) time -= 86_400_000;
  return new Date(Math.min(time, readAt.getTime())).toISOString();
}

function utcDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | undefined {
  if (month < 0 || month > 11 || day < 1 || day > 31 || year < 1990 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month, day, hour, minute, second));
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString();
}

/** A year-less "02-26" or "8月6日" is the latest such day not after the reading. */
function yearless(month: number, day: number, readAt: Date): string | undefined {
  const year = readAt.getUTCFullYear();
  const thisYear = utcDate(year, month, day);
  if (!thisYear) return undefined;
  return new Date(thisYear).getTime() > readAt.getTime() + 86_400_000 ? utcDate(year - 1, month, day) : thisYear;
}

/**
 * `timeZone` is the offset ("+08:00") in which the page writes date-times that carry none of their
 * own; without it they are taken as UTC. Dates without a time stay at midnight UTC: a day, not an instant.
 */
export function parsePostedDate(input: string | undefined, readAtIso: string, timeZone?: string): string | undefined {
  const iso = readPostedDate(input, readAtIso, timeZone);
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  return time >= MIN_TIME && time <= MAX_TIME ? iso : undefined;
}

function readPostedDate(input: string | undefined, readAtIso: string, timeZone?: string): string | undefined {
  if (!input) return undefined;
  const readAt = new Date(readAtIso);
  if (Number.isNaN(readAt.getTime())) return undefined;
  // A date is a short phrase; a long text is cut so that no pattern can scan it for long.
  const text = toHalfWidth(input.slice(0, 300)).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const pageZone = offsetMs(timeZone);

  // Epoch milliseconds or seconds.
  if (/^\d{10}(?:\d{3})?$/.test(text)) {
    const value = Number(text);
    return minus(new Date(text.length === 13 ? value : value * 1000), 0, 'second');
  }
  // Liepin's refreshTime: 20220816104745.
  let match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (match) return localDate(pageZone, +match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!);

  // ISO and ISO-like: 2026-08-06, 2026-08-06T07:39:35.941Z, 2026/08/06, 2026.08.06 17:11:47, 2026年8月6日.
  match =
    /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})(?:\s*日)?(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?/i.exec(
      text,
    );
  if (match) {
    const [, year, month, day, hour, minute, second, fraction, zone] = match;
    if (hour && zone) {
      const offset = /^[+-]\d{4}$/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone.toUpperCase();
      const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}T${hour.padStart(2, '0')}:${minute}:${second ?? '00'}${fraction ?? ''}${offset}`;
      const date = new Date(iso);
      if (!Number.isNaN(date.getTime())) return date.toISOString();
    }
    // No offset: the time is in the page's time zone (UTC when it is not known).
    const date = hour
      ? localDate(pageZone, +year!, +month! - 1, +day!, +hour, +minute!, second ? +second : 0)
      : utcDate(+year!, +month! - 1, +day!);
    return date && fraction ? new Date(new Date(date).getTime() + Math.round(Number(fraction) * 1000)).toISOString() : date;
  }

  // Relative, Chinese: 发布于 2 小时前, 3天前, 5分钟前发布.
  match = /(\d+|[一二两三四五六七八九十半]+)\s*(秒钟|秒|分钟|个小时|小时|钟头|天|日|个星期|星期|周|个月|月|年)\s*(?:前|之前)/.exec(text);
  if (match) {
    const amount = chineseNumber(match[1]!);
    const unit = ZH_UNITS[match[2]!];
    if (amount !== undefined && unit) return minus(readAt, amount, unit);
  }
  // A time of day and nothing else that counts: "09:47 发布于拉勾网", "昨天 15:30".
  const clock = /(?:^|[^\d:])(\d{1,2}):(\d{2})(?![\d:])(\s*[ap]\.?m\b\.?)?(?![a-z])/i.exec(text);
  if (clock && !/\d/.test(text.replace(clock[0], ''))) {
    const daysBack = /前天/.test(text) ? 2 : /昨天|昨日|yesterday/i.test(text) ? 1 : 0;
    const hour = (+clock[1]! % (clock[3] ? 12 : 24)) + (/p/i.test(clock[3] ?? '') ? 12 : 0);
    return clockTime(hour, +clock[2]!, daysBack, readAt, pageZone);
  }
  if (/刚刚|今天|今日|本日/.test(text)) return readAt.toISOString();
  if (/昨天|昨日/.test(text)) return minus(readAt, 1, 'day');
  if (/前天/.test(text)) return minus(readAt, 2, 'day');

  // Relative, English (and German, seen on Workday): "2 hours ago", "Posted 30+ Days Ago", "vor 7 Tagen".
  // Glassdoor's cards: "5d", "24h", "30d+" alone, or "30d+ ago".
  match =
    /(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|[smhdwy])\+?\s+ago\b/i.exec(
      lower,
    ) ?? /^(\d+)\s*([hdwy])\+?$/.exec(lower);
  if (match) {
    const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : (EN_NUMBERS[match[1]!] ?? 1);
    const unit = EN_UNITS[match[2]!.toLowerCase()];
    if (unit) return minus(readAt, amount, unit);
  }
  match = /\bvor\s+(\d+|einem|einer)\+?\s*(tagen|tag|wochen|woche|monaten|monat|stunden|stunde)\b/i.exec(lower);
  if (match) {
    const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1;
    const word = match[2]!.toLowerCase();
    const unit = word.startsWith('stund') ? 'hour' : EN_UNITS[word];
    if (unit) return minus(readAt, amount, unit);
  }
  if (/\b(?:just now|today|just posted|heute)\b/.test(lower)) return readAt.toISOString();
  if (/\b(?:yesterday|gestern)\b/.test(lower)) return minus(readAt, 1, 'day');

  // "August 6, 2026", "6 Aug 2026", "Aug 6".
  match = /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/i.exec(text);
  if (match) {
    const month = MONTHS[match[1]!.toLowerCase()]!;
    return match[3] ? utcDate(+match[3], month, +match[2]!) : yearless(month, +match[2]!, readAt);
  }
  match = /\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?:,?\s+(\d{4}))?\b/i.exec(text);
  if (match) {
    const month = MONTHS[match[2]!.toLowerCase()]!;
    return match[3] ? utcDate(+match[3], month, +match[1]!) : yearless(month, +match[1]!, readAt);
  }
  // Year-less Chinese and 51job forms: 8月6日, 02-26发布, 更新于 02-26.
  match = /(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(text) ?? /(?:^|[^\d])(\d{1,2})-(\d{1,2})(?:发布|更新|$)/.exec(text);
  if (match) return yearless(+match[1]! - 1, +match[2]!, readAt);
  return undefined;
}

const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

export function chineseNumber(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  if (text === '半') return 0.5;
  if (text === '十') return 10;
  const tens = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/.exec(text);
  if (tens) return (tens[1] ? CN_DIGITS[tens[1]]! : 1) * 10 + (tens[2] ? CN_DIGITS[tens[2]]! : 0);
  return CN_DIGITS[text];
}
