import { parseJsonLenient } from './jsonld';
import { isJsonObject, stringAt, type JsonObject } from './embedded';

type JsonValue = JsonObject[string];
import { collapseSpaces } from './text';

/**
 * Small readers shared by the Chinese boards' adapters (BOSS直聘, 猎聘, 51job, 智联, 拉勾): their pages
 * write the same facts the same way ("杭州 | 3-5年 | 本科 | 招1人"), and several carry Baidu's
 * "Cambrian" JSON-LD, which is not schema.org and so is not read by the JSON-LD fallback.
 */

/** Baidu Cambrian JSON-LD (`"@context": ".../contexts/cambrian.jsonld"`): title, description, pubDate, upDate. */
export function cambrianLd(doc: Document): JsonObject | undefined {
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'))) {
    const text = script.textContent ?? '';
    if (!/cambrian/i.test(text)) continue;
    const parsed = parseJsonLenient(text);
    if (parsed.ok && isJsonObject(parsed.value) && /cambrian/i.test(stringAt(parsed.value, '@context') ?? '')) return parsed.value;
  }
  return undefined;
}

/** "…，薪资：15-25K·16薪，地点：杭州，要求：3-5年，…" -> the value after one label. */
export function labelledValue(summary: string | undefined, label: string): string | undefined {
  if (!summary) return undefined;
  const match = new RegExp(`${label}\\s*[:：]\\s*([^，,。；;]+)`).exec(summary);
  return match ? collapseSpaces(match[1]!) || undefined : undefined;
}

/**
 * Digits drawn with a private-use-area font (BOSS直聘 salaries: U+E8F0..U+E8F9 and others) look
 * like numbers on screen and are not numbers in the DOM; such a string is never read as a salary.
 */
export function hasPrivateUseChars(text: string): boolean {
  return /[\ue000-\uf8ff]/.test(text);
}

interface JobFacts {
  place?: string;
  experience?: string;
  education?: string;
  posted?: string;
  headcount?: string;
  /** 全职 / 兼职 / 实习 */
  nature?: string;
}

const EXPERIENCE = /经验|\d\s*年|应届|在校|实习生|年以[上内下]/;
const EDUCATION = /学历|本科|硕士|博士|大专|专科|高中|中专|中技|MBA|EMBA/i;
const POSTED = /发布|更新|刚刚|今天|今日|昨天|前$/;
const HEADCOUNT = /^招\s*(?:\d+|若干)\s*人$/;
const NATURE = /^(?:全职|兼职|实习|校招|社招)$/;

/**
 * The short facts under a posting's title, in whatever order a board writes them, told apart by
 * their words; the first one that is none of them is the place.
 */
export function classifyFacts(parts: readonly string[]): JobFacts {
  const facts: JobFacts = {};
  for (const raw of parts) {
    const part = collapseSpaces(raw.replace(/^[/|｜]+|[/|｜]+$/g, ''));
    if (!part) continue;
    if (HEADCOUNT.test(part)) facts.headcount ??= part;
    else if (NATURE.test(part)) facts.nature ??= part;
    else if (POSTED.test(part) && !EXPERIENCE.test(part.replace(/\d+\s*年\s*\d+\s*月|\d{4}[-/.年]/g, ''))) facts.posted ??= part;
    else if (EDUCATION.test(part) && part.length <= 12) facts.education ??= part;
    else if (EXPERIENCE.test(part) && part.length <= 16) facts.experience ??= part;
    else facts.place ??= part;
  }
  return facts;
}

/**
 * "上海·长宁区·新华路" and "深圳-龙华区": the city is the first segment, the district the second.
 * Given as fields so that a three-part place (city · district · business area) keeps its city.
 */
export function placeParts(raw: string): { raw: string; city?: string; region?: string } {
  const text = collapseSpaces(raw);
  const segments = text.split(/\s*[·・\-－]\s*/).filter(Boolean);
  if (segments.length < 3) return { raw: text };
  return { raw: text, city: segments[0]!, region: segments[1]! };
}

/** Text pieces of an element split at its separator elements (`<em class="dolt">`, `<span>|</span>`). */
export function segmentsOf(el: Element | null | undefined, separator: string): string[] {
  if (!el) return [];
  const segments: string[] = [''];
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 1 && (node as Element).matches(separator)) {
      segments.push('');
      continue;
    }
    segments[segments.length - 1] += node.textContent ?? '';
  }
  return segments.map(collapseSpaces).filter(Boolean);
}

/** The first object (depth-first, bounded) that the test accepts: the page's own job among similar ones. */
export function findObject(root: JsonValue | undefined, test: (obj: JsonObject) => boolean): JsonObject | undefined {
  const stack: (JsonValue | undefined)[] = [root];
  for (let visited = 0; stack.length > 0 && visited < 20_000; visited++) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (test(value)) return value;
    const children = Object.values(value);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return undefined;
}
