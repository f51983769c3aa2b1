import { listOf, quote, type Finding, type Rule } from '../context';
import type { SignalId } from '../signals';
import { coreTools } from '../tools';

const METRICS: readonly { signal: SignalId; en: string; zh: string }[] = [
  { signal: 'throughput', en: 'throughput', zh: '吞吐量' },
  { signal: 'latency', en: 'latency', zh: '延迟' },
  { signal: 'memory', en: 'memory use', zh: '内存效率' },
  { signal: 'reliability', en: 'reliability', zh: '稳定性' },
  { signal: 'cost', en: 'cost', zh: '成本' },
  { signal: 'growthMetrics', en: 'growth', zh: '增长' },
];

const FAMILY_EVIDENCE: Record<string, { en: string; zh: string }> = {
  hpc: { en: 'benchmark results (before and after, hardware and scale stated)', zh: '性能基准测试数据（前后对比，注明硬件与规模）' },
  ml: { en: 'model results with the metric and the baseline you beat', zh: '模型效果数据，注明指标与对比基线' },
  design: { en: 'a portfolio link with two or three case studies', zh: '附作品集链接，含两三个完整案例' },
  data: { en: 'an analysis or dashboard you built, with the decision it changed', zh: '你做过的分析或看板，以及它改变的决策' },
  frontend: { en: 'a live link or repository of something you built', zh: '可访问的作品链接或代码仓库' },
  marketing: { en: 'campaign results with spend, reach and conversion', zh: '营销案例数据：投入、覆盖与转化' },
};

/** Strategy items built from the posting's own skills and measures. */
export const rule: Rule = {
  id: 'skill-strategy',
  evaluate(ctx) {
    const { say } = ctx;
    const findings: Finding[] = [];
    const duties = ctx.sentences.filter((s) => s.section === 'responsibilities' || s.section === 'requirements');
    const metrics = METRICS.filter((m) => duties.some((d) => ctx.signals.get(m.signal)?.includes(d)));
    if (metrics.length > 0) {
      const names = metrics.map((m) => say(m.en, m.zh));
      const line = ctx.signals.get(metrics[0]!.signal)!.find((s) => s.section !== 'other')!;
      findings.push({
        kind: 'strategy',
        id: 'quantify-metrics',
        text: say(`Quantify your gains in ${listOf(ctx, names)}: before and after numbers for each project (e.g. "cut p99 latency by 40%").`, `量化你在${listOf(ctx, names)}上的提升：每个项目给出前后对比数据（如“延迟降低40%”、“吞吐提升2倍”）。`),
        why: say(`The posting measures the work by them: "${quote(line.text, 90)}"`, `职位用这些指标衡量工作：“${quote(line.text, 60)}”`),
        weight: 10,
      });
    }
    // The family most of the must-haves belong to is the core of the job: list that work skill by skill.
    const counts = new Map<string, string[]>();
    const tools = coreTools(ctx);
    for (const name of tools) {
      const skill = ctx.mustSkills.find((s) => s.name === name)!;
      if (skill.family === 'language') continue;
      counts.set(skill.family, [...(counts.get(skill.family) ?? []), skill.name]);
    }
    const core = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    if (core) {
      const names = [...new Set(core[1])].slice(0, 4);
      const line = ctx.mustSkills.find((s) => s.name === names[0])!.evidence;
      findings.push({
        kind: 'strategy',
        id: 'list-core-skills',
        text: say(`List your ${names.join('/')} work explicitly: what you built, extended or tuned with each, and at what scale.`, `详细列出你在${names.join('/')}上的开发或调优经历：做了什么、规模多大。`),
        why: say(`The posting asks for them: "${quote(line, 90)}"`, `职位明确要求：“${quote(line, 60)}”`),
        weight: 9,
      });
      const evidence = FAMILY_EVIDENCE[core[0]];
      if (evidence) {
        findings.push({ kind: 'strategy', id: 'attach-evidence', text: say(`Attach ${evidence.en}.`, `附上${evidence.zh}。`), why: say(`The role centres on ${names.slice(0, 2).join(' and ')}: proof beats claims.`, `岗位核心是${names.slice(0, 2).join('和')}：拿出证据比描述更有力。`), weight: 7 });
      }
    }
    const nice = [...new Set(ctx.niceSkills.map((s) => s.name))].slice(0, 4);
    if (nice.length > 0) {
      findings.push({
        kind: 'strategy',
        id: 'show-preferred',
        text: say(`If you have ${listOf(ctx, nice, 4, )}, say so near the top: they are what sets applicants apart here.`, `如果你有${listOf(ctx, nice, 4)}方面的经验，放在简历靠前位置：这是本岗位的加分项。`),
        why: say('The posting lists them as preferred.', '职位把它们列为优先条件。'),
        weight: 6,
      });
    }
    const musts = [...new Set(ctx.mustSkills.map((s) => s.name))].slice(0, 6);
    if (musts.length >= 3) {
      findings.push({
        kind: 'strategy',
        id: 'mirror-keywords',
        text: say(`Use the posting's own words in your CV: ${listOf(ctx, musts, 6)}.`, `简历用词对齐职位原文：${listOf(ctx, musts, 6)}。`),
        why: say('Screeners and filters look for these exact names.', '筛选者和系统会按这些关键词查找。'),
        weight: 4,
      });
    }
    findings.push({
      kind: 'strategy',
      id: 'research-company',
      text: say(`Learn what ${ctx.posting.company.name}'s ${ctx.family.label.en} teams shipped recently, and tie one of your projects to it.`, `了解${ctx.posting.company.name}在${ctx.family.label.zh}方向的近期业务与产品布局，把你的一个项目与之关联，展现业务契合度。`),
      why: say('It shows interest in this team, not just any job.', '体现你对这个团队的兴趣，而不是海投。'),
      weight: 3,
    });
    return findings;
  },
};
