import { quote, type Finding, type Rule } from '../context';
import { QUESTION_BANK } from '../question-bank';

/** Technical questions the posting's own skills call for, each tied to the line that asks for them. */
export const rule: Rule = {
  id: 'interview-technical',
  evaluate(ctx) {
    const byName = new Map(ctx.skills.map((s) => [s.name.toLowerCase(), s]));
    const has = (name: string) => byName.has(name.toLowerCase());
    const findings: Finding[] = [];
    const used = new Set<string>();
    for (const entry of QUESTION_BANK) {
      if (entry.all && !entry.all.every(has)) continue;
      if (entry.any && !entry.any.some(has)) continue;
      if (entry.signals && !entry.signals.every((s) => ctx.has(s))) continue;
      const anchor = [...(entry.all ?? []), ...(entry.any ?? [])].map((n) => byName.get(n.toLowerCase())).find(Boolean);
      const importance = anchor?.importance === 'must' ? 2 : anchor?.importance === 'nice' ? 1 : 0;
      findings.push({ kind: 'question', questionKind: entry.kind, text: ctx.say(entry.en, entry.zh), basedOn: quote(anchor?.evidence ?? ''), weight: entry.weight + importance });
      if (anchor) used.add(anchor.name);
    }
    // Skills the bank has no question for still deserve one, asked about the posting's own words.
    for (const skill of ctx.mustSkills.filter((s) => !used.has(s.name) && s.family !== 'soft' && s.family !== 'human-language').slice(0, 4)) {
      findings.push({
        kind: 'question',
        questionKind: 'technical',
        text: ctx.say(`Tell us about the hardest problem you solved with ${skill.name}: what was at stake, what you measured, what you would do differently.`, `讲讲你用${skill.name}解决过的最难的问题：风险在哪、衡量了什么、如果重来会怎么做？`),
        basedOn: quote(skill.evidence),
        weight: 3,
      });
    }
    return findings;
  },
};
