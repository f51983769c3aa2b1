import type { Finding, Rule } from '../context';

/** Working with customers, stakeholders and people: what it adds and what interviews will probe. */
export const rule: Rule = {
  id: 'people-and-customers',
  evaluate(ctx) {
    const { say } = ctx;
    const findings: Finding[] = [];
    const customers = ctx.signals.get('customers')?.filter((s) => s.section === 'responsibilities') ?? [];
    if (customers.length > 0) {
      findings.push(
        { kind: 'focus', text: say('working directly with customers on their needs', '直接与客户合作，理解并解决其需求'), weight: 4 },
        { kind: 'question', questionKind: 'behavioural', text: say('Tell us about a customer problem you turned into a technical solution. How did you find out what they really needed?', '讲一个你把客户问题转化为技术方案的例子：你是如何弄清客户真正需求的？'), basedOn: customers[0]!.text, weight: 5 },
      );
    }
    const collaboration = ctx.signals.get('collaboration') ?? [];
    if (collaboration.length > 0) {
      findings.push({ kind: 'question', questionKind: 'behavioural', text: say('Describe a cross-team project where priorities clashed. How did you get to a decision?', '描述一次跨团队合作中优先级冲突的经历：你是如何推动达成决定的？'), basedOn: collaboration[0]!.text, weight: 4 });
      findings.push({ kind: 'prep', text: say('Prepare two collaboration stories: one that went well, one that did not, and what you changed.', '准备两个协作故事：一个成功、一个不顺，以及你之后的改进。'), weight: 3 });
    }
    if (ctx.has('stakeholders')) {
      findings.push({ kind: 'prep', text: say('Be ready to explain how you influence people you do not manage: stress your communication and your record of results.', '准备说明你如何影响非直属的同事：突出沟通方式与结果导向。'), weight: 4 });
    }
    if (ctx.has('peopleManagement')) {
      findings.push(
        { kind: 'focus', text: say('building and managing a team', '组建并管理团队'), weight: 6 },
        { kind: 'question', questionKind: 'behavioural', text: say('How do you hire, and how have you handled an under-performer on your team?', '你如何招人？团队里有成员表现不佳时你是怎么处理的？'), basedOn: ctx.evidence('peopleManagement', 1)[0] ?? '', weight: 6 },
      );
    }
    if (ctx.has('ambiguity')) {
      findings.push({ kind: 'question', questionKind: 'behavioural', text: say('Tell us about a time you started with an unclear problem. How did you decide what to do first?', '讲一次你面对模糊问题的经历：你如何决定先做什么？'), basedOn: ctx.evidence('ambiguity', 1)[0] ?? '', weight: 3 });
    }
    return findings;
  },
};
