import { describe, expect, it } from 'vitest';
import { normalizePosting } from '@/lib/normalize';
import type { RawPosting, RawSalaryData, Salary, SalaryPeriod } from '@/lib/posting';
import {
  findMonthsPerYear,
  findSalaryText,
  parseAmount,
  parseSalary,
  periodOfUnit,
  salaryFromData,
  yearlyOf,
  withMonthsPerYear,
  type SalaryContext,
} from '@/lib/normalize/salary';
import { rawPosting } from '../support/posting';
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
    [
      'Indeed JSON-LD, yearly AUD',
      { min: 130_000, max: 160_000, currency: 'AUD', unit: 'YEAR' },
      AU,
      { min: 130_000, max: 160_000, currency: 'AUD', period: 'year', yearly: { min: 130_000, max: 160_000, assumptions: [] } },
    ],
    [
      'hourly USD is annualised once',
      { min: 50, max: 50, currency: 'USD', unit: 'HOUR' },
      US,
      { min: 50, max: 50, currency: 'USD', period: 'hour', yearly: { min: 104_000, max: 104_000, assumptions: [H] } },
    ],
    [
      'monthly CNY',
      { min: 15_000, max: 25_000, currency: 'CNY', unit: 'MONTH' },
      CN,
      { min: 15_000, max: 25_000, currency: 'CNY', period: 'month', yearly: { min: 180_000, max: 300_000, assumptions: [M12] } },
    ],
    [
      'no unit: inferred from the amount',
      { min: 90_000, max: 120_000, currency: 'USD' },
      US,
      { period: 'year', yearly: { min: 90_000, max: 120_000, assumptions: [INFERRED] } },
    ],
    ['reversed bounds are put in order', { min: 160_000, max: 130_000, currency: 'AUD', unit: 'YEAR' }, AU, { min: 130_000, max: 160_000 }],
    [
      '"PER_HOUR" and lower-case currency',
      { min: 20, max: 30, currency: 'usd', unit: 'PER_HOUR' },
      US,
      { currency: 'USD', period: 'hour', yearly: { min: 41_600, max: 62_400, assumptions: [H] } },
    ],
    ['a symbol as currency', { min: 60_000, max: 80_000, currency: '€', unit: 'YEAR' }, DE, { currency: 'EUR', period: 'year' }],
    [
      'weekly',
      { min: 1_000, currency: 'GBP', unit: 'WEEK' },
      GB,
      { min: 1_000, period: 'week', yearly: { min: 52_000, assumptions: [W] } },
    ],
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
    [
      { min: 15_000, max: 25_000, period: 'month', monthsPerYear: 14 },
      { min: 210_000, max: 350_000, assumptions: ['months_per_year=14'] },
    ],
    [
      { min: 15_000, period: 'month' },
      { min: 180_000, assumptions: [M12] },
    ],
    [
      { max: 50, period: 'hour' },
      { max: 104_000, assumptions: [H] },
    ],
    [
      { min: 300, max: 400, period: 'day' },
      { min: 78_000, max: 104_000, assumptions: [D] },
    ],
    [
      { min: 100_000, max: 120_000, period: 'year' },
      { min: 100_000, max: 120_000, assumptions: [] },
    ],
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
    // A period after each end keeps both ends (issue 10: "$90K/yr - $130K/yr" read as $90K).
    ['Salary: $90K/yr - $130K/yr', '$90K/yr - $130K/yr'],
    ['Pay range: $45/hr - $60/hr, plus benefits', '$45/hr - $60/hr'],
    ['Compensation: US$120,000.00/yr - US$150,000.00/yr', 'US$120,000.00/yr - US$150,000.00/yr'],
    ['Salary: €55K – €70K per year', '€55K – €70K per year'],
    // Chinese salary strings under an English label.
    ['Salary: ￥25,000-35,000/月', '￥25,000-35,000/月'],
    ['Salary: 25k-35k·13薪', '25k-35k·13薪'],
    ['薪资：2.5万-3.5万', '2.5万-3.5万'],
    ['Salary: 25k-35k', undefined],
    // A double hyphen as the range's dash, and the period word after it.
    ['Pay range: $93,200 -- $179,200 annually', '$93,200 -- $179,200 annually'],
    // Two pay bands in one sentence: both are kept for parseSalary to read as one range.
    [
      'The base salary range is 184,000 USD - 287,500 USD for Level 4, and 224,000 USD - 356,500 USD for Level 5.',
      '184,000 USD - 287,500 USD for Level 4, and 224,000 USD - 356,500 USD',
    ],
    ['Pay: $150K - $180K in New York, and $130K - $160K in Austin', '$150K - $180K in New York, and $130K - $160K'],
    // A bonus, equity or commission range after the base range is not a band.
    ['Salary: $100,000 - $120,000 base salary, and $20,000 - $30,000 bonus', '$100,000 - $120,000'],
    ['Salary: $120,000 - $150,000 for Level 2, and $20,000 - $30,000 in annual bonus', '$120,000 - $150,000'],
    ['Compensation: $120,000 - $150,000 for Level 2, plus $10,000 - $20,000 in equity', '$120,000 - $150,000'],
  ])('%s', (line, expected) => {
    expect(findSalaryText([line])).toBe(expected);
  });
});

describe('findSalaryText: a pay heading gives its lines their context', () => {
  it.each<readonly [string, readonly string[], string | undefined]>([
    [
      'Pay and benefits',
      ['Pay and benefits', '- $58,000 - $68,000 per year, depending on experience', '- Medical, dental and vision'],
      '$58,000 - $68,000 per year',
    ],
    [
      'Hours and compensation',
      ['Hours and compensation', '- Monday to Friday, 8:30 a.m. to 4:30 p.m.', '- $24.00 - $27.00 per hour, based on experience'],
      '$24.00 - $27.00 per hour',
    ],
    // The next heading ends it: a tips figure under "Benefits" or a budget under "Perks" is no salary.
    ['a later heading', ['Compensation', '- Competitive and reviewed yearly', 'Benefits', '- Tips average $4 - $6 per hour'], undefined],
    [
      'no heading at all',
      ['What you will do', '- Handle up to 60 calls per day', '- Budget of $5,000 - $8,000 per month for campaigns'],
      undefined,
    ],
    // Chinese ranges say pay by their own marks; a 薪资福利 heading gives a bare range its context.
    ['months of pay', ['薪资福利', '- 15-25K·14薪，具体根据能力面议；另有项目奖金'], '15-25K·14薪'],
    ['yuan a month', ['工作地点：杭州', '- 综合收入4500-6500元/月，包住'], '4500-6500元/月'],
    ['an allowance is no salary', ['福利', '- 夜班补贴300-500元/月'], undefined],
    [
      'a sign-on bonus is no wage',
      ['Pay and benefits', '- $2,500 SIGN-ON BONUS! paid over 12 months', '- $18.50 - $22.75 per hour, shift differentials extra'],
      '$18.50 - $22.75 per hour',
    ],
  ])('%s', (_name, lines, expected) => {
    expect(findSalaryText(lines)).toBe(expected);
  });
});

describe('parseSalary: double hyphens and several pay bands', () => {
  it('reads "$93,200 -- $179,200 annually" as both ends', () => {
    expect(parseSalary('$93,200 -- $179,200 annually', US)).toMatchObject({ min: 93_200, max: 179_200, currency: 'USD', period: 'year' });
  });

  it('reads two bands as the lowest to the highest figure', () => {
    expect(parseSalary('184,000 USD - 287,500 USD for Level 4, and 224,000 USD - 356,500 USD')).toMatchObject({
      min: 184_000,
      max: 356_500,
      currency: 'USD',
      period: 'year',
    });
    expect(parseSalary('$150K - $180K in New York, and $130K - $160K', US)).toMatchObject({ min: 130_000, max: 180_000 });
  });

  it('keeps the base range alone when another range is a bonus or not joined as a band', () => {
    expect(parseSalary('$120,000 - $150,000 for Level 2, and $20,000 - $30,000 annual bonus', US)).toMatchObject({
      min: 120_000,
      max: 150_000,
    });
    expect(parseSalary('$120,000 - $150,000 base, $20,000 - $30,000 sign-on', US)).toMatchObject({ min: 120_000, max: 150_000 });
    // A years-of-experience range after the pay is not a band.
    expect(parseSalary('$120,000 - $150,000 for 3 - 5 years of experience', US)).toMatchObject({ min: 120_000, max: 150_000 });
  });
});

describe('findMonthsPerYear', () => {
  it.each<readonly [string, number | undefined]>([
    ['Competitive salary paid 14 times a year', 14],
    ['Your salary is paid 13 times per year.', 13],
    ['14 salaries', 14],
    ['Annual gross salary in 14 monthly salaries', 14],
    ['13th month salary', 13],
    ['13th and 14th month salary', 14],
    ['A 13th-month bonus every December', 13],
    ['14 Monatsgehälter', 14],
    ['13. Monatsgehalt und Urlaubsgeld', 13],
    ['14薪', 14],
    ['年终奖13薪', 13],
    ['五险一金，十四薪，带薪年假', 14],
    ['年底双薪', 13],
    ['１４薪', 14],
    // Numbers near pay words that do not count salaries.
    ['25 days of paid holiday a year', undefined],
    ['Salary reviewed 2 times a year', undefined],
    ['We pay salaries above the market median', undefined],
    ['3-5年工作经验，薪资15-25K', undefined],
    ['12 salaries', undefined],
    ['Paid 30 times a year', undefined],
  ])('%s', (line, expected) => {
    expect(findMonthsPerYear([line])).toBe(expected);
  });

  it('takes the first line that states a count', () => {
    expect(findMonthsPerYear(['Health insurance', '14 salaries', '13th month salary'])).toBe(14);
  });
});

describe('withMonthsPerYear', () => {
  it('recomputes the yearly figure of a monthly salary', () => {
    const monthly = parseSalary('€3.500 - €4.200 brutto pro Monat', DE)!;
    expect(withMonthsPerYear(monthly, 14)).toEqual({
      ...monthly,
      monthsPerYear: 14,
      yearly: { min: 49_000, max: 58_800, assumptions: ['months_per_year=14'] },
    });
  });

  it('keeps a yearly figure and adds the count', () => {
    const yearly = parseSalary('€42.000 - €48.000 pro Jahr', DE)!;
    expect(withMonthsPerYear(yearly, 14)).toEqual({ ...yearly, monthsPerYear: 14 });
  });

  it('never overrides the count the salary string gave, nor adds one to a salary with no figure', () => {
    const own = parseSalary('25-40K·14薪', CN)!;
    expect(withMonthsPerYear(own, 13)).toBe(own);
    const none = parseSalary('面议', CN)!;
    expect(withMonthsPerYear(none, 13)).toBe(none);
    const plain = parseSalary('$120,000 - $150,000', US)!;
    expect(withMonthsPerYear(plain, undefined)).toBe(plain);
  });
});

describe('normalizePosting: the salary and the benefits lines', () => {
  const raw = (overrides: Partial<RawPosting>) =>
    rawPosting({
      url: 'https://jobs.example-invented.com/roles/101',
      site: 'generic',
      adapter: 'generic',
      fieldsFrom: { title: 'generic' },
      ...overrides,
    });
  const salaryOf = (overrides: Partial<RawPosting>) => {
    const result = normalizePosting(raw(overrides));
    if (!result.ok) throw new Error(result.reason);
    return result.posting.salary;
  };

  it('takes the months per year from a benefits line', () => {
    const salary = salaryOf({
      salaryText: '€3.500 - €4.200 brutto pro Monat',
      description: 'Your tasks\nBuild services in Go.\nBenefits\nSalary paid 14 times a year\n30 days of holiday',
    });
    expect(salary).toMatchObject({
      min: 3_500,
      max: 4_200,
      currency: 'EUR',
      period: 'month',
      monthsPerYear: 14,
      yearly: { min: 49_000, max: 58_800 },
    });
  });

  it('takes 年终奖13薪 for a monthly Chinese salary shown on a global site', () => {
    const salary = salaryOf({
      salaryText: '2.5万-3.5万',
      title: '后端工程师',
      description: '岗位职责\n负责支付系统开发\n福利待遇\n五险一金，年终奖13薪',
    });
    expect(salary).toMatchObject({
      min: 25_000,
      max: 35_000,
      currency: 'CNY',
      period: 'month',
      monthsPerYear: 13,
      yearly: { min: 325_000, max: 455_000 },
    });
  });

  it('adds nothing without explicit wording', () => {
    const salary = salaryOf({ salaryText: '$120,000 - $150,000 a year', description: 'Benefits\n401(k) match\n25 paid days off a year' });
    expect(salary?.monthsPerYear).toBeUndefined();
  });

  it('reads both ends of a range written with a period after each', () => {
    const salary = salaryOf({ description: 'About the role\nThe pay range is $90K/yr - $130K/yr.' });
    expect(salary).toMatchObject({ min: 90_000, max: 130_000, currency: 'USD', period: 'year' });
  });
});
