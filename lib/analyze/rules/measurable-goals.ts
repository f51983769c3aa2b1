import { cite, type Finding, type Rule } from '../context';

/** A duty that names a target: a verb of change and a number ("Cut p95 search latency below 300 ms"). */
const TARGET =
  /\b(?:cut|reduce|lower|bring down|improve|increase|raise|double|halve|speed up|shorten)\b[^.]*?(?:\d|\bzero\b|from \w+ to \w+)|\bkeep\b[^.]*?\b(?:at|below|under|above|within)\s+(?:\d|zero)|(?:降低|提升|提高|缩短|控制在|支撑|达到|实现)[^。；]*?(?:\d|千万|百万|万级|亿)/i;

/** Work judged by a number the posting states: a pro, something to match with a story, and a question. */
export const rule: Rule = {
  id: 'measurable-goals',
  evaluate(ctx) {
    const { say } = ctx;
    const goals = ctx.duties.filter((d) => TARGET.test(d.text)).slice(0, 2);
    const findings: Finding[] = [];
    if (goals.length === 0) return findings;
    const first = goals[0]!.text;
    findings.push(
      {
        kind: 'score',
        dimension: 'growth',
        delta: 4,
        reason: say('The work is judged by a number the posting states.', '工作有明确、可量化的目标。'),
        evidence: goals.map((g) => g.text),
      },
      {
        kind: 'pro',
        text: say(
          `A clear, measurable goal: ${cite(first, 80)}: you will know when you have succeeded.`,
          `目标明确可衡量：${cite(first, 50)}，做得好不好一目了然。`,
        ),
        evidence: first,
        weight: 6,
      },
      {
        kind: 'con',
        text: say(
          `You will be held to a number (${cite(first, 70)}): the work is judged by whether it is reached.`,
          `要对数字负责（${cite(first, 40)}）：工作成果以是否达成来衡量。`,
        ),
        evidence: first,
        weight: 2,
      },
      {
        kind: 'strategy',
        id: 'match-the-target',
        text: say(
          `Bring one result of the same kind as ${cite(first, 60)}: where you started, what you changed, the number you reached.`,
          `准备一个与${cite(first, 40)}同类的成果：起点是多少、做了什么、最后达到什么数字。`,
        ),
        why: say('The posting sets this target for the role.', '这是职位为该岗位设定的目标。'),
        weight: 8,
      },
    );
    for (const goal of goals) {
      findings.push({
        kind: 'question',
        questionKind: 'technical',
        text: say(
          `The team's target is ${cite(goal.text, 80)}. Where would you look first, and how would you prove the gain?`,
          `团队的目标是${cite(goal.text, 50)}。你会先从哪里入手？如何证明提升确实发生？`,
        ),
        basedOn: goal.text,
        weight: 8,
      });
    }
    return findings;
  },
};
