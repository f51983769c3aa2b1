import { parseJsonLenient, type JsonObject } from './jsonld';

export type { JsonObject };
type JsonValue = JsonObject[string];

/**
 * The JSON object literal that starts at or after `from` in a script's text, found by counting
 * braces outside strings: app-state blobs (`window.__remixContext = {...};`, `var $CONFIG = {...}`)
 * are followed by more code, so a regex up to the next `;` cuts them short.
 */
export function objectLiteralAt(text: string, from: number): string | undefined {
  const start = text.indexOf('{', from);
  if (start < 0) return undefined;
  let depth = 0;
  let inString: string | null = null;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === inString) inString = null;
      continue;
    }
    if (ch === '"' || ch === "'") inString = ch;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

/** The object assigned after `marker` in the first inline script that contains it. */
export function scriptObject(doc: Document, marker: string): JsonObject | undefined {
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    const at = text.indexOf(marker);
    if (at < 0) continue;
    const literal = objectLiteralAt(text, at + marker.length);
    if (!literal) continue;
    const parsed = parseJsonLenient(literal);
    if (parsed.ok && isJsonObject(parsed.value)) return parsed.value;
  }
  return undefined;
}

/** The object inside a `<script type="application/json" id=...>` or similar data block. */
export function dataBlock(doc: Document, selector: string): JsonObject | undefined {
  const text = doc.querySelector(selector)?.textContent;
  if (!text) return undefined;
  const parsed = parseJsonLenient(text);
  return parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Walks a path of keys through nested objects: path(obj, 'a', 'b') is obj.a?.b. */
export function path(value: JsonValue | undefined, ...keys: string[]): JsonValue | undefined {
  let current = value;
  for (const key of keys) {
    if (!isJsonObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function stringAt(value: JsonValue | undefined, ...keys: string[]): string | undefined {
  const found = path(value, ...keys);
  if (typeof found === 'string') return found.trim() || undefined;
  if (typeof found === 'number' && Number.isFinite(found)) return String(found);
  return undefined;
}

export function numberAt(value: JsonValue | undefined, ...keys: string[]): number | undefined {
  const found = path(value, ...keys);
  if (typeof found === 'number' && Number.isFinite(found)) return found;
  if (typeof found === 'string' && /^-?\d+(?:\.\d+)?$/.test(found.replace(/,/g, ''))) return Number(found.replace(/,/g, ''));
  return undefined;
}

/** The first object (depth-first, bounded) that has all the given keys. */
export function findObjectWith(root: JsonValue | undefined, keys: readonly string[], maxDepth = 12): JsonObject | undefined {
  const stack: { value: JsonValue | undefined; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > maxDepth || typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
      continue;
    }
    if (keys.every((key) => key in value)) return value;
    const children = Object.keys(value);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ value: value[children[i]!], depth: depth + 1 });
  }
  return undefined;
}
