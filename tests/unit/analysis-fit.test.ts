import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, buildContext } from '@/lib/analyze';
import { computeFit, placeKeys } from '@/lib/analyze/fit';
import { readProfile, type Profile } from '@/lib/profile';
import { corpusPosting } from '../support/analysis';
import { makePosting, NOW } from '../support/posting';

/** computeFit against fixture profiles (tests/fixtures/analysis/profiles/) and corpus postings. */

const profile = (name: string): Profile =>
  readProfile(JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/analysis/profiles', `${name}.json`), 'utf8')));

function fitOf(key: string, profileName: string | Profile, lang: 'en' | 'zh' = 'en') {
  const { posting, now } = corpusPosting(key);
  return computeFit(buildContext(posting, { lang, now }), typeof profileName === 'string' ? profile(profileName) : profileName);
}

describe('computeFit', () => {
  it('reads every fixture profile', () => {
    for (const name of ['hpc-engineer', 'backend-go', 'us-platform', 'eu-data']) expect(profile(name).skills.length).toBeGreaterThan(0);
  });

  it('skills: matched, missing must-haves and nice-to-haves, with typed names made canonical ("golang", "K8s", "消息队列")', () => {
    const { fit } = fitOf('boss/detail-2026-pua-salary', 'backend-go', 'zh');
    expect(fit.matchedSkills).toEqual(expect.arrayContaining(['Go', 'Kubernetes', 'gRPC', 'Message queues']));
    expect(fit.missingMustHaves).toEqual([]);
    const hpc = fitOf('demo/architect', 'hpc-engineer').fit;
    expect(hpc.matchedSkills).toEqual(expect.arrayContaining(['NCCL', 'RDMA', 'CUDA', 'PyTorch', 'Distributed training']));
    expect(hpc.missingMustHaves).toEqual(expect.arrayContaining(['UCX', 'RoCE']));
    // CUDA is a preference of the posting and the user has it: not a missing nice-to-have.
    expect(hpc.missingNiceToHaves).not.toContain('CUDA');
    // Soft skills are not gaps a course closes.
    expect(hpc.missingMustHaves).not.toContain('Cross-cultural communication');
  });

  it("a broad field is covered by two of its tools; a human language by the profile's languages", () => {
    const hpc = fitOf('demo/architect', 'hpc-engineer').fit;
    expect(hpc.missingMustHaves).not.toContain('HPC');
    const eu = fitOf('jsonld/graph-career-page', 'eu-data').fit;
    expect(eu.matchedSkills).toEqual(expect.arrayContaining(['English']));
    expect(eu.missingMustHaves).not.toContain('English');
    expect(eu.missingMustHaves).toContain('Backend development');
  });

  it('learn first: named tools before broad fields; stress first: must-haves the user has', () => {
    const hpc = fitOf('demo/architect', 'hpc-engineer').fit;
    expect(hpc.learnFirst).toEqual(['RoCE', 'UCX', 'UCC']);
    expect(hpc.stressFirst).toEqual(['RDMA', 'Distributed training', 'NCCL']);
  });

  it("experience: the gap in years, or the user's years against the bar", () => {
    const gap = fitOf('generic/en-h2-career-site', 'eu-data').fit.experience;
    expect(gap).toMatchObject({ required: 6, have: 2 });
    expect(gap.text).toMatch(/gap of 4/);
    const over = fitOf('boss/detail-2026-pua-salary', 'backend-go', 'zh').fit.experience;
    expect(over).toMatchObject({ required: 5, have: 6 });
    expect(over.text).toMatch(/你有 6 年经验/);
    expect(fitOf('demo/architect', 'hpc-engineer').fit.experience.text).toMatch(/names no years/);
  });

  it('pay: compared with the expectation in the same currency only', () => {
    expect(fitOf('boss/detail-2026-pua-salary', 'backend-go', 'zh').fit.pay).toMatchObject({ verdict: 'above' });
    expect(fitOf('greenhouse/new-board', 'us-platform').fit.pay.text).toMatch(/13% above/);
    const otherCurrency = fitOf('glassdoor/job-listing', 'eu-data').fit.pay;
    expect(otherCurrency.verdict).toBe('unknown');
    expect(otherCurrency.text).toMatch(/USD.*EUR.*not converted/);
    const greedy = { ...profile('us-platform'), expectedPay: { amount: 300_000, currency: 'USD', period: 'year' as const } };
    const below = fitOf('greenhouse/new-board', greedy);
    expect(below.fit.pay.verdict).toBe('below');
    expect(below.findings.some((f) => f.kind === 'con' && /below your expectation/.test(f.text))).toBe(true);
    expect(below.findings.some((f) => f.kind === 'score' && f.dimension === 'pay' && f.delta < 0)).toBe(true);
    expect(fitOf('demo/architect', 'hpc-engineer').fit.pay.verdict).toBe('unknown');
  });

  it('place: the same city or country in either language', () => {
    // "Shanghai" in the profile, "上海" in the posting; "上海" in the profile, "上海·徐汇区·漕河泾" in the posting.
    expect(fitOf('demo/architect', 'hpc-engineer').fit.place.ok).toBe(true);
    expect(fitOf('boss/detail-2026-pua-salary', 'backend-go', 'zh').fit.place.ok).toBe(true);
    // "德国" in the profile, "Hamburg, HH, DE" in the posting.
    expect(fitOf('jsonld/graph-career-page', 'eu-data').fit.place.ok).toBe(true);
    const far = fitOf('glassdoor/job-listing', 'eu-data');
    expect(far.fit.place.ok).toBe(false);
    expect(far.findings.some((f) => f.kind === 'con' && /Chicago/.test(f.text))).toBe(true);
    // A remote posting fits a profile that accepts remote work.
    expect(fitOf('greenhouse/new-board', 'us-platform').fit.place.ok).toBe(true);
    expect(placeKeys('Shanghai')).toContain('上海');
    expect(placeKeys('深圳-南山区')).toContain('shenzhen');
    expect(placeKeys('Deutschland')).toContain('country:DE');
  });

  it("work mode: the posting's against the profile's; unknown stays undecided", () => {
    expect(fitOf('greenhouse/new-board', 'us-platform').fit.workMode.ok).toBe(true);
    expect(fitOf('glassdoor/job-listing', 'eu-data').fit.workMode.ok).toBe(false);
    const unknown = fitOf('boss/detail-2026-pua-salary', 'backend-go', 'zh').fit.workMode;
    expect(unknown.ok).toBeNull();
    expect(unknown.text).toMatch(/未说明/);
  });

  it('score: higher for the better-matching profile, within 0-100', () => {
    const good = fitOf('boss/detail-2026-pua-salary', 'backend-go').fit.score;
    const poor = fitOf('boss/detail-2026-pua-salary', 'eu-data').fit.score;
    expect(good).toBeGreaterThan(80);
    expect(poor).toBeLessThan(good - 30);
    for (const [key, name] of [
      ['demo/architect', 'hpc-engineer'],
      ['glassdoor/job-listing', 'eu-data'],
      ['generic/en-h2-career-site', 'eu-data'],
    ] as const) {
      const score = fitOf(key, name).fit.score;
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('feeds the analysis: strategy to stress and to learn, the summary, and the fit itself', () => {
    const { posting, now } = corpusPosting('demo/architect');
    const a = analyze(posting, { lang: 'zh', now, profile: profile('hpc-engineer') });
    expect(a.fit?.score).toBe(fitOf('demo/architect', 'hpc-engineer', 'zh').fit.score);
    expect(a.strategy.some((s) => s.id === 'fit-stress' && /RDMA/.test(s.text))).toBe(true);
    expect(a.strategy.some((s) => s.id === 'fit-learn' && /UCX/.test(s.text))).toBe(true);
    expect(a.overall.summary).toMatch(/匹配度/);
    expect(analyze(posting, { lang: 'zh', now }).fit).toBeUndefined();
  });

  it('an empty profile says what to fill in rather than guessing', () => {
    const posting = makePosting({
      title: 'Backend Engineer',
      requirements: ['3+ years with Go'],
      experienceYears: { min: 3 },
      locations: [{ raw: 'Berlin' }],
    });
    const { fit } = computeFit(buildContext(posting, { lang: 'en', now: Date.parse(NOW) }), readProfile({}));
    expect(fit.place).toMatchObject({ ok: null });
    expect(fit.workMode).toMatchObject({ ok: null });
    expect(fit.pay.verdict).toBe('unknown');
    expect(fit.experience.text).toMatch(/add yours/);
  });
});
