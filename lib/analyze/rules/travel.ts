import type { Rule } from '../context';

export const rule: Rule = {
  id: 'travel',
  evaluate(ctx) {
    if (!ctx.has('travel')) return [];
    const { say } = ctx;
    const evidence = ctx.signals.get('travel')!.find((s) => s.section !== 'benefits')?.text;
    if (!evidence) return [];
    const share = /(\d{1,3})\s?%/.exec(evidence)?.[1];
    const heavy = share ? Number(share) >= 30 : /经常|frequent/i.test(evidence);
    return [
      {
        kind: 'score',
        dimension: 'workLife',
        delta: heavy ? -10 : -4,
        reason: say(`Travel is part of the job${share ? ` (up to ${share}%)` : ''}.`, `需要出差${share ? `（最多 ${share}%）` : ''}。`),
        evidence: [evidence],
      },
      {
        kind: heavy ? 'con' : 'pro',
        text: heavy
          ? say(`Frequent travel${share ? ` (up to ${share}%)` : ''}.`, `出差较多${share ? `（最多 ${share}%）` : ''}。`)
          : say('Some travel: time with customers or teams in person.', '有一定出差，可以与客户或团队面对面。'),
        evidence,
        weight: heavy ? 6 : 2,
      },
    ];
  },
};
