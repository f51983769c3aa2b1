import type { Finding, Rule } from '../context';
import { findTerms, quoteWords, ruledOutAt } from '../knowledge/find';
import { TARGETS } from '../knowledge/targets';

/**
 * The numbers the job holds its people to (lib/analyze/knowledge/targets.ts): quotas, sales goals,
 * activities or output a day, the attainment below which pay drops. Pay and standing depend on them, so the
 * application asks how they are set and how many people meet them, in the posting's own words.
 */
export const rule: Rule = {
  id: 'targets',
  evaluate(ctx) {
    const { say } = ctx;
    // "No sales targets", "无业绩指标": a target the posting rules out is none.
    const found = findTerms(
      ctx.sentences,
      TARGETS,
      (sentence, match) => sentence.section === 'benefits' || ruledOutAt(sentence.text, match.index),
    );
    if (found.length === 0) return [];
    const named = found
      .slice(0, 3)
      .map((f) => quoteWords(f.words))
      .join(say('; ', '；'));
    const findings: Finding[] = [
      {
        kind: 'strategy',
        id: 'ask-targets',
        text: say(
          `Ask how the targets are set and how many people on the team meet them: ${named}.`,
          `问清指标怎么定、团队里有多少人能完成：${named}。`,
        ),
        why: say('The pay or the job is judged by them.', '收入和考核都取决于它们。'),
        weight: 8,
      },
    ];
    return findings;
  },
};
