import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: code, tests, scripts, docs/ and the README cite documents that are in it. A
 * citation names a file (`docs/sites.md`), may add section numbers (`§0.6 and §15`, `§5 items 8-11`) or a section's
 * title in quotes (`docs/data-contracts.md, "Fixtures"`), and each must exist. The folder the project's first notes
 * lived in, outside the repository, is never cited.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SELF = 'tests/unit/docs-links.test.ts';
const SCANNED = ['lib', 'components', 'entrypoints', 'tests', 'scripts', 'wxt.config.ts', 'docs', 'README.md'];
const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|py|css|html|md|json)$/;

/** The notes folder outside the repository, spelt in two parts so that this file does not cite it. */
const OUTSIDE = `${'shared'}/`;
const OUTSIDE_MENTION = new RegExp(String.raw`(?<![\w.-])${OUTSIDE}`, 'g');
/** A Markdown file named by its path, or by its bare name: `docs/sites.md`, `tests/fixtures/skills/README.md`. */
const DOC_MENTION = /(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md)\b/g;
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
/** "§5 item 3", "§5, items 8-11", "§5 items 2, 4 and 6". */
const ITEMS = /^,?\s*items?\s+(\d+(?:\s*(?:-|–|,|and)\s*\d+)*)/;
/** `docs/data-contracts.md, "Fixtures"` (in JSON text the quotes are escaped). */
const QUOTED_TITLE = /^,?\s*\\?"([^"\\]{2,80})\\?"/;

/**
 * Fixture data is quoted page text, not ours: under tests/fixtures/ only code, READMEs and meta.json are read.
 */
function isScanned(rel: string): boolean {
  if (rel === SELF || !TEXT_FILE.test(rel)) return false;
  if (!rel.startsWith('tests/fixtures/')) return true;
  return /\.(?:ts|md)$/.test(rel) || rel.endsWith('/meta.json');
}

function filesUnder(rel: string): string[] {
  const abs = join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (TEXT_FILE.test(rel)) return [rel];
  return readdirSync(abs, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = `${rel}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(child) : isScanned(child) ? [child] : [];
    });
}

interface Outline {
  /** Section numbers of the headings: "0", "0.6", "19.1". */
  numbers: Set<string>;
  /** Heading titles without their number. */
  titles: Set<string>;
  /** How many numbered list items each numbered section holds (its own lines, up to the next heading). */
  items: Map<string, number>;
}

const outlines = new Map<string, Outline | null>();

function outlineOf(abs: string): Outline | null {
  if (outlines.has(abs)) return outlines.get(abs)!;
  let outline: Outline | null = null;
  if (existsSync(abs)) {
    outline = { numbers: new Set(), titles: new Set(), items: new Map() };
    let current: string | undefined;
    for (const line of readFileSync(abs, 'utf8').split('\n')) {
      const heading = /^#{1,6}\s+(?:(\d+(?:\.\d+)*)\.?\s+)?(.+?)\s*$/.exec(line);
      if (heading) {
        current = heading[1];
        if (current) outline.numbers.add(current);
        outline.titles.add(heading[2]!);
        continue;
      }
      if (current && /^\d+\.\s/.test(line)) outline.items.set(current, (outline.items.get(current) ?? 0) + 1);
    }
  }
  outlines.set(abs, outline);
  return outline;
}

/** Where a mentioned file is: under the root for a path, or beside the citing file. */
function resolveMention(mention: string, fromRel: string): string | undefined {
  const candidates = mention.startsWith('docs/') ? [join(ROOT, mention)] : [join(ROOT, mention), join(ROOT, dirname(fromRel), mention)];
  return candidates.find((path) => existsSync(path));
}

function itemNumbers(text: string): number[] {
  return [...text.matchAll(/(\d+)(?:\s*[-–]\s*(\d+))?/g)].flatMap((match) => {
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    return Array.from({ length: Math.max(0, to - from) + 1 }, (_, i) => from + i);
  });
}

/** What is wrong with one file's citations, as "file:line: what". */
export function citationProblems(rel: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${rel}:${index + 1}`;
    if (OUTSIDE_MENTION.test(line)) problems.push(`${at}: cites ${OUTSIDE}, which is not in the repository; cite docs/ instead`);
    OUTSIDE_MENTION.lastIndex = 0;
    const mentions = [...line.matchAll(DOC_MENTION)].map((match) => ({
      name: match[1]!,
      start: match.index,
      end: match.index + match[0].length,
      path: resolveMention(match[1]!, rel),
    }));
    for (const mention of mentions) {
      if (!mention.path) {
        problems.push(`${at}: ${mention.name} does not exist${mention.name.includes('/') ? '' : ' (write its path, docs/…)'}`);
        continue;
      }
      const title = QUOTED_TITLE.exec(line.slice(mention.end))?.[1];
      const outline = outlineOf(mention.path);
      if (title && outline && !outline.titles.has(title) && !/^\d/.test(title)) {
        problems.push(`${at}: ${mention.name} has no section "${title}"`);
      }
    }
    // Inside a document, a section number alone is one of its own.
    const own = rel.startsWith('docs/') ? { name: rel, start: -1, end: -1, path: join(ROOT, rel) } : undefined;
    for (const match of line.matchAll(SECTION)) {
      const number = match[1]!;
      const cited = mentions.filter((mention) => mention.start < match.index).at(-1) ?? own;
      if (!cited) {
        problems.push(`${at}: §${number} with no document named before it on the line`);
        continue;
      }
      const outline = cited.path ? outlineOf(cited.path) : null;
      if (!outline) continue;
      if (!outline.numbers.has(number)) {
        problems.push(`${at}: ${cited.name} has no §${number}`);
        continue;
      }
      const items = ITEMS.exec(line.slice(match.index + match[0].length))?.[1];
      const count = outline.items.get(number) ?? 0;
      for (const item of items ? itemNumbers(items) : []) {
        if (item < 1 || item > count) problems.push(`${at}: ${cited.name} §${number} has no item ${item}`);
      }
    }
  });
  return problems;
}

describe('citations of documents', () => {
  it('every cited document, section and item exists, and nothing cites the notes outside the repository', () => {
    const files = SCANNED.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(300);
    const problems = files.flatMap((rel) => citationProblems(rel, readFileSync(join(ROOT, rel), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the checker finds what it is for', () => {
    const check = (line: string) => citationProblems('lib/example.ts', line);
    expect(check(`// see ${OUTSIDE}DESIGN.md`)).toHaveLength(2);
    expect(check('// docs/nowhere.md')).toEqual(['lib/example.ts:1: docs/nowhere.md does not exist']);
    expect(check('// reliability.md §1.2')).toEqual(['lib/example.ts:1: reliability.md does not exist (write its path, docs/…)']);
    expect(check('// docs/sites.md §99 and §0.6')).toEqual(['lib/example.ts:1: docs/sites.md has no §99']);
    expect(check('// docs/reliability.md §5, items 8-11 and §5 item 99')).toEqual([
      'lib/example.ts:1: docs/reliability.md §5 has no item 99',
    ]);
    expect(check('// docs/data-contracts.md, "No such section"')).toEqual([
      'lib/example.ts:1: docs/data-contracts.md has no section "No such section"',
    ]);
    expect(check('// §3 alone')).toEqual(['lib/example.ts:1: §3 with no document named before it on the line']);
    const meta = '"modelledOn": "docs/sites.md §0.6 and §15; docs/data-contracts.md, \\"The seed postings\\""';
    expect(check(meta)).toEqual([]);
    expect(check(`// the seed site's "AI 洞察" and video-intro-${OUTSIDE}thumb.jpg`)).toEqual([]);
  });
});
