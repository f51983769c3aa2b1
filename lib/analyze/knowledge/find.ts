import type { Sentence } from '../signals';

/**
 * A negation just before a match rules it out: "no overnight shifts", "never asked to pay a deposit",
 * 不上夜班, 无需出差, 不收押金. One test for every table and signal, so "no" means the same everywhere.
 */
const NEGATED_BEFORE = /\b(?:not|in)eligible (?:for|to receive)\b[^.;]{0,50}$|\bno\s[^.;,]{0,30}\b(?:or|and|nor)\s(?:[\w-]+\s)?$|(?:\bno|\bnot|\bnever|\bwithout|\bzero)\s(?:[\w-]+\s){0,2}[\w-]*$|(?:\bno|\bnot|\bnever|\bwithout|\bzero)\s?$|(?:无需|无|不用|不需要?|不会|不|没有|非|免)\p{Script=Han}{0,2}$/iu;

/** Whether the words just before `index` in `text` rule out what starts there. */
export function ruledOutAt(text: string, index: number): boolean {
  return NEGATED_BEFORE.test(text.slice(Math.max(0, index - 64), index));
}

const FIGURE_TAIL = /^[\d.,]*(?:\s?(?:元|块|%|％|k|K|万))?(?:\s?\/\s?(?:天|晚|月|班|时|小时|hr|hour|day|night|shift))?/;

/** One term of a knowledge table found in the posting: the words it was written in, and their sentence. */
export interface Found<T> {
  term: T;
  words: string;
  line: string;
}

/**
 * Each term of a table at most once, in the posting's own words: the first sentence (in the order given)
 * where its pattern matches and `skip` does not rule the match out (a negation, a waiver).
 */
export function findTerms<T extends { id: string; pattern: RegExp }>(sentences: readonly Sentence[], terms: readonly T[], skip?: (sentence: Sentence, match: RegExpExecArray) => boolean): Found<T>[] {
  const found: Found<T>[] = [];
  for (const sentence of sentences) {
    for (const term of terms) {
      if (found.some((f) => f.term.id === term.id)) continue;
      const match = term.pattern.exec(sentence.text);
      if (match && !skip?.(sentence, match)) {
        // A match that stops inside a figure ("夜班补贴5" of "夜班补贴50元/晚") or a word ("non-compete agr") is quoted to its end.
        const after = sentence.text.slice(match.index + match[0].length);
        const rest = /^\d/.test(after) || /\d$/.test(match[0]) ? (FIGURE_TAIL.exec(after)?.[0] ?? '') : /[A-Za-z]$/.test(match[0]) ? (/^[A-Za-z'-]*/.exec(after)?.[0] ?? '') : '';
        found.push({ term, words: match[0] + rest, line: sentence.text });
      }
    }
  }
  return found;
}

/** The posting's words as a quotation, without the punctuation a match may trail. */
export const quoteWords = (words: string): string => `“${words.trim().replace(/[\s,，;；:：(（-]+$/, '')}”`;
