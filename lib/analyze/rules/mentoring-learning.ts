import { cite, excerpt, type Finding, type Rule } from '../context';
import { SIGNALS } from '../signals';

/** Mentoring someone else: "mentor two junior engineers", "coach new hires", 指导新人, 带教新员工. */
const GIVING =
  /\b(?:mentor|coach|train|develop|onboard|supervise)(?:s|ing)? (?:[\w-]+ ){0,3}(?:junior|new|other|team|staff|interns?|apprentices?|engineers|colleagues|hires|members|employees|nurses|students|teachers)\b|\bmentorship to\b|指导(?:初|中|新|下属|团队|他人|实习)|带教(?:新人|新员工|实习|学生)|带新人|培养(?:新人|团队|梯队)/i;
/** Mentoring received: "有师傅带教", "receive weekly coaching", "paired with a mentor", "you'll be coached". */
const RECEIVING =
  /有(?:师傅|导师|专人)|师傅带|\b(?:receive|get|with|from|by) (?:\w+ ){0,2}(?:coaching|mentor(?:ing|ship)?|a coach|a mentor)\b|\bpaired with\b|\byou(?:'ll| will) be (?:coached|mentored|trained)\b|\bassigned (?:a|an) (?:\w+ )?(?:mentor|coach)\b/i;

const PAYBACK = /\brepa(?:y|id|yment)\b|\bpay (?:it |them )?back\b|reimburse (?:us|the company)|赔偿|违约金|退还培训/i;

/** Mentoring given or received, learning support, and work that keeps old systems alive. */
export const rule: Rule = {
  id: 'mentoring-learning',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    const junior = posting.seniority === 'intern' || posting.seniority === 'entry';
    const mentoring = ctx.signals.get('mentorship') ?? [];
    // "Mentor two engineers" in the duties is mentoring given; "a mentor" in the offer is mentoring received.
    const intern = posting.seniority === 'intern';
    const given = mentoring.find((s) => s.section === 'responsibilities' && !intern && GIVING.test(s.text) && !RECEIVING.test(s.text));
    // A clause that makes you pay training back is a cost (work-terms), not training offered.
    // "Completed an apprenticeship" in the requirements is a prerequisite, not training offered.
    const received = mentoring.find(
      (s) =>
        s !== given &&
        s.section !== 'requirements' &&
        s.section !== 'preferred' &&
        (s.section !== 'responsibilities' || intern || RECEIVING.test(s.text) || !GIVING.test(s.text)) &&
        !PAYBACK.test(s.text),
    );
    if (given) {
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: 6,
          reason: say('Mentoring others is part of the role.', '需要指导他人，锻炼带人能力。'),
          evidence: [given.text],
        },
        {
          kind: 'pro',
          text: say(
            `You coach others (${cite(given.text, 60)}): a step towards lead roles.`,
            `有带人机会（${cite(given.text, 40)}），为走向负责人铺路。`,
          ),
          evidence: given.text,
          weight: 5,
        },
        {
          kind: 'strategy',
          id: 'show-mentoring',
          text: say(
            'Give one example of someone you mentored or coached: what you did and how they grew.',
            '准备一个你带过新人或指导同事的例子：你做了什么、对方有什么成长。',
          ),
          why: say(`The role includes: ${cite(given.text, 60)}`, `岗位包括：${cite(given.text, 40)}`),
          weight: 5,
        },
      );
    }
    if (received) {
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: 6,
          reason: say('Offers mentoring or training.', '提供导师指导或培训。'),
          evidence: [received.text],
        },
        {
          kind: 'pro',
          text: say(
            `Mentoring or training is offered: ${cite(excerpt(received.text, SIGNALS.mentorship), 60)}.`,
            `提供带教/培养：${cite(excerpt(received.text, SIGNALS.mentorship, 40), 40)}。`,
          ),
          evidence: received.text,
          weight: 5,
        },
      );
    } else if (junior) {
      findings.push(
        {
          kind: 'con',
          text: say(
            'No mentor or training plan is named for a junior role: ask who would guide you.',
            '作为初级/实习岗位，职位没有提到导师或培养计划。',
          ),
          weight: 3,
        },
        {
          kind: 'strategy',
          id: 'ask-mentor',
          text: say(
            'Ask who your mentor would be, how often you would meet, and what a good first three months look like.',
            '问清导师是谁、多久沟通一次，以及前三个月怎样算做得好。',
          ),
          why: say('The posting names no mentor or training plan.', '职位没有提到导师或培养计划。'),
          weight: 5,
        },
      );
    }
    // A clause that makes you pay the training back is a cost, not learning support (work-terms).
    const learning = ctx.signals
      .get('learning')
      ?.find((s) => s !== received && s.section !== 'requirements' && s.section !== 'preferred' && !PAYBACK.test(s.text));
    if (learning) {
      // A figure is a learning budget only beside the learning words ("$2,000 training budget"), not a pay grade
      // further along the same line ("初级12800元/26天，中级…").
      const near = excerpt(learning.text, SIGNALS.learning, 60);
      const at = near.search(SIGNALS.learning);
      const budget = /(?:[$€£¥]|CA\$|A\$)\s?[\d,.]+k?|\d[\d,]*\s?(?:元|USD|EUR)/i.exec(near.slice(Math.max(0, at - 25), at + 40))?.[0];
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: budget ? 6 : 4,
          reason: say('Supports learning (training, budget or conferences).', '支持学习成长（培训、学习预算或会议）。'),
          evidence: [learning.text],
        },
        {
          kind: 'pro',
          text: budget
            ? say(`A learning budget with a figure: ${cite(learning.text, 60)}.`, `有明确的学习预算：${cite(learning.text, 40)}。`)
            : say(`Learning is supported: ${cite(learning.text, 60)}.`, `支持学习成长：${cite(learning.text, 40)}。`),
          evidence: learning.text,
          weight: budget ? 5 : 3,
        },
      );
    }
    // Old systems are a software and systems matter; a pharmacy's "maintain records" is not legacy code.
    if (ctx.has('legacy') && ctx.family.builds === true) {
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: -8,
          reason: say('Much of the work is keeping old systems running.', '工作中有较多维护旧系统的内容。'),
          evidence: ctx.evidence('legacy', 1),
        },
        {
          kind: 'con',
          text: say('Part of the job is maintaining legacy systems.', '部分工作是维护遗留系统。'),
          evidence: ctx.evidence('legacy', 1)[0],
          weight: 5,
        },
      );
    }
    return findings;
  },
};
