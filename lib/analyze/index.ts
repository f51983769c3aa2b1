import type { Lang } from '../i18n';
import type { Posting } from '../posting';
import type { Profile } from '../profile';
import { findSkills, skillLabel } from '../normalize/skills';
import type { AnalysisContext, Finding, MarketInput, Rule } from './context';
import { computeFit } from './fit';
import { computeMarket } from './market';
import { computeRedFlags } from './red-flags';
import { gradeOf, roleFamilyOf, saysLittle } from './role-family';
import {
  DEFAULT_WEIGHTS,
  DIMENSIONS,
  type Analysis,
  type Dimension,
  type DimensionKey,
  type Point,
  type Question,
  type ScoreWeights,
  type SkillLine,
  type StrategyItem,
} from './schema';
import { findSignals, sentencesOf, type SignalId } from './signals';
import { coreTools } from './tools';

export type { Analysis } from './schema';
export type { MarketInput, MarketPosting } from './context';

const modules = import.meta.glob<{ rule: Rule }>('./rules/*.ts', { eager: true });

/** Every insight rule, one per file in lib/analyze/rules/. */
export const rules: readonly Rule[] = Object.values(modules)
  .map((mod) => mod.rule)
  .sort((a, b) => a.id.localeCompare(b.id));

export interface AnalyzeOptions {
  lang: Lang;
  profile?: Profile;
  market?: MarketInput;
  weights?: ScoreWeights;
  /** The time the analysis speaks from (freshness of the posting). */
  now?: number;
  /** Told of a rule that threw: the analysis goes on without it, and the fault is reported, not swallowed. */
  onRuleError?: (rule: string, message: string) => void;
}

const BASE_SCORE = 50;
/** The highest overall score a posting with a high red flag shows. */
const HIGH_FLAG_CEILING = 30;
/** Skill families whose names are kept as written in a Chinese text. */
const TECHNICAL = new Set([
  'language',
  'backend',
  'frontend',
  'mobile',
  'ml',
  'hpc',
  'systems',
  'networking',
  'data',
  'database',
  'cloud',
  'devops',
  'testing',
  'security',
  'embedded',
  'hardware',
  'game',
  'tool',
]);
const LIMITS = { pros: 8, cons: 8, strategy: 10, questions: 15, prep: 8, focus: 6, paths: 4 };

const FIELD_OF_STUDY =
  /相关专业|专业(?:优先|不限)?[，,；;]|学历|\bdegree in\b|\bmajor in\b|\b(?:bachelor|master)'?s? (?:degree )?in\b|\bdiploma in\b/i;

/** Skill families of software and systems work (lib/normalize/skills-data.ts). */
const SYSTEMS_SKILLS: ReadonlySet<string> = new Set([
  'language',
  'backend',
  'frontend',
  'mobile',
  'ml',
  'hpc',
  'systems',
  'networking',
  'database',
  'cloud',
  'devops',
  'testing',
  'embedded',
  'game',
]);

export function buildContext(posting: Posting, options: AnalyzeOptions): AnalysisContext {
  const say = (en: string, zh: string) => (options.lang === 'zh' ? zh : en);
  const sentences = sentencesOf(posting.description.sections, posting.description.text, posting.title);
  const signals = findSignals(sentences);
  const skills: SkillLine[] = findSkills(posting).map((s) => ({
    name: s.name,
    family: s.family,
    importance: s.importance,
    evidence: s.evidence.slice(0, 2_000),
  }));
  const labels = new Map<string, string>();
  // Chinese labels for concepts ("Deep learning" -> 深度学习) and for non-technical skills ("Procurement"
  // -> 采购); names of technical tools stay as written ("Kubernetes", not 容器编排).
  const familyOf = new Map(skills.map((s) => [s.name, s.family]));
  const label = (name: string) => {
    if (options.lang !== 'zh' || (!/\s/.test(name) && TECHNICAL.has(familyOf.get(name) ?? 'language'))) return name;
    let known = labels.get(name);
    if (known === undefined) labels.set(name, (known = skillLabel(name, 'zh')));
    return known;
  };
  const family = roleFamilyOf(posting);
  const requirements = sentences.filter((s) => s.section === 'requirements' || s.section === 'preferred');
  // Outside software and systems work, the duties name what the job touches ("recruitment reports", "payroll
  // software for UK businesses"), not skills to bring: a must-have skill is one the requirements ask for.
  // And an on-site trade asks for no programming ("a smartphone, Android or iPhone" is a phone, not Android work).
  // Nor is a degree's field ("财务会计相关专业", "a degree in Accounting") a skill to list outside software work.
  const asked = (skill: SkillLine) =>
    family.builds === true ||
    (!FIELD_OF_STUDY.test(skill.evidence) &&
      (!saysLittle(family) || !SYSTEMS_SKILLS.has(skill.family)) &&
      (skill.evidence === posting.title || requirements.some((s) => s.text.includes(skill.evidence) || skill.evidence.includes(s.text))));
  return {
    posting,
    lang: options.lang,
    say,
    sentences,
    signals,
    has: (signal: SignalId) => signals.has(signal),
    evidence: (signal: SignalId, limit = 2) =>
      [...(signals.get(signal) ?? [])]
        .sort((a, b) => a.text.length - b.text.length)
        .slice(0, limit)
        .map((s) => s.text),
    duties: sentences.filter((s) => s.section === 'responsibilities'),
    requirements,
    skills,
    label,
    mustSkills: skills.filter((s) => s.importance === 'must' && asked(s)),
    niceSkills: skills.filter((s) => s.importance === 'nice'),
    family,
    ...(options.profile ? { profile: options.profile } : {}),
    ...(options.market ? { market: options.market } : {}),
    now: options.now ?? Date.now(),
  };
}

export function runRules(ctx: AnalysisContext, onRuleError?: AnalyzeOptions['onRuleError'], ruleList: readonly Rule[] = rules): Finding[] {
  const findings: Finding[] = [];
  for (const rule of ruleList) {
    try {
      findings.push(...rule.evaluate(ctx));
    } catch (error) {
      // A rule that fails on an odd posting leaves the others standing; the analysis never throws, and the
      // fault goes to the diagnostics log (entrypoints/background/diagnostics.ts).
      onRuleError?.(rule.id, error instanceof Error ? error.message : String(error));
    }
  }
  return findings;
}

const SILENT: Record<DimensionKey, { en: string; zh: string }> = {
  pay: { en: 'The posting says nothing about pay or benefits.', zh: '职位没有提到薪资或福利。' },
  growth: { en: 'The posting says too little about the work to judge growth.', zh: '职位对工作内容描述太少，无法判断成长空间。' },
  workLife: { en: 'The posting says nothing about work mode, hours or travel.', zh: '职位没有提到办公方式、工时或出差。' },
  mission: { en: 'The posting says nothing about what the work is for or who it serves.', zh: '职位没有说明工作的意义或服务对象。' },
};

/** A schedule the rules cannot score is still a schedule: "says nothing about hours" would be false. */
const MENTIONS_TIME =
  /\d{1,2}[:：]\d{2}|\d\s?(?:a\.?m\.?|p\.?m\.?)|\bhours?\b|\bschedule|\bshifts?\b|\bweekends?\b|工作时间|上班时间|[早晚夜]班|休息|月休|轮休|排班/i;

/**
 * Why a dimension is not scored. "Says nothing about" is said only when it is true as far as the rules can
 * tell; in an on-site trade what the work is for is plain from the work, and a stated schedule the rules
 * cannot score is still stated: then the line says only that it is not scored.
 */
function silence(ctx: AnalysisContext, key: DimensionKey): string {
  const unscored = ctx.say('Not scored from this posting.', '未从职位内容评分。');
  if (key === 'mission' && saysLittle(ctx.family)) return unscored;
  if (key === 'workLife' && ctx.sentences.some((s) => MENTIONS_TIME.test(s.text))) return unscored;
  if (key === 'growth' && ctx.duties.length >= 3) return unscored;
  return ctx.say(SILENT[key].en, SILENT[key].zh);
}

function dimension(ctx: AnalysisContext, key: DimensionKey, findings: Finding[]): Dimension {
  const scored = findings.filter((f): f is Extract<Finding, { kind: 'score' }> => f.kind === 'score' && f.dimension === key);
  if (scored.length === 0) return { score: null, confidence: 0, reasons: [silence(ctx, key)], evidence: [] };
  const total = scored.reduce((sum, f) => sum + f.delta, BASE_SCORE);
  const evidence = [...new Set(scored.flatMap((f) => f.evidence ?? []))].slice(0, 8);
  return {
    score: Math.round(Math.min(98, Math.max(5, total))),
    confidence: Math.round(Math.min(0.95, 0.2 + 0.12 * scored.length + 0.04 * evidence.length) * 100) / 100,
    reasons: [...scored].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta)).map((f) => f.reason),
    evidence,
  };
}

function ranked<T extends { weight: number; text: string }>(items: T[], limit: number): T[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => b.weight - a.weight)
    .filter((item) => (seen.has(item.text) ? false : (seen.add(item.text), true)))
    .slice(0, limit);
}

const VERDICT_TEXT = {
  strong: { en: 'Worth applying', zh: '值得投' },
  good: { en: 'Worth a look', zh: '可以考虑' },
  mixed: { en: 'Mixed: weigh the trade-offs', zh: '有取舍，需权衡' },
  weak: { en: 'Think twice', zh: '谨慎考虑' },
} as const;

/**
 * (posting, profile?, market?) -> Analysis: deterministic, explainable, in the UI language.
 * Every score carries its reasons and the posting's own sentences; nothing is sent anywhere.
 */
export function analyze(posting: Posting, options: AnalyzeOptions): Analysis {
  const ctx = buildContext(posting, options);
  const fit = ctx.profile ? computeFit(ctx, ctx.profile) : undefined;
  const market = ctx.market ? computeMarket(ctx, ctx.market) : undefined;
  const findings = runRules(ctx, options.onRuleError);
  if (fit) findings.push(...fit.findings);
  if (market) findings.push(...market.findings);

  const dimensions = Object.fromEntries(DIMENSIONS.map((key) => [key, dimension(ctx, key, findings)])) as Analysis['dimensions'];
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const judged = DIMENSIONS.filter((key) => dimensions[key].score !== null && weights[key] > 0);
  const weightSum = judged.reduce((sum, key) => sum + weights[key], 0);
  const redFlags = computeRedFlags(ctx);
  const scored =
    weightSum > 0 ? Math.round(judged.reduce((sum, key) => sum + dimensions[key].score! * weights[key], 0) / weightSum) : BASE_SCORE;
  // The overall score does not hide a strong sign of a scam: it is held low, and the summary leads with it.
  const overallScore = redFlags.level === 'high' ? Math.min(scored, HIGH_FLAG_CEILING) : scored;
  const verdict = overallScore >= 80 ? 'strong' : overallScore >= 65 ? 'good' : overallScore >= 50 ? 'mixed' : 'weak';

  const of = <K extends Finding['kind']>(kind: K) => findings.filter((f): f is Extract<Finding, { kind: K }> => f.kind === kind);
  const toPoint = (f: Extract<Finding, { kind: 'pro' }> | Extract<Finding, { kind: 'con' }>): Point => ({
    text: f.text,
    ...(f.evidence ? { evidence: f.evidence } : {}),
  });
  const pros = ranked(of('pro'), LIMITS.pros).map(toPoint);
  const cons = ranked(of('con'), LIMITS.cons).map(toPoint);
  const strategy: StrategyItem[] = ranked(of('strategy'), LIMITS.strategy).map(({ id, text, why }) => ({ id, text, why }));
  const questions = pickQuestions(of('question'));
  const prep = ranked(of('prep'), LIMITS.prep).map((f) => f.text);
  const focus = ranked(of('focus'), LIMITS.focus).map((f) => f.text);
  // Two ways of saying one step ("charge nurse after a few years", "charge nurse or unit lead") are one path.
  const paths = ranked(of('path'), LIMITS.paths * 2)
    .map((f) => f.text)
    .filter((text, i, all) => !all.slice(0, i).some((earlier) => samePath(earlier, text)))
    .slice(0, LIMITS.paths);

  const roleSummary = summarizeRole(
    ctx,
    ranked(
      of('focus').filter((f) => f.short),
      LIMITS.focus,
    ).map((f) => f.short!),
  );
  const summaryParts = [
    redFlags.level === 'high'
      ? ctx.say(`Red flags: ${redFlags.flags[0]?.text ?? ''}.`, `风险警示：${redFlags.flags[0]?.text ?? ''}。`)
      : '',
    roleSummary,
    // The strongest point is the top pro: a dimension's first reason can be a cost ("names benefits but no pay").
    pros[0] ? ctx.say(`Strongest point: ${pros[0].text}`, `最大亮点：${pros[0].text}`) : '',
    cons[0] ? ctx.say(`Main trade-off: ${cons[0].text}`, `主要代价：${cons[0].text}`) : '',
    fit ? fit.fit.summary : '',
  ].filter(Boolean);

  return {
    lang: ctx.lang,
    overall: {
      score: overallScore,
      verdict,
      verdictText: ctx.say(VERDICT_TEXT[verdict].en, VERDICT_TEXT[verdict].zh),
      summary: summaryParts.join(' '),
    },
    dimensions,
    ...(fit ? { fit: fit.fit } : {}),
    ...(market ? { market: market.market } : {}),
    pros,
    cons,
    role: { summary: roleSummary, focus, paths },
    strategy,
    interview: { questions, prep },
    skills: ctx.skills.slice(0, 200),
    redFlags,
  };
}

/** A guide needs all three kinds: technical first, then design, then behavioural, within 15. */
const QUESTION_QUOTA = { technical: 8, system_design: 3, behavioural: 4 } as const;

function pickQuestions(all: Extract<Finding, { kind: 'question' }>[]): Question[] {
  // A question asked from a line says less than one that knows the subject: one of each kind per line.
  const at = (f: Extract<Finding, { kind: 'question' }>) => `${f.questionKind}|${f.basedOn}`;
  const anchored = new Set(all.filter((f) => !f.fromLine).map(at));
  const lineTaken = new Set<string>();
  const found = all.filter((f) => !f.fromLine || (!anchored.has(at(f)) && !lineTaken.has(at(f)) && (lineTaken.add(at(f)), true)));
  const chosen: Extract<Finding, { kind: 'question' }>[] = [];
  const rest: Extract<Finding, { kind: 'question' }>[] = [];
  for (const kind of ['technical', 'system_design', 'behavioural'] as const) {
    const ofKind = ranked(
      found.filter((f) => f.questionKind === kind),
      LIMITS.questions,
    );
    chosen.push(...ofKind.slice(0, QUESTION_QUOTA[kind]));
    rest.push(...ofKind.slice(QUESTION_QUOTA[kind]));
  }
  // Unused quota goes to the best questions left over, whatever their kind.
  chosen.push(...ranked(rest, Math.max(0, LIMITS.questions - chosen.length)));
  const order = { technical: 0, system_design: 1, behavioural: 2 } as const;
  return chosen
    .sort((a, b) => order[a.questionKind] - order[b.questionKind] || b.weight - a.weight)
    .map(({ text, questionKind, basedOn }) => ({ text, kind: questionKind, basedOn }));
}

/** Word sets (English) or character pairs (Chinese) that overlap by half or more, or share a short one's last word. */
function samePath(a: string, b: string): boolean {
  const units = (text: string) =>
    /\p{Script=Han}/u.test(text)
      ? new Set([...text.replace(/[^\p{Script=Han}]/gu, '')].map((c, i, all) => c + (all[i + 1] ?? '')).slice(0, -1))
      : new Set(
          text
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length > 3),
        );
  const [x, y] = [units(a), units(b)];
  const shared = [...x].filter((u) => y.has(u)).length;
  // A short path whose last word, the role it names, stands in the other ("lead hand or foreman", "foreman, site
  // supervisor or your own business") is the same step.
  const [short, long] = x.size <= y.size ? [x, y] : [y, x];
  const last = [...short].at(-1);
  return shared > 0 && (shared / short.size >= 0.5 || (short.size <= 3 && last !== undefined && long.has(last)));
}

function summarizeRole(ctx: AnalysisContext, themes: readonly string[]): string {
  const { posting, family } = ctx;
  const grade = gradeOf(posting.seniority, family, posting.title);
  const level = ctx.say(
    {
      intern: 'an internship',
      entry: 'an entry-level role',
      mid: 'a mid-level role',
      senior: 'a senior role',
      staff: 'a staff-level role',
      lead: 'a lead role',
      manager: 'a management role',
      director: 'a director role',
      executive: 'an executive role',
      unknown: 'a role',
    }[grade],
    {
      intern: '实习岗位',
      entry: '初级岗位',
      mid: '中级岗位',
      senior: '资深岗位',
      staff: '专家级岗位',
      lead: '负责人岗位',
      manager: '管理岗位',
      director: '总监岗位',
      executive: '高管岗位',
      unknown: '岗位',
    }[grade],
  );
  const tools = coreTools(ctx).slice(0, 4).map(ctx.label);
  // A role of no known family is named by its level and employer only ("a role in this kind of role" says nothing).
  const core =
    family.id === 'other'
      ? ctx.say(`${level} at ${posting.company.name}`, `${posting.company.name}的${level}`)
      : ctx.say(`${level} in ${family.label.en} at ${posting.company.name}`, `${posting.company.name}的${family.label.zh}${level}`);
  const work = themes.length > 0 ? ctx.say(`: mostly ${themes.slice(0, 2).join(' and ')}`, `，重点是${themes.slice(0, 2).join('、')}`) : '';
  const technical = tools.length > 0 && TECHNICAL.has(ctx.skills.find((s) => ctx.label(s.name) === tools[0])?.family ?? '');
  // Skill words name the work well only in software and systems work ("Incident management" for a pharmacist is a misread).
  const hands =
    tools.length > 0 && family.builds === true
      ? ctx.say(technical ? `, hands-on with ${tools.join(', ')}` : `; key skills: ${tools.join(', ')}`, `，核心技能：${tools.join('、')}`)
      : '';
  const sentence = `${core}${work}${hands}${ctx.say('.', '。')}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
