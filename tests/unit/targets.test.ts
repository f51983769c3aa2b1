import { describe, expect, it } from 'vitest';
import { itChecksTable } from '../support/knowledge-table';
import { ruledOutAt } from '@/lib/analyze/knowledge/find';
import { variableShare } from '@/lib/analyze/knowledge/pay-and-schedule';
import { TARGETS, targetsIn } from '@/lib/analyze/knowledge/targets';

/** The numbers a job holds its people to are data (lib/analyze/knowledge/targets.ts). */

describe('targets', () => {
  // Lines with numbers that are no target are none of these.
  itChecksTable(TARGETS, targetsIn, [
    'We serve 3,100 companies every month',
    'Team of 12 engineers',
    '每周双休，五险一金',
    'Our goal is to make payroll simple',
    'Sales experience is a plus',
  ]);
});

describe('variableShare', () => {
  it.each<readonly [string, { variable: number; share: number } | undefined]>([
    ['$90,000 base / $160,000 OTE (uncapped commission)', { variable: 70_000, share: 70_000 / 160_000 }],
    ['£32,000 base, £44,000 OTE', { variable: 12_000, share: 12_000 / 44_000 }],
    ['Base salary: $60K, OTE: $100K', { variable: 40_000, share: 0.4 }],
    // Not both stated, or in two currencies: nothing to work out.
    ['$90,000 base salary plus bonus', undefined],
    ['€50,000 base, $80,000 OTE', undefined],
  ])('%s', (text, expected) => {
    const split = variableShare(text);
    if (expected === undefined) expect(split).toBeUndefined();
    else expect(split).toMatchObject(expected);
  });
});

/** One test of "no" for every table and signal (lib/analyze/knowledge/find.ts). */
describe('ruledOutAt', () => {
  it.each<readonly [string, string, boolean]>([
    ['No overnight shifts', 'overnight', true],
    ['We never take a uniform deposit', 'uniform deposit', true],
    ['不上夜班', '夜班', true],
    ['无需出差', '出差', true],
    ['不收押金', '押金', true],
    ['There is no commission', 'commission', true],
    ['without weekend work', 'weekend', true],
    ['Uncapped commission paid monthly', 'commission', false],
    ['Night shifts, with a $6/hr differential', 'Night', false],
    ['每月轮休4天，夜班补贴100元', '夜班', false],
    ['Notable clients include banks; overnight travel twice a month', 'overnight', false],
  ])('%s: %s', (text, words, expected) => {
    expect(ruledOutAt(text, text.indexOf(words))).toBe(expected);
  });
});
