import { describe, expect, it } from 'vitest';
import { itChecksTable } from '../support/knowledge-table';
import { PAY_AND_SCHEDULE, statedWeeklyHours, statedWorkWeeks, termsIn } from '@/lib/analyze/knowledge/pay-and-schedule';
import { analyze } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';

/** Pay parts and schedule shapes are data (lib/analyze/knowledge/pay-and-schedule.ts), quoted in the posting's words. */

describe('pay and schedule terms', () => {
  // Ordinary sentences hold no term.
  itChecksTable(PAY_AND_SCHEDULE, termsIn, [
    'Reacts well under pressure',
    'Responsible for equity research on mid-cap banks',
    'Manage the month-end close',
    '负责门店日常运营',
  ]);
});

const page = (lang: 'en' | 'zh', title: string, lines: string[]) =>
  `<html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title, hiringOrganization: { name: lang === 'zh' ? '青禾餐饮管理有限公司' : 'Fenwick Bistro Group' }, jobLocation: { address: { addressLocality: lang === 'zh' ? '成都' : 'Portland, OR' } }, datePosted: '2026-11-20', description: lines.map((l) => `<p>${l}</p>`).join('') })}</script></head><body><h1>${title}</h1></body></html>`;

const strategyOf = (lang: 'en' | 'zh', title: string, lines: string[]) => {
  const read = extractHtml(page(lang, title, lines), 'https://jobs.example.com/fenwick/12', '2026-11-22T00:00:00Z');
  return analyze(read.posting!, { lang, now: Date.parse('2026-11-22T00:00:00Z') }).strategy;
};

describe('the pay-and-schedule rule', () => {
  it("names a cook's tips and split shifts in the posting's own words", () => {
    const strategy = strategyOf('en', 'Line Cook', [
      'We are a busy bistro on the east side with a seasonal menu.',
      'Pay is $19/hr plus a tip pool averaging $4–6/hr.',
      'Split shifts 10:30–2:30 and 4:30–9:30 on weekdays.',
    ]);
    expect(strategy.find((s) => s.id === 'pay-parts')?.text).toMatch(/tip pool averaging \$4–6\/hr/);
    expect(strategy.find((s) => s.id === 'schedule-parts')?.text).toMatch(/Split shifts 10:30–2:30/);
  });

  it("names a factory job's piece rate and board in Chinese, and leaves out what the posting rules out", () => {
    const strategy = strategyOf('zh', '普工（两班倒）', [
      '公司位于成都高新区，主营小家电组装。',
      '计件工资，多劳多得，月均6000-8000元。',
      '包吃包住，8人间宿舍。',
      '两班倒，一周一换。',
      '无提成。',
    ]);
    const pay = strategy.find((s) => s.id === 'pay-parts')?.text ?? '';
    expect(pay).toMatch(/计件工资/);
    expect(pay).toMatch(/包吃包住/);
    expect(pay).not.toMatch(/提成/);
    expect(strategy.find((s) => s.id === 'schedule-parts')?.text).toMatch(/两班倒/);
  });

  it('says nothing when the posting names no part', () => {
    const strategy = strategyOf('en', 'Office Assistant', [
      'We are a small architecture practice in the Pearl District.',
      'You will answer phones, book meetings and keep the files in order.',
    ]);
    expect(strategy.find((s) => s.id === 'pay-parts')).toBeUndefined();
    expect(strategy.find((s) => s.id === 'schedule-parts')).toBeUndefined();
  });
});

/** The yearly figure at the hours the posting states (issue 11: a 3×12 nurse is not a 40-hour week). */
describe('statedWeeklyHours', () => {
  it.each<readonly [string, number | undefined]>([
    ['Three 12-hour shifts per week (7p–7a)', 36],
    ['3x12 nights, every third weekend', 36],
    ['12-hour night shifts on a 2-2-3 (Panama) rotation', 42],
    ['Part-time, 25-32 hours a week', 28.5],
    ['Hours are capped at 32 hours per week', 32],
    ['每周工作20小时，可排班', 20],
    ['Monday to Friday, 8:30 to 4:30', undefined],
    ['We answer 60 calls a week per agent', undefined],
  ])('%s', (line, hours) => {
    expect(statedWeeklyHours([line])?.hours).toBe(hours);
  });
});

describe('statedWorkWeeks', () => {
  it.each<readonly [string, number | undefined]>([
    ['185-day contract, paid over 12 months', 37],
    ['This is a 10-month position (August to May)', 10 * (52 / 12)],
    ['School-year calendar; summers off', 36],
    ['Year-round position with 15 days PTO', undefined],
  ])('%s', (line, weeks) => {
    expect(statedWorkWeeks([line])?.weeks).toBe(weeks);
  });
});

describe('the yearly figure in the analysis', () => {
  const yearLine = (salary: string, lines: string[]) => {
    const html = `<html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Registered Nurse - ICU Nights', hiringOrganization: { name: 'Marlowe Regional Health' }, jobLocation: { address: { addressLocality: 'Dayton, OH' } }, datePosted: '2026-11-20', employmentType: 'FULL_TIME', description: [`Pay: ${salary}`, ...lines].map((l) => `<p>${l}</p>`).join('') })}</script></head><body></body></html>`;
    const read = extractHtml(html, 'https://careers.example-health.com/jobs/77', '2026-11-22T00:00:00Z');
    const analysis = analyze(read.posting!, { lang: 'en', now: Date.parse('2026-11-22T00:00:00Z') });
    return [...analysis.pros, ...analysis.cons].map((p) => p.text).find((t) => /a year/.test(t));
  };

  it('annualises a 3×12 nurse at 36 hours a week', () => {
    expect(yearLine('$40.00 - $50.00 per hour', ['Three 12-hour night shifts per week in a 24-bed ICU.'])).toMatch(
      /\$74\.9K–\$93\.6K a year at the Three 12-hour night shifts the posting states/,
    );
  });

  it('annualises a school-year job over its days, not 52 weeks', () => {
    expect(yearLine('$20.00 per hour', ['Instructional aide, 180-day school year calendar, 7 hours a day.'])).toMatch(
      /\$25\.2K a year at the 7 hours a day, over a 180-day school year/,
    );
  });

  it('makes no year of pay by the mile', () => {
    expect(yearLine('$0.62 - $0.70 per mile', ['Regional runs, home every weekend.'])).toBeUndefined();
  });
});
