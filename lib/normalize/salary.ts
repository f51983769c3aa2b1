import type { RawSalaryData, Salary, SalaryPeriod } from '../posting';
import { toHalfWidth } from '../extract/text';

/**
 * Salary strings as job sites write them, in English and Chinese: ranges and single values,
 * every thousands convention, K/千/万/lakh, currencies by symbol, code and context, periods,
 * months per year (·14薪). Written by hand: no library reads these.
 */

export interface SalaryContext {
  /** A Chinese board: a bare "15-25K" is a monthly CNY salary. */
  market?: 'cn' | 'global';
  /** Language of the posting (zh, en, ja...): tells ¥ as CNY or JPY. */
  language?: string;
  /** ISO country of the posting's place: tells what a bare "$" is. */
  country?: string;
}

export const HOURS_PER_YEAR = 2080;
export const DAYS_PER_YEAR = 260;
export const WEEKS_PER_YEAR = 52;

const NEGOTIABLE =
  /面议|面谈|薪资保密|待遇优厚|negotiable|competitive|\bDOE\b|depends on experience|commensurate|to be (?:discussed|determined)|\bTBD\b|undisclosed|not disclosed/i;

type CurrencyRule = readonly [RegExp, string];
/** Longest and most specific first: "CA$" before "A$" before "$". */
const CURRENCIES: readonly CurrencyRule[] = [
  [/US\$|\bUSD\b|U\.S\. dollars?/i, 'USD'],
  [/CA\$|\bC\$|\bCAD\b/i, 'CAD'],
  [/AU\$|\bA\$|\bAUD\b/i, 'AUD'],
  [/NZ\$|\bNZD\b/i, 'NZD'],
  [/HK\$|\bHKD\b|港币|港元/i, 'HKD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/NT\$|\bTWD\b|新台币/i, 'TWD'],
  [/R\$|\bBRL\b/i, 'BRL'],
  [/MX\$|\bMXN\b/i, 'MXN'],
  [/£|\bGBP\b|\bpounds?\b/i, 'GBP'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/₹|\bINR\b|\bRs\.?\s?(?=\d)|\brupees?\b|\bLPA\b|\blakhs?\b|\blacs?\b|\bcrores?\b/i, 'INR'],
  [/\bCHF\b|\bFr\.\s?(?=\d)/, 'CHF'],
  [/₩|\bKRW\b|원/, 'KRW'],
  [/円|\bJPY\b/, 'JPY'],
  [/\bCNY\b|\bRMB\b|人民币|元|块/i, 'CNY'],
  [/zł|\bPLN\b/i, 'PLN'],
  [/\bSEK\b/, 'SEK'],
  [/\bNOK\b/, 'NOK'],
  [/\bDKK\b/, 'DKK'],
  [/\bAED\b/, 'AED'],
  [/\bZAR\b/, 'ZAR'],
  [/\bILS\b|₪/, 'ILS'],
  [/\bPHP\b|₱/, 'PHP'],
  [/\bVND\b|₫/, 'VND'],
  [/\bTHB\b|฿/, 'THB'],
  [/\bMYR\b|\bRM\s?(?=\d)/, 'MYR'],
  [/\bIDR\b|\bRp\.?\s?(?=\d)/, 'IDR'],
  [/\bCZK\b|Kč/, 'CZK'],
  // The full-width ￥ (U+FFE5) is outside the range toHalfWidth folds, and Chinese pages write it.
  [/[¥￥]/, '¥'],
  [/\$/, '$'],
  // "kr" is the krona or krone of whichever Nordic country the posting is in.
  [/\bkr\b\.?/i, 'kr'],
];

const DOLLAR_BY_COUNTRY: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  MX: 'MXN',
};
const KRONA_BY_COUNTRY: Record<string, string> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK' };

/** The currency of a country, for a figure written with no currency at all ("104K-104K Annually"). */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  ...DOLLAR_BY_COUNTRY,
  ...KRONA_BY_COUNTRY,
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  FI: 'EUR',
  LU: 'EUR',
  GR: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  HR: 'EUR',
  CH: 'CHF',
  PL: 'PLN',
  CZ: 'CZK',
  RO: 'RON',
  HU: 'HUF',
  IN: 'INR',
  CN: 'CNY',
  JP: 'JPY',
  KR: 'KRW',
  MY: 'MYR',
  TH: 'THB',
  VN: 'VND',
  PH: 'PHP',
  ID: 'IDR',
  AE: 'AED',
  IL: 'ILS',
  BR: 'BRL',
  ZA: 'ZAR',
};

const PERIODS: readonly (readonly [RegExp, SalaryPeriod])[] = [
  [
    /\/\s*(?:hr|hour|h|std)\b|\bper\s+hour\b|\ban\s+hour\b|\bhourly\b|\bp\/?h\b|时薪|小时|\/\s*时|時給|\bpro\s+stunde\b|\bstundenlohn\b|\bpar\s+heure\b|\bde\s+l'heure\b/i,
    'hour',
  ],
  [/\/\s*(?:day|d)\b|\bper\s+day\b|\ba\s+day\b|\bdaily\b|日薪|\/\s*天|每天|\/\s*日|日給|\bpro\s+tag\b/i, 'day'],
  [/\/\s*(?:wk|week)\b|\bper\s+week\b|\ba\s+week\b|\bweekly\b|周薪|\/\s*周/i, 'week'],
  [
    /\/\s*(?:mo|mon|month|mth|m)\b|\bper\s+month\b|\ba\s+month\b|\bmonthly\b|月薪|\/\s*月|每月|月給|\bpro\s+monat\b|\/\s*monat\b|\bmonatlich\b|\bp\.\s?m\.|\bpar\s+mois\b|\/\s*mån|\bper\s+månad|\bpr\.?\s+måned|\bi\s+måneden/i,
    'month',
  ],
  [
    /\/\s*(?:yr|year|y|annum)\b|\bper\s+(?:year|annum)\b|\ba\s+year\b|\bannual(?:ly)?\b|\byearly\b|\bp\.\s?a\.|年薪|\/\s*年|每年|年収|年俸|\bLPA\b|\bCTC\b|\bpro\s+jahr\b|\/\s*jahr\b|\bim\s+jahr\b|\bjährlich|\bpar\s+an\b|\/\s*an\b|\bper\s+år|\bpr\.?\s+år|\bom\s+året|\/\s*år/i,
    'year',
  ],
];

const UNIT_WORDS: Record<string, SalaryPeriod> = {
  hour: 'hour',
  hourly: 'hour',
  hr: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  千: 1e3,
  万: 1e4,
  萬: 1e4,
  w: 1e4,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lpa: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
  亿: 1e8,
};

interface Amount {
  value: number;
  multiplier?: number;
  start: number;
  end: number;
}

const AMOUNT =
  /(\d+(?:[.,'’]\d+)*(?:[ \u00a0\u202f]\d{3}(?!\d))*)\s*(k(?![a-z])|千|万|萬|w(?![a-z])|mn\b|million\b|m(?![a-z])|lakhs?\b|lacs?\b|l(?=pa\b|\b)|crores?\b|cr\b|亿)?/gi;

/** "1,000" "1.000" "1'000" "1 000" "1,000.50" "1.000,50" "12,00,000" "8.5" as numbers. */
export function parseAmount(digits: string, hasMultiplier: boolean): number {
  let text = digits.replace(/[’'\s\u00a0\u202f]/g, (ch) => (ch === "'" || ch === '’' ? ',' : ''));
  const commas = (text.match(/,/g) ?? []).length;
  const dots = (text.match(/\./g) ?? []).length;
  if (commas > 0 && dots > 0) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (commas + dots > 0) {
    const sep = commas > 0 ? ',' : '.';
    const after = text.slice(text.lastIndexOf(sep) + 1);
    const isThousands = commas + dots > 1 || (after.length === 3 && !hasMultiplier);
    text = isThousands ? text.split(sep).join('') : text.replace(sep, '.');
  }
  return Number(text);
}

function findAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  AMOUNT.lastIndex = 0;
  for (let match = AMOUNT.exec(text); match; match = AMOUNT.exec(text)) {
    const suffix = match[2]?.toLowerCase();
    const multiplier = suffix ? MULTIPLIERS[suffix] : undefined;
    const value = parseAmount(match[1]!, multiplier !== undefined);
    if (!Number.isFinite(value)) continue;
    amounts.push({ value, multiplier, start: match.index, end: match.index + match[0].length });
  }
  return amounts;
}

/**
 * Words only a Chinese salary string carries: 万 and 千 as units, 元, 薪 ("·13薪", 月薪, 年薪),
 * and a Chinese period after a slash ("/月"). Japanese writes 万円, 月給 and 年収, so 万 before 円 is not one.
 */
const CHINESE_SALARY = /[万萬千](?!円)|元|块|薪|\/\s*[月年天日时]/;
/** Places whose own currency a Chinese salary string is written in (104 人力银行, JobsDB Hong Kong). */
const CHINESE_WRITING_COUNTRIES = new Set(['TW', 'HK', 'MO']);

/**
 * A salary string written the Chinese way is CNY wherever it is shown ("2.5万-3.5万" on a global
 * board, "￥25,000-35,000/月"), unless the posting is in Taiwan, Hong Kong or Macau, or Japanese.
 */
function isChineseSalary(text: string, context: SalaryContext): boolean {
  if (/^ja/i.test(context.language ?? '') || CHINESE_WRITING_COUNTRIES.has(context.country?.toUpperCase() ?? '')) return false;
  return CHINESE_SALARY.test(text);
}

/** The currency of the place, board or language, for a figure that names none or an ambiguous one. */
function contextCurrency(context: SalaryContext): string | undefined {
  if (context.market === 'cn') return 'CNY';
  const byCountry = CURRENCY_BY_COUNTRY[context.country?.toUpperCase() ?? ''];
  if (byCountry) return byCountry;
  if (/^zh/i.test(context.language ?? '')) return 'CNY';
  if (/^ja/i.test(context.language ?? '')) return 'JPY';
  return undefined;
}

/** ¥ is the yuan on a Chinese page and the yen anywhere else. */
function yenOf(context: SalaryContext): string {
  if (/^ja/i.test(context.language ?? '')) return 'JPY';
  if (context.market === 'cn' || /^zh/i.test(context.language ?? '') || context.country?.toUpperCase() === 'CN') return 'CNY';
  return 'JPY';
}

function currencyOf(text: string, context: SalaryContext, chinese = isChineseSalary(text, context)): { code?: string; inferred: boolean } {
  const country = context.country?.toUpperCase() ?? '';
  for (const [pattern, code] of CURRENCIES) {
    if (!pattern.test(text)) continue;
    if (code === '¥') return { code: chinese ? 'CNY' : yenOf(context), inferred: true };
    if (code === '$') return { code: DOLLAR_BY_COUNTRY[country] ?? 'USD', inferred: true };
    if (code === 'kr') {
      if (KRONA_BY_COUNTRY[country]) return { code: KRONA_BY_COUNTRY[country], inferred: true };
      // A bare "kr" in no Nordic country: no currency rather than a guess between four.
      return { inferred: false };
    }
    return { code, inferred: false };
  }
  const code = chinese ? 'CNY' : contextCurrency(context);
  return code ? { code, inferred: true } : { inferred: false };
}

function periodOfText(text: string): SalaryPeriod | undefined {
  let best: { period: SalaryPeriod; at: number } | undefined;
  for (const [pattern, period] of PERIODS) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.at)) best = { period, at: match.index };
  }
  return best?.period;
}

export function periodOfUnit(unit: string | undefined): SalaryPeriod | undefined {
  if (!unit) return undefined;
  // "YEAR", "PER_HOUR", "per-month-salary", "1 YEAR" (a count of one unit).
  const word = unit
    .trim()
    .toLowerCase()
    .replace(/^1\s*/, '')
    .replace(/^per[-_\s]/, '')
    .replace(/[-_\s]salary$/, '');
  return UNIT_WORDS[word] ?? periodOfText(unit);
}

/** What a number with no period most likely means, written down as an assumption. */
function inferPeriod(max: number, currency: string | undefined, context: SalaryContext, multiplierText: string): SalaryPeriod | undefined {
  if (currency === 'CNY' || (!currency && context.market === 'cn')) {
    if (/[kK千]/.test(multiplierText)) return 'month';
    if (/[万萬wW]/.test(multiplierText)) return max <= 50_000 ? 'month' : 'year';
    if (max < 1_000) return 'day';
    return max <= 100_000 ? 'month' : 'year';
  }
  if (currency === 'INR') return max >= 100_000 ? 'year' : 'month';
  // Yen and won figures are a hundred times those of dollars or euros.
  if (currency === 'JPY') return max >= 1_500_000 ? 'year' : max >= 100_000 ? 'month' : max <= 5_000 ? 'hour' : undefined;
  if (currency === 'KRW') return max >= 12_000_000 ? 'year' : max >= 1_000_000 ? 'month' : max <= 50_000 ? 'hour' : undefined;
  if (max <= 300) return 'hour';
  if (max >= 20_000) return 'year';
  return undefined;
}

/** The yearly figure and how it was reached, in the posting's own currency. */
export function yearlyOf(salary: Pick<Salary, 'min' | 'max' | 'period' | 'monthsPerYear'>, extra: string[] = []): Salary['yearly'] {
  if (!salary.period || (salary.min === undefined && salary.max === undefined)) return undefined;
  const assumptions = [...extra];
  let factor = 1;
  switch (salary.period) {
    case 'year':
      break;
    case 'month':
      factor = salary.monthsPerYear ?? 12;
      assumptions.push(`months_per_year=${factor}`);
      break;
    case 'week':
      factor = WEEKS_PER_YEAR;
      assumptions.push(`weeks_per_year=${WEEKS_PER_YEAR}`);
      break;
    case 'day':
      factor = DAYS_PER_YEAR;
      assumptions.push(`days_per_year=${DAYS_PER_YEAR}`);
      break;
    case 'hour':
      factor = HOURS_PER_YEAR;
      assumptions.push(`hours_per_year=${HOURS_PER_YEAR}`);
      break;
  }
  const round = (value: number) => Math.round(value * factor);
  return {
    ...(salary.min !== undefined ? { min: round(salary.min) } : {}),
    ...(salary.max !== undefined ? { max: round(salary.max) } : {}),
    assumptions,
  };
}

const RANGE_JOIN = /^\s*(?:--?|–|—|~|～|〜|至|到|to|and|bis|à|a|til|till)\s*$/i;
/** What may sit between two figures of one range besides the joining word: currencies and periods. */
const JOIN_NOISE = /[$€£¥￥₹₩₪₱₫฿:：]|\b[A-Z]{1,3}\$|\b[A-Z]{3}\b|\bRM\b|\bRs\.?|\b[Kk]r\b\.?|円|元|块|\/\s*[^\s\d\-–—~]+/g;

/**
 * What joins two pay bands of one posting: "184,000 USD - 287,500 USD for Level 4, and 224,000 USD -
 * 356,500 USD for Level 5". Only a level, grade, band or place named after "for"/"in", so a bonus,
 * equity or commission range after the base range ("base salary, and $20,000 - $30,000 bonus") is never one.
 */
const BAND_JOIN =
  /^\s*\(?\s*(?:for|in|at)\s+(?:(?:[Ll]evel|[Gg]rade|[Bb]and|[Tt]ier|[Ss]tep|L|IC|M|P)\s*\d{1,2}[A-Z]?|[A-Z][a-z]+(?:[ ,]+[A-Z][a-z]+){0,3})\s*\)?\s*[,;]?\s*(?:and|or)?\s*$/;
const NOT_BASE_PAY = /\b(?:bonus|equity|stock|commission|sign[- ]?on|OTE|relocation|RSUs?|incentive)\b/i;

function isBandBetween(between: string): boolean {
  return !NOT_BASE_PAY.test(between) && BAND_JOIN.test(between.replace(JOIN_NOISE, ' '));
}

function isRangeBetween(before: string, between: string): boolean {
  const join = between.replace(JOIN_NOISE, ' ');
  if (RANGE_JOIN.test(join)) return true;
  // "Minimum: $157,300.00 Maximum: $344,200.00"
  return /\bmin(?:imum)?\b|最低/i.test(before) && /^\s*(?:max(?:imum)?|最高)\s*$/i.test(join);
}

/** A currency sign or code just before a figure, or a currency or pay period just after it. */
const MARK_BEFORE = /(?:[$€£¥￥₹₩₪₱₫฿]|\b[A-Z]{3}|\bRM|\bRs\.?|\b[Kk]r\.?|\bFr\.)\s*$/;
const MARK_AFTER = /^\s*(?:[$€£₹]|元|円|块|(?:kr|[A-Z]{3})\b|\/\s*(?:hr|hour|h|mo|month|yr|year|day|wk|week|月|年|天|日|时|小时)(?![a-z]))/;

function isMarked(text: string, amount: Amount): boolean {
  return (
    amount.multiplier !== undefined ||
    MARK_BEFORE.test(text.slice(Math.max(0, amount.start - 6), amount.start)) ||
    MARK_AFTER.test(text.slice(amount.end, amount.end + 10))
  );
}

/**
 * Where the pay figure starts: the first number marked as money (or the low end of a range whose
 * high end is), so that "2027 Summer Intern, $45/hr", "Level 3" and "3-5年 15-25K" skip the year,
 * the level and the experience. With no number marked at all ("8000-10000"), the first one.
 */
function figureStart(text: string, amounts: readonly Amount[]): number {
  if (amounts.length === 0) return -1;
  const marked = amounts.findIndex((amount, index) => {
    if (isMarked(text, amount)) return true;
    const next = amounts[index + 1];
    return next !== undefined && isMarked(text, next) && isRangeBetween('', text.slice(amount.end, next.start));
  });
  return Math.max(marked, 0);
}

/** A salary string read into numbers; "面议" and "Competitive" keep only the raw text. */
export function parseSalary(input: string, context: SalaryContext = {}): Salary | undefined {
  // Salary.raw holds at most 500 characters; a longer text is no salary field anyway.
  const raw = input.replace(/\s+/g, ' ').trim().slice(0, 500);
  if (!raw) return undefined;
  let text = toHalfWidth(raw).replace(/[－‐‑‒−]/g, '-');
  // Before "·13薪" is cut out of the text below: it is itself a mark of a Chinese salary.
  const chinese = isChineseSalary(text, context);
  let monthsPerYear: number | undefined;
  const months = /[·•・.\s,，]*(\d{2})\s*薪/.exec(text);
  if (months) {
    const count = Number(months[1]);
    if (count >= 12 && count <= 24) monthsPerYear = count;
    text = text.slice(0, months.index) + ' ' + text.slice(months.index + months[0].length);
  }
  // Benefits after the figure ("+ Equity", "• Offers Bonus") are not part of it.
  text = text.replace(/\b(?:equity|bonus|stock|options?|commission|benefits?)\b.*$/i, (tail) =>
    /\d/.test(tail.replace(/\b401\s*\(?k\)?/gi, '')) ? tail : '',
  );

  // "面议", "Competitive", "0 €": no figure, so no currency or period either; the raw text stays.
  const amounts = findAmounts(text).filter((amount) => amount.value > 0);
  const start = figureStart(text, amounts);
  // "Competitive, plus 25 days of leave": a number not marked as money next to "competitive" is not pay.
  if (start < 0 || (NEGOTIABLE.test(text) && !amounts.some((amount) => isMarked(text, amount)))) return { raw };

  let first = amounts[start]!;
  let second: Amount | undefined = amounts[start + 1];
  const isRange = second !== undefined && isRangeBetween(text.slice(0, first.start), text.slice(first.end, second.start));
  if (!isRange) second = undefined;

  // "15-25K", "$150-190k": a multiplier written once applies to both ends.
  if (second && second.multiplier && !first.multiplier && first.value < second.value * 10) {
    first = { ...first, multiplier: second.multiplier };
  }
  let low = first.value * (first.multiplier ?? 1);
  let high = second ? second.value * (second.multiplier ?? 1) : low;
  if (high < low) [low, high] = [high, low];
  let last = second ?? first;
  // Further pay bands of the same posting, each a marked range: the posting pays from the lowest to the highest.
  const bands = second !== undefined && !NOT_BASE_PAY.test(raw);
  for (let index = start + 2; bands && index + 1 < amounts.length; index += 1) {
    const bandLow = amounts[index]!;
    const bandHigh = amounts[index + 1]!;
    const between = text.slice(last.end, bandLow.start);
    // The "4" of "for Level 4, and" is a number too: look past it for the next band's low end.
    if (between.length > 60) break;
    if (!isBandBetween(between) || !isRangeBetween('', text.slice(bandLow.end, bandHigh.start))) continue;
    if (!isMarked(text, bandLow) && !isMarked(text, bandHigh)) continue;
    const lowMultiplier = bandLow.multiplier ?? (bandHigh.multiplier && bandLow.value < bandHigh.value * 10 ? bandHigh.multiplier : 1);
    low = Math.min(low, bandLow.value * lowMultiplier, bandHigh.value * (bandHigh.multiplier ?? 1));
    high = Math.max(high, bandLow.value * lowMultiplier, bandHigh.value * (bandHigh.multiplier ?? 1));
    last = bandHigh;
    index += 1;
  }

  const before = text.slice(0, first.start);
  const after = text.slice(last.end);
  let min: number | undefined = low;
  let max: number | undefined = high;
  if (!second) {
    if (/\b(?:up to|upto|max(?:imum)?|under|below|less than)\b|最高|不超过/i.test(before) || /以下|以内/.test(after)) min = undefined;
    else if (
      /\b(?:from|starting at|min(?:imum)?|at least|over|above|more than)\b|最低/i.test(before) ||
      /以上|起|\+/.test(after.slice(0, 3))
    )
      max = undefined;
  }

  const currency = currencyOf(text, context, chinese);
  const multiplierText = text.slice(first.start, last.end);
  let period = monthsPerYear ? 'month' : periodOfText(text);
  const assumptions: string[] = [];
  if (!period) {
    period = inferPeriod(high, currency.code, context, multiplierText);
    if (period) assumptions.push('period_inferred_from_amount');
  }
  if (currency.inferred && currency.code) assumptions.push(`currency_from_context=${currency.code}`);

  const salary: Salary = {
    ...(min !== undefined ? { min: roundMoney(min) } : {}),
    ...(max !== undefined ? { max: roundMoney(max) } : {}),
    ...(currency.code ? { currency: currency.code } : {}),
    ...(period ? { period } : {}),
    ...(monthsPerYear ? { monthsPerYear } : {}),
    raw,
  };
  const yearly = yearlyOf(salary, assumptions);
  return yearly ? { ...salary, yearly } : salary;
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A salary the page gives as data (JSON-LD baseSalary, a site's app state). */
export function salaryFromData(data: RawSalaryData, context: SalaryContext = {}, rawText?: string): Salary | undefined {
  const valid = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined);
  let min = valid(data.min);
  let max = valid(data.max);
  if (min === undefined && max === undefined) return rawText ? parseSalary(rawText, context) : undefined;
  if (min !== undefined && max !== undefined && max < min) [min, max] = [max, min];
  const currencyText = data.currency?.trim().toUpperCase();
  const currency =
    currencyText && /^[A-Z]{3}$/.test(currencyText) ? currencyText : currencyText ? currencyOf(currencyText, context).code : undefined;
  const assumptions: string[] = [];
  let period = periodOfUnit(data.unit);
  if (!period) {
    period = inferPeriod(max ?? min ?? 0, currency, context, '');
    if (period) assumptions.push('period_inferred_from_amount');
  }
  const raw = rawText ?? describeData(min, max, currency, data.unit);
  const salary: Salary = {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(currency ? { currency } : {}),
    ...(period ? { period } : {}),
    raw,
  };
  const yearly = yearlyOf(salary, assumptions);
  return yearly ? { ...salary, yearly } : salary;
}

function describeData(min: number | undefined, max: number | undefined, currency: string | undefined, unit: string | undefined): string {
  const figures = min !== undefined && max !== undefined && min !== max ? `${min}-${max}` : String(min ?? max);
  return [currency, figures, unit ? `/${unit.toLowerCase()}` : ''].filter(Boolean).join(' ').replace(' /', '/');
}

const CODES = 'USD|EUR|GBP|CAD|AUD|CHF|SGD|CNY|RMB|JPY|INR';
const FIGURE = String.raw`\d[\d,.'’]*\s*(?:[kKmM](?![a-z]))?`;
/** "per year", "/yr", "an hour": written after the range, or after each end of it ("$90K/yr - $130K/yr"). */
const PER = String.raw`(?:\s*(?:per|a|an|\/)\s*(?:year|yr|annum|hour|hr|month|mo|week|day)\b|\s*(?:annually|yearly|hourly|monthly|weekly|daily)\b)`;
const MONEY = String.raw`(?:(?:[A-Z]{1,3})?[$€£¥￥₹]|(?:${CODES})\s?)\s?${FIGURE}${PER}?`;
/** "184,000 USD": the code after the figure. */
const MONEY_AFTER = String.raw`\d[\d,.'’]*\s*(?:[kKmM](?![a-z]))?\s?(?:${CODES})\b${PER}?`;
const JOIN = String.raw`\s*(?:--?|–|—|to|and)\s*`;
const MONEY_RANGE = new RegExp(
  String.raw`(?:${MONEY}(?:${JOIN}(?:${MONEY}|${FIGURE}))?|${MONEY_AFTER}(?:${JOIN}${MONEY_AFTER})?)(?:\s*(?:${CODES}))?${PER}?(?:\s*\/\s*[月年])?`,
);
const PAY_CONTEXT = /salary|\bpay(?:s|ing| range| band| rate)?\b|base pay|compensation|\bOTE\b|hourly rate|wage|薪资|薪酬|月薪|年薪|工资/i;
/** "15-25K·16薪", "1.5-2.5万", "2.5万-3.5万", "25k-35k·13薪": a range with a Chinese unit, months or period. */
const CN_FIGURES =
  /(\d+(?:\.\d+)?\s*(?:[kK千万]|元)?\s*(?:-|~|至|到)\s*\d+(?:\.\d+)?\s*(?:[kK千万]|元)(?:\s*[·•]?\s*\d{2}\s*薪)?(?:\s*\/\s*(?:月|年))?)/;

/** Words right after a figure that make it something other than the wage. */
const NOT_WAGE_AFTER =
  /^\s*(?:sign[- ]?on |signing |retention |referral |annual |one[- ]time |home[- ]office |relocation )?(?:bonus|allowance|stipend|reimbursement|deposit|fee)\b|^\s*(?:奖金|补贴|押金|租金)/i;

const NOT_WAGE_BEFORE = /(?:租金?|押金|另加|加班费|补贴|扣|罚|服务费|管理费|押)[^\d]{0,4}$/;

/** A Chinese range whose own marks make it pay: months of pay ("15-25K·14薪") or yuan a month ("4500-6500元/月"). */
const SELF_EVIDENT_PAY =
  /\d+(?:\.\d+)?\s*[kK千万]?\s*(?:-|~|至|到)\s*\d+(?:\.\d+)?\s*(?:[kK千万]\s*[·•]\s*\d{2}\s*薪|元\s*\/\s*月|元每月|元\/月)/;

/** A short heading line that names pay, with no figure of its own. */
const PAY_HEADING =
  /^(?:#+\s*)?(?:[\w&,' ]{0,30}\b)?(?:pay|salary|compensation|wages?|remuneration)\b[\w&,' ]{0,30}[:：]?$|^[【[]?(?:薪资|薪酬|工资|待遇|薪资福利|薪酬福利|薪资待遇|福利待遇)[^\d]{0,6}[】\]]?[:：]?$/i;
/** A figure with its period after it ("$24.00 - $27.00 per hour"): pay, not a budget or a count. */
const PER_AFTER_FIGURE = new RegExp(String.raw`\d${PER}`, 'i');

/**
 * A salary stated in the description's prose ("The base salary range for this role is
 * $172,000 - $215,000 per year"), for postings whose page has no salary field.
 */
export function findSalaryText(lines: readonly string[]): string | undefined {
  // A heading that names pay ("Pay and benefits", "Hours and compensation") gives its own lines its context:
  // "- $58,000 - $68,000 per year, depending on experience" says pay without the word.
  let underPayHeading = false;
  for (const line of lines) {
    if (PAY_HEADING.test(line.trim())) {
      underPayHeading = true;
      continue;
    }
    // The next heading ("Benefits") ends it: a short line with no figure.
    if (line.trim().length < 40 && !/\d/.test(line)) underPayHeading = false;
    // "15-25K·14薪", "4500-6500元/月" say pay by their own marks, wherever they stand.
    const selfEvident = SELF_EVIDENT_PAY.exec(line);
    if (selfEvident && !/(?:补贴|津贴|奖|押金|报销|营业额|销售额)[^，。；]{0,4}$/.test(line.slice(0, selfEvident.index)))
      return selfEvident[0].trim();
    if (!PAY_CONTEXT.test(line) && !(underPayHeading && line.length < 160 && (PER_AFTER_FIGURE.test(line) || CN_FIGURES.test(line))))
      continue;
    // "$2,500 SIGN-ON BONUS!", "$1,000 home-office allowance": money that is not the wage, when it is the first figure.
    const first = MONEY_RANGE.exec(line);
    if (
      first &&
      NOT_WAGE_AFTER.test(line.slice(first.index + first[0].length, first.index + first[0].length + 30)) &&
      !PER_AFTER_FIGURE.test(first[0])
    )
      continue;
    const cnFirst = CN_FIGURES.exec(line) ?? /\d+(?:\.\d+)?\s*元\s*\/\s*(?:天|小时|时|日)/.exec(line);
    // "日租150元/天" (the car's rent), "另加2元/小时" (a supplement): a Chinese figure after such words is no wage.
    if (cnFirst && NOT_WAGE_BEFORE.test(line.slice(Math.max(0, cnFirst.index - 8), cnFirst.index))) continue;
    const cn = CN_FIGURES.exec(line);
    // A K range is Chinese only with a Chinese mark of its own; "Salary: 25k-35k" names no currency.
    if (cn && (/[千万元薪月年]/.test(cn[1]!) || /薪资|薪酬|月薪|年薪|工资/.test(line))) return cn[1]!.trim();
    const match = MONEY_RANGE.exec(line);
    if (match && /\d{2}/.test(match[0])) return withBands(line, match.index, match[0]).trim().replace(/[.,]$/, '');
  }
  return undefined;
}

/** A range in MONEY_RANGE's text: two figures with a join between them, not a single figure. */
const TWO_FIGURES = new RegExp(String.raw`\d\D{0,8}?${JOIN}\D{0,8}\d`);

/** The first range and the further pay bands after it ("... for Level 4, and 224,000 USD - 356,500 USD"). */
function withBands(line: string, at: number, first: string): string {
  // A bonus or equity range anywhere after the base range may be the "band": then the base range alone.
  if (!TWO_FIGURES.test(first) || NOT_BASE_PAY.test(line.slice(at))) return first;
  let end = at + first.length;
  for (;;) {
    const rest = line.slice(end);
    const next = MONEY_RANGE.exec(rest);
    if (!next || !TWO_FIGURES.test(next[0]) || !isBandBetween(rest.slice(0, next.index))) break;
    end += next.index + next[0].length;
  }
  return line.slice(at, end);
}

const CN_NUMERALS: Record<string, number> = { 十三: 13, 十四: 14, 十五: 15, 十六: 16, 十七: 17, 十八: 18, 双: 13 };
/**
 * Months of pay a year, in the words benefits lines use for them. Each pattern is explicit
 * wording for the count of salaries paid, never a bare number near "salary".
 */
const MONTHS_WORDING: readonly RegExp[] = [
  // "paid 14 times a year", "salary paid 13 times per year"
  /\bpaid\s+(\d{2})\s+times\s+(?:a|per|each)\s+year\b/i,
  // "14 salaries", "13 monthly salaries", "14 salary payments a year", "14 payments per year"
  /\b(\d{2})\s+(?:monthly\s+)?(?:salaries|salary\s+payments|(?:monthly\s+)?payments\s+(?:a|per)\s+year)\b/i,
  // "13th month salary", "13th and 14th month pay", "14th-month bonus"
  /\b(\d{2})(?:st|nd|rd|th)[\s-]+month(?:ly)?\s+(?:salary|pay|bonus|wage)\b/i,
  // "14 Monatsgehälter", "14 Gehälter", "13. Monatsgehalt", "13. und 14. Monatsgehalt"
  /\b(\d{2})\s*(?:\.\s*)?(?:Monatsgeh[aä]lter|Geh[aä]lter|Monatsgehalt)/i,
  // "14 pagas", "14 mensilità", "13e mois", "13ème mois"
  /\b(\d{2})\s+(?:pagas|mensualidades|mensilit[aà])\b|\b(\d{2})(?:e|ème|eme)\s+mois\b/i,
  // "14薪", "年终奖13薪", "13薪", "十四薪", "年底双薪"
  /(?<![\d.])(\d{2})\s*薪|(十[三四五六七八])薪|年[底终]\s*(双)薪/,
];

/** The highest count a sentence names: "13th and 14th month salary" is 14 salaries a year. */
function monthsInLine(line: string): number | undefined {
  let best: number | undefined;
  for (const pattern of MONTHS_WORDING) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of line.matchAll(global)) {
      const word = match.slice(1).find((group) => group !== undefined);
      const count = word === undefined ? undefined : (CN_NUMERALS[word] ?? Number(word));
      if (count !== undefined && count >= 13 && count <= 18 && (best === undefined || count > best)) best = count;
    }
  }
  return best;
}

/** The months of pay a year that the posting's benefits lines state ("paid 14 times a year", "14薪"). */
export function findMonthsPerYear(lines: readonly string[]): number | undefined {
  for (const line of lines) {
    const months = monthsInLine(toHalfWidth(line));
    if (months !== undefined) return months;
  }
  return undefined;
}

/**
 * A salary with the months per year the description states, when its own text gave none. The
 * yearly figure of a monthly salary follows; a yearly salary keeps its figure and gains the count.
 */
export function withMonthsPerYear(salary: Salary, months: number | undefined): Salary {
  if (months === undefined || salary.monthsPerYear !== undefined || (salary.min === undefined && salary.max === undefined)) return salary;
  const next: Salary = { ...salary, monthsPerYear: months };
  if (salary.period !== 'month' || !salary.yearly) return next;
  const kept = salary.yearly.assumptions.filter((assumption) => !assumption.startsWith('months_per_year='));
  const yearly = yearlyOf(next, kept);
  return yearly ? { ...next, yearly } : next;
}
