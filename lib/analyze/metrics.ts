import type { AnalysisContext } from './context';
import { saysLittle } from './role-family';
import type { SignalId } from './signals';

/** Measures a posting can judge the work by, each with an example of a before-and-after figure. */
const METRICS: readonly { signal: SignalId; en: string; zh: string; example: { en: string; zh: string } }[] = [
  { signal: 'throughput', en: 'throughput', zh: '吞吐量', example: { en: 'throughput up 2×', zh: '吞吐提升2倍' } },
  { signal: 'latency', en: 'latency', zh: '延迟', example: { en: 'p99 latency down 40%', zh: '延迟降低40%' } },
  { signal: 'memory', en: 'memory use', zh: '内存效率', example: { en: 'memory footprint down 30%', zh: '显存占用降低30%' } },
  {
    signal: 'performance',
    en: 'speed (latency and throughput)',
    zh: '性能（延迟与吞吐）',
    example: { en: 'latency down 35%, throughput up 1.8×', zh: '延迟降低35%、吞吐提升1.8倍' },
  },
  {
    signal: 'reliability',
    en: 'reliability',
    zh: '稳定性',
    example: { en: 'incidents down from six to one a quarter', zh: '故障从每季度6次降到1次' },
  },
  { signal: 'cost', en: 'cost', zh: '成本', example: { en: 'cloud bill cut by 25%', zh: '成本降低25%' } },
  { signal: 'growthMetrics', en: 'growth', zh: '增长', example: { en: 'retention up 3 points', zh: '留存提升3个百分点' } },
  { signal: 'safety', en: 'safety', zh: '安全', example: { en: 'zero recordable injuries in 12 months', zh: '连续12个月零安全事故' } },
  { signal: 'accuracy', en: 'accuracy', zh: '准确性', example: { en: 'errors down from five a month to one', zh: '差错从每月5次降到1次' } },
];

/**
 * The measures the duties name (not the requirements, the benefits or the company blurb): "reliable
 * transport" or "accurate and organised" in the requirements describe the person, not what the work is
 * judged by.
 */
export function postingMetrics(ctx: AnalysisContext): { metric: (typeof METRICS)[number]; line: string }[] {
  const found = METRICS.map((metric) => ({
    metric,
    line: ctx.signals.get(metric.signal)?.find((s) => s.section === 'responsibilities')?.text,
  })).filter((m): m is { metric: (typeof METRICS)[number]; line: string } => m.line !== undefined);
  // Latency, throughput, memory and speed are a system's measures: a livestream's "停留时长" or a warehouse's
  // "throughput" of pallets is not what they mean outside software and systems work.
  const systems = new Set<SignalId>(['throughput', 'latency', 'memory', 'performance']);
  // An on-site trade follows food-safety or safety checklists; it is not judged by a before-and-after figure.
  if (saysLittle(ctx.family)) return [];
  if (ctx.family.builds !== true) return found.filter((m) => !systems.has(m.metric.signal));
  // Named latency and throughput say more than "performance"; keep the general one only alone.
  const specific = found.some((m) => m.metric.signal === 'latency' || m.metric.signal === 'throughput');
  return found.filter((m) => !(specific && m.metric.signal === 'performance'));
}
