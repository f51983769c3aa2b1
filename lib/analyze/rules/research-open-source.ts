import type { Finding, Rule } from '../context';

export const rule: Rule = {
  id: 'research-open-source',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    if (ctx.has('openSource')) {
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: 5,
          reason: say('Open-source work: your output is public.', '涉及开源工作，成果公开可见。'),
          evidence: ctx.evidence('openSource', 1),
        },
        {
          kind: 'strategy',
          id: 'link-open-source',
          text: say(
            'Link your public code: repositories, pull requests or issues you have worked on.',
            '附上你的公开代码：仓库、PR 或参与过的 issue。',
          ),
          why: say('The posting values open-source work.', '职位重视开源经历。'),
          weight: 6,
        },
      );
    }
    const research = ctx.signals.get('research')?.filter((s) => s.section !== 'benefits') ?? [];
    if (research.length > 0) {
      findings.push({
        kind: 'score',
        dimension: 'growth',
        delta: 4,
        reason: say('Room for research.', '有研究空间。'),
        evidence: research.slice(0, 1).map((s) => s.text),
      });
      findings.push({
        kind: 'strategy',
        id: 'study-company-work',
        text: say(
          `Read ${posting.company.name}'s recent papers, talks or releases in this area and mention one in your cover letter.`,
          `提前研读${posting.company.name}在该方向近期发布的论文、演讲或开源更新，并在求职信里提到其中一项。`,
        ),
        why: say('The role mentions research.', '岗位涉及研究工作。'),
        weight: 5,
      });
    }
    return findings;
  },
};
