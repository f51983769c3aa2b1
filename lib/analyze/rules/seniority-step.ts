import type { Finding, Rule } from '../context';
import { gradeOf } from '../role-family';

/** Where the role leads from its level: a return offer and first steps for interns, the long path for seniors. */
export const rule: Rule = {
  id: 'seniority-step',
  evaluate(ctx) {
    const { say, posting, family, lang } = ctx;
    const pick = (texts: { en: string[]; zh: string[] }) => (lang === 'zh' ? texts.zh : texts.en);
    const findings: Finding[] = [];
    const path = (text: string, weight: number) => findings.push({ kind: 'path', text, weight });
    switch (gradeOf(posting.seniority, family, posting.title)) {
      case 'intern':
        path(say('a return offer: a full-time role on the same team after the internship', '实习表现好可转正，留在同一团队'), 9);
        pick(family.early).forEach((text, i) => path(text, 8 - i));
        findings.push(
          {
            kind: 'score',
            dimension: 'growth',
            delta: 8,
            reason: say('An internship: learning is the point.', '实习岗位，以学习成长为主。'),
          },
          {
            kind: 'strategy',
            id: 'intern-projects',
            text: say(
              'Lead with one or two course or research projects that match its requirements, with numbers.',
              '用一两个与要求相符的课程或科研项目打头，附上量化结果。',
            ),
            why: say('Interns are judged on projects more than jobs.', '实习评估更看项目经历。'),
            weight: 7,
          },
        );
        break;
      case 'entry':
      case 'unknown':
        pick(family.early).forEach((text, i) => path(text, 8 - i));
        path(pick(family.paths)[0]!, 5);
        break;
      case 'mid':
        path(pick(family.early)[1] ?? pick(family.paths)[0]!, 8);
        pick(family.paths).forEach((text, i) => path(text, 6 - i));
        break;
      case 'manager':
      case 'director':
      case 'executive':
        pick(
          family.manage ?? {
            en: [
              `head of ${family.id === 'other' ? 'the function' : family.label.en} across several teams`,
              'VP or general manager of the function',
            ],
            zh: [`负责多个团队的${family.id === 'other' ? '该职能' : family.label.zh}负责人`, '该职能的副总裁或总经理'],
          },
        ).forEach((text, i) => path(text, 8 - i));
        findings.push({
          kind: 'score',
          dimension: 'growth',
          delta: 4,
          reason: say('A senior level with influence beyond one team.', '级别较高，影响力超出单个团队。'),
        });
        break;
      default:
        pick(family.paths).forEach((text, i) => path(text, 8 - i));
        if (posting.seniority !== 'senior' && gradeOf(posting.seniority, family, posting.title) !== 'unknown')
          findings.push({
            kind: 'score',
            dimension: 'growth',
            delta: 4,
            reason: say('A senior level with influence beyond one team.', '级别较高，影响力超出单个团队。'),
          });
    }
    return findings;
  },
};
