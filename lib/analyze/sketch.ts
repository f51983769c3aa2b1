/**
 * A small fingerprint of a posting's text (a MinHash of its four-word, or four-character, runs), kept with
 * each saved or seen posting, so that "the same role, most of the text the same, under a new address" is
 * found among thousands without keeping their texts in memory.
 */
const SKETCH_SIZE = 16;
const SHINGLE = 4;

function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? []
  );
}

function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  return (h ^ (h >>> 12)) >>> 0;
}

/** The sketch of a text; an empty one for a text too short to compare. */
export function textSketch(text: string): number[] {
  const words = tokens(text);
  if (words.length < SHINGLE * 2) return [];
  const minima = new Array<number>(SKETCH_SIZE).fill(0xffffffff);
  for (let i = 0; i + SHINGLE <= words.length; i++) {
    const shingle = words.slice(i, i + SHINGLE).join(' ');
    for (let s = 0; s < SKETCH_SIZE; s++) {
      const value = hash(shingle, s * 0x9e3779b1);
      if (value < minima[s]!) minima[s] = value;
    }
  }
  return minima;
}

/** The share of the texts' runs the two have in common, estimated: 1 for the same text, near 0 for unrelated ones. */
/** Of two texts' runs, this share the same: the same ad (a repost, or one text under two employers). */
export const SAME_TEXT = 0.75;

export function sketchSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== SKETCH_SIZE || b.length !== SKETCH_SIZE) return 0;
  let same = 0;
  for (let i = 0; i < SKETCH_SIZE; i++) if (a[i] === b[i]) same++;
  return same / SKETCH_SIZE;
}
