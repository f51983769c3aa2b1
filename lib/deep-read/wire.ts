import * as z from 'zod/mini';

/**
 * The shape a model is asked for (docs/data-contracts.md, "Deep read answer"), sent as JSON Schema with the
 * request. Kept apart from answer.ts: the JSON Schema writer is only loaded where a model is called.
 */
const score = () => z.nullable(z.number());
const wireDimension = () => z.object({ score: score(), reasons: z.array(z.string()), evidence: z.array(z.string()) });
const wirePoint = () => z.object({ text: z.string(), evidence: z.string() });

/** What the model is asked to write: every key required, nothing else (OpenAI's strict json_schema rules). */
const WIRE_SCHEMA = z.object({
  overall: z.object({ score: z.number(), summary: z.string() }),
  dimensions: z.object({ pay: wireDimension(), growth: wireDimension(), workLife: wireDimension(), mission: wireDimension() }),
  pros: z.array(wirePoint()),
  cons: z.array(wirePoint()),
  role: z.object({ summary: z.string(), focus: z.array(z.string()), paths: z.array(z.string()) }),
  strategy: z.array(z.object({ text: z.string(), why: z.string() })),
  interview: z.object({
    questions: z.array(z.object({ text: z.string(), kind: z.string(), basedOn: z.string() })),
    prep: z.array(z.string()),
  }),
  redFlags: z.array(wirePoint()),
});

/** A wire shape as the JSON Schema sent with a request (without `$schema`, a document header the request does not need). */
export function jsonSchemaOf(shape: z.ZodMiniType): Record<string, unknown> {
  const schema = z.toJSONSchema(shape) as Record<string, unknown>;
  delete schema['$schema'];
  return schema;
}

/** The JSON Schema passed as `response_format`, `format` or `responseConstraint`. */
export const ANSWER_JSON_SCHEMA = jsonSchemaOf(WIRE_SCHEMA);
