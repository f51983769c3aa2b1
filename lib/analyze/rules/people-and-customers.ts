import { cite, excerpt, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { PRODUCT_USERS, SIGNALS } from '../signals';

/** Working with customers, stakeholders and people: what interviews will probe, and how to prepare. */
export const rule: Rule = {
  id: 'people-and-customers',
  evaluate(ctx) {
    const { say } = ctx;
    const findings: Finding[] = [];
    const inDuties = (signal: Parameters<typeof ctx.has>[0]) =>
      ctx.signals.get(signal)?.filter((s) => s.section === 'responsibilities') ?? [];
    const customers = [...inDuties('customers'), ...inDuties('userContact')];
    // Clients in a cashier's or a bookkeeper's duties are payers, not users whose needs the work turns into a solution.
    if (customers.length > 0 && !saysLittle(ctx.family) && !['finance', 'admin'].includes(ctx.family.id)) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Tell us about a customer or user problem you turned into a solution. How did you find out what they really needed?',
          '讲一个你把客户或用户的问题转化为解决方案的例子：你是如何弄清对方真正需求的？',
        ),
        basedOn: customers[0]!.text,
        weight: 5,
      });
      // "The people who use the work" are a product's users; a supplier's clients (OEMs, 客户回款) are not.
      const users = customers.find((s) => PRODUCT_USERS.test(s.text));
      if (users)
        findings.push({
          kind: 'pro',
          text: say(
            'You hear from the people who use the work first-hand, not through layers of managers.',
            '直接接触使用者，需求一手获得，不隔着层层转述。',
          ),
          evidence: users.text,
          weight: 3,
        });
    }
    // A crew, a ward or a shop floor works together by the hour: "a cross-team project where priorities clashed" is office work.
    const collaboration =
      saysLittle(ctx.family) || (ctx.family.builds !== true && !ctx.has('stakeholders'))
        ? []
        : (ctx.signals.get('collaboration')?.filter((s) => s.section !== 'benefits') ?? []);
    if (collaboration.length > 0) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Describe a cross-team project where priorities clashed. How did you get to a decision?',
          '描述一次跨团队合作中优先级冲突的经历：你是如何推动达成决定的？',
        ),
        basedOn: collaboration[0]!.text,
        weight: 4,
      });
    }
    if (ctx.has('stakeholders') && !saysLittle(ctx.family)) {
      findings.push({
        kind: 'prep',
        text: say(
          'Prepare how you influence people you do not manage: how you communicate, settle conflicts and get results across teams.',
          '准备跨团队协作中的沟通机制与冲突解决案例：如何影响非直属同事、突出技术领导力与结果导向。',
        ),
        weight: 5,
      });
    } else if (collaboration.length > 0) {
      findings.push({
        kind: 'prep',
        text: say(
          'Prepare two collaboration stories: one that went well, one that did not, and what you changed.',
          '准备两个协作故事：一个成功、一个不顺，以及你之后的改进。',
        ),
        weight: 3,
      });
    }
    const managing = ctx.signals.get('peopleManagement')?.[0];
    if (managing) {
      // The posting's own line says whom ("line manage one officer", "带领5人"): the question is about those people.
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          `You would manage people here (${cite(excerpt(managing.text, SIGNALS.peopleManagement), 70)}). How have you coached someone who reported to you, and handled one who struggled?`,
          `这个岗位要带人（${cite(excerpt(managing.text, SIGNALS.peopleManagement, 30), 30)}）：你带过的人里，怎么辅导成长？有人表现不佳时你怎么处理？`,
        ),
        basedOn: managing.text,
        weight: 6,
      });
    }
    const ambiguity = saysLittle(ctx.family) ? undefined : ctx.signals.get('ambiguity')?.[0];
    if (ambiguity && (ambiguity.section === 'requirements' || ambiguity.section === 'preferred')) {
      findings.push({
        kind: 'con',
        text: say(
          `Expect little structure: it asks for ${cite(ambiguity.text, 70)}.`,
          `工作中结构化的指引较少：职位要求${cite(ambiguity.text, 40)}。`,
        ),
        evidence: ambiguity.text,
        weight: 2,
      });
    }
    if (ambiguity) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Tell us about a time you started with an unclear problem. How did you decide what to do first?',
          '讲一次你面对模糊问题的经历：你如何决定先做什么？',
        ),
        basedOn: ambiguity.text,
        weight: 4,
      });
    }
    const agility = ctx.signals.get('learnAgility')?.[0];
    if (agility) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Tell us about a tool or field you had to learn fast. How did you get up to speed, and how did you know you had?',
          '讲一次你快速学习新工具或新领域的经历：怎么入门的？如何判断自己已经掌握？',
        ),
        basedOn: agility.text,
        weight: 5,
      });
    }
    return findings;
  },
};
