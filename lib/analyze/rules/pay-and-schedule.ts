import type { Finding, Rule } from '../context';
import { findTerms, quoteWords, ruledOutAt } from '../knowledge/find';
import { PAY_AND_SCHEDULE, variableShare } from '../knowledge/pay-and-schedule';

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
    // "No commission", "无提成", "not a split shift": a part the posting rules out is not one of its parts.
    const found = findTerms(ctx.sentences, PAY_AND_SCHEDULE, (sentence, match) => ruledOutAt(sentence.text, match.index));
    const findings: Finding[] = [];
    const pay = found.filter((f) => f.term.kind !== 'schedule');
    const week = found.filter((f) => f.term.kind === 'schedule');
    // Two terms can find the same words ("夜班补贴" is a differential and an allowance): each is named once.
    const list = (items: typeof found) =>
      [...new Set(items.map((f) => quoteWords(f.words)))]
        .filter((q, i, all) => !all.some((other, j) => j !== i && other.length > q.length && other.includes(q.slice(1, -1))))
        .slice(0, 5)
        .join(say('; ', '；'));
    // A lone bonus with no stated pay leaves nothing to work out.
    if (pay.length > 0 && (ctx.posting.salary !== undefined || pay.length > 1)) {
      // A room the posting describes ("6人间", "a single room") needs no asking about.
      const roomStated = ctx.sentences.some((s) => /[\d一两二三四五六八]\s?人间|single room|\d-person|private room|单间/i.test(s.text));
      // What the posting already answers is not asked: a described room, typical earnings, a stated repayment.
      const earningsStated = ctx.sentences.some((s) =>
        /\b(?:average|averages|averaged|typically earn|top reps earn)\b[^.;]{0,40}[$£€]\s?\d|平均[^，。；]{0,6}\d|月均\s?\d|一般月收入/i.test(
          s.text,
        ),
      );
      const answered = (f: (typeof pay)[number]) =>
        (f.term.id === 'board' && roomStated) ||
        (f.term.kind === 'variable' && earningsStated) ||
        (f.term.id === 'bonus-sign-on' && /repa(?:y|id|yment)|install?ments?|prorat|clawback|退还/i.test(f.line));
      const variable =
        pay.find((f) => f.term.kind === 'variable' && f.term.ask && !answered(f)) ?? pay.find((f) => f.term.ask && !answered(f));
      findings.push({
        kind: 'strategy',
        id: 'pay-parts',
        text: say(
          `Work out a normal month's pay from its parts, as the posting names them: ${list(pay)}.`,
          `按职位写明的薪酬构成算一算正常月份的收入：${list(pay)}。`,
        ),
        why: variable?.term.ask
          ? say(variable.term.ask.en, variable.term.ask.zh)
          : say('Each part changes what a normal month brings.', '每一项都会影响到手收入。'),
        weight: 7,
      });
    }
    // "$90,000 base / $160,000 OTE": how much of the on-target pay rides on the quota, worked out.
    const split = [ctx.posting.salary?.raw ?? '', ...ctx.sentences.map((s) => s.text)].map(variableShare).find((v) => v !== undefined);
    if (split) {
      const money = (value: number) => `${split.currency}${Math.round(value).toLocaleString('en-US')}`;
      const percent = Math.round(split.share * 100);
      findings.push({
        kind: 'con',
        text: say(
          `${money(split.variable)} of the ${money(split.ote)} on-target pay (${percent} %) is variable: a year below target pays less.`,
          `目标收入 ${money(split.ote)} 中有 ${money(split.variable)}（${percent}%）是浮动部分：完不成指标，收入就低于这个数。`,
        ),
        evidence: ctx.posting.salary?.raw,
        weight: split.share >= 0.4 ? 6 : 4,
      });
    }
    if (week.length > 0) {
      const hardest = week.find((f) => f.term.ask);
      findings.push({
        kind: 'strategy',
        id: 'schedule-parts',
        text: say(
          `Check the schedule fits your life, as the posting sets it: ${list(week)}.`,
          `对照自己的生活安排看看这份作息：${list(week)}。`,
        ),
        why: hardest?.term.ask
          ? say(hardest.term.ask.en, hardest.term.ask.zh)
          : say('The posting sets the shape of the week.', '职位写明了作息安排。'),
        weight: 7,
      });
    }
    return findings;
  },
};
