import type { AnalysisContext } from './context';

/** The posting's must-have tools, named ones before broad concepts: "NCCL, UCX" before "Distributed training". */
export function coreTools(ctx: AnalysisContext): string[] {
  const named = (name: string) => !/\s/.test(name) || /[A-Z]{2,}|\d/.test(name);
  const inBody = ctx.mustSkills.filter((s) => s.evidence !== ctx.posting.title && s.family !== 'soft' && s.family !== 'human-language' && s.family !== 'domain' && !/ (?:development|engineering)$/i.test(s.name));
  return [...new Set([...inBody.filter((s) => named(s.name)), ...inBody.filter((s) => !named(s.name))].map((s) => s.name))];
}

