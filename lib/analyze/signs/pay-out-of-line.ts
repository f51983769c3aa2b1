import type { Posting } from '../../posting';
import { PAY_CEILINGS, type PayCeiling } from '../knowledge/scam-signs';
import type { SignReader } from './sign';

type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

/** A figure the ad names with its period: "$40/hour", "$5,000 a week", "日结500", "月薪3万". */
interface Pay {
  amount: number;
  currency: 'USD' | 'CNY';
  period: Period;
  raw: string;
}

const PERIOD: Record<string, Period> = {
  hour: 'hour',
  hr: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  wk: 'week',
  weekly: 'week',
  month: 'month',
  mo: 'month',
  year: 'year',
  yr: 'year',
};
const DOLLARS =
  /(?:\$|\bUSD\s?)(\d[\d,]*(?:\.\d+)?)\s*(k)?(?:\s*(?:-|–|to)\s*\$?\d[\d,]*(?:\.\d+)?\s*k?)?\s*(?:\/\s*|per\s+|an?\s+|each\s+)?(hour|hr|day|daily|week|wk|weekly|month|mo|year|yr)\b/i;
const YUAN = /日结\s*(\d{2,5})|(\d{2,5})\s*元?\s*\/\s*(天|日)|(?:月薪|月入|每月)\s*(\d+(?:\.\d+)?)\s*(万|千|k|K)?/;

const number = (text: string) => Number(text.replace(/,/g, ''));

function payIn(line: string): Pay | undefined {
  const dollars = DOLLARS.exec(line);
  if (dollars) {
    const amount = number(dollars[1]!) * (dollars[2] ? 1000 : 1);
    return { amount, currency: 'USD', period: PERIOD[dollars[3]!.toLowerCase()]!, raw: dollars[0] };
  }
  const yuan = YUAN.exec(line);
  if (!yuan) return undefined;
  if (yuan[1] ?? yuan[2]) return { amount: number(yuan[1] ?? yuan[2]!), currency: 'CNY', period: 'day', raw: yuan[0] };
  const scale = yuan[5] === '万' ? 10_000 : yuan[5] ? 1000 : 1;
  return { amount: number(yuan[4]!) * scale, currency: 'CNY', period: 'month', raw: yuan[0] };
}

/** The posting's own salary, when it gives a period and a currency the table holds (its lower figure: what is promised). */
function statedPay(posting: Posting): Pay | undefined {
  const salary = posting.salary;
  const amount = salary?.min ?? salary?.max;
  if (!salary || amount === undefined || !salary.period || (salary.currency !== 'USD' && salary.currency !== 'CNY')) return undefined;
  return { amount, currency: salary.currency, period: salary.period, raw: salary.raw };
}

/** A range whose top is this many times its bottom is no offer ("$600–115,000 a month"), unless commission is its top. */
const WIDEST_RANGE = 5;
/** A yearly figure under this, in dollars, pounds or euros, is no full-time wage. */
const LEAST_YEARLY = 5_000;

/** Pay the posting states that cannot be an offer: a range of wildly different figures, a year's pay of a few hundred. */
function implausiblePay(posting: Posting): string | undefined {
  const salary = posting.salary;
  const top = salary?.max ?? salary?.min;
  if (!salary || top === undefined || top <= 0) return undefined;
  const commission = /\b(?:commission|OTE|on[- ]target|uncapped|bonus)\b|提成|佣金|绩效/i.test(
    `${salary.raw}\n${posting.description.text.slice(0, 20_000)}`,
  );
  if (salary.min !== undefined && salary.min > 0 && top / salary.min >= WIDEST_RANGE && !commission) return salary.raw;
  const yearlyCurrency = salary.currency === 'USD' || salary.currency === 'EUR' || salary.currency === 'GBP';
  if (salary.period === 'year' && yearlyCurrency && top < LEAST_YEARLY && posting.employmentType !== 'internship') return salary.raw;
  return undefined;
}

function ceilingOf(ceiling: PayCeiling, pay: Pay): number {
  if (pay.currency === 'CNY')
    return {
      hour: ceiling.cnyDay / 6,
      day: ceiling.cnyDay,
      week: ceiling.cnyDay * 6,
      month: ceiling.cnyMonth,
      year: ceiling.cnyMonth * 14,
    }[pay.period];
  return { hour: ceiling.hour, day: ceiling.hour * 10, week: ceiling.week, month: ceiling.year / 12, year: ceiling.year }[pay.period];
}

/**
 * Pay out of line for the work, from the posting alone (the market comparison needs saved postings; this does not):
 * a figure above the generous ceiling of the table (lib/analyze/knowledge/scam-signs.ts) for the work the title names.
 */
export const payOutOfLineForWork: SignReader = {
  kind: 'pay-out-of-line',
  read({ posting, say }, lines) {
    const stated = statedPay(posting);
    const candidates: { pay: Pay; line: string }[] = stated ? [{ pay: stated, line: posting.title }] : [];
    for (const line of lines.slice(0, 60)) {
      const pay = payIn(line);
      if (pay) candidates.push({ pay, line });
    }
    const implausible = implausiblePay(posting);
    if (implausible)
      return {
        kind: 'pay-out-of-line',
        weight: 'soft',
        id: 'pay-implausible',
        text: say(
          `The pay it states (${implausible}) cannot be a real offer: a range this wide or a yearly figure this small; ask for the pay in writing`,
          `所写薪资（${implausible}）不可能是真实报价：范围过宽或年薪过低；请书面确认薪资`,
        ),
        evidence: implausible,
      };
    for (const { pay, line } of candidates) {
      // The kind of work is the title's: a line's "customer service team" does not make a developer a clerk.
      const work = PAY_CEILINGS.find(({ ceiling }) => ceiling.work.test(posting.title));
      if (!work || pay.amount <= ceilingOf(work.ceiling, pay)) continue;
      return {
        kind: 'pay-out-of-line',
        weight: 'soft',
        id: 'pay-out-of-line-for-work',
        text: say(
          `The pay (${pay.raw.trim()}) is far above what this kind of work pays: a lure until the employer shows otherwise`,
          `薪资（${pay.raw.trim()}）远高于这类工作的正常水平：在单位证明之前，视为诱饵`,
        ),
        evidence: line === posting.title && stated ? stated.raw : line,
      };
    }
    return undefined;
  },
};
