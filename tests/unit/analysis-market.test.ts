import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, buildContext, type MarketPosting } from '@/lib/analyze';
import { computeMarket, MIN_SAMPLE } from '@/lib/analyze/market';
import { corpusPosting } from '../support/analysis';

/** computeMarket against fixture samples of saved and seen postings (tests/fixtures/analysis/market/). */

const sample = (name: string): MarketPosting[] =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/analysis/market', `${name}.json`), 'utf8')) as MarketPosting[];

function marketOf(key: string, postings: readonly MarketPosting[], lang: 'en' | 'zh' = 'en') {
  const { posting, now } = corpusPosting(key);
  return computeMarket(buildContext(posting, { lang, now }), { postings });
}

describe('computeMarket', () => {
  it('salary: the median of comparable postings in the same city, with its sample size and basis', () => {
    const { market, findings } = marketOf('boss/detail-2026-pua-salary', sample('shanghai-backend'), 'zh');
    // Seven back-end postings in 上海 paid in CNY: the Java one counts (same family), the USD one,
    // the Hangzhou one, the data-analyst one and the one without pay do not.
    expect(market.salary.sampleSize).toBe(7);
    expect(market.salary.value).toBe(420_000);
    expect(market.salary.basis).toMatch(/上海.*CNY/);
    expect(market.salary.text).toMatch(/7 个可比职位/);
    expect(market.salary.text).toMatch(/高 16%/);
    expect(findings.some((f) => f.kind === 'score' && f.dimension === 'pay' && f.delta > 0)).toBe(true);
    expect(findings.some((f) => f.kind === 'pro')).toBe(true);
  });

  it('salary: falls back from the city to the country when the city has too few', () => {
    const { market } = marketOf('jsonld/graph-career-page', sample('germany-backend'));
    // Hamburg has two; Germany has six (the Dublin one is another country).
    expect(market.salary.sampleSize).toBe(6);
    expect(market.salary.basis).toMatch(/DE · EUR/);
    expect(market.salary.value).toBe(73_500);
    expect(market.salary.text).toMatch(/at the median of 6/);
  });

  it(`salary: below ${MIN_SAMPLE} comparable postings it says so instead of giving a number`, () => {
    const { market, findings } = marketOf('indeed/search-pane-new', sample('london-design'));
    expect(market.salary.sampleSize).toBe(3);
    expect(market.salary.value).toBeUndefined();
    expect(market.salary.text).toMatch(/Only 3 comparable postings.*too few.*5/);
    expect(findings.filter((f) => f.kind === 'score')).toEqual([]);
  });

  it('salary: one currency only, and a posting without pay is compared in the currency its peers use', () => {
    const usd = sample('shanghai-backend').map((p) => (p.currency === 'CNY' ? { ...p, currency: 'USD' } : p));
    const none = marketOf('boss/detail-2026-pua-salary', usd).market.salary;
    expect(none.sampleSize).toBe(0);
    expect(none.text).toMatch(/^None of the postings you saved or saw is comparable.*a median takes 5/);
    const { market } = marketOf('smartrecruiters/hybrid-lisbon', [
      ...[60_000, 62_000, 58_000, 65_000, 61_000].map((yearly, i): MarketPosting => ({
        id: `e${i}`,
        title: 'Data Analyst',
        company: `c${i}`,
        companyName: `C${i}`,
        roleFamily: 'data_science',
        city: 'Lisbon',
        country: 'PT',
        currency: 'EUR',
        yearly,
        skills: ['SQL'],
        saved: false,
      })),
      {
        id: 'u1',
        title: 'Data Analyst',
        company: 'u',
        companyName: 'U',
        roleFamily: 'data_science',
        city: 'Lisbon',
        country: 'PT',
        currency: 'USD',
        yearly: 900_000,
        skills: ['SQL'],
        saved: false,
      },
    ]);
    expect(market.salary.sampleSize).toBe(5);
    expect(market.salary.value).toBe(61_000);
    expect(market.salary.text).toMatch(/No pay given here/);
  });

  it('company: with nothing else seen, or nothing from this company, it says so without "first of 0"', () => {
    expect(marketOf('boss/detail-2026-pua-salary', [], 'zh').market.company.text).toMatch(
      /^你还没有看过或保存其他职位，暂无可与.+比较的记录。$/,
    );
    expect(marketOf('boss/detail-2026-pua-salary', [], 'en').market.company.text).toMatch(
      /^You have not seen or saved any other posting yet, so there is nothing to compare .+ with\.$/,
    );
    const others = sample('germany-backend');
    expect(marketOf('boss/detail-2026-pua-salary', others, 'zh').market.company.text).toBe(
      `你此前浏览的 ${others.length} 个职位中没有青枫数智的。`,
    );
  });

  it('company: how many of its other postings the user has seen and saved', () => {
    const { market } = marketOf('boss/detail-2026-pua-salary', sample('shanghai-backend'), 'zh');
    expect(market.company.value).toBe(3);
    expect(market.company.sampleSize).toBe(11);
    expect(market.company.text).toMatch(/其他 3 个职位，保存了 1 个/);
    // "Ostwind Energy GmbH" and "Ostwind Energy" are one company.
    expect(marketOf('jsonld/graph-career-page', sample('germany-backend')).market.company.value).toBe(1);
  });

  it('similar: the top 5 by skills and title, most similar first, with the sample they come from', () => {
    const { market } = marketOf('boss/detail-2026-pua-salary', sample('shanghai-backend'), 'zh');
    expect(market.similar.items.length).toBe(5);
    expect(market.similar.sampleSize).toBe(11);
    const scores = market.similar.items.map((i) => i.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(market.similar.items[0]!.title).toMatch(/Go/);
    expect(market.similar.items.map((i) => i.id)).not.toContain('m10');
  });

  it('leaves the posting itself out of its own market', () => {
    const { posting } = corpusPosting('boss/detail-2026-pua-salary');
    const self: MarketPosting = {
      id: posting.id,
      title: posting.title,
      company: '青枫数智',
      companyName: '青枫数智',
      roleFamily: 'backend',
      city: '上海',
      country: 'CN',
      currency: 'CNY',
      yearly: 1,
      skills: [],
      saved: true,
    };
    const { market } = marketOf('boss/detail-2026-pua-salary', [...sample('shanghai-backend'), self], 'zh');
    expect(market.salary.sampleSize).toBe(7);
    expect(market.company.sampleSize).toBe(11);
  });

  it("the page's own figures are quoted as the page's", () => {
    const { market } = marketOf('demo/architect', [], 'zh');
    expect(market.pageFacts.map((f) => f.kind)).toEqual(['company_open_positions', 'company_open_in_family', 'market_open_positions']);
    expect(market.pageFacts[0]!.text).toMatch(/页面显示/);
    expect(market.salary.sampleSize).toBe(0);
  });

  it('feeds the analysis only when a sample is given', () => {
    const { posting, now } = corpusPosting('boss/detail-2026-pua-salary');
    const withMarket = analyze(posting, { lang: 'en', now, market: { postings: sample('shanghai-backend') } });
    const without = analyze(posting, { lang: 'en', now });
    expect(withMarket.market?.salary.sampleSize).toBe(7);
    expect(without.market).toBeUndefined();
    expect(withMarket.dimensions.pay.score!).toBeGreaterThan(without.dimensions.pay.score!);
  });
});
