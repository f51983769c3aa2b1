import { listOf, type Finding, type Rule } from '../context';
import type { SignalId } from '../signals';

const METRICS: readonly { signal: SignalId; en: string; zh: string }[] = [
  { signal: 'throughput', en: 'throughput', zh: '吞吐量' },
  { signal: 'latency', en: 'latency', zh: '延迟' },
  { signal: 'memory', en: 'memory efficiency', zh: '内存效率' },
  { signal: 'reliability', en: 'reliability', zh: '可靠性' },
  { signal: 'cost', en: 'cost', zh: '成本' },
  { signal: 'growthMetrics', en: 'growth and conversion', zh: '增长与转化' },
];

/** How to prepare: answer shape, what to review, what numbers to bring. */
export const rule: Rule = {
  id: 'interview-prep',
  evaluate(ctx) {
    const { say, family } = ctx;
    const metrics = METRICS.filter((m) => ctx.has(m.signal)).map((m) => say(m.en, m.zh));
    const findings: Finding[] = [
      {
        kind: 'prep',
        text: metrics.length > 0
          ? say(`Answer with STAR (situation, task, action, result) and end on a number: the posting cares about ${listOf(ctx, metrics)}.`, `采用STAR法则回答项目经历（背景、任务、行动、结果），并以数据收尾：职位关注${listOf(ctx, metrics)}。`)
          : say('Answer with STAR (situation, task, action, result), and end each story on a result you can measure.', '采用STAR法则结构化回答项目经历（背景、任务、行动、结果），每个故事以可量化的结果收尾。'),
        weight: 8,
      },
      { kind: 'prep', text: say(`Review ${family.review.en}.`, `复习${family.review.zh}。`), weight: 6 },
    ];
    if (ctx.has('performance')) {
      findings.push({ kind: 'prep', text: say('Bring benchmark numbers you can defend: the baseline, the method, the hardware, the gain.', '准备经得起追问的基准测试数据：基线、方法、硬件环境与提升幅度。'), weight: 6 });
      findings.push({ kind: 'prep', text: say('Show how you analyse performance from the top down: system metrics, then hot spots, then hardware counters.', '分层次展示性能分析思路（宏观指标 -> 微观热点 -> 硬件计数器）。'), weight: 5 });
    }
    if (ctx.has('collaboration') || ctx.has('stakeholders')) {
      findings.push({ kind: 'prep', text: say('Prepare how you communicate across teams and settle conflicts; stress leadership and results.', '准备跨团队协作中的沟通机制与冲突解决案例，突出技术领导力与结果导向。'), weight: 4 });
    }
    if (ctx.posting.seniority === 'intern') {
      findings.push({ kind: 'prep', text: say('Revise the core courses the work rests on: operating systems, networks, parallel computing or statistics, as the role needs.', '复习岗位依赖的核心课程：操作系统、计算机网络、并行计算或统计学。'), weight: 5 });
    }
    return findings;
  },
};
