import type { Finding, Rule } from '../context';

/** What the level means for the next step, and for an intern what they learn. */
export const rule: Rule = {
  id: 'seniority-step',
  evaluate(ctx) {
    const { say, posting, family } = ctx;
    const findings: Finding[] = [];
    for (const path of ctx.lang === 'zh' ? family.paths.zh : family.paths.en) findings.push({ kind: 'path', text: path, weight: 5 });
    if (posting.seniority === 'intern') {
      findings.push(
        { kind: 'score', dimension: 'growth', delta: 8, reason: say('An internship: learning is the point.', '实习岗位，以学习成长为主。') },
        { kind: 'path', text: say('a return offer for a full-time role on the same team', '转正，留在同一团队'), weight: 9 },
        { kind: 'strategy', id: 'intern-projects', text: say('Lead with one or two course or research projects that match its requirements, with numbers.', '用一两个与要求相符的课程或科研项目打头，附上量化结果。'), why: say('Interns are judged on projects more than jobs.', '实习评估更看项目经历。'), weight: 7 },
      );
      if (posting.salary === undefined) findings.push({ kind: 'con', text: say('Intern pay is not stated.', '未写明实习薪资。'), weight: 3 });
    }
    if (posting.seniority === 'staff' || posting.seniority === 'lead' || posting.seniority === 'director' || posting.seniority === 'executive') {
      findings.push({ kind: 'score', dimension: 'growth', delta: 4, reason: say('A senior level with influence beyond one team.', '级别较高，影响力超出单个团队。') });
    }
    return findings;
  },
};
