import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARTS_KEYS, Charts } from '@/components/tracker/Charts';
import { I18nProvider } from '@/components/i18n';
import { STATUSES, type Status, type StoredPosting } from '@/lib/db/schema';
import type { Salary } from '@/lib/posting';
import { SALARY_PERIODS } from '@/lib/posting/enums';
import { EMPTY_PROFILE, type Profile } from '@/lib/profile';
import { chartInputOf, chartsOf, MAX_APPLIED_TIMES, niceStep, TrackerCharts, type ChartInput } from '@/lib/tracker/charts';
import en from '../../public/_locales/en/messages.json';
import zh from '../../public/_locales/zh_CN/messages.json';
import { sampleRecord } from '../support/records';

type Change = [Status, string];

/** A record of `site` in `status` with this history; a day without a time means 09:00 UTC that day. */
function rec(id: string, site: string, status: Status, history: Change[], salary?: Salary): StoredPosting {
  const base = sampleRecord(site, id, { status, posting: { salary } });
  return { ...base, statusHistory: history.map(([change, at]) => ({ status: change, at: at.length === 10 ? `${at}T09:00:00Z` : at })) };
}

const pay = (currency: string, min: number, max = min): Salary => ({
  min,
  max,
  currency,
  period: 'year',
  raw: '',
  yearly: { min, max, assumptions: [] },
});

/**
 * An invented history, read against "now" = Wednesday 2027-01-06 12:00 UTC. The last 12 ISO weeks
 * are 2026-W43 (Monday 2026-10-19) to 2027-W01 (Monday 2027-01-04): 2026 began on a Thursday, so
 * it has a week 53, Monday 2026-12-28 to Sunday 2027-01-03, holding New Year's Day.
 */
const NOW = '2027-01-06T12:00:00.000Z';
const HISTORY: StoredPosting[] = [
  // A: saved, nothing more.
  rec('a', 'linkedin', 'saved', [['saved', '2026-10-01']], pay('EUR', 50_000, 70_000)),
  // B: applied in W43.
  rec(
    'b',
    'linkedin',
    'applied',
    [
      ['saved', '2026-10-01'],
      ['applied', '2026-10-20'],
    ],
    pay('EUR', 80_000, 100_000),
  ),
  // C: all the way to an offer; applied in W45.
  rec(
    'c',
    'linkedin',
    'offer',
    [
      ['saved', '2026-10-02'],
      ['applied', '2026-11-03'],
      ['interviewing', '2026-11-20'],
      ['offer', '2026-12-10'],
    ],
    pay('EUR', 100_000, 120_000),
  ),
  // D: rejected after applying (applied Tuesday of W53, 2026-12-29); no pay given.
  rec('d', 'linkedin', 'rejected', [
    ['saved', '2026-11-01'],
    ['applied', '2026-12-29T10:00:00Z'],
    ['rejected', '2027-01-05'],
  ]),
  // E: rejected after interviews; applied on New Year's Eve, still W53.
  rec(
    'e',
    'boss',
    'rejected',
    [
      ['saved', '2026-12-01'],
      ['applied', '2026-12-31T23:30:00Z'],
      ['interviewing', '2027-01-04'],
      ['rejected', '2027-01-05'],
    ],
    pay('CNY', 300_000, 420_000),
  ),
  // F: rejected before applying (the role closed).
  rec(
    'f',
    'boss',
    'rejected',
    [
      ['saved', '2026-12-01'],
      ['rejected', '2026-12-02'],
    ],
    pay('CNY', 200_000, 240_000),
  ),
  // G: applied, put back, applied again the same week (W50), put back, applied again in W01.
  rec(
    'g',
    'greenhouse',
    'applied',
    [
      ['saved', '2026-12-01'],
      ['applied', '2026-12-07T10:00:00Z'],
      ['saved', '2026-12-07T10:05:00Z'],
      ['applied', '2026-12-09T10:00:00Z'],
      ['saved', '2026-12-20T10:00:00Z'],
      ['applied', '2027-01-04T08:00:00Z'],
    ],
    pay('USD', 150_000),
  ),
  // H: moved straight from saved to interviewing (Wednesday of W47): applied is implied, and dated then.
  rec(
    'h',
    'greenhouse',
    'interviewing',
    [
      ['saved', '2026-11-10'],
      ['interviewing', '2026-11-18T12:00:00Z'],
    ],
    { raw: 'Competitive' },
  ),
  // I: applied on the last evening of W43 (Sunday 2026-10-25, 23:00 UTC), rejected, then archived: the rejection stands.
  rec(
    'i',
    'greenhouse',
    'archived',
    [
      ['saved', '2026-10-05'],
      ['applied', '2026-10-25T23:00:00Z'],
      ['rejected', '2026-11-15'],
      ['archived', '2026-11-20'],
    ],
    { min: 70_000, currency: 'EUR', period: 'year', raw: 'from €70k', yearly: { min: 70_000, assumptions: [] } },
  ),
  // J: applied long before the window, never heard back, archived.
  rec(
    'j',
    'linkedin',
    'archived',
    [
      ['saved', '2026-09-01'],
      ['applied', '2026-09-02'],
      ['archived', '2026-12-01'],
    ],
    pay('EUR', 60_000),
  ),
  // K: only viewed: in no chart.
  rec('k', 'linkedin', 'viewed', [], pay('EUR', 200_000)),
  // L: applied, then taken out of the saved list: in no chart either.
  rec(
    'l',
    'linkedin',
    'viewed',
    [
      ['saved', '2026-11-01'],
      ['applied', '2026-11-02'],
      ['viewed', '2026-11-03'],
    ],
    pay('EUR', 95_000),
  ),
  // M: an offer, then rejected (withdrawn); applied at the very first instant of W43.
  rec(
    'm',
    'indeed',
    'rejected',
    [
      ['saved', '2026-10-01'],
      ['applied', '2026-10-19T00:00:00Z'],
      ['interviewing', '2026-10-28'],
      ['offer', '2026-11-11'],
      ['rejected', '2026-11-12'],
    ],
    pay('EUR', 120_000, 140_000),
  ),
  // N: rejected, then invited to interview after all: no longer a rejection.
  rec(
    'n',
    'indeed',
    'interviewing',
    [
      ['saved', '2026-10-01'],
      ['applied', '2026-10-21'],
      ['rejected', '2026-10-30'],
      ['interviewing', '2026-11-05'],
    ],
    pay('GBP', 50_000),
  ),
  // P: applied straight from a viewed posting, one second before W43 began (UTC).
  rec('p', 'indeed', 'applied', [['applied', '2026-10-18T23:59:59Z']]),
];

const EUR_MONTHLY: Profile = { ...EMPTY_PROFILE, expectedPay: { amount: 7_500, currency: 'EUR', period: 'month' } };

describe('chart inputs from records', () => {
  const inputs = new Map(HISTORY.map((record) => [record.id.split(':')[1], chartInputOf(record)]));

  it('reads the furthest stage, the rejection stage and the moves to applied from the history', () => {
    expect(inputs.get('c')).toMatchObject({ furthest: 'offer', rejectedAfter: null, yearly: 110_000, currency: 'EUR' });
    expect(inputs.get('d')).toMatchObject({ furthest: 'applied', rejectedAfter: 'applied', yearly: null, currency: null });
    expect(inputs.get('f')).toMatchObject({ furthest: 'saved', rejectedAfter: 'saved' });
    expect(inputs.get('i')).toMatchObject({ status: 'archived', rejectedAfter: 'applied', yearly: 70_000 });
    expect(inputs.get('m')).toMatchObject({ furthest: 'offer', rejectedAfter: 'offer' });
    expect(inputs.get('n')).toMatchObject({ furthest: 'interviewing', rejectedAfter: null, currency: 'GBP' });
    const moves = ['2026-12-07T10:00:00Z', '2026-12-09T10:00:00Z', '2027-01-04T08:00:00Z'];
    expect(inputs.get('g')!.applied).toEqual(moves.map(Date.parse));
    // No move to applied in H's history: its interview dates the application.
    expect(inputs.get('h')).toMatchObject({ furthest: 'interviewing', applied: [Date.parse('2026-11-18T12:00:00Z')], yearly: null });
  });

  it('tolerates what a shape-checked record may hold, and keeps only the latest moves to applied', () => {
    const odd = {
      ...HISTORY[1]!,
      statusHistory: [null, { status: 'lost' }, { status: 'applied', at: 'soon' }, { status: 'interviewing' }],
      posting: { ...HISTORY[1]!.posting, salary: 'lots' },
    };
    const read = chartInputOf(odd as unknown as StoredPosting);
    expect(read).toMatchObject({ furthest: 'interviewing', applied: [], yearly: null, currency: null });
    const zero = chartInputOf({ ...HISTORY[0]!, posting: { ...HISTORY[0]!.posting, salary: pay('EUR', 0) } });
    expect(zero.yearly).toBeNull();
    // Current status rejected without a rejection in the (cut) history: rejected at the furthest stage known.
    expect(chartInputOf(rec('q', 'x', 'rejected', [['applied', '2026-12-01T00:00:00Z']]))).toMatchObject({ rejectedAfter: 'applied' });
    const hour = (i: number) => new Date(Date.UTC(2026, 10, 1, i)).toISOString();
    const busy = Array.from({ length: 40 }, (_, i): Change => [i % 2 === 0 ? 'applied' : 'saved', hour(i)]);
    const kept = chartInputOf(rec('r', 'x', 'saved', busy)).applied;
    expect(kept).toHaveLength(MAX_APPLIED_TIMES);
    expect(kept[kept.length - 1]).toBe(Date.UTC(2026, 10, 1, 38));
  });
});

describe('chartsOf on the invented history', () => {
  const inputs = HISTORY.map(chartInputOf);
  const charts = chartsOf(inputs, EUR_MONTHLY, NOW);

  it('matches its own schema', () => {
    expect(TrackerCharts.safeParse(charts).success).toBe(true);
  });

  it('counts the pipeline: each stage reached, rejections by the stage they came at, archived', () => {
    // 13 saved (K and L are not). Furthest: saved A F; applied B D G I J P; interviewing E H N; offer C M.
    expect(charts.pipeline).toEqual({
      n: 13,
      reached: [
        { stage: 'saved', count: 13 },
        { stage: 'applied', count: 11 },
        { stage: 'interviewing', count: 5 },
        { stage: 'offer', count: 2 },
      ],
      // F before applying; D and I after applying; E after interviews; M after an offer; N was taken up again.
      rejected: [
        { after: 'saved', count: 1 },
        { after: 'applied', count: 2 },
        { after: 'interviewing', count: 1 },
        { after: 'offer', count: 1 },
      ],
      archived: 2,
    });
  });

  it('counts applications per ISO week across New Year, zero weeks included, a posting once per week', () => {
    expect(charts.weekly.weeks.map((week) => week.week)).toEqual([
      '2026-W43',
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
      '2026-W50',
      '2026-W51',
      '2026-W52',
      '2026-W53',
      '2027-W01',
    ]);
    expect(charts.weekly.weeks[0]!.start).toBe('2026-10-19');
    expect(charts.weekly.weeks[10]!.start).toBe('2026-12-28');
    expect(charts.weekly.weeks[11]!.start).toBe('2027-01-04');
    // W43: B, I (Sunday night), M (Monday 00:00), N; P is one second early. W45: C. W47: H (implied).
    // W50: G once for two moves. W53: D, E. W01: G again. J is before the window; L is not saved.
    expect(charts.weekly.weeks.map((week) => week.count)).toEqual([4, 0, 1, 0, 1, 0, 0, 1, 0, 0, 2, 1]);
    expect(charts.weekly.n).toBe(10);
  });

  it("puts weeks on the user's clock when given its offset", () => {
    // At UTC+8, P (2026-10-19 07:59 local) moves into W43 and I (Monday 2026-10-26 07:00 local) into W44.
    const east = chartsOf(inputs, EUR_MONTHLY, NOW, { utcOffsetMinutes: 480 });
    expect(east.weekly.weeks.map((week) => week.count)).toEqual([4, 1, 1, 0, 1, 0, 0, 1, 0, 0, 2, 1]);
    expect(east.weekly.n).toBe(11);
    // West of UTC, now (Wednesday 02:00 local) is still in 2027-W01.
    expect(chartsOf(inputs, EUR_MONTHLY, NOW, { utcOffsetMinutes: -600 }).weekly.weeks[11]!.week).toBe('2027-W01');
  });

  it('counts answers by site, most applications first, ties by answers then name', () => {
    expect(charts.sites).toEqual({
      n: 11,
      answered: 7,
      sites: [
        // B C D J applied; C (offer) and D (rejected after applying) answered.
        { site: 'linkedin', applications: 4, answered: 2, share: 0.5 },
        // G H I: H interviewing, I rejected after applying (archived since).
        { site: 'greenhouse', applications: 3, answered: 2, share: 2 / 3 },
        // M N P: M and N.
        { site: 'indeed', applications: 3, answered: 2, share: 2 / 3 },
        // E (F never applied).
        { site: 'boss', applications: 1, answered: 1, share: 1 },
      ],
      other: null,
    });
  });

  it('compares pay in the expected currency only, with rounded equal bins and the expectation counted', () => {
    // EUR: A 60k, B 90k, C 110k, I 70k, J 60k, M 130k. Others: E F (CNY), G (USD), N (GBP). None: D H P.
    // 7,500 a month is 90,000 a year; B's 90k meets it. Step: 70k / 8 = 8.75k, rounded up to 10k.
    expect(charts.pay).toEqual({
      n: 6,
      currency: 'EUR',
      bins: [
        { from: 60_000, to: 70_000, count: 2 },
        { from: 70_000, to: 80_000, count: 1 },
        { from: 80_000, to: 90_000, count: 0 },
        { from: 90_000, to: 100_000, count: 1 },
        { from: 100_000, to: 110_000, count: 0 },
        { from: 110_000, to: 120_000, count: 1 },
        { from: 120_000, to: 130_000, count: 1 },
      ],
      openStart: false,
      openEnd: false,
      min: 60_000,
      max: 130_000,
      median: 80_000,
      expectation: { yearly: 90_000, atOrAbove: 3, below: 3 },
      notComparable: 4,
      noPay: 3,
    });
  });

  it('without an expected pay, shows the most common currency and says there is no expectation', () => {
    const pay = chartsOf(inputs, EMPTY_PROFILE, NOW).pay;
    expect(pay).toMatchObject({ n: 6, currency: 'EUR', expectation: null, notComparable: 4, noPay: 3 });
    expect(pay.bins.map((bin) => bin.count)).toEqual([2, 1, 0, 1, 0, 1, 1]);
  });

  it('uses the expectation currency even when few postings are in it, and puts its marker on the axis', () => {
    const usd: Profile = { ...EMPTY_PROFILE, expectedPay: { amount: 120_000, currency: 'USD', period: 'year' } };
    const pay = chartsOf(inputs, usd, NOW).pay;
    // Only G pays in USD (150k). The range 120k..150k over 8 is 3.75k, rounded up to 5k: six bins.
    expect(pay).toMatchObject({ n: 1, currency: 'USD', notComparable: 9, noPay: 3 });
    expect(pay.expectation).toEqual({ yearly: 120_000, atOrAbove: 1, below: 0 });
    expect(pay.bins.map((bin) => bin.from)).toEqual([120_000, 125_000, 130_000, 135_000, 140_000, 145_000]);
    expect(pay.bins.map((bin) => bin.count)).toEqual([0, 0, 0, 0, 0, 1]);
    const jpy = chartsOf(inputs, { ...EMPTY_PROFILE, expectedPay: { amount: 5_000_000, currency: 'JPY', period: 'year' } }, NOW).pay;
    expect(jpy).toMatchObject({ n: 0, currency: 'JPY', bins: [], notComparable: 10, noPay: 3 });
    expect(jpy.expectation).toEqual({ yearly: 5_000_000, atOrAbove: 0, below: 0 });
  });

  it('breaks a tie for the most common currency alphabetically', () => {
    const salaries = [pay('EUR', 1_000), pay('CNY', 2_000), pay('EUR', 3_000), pay('CNY', 4_000)];
    const tie = salaries.map((salary, i) => chartInputOf(rec(`t${i}`, 'x', 'saved', [], salary)));
    expect(chartsOf(tie, EMPTY_PROFILE, NOW).pay).toMatchObject({ currency: 'CNY', n: 2, notComparable: 2 });
  });

  it('keeps a misread figure from squashing the bins: the outlier goes into an open last bin', () => {
    // 60k, 61k … 109k and one 10 million. The 2nd to 98th percentile is 61k..109k; 48k / 8 = 6k, rounded to 10k.
    const salaries = [...Array.from({ length: 50 }, (_, i) => 60_000 + i * 1_000), 10_000_000];
    const inputs = salaries.map((value, i) => chartInputOf(rec(`o${i}`, 'x', 'saved', [], pay('EUR', value))));
    const chart = chartsOf(inputs, EMPTY_PROFILE, NOW).pay;
    expect(chart.bins).toEqual([
      { from: 60_000, to: 70_000, count: 10 },
      { from: 70_000, to: 80_000, count: 10 },
      { from: 80_000, to: 90_000, count: 10 },
      { from: 90_000, to: 100_000, count: 10 },
      { from: 100_000, to: 110_000, count: 11 },
    ]);
    expect(chart).toMatchObject({ openStart: false, openEnd: true, min: 60_000, max: 10_000_000, n: 51 });
  });

  it('rounds steps to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([8_750, 3_750, 6_000, 10_000, 2_100, 0.3, 0].map(niceStep)).toEqual([10_000, 5_000, 10_000, 10_000, 2_500, 0.5, 1]);
  });

  it('answers with empty charts and twelve zero weeks when nothing is saved', () => {
    const empty = chartsOf([], EMPTY_PROFILE, NOW);
    expect(TrackerCharts.safeParse(empty).success).toBe(true);
    expect(empty.pipeline.n).toBe(0);
    expect(empty.weekly.weeks).toHaveLength(12);
    expect(empty.weekly.n).toBe(0);
    expect(empty.sites).toEqual({ n: 0, answered: 0, sites: [], other: null });
    expect(empty.pay).toMatchObject({ n: 0, currency: null, bins: [], expectation: null, notComparable: 0, noPay: 0 });
    expect(() => chartsOf([], EMPTY_PROFILE, 'yesterday')).toThrow(RangeError);
  });

  it('shows twelve sites by name and sums the rest as other', () => {
    // Site k has k applications, one of them answered.
    const many: ChartInput[] = [];
    for (let k = 1; k <= 15; k++) {
      for (let j = 0; j < k; j++) {
        const stage = j === 0 ? 'interviewing' : 'applied';
        many.push({ status: stage, site: `site-${k}`, furthest: stage, rejectedAfter: null, applied: [], yearly: null, currency: null });
      }
    }
    const sites = chartsOf(many, EMPTY_PROFILE, NOW).sites;
    expect(sites.sites).toHaveLength(12);
    expect(sites.sites[0]).toEqual({ site: 'site-15', applications: 15, answered: 1, share: 1 / 15 });
    expect(sites.sites[11]!.site).toBe('site-4');
    expect(sites.other).toEqual({ sites: 3, applications: 6, answered: 3, share: 0.5 });
    expect(sites.n).toBe(120);
  });
});

// Random records: bounded output at 10,000, and the sums that must hold

/** A small seeded generator (mulberry32): fast-check picks the seed and the shape, this makes the 10,000 records. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CURRENCIES = ['EUR', 'USD', 'CNY', 'GBP', 'JPY'];
const NOW_MS = Date.parse(NOW);
const WEEK_MS = 7 * 86_400_000;

function randomRecords(seed: number, count: number, siteCount: number): StoredPosting[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const base = sampleRecord('greenhouse', 'base');
  return Array.from({ length: count }, (_, i) => {
    const history: unknown[] = [];
    let at = NOW_MS - next() * 200 * 86_400_000;
    for (let j = Math.floor(next() * 7); j > 0; j--) {
      at += next() * 20 * 86_400_000;
      const roll = next();
      // A few entries a shape check lets through: an unknown status, a time that is not one, a hole.
      if (roll < 0.02) history.push({ status: 'lost', at: 'never' });
      else if (roll < 0.04) history.push(null);
      else history.push({ status: pick(STATUSES), at: new Date(at).toISOString() });
    }
    const kind = next();
    const value = Math.exp(next() * Math.log(1e9));
    const salary =
      kind < 0.3
        ? undefined
        : kind < 0.4
          ? { raw: 'Competitive' }
          : kind < 0.45
            ? pay(pick(CURRENCIES), 0)
            : pay(pick(CURRENCIES), value, value * (1 + next()));
    const site = next() < 0.01 ? 'x'.repeat(200) : `site-${Math.floor(next() * siteCount)}`;
    const posting = { ...base.posting, salary };
    return { ...base, id: `r:${i}`, site, status: pick(STATUSES), statusHistory: history, posting } as StoredPosting;
  });
}

describe('chartsOf on random records', () => {
  const expected = fc.option(
    fc.record({
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      currency: fc.constantFrom('EUR', 'USD', 'CNY', 'XYZ'),
      period: fc.constantFrom(...SALARY_PERIODS),
    }),
    { nil: undefined },
  );

  it('stays bounded and self-consistent up to 10,000 records', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.oneof(fc.constant(10_000), fc.integer({ min: 0, max: 400 })),
        fc.integer({ min: 1, max: 40 }),
        expected,
        fc.integer({ min: -720, max: 840 }),
        (seed, count, siteCount, expectedPay, offset) => {
          const profile: Profile = { ...EMPTY_PROFILE, ...(expectedPay ? { expectedPay } : {}) };
          const charts = chartsOf(randomRecords(seed, count, siteCount).map(chartInputOf), profile, NOW, { utcOffsetMinutes: offset });
          expect(TrackerCharts.safeParse(charts).success).toBe(true);
          expect(JSON.stringify(charts).length).toBeLessThan(8_000);

          const { pipeline, weekly, sites, pay } = charts;
          const reached = pipeline.reached.map((stage) => stage.count);
          expect(reached[0]).toBe(pipeline.n);
          for (let i = 1; i < reached.length; i++) expect(reached[i]).toBeLessThanOrEqual(reached[i - 1]!);
          expect(pipeline.rejected.reduce((sum, row) => sum + row.count, 0)).toBeLessThanOrEqual(pipeline.n);

          expect(weekly.weeks).toHaveLength(12);
          expect(weekly.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(weekly.n);
          const mondays = weekly.weeks.map((week) => Date.parse(week.start));
          for (let i = 1; i < 12; i++) expect(mondays[i]! - mondays[i - 1]!).toBe(WEEK_MS);
          // The last week holds today on the user's clock.
          const localNow = NOW_MS + offset * 60_000;
          expect(localNow >= mondays[11]! && localNow < mondays[11]! + WEEK_MS).toBe(true);

          expect(sites.n).toBe(reached[1]);
          expect(sites.sites.length).toBeLessThanOrEqual(12);
          const listed = sites.sites.reduce((sum, site) => sum + site.applications, 0) + (sites.other?.applications ?? 0);
          expect(listed).toBe(sites.n);

          expect(pay.n + pay.notComparable + pay.noPay).toBe(pipeline.n);
          expect(pay.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(pay.n);
          if (expectedPay) expect(pay.currency).toBe(expectedPay.currency);
          if (pay.expectation) expect(pay.expectation.atOrAbove + pay.expectation.below).toBe(pay.n);
          for (let i = 1; i < pay.bins.length; i++) expect(pay.bins[i]!.from).toBe(pay.bins[i - 1]!.to);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps stages monotone for any history', () => {
    const stageOf = { saved: 0, applied: 1, interviewing: 2, offer: 3 } as Record<string, number>;
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.array(fc.constantFrom(...STATUSES), { maxLength: 12 }), (status, statuses) => {
        const history = statuses.map((change, i): Change => [change, new Date(NOW_MS - (statuses.length - i) * 86_400_000).toISOString()]);
        const input = chartInputOf(rec('s', 'x', status, history));
        const highest = Math.max(0, ...[...statuses, status].map((change) => stageOf[change] ?? 0));
        expect(stageOf[input.furthest]).toBe(highest);
        if (input.rejectedAfter !== null) expect(stageOf[input.rejectedAfter]).toBeLessThanOrEqual(highest);
        if (status === 'rejected') expect(input.rejectedAfter).not.toBeNull();
        if (stageOf[status] !== undefined) expect(input.rejectedAfter).toBeNull();
        expect(input.applied.length).toBeLessThanOrEqual(statuses.filter((change) => change === 'applied').length || 1);
      }),
      { numRuns: 50 },
    );
  });

  it('measures the cost at 10,000 records (printed, not asserted)', () => {
    const records = randomRecords(42, 10_000, 30);
    const t0 = performance.now();
    const inputs = records.map(chartInputOf);
    const t1 = performance.now();
    let charts = chartsOf(inputs, EUR_MONTHLY, NOW);
    const t2 = performance.now();
    for (let i = 0; i < 9; i++) charts = chartsOf(inputs, EUR_MONTHLY, NOW);
    const t3 = performance.now();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.info(`charts at 10,000: chartInputOf ${ms(t1 - t0)}; chartsOf first ${ms(t2 - t1)}, then ${ms((t3 - t2) / 9)} each`);
    expect(charts.pipeline.n).toBeGreaterThan(0);
  });
});

// Rendering (Preact into a linkedom document: no browser, no render-to-string package)

const catalogs = { en: en as Record<string, { message: string }>, zh: zh as Record<string, { message: string }> };
/** The charts' strings are merged into public/_locales separately: text checks wait for them. */
const merged = CHARTS_KEYS.every((key) => key in catalogs.en && key in catalogs.zh);

describe('Charts component', () => {
  const saved: { document?: unknown } = {};
  beforeAll(() => {
    saved.document = (globalThis as { document?: unknown }).document;
  });
  afterAll(() => {
    (globalThis as { document?: unknown }).document = saved.document;
  });

  function draw(charts: TrackerCharts, lang: 'en' | 'zh' = 'en'): HTMLElement {
    const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
    (globalThis as { document?: unknown }).document = document;
    const root = document.querySelector('main') as unknown as HTMLElement;
    render(h(I18nProvider, { lang, children: h(Charts, { charts }) }), root);
    return root;
  }

  const charts = chartsOf(HISTORY.map(chartInputOf), EUR_MONTHLY, NOW);

  it('draws four charts, each a labelled picture with its sample size and a table with the same numbers', () => {
    const root = draw(charts);
    const sections = [...root.querySelectorAll('section.chart')];
    const ids = sections.map((section) => section.getAttribute('data-testid'));
    expect(ids).toEqual(['chart-pipeline', 'chart-weekly', 'chart-sites', 'chart-pay']);
    for (const section of sections) {
      expect(section.querySelector('h3')?.textContent).toBeTruthy();
      const svg = section.querySelector('svg')!;
      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('aria-label')).toBeTruthy();
      expect(section.querySelector('[data-testid="chart-n"]')).not.toBeNull();
      const table = section.querySelector('details table')!;
      expect(table.querySelector('caption')?.textContent).toBeTruthy();
      const scopes = new Set([...table.querySelectorAll('th')].map((th) => th.getAttribute('scope')));
      expect([...scopes].sort()).toEqual(['col', 'row']);
    }
    const cells = (id: string) =>
      [...root.querySelectorAll(`[data-testid="chart-${id}"] tbody tr`)].map((tr) =>
        [...tr.children].slice(1).map((cell) => cell.textContent),
      );
    expect(cells('pipeline')).toEqual([['13'], ['11'], ['5'], ['2'], ['1'], ['2'], ['1'], ['1'], ['2']]);
    expect(cells('weekly').map(([count]) => count)).toEqual(['4', '0', '1', '0', '1', '0', '0', '1', '0', '0', '2', '1']);
    expect(cells('sites')).toEqual([
      ['4', '2', '50%'],
      ['3', '2', '67%'],
      ['3', '2', '67%'],
      ['1', '1', '100%'],
    ]);
    expect(cells('pay').map(([count]) => count)).toEqual(['2', '1', '0', '1', '0', '1', '1']);
    // A figure on every bar, zero bars included: nothing is told by colour alone.
    expect(root.querySelectorAll('[data-testid="chart-weekly"] text.bar-value')).toHaveLength(12);
    expect(root.querySelector('[data-testid="pay-marker"]')).not.toBeNull();
  });

  it('uses no inline styles and no markup from strings', () => {
    const root = draw(charts);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
    const source = readFileSync(new URL('../../components/tracker/Charts.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\bstyle=|innerHTML/);
  });

  it('shows an empty state per chart when nothing is saved', () => {
    const root = draw(chartsOf([], EMPTY_PROFILE, NOW), 'zh');
    expect(root.querySelectorAll('[data-testid="chart-empty"]')).toHaveLength(4);
    expect(root.querySelectorAll('svg')).toHaveLength(0);
    expect(root.querySelectorAll('table')).toHaveLength(0);
  });

  it.runIf(merged)('says it in words once the strings are in the catalogues', () => {
    const root = draw(charts);
    expect(root.querySelector('[data-testid="chart-pipeline"] [data-testid="chart-n"]')?.textContent).toBe('n = 13');
    expect(root.querySelector('[data-testid="chart-weekly"] svg')?.getAttribute('aria-label')).toContain('10');
    expect(root.textContent).not.toMatch(/charts_\w+|\{\w+\}/);
    const chinese = draw(charts, 'zh');
    expect(chinese.textContent).not.toMatch(/charts_\w+|\{\w+\}/);
    const unexpected = draw(chartsOf(HISTORY.map(chartInputOf), EMPTY_PROFILE, NOW));
    expect(unexpected.querySelector('[data-testid="pay-no-expectation"]')?.textContent).toContain('EUR');
  });

  it.runIf(merged)('has every string in both languages with the same placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of CHARTS_KEYS) expect(placeholders(catalogs.zh[key]!.message), key).toEqual(placeholders(catalogs.en[key]!.message));
  });
});
