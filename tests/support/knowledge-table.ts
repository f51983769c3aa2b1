import { expect, it } from 'vitest';

/**
 * The meta-test every knowledge table of lib/analyze/knowledge/ passes: each entry's pattern finds each of
 * its examples, ids are unique, and lines that merely look like the table's subject match nothing.
 */
export function itChecksTable<T extends { id: string; examples: readonly string[] }>(
  table: readonly T[],
  find: (text: string) => readonly T[],
  notAny: readonly string[],
): void {
  it.each(table.flatMap((entry) => entry.examples.map((example) => [entry.id, example] as const)))('%s is found in "%s"', (id, example) => {
    expect(find(example).map((entry) => entry.id)).toContain(id);
  });

  it('ids are unique, and every entry has examples', () => {
    expect(new Set(table.map((entry) => entry.id)).size).toBe(table.length);
    for (const entry of table) expect(entry.examples.length, entry.id).toBeGreaterThan(0);
  });

  it('lines that only look like it match nothing', () => {
    for (const text of notAny)
      expect(
        find(text).map((entry) => entry.id),
        text,
      ).toEqual([]);
  });
}
