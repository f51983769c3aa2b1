import { listOf, type Finding, type Rule } from '../context';

/** Skills at the moving edge of the field: working with them is where a CV gains the most. */
const FRONTIER_FAMILIES = new Set(['ml', 'hpc']);
const FRONTIER_SKILLS = /^(?:LLM|vLLM|SGLang|TensorRT-LLM|TensorRT|Triton|CUTLASS|cuTe|NVSHMEM|NCCL|UCX|UCC|RDMA|RoCE|InfiniBand|NVLink|JAX|DeepSpeed|Megatron|veRL|RLHF|Rust|WebAssembly|WebGPU|Kubernetes|eBPF|Diffusion Models|Transformers?|Distributed Training|Tensor Parallelism|Pipeline Parallelism|Expert Parallelism|Data Parallelism|Mixture of Experts|Quantum Computing|CUDA)$/i;

export const rule: Rule = {
  id: 'frontier-stack',
  evaluate(ctx) {
    const { say } = ctx;
    const frontier = ctx.skills.filter((s) => FRONTIER_FAMILIES.has(s.family) || FRONTIER_SKILLS.test(s.name));
    const names = [...new Set(frontier.map((s) => s.name))];
    const findings: Finding[] = [];
    if (names.length >= 2 || (names.length >= 1 && ctx.has('frontier'))) {
      const delta = Math.min(22, 8 + names.length * 2 + (ctx.has('frontier') ? 4 : 0));
      findings.push(
        { kind: 'score', dimension: 'growth', delta, reason: say(`Works on a frontier stack: ${listOf(ctx, names, 6)}.`, `技术栈处于前沿：${listOf(ctx, names, 6)}。`), evidence: [...new Set(frontier.slice(0, 3).map((s) => s.evidence))] },
        { kind: 'pro', text: say(`Hands-on with a frontier stack (${listOf(ctx, names, 5)}): experience the market pays for.`, `深度接触前沿技术栈（${listOf(ctx, names, 5)}），履历含金量高。`), evidence: frontier[0]?.evidence, weight: 8 },
      );
    } else if (ctx.has('frontier')) {
      findings.push({ kind: 'score', dimension: 'growth', delta: 5, reason: say('Describes its work as new ground.', '职位描述涉及前沿/新兴方向。'), evidence: ctx.evidence('frontier', 1) });
    }
    if (names.length >= 4) {
      findings.push({ kind: 'con', text: say(`A wide stack to master at once (${listOf(ctx, names, 5)}): expect a steep start.`, `技术门槛高，需同时掌握${listOf(ctx, names, 5)}等多个方向，上手曲线陡峭。`), weight: 5 });
    }
    return findings;
  },
};
