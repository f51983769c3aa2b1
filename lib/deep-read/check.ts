import { DEEP_DIMENSIONS, DeepReadAnswer, MAX_ITEMS, MAX_TEXT, type DeepDimension, type DeepPoint } from './answer';

/**
 * A model's answer is input from outside (docs/data-contracts.md, "Trust boundaries"): every string
 * is cleaned to plain text with its links dropped, every score clamped, and every quote (`evidence`,
 * `basedOn`) kept only when the posting holds it. A block the model got wrong is left out, so that the
 * rules' block shows instead; the answer is refused only when no block is usable.
 */

/** Control, zero-width and bidi characters: never shown. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** Markdown links keep their label; bare addresses go (a model's links are never followed or shown). */
export function modelText(value: string): string {
  return value
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/\b(?:https?|ftp|file|javascript|data):\/*[^\s)）\]】"'，。]*/gi, '')
    .replace(/\bwww\.[^\s)）\]】"'，。]+/gi, '')
    .replace(CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT);
}

/** Width (NFKC), case, curly quotes and every space ignored: a quote across a line break still counts. */
export function comparable(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\s\u200b-\u200f\ufeff]+/g, '');
}

const QUOTE_MARKS = /^["'“”‘’「」『』«»\s]+|["'“”‘’「」『』«»\s]+$/g;
/** Shorter than this (after normalizing) a "quote" proves nothing and is not kept, nor counted as made up. */
const MIN_QUOTE = 3;
/** A quote cut with an ellipsis: each part this long at least, at most this many parts, this close together. */
const MIN_PART = 8;
const MAX_PARTS = 3;
const MAX_GAP = 300;

type QuoteVerdict = 'found' | 'missing' | 'empty';

/** Checks quotes against one posting's text; a quote cut with an ellipsis must hold each part, in order. */
export function quoteChecker(postingText: string): (quote: string) => QuoteVerdict {
  const haystack = comparable(postingText);
  return (quote) => {
    const parts = quote
      .replace(QUOTE_MARKS, '')
      .split(/\.{3,}|…+|⋯+/)
      .map((part) => comparable(part.replace(QUOTE_MARKS, '')))
      .filter((part) => part.length > 0);
    if (parts.length === 0 || (parts.length === 1 && parts[0]!.length < MIN_QUOTE)) return 'empty';
    if (parts.length === 1) return haystack.includes(parts[0]!) ? 'found' : 'missing';
    // "We do … offer remote work" must not pass for "We do not offer remote work": short parts, or parts far
    // apart, are not the posting's words.
    if (parts.length > MAX_PARTS || parts.some((part) => part.length < MIN_PART)) return 'missing';
    let at = haystack.indexOf(parts[0]!);
    while (at >= 0) {
      let end = at + parts[0]!.length;
      let whole = true;
      for (const part of parts.slice(1)) {
        const next = haystack.indexOf(part, end);
        if (next < 0 || next - end > MAX_GAP) {
          whole = false;
          break;
        }
        end = next + part.length;
      }
      if (whole) return 'found';
      at = haystack.indexOf(parts[0]!, at + 1);
    }
    return 'missing';
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? modelText(value) || undefined : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ITEMS * 2) : []);
const texts = (value: unknown): string[] =>
  list(value)
    .map(str)
    .filter((item): item is string => item !== undefined)
    .slice(0, MAX_ITEMS);

/** 0–100, whole; a score written as "80" or 8.5 of 10 is read, anything else is no score. */
export function clampScore(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  const scaled = number > 0 && number <= 10 && !Number.isInteger(number) ? number * 10 : number;
  return Math.round(Math.min(100, Math.max(0, scaled)));
}

interface CheckedAnswer {
  answer: DeepReadAnswer;
  /** Quotes the posting does not hold: removed, and said. */
  dropped: number;
}

/** Reads a parsed model answer; undefined when nothing in it is usable. */
export function checkAnswer(raw: unknown, postingText: string): CheckedAnswer | undefined {
  if (!isRecord(raw)) return undefined;
  const verdict = quoteChecker(postingText);
  let dropped = 0;
  /** The quote when the posting holds it; counts it when it does not. */
  const quote = (value: unknown): string | undefined => {
    const candidate = typeof value === 'string' ? value.replace(CONTROLS, '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT) : undefined;
    if (!candidate) return undefined;
    const found = verdict(candidate);
    if (found === 'missing') dropped++;
    return found === 'found' ? candidate : undefined;
  };
  const points = (value: unknown): DeepPoint[] | undefined => {
    if (!Array.isArray(value)) return undefined;
    const kept: DeepPoint[] = [];
    for (const item of list(value)) {
      const text = isRecord(item) ? str(item['text']) : str(item);
      if (!text) continue;
      const evidence = isRecord(item) ? quote(item['evidence']) : undefined;
      kept.push(evidence ? { text, evidence } : { text });
    }
    // An empty list says nothing: the rules' block shows instead.
    return kept.length > 0 ? kept.slice(0, MAX_ITEMS) : undefined;
  };
  const dimension = (value: unknown): DeepDimension | undefined => {
    if (!isRecord(value)) return undefined;
    const evidence = list(value['evidence'])
      .map(quote)
      .filter((item): item is string => item !== undefined)
      .slice(0, MAX_ITEMS);
    return { score: clampScore(value['score']), reasons: texts(value['reasons']), evidence };
  };

  const answer: DeepReadAnswer = {};
  const overall = raw['overall'];
  if (isRecord(overall)) {
    const score = clampScore(overall['score']);
    const summary = str(overall['summary']);
    if (score !== null && summary) answer.overall = { score, summary };
  }
  if (isRecord(raw['dimensions'])) {
    const dimensions: NonNullable<DeepReadAnswer['dimensions']> = {};
    for (const key of DEEP_DIMENSIONS) {
      const read = dimension((raw['dimensions'] as Record<string, unknown>)[key]);
      if (read) dimensions[key] = read;
    }
    if (Object.keys(dimensions).length > 0) answer.dimensions = dimensions;
  }
  const pros = points(raw['pros']);
  if (pros) answer.pros = pros;
  const cons = points(raw['cons']);
  if (cons) answer.cons = cons;
  const role = raw['role'];
  if (isRecord(role) && str(role['summary']))
    answer.role = { summary: str(role['summary'])!, focus: texts(role['focus']), paths: texts(role['paths']) };
  const strategy = list(raw['strategy'])
    .map((item) => (isRecord(item) ? { text: str(item['text']), why: str(item['why']) ?? '' } : { text: str(item), why: '' }))
    .filter((item): item is { text: string; why: string } => item.text !== undefined)
    .slice(0, MAX_ITEMS);
  if (strategy.length > 0) answer.strategy = strategy;
  const interview = raw['interview'];
  if (isRecord(interview)) {
    const questions = list(interview['questions'])
      .filter(isRecord)
      .map((item) => {
        const text = str(item['text']);
        const basedOn = quote(item['basedOn']);
        const kind = (str(item['kind']) ?? 'other').slice(0, 40);
        return text ? { text, kind, ...(basedOn ? { basedOn } : {}) } : undefined;
      })
      .filter((item) => item !== undefined)
      .slice(0, MAX_ITEMS);
    const prep = texts(interview['prep']);
    if (questions.length + prep.length > 0) answer.interview = { questions, prep };
  }
  const redFlags = points(raw['redFlags']);
  if (redFlags) answer.redFlags = redFlags;

  if (Object.keys(answer).length === 0) return undefined;
  // The cleaned answer is checked once more against the kept shape: what is stored always reads back.
  const parsed = DeepReadAnswer.safeParse(answer);
  return parsed.success ? { answer: parsed.data, dropped } : undefined;
}
