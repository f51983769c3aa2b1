import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '@/lib/analyze';
import { Analysis as AnalysisSchema } from '@/lib/analyze/schema';
import { corpusPosting } from '../support/analysis';

/**
 * Golden tests on the two seed postings the product was imagined from (not in the repository: the pages belong to
 * their site; tests/fixtures/pages/demo/ holds the invented pages written from them, docs/data-contracts.md):
 * the analysis raises the points the seed panel raises, checked as concepts (regex families in
 * both languages), never as exact strings.
 */

const LANGS = ['en', 'zh'] as const;

function run(key: string, lang: 'en' | 'zh'): Analysis {
  const { posting, now } = corpusPosting(key);
  return analyze(posting, { lang, now });
}

const has = (texts: readonly string[], ...patterns: RegExp[]) => texts.some((t) => patterns.every((p) => p.test(t)));
const pros = (a: Analysis) => a.pros.map((p) => p.text);
const cons = (a: Analysis) => a.cons.map((p) => p.text);
const strategy = (a: Analysis) => a.strategy.map((s) => s.text);
const questions = (a: Analysis, kind?: string) => a.interview.questions.filter((q) => !kind || q.kind === kind).map((q) => q.text);

describe.each(LANGS)('seed: Senior System Software Architect, HPC and AI Networking (%s)', (lang) => {
  const a = run('demo/architect', lang);

  it('is a valid Analysis in the UI language, with the panel full', () => {
    expect(AnalysisSchema.safeParse(a).success).toBe(true);
    expect(a.lang).toBe(lang);
    expect(a.pros.length).toBeGreaterThanOrEqual(4);
    expect(a.cons.length).toBeGreaterThanOrEqual(4);
    expect(a.strategy.length).toBeGreaterThanOrEqual(6);
    expect(a.interview.questions.length).toBeGreaterThanOrEqual(8);
  });

  it('pros: hybrid work and a frontier HPC/AI stack', () => {
    expect(has(pros(a), /hybrid|混合办公/i)).toBe(true);
    expect(has(pros(a), /frontier|前沿/i, /NCCL|RDMA|UCX/)).toBe(true);
    expect(has(pros(a), /AI|算力/, /infrastructure|基础设施/i)).toBe(true);
  });

  it('cons: cross-time-zone collaboration is a cost, and NCCL/UCX/RDMA/CUDA experience is needed', () => {
    expect(has(cons(a), /time zones?|时区/i)).toBe(true);
    expect(has(cons(a), /NCCL/, /UCX/, /RDMA/, /CUDA/)).toBe(true);
  });

  it('role: what the job is, its tools and where it leads', () => {
    expect(a.role.summary).toMatch(/HPC|高性能计算/);
    expect(a.role.focus.some((f) => /design|设计/i.test(f))).toBe(true);
    expect(a.role.focus.some((f) => /NCCL/.test(f) && /RDMA/.test(f))).toBe(true);
    expect(a.role.paths.some((p) => /architect|架构师/i.test(p))).toBe(true);
  });

  it('strategy: quantify throughput and latency gains; list NCCL/UCX/RDMA work', () => {
    expect(has(strategy(a), /quantif|量化/i, /throughput|吞吐/i, /latency|延迟/i)).toBe(true);
    expect(has(strategy(a), /NCCL/, /UCX/, /RDMA/)).toBe(true);
    expect(has(strategy(a), /benchmark|基准测试/i)).toBe(true);
  });

  it('interview: communication bottlenecks in distributed training, NCCL vs UCX, CUDA memory access', () => {
    expect(has(questions(a, 'technical'), /communication bottleneck|通信瓶颈/i, /distributed training|分布式训练/i)).toBe(true);
    expect(has(questions(a, 'technical'), /NCCL/, /UCX/, /compare|对比/i)).toBe(true);
    expect(has(questions(a, 'technical'), /CUDA/, /memory access|内存访问/i)).toBe(true);
    expect(has(questions(a, 'behavioural'), /time zones?|时区/i)).toBe(true);
    expect(questions(a, 'system_design').length).toBeGreaterThan(0);
    expect(a.interview.prep.some((p) => /STAR/.test(p))).toBe(true);
    expect(a.interview.prep.some((p) => /layer|分层/i.test(p))).toBe(true);
  });

  it('scores: strong growth, work-life pulled down by time zones, pay unjudged with a reason', () => {
    expect(a.dimensions.growth.score).toBeGreaterThanOrEqual(80);
    expect(a.dimensions.workLife.score).toBeLessThan(a.dimensions.growth.score!);
    expect(a.dimensions.pay.score).toBeNull();
    expect(a.dimensions.pay.reasons[0]).toMatch(/pay|薪资/i);
    expect(['good', 'strong']).toContain(a.overall.verdict);
  });
});

describe.each(LANGS)('seed: Software Engineering Intern, DLFW Comms (%s)', (lang) => {
  const a = run('demo/intern', lang);
  const json = JSON.stringify(a);

  it('is a valid Analysis with the panel full', () => {
    expect(AnalysisSchema.safeParse(a).success).toBe(true);
    expect(a.pros.length).toBeGreaterThanOrEqual(4);
    expect(a.cons.length).toBeGreaterThanOrEqual(4);
    expect(a.strategy.length).toBeGreaterThanOrEqual(6);
    expect(a.interview.questions.length).toBeGreaterThanOrEqual(8);
  });

  it('pros: a frontier stack, and nothing the posting does not say (no NVSHMEM)', () => {
    expect(has(pros(a), /frontier|前沿/i, /CUDA|Triton/)).toBe(true);
    expect(json).not.toMatch(/NVSHMEM/);
  });

  it('mentoring: the posting names none, so the panel says to ask for it', () => {
    expect(has([...strategy(a), ...cons(a)], /mentor|导师/i)).toBe(true);
  });

  it('cons: time zones, the master/PhD gate', () => {
    expect(has(cons(a), /time zones?|时区/i)).toBe(true);
    expect(has(cons(a), /master|PhD|硕士|博士/i)).toBe(true);
  });

  it('role: an internship whose paths start with a return offer, not a director seat', () => {
    expect(a.role.summary).toMatch(/intern|实习/i);
    expect(a.role.paths[0]).toMatch(/return offer|转正/i);
    expect(a.role.paths.join(' ')).not.toMatch(/principal|distinguished|director|首席|总监/i);
  });

  it('strategy: Triton/CuTe work, quantified latency and throughput, course projects', () => {
    expect(has(strategy(a), /Triton/, /CuTe/i)).toBe(true);
    expect(has(strategy(a), /quantif|量化/i, /latency|延迟/i, /throughput|吞吐/i)).toBe(true);
    expect(has(strategy(a), /project|项目/i, /course|课程/i)).toBe(true);
  });

  it('interview: CUDA kernel optimisation, tensor vs data parallelism, overlap, multi-GPU profiling, fault tolerance, STAR', () => {
    const tech = questions(a, 'technical');
    expect(has(tech, /CUDA/, /kernel|内核/i)).toBe(true);
    expect(has(tech, /tensor|张量并行/i, /\bdata\b.*parallel|数据并行/i)).toBe(true);
    expect(has(tech, /overlap|重叠/i, /communication|通信/i)).toBe(true);
    expect(has(tech, /profil/i, /multi-GPU|多GPU/i)).toBe(true);
    expect(has(tech, /fails?|fault|容错|故障/i)).toBe(true);
    expect(has(tech, /Triton/, /CuTe/i)).toBe(true);
    expect(questions(a, 'behavioural').length).toBeGreaterThan(0);
    expect(questions(a, 'system_design').length).toBeGreaterThan(0);
    expect(a.interview.prep.some((p) => /STAR/.test(p))).toBe(true);
    expect(a.interview.prep.some((p) => /operating systems|操作系统/i.test(p))).toBe(true);
  });
});
