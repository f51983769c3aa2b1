import type { Rule } from '../context';

export const rule: Rule = {
  id: 'scale-reach',
  evaluate(ctx) {
    if (!ctx.has('scale')) return [];
    const { say } = ctx;
    const evidence = ctx.evidence('scale', 1);
    return [
      { kind: 'score', dimension: 'mission', delta: 6, reason: say('The work reaches many people or systems.', '工作影响的用户或系统规模大。'), evidence },
      { kind: 'score', dimension: 'growth', delta: 4, reason: say('Problems at large scale.', '面对大规模问题。'), evidence },
      { kind: 'pro', text: say('Large scale: problems few companies have.', '规模大，能接触少数公司才有的问题。'), evidence: evidence[0], weight: 4 },
    ];
  },
};
