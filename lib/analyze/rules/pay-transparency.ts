import { quote, type Rule } from '../context';

/** A posting that states its pay respects the reader's time; one that does not costs a round of asking. */
export const rule: Rule = {
  id: 'pay-transparency',
  evaluate(ctx) {
    const { posting, say } = ctx;
    const salary = posting.salary;
    if (salary && (salary.min !== undefined || salary.max !== undefined)) {
      const wide = salary.min !== undefined && salary.max !== undefined && salary.min > 0 && salary.max / salary.min >= 2;
      return [
        { kind: 'score', dimension: 'pay', delta: 8, reason: say(`States its pay: ${salary.raw}.`, `明确写出薪资：${salary.raw}。`), evidence: [quote(salary.raw)] },
        { kind: 'pro', text: say(`Pay is stated up front (${salary.raw}).`, `薪资公开透明（${salary.raw}）。`), evidence: salary.raw, weight: 5 },
        ...(wide
          ? [
              { kind: 'score' as const, dimension: 'pay' as const, delta: -4, reason: say('The range is so wide that it says little about the offer.', '薪资区间过宽，对实际报价参考有限。') },
              { kind: 'con' as const, text: say(`The pay range (${salary.raw}) spans more than double: ask where this role sits in it.`, `薪资区间（${salary.raw}）跨度超过一倍：需要问清本岗位落在哪一档。`), weight: 4 },
            ]
          : []),
      ];
    }
    if (salary) {
      return [
        { kind: 'score', dimension: 'pay', delta: -6, reason: say(`Pay is given only as "${salary.raw}".`, `薪资只写了“${salary.raw}”。`), evidence: [salary.raw] },
        { kind: 'con', text: say(`No figure for pay ("${salary.raw}"): ask for the band before investing in the process.`, `薪资写作“${salary.raw}”，没有具体数字：投入面试前先问清薪资范围。`), weight: 6 },
        { kind: 'strategy', id: 'ask-pay-band', text: say('Ask the recruiter for the pay band in the first call.', '第一次沟通就向招聘方确认薪资范围。'), why: say(`The posting only says "${salary.raw}".`, `职位只写了“${salary.raw}”。`), weight: 6 },
      ];
    }
    // With no figure and no benefit named, the posting says nothing about pay: the dimension stays
    // unjudged (null) rather than scored on silence; with benefits named, silence on pay costs.
    const saysSomething = (['healthInsurance', 'retirement', 'equity', 'bonus', 'paidLeave', 'perks', 'competitiveWords'] as const).some((signal) => ctx.has(signal));
    return [
      ...(saysSomething ? [{ kind: 'score' as const, dimension: 'pay' as const, delta: -8, reason: say('The posting names benefits but no pay figure.', '职位提到了福利，但没有给出薪资。') }] : []),
      { kind: 'con', text: say('No pay range is given: ask for the band before investing in the process.', '未公开薪资：投入面试前先问清薪资范围。'), weight: 6 },
      { kind: 'strategy', id: 'ask-pay-band', text: say('Ask the recruiter for the pay band in the first call.', '第一次沟通就向招聘方确认薪资范围。'), why: say('The posting states no pay.', '职位没有写薪资。'), weight: 6 },
    ];
  },
};
