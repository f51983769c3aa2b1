import type { Finding, Rule } from '../context';
import { findTerms, quoteWords } from '../knowledge/find';
import { PAY_AND_SCHEDULE } from '../knowledge/pay-and-schedule';

/** "No commission", "无提成", "not a split shift": a part the posting rules out is not one of its parts. */
const RULED_OUT = /(?:\bno|\bnot|\bwithout|无|不|没有)\s?[\w-]{0,12}\s?$/i;

/**
 * What the pay and the week are made of, in the posting's own words (lib/analyze/knowledge/pay-and-schedule.ts):
 * commission, tips, piece rates, premiums, allowances and board; 3×12s, weekend rotations, split shifts,
 * home time, school years. A normal month's pay and week are worked out from these, so they are named, not
 * summed into a category.
 */
export const rule: Rule = {
  id: 'pay-and-schedule',
  evaluate(ctx) {
    const { say } = ctx;
    const found = findTerms(ctx.sentences, PAY_AND_SCHEDULE, (sentence, match) => RULED_OUT.test(sentence.text.slice(Math.max(0, match.index - 14), match.index)));
    const findings: Finding[] = [];
    const pay = found.filter((f) => f.term.kind !== 'schedule');
    const week = found.filter((f) => f.term.kind === 'schedule');
    const list = (items: typeof found) => items.slice(0, 5).map((f) => quoteWords(f.words)).join(say('; ', '；'));
    if (pay.length > 0) {
      const variable = pay.find((f) => f.term.kind === 'variable' && f.term.ask) ?? pay.find((f) => f.term.ask);
      findings.push({
        kind: 'strategy',
        id: 'pay-parts',
        text: say(`Work out a normal month's pay from its parts, as the posting names them: ${list(pay)}.`, `按职位写明的薪酬构成算一算正常月份的收入：${list(pay)}。`),
        why: variable?.term.ask ? say(variable.term.ask.en, variable.term.ask.zh) : say('The pay is more than one figure.', '收入不只是一个数字。'),
        weight: 7,
      });
    }
    if (week.length > 0) {
      const hardest = week.find((f) => f.term.ask);
      findings.push({
        kind: 'strategy',
        id: 'schedule-parts',
        text: say(`Check the schedule fits your life, as the posting sets it: ${list(week)}.`, `对照自己的生活安排看看这份作息：${list(week)}。`),
        why: hardest?.term.ask ? say(hardest.term.ask.en, hardest.term.ask.zh) : say('The posting sets the shape of the week.', '职位写明了作息安排。'),
        weight: 7,
      });
    }
    return findings;
  },
};
