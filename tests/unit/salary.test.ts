import { describe, expect, it } from 'vitest';
import type { RawSalaryData, Salary, SalaryPeriod } from '@/lib/posting';
import {
  findSalaryText,
  parseAmount,
  parseSalary,
  periodOfUnit,
  salaryFromData,
  yearlyOf,
  type SalaryContext,
} from '@/lib/normalize/salary';
import { AU, CN, D, DE, expectedOf, GB, H, INFERRED, M12, SALARY_ROWS as ROWS, US, W } from '../fixtures/salary-table';

describe('parseSalary', () => {
  it('has at least 120 rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(120);
  });

  it.each(ROWS.map((row) => [row[0], row[1], row] as const))('%s %j', (text, context, row) => {
    expect(parseSalary(text, context)).toEqual(expectedOf(row));
  });

  it('gives nothing for an empty string', () => {
    expect(parseSalary('')).toBeUndefined();
    expect(parseSalary('   ')).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,000', false, 1_000],
    ['1.000', false, 1_000],
    ["1'000", false, 1_000],
    ['1’000', false, 1_000],
    ['1 000', false, 1_000],
    ['12,00,000', false, 1_200_000],
    ['1,000.50', false, 1_000.5],
    ['1.000,50', false, 1_000.5],
    ['171.3', true, 171.3],
    ['8.5', false, 8.5],
    ['15,50', false, 15.5],
    ['1,200,000', false, 1_200_000],
  ] as const)('%s', (digits, hasMultiplier, expected) => {
    expect(parseAmount(digits, hasMultiplier)).toBe(expected);
  });
});

describe('salaryFromData', () => {
  it.each<readonly [string, RawSalaryData, SalaryContext, Partial<Salary>]>([
    ['Indeed JSON-LD, yearly AUD', { min: 130_000, max: 160_000, currency: 'AUD', unit: 'YEAR' }, AU,
      { min: 130_000, max: 160_000, currency: 'AUD', period: 'year', yearly: { min: 130_000, max: 160_000, assumptions: [] } }],
    ['hourly USD is annualised once', { min: 50, max: 50, currency: 'USD', unit: 'HOUR' }, US,
      { min: 50, max: 50, currency: 'USD', period: 'hour', yearly: { min: 104_000, max: 104_000, assumptions: [H] } }],
    ['monthly CNY', { min: 15_000, max: 25_000, currency: 'CNY', unit: 'MONTH' }, CN,
      { min: 15_000, max: 25_000, currency: 'CNY', period: 'month', yearly: { min: 180_000, max: 300_000, assumptions: [M12] } }],
    ['no unit: inferred from the amount', { min: 90_000, max: 120_000, currency: 'USD' }, US,
      { period: 'year', yearly: { min: 90_000, max: 120_000, assumptions: [INFERRED] } }],
    ['reversed bounds are put in order', { min: 160_000, max: 130_000, currency: 'AUD', unit: 'YEAR' }, AU, { min: 130_000, max: 160_000 }],
    ['"PER_HOUR" and lower-case currency', { min: 20, max: 30, currency: 'usd', unit: 'PER_HOUR' }, US,
      { currency: 'USD', period: 'hour', yearly: { min: 41_600, max: 62_400, assumptions: [H] } }],
    ['a symbol as currency', { min: 60_000, max: 80_000, currency: '€', unit: 'YEAR' }, DE, { currency: 'EUR', period: 'year' }],
    ['weekly', { min: 1_000, currency: 'GBP', unit: 'WEEK' }, GB, { min: 1_000, period: 'week', yearly: { min: 52_000, assumptions: [W] } }],
  ])('%s', (_name, data, context, expected) => {
    expect(salaryFromData(data, context)).toMatchObject(expected);
  });

  it('falls back to the text when the data holds no figure', () => {
    expect(salaryFromData({ currency: 'USD' }, US, '$50/hr')).toMatchObject({ min: 50, period: 'hour', raw: '$50/hr' });
    expect(salaryFromData({ min: 0, max: 0 }, CN)).toBeUndefined();
  });
});

describe('yearlyOf', () => {
  it.each<readonly [Pick<Salary, 'min' | 'max' | 'period' | 'monthsPerYear'>, Salary['yearly']]>([
    [{ min: 15_000, max: 25_000, period: 'month', monthsPerYear: 14 }, { min: 210_000, max: 350_000, assumptions: ['months_per_year=14'] }],
    [{ min: 15_000, period: 'month' }, { min: 180_000, assumptions: [M12] }],
    [{ max: 50, period: 'hour' }, { max: 104_000, assumptions: [H] }],
    [{ min: 300, max: 400, period: 'day' }, { min: 78_000, max: 104_000, assumptions: [D] }],
    [{ min: 100_000, max: 120_000, period: 'year' }, { min: 100_000, max: 120_000, assumptions: [] }],
    [{ min: 100_000 }, undefined],
  ])('%j', (salary, expected) => {
    expect(yearlyOf(salary)).toEqual(expected);
  });
});

describe('periodOfUnit', () => {
  it.each<readonly [string | undefined, SalaryPeriod | undefined]>([
    ['YEAR', 'year'],
    ['HOUR', 'hour'],
    ['PER_HOUR', 'hour'],
    // Workday's "1 YEAR", Lagou/Glassdoor-style slugs, the data's adjectives.
    ['1 YEAR', 'year'],
    ['1 HOUR', 'hour'],
    ['per-year-salary', 'year'],
    ['per-month-salary', 'month'],
    ['per-hour-salary', 'hour'],
    ['HOURLY', 'hour'],
    ['ANNUAL', 'year'],
    ['MONTHLY', 'month'],
    ['weekly', 'week'],
    ['DAILY', 'day'],
    ['OTHER', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s', (unit, expected) => {
    expect(periodOfUnit(unit)).toBe(expected);
  });
});

describe('findSalaryText', () => {
  it.each<readonly [string, string | undefined]>([
    ['The base salary range for this role is $172,000 - $215,000 per year.', '$172,000 - $215,000 per year'],
    ['Compensation: $120K – $150K + equity', '$120K – $150K'],
    ['Salary range: £45,000 - £55,000 per annum', '£45,000 - £55,000 per annum'],
    ['Pay range: $25.00 - $32.00/hour', '$25.00 - $32.00/hour'],
    ['This role pays $50/hr.', '$50/hr'],
    ['The US base salary range for this full-time position is $214,300 - $321,500.', '$214,300 - $321,500'],
    ['薪资：15-25K·16薪，地点：杭州', '15-25K·16薪'],
    ['月薪：1.5-2.5万', '1.5-2.5万'],
    // The currency code after each figure (Workday), and an hourly range with its words.
    ['The base salary range is 184,000 USD - 287,500 USD for Level 4, depending on location', '184,000 USD - 287,500 USD'],
    ['Salary: 90,000 EUR per year', '90,000 EUR per year'],
    ['Pay: $48 - $56 an hour, depending on experience.', '$48 - $56 an hour'],
    ['The salary range for Level 2 is 3 to 5 years of experience.', undefined],
    ['We raised $40M in funding last year.', undefined],
    ['We offer a competitive salary and equity.', undefined],
  ])('%s', (line, expected) => {
    expect(findSalaryText([line])).toBe(expected);
  });
});
