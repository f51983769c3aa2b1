import * as z from 'zod/mini';

/**
 * The deep read answer as kept after checking (docs/data-contracts.md, "Deep read answer"): every block
 * optional, so that a block the model left out or got wrong falls back to the rules' one. The shape
 * the model is asked for is in wire.ts.
 */

// The kept shape: bounded, every block optional.
export const MAX_TEXT = 1_200;
export const MAX_ITEMS = 12;
const text = () => z.string().check(z.maxLength(MAX_TEXT));
const texts = () => z.array(text()).check(z.maxLength(MAX_ITEMS));

export const DeepDimension = z.object({
  score: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  reasons: texts(),
  evidence: texts(),
});
export type DeepDimension = z.infer<typeof DeepDimension>;
export const DeepPoint = z.object({ text: text(), evidence: z.optional(text()) });
export type DeepPoint = z.infer<typeof DeepPoint>;
export const DEEP_DIMENSIONS = ['pay', 'growth', 'workLife', 'mission'] as const;

export const DeepReadAnswer = z.object({
  overall: z.optional(z.object({ score: z.number().check(z.int(), z.gte(0), z.lte(100)), summary: text() })),
  dimensions: z.optional(
    z.object({
      pay: z.optional(DeepDimension),
      growth: z.optional(DeepDimension),
      workLife: z.optional(DeepDimension),
      mission: z.optional(DeepDimension),
    }),
  ),
  pros: z.optional(z.array(DeepPoint).check(z.maxLength(MAX_ITEMS))),
  cons: z.optional(z.array(DeepPoint).check(z.maxLength(MAX_ITEMS))),
  role: z.optional(z.object({ summary: text(), focus: texts(), paths: texts() })),
  strategy: z.optional(z.array(z.object({ text: text(), why: text() })).check(z.maxLength(MAX_ITEMS))),
  interview: z.optional(
    z.object({
      questions: z
        .array(z.object({ text: text(), kind: z.string().check(z.maxLength(40)), basedOn: z.optional(text()) }))
        .check(z.maxLength(MAX_ITEMS)),
      prep: texts(),
    }),
  ),
  redFlags: z.optional(z.array(DeepPoint).check(z.maxLength(MAX_ITEMS))),
});
export type DeepReadAnswer = z.infer<typeof DeepReadAnswer>;
