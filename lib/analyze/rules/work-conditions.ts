import type { Finding, Rule } from '../context';
import { CONDITIONS, statedDayLength } from '../knowledge/conditions';
import { findTerms, quoteWords, ruledOutAt } from '../knowledge/find';

/** A stated day this long (start to end, breaks included) is a long day. */
const LONG_DAY_HOURS = 10.5;

/**
 * What the work asks of the body (loads, hours standing, weather, heights, tight spaces) and of the clock
 * (long days and weeks, early starts, no rest in the peak season), in the posting's own words
 * (lib/analyze/knowledge/conditions.ts). The body's part is part of the plain reading of the job, not a
 * con: for a mover or a cook it is the job. Long hours are a con and weigh on work-life balance.
 */
export const rule: Rule = {
  id: 'work-conditions',
  evaluate(ctx) {
    const { say } = ctx;
    // "No heavy lifting", "不需要登高": what the posting rules out is not a condition of the work.
    const found = findTerms(
      ctx.sentences,
      CONDITIONS,
      (sentence, match) => sentence.section === 'benefits' || ruledOutAt(sentence.text, match.index),
    );
    const list = (words: readonly string[]) => words.slice(0, 4).map(quoteWords).join(say('; ', '；'));
    const findings: Finding[] = [];
    const body = found.filter((f) => f.term.kind === 'physical');
    if (body.length > 0) {
      findings.push({
        kind: 'focus',
        text: say(`The work is physical: ${list(body.map((f) => f.words))}.`, `这份工作对体力有要求：${list(body.map((f) => f.words))}。`),
        weight: 5 + body.length,
      });
    }
    const hours = found.filter((f) => f.term.kind === 'hours');
    const longDay = ctx.sentences
      .map((s) => ({ line: s.text, day: statedDayLength(s.text) }))
      .find((d) => d.day && d.day.hours >= LONG_DAY_HOURS);
    const words = [...(longDay ? [longDay.day!.words] : []), ...hours.map((f) => f.words)];
    if (words.length > 0) {
      const evidence = longDay?.line ?? hours[0]!.line;
      findings.push(
        {
          kind: 'con',
          text: say(`Long hours, as the posting states them: ${list(words)}.`, `工时长，职位原话：${list(words)}。`),
          evidence,
          weight: 6 + Math.min(2, words.length),
        },
        {
          kind: 'score',
          dimension: 'workLife',
          delta: -8 * Math.min(2, words.length),
          reason: say('The posting states long days or weeks.', '职位写明工时长。'),
          evidence: [evidence],
        },
        {
          kind: 'strategy',
          id: 'ask-real-hours',
          text: say(
            'Ask what a normal week really adds up to in hours, and how the extra hours are paid or given back.',
            '问清一周实际工作多少小时，多出的时间怎么计薪或调休。',
          ),
          why: say(`The posting states long hours: ${quoteWords(words[0]!)}.`, `职位写明工时长：${quoteWords(words[0]!)}。`),
          weight: 7,
        },
      );
    }
    return findings;
  },
};
