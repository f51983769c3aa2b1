import { listOf, type Finding, type Rule } from '../context';

/** Skills at the moving edge of the field: working with them is where a CV gains the most. */
const FRONTIER_FAMILIES = new Set(['ml', 'hpc']);
const FRONTIER_SKILLS =
  /^(?:LLM|vLLM|SGLang|TensorRT-LLM|TensorRT|Triton|CUTLASS|CuTe|NVSHMEM|NCCL|UCX|UCC|RDMA|RoCE|InfiniBand|NVLink|JAX|DeepSpeed|Megatron-LM|veRL|RLHF|Rust|WebAssembly|WebGPU|eBPF|Diffusion models|Transformer|Distributed training|Tensor parallelism|Pipeline parallelism|Expert parallelism|Data parallelism|Mixture of Experts|Quantum computing|CUDA|MLIR|LLVM|Ray|MLflow|MLOps|Kubernetes)$/i;
/** Broad fields that make a stack frontier only in company: "Deep learning" alone is not a stack. */
const BROAD = /^(?:HPC|Deep learning|Machine learning|Artificial intelligence|AI infrastructure|Kubernetes|GPU)$/i;

export const rule: Rule = {
  id: 'frontier-stack',
  evaluate(ctx) {
    const { say } = ctx;
    const frontier = ctx.skills.filter(
      (s) => s.importance !== 'mentioned' && (FRONTIER_FAMILIES.has(s.family) || FRONTIER_SKILLS.test(s.name)),
    );
    // Named tools first (NCCL, UCX, CUDA), then the fields they belong to.
    const named = (name: string) => !/\s/.test(name) || /[A-Z]{2,}|\d/.test(name);
    // The site's own tags say what the posting is about ("Nccl", "Rdma/Roce"): those lead.
    const tags = ctx.posting.tags.join(' ').toLowerCase();
    const rank = (name: string) => {
      if (BROAD.test(name)) return 5;
      if (!named(name)) return 4;
      const tagged = tags.includes(name.toLowerCase());
      const edge = FRONTIER_SKILLS.test(name);
      return tagged && edge ? 0 : tagged ? 1 : edge ? 2 : 3;
    };
    const ordered = [...frontier].sort((a, b) => rank(a.name) - rank(b.name));
    const names = [...new Set(ordered.map((s) => ctx.label(s.name)))];
    const specific = [...new Set(frontier.filter((s) => !BROAD.test(s.name)).map((s) => s.name))];
    const findings: Finding[] = [];
    if (specific.length >= 2 || (specific.length >= 1 && ctx.has('frontier'))) {
      const delta = Math.min(22, 8 + names.length * 2 + (ctx.has('frontier') ? 4 : 0));
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta,
          reason: say(`Works on a frontier stack: ${listOf(ctx, names, 6)}.`, `技术栈处于前沿：${listOf(ctx, names, 6)}。`),
          evidence: [...new Set(ordered.slice(0, 3).map((s) => s.evidence))],
        },
        {
          kind: 'pro',
          text: say(
            `Hands-on with a frontier stack (${listOf(ctx, names, 5)}): experience the market pays for.`,
            `深度接触前沿技术栈（${listOf(ctx, names, 5)}），履历含金量高。`,
          ),
          evidence: ordered[0]?.evidence,
          weight: 8,
        },
      );
    } else if (ctx.has('frontier')) {
      findings.push({
        kind: 'score',
        dimension: 'growth',
        delta: 5,
        reason: say('Describes its work as new ground.', '职位描述涉及前沿/新兴方向。'),
        evidence: ctx.evidence('frontier', 1),
      });
    }
    // Many tools at the edge at once is a steep start; Kubernetes is too common to count towards it.
    const edge = specific.filter((name) => FRONTIER_SKILLS.test(name) && !/^Kubernetes$/i.test(name));
    if (edge.length >= 5) {
      const hardware = ctx.family.id === 'hpc_ai_infra';
      findings.push({
        kind: 'con',
        text: say(
          `A high bar: ${listOf(ctx, names, 5)} all at once${hardware ? ', from software down to the hardware' : ''}: expect a steep start.`,
          `技术门槛高，需同时掌握${listOf(ctx, names, 5)}${hardware ? '，打通软件与底层硬件' : ''}，上手曲线陡峭。`,
        ),
        evidence: ordered[0]?.evidence,
        weight: 6,
      });
    }
    return findings;
  },
};
