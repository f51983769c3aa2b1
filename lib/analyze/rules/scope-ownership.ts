import { cite, excerpt, quote, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { SIGNALS } from '../signals';

const DESIGNING = /(?<!review (?:their |the |our )?)\bdesign(?!s\b| reviews?\b| system\b)|architect|设计|架构|原型/i;
const OPERATING = /\b(?:run|operate|maintain|keep|monitor|upgrade|answer|support)\b|维护|运维|保障|值班|答疑/i;

/** Designing, owning and leading: the scope that makes a next step possible; and how much is upkeep. */
export const rule: Rule = {
  id: 'scope-ownership',
  evaluate(ctx) {
    const { say } = ctx;
    const duties = ctx.duties;
    const designing = duties.filter((s) => DESIGNING.test(s.text) && !/review (?:their|the) designs|评审/i.test(s.text));
    const owning = ctx.signals.get('ownership')?.filter((s) => s.section === 'responsibilities' || s.section === 'other') ?? [];
    const leading = ctx.signals.get('leadership')?.filter((s) => s.section === 'responsibilities') ?? [];
    const findings: Finding[] = [];
    // Designing systems is a software or systems step up; a designer's or an office's "设计" is not.
    if (designing.length > 0 && ctx.family.builds === true) {
      findings.push({
        kind: 'score',
        dimension: 'growth',
        delta: Math.min(12, 5 + designing.length * 2),
        reason: say('Designs systems, not only implements them.', '负责系统设计，而不只是实现。'),
        evidence: designing.slice(0, 2).map((s) => quote(s.text)),
      });
    }
    if (owning.length > 0)
      findings.push({
        kind: 'score',
        dimension: 'growth',
        delta: 6,
        reason: say('Owns its work end to end.', '对工作有端到端的主导权。'),
        evidence: owning.slice(0, 1).map((s) => quote(s.text)),
      });
    // Leading a crew or a team is formal authority: a line on the CV, not influence without it.
    const leadsPeople = duties.find((d) =>
      /\b(?:lead|manage|supervise)s? (?:a|the|our) (?:\w+ )?(?:crew|team|shift)\b|带领\d*\s*人?的?团队|管理\d+人/i.test(d.text),
    );
    if (leading.length > 0 && (!saysLittle(ctx.family) || leadsPeople)) {
      findings.push({
        kind: 'score',
        dimension: 'growth',
        delta: 5,
        reason: say('Leads work or people beyond its own tasks.', '需要牵头推动或影响他人。'),
        evidence: leading.slice(0, 1).map((s) => quote(s.text)),
      });
      if (!leadsPeople && !saysLittle(ctx.family))
        findings.push({
          kind: 'question',
          questionKind: 'behavioural',
          text: say(
            'Tell us about a time you set a direction without formal authority. How did you bring others along?',
            '讲一次你在没有正式职权的情况下主导方向的经历：你如何说服他人？',
          ),
          basedOn: quote(leading[0]!.text),
          weight: 5,
        });
    }
    if (leadsPeople) {
      findings.push({
        kind: 'pro',
        text: say(
          `You lead people: ${cite(leadsPeople.text, 70)}: management experience that carries to the next role.`,
          `有带团队的机会：${cite(leadsPeople.text, 40)}，管理经验可带到下一份工作。`,
        ),
        evidence: leadsPeople.text,
        weight: 5,
      });
    }
    const scope = owning.find((s) => s.section === 'responsibilities') ?? designing[0] ?? owning[0];
    if (scope) {
      const part = excerpt(scope.text, DESIGNING.test(scope.text) ? DESIGNING : SIGNALS.ownership);
      findings.push({
        kind: 'pro',
        text: say(`Real ownership: ${cite(part, 80)}.`, `职责有主导权：${cite(part, 50)}。`),
        evidence: quote(scope.text),
        weight: 6,
      });
    }
    // A migration is months of running old and new side by side.
    const migration = duties.find((d) => /\bmigrat\w*|\bmove (?:\w+ ){0,4}from\b|\bport \d+|迁移/i.test(d.text));
    if (migration) {
      findings.push({
        kind: 'con',
        text: say(
          `A migration is part of the job (${cite(migration.text, 70)}): expect a long stretch of running old and new side by side.`,
          `工作包含系统迁移（${cite(migration.text, 40)}）：新旧系统并行的阶段往往较长。`,
        ),
        evidence: migration.text,
        weight: 2,
      });
    }
    // When most duties are upkeep, the job is more running than building.
    const upkeep = duties.filter(
      (d) =>
        OPERATING.test(d.text) &&
        !DESIGNING.test(d.text) &&
        !/\b(?:build|develop|create|write|implement|ship)\b|开发|搭建|构建|编写/i.test(d.text),
    );
    if (
      duties.length >= 2 &&
      upkeep.length * 2 >= duties.length &&
      ['platform_devops', 'backend', 'data_engineering', 'software', 'qa', 'hpc_ai_infra', 'ml_engineering', 'frontend'].includes(
        ctx.family.id,
      )
    ) {
      findings.push({
        kind: 'con',
        text: say(
          `Much of the job is running what exists (${upkeep.length} of ${duties.length} duties, e.g. ${cite(upkeep[0]!.text, 60)}): less time for new building.`,
          `较多工作是运维现有系统（${duties.length} 项职责中有 ${upkeep.length} 项，如${cite(upkeep[0]!.text, 40)}），新建的时间相对少。`,
        ),
        evidence: upkeep[0]!.text,
        weight: 4,
      });
    }
    return findings;
  },
};
