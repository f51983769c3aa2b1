import type { Finding, Rule } from '../context';

export const rule: Rule = {
  id: 'mentoring-learning',
  evaluate(ctx) {
    const { say } = ctx;
    const findings: Finding[] = [];
    if (ctx.has('mentorship')) {
      const evidence = ctx.evidence('mentorship', 1);
      const mentorsOthers = evidence.some((e) => /mentor(?:ing)? (?:two|junior|mid|other|engineers)|指导|带教/i.test(e)) && ctx.posting.seniority !== 'intern';
      findings.push({ kind: 'score', dimension: 'growth', delta: 6, reason: mentorsOthers ? say('Mentoring others is part of the role.', '需要指导他人，锻炼带人能力。') : say('Offers mentoring.', '提供导师指导。'), evidence });
      findings.push({ kind: 'pro', text: mentorsOthers ? say('You mentor others: a step towards lead roles.', '有带人机会，为走向技术负责人铺路。') : say('Mentoring and guidance are offered.', '提供完善的导师指导。'), evidence: evidence[0], weight: 5 });
    }
    if (ctx.has('learning')) {
      findings.push(
        { kind: 'score', dimension: 'growth', delta: 5, reason: say('Supports learning (training, budget or conferences).', '支持学习成长（培训、学习预算或会议）。'), evidence: ctx.evidence('learning', 1) },
        { kind: 'pro', text: say('Learning is supported with time or money.', '公司为学习提供时间或预算支持。'), evidence: ctx.evidence('learning', 1)[0], weight: 4 },
      );
    }
    if (ctx.has('legacy')) {
      findings.push(
        { kind: 'score', dimension: 'growth', delta: -8, reason: say('Much of the work is keeping old systems running.', '工作中有较多维护旧系统的内容。'), evidence: ctx.evidence('legacy', 1) },
        { kind: 'con', text: say('Part of the job is maintaining legacy systems.', '部分工作是维护遗留系统。'), evidence: ctx.evidence('legacy', 1)[0], weight: 5 },
      );
    }
    return findings;
  },
};
