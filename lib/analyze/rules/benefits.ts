import { cite, listOf, type AnalysisContext, type Finding, type Rule } from '../context';
import type { Sentence, SignalId } from '../signals';

const BENEFITS: readonly { signal: SignalId; en: string; zh: string; points: number }[] = [
  { signal: 'healthInsurance', en: 'health cover', zh: '医疗保障', points: 4 },
  { signal: 'retirement', en: 'a pension or retirement savings', zh: '养老保险/公积金', points: 3 },
  { signal: 'equity', en: 'equity', zh: '股权激励', points: 5 },
  { signal: 'bonus', en: 'bonus', zh: '奖金', points: 4 },
  { signal: 'paidLeave', en: 'paid leave', zh: '带薪假期', points: 3 },
  { signal: 'perks', en: 'perks', zh: '补贴福利', points: 2 },
  { signal: 'salaryReview', en: 'pay reviews', zh: '调薪机制', points: 2 },
];

/** Benefit lines: the benefits section first, then lines elsewhere that name a benefit (never the title). */
function benefitLines(ctx: AnalysisContext, signal: SignalId): Sentence[] {
  const hits = (ctx.signals.get(signal) ?? []).filter((s) => s.text !== ctx.posting.title && s.text !== ctx.posting.company.name);
  const inSection = hits.filter((s) => s.section === 'benefits');
  // Elsewhere, a benefit word in a duty ("clinical trials", "dental hygiene") is not a benefit.
  return inSection.length > 0
    ? inSection
    : hits.filter(
        (s) => s.section === 'other' && s.text.length < 200 && !ctx.skills.some((k) => k.evidence === s.text && k.family === 'domain'),
      );
}

const WORD_NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Benefits the posting names, the ones worth singling out, and months of pay beyond twelve (13薪, 16薪). */
export const rule: Rule = {
  id: 'benefits',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const named = BENEFITS.map((b) => ({ ...b, lines: benefitLines(ctx, b.signal) })).filter((b) => b.lines.length > 0);
    const findings: Finding[] = [];
    if (named.length > 0) {
      const points = Math.min(
        16,
        named.reduce((sum, b) => sum + b.points, 0),
      );
      const names = named.map((b) => say(b.en, b.zh));
      findings.push({
        kind: 'score',
        dimension: 'pay',
        delta: points,
        reason: say(`Names its benefits: ${listOf(ctx, names, 7)}.`, `写明了福利：${listOf(ctx, names, 7)}。`),
        evidence: [...new Set(named.map((b) => b.lines[0]!.text))],
      });
      if (named.length >= 2)
        findings.push({
          kind: 'pro',
          text: say(`Benefits are spelled out: ${listOf(ctx, names, 5)}.`, `福利写得具体：${listOf(ctx, names, 5)}。`),
          evidence: named[0]!.lines[0]!.text,
          weight: 3 + named.length,
        });
    } else if (ctx.has('competitiveWords')) {
      findings.push({
        kind: 'score',
        dimension: 'pay',
        delta: 1,
        reason: say('Calls its pay "competitive" without saying more.', '只说薪资“有竞争力”，没有细节。'),
        evidence: ctx.evidence('competitiveWords', 1),
      });
    } else if (
      posting.salary &&
      posting.employmentType !== 'part_time' &&
      posting.employmentType !== 'contract' &&
      posting.employmentType !== 'temporary' &&
      posting.seniority !== 'intern'
    ) {
      findings.push(
        {
          kind: 'con',
          text: say(
            'No benefits are named: health cover, paid leave and pension are unknown.',
            '没有写任何福利：社保、年假、公积金等情况未知。',
          ),
          weight: 3,
        },
        {
          kind: 'strategy',
          id: 'ask-benefits',
          text: say(
            'Before comparing offers, ask for the benefits in writing: health cover, paid leave, pension or housing fund.',
            '比较offer前，书面确认福利：社保公积金缴纳基数、年假天数、补充医疗。',
          ),
          why: say('The posting states pay but no benefits.', '职位写了薪资但没写福利。'),
          weight: 3,
        },
      );
    }

    // Benefits that stand out, each with its own figure.
    const lines =
      posting.description.sections.benefits.length > 0
        ? posting.description.sections.benefits
        : ctx.sentences.filter((s) => s.section === 'other').map((s) => s.text);
    const parental = lines
      .map((l) => ({ l, weeks: /(\d{1,2}|two|three|four|five|six)\s+(?:weeks|months)\s+of\s+(?:paid\s+)?parental leave/i.exec(l) }))
      .find((x) => x.weeks);
    if (parental?.weeks) {
      const weeks = WORD_NUMBER[parental.weeks[1]!.toLowerCase()] ?? Number(parental.weeks[1]);
      if (weeks >= 12)
        findings.push({
          kind: 'pro',
          text: say(`Generous parental leave: ${cite(parental.l, 60)}.`, `育儿假充足：${cite(parental.l, 40)}。`),
          evidence: parental.l,
          weight: 5,
        });
    }
    const leave = lines
      .map((l) => ({
        l,
        days: /(\d{2})\s*(?:days|天)(?:\s+of)?\s*(?:paid\s+|annual\s+|vacation|holiday|带薪|年假)|(\d{2})\s+vacation days|(?:four|five|4|5) weeks of (?:paid )?(?:leave|vacation)/i.exec(
          l,
        ),
      }))
      .find((x) => x.days);
    if (leave?.days) {
      const days = Number(leave.days[1] ?? leave.days[2] ?? 25);
      if (days >= 15)
        findings.push({
          kind: 'pro',
          text: say(`Paid time off is stated: ${cite(leave.l, 60)}.`, `写明了带薪假：${cite(leave.l, 40)}。`),
          evidence: leave.l,
          weight: 4,
        });
    }
    const sixInsurances = lines.find((l) => /六险一金/.test(l));
    if (sixInsurances)
      findings.push({
        kind: 'pro',
        text: say(
          'Six insurances and the housing fund (“六险一金”): supplementary health cover on top of the legal five.',
          '六险一金：在法定五险之外还有一份补充医疗保险。',
        ),
        evidence: sixInsurances,
        weight: 4,
      });
    const bonus = benefitLines(ctx, 'bonus')[0];
    // A bonus with its amount ("a $300 retention bonus", "奖金500元") needs no asking.
    if (
      bonus &&
      !/\d+\s?%|[$£€¥]\s?\d|\d\s?(?:元|块)/.test(bonus.text) &&
      !(posting.salary?.monthsPerYear && posting.salary.monthsPerYear > 12)
    ) {
      findings.push({
        kind: 'strategy',
        id: 'ask-bonus-history',
        text: say(
          `Ask how the bonus (${cite(bonus.text, 40)}) was actually paid out last year, and what it depends on.`,
          `问清奖金（${cite(bonus.text, 20)}）去年实际发了多少、与什么挂钩。`,
        ),
        why: say('The posting names a bonus without an amount.', '职位提到奖金但没写金额。'),
        weight: 3,
      });
    }
    const equity = benefitLines(ctx, 'equity')[0];
    const equityShare = /\d+(?:\.\d+)?\s?%\s*[–-]\s*\d+(?:\.\d+)?\s?%/.exec(posting.salary?.raw ?? '');
    if ((equityShare || equity) && !/listed|上市|NYSE|NASDAQ/i.test(posting.description.text)) {
      findings.push({
        kind: 'con',
        text: say(
          'Part of the pay is equity in a private company: worth nothing until it is sold or goes public.',
          '部分薪酬是未上市公司的股权：公司被收购或上市前无法变现。',
        ),
        evidence: equityShare ? posting.salary!.raw : equity!.text,
        weight: 2,
      });
    }
    if (equityShare) {
      findings.push({
        kind: 'pro',
        text: say(
          `Equity is stated in numbers (${equityShare[0]}): you can weigh it before the first call.`,
          `股权比例写明（${equityShare[0]}）：面试前就能评估。`,
        ),
        evidence: posting.salary!.raw,
        weight: 5,
      });
    } else if (equity) {
      findings.push({
        kind: 'strategy',
        id: 'ask-equity-terms',
        text: say(
          'Ask how the equity vests, how much it is, and what it was worth at the last valuation.',
          '问清股权的数量、归属节奏和最近一次估值。',
        ),
        why: say(`The posting offers equity without terms: ${cite(equity.text, 60)}`, `职位提到股权但没有写条款：${cite(equity.text, 40)}`),
        weight: 3,
      });
    }

    const months = posting.salary?.monthsPerYear;
    if (months && months > 12) {
      findings.push(
        {
          kind: 'score',
          dimension: 'pay',
          delta: Math.min(8, (months - 12) * 2),
          reason: say(`${months} months of pay a year.`, `一年发 ${months} 个月薪资（${months}薪）。`),
          evidence: [posting.salary!.raw],
        },
        {
          kind: 'pro',
          text: say(
            `${months} months of pay a year (“${months}薪”) add ${Math.round(((months - 12) / 12) * 100)}% to the monthly figure.`,
            `${months}薪，相当于在12个月月薪之外多 ${Math.round(((months - 12) / 12) * 100)}%。`,
          ),
          evidence: posting.salary!.raw,
          weight: 5,
        },
      );
    }
    return findings;
  },
};
