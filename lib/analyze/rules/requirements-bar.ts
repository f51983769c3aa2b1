import { listOf, quote, type Finding, type Rule } from '../context';

/** How high the bar is: years, degree, and the number of must-have skills. */
export const rule: Rule = {
  id: 'requirements-bar',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    const years = posting.experienceYears;
    const requirementLine = (pattern: RegExp) => ctx.sentences.find((s) => s.section === 'requirements' && pattern.test(s.text))?.text;
    if (years?.min !== undefined && years.min > 0) {
      const line = requirementLine(/\d\s*\+?\s*(?:years?|yrs?|年)/i) ?? '';
      findings.push({
        kind: 'strategy',
        id: 'years-evidence',
        text: say(`Make your ${years.min}+ years easy to count: dates and scope on each role.`, `把你的 ${years.min} 年以上经验写清楚：每段经历的时间和职责范围一目了然。`),
        why: say(`It asks for ${years.min}+ years.`, `职位要求 ${years.min} 年以上经验。`),
        weight: 4,
      });
      if (years.min >= 8) findings.push({ kind: 'con', text: say(`A high bar: ${years.min}+ years.`, `门槛高：要求 ${years.min} 年以上经验。`), evidence: line, weight: 4 });
    } else if (!years && ctx.sentences.some((s) => s.section === 'requirements' && /(?:^|[^\d])年以上/.test(s.text))) {
      findings.push({ kind: 'con', text: say('The years of experience are cut off in the posting ("…年以上"): ask what they expect.', '职位的年限要求缺了数字（“年以上”）：需向招聘方确认。'), evidence: requirementLine(/年以上/), weight: 3 });
    }
    const degree = posting.education;
    if (degree && (degree.level === 'phd' || degree.level === 'master') && posting.seniority !== 'intern') {
      findings.push({ kind: 'con', text: say(`Asks for a ${degree.level === 'phd' ? 'PhD' : "master's"}${degree.orEquivalent ? ' or equivalent' : ''}.`, `要求${degree.level === 'phd' ? '博士' : '硕士'}${degree.orEquivalent ? '或同等经验' : ''}学历。`), evidence: degree.raw, weight: 3 });
    }
    if (degree && degree.level !== 'none') {
      findings.push({
        kind: 'strategy',
        id: 'degree-line',
        text: say('Put your degree and field on the first page, with any thesis or course work that matches the role.', '把学历与专业放在简历首页，并列出与岗位相关的论文或课程。'),
        why: say(`It asks for: ${quote(degree.raw, 80)}`, `职位要求：${quote(degree.raw, 80)}`),
        weight: 2,
      });
    }
    const requirementLines = new Set(ctx.sentences.filter((s) => s.section === 'requirements').map((s) => s.text));
    const musts = ctx.mustSkills.filter((s) => requirementLines.has(s.evidence) && s.family !== 'soft' && s.family !== 'human-language');
    if (musts.length >= 8) findings.push({ kind: 'con', text: say(`A long must-have list (${musts.length} skills, e.g. ${listOf(ctx, musts.map((s) => s.name), 4)}).`, `必备技能清单很长（${musts.length} 项，如${listOf(ctx, musts.map((s) => s.name), 4)}）。`), weight: 4 });
    return findings;
  },
};
