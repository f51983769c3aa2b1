import type { Sentence } from '../signals';

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
      if (match && !skip?.(sentence, match)) found.push({ term, words: match[0], line: sentence.text });
    }
  }
  return found;
}

/** The posting's words as a quotation, without the punctuation a match may trail. */
export const quoteWords = (words: string): string => `“${words.trim().replace(/[\s,，;；:：(（-]+$/, '')}”`;
