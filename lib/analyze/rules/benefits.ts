import { listOf, type Finding, type Rule } from '../context';
import type { SignalId } from '../signals';

const BENEFITS: readonly { signal: SignalId; en: string; zh: string; points: number }[] = [
  { signal: 'healthInsurance', en: 'health cover', zh: '医疗保障', points: 4 },
  { signal: 'retirement', en: 'retirement or housing fund', zh: '公积金/退休金', points: 3 },
  { signal: 'equity', en: 'equity', zh: '股权激励', points: 5 },
  { signal: 'bonus', en: 'bonus', zh: '奖金', points: 4 },
  { signal: 'paidLeave', en: 'paid leave', zh: '带薪假期', points: 3 },
  { signal: 'perks', en: 'perks', zh: '补贴福利', points: 2 },
];

/** Benefits the posting names, and months of pay beyond twelve (13薪, 16薪). */
export const rule: Rule = {
  id: 'benefits',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const named = BENEFITS.filter((b) => ctx.has(b.signal));
    const findings: Finding[] = [];
    if (named.length > 0) {
      const points = Math.min(14, named.reduce((sum, b) => sum + b.points, 0));
      const names = named.map((b) => say(b.en, b.zh));
      findings.push({
        kind: 'score',
        dimension: 'pay',
        delta: points,
        reason: say(`Names its benefits: ${listOf(ctx, names, 6)}.`, `写明了福利：${listOf(ctx, names, 6)}。`),
        evidence: named.flatMap((b) => ctx.evidence(b.signal, 1)),
      });
      if (named.length >= 2) findings.push({ kind: 'pro', text: say(`Benefits are spelled out: ${listOf(ctx, names, 4)}.`, `福利写得具体：${listOf(ctx, names, 4)}。`), evidence: ctx.evidence(named[0]!.signal, 1)[0], weight: 3 + named.length });
      if (ctx.has('equity')) findings.push({ kind: 'strategy', id: 'ask-equity-terms', text: say('Ask how the equity vests and what it was worth at the last valuation.', '问清股权的归属节奏和最近一次估值。'), why: say('The posting offers equity without terms.', '职位提到股权但没有写条款。'), weight: 3 });
    } else if (ctx.has('competitiveWords')) {
      findings.push({ kind: 'score', dimension: 'pay', delta: 1, reason: say('Calls its pay "competitive" without saying more.', '只说薪资“有竞争力”，没有细节。'), evidence: ctx.evidence('competitiveWords', 1) });
    }
    const months = posting.salary?.monthsPerYear;
    if (months && months > 12) {
      findings.push(
        { kind: 'score', dimension: 'pay', delta: Math.min(8, (months - 12) * 2), reason: say(`${months} months of pay a year.`, `一年发 ${months} 个月薪资（${months}薪）。`), evidence: [posting.salary!.raw] },
        { kind: 'pro', text: say(`${months} months of pay a year add ${Math.round(((months - 12) / 12) * 100)}% to the monthly figure.`, `${months}薪，相当于月薪之外多 ${Math.round(((months - 12) / 12) * 100)}%。`), evidence: posting.salary!.raw, weight: 5 },
      );
    }
    return findings;
  },
};
