import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';
import {
  CLERICAL_TITLE,
  EARNINGS_PITCH,
  NO_WORK_TITLE,
  PAY_CEILINGS,
  SCAM_WORK,
  SIGN_KINDS,
  type SignPattern,
} from '@/lib/analyze/knowledge/scam-signs';
import { levelOf } from '@/lib/analyze/red-flags';
import { SIGN_READERS } from '@/lib/analyze/signs';
import { lineWith, type ScamSign } from '@/lib/analyze/signs/sign';
import type { Posting } from '@/lib/posting';
import { makePosting, NOW } from '../support/posting';

/**
 * The signs real scams carry (docs/red-flags.md): the tables' own examples, the level rules, and whole postings read
 * through analyze(). Every posting here is invented.
 */

const patterns: readonly SignPattern[] = [...SCAM_WORK, EARNINGS_PITCH];

describe('the sign tables', () => {
  // Read as the readers read a line: the pattern, its `unless`, and a negation before it ("This is not an MLM").
  it.each(patterns.map((p) => [p.id, p] as const))('%s matches its examples and none of its look-alikes', (_, p) => {
    for (const example of p.examples) expect(lineWith([example], p.pattern, p.unless), example).toBeDefined();
    for (const line of p.notExamples) expect(lineWith([line], p.pattern, p.unless), line).toBeUndefined();
  });

  it("each pay ceiling's examples name its work, and ceilings rise with the period", () => {
    for (const { id, ceiling, examples } of PAY_CEILINGS) {
      for (const example of examples) expect(ceiling.work.test(example), `${id}: ${example}`).toBe(true);
      expect(ceiling.hour * 40).toBeLessThanOrEqual(ceiling.week * 1.5);
      expect(ceiling.week * 52).toBeLessThanOrEqual(ceiling.year * 1.5);
      expect(ceiling.cnyDay * 26).toBeLessThanOrEqual(ceiling.cnyMonth * 1.5);
    }
  });

  it('titles that name no work, and titles that do', () => {
    for (const title of [
      'Part Time Workers Needed',
      'Urgent Jobs (Part Time Workers Needed)',
      'Hiring Part Time Workers For Cash Position.',
      'We need 25 Agents',
    ])
      expect(NO_WORK_TITLE.test(title), title).toBe(true);
    // Cruise staff is work (a blind reader's correction): the title names it.
    for (const title of [
      'Cruise Staff Wanted',
      'Staff Accountant (Contract-to-Hire)',
      'Staff Nurse',
      'Warehouse Workers Supervisor',
      'Agent Support Lead',
    ])
      expect(NO_WORK_TITLE.test(title), title).toBe(false);
    expect(CLERICAL_TITLE.test('Administrative Assistant')).toBe(true);
    expect(CLERICAL_TITLE.test('Registered Nurse')).toBe(false);
  });

  it('every reader in lib/analyze/signs/ is listed, once, with a kind the table names', () => {
    const dir = join(import.meta.dirname, '../../lib/analyze/signs');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'sign.ts' && f !== 'index.ts');
    expect(SIGN_READERS).toHaveLength(files.length);
    expect(new Set(SIGN_READERS).size).toBe(SIGN_READERS.length);
    for (const reader of SIGN_READERS) expect(SIGN_KINDS).toContain(reader.kind);
  });
});

describe('levels that keep trust', () => {
  const sign = (kind: ScamSign['kind'], weight: ScamSign['weight']) => ({ kind, weight });
  it('one group of signs is caution at most, whatever its weight', () => {
    expect(levelOf([])).toBe('none');
    expect(levelOf([sign('employer-silent', 'faint')])).toBe('none');
    expect(levelOf([sign('term:fee', 'strong')])).toBe('caution');
    expect(levelOf([sign('employer-silent', 'firm'), sign('private-contact', 'firm')])).toBe('caution');
    expect(levelOf([sign('scam-work', 'soft')])).toBe('none');
  });
  it('two groups agree: caution; high needs weight and a sign about the work, not only about who hires', () => {
    expect(levelOf([sign('employer-silent', 'faint'), sign('scam-work', 'faint')])).toBe('caution');
    expect(levelOf([sign('employer-silent', 'faint'), sign('scam-work', 'soft')])).toBe('caution');
    expect(levelOf([sign('employer-silent', 'faint'), sign('scam-work', 'soft'), sign('earnings-pitch', 'soft')])).toBe('high');
    expect(levelOf([sign('employer-silent', 'faint'), sign('term:fee', 'strong')])).toBe('high');
    expect(levelOf([sign('employer-silent', 'firm'), sign('private-contact', 'firm'), sign('scam-work', 'faint')])).toBe('caution');
  });
});

const read = (posting: Posting, lang: 'en' | 'zh' = 'en') => analyze(posting, { lang, now: Date.parse(NOW) }).redFlags;
const withProfile = (posting: Posting): Posting => ({ ...posting, company: { ...posting.company, about: true, logo: true } });

describe('real scams’ shapes, in invented postings', () => {
  const typist = makePosting({
    title: 'Home Based Payroll Typist',
    company: 'Employer',
    intro: [
      'Home based payroll typist positions available: work from the comfort of your home.',
      'Be your own boss and earn $100-$200 daily.',
    ],
    requirements: ['A computer and an internet connection.'],
  });

  it('home typing with a pitch, from an employer that says nothing about itself, is high, each flag with its words', () => {
    const flags = read({ ...typist, company: { name: 'Vantory Group' } });
    expect(flags.level).toBe('high');
    const ids = flags.flags.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['scam-work', 'earnings-pitch', 'employer-silent']));
    for (const flag of flags.flags.filter((f) => f.kind === 'scam' && f.id !== 'employer-silent')) expect(flag.evidence).toBeTruthy();
  });

  it('the same words from an employer that introduces itself and shows its logo stay below high', () => {
    expect(read(withProfile({ ...typist, company: { name: 'Vantory Group' } })).level).not.toBe('high');
  });

  it('an ordinary office job is not flagged where the page links its employer; where the page says nothing about the employer, both facts are said', () => {
    const office = makePosting({
      title: 'Administrative Assistant',
      company: 'Harlow Dental',
      responsibilities: ['Answer phones and book patient appointments.', 'Keep the front desk tidy.'],
      requirements: ['Two years of front-office experience.', 'Good written English.'],
    });
    const linked = read({ ...office, company: { ...office.company, url: 'https://harlow-dental.example/' } });
    expect(linked.level).toBe('none');
    expect(linked.flags.filter((f) => f.kind === 'scam')).toEqual([]);
    // Office work from an employer the page says nothing about is the commonest shape of the real fake ads: worth a
    // check, never high, and said as the two facts it is.
    const silent = read(office);
    expect(silent.level).toBe('caution');
    expect(silent.flags.filter((f) => f.kind === 'scam').map((f) => f.id)).toEqual(['employer-silent', 'clerical-work']);
  });

  it('pay out of line for the work, from the text alone, in dollars and in yuan', () => {
    const dataEntry = makePosting({
      title: 'Data Entry Clerk',
      company: 'Ridgefield Ltd',
      intro: ['Data entry clerk: $40/hour, work at your own pace.'],
      requirements: ['Typing'],
    });
    expect(read(dataEntry).flags.map((f) => f.id)).toContain('pay-out-of-line-for-work');
    const weekly = makePosting({
      title: 'Data Entry Assistant (Work From Home)',
      company: 'Ridgefield Ltd',
      intro: ['Make $5,000 a week from home.'],
      requirements: ['None'],
    });
    expect(read(weekly).flags.map((f) => f.id)).toEqual(expect.arrayContaining(['pay-out-of-line-for-work']));
    const typistCn = makePosting({ title: '打字员', company: '某公司', language: 'zh', intro: ['招聘在家兼职打字员，日结500元。'] });
    const cn = read(typistCn, 'zh');
    // One flag a kind: the scam table's day-rate term (firm) speaks for the pay here, above the ceiling's soft sign.
    expect(cn.flags.map((f) => f.id)).toEqual(expect.arrayContaining(['high-day-rate']));
    expect(cn.level).not.toBe('none');
    // A pay a data-entry clerk can have is not out of line.
    const fair = makePosting({
      title: 'Data Entry Clerk',
      company: 'Ridgefield Ltd',
      intro: ['Pay: $19/hour, Monday to Friday in our office.'],
      requirements: ['Typing'],
    });
    expect(read(fair).flags.map((f) => f.id)).not.toContain('pay-out-of-line-for-work');
  });

  it('an offshore job from an employer that says nothing, and cruise staff with flights and visa paid', () => {
    const rig = makePosting({
      title: 'Offshore Drilling Supervisor',
      company: 'Employer',
      intro: ['Offshore oil and gas project, rotation 28/28.'],
      requirements: ['Ten years on drilling rigs.'],
    });
    expect(read(rig).flags.map((f) => f.id)).toContain('offshore-unnamed');
    expect(read(withProfile(rig)).flags.map((f) => f.id)).not.toContain('offshore-unnamed');
    const cruise = makePosting({
      title: 'Cruise Staff Wanted',
      company: 'Employer',
      intro: ['Work abroad on a cruise line as a waiter: visa and flights will be paid, accommodation is free.'],
    });
    const flags = read(cruise);
    expect(flags.flags.map((f) => f.id)).toEqual(expect.arrayContaining(['overseas-lure']));
    expect(flags.level).not.toBe('none');
  });

  it('the employer’s own introduction is not read for signs', () => {
    const posting = makePosting({
      title: 'Warehouse Associate',
      company: 'Meadowline Freight',
      intro: [
        'About us',
        'Be your own boss of your career: we started as a reshipping service in 1990 and grew.',
        'The role',
        'Pick and pack orders.',
      ],
      requirements: ['Forklift licence'],
    });
    expect(read(posting).flags.map((f) => f.id)).not.toContain('earnings-pitch');
  });

  it('bad input gets an answer: a 5 MB ad, an ad with no text, an ad in both languages', () => {
    // A 5 MB ad reaches the analysis as a page does: read, cut to the Posting's limits, then analysed.
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Entry',
      hiringOrganization: { name: 'Employer' },
      description: `<p>${'Type forms at home for us. '.repeat(190_000)}</p>`,
    };
    const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`;
    expect(html.length).toBeGreaterThan(5_000_000);
    const page = extractHtml(html, 'https://careers.example-employer.test/jobs/5', NOW);
    expect(page.posting ?? page.reason).toBeTruthy();
    if (page.posting) expect(['none', 'caution', 'high']).toContain(read(page.posting).level);
    // The longest text a Posting holds (200,000 characters) is read, its signs from its first pages.
    const longest = makePosting({ title: 'Data Entry', company: 'Employer', intro: ['Type forms at home for us. '.repeat(7_000).trim()] });
    expect(longest.description.text.length).toBeGreaterThan(180_000);
    expect(['none', 'caution', 'high']).toContain(read(longest).level);
    const empty = makePosting({ title: 'Job', company: 'Employer' });
    expect(read({ ...empty, description: { text: '', sections: empty.description.sections } }).level).toBeDefined();
    const both = makePosting({
      title: 'Customer Service 客服',
      company: 'Employer',
      intro: ['Work from the comfort of your home. 在家兼职，日结500。', '加微信报名：abc12345'],
    });
    const flags = read(both, 'zh');
    expect(flags.level).not.toBe('none');
    expect(flags.flags.length).toBeGreaterThan(0);
  });
});

describe('honest ads a reviewer of the code wrote to break it', () => {
  const profiled = (posting: Posting): Posting => ({
    ...posting,
    company: { ...posting.company, about: true, logo: true, url: 'https://employer.example/' },
  });
  const levelOfAd = (spec: Parameters<typeof makePosting>[0], lang: 'en' | 'zh' = 'en') => read(profiled(makePosting(spec)), lang).level;

  it('one fact is one sign: a day rate, a partner clinic’s medical fee, an invite-code app', () => {
    expect(levelOfAd({ title: '搬运工', company: '顺达搬家', language: 'zh', intro: ['搬家公司招搬运工，日结500'] }, 'zh')).not.toBe(
      'high',
    );
    expect(
      levelOfAd(
        { title: '普工', company: '华东电子', language: 'zh', intro: ['统一到我司合作医院办理入职体检，体检费260元由本人先行缴纳'] },
        'zh',
      ),
    ).not.toBe('high');
    expect(levelOfAd({ title: '兼职', company: '星河传媒', language: 'zh', intro: ['下载APP后使用邀请码注册接单'] }, 'zh')).not.toBe(
      'high',
    );
  });

  it('the employer’s introduction is not read by the scam table either', () => {
    const posting = makePosting({
      title: 'Warehouse Associate',
      company: 'ParcelHop',
      intro: [
        'About Us',
        'ParcelHop is a parcel forwarding service for people living abroad: we reship parcels worldwide.',
        'The role',
        'Pick and pack orders in our depot.',
      ],
      requirements: ['Forklift licence'],
      outro: ['Questions: jobs@parcelhop.example'],
    });
    expect(read(profiled(posting)).level).toBe('none');
  });

  it('office work, chat apps and pay lines of ordinary ads', () => {
    expect(
      levelOfAd({
        title: 'Customer Service Representative',
        company: 'Acme Health',
        intro: ['Questions? Email jobs@acmehealth.example'],
        requirements: ['One year in a call centre'],
      }),
    ).toBe('none');
    expect(
      levelOfAd({
        title: 'Frontend Engineer',
        company: 'Lumenfold',
        responsibilities: ['Build WeChat Mini Programs with TypeScript.'],
        requirements: ['3 years of TypeScript'],
      }),
    ).toBe('none');
    expect(
      levelOfAd({
        title: 'Retail Associate',
        company: 'Harlow Outfitters',
        responsibilities: ['Answer customer questions by phone, email and WhatsApp.'],
        requirements: ['Weekend availability'],
      }),
    ).toBe('none');
    const tanker = makePosting({
      title: 'CDL-A Petroleum Tanker Driver',
      company: 'Ridgeway Fuel',
      intro: ['Drivers earn up to $1,800 per week.', 'Guaranteed pay during your first 90 days.'],
      requirements: ['CDL-A and 2 years of tanker experience'],
    });
    expect(read(tanker).level).not.toBe('high');
    expect(NO_WORK_TITLE.test('Now Hiring Staff Accountant')).toBe(false);
    expect(NO_WORK_TITLE.test('Hiring Staff Nurses – ICU')).toBe(false);
  });
});
