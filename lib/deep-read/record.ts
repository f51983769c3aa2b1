import * as z from 'zod/mini';
import { DeepReadAnswer } from './answer';
import { PROVIDER_KINDS } from './config';
import type { TrimmedPart } from './prompt';

const TRIMMED_PARTS = ['preferred', 'benefits', 'requirements', 'responsibilities', 'text'] as const satisfies readonly TrimmedPart[];
const count = () => z.number().check(z.int(), z.gte(0));

/** A deep read as stored with its posting (StoredPosting.deepRead) and shown beside the rules' analysis. */
export const StoredDeepRead = z.object({
  provider: z.enum(PROVIDER_KINDS),
  model: z.string().check(z.maxLength(200)),
  promptVersion: z.string().check(z.maxLength(40)),
  lang: z.enum(['en', 'zh']),
  at: z.iso.datetime({ offset: true }),
  answer: DeepReadAnswer,
  /** Quotes the posting does not hold, removed from the answer. */
  dropped: z.object({ quotes: count() }),
  tokens: z.optional(z.object({ prompt: z.optional(count()), completion: z.optional(count()) })),
  ms: count(),
  /** Characters sent (the messages' text), so that the user knows the size of what left. */
  sentChars: count(),
  trimmed: z.array(z.enum(TRIMMED_PARTS)).check(z.maxLength(5)),
  withProfile: z.boolean(),
  /** The first answer was not the JSON asked for and the model was asked once more. */
  repaired: z.boolean(),
  /** Instructions the posting hides for AI tools, quoted (a red flag; they were not followed). */
  hiddenInstructions: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(5)),
});
export type StoredDeepRead = z.infer<typeof StoredDeepRead>;
