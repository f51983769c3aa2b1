import { describe, expect, it } from 'vitest';
import { itChecksTable } from '../support/knowledge-table';
import { analyze } from '@/lib/analyze';
import { CONDITIONS, conditionsIn, statedDayLength } from '@/lib/analyze/knowledge/conditions';
import { extractHtml } from '@/lib/cli/main';

/** What the work asks of the body and the clock is data (lib/analyze/knowledge/conditions.ts). */

describe('work conditions', () => {
  // Office lines, weights of other things and short weeks are none of these.
  itChecksTable(CONDITIONS, conditionsIn, [
    'Lift the quality of our reporting',
    'Ship 50 lb bags of flour to 20 customers',
    'A 37.5-hour week, Monday to Friday',
    'Stand-up meetings every morning',
    'Outdoor seating for staff lunches',
    '每周工作40小时，双休',
    'We value a healthy work-life balance',
    'Cold-calling is not part of this role',
  ]);
});

describe('statedDayLength', () => {
  it.each<readonly [string, number | undefined]>([
    ['工作时间：9:00-20:00', 11],
    ['上午9:00到店，晚上8:00下班（带看客户可能延后）', 11],
    ['早上6:30到网点卸车、分拣，一般晚上7点前收工', 12.5],
    ['Hours: 7am - 6pm, Monday to Friday', 11],
    ['Working hours 8:30 - 5:00', 8.5],
    ['Monday to Friday, 7:00am – 3:30pm', undefined],
    ['Store open 10:00-22:00 daily', undefined],
    ['12-hour night shifts, 6:00 PM - 6:30 AM', undefined],
  ])('%s', (line, hours) => {
    expect(statedDayLength(line)?.hours).toBe(hours);
  });
});

const page = (lang: 'en' | 'zh', title: string, lines: string[]) =>
  `<html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title, hiringOrganization: { name: lang === 'zh' ? '顺达速运杭州网点' : 'Millbrook Grain Co.' }, jobLocation: { address: { addressLocality: lang === 'zh' ? '杭州' : 'Cedar Rapids, IA' } }, datePosted: '2026-11-20', description: lines.map((l) => `<p>${l}</p>`).join('') })}</script></head><body><h1>${title}</h1></body></html>`;

const analysisOf = (lang: 'en' | 'zh', title: string, lines: string[]) => {
  const read = extractHtml(page(lang, title, lines), 'https://jobs.example.com/millbrook/7', '2026-11-22T00:00:00Z');
  return analyze(read.posting!, { lang, now: Date.parse('2026-11-22T00:00:00Z') });
};

describe('the work-conditions rule', () => {
  it("reads a yard worker's loads and weather into the plain reading, not the cons", () => {
    const a = analysisOf('en', 'Bulk Ingredient Unloader', [
      'Unload railcars of flour and grain.',
      'Requirements',
      '- Able to lift 50 lbs repeatedly and climb ladders',
      '- Work outdoors year-round in heat and winter cold',
    ]);
    expect(a.role.focus.join('\n')).toMatch(/physical: “lift 50 lbs”; “outdoors year-round/);
    expect(a.cons.map((c) => c.text).join('\n')).not.toMatch(/physical/);
  });

  it("names a courier's long days in Chinese and asks for the real hours", () => {
    const a = analysisOf('zh', '快递派件员', [
      '负责片区派件与揽件。',
      '工作时间',
      '- 早上6:30到网点卸车、分拣，一般晚上7点前收工',
      '- 双11、双12等旺季期间原则上不安排休息',
    ]);
    expect(a.cons.map((c) => c.text).join('\n')).toMatch(/工时长.*6:30.*旺季/);
    expect(a.strategy.map((s) => s.id)).toContain('ask-real-hours');
  });

  it('says nothing when the posting rules the condition out', () => {
    const a = analysisOf('en', 'Office Coordinator', [
      'Coordinate the front desk and post.',
      'Requirements',
      '- No heavy lifting; never more than 10 lbs',
      '- Hours: 9am - 5pm',
    ]);
    expect(a.role.focus.join('\n')).not.toMatch(/physical/);
    expect(a.cons.map((c) => c.text).join('\n')).not.toMatch(/Long hours/);
  });
});
