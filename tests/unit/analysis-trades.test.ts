import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '@/lib/analyze';
import { analysisLines } from '../support/golden';
import { makePosting, NOW, type PostingSpec } from '../support/posting';

/**
 * The wrong or ill-fitting lines a strict reader found on real ads outside software, each pinned as a case
 * of its class: the analysis of such a posting never says them again.
 */

const linesOf = (spec: PostingSpec, lang: 'en' | 'zh' = spec.language ?? 'en'): string[] =>
  analysisLines(analyze(makePosting(spec), { lang, now: Date.parse(NOW) }) as Analysis).map((line) => line.text);
const none = (lines: string[], pattern: RegExp) => expect(lines.filter((line) => pattern.test(line))).toEqual([]);

describe('lines that do not fit the trade, or misread the posting', () => {
  it('"reacts well under pressure" is a trait, not React', () => {
    const lines = linesOf({
      title: 'Accounts Payable Clerk',
      requirements: ['Reacts well under pressure at month end', 'Two years of accounts payable experience'],
    });
    none(lines, /\bReact\b/);
  });

  it('"equity research" is the job, and "diversity, equity and inclusion" a value: neither is equity pay', () => {
    const lines = linesOf({
      title: 'Equity Research Associate',
      intro: ['We are committed to diversity, equity and inclusion.'],
      responsibilities: ['Build earnings models for mid-cap banks', 'Support equity research on the financials sector'],
    });
    none(lines, /equity (?:vests|in a private company)|\bvesting\b|stock options/i);
  });

  it('a role of no known family is never "a role in this kind of role" / "这类岗位岗位"', () => {
    none(linesOf({ title: 'Zamboni Operator', responsibilities: ['Resurface the ice between sessions'] }), /in this kind of role/);
    none(linesOf({ title: '驻场专员', language: 'zh', responsibilities: ['负责现场协调'] }), /这类岗位岗位|这类岗位的/);
  });

  it('on-site trades are not asked about days at home', () => {
    for (const title of [
      'Registered Nurse - Med/Surg',
      'CDL-A Truck Driver',
      'Grade 3 Teacher',
      'Line Cook',
      'Forklift Operator',
      '普工',
      '厨师',
    ]) {
      none(
        linesOf({
          title,
          language: /\p{Script=Han}/u.test(title) ? 'zh' : 'en',
          responsibilities: ['Work the assigned shift to standard'],
        }),
        /days at home|部分居家|work from home/i,
      );
    }
  });

  it('a company with no words of its own about it gets no "teams shipped recently" unless it builds software', () => {
    none(linesOf({ title: 'Warehouse Associate', responsibilities: ['Pick and pack orders'] }), /shipped recently/);
  });

  it('internal communications is not HPC networking', () => {
    none(
      linesOf({ title: 'Internal Comms Manager', responsibilities: ['Write the weekly staff newsletter', 'Run the intranet'] }),
      /GPU|HPC|collective|NCCL|高性能/,
    );
  });
});

describe('words read as what they are', () => {
  it('"your own tools" and "own transport" are no ownership; "our first week" is no first hire', () => {
    const lines = linesOf({
      title: 'Roofer',
      requirements: ['You will need your own tools and own transport'],
      intro: ['In our first week together you shadow a lead hand.'],
    });
    none(lines, /end to end|first hire|端到端/i);
  });
});

describe('negations', () => {
  it('a shift, travel or on-call the posting rules out is not read as one', () => {
    none(linesOf({ title: 'Community Pharmacist', requirements: ['No overnight shifts', 'Never on call'] }), /Shift work|on-call is part/i);
    none(linesOf({ title: '药店店员', language: 'zh', requirements: ['不上夜班', '无需出差'] }), /需要倒班|出差较多|需要出差/);
  });

  it('a shift the posting does name is still read', () => {
    const lines = linesOf({ title: 'Registered Nurse', requirements: ['Night shifts on a rotating roster; no weekends'] });
    expect(lines.some((line) => /Shift work/.test(line))).toBe(true);
  });
});

describe('an age', () => {
  it('is neither years of experience nor a job to walk through', () => {
    const lines = linesOf({
      title: 'Security Officer',
      requirements: ['Must be 18 years or older', "At least 21 years old, with a valid driver's license"],
    });
    none(lines, /21\+ years|Tell us where you did this work|project where you did this/);
  });
});
