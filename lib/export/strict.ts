import * as z from 'zod/mini';

/**
 * A copy of a schema in which every object, at any depth, refuses keys it does not declare
 * (`unrecognized_keys`) instead of dropping them. The app's schemas strip unknown keys, which is
 * right for data the app wrote itself; an imported file is foreign data, and a key nobody declared
 * (`__proto__`, `constructor`, a typo, a field from another tool) is a reason to refuse the row,
 * never something to carry along or merge. The copy keeps every check of the original
 * (lengths, formats, enums), so the two cannot drift apart: the import validates with the very
 * schema the database reads with, only stricter.
 */
export function deepStrict<T extends z.core.$ZodType>(schema: T): T {
  return strictCopy(schema, new Map()) as T;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function strictCopy(schema: z.core.$ZodType, seen: Map<z.core.$ZodType, z.core.$ZodType>): z.core.$ZodType {
  const known = seen.get(schema);
  if (known) return known;
  const def = schema._zod.def as Def;
  const inner = (key: string): z.core.$ZodType => strictCopy(def[key] as z.core.$ZodType, seen);
  let copy: z.core.$ZodType;
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, z.core.$ZodType>;
      const strictShape = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strictCopy(value, seen)]));
      copy = z.core.clone(schema, { ...def, shape: strictShape, catchall: z.never() } as z.core.$ZodTypeDef);
      break;
    }
    case 'array':
      copy = z.core.clone(schema, { ...def, element: inner('element') } as z.core.$ZodTypeDef);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      copy = z.core.clone(schema, { ...def, innerType: inner('innerType') } as z.core.$ZodTypeDef);
      break;
    case 'record':
      copy = z.core.clone(schema, { ...def, valueType: inner('valueType') } as z.core.$ZodTypeDef);
      break;
    case 'union': {
      const options = (def['options'] as z.core.$ZodType[]).map((option) => strictCopy(option, seen));
      copy = z.core.clone(schema, { ...def, options } as z.core.$ZodTypeDef);
      break;
    }
    case 'pipe':
      copy = z.core.clone(schema, { ...def, in: inner('in'), out: inner('out') } as z.core.$ZodTypeDef);
      break;
    default:
      // Strings, numbers, enums, literals...: nothing nested to tighten.
      copy = schema;
  }
  seen.set(schema, copy);
  return copy;
}
