import { saysLittle } from '../role-family';
import { cite, excerpt, type Rule } from '../context';
import { SIGNALS } from '../signals';

/** How many people or systems the work reaches, in the posting's own figures. */
export const rule: Rule = {
  id: 'scale-reach',
  evaluate(ctx) {
    // "Experience at scale" asks something of the applicant; it says nothing of the work's reach.
    const hits = (ctx.signals.get('scale') ?? []).filter(
      (s) => s.section !== 'benefits' && s.section !== 'requirements' && s.section !== 'preferred' && s.text !== ctx.posting.salary?.raw,
    );
    // A figure in a kitchen, a depot or a ward ("400 households", "$27.40/hr") is not scale of the work's reach.
    // Nor a distributor's SKU count or a manufacturer's revenue: reach at scale is software's and systems' measure.
    if (hits.length === 0 || saysLittle(ctx.family) || ctx.family.builds !== true) return [];
    const { say } = ctx;
    // The sentence with a figure says more than "large-scale".
    const best = hits.find((s) => /\d/.test(s.text) && s.text.length < 220) ?? hits[0]!;
    return [
      {
        kind: 'score',
        dimension: 'mission',
        delta: 6,
        reason: say('The work reaches many people or systems.', '工作影响的用户或系统规模大。'),
        evidence: [best.text],
      },
      { kind: 'score', dimension: 'growth', delta: 4, reason: say('Problems at large scale.', '面对大规模问题。'), evidence: [best.text] },
      {
        kind: 'pro',
        text: say(
          `Work at real scale: ${cite(excerpt(best.text, SIGNALS.scale), 90)}.`,
          `规模大，能接触少数公司才有的问题：${cite(excerpt(best.text, SIGNALS.scale, 50), 50)}。`,
        ),
        evidence: best.text,
        weight: 4,
      },
    ];
  },
};
