import type { AnalysisContext } from './context';

/**
 * The posting's must-have tools: those the site's own tags name first ("Nccl", "Rdma/Roce"),
 * then named tools, then broad concepts ("NCCL, UCX" before "Distributed training").
 */
export function coreTools(ctx: AnalysisContext): string[] {
  const named = (name: string) => !/\s/.test(name) || /[A-Z]{2,}|\d/.test(name);
  const tags = ctx.posting.tags.join(' ').toLowerCase();
  const rank = (name: string) => (named(name) ? (tags.includes(name.toLowerCase()) ? 0 : 1) : 2);
  const inBody = ctx.mustSkills.filter(
    (s) =>
      s.evidence !== ctx.posting.title &&
      s.family !== 'soft' &&
      s.family !== 'human-language' &&
      s.family !== 'domain' &&
      !/ (?:development|engineering)$/i.test(s.name),
  );
  return [...new Set([...inBody].sort((a, b) => rank(a.name) - rank(b.name)).map((s) => s.name))];
}
