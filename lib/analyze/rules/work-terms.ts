import type { Finding, Rule } from '../context';
import { findTerms, quoteWords, ruledOutAt } from '../knowledge/find';
import { WORK_TERMS } from '../knowledge/work-terms';

const HANDLING =
  /押金(?:收取|收退|退还|登记|办理)|(?:收取|收退|退还|核对|登记)(?:客人|顾客|住客)?押金|\b(?:collect|process|refund|return|handle)s?\b[^.;,]{0,12}\bdeposits?\b/i;

/**
 * What the work costs the worker (deposits, fines, deductions, own tools, clawbacks, pay held back), the small print that lowers
 * the pay (no base, capped commission, overtime on a low base, unpaid prep, no pay in summer, restraints), the
 * protections it does not give (no social insurance, self-employment, probation), and the steps and dates
 * of the application (exams, closing dates), quoted in the posting's own words
 * (lib/analyze/knowledge/work-terms.ts). The posting says them; the analysis makes sure they are seen.
 */
export const rule: Rule = {
  id: 'work-terms',
  evaluate(ctx) {
    const { say } = ctx;
    // "不收押金", "no deposit", "never asked to pay": what the posting rules out is not a term of the job.
    // A duty that handles the thing ("押金收取及发票开具" at a hotel desk, "collect guest deposits") costs the worker nothing.
    const handled = (sentence: (typeof ctx.sentences)[number], match: RegExpExecArray) =>
      HANDLING.test(sentence.text.slice(Math.max(0, match.index - 10), match.index + match[0].length + 6));
    const found = findTerms(
      ctx.sentences,
      WORK_TERMS,
      (sentence, match) => ruledOutAt(sentence.text, match.index) || handled(sentence, match),
    );
    const findings: Finding[] = [];
    const list = (items: typeof found) =>
      items
        .slice(0, 4)
        .map((f) => quoteWords(f.words))
        .join(say('; ', '；'));
    const costs = found.filter((f) => f.term.kind === 'cost');
    if (costs.length > 0) {
      findings.push(
        {
          kind: 'con',
          text: say(`Costs the posting puts on you: ${list(costs)}.`, `职位写明由你承担的费用或扣款：${list(costs)}。`),
          evidence: costs[0]!.line,
          weight: 7,
        },
        {
          kind: 'score',
          dimension: 'pay',
          delta: -4 * Math.min(2, costs.length),
          reason: say('Costs or deductions fall on the worker.', '有由员工承担的费用或扣款。'),
          evidence: costs.slice(0, 2).map((f) => f.line),
        },
      );
    }
    const finePrint = found.filter((f) => f.term.kind === 'fine-print');
    if (finePrint.length > 0) {
      findings.push(
        {
          kind: 'con',
          text: say(`Read the small print of the pay: ${list(finePrint)}.`, `薪资细则要看清：${list(finePrint)}。`),
          evidence: finePrint[0]!.line,
          weight: 6,
        },
        {
          kind: 'score',
          dimension: 'pay',
          delta: -3 * Math.min(2, finePrint.length),
          reason: say('The small print of the pay lowers it.', '薪资细则会拉低实际收入。'),
          evidence: finePrint.slice(0, 2).map((f) => f.line),
        },
      );
    }
    const afterLeaving = found.filter((f) => f.term.kind === 'after-leaving');
    if (afterLeaving.length > 0) {
      findings.push({
        kind: 'con',
        text: say(`Limits on you after you leave: ${list(afterLeaving)}.`, `离职后的限制：${list(afterLeaving)}。`),
        evidence: afterLeaving[0]!.line,
        weight: 5,
      });
    }
    const protection = found.filter((f) => f.term.kind === 'protection');
    if (protection.length > 0) {
      findings.push({
        kind: 'con',
        text: say(`Check what protection comes with the job: ${list(protection)}.`, `看清这份工作的保障：${list(protection)}。`),
        evidence: protection[0]!.line,
        weight: 6,
      });
    }
    // "Open until filled" sets no date to mind.
    const steps = found.filter(
      (f) => f.term.kind === 'steps' && !/open until filled|until (?:the position is )?filled|长期有效/i.test(f.line),
    );
    if (steps.length > 0) {
      findings.push({
        kind: 'strategy',
        id: 'application-steps',
        text: say(`Mind the steps and dates the application sets: ${list(steps)}.`, `留意报名的流程与时间：${list(steps)}。`),
        why: say('Missing a step or a date ends the application.', '错过任何一步或截止时间，报名就作废。'),
        weight: 9,
      });
    }
    return findings;
  },
};
