import { listOf, type Finding, type Rule } from '../context';
import type { SignalId } from '../signals';

const PRESSURE: readonly { signal: SignalId; delta: number; en: string; zh: string }[] = [
  { signal: 'overtime996', delta: -30, en: 'a 996 schedule (9 a.m. to 9 p.m., six days a week)', zh: '996工作制' },
  { signal: 'bigSmallWeek', delta: -18, en: 'alternating six-day weeks (大小周)', zh: '大小周' },
  { signal: 'overtime', delta: -10, en: 'overtime or pressure', zh: '加班或高压' },
  { signal: 'onCall', delta: -8, en: 'on-call duty', zh: '值班/on-call' },
  { signal: 'shifts', delta: -8, en: 'shift work', zh: '倒班' },
  { signal: 'fastPaced', delta: -4, en: 'a fast pace', zh: '快节奏' },
];

/** What the posting says about hours: 996, 大小周, overtime, on-call, shifts, pace. */
export const rule: Rule = {
  id: 'hours-pressure',
  evaluate(ctx) {
    const { say } = ctx;
    const found = PRESSURE.filter((p) => ctx.has(p.signal));
    const findings: Finding[] = found.map((p) => ({
      kind: 'score' as const,
      dimension: 'workLife' as const,
      delta: p.delta,
      reason: say(`Mentions ${p.en}.`, `提到${p.zh}。`),
      evidence: ctx.evidence(p.signal, 1),
    }));
    if (found.length > 0) {
      const names = found.map((p) => say(p.en, p.zh));
      findings.push({ kind: 'con', text: say(`Expect ${listOf(ctx, names)}: the posting says so itself.`, `职位自己提到了${listOf(ctx, names)}，要有心理准备。`), evidence: ctx.evidence(found[0]!.signal, 1)[0], weight: 8 + found.length });
      findings.push({ kind: 'strategy', id: 'ask-hours', text: say('Ask how many evenings and weekends the team worked last quarter, and how on-call is paid.', '问清团队上季度晚上和周末的实际加班情况，以及值班是否有补偿。'), why: say(`The posting mentions ${listOf(ctx, names)}.`, `职位提到了${listOf(ctx, names)}。`), weight: 7 });
      findings.push({ kind: 'question', questionKind: 'behavioural', text: say('Tell us about a time you delivered under heavy pressure. What did you cut, and what did you protect?', '讲一次你在高压下交付的经历：你砍掉了什么，又守住了什么？'), basedOn: ctx.evidence(found[0]!.signal, 1)[0] ?? '', weight: 4 });
    }
    if (ctx.has('flexibleHours')) {
      findings.push(
        { kind: 'score', dimension: 'workLife', delta: 10, reason: say('Promises flexible hours or balance.', '承诺弹性工作或工作生活平衡。'), evidence: ctx.evidence('flexibleHours', 1) },
        { kind: 'pro', text: say('Flexible hours are written into the posting.', '职位写明了弹性工作安排。'), evidence: ctx.evidence('flexibleHours', 1)[0], weight: 5 },
      );
    }
    return findings;
  },
};
