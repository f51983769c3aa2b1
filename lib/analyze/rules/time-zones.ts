import type { Rule } from '../context';

/** Teams spread over time zones pay in early and late calls. */
export const rule: Rule = {
  id: 'time-zones',
  evaluate(ctx) {
    if (!ctx.has('timeZones')) return [];
    const { say } = ctx;
    const evidence = ctx.evidence('timeZones', 1)[0] ?? '';
    return [
      {
        kind: 'score',
        dimension: 'workLife',
        delta: -6,
        reason: say('The team spans several time zones: early or late calls.', '团队跨多个时区，常有早晚会议。'),
        evidence: [evidence],
      },
      {
        kind: 'con',
        text: say(
          'Work across time zones means early or late meetings and slower decisions.',
          '跨时区协作频繁，需适应早晚会议与多时区沟通的协调压力。',
        ),
        evidence,
        weight: 7,
      },
      {
        kind: 'strategy',
        id: 'show-time-zones',
        text: say(
          'Give an example of moving work forward with people in other time zones: written handovers, async reviews.',
          '举一个跨时区推进工作的例子：书面交接、异步评审。',
        ),
        why: say('The posting asks for work across time zones.', '职位要求跨时区协作。'),
        weight: 5,
      },
      {
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'How have you moved a decision forward with a team several time zones away, and settled a disagreement there?',
          '面对跨多个时区的团队，你如何推动决策落地并化解分歧？',
        ),
        basedOn: evidence,
        weight: 6,
      },
      {
        kind: 'score',
        dimension: 'growth',
        delta: 2,
        reason: say('Works with colleagues across regions.', '与多地区同事协作，视野更广。'),
        evidence: [evidence],
      },
    ];
  },
};
