import { cite, listOf, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';

/** How high the bar is: years, degree, must-have skills and industry background. */
export const rule: Rule = {
  id: 'requirements-bar',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    const years = posting.experienceYears;
    const requirementLine = (pattern: RegExp) => ctx.requirements.find((s) => pattern.test(s.text))?.text;
    if (years?.min !== undefined && years.min > 0) {
      // The line that asks for experience, before any other line with years in it ("no more than 2 violations in 3 years").
      const line =
        requirementLine(
          /(?:\d\s*\+?\s*(?:years?|yrs?)|(?:one|two|three|four|five|six|seven|eight|nine|ten) years)[^.;]{0,40}experience|experience[^.;]{0,30}\d\s*\+?\s*(?:years?|yrs?)|\d\s*年[^，。；]{0,6}经验|经验\s*\d/i,
        ) ?? requirementLine(/\d\s*\+?\s*(?:years?|yrs?|年)|(?:one|two|three|four|five|six|seven|eight|nine|ten) years/i);
      findings.push({
        kind: 'strategy',
        id: 'years-evidence',
        text: say(
          `Make your ${years.min}+ years easy to count: dates and scope on each role${line ? `, matched to ${cite(line, 60)}` : ''}.`,
          `把你的 ${years.min} 年以上经验写清楚：每段经历的起止时间和职责范围一目了然${line ? `，对应${cite(line, 40)}` : ''}。`,
        ),
        // "1年以上经验优先", "2 years preferred": a preference, said as one.
        why:
          line && /优先|preferred|a plus|an asset|ideally|welcome|也可|亦可/i.test(line)
            ? say(`It prefers ${years.min}+ years; it is not a must.`, `职位优先考虑 ${years.min} 年以上经验，并非硬性要求。`)
            : say(`It asks for ${years.min}+ years.`, `职位要求 ${years.min} 年以上经验。`),
        weight: 4,
      });
      if (years.min >= 8)
        findings.push({
          kind: 'con',
          text: say(
            `A high bar: ${years.min}+ years${line ? ` (${cite(line, 60)})` : ''}.`,
            `门槛高：要求 ${years.min} 年以上经验${line ? `（${cite(line, 40)}）` : ''}。`,
          ),
          evidence: line,
          weight: 5,
        });
      else if (years.min >= 5)
        findings.push({
          kind: 'con',
          text: say(
            `Needs ${years.min}+ years${line ? ` (${cite(line, 60)})` : ''}: out of reach for early-career applicants.`,
            `要求 ${years.min} 年以上经验${line ? `（${cite(line, 40)}）` : ''}：经验较浅者难以入围。`,
          ),
          evidence: line,
          weight: 3,
        });
      // "1-3 years" in an English posting is a range it hopes for; only "no more than" caps it. A Chinese board's
      // "3-5年" is the band the board filters by, so there it is a cap.
      if (
        years.max !== undefined &&
        years.max >= years.min &&
        years.max <= 5 &&
        (posting.language === 'zh' ||
          (line !== undefined && /以内|以下|不超过|no more than|at most|maximum of|or less|or fewer/i.test(line)))
      ) {
        findings.push({
          kind: 'con',
          text: say(
            `Experience is capped at ${years.max} years: more senior applicants may be seen as over budget.`,
            `经验要求上限为 ${years.max} 年：资历更深的候选人可能被认为超出预算。`,
          ),
          evidence: line,
          weight: 2,
        });
      }
    } else if (!years && ctx.requirements.some((s) => /(?:^|[^\d])年以上/.test(s.text))) {
      findings.push({
        kind: 'con',
        text: say(
          'The years of experience are cut off in the posting (“…年以上”): ask what they expect.',
          '职位的年限要求缺了数字（“年以上”）：需向招聘方确认。',
        ),
        evidence: requirementLine(/年以上/),
        weight: 3,
      });
    }

    const degree = posting.education;
    if (degree && (degree.level === 'phd' || degree.level === 'master')) {
      const name = degree.level === 'phd' ? say('a PhD', '博士') : say("a master's", '硕士');
      findings.push(
        posting.seniority === 'intern'
          ? {
              kind: 'con',
              text: say(
                `Open only to students working towards ${degree.level === 'phd' ? 'a PhD' : "a master's or PhD"}.`,
                `仅面向在读${degree.level === 'phd' ? '博士' : '硕士或博士'}研究生。`,
              ),
              evidence: degree.raw,
              weight: 4,
            }
          : {
              kind: 'con',
              text: say(
                `Asks for ${name}${degree.orEquivalent ? ' or equivalent experience' : ''}: a filter for many applicants.`,
                `要求${name}${degree.orEquivalent ? '或同等经验' : ''}学历，会筛掉不少申请者。`,
              ),
              evidence: degree.raw,
              weight: 4,
            },
      );
    }
    if (degree && /统招/.test(degree.raw + (requirementLine(/统招/) ?? ''))) {
      findings.push({
        kind: 'con',
        text: say(
          'Asks for a full-time university degree (“统招”): part-time or adult-education degrees do not count.',
          '要求统招学历：自考、成考等非统招学历不被认可。',
        ),
        evidence: requirementLine(/统招/) ?? degree.raw,
        weight: 3,
      });
    }
    if (degree && degree.level === 'bachelor' && !degree.orEquivalent && posting.language === 'zh') {
      findings.push({
        kind: 'con',
        text: say(`A bachelor's degree is a hard filter here (${cite(degree.raw, 40)}).`, `学历是硬门槛：${cite(degree.raw, 30)}。`),
        evidence: degree.raw,
        weight: 2,
      });
    }
    if (degree && degree.level !== 'none' && degree.level !== 'high_school' && !saysLittle(ctx.family)) {
      findings.push({
        kind: 'strategy',
        id: 'degree-line',
        text: say(
          'Put the degree or certificate it asks for, and its field, where a screener sees it first.',
          '把职位要求的学历或证书及专业写在简历最显眼的位置。',
        ),
        why: say(`It asks for: ${cite(degree.raw, 80)}`, `职位要求：${cite(degree.raw, 80)}`),
        weight: 2,
      });
    }

    const requirementLines = new Set(ctx.sentences.filter((s) => s.section === 'requirements').map((s) => s.text));
    const musts = [
      ...new Set(
        ctx.mustSkills
          .filter((s) => requirementLines.has(s.evidence) && s.family !== 'soft' && s.family !== 'human-language' && s.family !== 'domain')
          .map((s) => s.name),
      ),
    ];
    if (musts.length >= 6) {
      findings.push({
        kind: 'con',
        text: say(
          `A long must-have list (${musts.length} skills, e.g. ${listOf(ctx, musts.map(ctx.label), 4)}).`,
          `必备技能清单很长（${musts.length} 项，如${listOf(ctx, musts.map(ctx.label), 4)}）。`,
        ),
        weight: 4,
      });
    }

    // Industry background: a must is a filter, a preference a way to stand out.
    const asked = new Set(ctx.requirements.map((s) => s.text));
    const domains = ctx.skills.filter(
      (s) => s.family === 'domain' && (s.importance === 'must' || s.importance === 'nice') && asked.has(s.evidence),
    );
    const industryLine = ctx.requirements.find((s) =>
      /\b(?:experience|background|familiarity)\b[^.;]{0,30}\b(?:in|for|with)\b[^.;]{0,25}\b(?:legal|financial|finance|fintech|payments?|health ?care|HIPAA|retail|consumer goods|pharma|CRO|logistics|insurance|e-commerce|gaming|automotive|banking)\b|行业(?:经验|背景)|(?:电商|零售|金融|医疗|快消|物流|消费电子|支付|交易系统).{0,6}(?:经验|项目)/i.test(
        s.text,
      ),
    );
    // An on-site trade's "retail, food service or any customer work counts" is no industry filter.
    if ((industryLine || domains.length > 0) && !saysLittle(ctx.family)) {
      const line = industryLine?.text ?? domains[0]!.evidence;
      const names = [...new Set(domains.map((s) => ctx.label(s.name)))];
      const preferred = industryLine
        ? industryLine.section === 'preferred' || /优先|nice|plus|ideally/i.test(industryLine.text)
        : domains.every((s) => s.importance === 'nice');
      findings.push(
        preferred
          ? {
              kind: 'strategy',
              id: 'show-industry',
              text: say(
                `If you have worked in the industry it names (${names.length ? listOf(ctx, names, 3) : cite(line, 40)}), say so in the first lines.`,
                `如有职位提到的行业经验（${names.length ? listOf(ctx, names, 3) : cite(line, 30)}），放在简历最前面。`,
              ),
              why: say(`It prefers: ${cite(line, 60)}`, `职位优先考虑：${cite(line, 40)}`),
              weight: 5,
            }
          : {
              kind: 'con',
              text: say(`Asks for industry experience: ${cite(line, 60)}.`, `要求行业经验：${cite(line, 40)}。`),
              evidence: line,
              weight: 4,
            },
      );
    }
    return findings;
  },
};
