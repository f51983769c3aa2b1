import { cite, listOf, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { postingMetrics } from '../metrics';

/** Families whose interviews dig into measured performance, and how each reads a profile top-down. */
const PERFORMANCE_LAYERS: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: { en: 'system metrics, then hot spots, then hardware counters', zh: '宏观指标 -> 微观热点 -> 硬件计数器' },
  embedded_hardware: {
    en: 'timing budget, then the slow task or interrupt, then the scope trace',
    zh: '时序预算 -> 慢任务或中断 -> 示波器波形',
  },
  backend: { en: 'service metrics, then traces, then a profile of the slow call', zh: '服务指标 -> 调用链追踪 -> 慢调用的性能剖析' },
  platform_devops: { en: 'service metrics, then traces, then host and kernel statistics', zh: '服务指标 -> 调用链追踪 -> 主机与内核统计' },
  frontend: {
    en: 'field metrics (Core Web Vitals), then the waterfall, then the profiler',
    zh: '真实用户指标（Core Web Vitals）-> 请求瀑布图 -> 性能分析器',
  },
  ml_engineering: {
    en: 'end-to-end step time, then the data loader, kernels and communication',
    zh: '端到端迭代耗时 -> 数据加载、算子与通信',
  },
  data_engineering: { en: 'job run time, then the slow stage, then skew and I/O', zh: '任务总耗时 -> 慢阶段 -> 数据倾斜与I/O' },
};

/** How to prepare: answer shape, what to review, what numbers to bring. */
export const rule: Rule = {
  id: 'interview-prep',
  evaluate(ctx) {
    const { say, family, posting } = ctx;
    const metrics = postingMetrics(ctx).map((m) => say(m.metric.en, m.metric.zh));
    // "项目经历" is how office and tech work is told; a line worker, cook or driver tells their work experience.
    const story = family.builds === true || !family.onSite ? '项目经历' : '工作经历';
    const findings: Finding[] = [
      {
        kind: 'prep',
        text:
          metrics.length > 0
            ? family.builds === true
              ? say(
                  `Answer with STAR (situation, task, action, result) and end on a number: the posting cares about ${listOf(ctx, metrics)}.`,
                  `采用STAR法则回答${story}（背景、任务、行动、结果），并以数据收尾：职位关注${listOf(ctx, metrics)}。`,
                )
              : say(
                  `Answer with STAR (situation, task, action, result), and have a figure on ${listOf(ctx, metrics)} ready where you have one.`,
                  `采用STAR法则回答${story}（背景、任务、行动、结果），有${listOf(ctx, metrics)}方面的数字就带上。`,
                )
            : saysLittle(family)
              ? say(
                  'Have two or three short stories from your past work ready: what happened, what you did, how it ended.',
                  '准备两三个过往工作中的小故事：发生了什么、你怎么做的、结果如何。',
                )
              : ctx.duties[0]
                ? say(
                    `Answer with STAR (situation, task, action, result), ending each story on a result you can measure; have one ready for ${cite(ctx.duties[0].text, 70)}.`,
                    `采用STAR法则结构化回答${story}（背景、任务、行动、结果），以可量化的结果收尾；准备一个对应${cite(ctx.duties[0].text, 40)}的故事。`,
                  )
                : say(
                    'Answer with STAR (situation, task, action, result), and end each story on a result you can measure.',
                    `采用STAR法则结构化回答${story}（背景、任务、行动、结果），每个故事以可量化的结果收尾。`,
                  ),
        weight: 8,
      },
      { kind: 'prep', text: say(`Review ${family.review.en}.`, `复习${family.review.zh}。`), weight: 6 },
    ];
    const layers = PERFORMANCE_LAYERS[family.id];
    const performanceWork =
      ctx.duties.some(
        (d) =>
          ctx.signals.get('performance')?.includes(d) ||
          ctx.signals.get('latency')?.includes(d) ||
          ctx.signals.get('throughput')?.includes(d),
      ) || ctx.requirements.some((d) => ctx.signals.get('performance')?.includes(d));
    if (layers && performanceWork) {
      findings.push({
        kind: 'prep',
        text: say(
          'Bring performance numbers you can defend: the baseline, the method, the environment, the gain.',
          '准备经得起追问的性能数据：基线、方法、环境与提升幅度。',
        ),
        weight: 6,
      });
      findings.push({
        kind: 'prep',
        text: say(`Show how you analyse performance from the top down: ${layers.en}.`, `分层次展示性能分析思路（${layers.zh}）。`),
        weight: 5,
      });
    }
    if (posting.seniority === 'intern' || posting.seniority === 'entry') {
      const courses = family.courses;
      if (courses)
        findings.push({
          kind: 'prep',
          text: say(`Revise the courses the work rests on: ${courses.en}.`, `复习岗位依赖的核心课程：${courses.zh}。`),
          weight: 5,
        });
    }
    return findings;
  },
};
