import type { Salary, SalaryPeriod } from '../posting';
import { DAYS_PER_YEAR, HOURS_PER_YEAR, WEEKS_PER_YEAR } from '../normalize/salary';

/** The middle of a posting's yearly figure, in its own currency. */
export function yearlyMid(salary: Salary | undefined): number | undefined {
  const yearly = salary?.yearly;
  if (!yearly) return undefined;
  if (yearly.min !== undefined && yearly.max !== undefined) return (yearly.min + yearly.max) / 2;
  return yearly.min ?? yearly.max;
}

const PER_YEAR: Record<SalaryPeriod, number> = { year: 1, month: 12, week: WEEKS_PER_YEAR, day: DAYS_PER_YEAR, hour: HOURS_PER_YEAR };

export function yearlyOfProfile(pay: { amount: number; period: SalaryPeriod }): number {
  return pay.amount * PER_YEAR[pay.period];
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A compact money figure in the UI language: "$94K", "¥18万". */
export function formatMoney(value: number, currency: string, lang: 'en' | 'zh'): string {
  try {
    return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${currency} ${Math.round(value)}`;
  }
}
