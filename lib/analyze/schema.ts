import * as z from 'zod/mini';

/** The Analysis contract (docs/data-contracts.md, "Analysis"); it crosses from the background to the sidebar, so it is a schema. */

const text = () => z.string().check(z.maxLength(2_000));
const texts = (max = 40) => z.array(text()).check(z.maxLength(max));

export const DIMENSIONS = ['pay', 'growth', 'workLife', 'mission'] as const;
export type DimensionKey = (typeof DIMENSIONS)[number];

export const Dimension = z.object({
  /** null when the posting says too little to judge; `reasons` then says why. */
  score: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  confidence: z.number().check(z.gte(0), z.lte(1)),
  reasons: texts(),
  /** The posting's own sentences behind the score. */
  evidence: texts(),
});
export type Dimension = z.infer<typeof Dimension>;

export const Point = z.object({ text: text(), evidence: z.optional(text()) });
export type Point = z.infer<typeof Point>;

const QUESTION_KINDS = ['technical', 'system_design', 'behavioural'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const Question = z.object({ text: text(), kind: z.enum(QUESTION_KINDS), basedOn: text() });
export type Question = z.infer<typeof Question>;

export const StrategyItem = z.object({ id: z.string().check(z.maxLength(120)), text: text(), why: text() });
export type StrategyItem = z.infer<typeof StrategyItem>;

const VERDICTS = ['strong', 'good', 'mixed', 'weak'] as const;

export const SkillLine = z.object({
  name: z.string().check(z.maxLength(120)),
  family: z.string().check(z.maxLength(60)),
  importance: z.enum(['must', 'nice', 'mentioned']),
  evidence: text(),
});
export type SkillLine = z.infer<typeof SkillLine>;

export const Fit = z.object({
  score: z.number().check(z.gte(0), z.lte(100)),
  matchedSkills: z.array(z.string()),
  missingMustHaves: z.array(z.string()),
  missingNiceToHaves: z.array(z.string()),
  experience: z.object({ required: z.optional(z.number()), have: z.optional(z.number()), text: text() }),
  pay: z.object({ verdict: z.enum(['above', 'within', 'below', 'unknown']), text: text() }),
  place: z.object({ ok: z.nullable(z.boolean()), text: text() }),
  workMode: z.object({ ok: z.nullable(z.boolean()), text: text() }),
  learnFirst: z.array(z.string()),
  stressFirst: z.array(z.string()),
  summary: text(),
});
export type Fit = z.infer<typeof Fit>;

export const MarketFigure = z.object({
  /** How many saved or seen postings the figure stands on. */
  sampleSize: z.number().check(z.int(), z.gte(0)),
  basis: text(),
  text: text(),
  value: z.optional(z.number()),
});
export type MarketFigure = z.infer<typeof MarketFigure>;

export const Market = z.object({
  salary: MarketFigure,
  company: MarketFigure,
  similar: z.object({
    sampleSize: z.number(),
    text: text(),
    items: z.array(z.object({ id: z.string(), title: text(), company: text(), similarity: z.number() })).check(z.maxLength(5)),
  }),
  pageFacts: z.array(z.object({ kind: z.string(), value: z.number(), text: text() })),
});
export type Market = z.infer<typeof Market>;

export const RED_FLAG_LEVELS = ['none', 'caution', 'high'] as const;
export type RedFlagLevel = (typeof RED_FLAG_LEVELS)[number];

export const RedFlag = z.object({
  id: z.string().check(z.maxLength(60)),
  /** scam, stale, repost, agency, injection. */
  kind: z.string().check(z.maxLength(30)),
  text: text(),
  /** The posting's own words, or the page's fact, behind the flag. */
  evidence: z.optional(text()),
});
export type RedFlag = z.infer<typeof RedFlag>;

export const RedFlags = z.object({
  level: z.enum(RED_FLAG_LEVELS),
  flags: z.array(RedFlag).check(z.maxLength(12)),
  /** What could not be checked. */
  unknown: texts(5),
});
export type RedFlags = z.infer<typeof RedFlags>;

export const Analysis = z.object({
  lang: z.enum(['en', 'zh']),
  overall: z.object({ score: z.number().check(z.gte(0), z.lte(100)), verdict: z.enum(VERDICTS), verdictText: text(), summary: text() }),
  dimensions: z.object({ pay: Dimension, growth: Dimension, workLife: Dimension, mission: Dimension }),
  fit: z.optional(Fit),
  market: z.optional(Market),
  pros: z.array(Point).check(z.maxLength(8)),
  cons: z.array(Point).check(z.maxLength(8)),
  role: z.object({ summary: text(), focus: texts(8), paths: texts(6) }),
  strategy: z.array(StrategyItem).check(z.maxLength(10)),
  interview: z.object({ questions: z.array(Question).check(z.maxLength(15)), prep: texts(10) }),
  skills: z.array(SkillLine).check(z.maxLength(200)),
  redFlags: RedFlags,
});
export type Analysis = z.infer<typeof Analysis>;

export const ScoreWeights = z.object({
  pay: z.number().check(z.gte(0), z.lte(10)),
  growth: z.number().check(z.gte(0), z.lte(10)),
  workLife: z.number().check(z.gte(0), z.lte(10)),
  mission: z.number().check(z.gte(0), z.lte(10)),
});
export type ScoreWeights = z.infer<typeof ScoreWeights>;
export const DEFAULT_WEIGHTS: ScoreWeights = { pay: 1, growth: 1, workLife: 1, mission: 1 };
