import { saysLittle } from '../role-family';
import { listOf, type Finding, type Rule } from '../context';
import { PRODUCT_USERS, type SignalId } from '../signals';

const DOMAINS: readonly { signal: SignalId; en: string; zh: string; delta: number }[] = [
  { signal: 'health', en: 'health care', zh: '医疗健康', delta: 14 },
  { signal: 'climate', en: 'climate, energy and the environment', zh: '气候、能源与环境', delta: 14 },
  { signal: 'education', en: 'education', zh: '教育', delta: 12 },
  { signal: 'science', en: 'science', zh: '科学研究', delta: 10 },
  { signal: 'accessibility', en: 'accessibility', zh: '无障碍', delta: 12 },
  { signal: 'publicGood', en: 'public service', zh: '公共服务', delta: 12 },
  { signal: 'aiInfra', en: 'AI and computing infrastructure', zh: 'AI与算力基础设施', delta: 12 },
  { signal: 'smallBusiness', en: 'small businesses', zh: '小微商户', delta: 6 },
];

/** An employer's equal-opportunity or accommodation notice is about hiring, not what the work is for. */
const HIRING_BOILERPLATE =
  /equal (?:opportunity|employment)|\bEEO\b|\bAODA\b|accommodations? (?:is|are) available|reasonable (?:accommodation|adjustment)s?|regardless of (?:race|disability)|protected (?:veteran|characteristic)|平等就业/i;

/** A builder or supplier that works for schools or hospitals is not in education or health care (software made for clinics is). */
const BUILDS_FOR =
  /\b(?:building|built|construct(?:ing|ion)?|contractors?|suppliers?|supplying|supplies|fit[- ]outs?) (?:\w+ ){0,3}for\b|\bfor (?:school boards|hospitals|clinics|universities)\b|为(?:学校|医院|高校)(?:提供|建设|建造|供应)|承建/i;

/** What the work is for: its domain and the people it serves. */
/** Families whose field is fixed by the work itself: only these fields are theirs (an empty list: none to claim). */
const FAMILY_FIELDS: Partial<Record<string, readonly SignalId[]>> = {
  education: ['education'],
  legal: [],
  care_work: ['health'],
  nursing: ['health'],
  allied_health: ['health'],
  pharmacy: ['health'],
  // An installer of heat pumps or solar is in energy; a builder of schools is not in education.
  trades_construction: ['climate'],
  // A dealership that sells electric cars is not in climate work; a bank's or a shop's clients are not its field.
  sales: [],
  retail_store: [],
  support: [],
  live_commerce: [],
  bank_branch: [],
};

export const rule: Rule = {
  id: 'mission-domain',
  evaluate(ctx) {
    const { say } = ctx;
    // A health plan in the benefits is not a health-care mission.
    // A health plan is a benefit, and "accessibility skills" a requirement: neither is what the work is for.
    const workLines = (signal: SignalId) =>
      (ctx.signals.get(signal) ?? []).filter(
        (s) =>
          s.section !== 'benefits' &&
          !(signal === 'health' && /insurance|cover|plan|保险|体检/i.test(s.text)) &&
          !(signal === 'accessibility' && (s.section === 'requirements' || s.section === 'preferred')) &&
          !HIRING_BOILERPLATE.test(s.text),
      );
    // In an on-site trade the duties' words ("climate control", "patients' homes", "accessible entrances") say
    // how the work is done; its field is what the employer says of itself.
    const fieldLines = (signal: SignalId) =>
      workLines(signal).filter((s) => !saysLittle(ctx.family) || (s.section === 'other' && !BUILDS_FOR.test(s.text)));
    // A law firm's clients include hospitals and a school's pupils have health needs: the field is the family's own.
    const ownField = FAMILY_FIELDS[ctx.family.id] ?? (saysLittle(ctx.family) ? [] : undefined);
    // AI and compute infrastructure is the field of those who build it, not of an app that uses a model.
    const domains = DOMAINS.filter(
      (d) =>
        fieldLines(d.signal).length > 0 &&
        (!ownField || ownField.includes(d.signal)) &&
        (d.signal !== 'aiInfra' ||
          ['hpc_ai_infra', 'ml_engineering', 'platform_devops', 'data_engineering', 'backend', 'embedded_hardware', 'software'].includes(
            ctx.family.id,
          )),
    );
    const findings: Finding[] = [];
    if (domains.length > 0) {
      const best = domains.reduce((a, b) => (b.delta > a.delta ? b : a));
      const names = domains.map((d) => say(d.en, d.zh));
      findings.push(
        {
          kind: 'score',
          dimension: 'mission',
          delta: best.delta + Math.min(6, (domains.length - 1) * 3),
          reason: say(`Its field: ${listOf(ctx, names)}.`, `所在领域：${listOf(ctx, names)}。`),
          evidence: domains.map((d) => fieldLines(d.signal)[0]!.text).slice(0, 3),
        },
        {
          kind: 'pro',
          text: say(`Work that matters beyond the company: ${listOf(ctx, names)}.`, `工作价值超越公司本身：${listOf(ctx, names)}。`),
          evidence: fieldLines(best.signal)[0]!.text,
          weight: 5,
        },
      );
      // Asked only when the employer's own description names the field: a builder of schools is not in education.
      const about = fieldLines(best.signal).find((line) => line.section === 'other' && !BUILDS_FOR.test(line.text));
      if (about)
        findings.push({
          kind: 'question',
          questionKind: 'behavioural',
          text: say(
            `What draws you to this field (${best.en}), and to ${ctx.posting.company.name}? What do you know of the people the work serves?`,
            `你为什么想进入这个领域（${best.zh}）、为什么选择${ctx.posting.company.name}？你对这项工作服务的人群了解多少？`,
          ),
          basedOn: about.text,
          weight: 3,
        });
    }
    if (ctx.has('impact'))
      findings.push({
        kind: 'score',
        dimension: 'mission',
        delta: 6,
        reason: say('Speaks of the impact of the work.', '强调工作的影响力与使命。'),
        evidence: ctx.evidence('impact', 1),
      });
    if (ctx.has('infrastructure') && ctx.has('scale'))
      findings.push({
        kind: 'score',
        dimension: 'mission',
        delta: 5,
        reason: say('Builds infrastructure others build on.', '建设他人依赖的基础设施。'),
        evidence: ctx.evidence('infrastructure', 1),
      });
    // The people who use a product: a software or design team's users, not a cashier's or a supplier's clients.
    const users =
      ctx.family.builds === true
        ? [...(ctx.signals.get('customers') ?? []), ...(ctx.signals.get('userContact') ?? [])].find(
            (s) => s.section === 'responsibilities' && PRODUCT_USERS.test(s.text),
          )
        : undefined;
    // Serving the public is the job itself at a counter, a bedside or a till: not a mark of mission.
    if (users && !saysLittle(ctx.family))
      findings.push({
        kind: 'score',
        dimension: 'mission',
        delta: 3,
        reason: say('Works with the people who use the product.', '直接面向产品的使用者。'),
        evidence: [users.text],
      });
    if (ctx.has('outsourcing')) {
      findings.push(
        {
          kind: 'score',
          dimension: 'mission',
          delta: -12,
          reason: say('An agency or outsourcing role: the work is for a client.', '外包/派遣岗位，为客户公司工作。'),
          evidence: ctx.evidence('outsourcing', 1),
        },
        {
          kind: 'con',
          text: say(
            'Outsourced or agency role: ask who the real employer is, and whose contract you sign.',
            '外包/派遣性质：问清实际用人单位和劳动合同主体。',
          ),
          evidence: ctx.evidence('outsourcing', 1)[0],
          weight: 8,
        },
      );
    }
    return findings;
  },
};
