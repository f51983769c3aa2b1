import { describe, expect, it } from 'vitest';
import { analyze } from '@/lib/analyze';
import { comparable } from '@/lib/deep-read/check';
import { RED_FLAG_TERMS, NOT_RED_FLAGS } from '@/lib/analyze/knowledge/red-flags';
import { redFlagTermsIn } from '@/lib/analyze/red-flags';
import { parsePageFact } from '@/lib/normalize';
import { itChecksTable } from '../support/knowledge-table';
import { makePosting, NOW } from '../support/posting';
import { caseInput, loadRedFlagCases, redFlagsOf, scoreRedFlags } from '../support/red-flags';

describe('the red-flag table', () => {
  itChecksTable(RED_FLAG_TERMS, redFlagTermsIn, NOT_RED_FLAGS);
});

describe('the labelled set (tests/fixtures/red-flags), tuning parts', () => {
  const cases = [...loadRedFlagCases('tuning'), ...loadRedFlagCases('tuning-2')];

  it('is at least 150 postings, half of them Chinese', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.language === 'zh').length).toBeGreaterThanOrEqual(cases.length / 2 - 2);
  });

  it('meets its goals: high is right ≥ 95 %, scams caught ≥ 70 %, legitimate postings called high ≤ 1 %', () => {
    const score = scoreRedFlags(cases);
    expect(score.high.right / score.high.predicted).toBeGreaterThanOrEqual(0.95);
    expect(score.scams.flagged / score.scams.labelled).toBeGreaterThanOrEqual(0.7);
    expect(score.legitimate.high / score.legitimate.labelled).toBeLessThanOrEqual(0.01);
  });

  it('quotes only the posting’s own words, or a fact of the page or the history', () => {
    for (const item of cases) {
      const { posting, flags } = redFlagsOf(item);
      const text = comparable(
        [
          posting.title,
          posting.company.name,
          posting.description.text,
          posting.salary?.raw ?? '',
          ...(posting.pageFacts ?? []).map((f) => f.raw),
        ].join('\n'),
      );
      for (const flag of flags.flags) if (flag.evidence) expect(text, `${item.id} ${flag.id}`).toContain(comparable(flag.evidence));
    }
  });

  it('says reposts with their dates from this browser’s history', () => {
    const reposted = cases.find((c) => (c.history ?? []).filter((h) => h.newId && h.sameText).length >= 2)!;
    const { flags } = redFlagsOf(reposted, 'en');
    const line = flags.flags.find((flag) => flag.id === 'reposted')!;
    expect(line.text).toMatch(/^Reposted \d+× under another address \(first seen \d{4}-\d{2}-\d{2}/);
    expect(caseInput(reposted).market.length).toBeGreaterThanOrEqual(2);
  });
});

describe('bad input', () => {
  const read = (spec: Parameters<typeof makePosting>[0], lang: 'en' | 'zh' = 'en') =>
    analyze(makePosting(spec), { lang, now: Date.parse(NOW) }).redFlags;

  it('a posting that is nothing but a phone number and "WhatsApp me"', () => {
    const flags = read({ title: 'Job', company: 'Confidential', intro: ['+1 555 0100', 'WhatsApp me'] });
    expect(flags.level).toBe('caution');
    expect(flags.flags.map((f) => f.id)).toEqual(expect.arrayContaining(['chat-only', 'no-company']));
  });

  // A bound for a 2-core machine under load, not a timing goal (the bench measures speed).
  it('a 5 MB posting', { timeout: 60_000 }, () => {
    const line = 'Stock shelves, face products and help customers find what they need on the shop floor. ';
    // Past the reader's limits (lib/posting/raw-limits.ts), straight into the analysis.
    const base = makePosting({ title: 'Retail Assistant', intro: [line] });
    // With a run of 200,000 characters without a space before a mailbox, the worst case of an address pattern.
    const text = `${line.repeat(Math.ceil(4_700_000 / line.length))}\n${'a'.repeat(200_000)}@example.org\nWe never charge a fee.`;
    const flags = analyze({ ...base, description: { ...base.description, text } }, { lang: 'en', now: Date.parse(NOW) }).redFlags;
    expect(flags.level).toBe('none');
  });

  it('every line a red-flag word inside a legitimate context: the negations are read as negations', () => {
    const flags = read({
      title: 'Warehouse Associate',
      company: 'Harbourline Logistics',
      intro: [
        'We never ask for payment of any kind, and we will never ask you to buy equipment or deposit a check.',
        'We will never ask for your bank details or SSN before an offer.',
        'Beware of anyone asking you to pay a registration fee in our name.',
        'No deposit, no training fee, no uniform fee: uniforms are provided free of charge.',
      ],
    });
    expect(flags.level).toBe('none');
    const zh = read(
      {
        title: '仓库管理员',
        company: '青禾物流',
        language: 'zh',
        intro: [
          '本公司招聘不收取任何费用，不收押金、培训费、服装费。',
          '谨防有人以我司名义收取报名费。',
          '入职后办理社保需提供身份证复印件。',
        ],
      },
      'zh',
    );
    expect(zh.level).toBe('none');
  });

  it('reads the page’s own facts: LinkedIn’s "Reposted", BOSS直聘’s recruiter activity', () => {
    expect(parsePageFact({ kind: 'reposted', raw: 'Reposted 2 weeks ago' })).toEqual({
      kind: 'reposted',
      value: 1,
      raw: 'Reposted 2 weeks ago',
    });
    expect(parsePageFact({ kind: 'recruiter_active', raw: '刚刚活跃' })?.value).toBe(0);
    expect(parsePageFact({ kind: 'recruiter_active', raw: '本周活跃' })?.value).toBe(7);
    expect(parsePageFact({ kind: 'recruiter_active', raw: '3月内活跃' })?.value).toBe(90);
    expect(parsePageFact({ kind: 'recruiter_active', raw: '半年前活跃' })?.value).toBe(182);
    expect(parsePageFact({ kind: 'recruiter_active', raw: '在线' })?.value).toBe(0);
  });

  it('holds the overall score low under a high flag, and leads the summary with it', () => {
    const analysis = analyze(
      makePosting({
        title: 'Package Quality Inspector',
        company: 'Northgate Parcels',
        intro: ['Receive packages at your home, inspect them and reship them with our prepaid labels.'],
        benefits: ['Excellent pay', 'Full training', 'Health insurance', 'Career growth'],
      }),
      { lang: 'en', now: Date.parse(NOW) },
    );
    expect(analysis.redFlags.level).toBe('high');
    expect(analysis.overall.score).toBeLessThanOrEqual(30);
    expect(analysis.overall.summary).toMatch(/^Red flags: /);
  });
});
