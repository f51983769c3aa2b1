import { quote, type Finding, type Rule } from '../context';

/** Designing, owning and leading: the scope that makes a next step possible. */
export const rule: Rule = {
  id: 'scope-ownership',
  evaluate(ctx) {
    const { say } = ctx;
    const duties = ctx.sentences.filter((s) => s.section === 'responsibilities');
    const designing = duties.filter((s) => /\bdesign|architect|设计|架构|原型/i.test(s.text));
    const owning = ctx.signals.get('ownership')?.filter((s) => s.section !== 'benefits') ?? [];
    const leading = ctx.signals.get('leadership')?.filter((s) => s.section === 'responsibilities') ?? [];
    const findings: Finding[] = [];
    if (designing.length > 0) {
      findings.push(
        { kind: 'score', dimension: 'growth', delta: Math.min(12, 5 + designing.length * 2), reason: say('Designs systems, not only implements them.', '负责系统设计，而不只是实现。'), evidence: designing.slice(0, 2).map((s) => quote(s.text)) },
      );
    }
    if (owning.length > 0) findings.push({ kind: 'score', dimension: 'growth', delta: 6, reason: say('Owns its work end to end.', '对工作有端到端的主导权。'), evidence: owning.slice(0, 1).map((s) => quote(s.text)) });
    if (leading.length > 0) {
      findings.push(
        { kind: 'score', dimension: 'growth', delta: 5, reason: say('Leads work or people beyond its own tasks.', '需要牵头推动或影响他人。'), evidence: leading.slice(0, 1).map((s) => quote(s.text)) },
        { kind: 'question', questionKind: 'behavioural', text: say('Tell us about a time you led a technical direction without formal authority. How did you bring others along?', '讲一次你在没有正式职权的情况下主导技术方向的经历：你如何说服他人？'), basedOn: quote(leading[0]!.text), weight: 5 },
      );
    }
    if (designing.length > 0 || owning.length > 0) {
      findings.push({ kind: 'pro', text: say('Real scope: you design and own, not just execute.', '职责范围大：负责设计与主导，而非单纯执行。'), evidence: quote((designing[0] ?? owning[0])!.text), weight: 6 });
    }
    return findings;
  },
};
