import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '@/lib/analyze';
import { Analysis as AnalysisSchema, DIMENSIONS } from '@/lib/analyze/schema';
import type { Posting } from '@/lib/posting';
import { allText, corpusPosting, corpusPostings, inLanguage, occursIn, ownWords, postingText, textsOf } from '../support/analysis';

/**
 * The analysis over the fixture corpus (tests/fixtures/pages/<site>/<case>/, read through the CLI
 * path with meta.capturedAt as "now"): invariants for every posting in both UI languages, then
 * golden concept checks on postings across sites and languages.
 */

const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

const memo = new Map<string, Analysis>();
function analysisOf(key: string, lang: Lang): Analysis {
  const id = `${key}|${lang}`;
  let found = memo.get(id);
  if (!found) {
    const { posting, now } = corpusPosting(key);
    found = analyze(posting, { lang, now });
    memo.set(id, found);
  }
  return found;
}

const keys = corpusPostings().map((c) => c.key);

describe('every corpus posting, in both UI languages', () => {
  it('the corpus holds postings to analyse', () => {
    expect(keys.length).toBeGreaterThanOrEqual(50);
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each(keys)('%s: a valid Analysis within the panel limits', (key) => {
      const a = analysisOf(key, lang);
      const parsed = AnalysisSchema.safeParse(a);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      expect(a.lang).toBe(lang);
      expect(a.pros.length).toBeLessThanOrEqual(8);
      expect(a.cons.length).toBeLessThanOrEqual(8);
      expect(a.strategy.length).toBeLessThanOrEqual(10);
      expect(a.interview.questions.length).toBeLessThanOrEqual(15);
      for (const key of DIMENSIONS) {
        const d = a.dimensions[key];
        if (d.score === null) {
          expect(d.reasons.length, `${key} is null without a reason`).toBeGreaterThan(0);
          expect(d.confidence).toBe(0);
        } else {
          expect(d.score).toBeGreaterThanOrEqual(0);
          expect(d.score).toBeLessThanOrEqual(100);
          expect(d.reasons.length).toBeGreaterThan(0);
        }
      }
    });

    it.each(keys)("%s: evidence and question sources are the posting's own sentences", (key) => {
      const { posting } = corpusPosting(key);
      const a = analysisOf(key, lang);
      const text = postingText(posting);
      const quoted = [
        ...DIMENSIONS.flatMap((k) => a.dimensions[k].evidence),
        ...a.pros.flatMap((p) => (p.evidence ? [p.evidence] : [])),
        ...a.cons.flatMap((p) => (p.evidence ? [p.evidence] : [])),
        ...a.interview.questions.map((q) => q.basedOn),
      ];
      for (const sentence of quoted) expect(occursIn(sentence, text), `not in the posting: ${sentence}`).toBe(true);
    });

    it.each(keys)("%s: every text is in the UI language, whatever the posting's", (key) => {
      const { posting } = corpusPosting(key);
      const a = analysisOf(key, lang);
      for (const { part, text } of textsOf(a)) {
        expect(text.trim().length, `${part} is empty`).toBeGreaterThan(0);
        expect(inLanguage(ownWords(text, posting, a), lang), `${part} is not in ${lang}: ${text}`).toBe(true);
      }
    });

    it.each(keys)('%s: no item is repeated', (key) => {
      const a = analysisOf(key, lang);
      for (const list of [
        a.pros.map((p) => p.text),
        a.cons.map((p) => p.text),
        a.strategy.map((s) => s.text),
        a.strategy.map((s) => s.id),
        a.interview.questions.map((q) => q.text),
        a.interview.prep,
        a.role.focus,
        a.role.paths,
      ]) {
        expect(new Set(list).size).toBe(list.length);
      }
    });
  });

  it("overall is the weighted mean of the scored dimensions, with the user's weights", () => {
    const { posting, now } = corpusPosting('greenhouse/legacy-board');
    const even = analyze(posting, { lang: 'en', now });
    const scores = DIMENSIONS.map((k) => even.dimensions[k].score!);
    expect(even.overall.score).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / scores.length));
    const payOnly = analyze(posting, { lang: 'en', now, weights: { pay: 1, growth: 0, workLife: 0, mission: 0 } });
    expect(payOnly.overall.score).toBe(even.dimensions.pay.score);
    const tilted = analyze(posting, { lang: 'en', now, weights: { pay: 3, growth: 1, workLife: 0, mission: 0 } });
    expect(tilted.overall.score).toBe(Math.round((3 * even.dimensions.pay.score! + even.dimensions.growth.score!) / 4));
    // An unjudged dimension (null) carries no weight.
    const architect = corpusPosting('demo/architect');
    const a = analyze(architect.posting, { lang: 'en', now: architect.now });
    expect(a.dimensions.pay.score).toBeNull();
    const judged = DIMENSIONS.filter((k) => a.dimensions[k].score !== null).map((k) => a.dimensions[k].score!);
    expect(a.overall.score).toBe(Math.round(judged.reduce((x, y) => x + y, 0) / judged.length));
    expect(a.overall.verdict).toBe(
      a.overall.score >= 80 ? 'strong' : a.overall.score >= 65 ? 'good' : a.overall.score >= 50 ? 'mixed' : 'weak',
    );
    expect(a.overall.summary.length).toBeGreaterThan(60);
  });

  it('is deterministic and leaves the posting untouched', () => {
    for (const key of keys.slice(0, 20)) {
      const { posting, now } = corpusPosting(key);
      const before = JSON.stringify(posting);
      expect(JSON.stringify(analyze(posting, { lang: 'zh', now }))).toBe(JSON.stringify(analyze(posting, { lang: 'zh', now })));
      expect(JSON.stringify(posting)).toBe(before);
    }
  });
});

/**
 * The golden set: postings from many sites, in English and Chinese, each analysed in both UI
 * languages. Each must fill the panel (4-8 pros and cons, 6-10 strategy items, 8-15 questions of
 * all three kinds) and raise its own points, checked as concepts.
 */
interface Golden {
  key: string;
  /** Concepts: a part of the panel and a regex family (English | Chinese) it must match. */
  concepts: readonly { where: 'pros' | 'cons' | 'strategy' | 'questions' | 'focus' | 'paths' | 'all'; pattern: RegExp; why: string }[];
  /** Dimensions that must be scored (the posting says enough) or null (it says nothing). */
  scored?: readonly (typeof DIMENSIONS)[number][];
  unscored?: readonly (typeof DIMENSIONS)[number][];
}

const GOLDEN: readonly Golden[] = [
  {
    key: 'boss/detail-2022',
    scored: ['pay', 'growth'],
    unscored: ['workLife', 'mission'],
    concepts: [
      { where: 'pros', pattern: /16 months|16薪/, why: '16 months of pay (16薪) as a pro' },
      { where: 'cons', pattern: /weekends|双休/i, why: 'a Chinese posting silent on 双休 gets a work-life con' },
      { where: 'strategy', pattern: /test suite|测试套件/i, why: 'attach the test suite you built' },
      { where: 'questions', pattern: /flaky|不稳定/i, why: 'a question on automation and flaky tests' },
    ],
  },
  {
    key: 'boss/detail-2026-pua-salary',
    scored: ['pay', 'growth'],
    concepts: [
      { where: 'pros', pattern: /15 months|15薪/, why: '15薪 as a pro' },
      { where: 'pros', pattern: /六险一金/, why: '六险一金 read as supplementary health cover' },
      { where: 'cons', pattern: /5\+ years|5 年以上/, why: 'the 5+ years bar' },
      { where: 'questions', pattern: /goroutine/i, why: 'a Go concurrency question' },
    ],
  },
  {
    key: 'generic/en-h2-career-site',
    scored: ['pay', 'growth', 'workLife'],
    concepts: [
      { where: 'cons', pattern: /on-call|值班/i, why: 'an on-call posting gets a con' },
      { where: 'cons', pattern: /3 office days|到岗 3 天/, why: 'three office days a week counted as commute' },
      { where: 'pros', pattern: /learning budget|学习预算/i, why: 'the CA$2,000 learning budget' },
      { where: 'questions', pattern: /incident|故障/i, why: 'an on-call incident story' },
    ],
  },
  {
    key: 'generic/zh-h3-career-site',
    scored: ['pay', 'growth', 'workLife'],
    concepts: [
      { where: 'pros', pattern: /15 months|15薪/, why: '15薪' },
      { where: 'pros', pattern: /flexible|弹性/i, why: 'flexible hours (弹性工作时间)' },
      { where: 'strategy', pattern: /public code|公开代码/i, why: 'open-source contributions to link' },
      { where: 'questions', pattern: /cache|缓存/i, why: 'Redis in front of MySQL' },
    ],
  },
  {
    key: 'generic/zh-plain-text-jd',
    scored: ['pay', 'workLife'],
    concepts: [
      { where: 'pros', pattern: /weekends off|双休/i, why: '双休 is a work-life pro' },
      { where: 'cons', pattern: /mentor|导师/i, why: 'an entry-level role with no mentor named' },
      { where: 'cons', pattern: /× 12|13薪|多薪/, why: 'no 13th month: pay counted ×12' },
      { where: 'strategy', pattern: /dashboard|看板/i, why: 'attach an analysis or dashboard' },
    ],
  },
  {
    key: 'greenhouse/legacy-board',
    scored: ['pay', 'growth', 'workLife', 'mission'],
    concepts: [
      { where: 'cons', pattern: /on-call|值班/i, why: 'the one-week on-call rotation' },
      { where: 'pros', pattern: /parental leave|育儿假/i, why: '16 weeks of parental leave' },
      { where: 'pros', pattern: /remote|远程/i, why: 'a remote posting gets a work-life pro' },
      { where: 'pros', pattern: /\$172,000|公开透明/, why: 'a stated pay range is a transparency pro' },
      { where: 'questions', pattern: /ledger|账务/i, why: 'a payments-ledger correctness question' },
    ],
  },
  {
    key: 'job51/legacy-detail',
    scored: ['pay'],
    concepts: [
      { where: 'questions', pattern: /skew|倾斜/i, why: 'Spark data skew' },
      { where: 'questions', pattern: /warehouse|数仓/i, why: 'warehouse modelling' },
      { where: 'cons', pattern: /weekends|双休/i, why: 'silent on 双休' },
      { where: 'pros', pattern: /benefits|福利/i, why: 'benefits (五险一金, 年终奖金) spelled out' },
    ],
  },
  {
    key: 'jsonld/zh-remote-several-scripts',
    scored: ['pay', 'workLife'],
    concepts: [
      { where: 'pros', pattern: /remote|远程/i, why: 'a remote posting gets a work-life pro' },
      { where: 'cons', pattern: /China|中国/, why: 'remote only from within China' },
      { where: 'cons', pattern: /English|英语/i, why: 'English with the community is required' },
      { where: 'questions', pattern: /LSM/, why: 'LSM-tree or columnar storage' },
    ],
  },
  {
    key: 'lagou/legacy-job',
    scored: ['pay'],
    concepts: [
      { where: 'questions', pattern: /\bGC\b/, why: 'JVM garbage collection' },
      // A preferred background is something to lead with, not a cost (a blind reading).
      { where: 'strategy', pattern: /E-commerce|电商/i, why: 'e-commerce background preferred' },
      { where: 'cons', pattern: /bachelor|本科|学历/i, why: 'the degree filter' },
      { where: 'all', pattern: /MyBatis/, why: 'MyBatis named' },
    ],
  },
  {
    key: 'lagou/wn-job',
    scored: ['pay', 'growth'],
    concepts: [
      { where: 'pros', pattern: /14 months|14薪/, why: '14薪' },
      { where: 'cons', pattern: /master|硕士/i, why: "a master's is required" },
      { where: 'questions', pattern: /NDCG|Recall/i, why: 'ranking evaluation offline' },
      { where: 'questions', pattern: /A\/B/, why: 'A/B test sizing' },
    ],
  },
  {
    key: 'lever/posting-jsonld',
    scored: ['pay', 'growth', 'workLife', 'mission'],
    concepts: [
      { where: 'questions', pattern: /PID|FOC/, why: 'control-loop tuning on real hardware' },
      { where: 'pros', pattern: /3 office days|到岗 3 天/, why: 'three lab days a week stated' },
      { where: 'cons', pattern: /6\+ years|6 年以上/, why: 'the 6+ years bar' },
      { where: 'strategy', pattern: /scope captures|示波器/i, why: 'attach bring-up evidence' },
    ],
  },
  {
    key: 'liepin/enterprise-job',
    scored: ['pay', 'growth'],
    concepts: [
      { where: 'pros', pattern: /15 months|15薪/, why: '15薪' },
      { where: 'strategy', pattern: /equity|股权/i, why: 'stock options without terms: ask' },
      { where: 'questions', pattern: /idempoten|幂等|flash sale|秒杀/i, why: 'payments or high concurrency' },
      { where: 'cons', pattern: /5\+ years|5 年以上/, why: 'the 5+ years bar' },
    ],
  },
  {
    key: 'liepin/headhunter-job',
    scored: ['pay', 'growth'],
    concepts: [
      { where: 'cons', pattern: /not named|未透露/i, why: 'a headhunter posting hides the employer' },
      { where: 'strategy', pattern: /company name|公司名称/i, why: 'ask for the company before sending a CV' },
      { where: 'cons', pattern: /10\+ years|10 年以上/, why: 'ten years of embedded work' },
      { where: 'paths', pattern: /VP|CTO|副总裁/, why: 'a director role leads to VP or CTO' },
      { where: 'questions', pattern: /battery|standby|待机|功耗/i, why: 'low-power design' },
    ],
  },
  {
    key: 'linkedin/guest-seo-slug',
    scored: ['growth', 'workLife'],
    concepts: [
      { where: 'cons', pattern: /applicants|申请/i, why: '196 applicants already' },
      { where: 'strategy', pattern: /referral|内推/i, why: 'many applicants: find a referral' },
      { where: 'cons', pattern: /pay range|薪资/i, why: 'no pay range given' },
      { where: 'strategy', pattern: /work rights|工作许可/i, why: 'Australian working rights required' },
    ],
  },
  {
    key: 'linkedin/guest-view',
    scored: ['pay', 'growth', 'workLife'],
    concepts: [
      { where: 'pros', pattern: /CI time/, why: 'the measurable goal: CI from 40 to under 10 minutes' },
      { where: 'cons', pattern: /applicants|申请/i, why: 'over 200 applicants' },
      { where: 'questions', pattern: /\bCI\b/, why: 'a CI speed question' },
      { where: 'pros', pattern: /3 office days|到岗 3 天/, why: 'three office days stated' },
    ],
  },
  {
    key: 'monster/job-page-jsonld',
    scored: ['pay', 'workLife'],
    concepts: [
      { where: 'cons', pattern: /shift|night|夜班|倒班/i, why: 'night shifts are a work-life con' },
      { where: 'questions', pattern: /shift|班次/i, why: 'planning a shift' },
      { where: 'questions', pattern: /safety|安全/i, why: 'the zero-injury goal' },
      { where: 'strategy', pattern: /safety record|安全记录/i, why: 'bring shift figures and a safety record' },
    ],
  },
  {
    key: 'wellfound/job-apollo',
    scored: ['pay', 'workLife', 'mission'],
    concepts: [
      { where: 'pros', pattern: /equity|股权/i, why: 'equity stated in numbers' },
      { where: 'cons', pattern: /small company|规模小/i, why: 'a 14-person company' },
      { where: 'pros', pattern: /remote|远程/i, why: 'fully remote' },
      { where: 'questions', pattern: /Rails/, why: 'a Rails question' },
    ],
  },
  {
    key: 'wellfound/search-cache-inr',
    scored: ['pay', 'workLife'],
    concepts: [
      { where: 'questions', pattern: /underwriting|授信/i, why: 'credit models with selection bias' },
      { where: 'cons', pattern: /on-site|坐班/i, why: 'on-site in Bengaluru' },
      { where: 'cons', pattern: /equity|股权/i, why: 'equity in a private company' },
      { where: 'strategy', pattern: /analysis or dashboard|分析或看板/i, why: 'attach an analysis' },
    ],
  },
  {
    key: 'workable/rendered-hybrid',
    scored: ['growth', 'workLife'],
    concepts: [
      { where: 'cons', pattern: /on-call|值班/i, why: 'the weekday on-call rotation' },
      { where: 'pros', pattern: /p95|300 ms/, why: 'the latency target is concrete' },
      { where: 'questions', pattern: /p95|300 ms/, why: 'how to reach the latency target' },
      { where: 'cons', pattern: /pay range|薪资/i, why: 'no pay range given' },
    ],
  },
  {
    key: 'workday/hardware-tenant-wd5',
    scored: ['pay', 'growth'],
    concepts: [
      { where: 'cons', pattern: /master|PhD|硕士|博士/i, why: 'an MS or PhD is asked for' },
      { where: 'cons', pattern: /8\+ years|8 年以上/, why: 'eight years of compilers' },
      { where: 'questions', pattern: /LLVM/, why: 'an LLVM backend pass' },
      { where: 'cons', pattern: /places|地点/i, why: 'three possible locations' },
      { where: 'strategy', pattern: /before|截止/i, why: 'applications close on December 4' },
    ],
  },
  {
    key: 'ashby/posting-appdata',
    scored: ['pay', 'growth', 'workLife'],
    concepts: [
      { where: 'pros', pattern: /remote|远程/i, why: 'fully remote' },
      { where: 'cons', pattern: /\bUK\b/, why: 'remote only within the UK' },
      { where: 'strategy', pattern: /portfolio|作品集/i, why: 'a portfolio with case studies' },
      { where: 'questions', pattern: /design system|设计系统/i, why: 'keeping a design system consistent' },
    ],
  },
];

function partOf(a: Analysis, where: Golden['concepts'][number]['where']): string[] {
  switch (where) {
    case 'pros':
      return a.pros.map((p) => p.text);
    case 'cons':
      return a.cons.map((p) => p.text);
    case 'strategy':
      return a.strategy.map((s) => s.text);
    case 'questions':
      return a.interview.questions.map((q) => q.text);
    case 'focus':
      return a.role.focus;
    case 'paths':
      return a.role.paths;
    default:
      return [allText(a)];
  }
}

describe('golden postings across sites and languages', () => {
  it('covers at least 20 postings from at least 10 sites, in both posting languages', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(20);
    const postings = GOLDEN.map((g) => corpusPosting(g.key).posting);
    expect(new Set(GOLDEN.map((g) => g.key.split('/')[0])).size).toBeGreaterThanOrEqual(10);
    expect(postings.some((p: Posting) => p.language === 'zh')).toBe(true);
    expect(postings.some((p: Posting) => p.language !== 'zh')).toBe(true);
  });

  describe.each(GOLDEN.flatMap((g) => LANGS.map((lang) => [`${g.key} [${lang}]`, g, lang] as const)))('%s', (_name, golden, lang) => {
    const a = analysisOf(golden.key, lang);

    it('fills the panel', () => {
      expect(a.pros.length).toBeGreaterThanOrEqual(4);
      // Cons are what the posting gives: three real ones beat a fourth of padding ("does not say remote" on a Chinese board).
      expect(a.cons.length).toBeGreaterThanOrEqual(3);
      expect(a.strategy.length).toBeGreaterThanOrEqual(6);
      expect(a.interview.questions.length).toBeGreaterThanOrEqual(8);
      expect(new Set(a.interview.questions.map((q) => q.kind))).toEqual(new Set(['technical', 'system_design', 'behavioural']));
      expect(a.role.focus.length).toBeGreaterThan(0);
      expect(a.role.paths.length).toBeGreaterThan(0);
    });

    it('scores what the posting says and leaves the rest unjudged', () => {
      for (const key of golden.scored ?? []) expect(a.dimensions[key].score, key).not.toBeNull();
      for (const key of golden.unscored ?? []) expect(a.dimensions[key].score, key).toBeNull();
    });

    it.each(golden.concepts.map((c) => [c.why, c] as const))('raises: %s', (_why, concept) => {
      const texts = partOf(a, concept.where);
      expect(
        texts.some((t) => concept.pattern.test(t)),
        `${concept.where} has no ${concept.pattern}:\n${texts.join('\n')}`,
      ).toBe(true);
    });
  });
});
