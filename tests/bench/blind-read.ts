import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';
import { analysisLines, goldenPage, type GoldenPosting } from '../support/golden';

/**
 * For a blind reading: each posting of a folder (the golden shape without labels) is analysed the
 * extension's way and its analysis written out line by line, for a reader who has not seen the rules.
 */
export function writeReadings(
  inDir: string,
  outDir: string,
  readOn: string = new Date().toISOString(),
): { postings: number; lines: number } {
  let lines = 0;
  const files = readdirSync(inDir).filter((name) => name.endsWith('.json'));
  for (const name of files) {
    const item = JSON.parse(readFileSync(join(inDir, name), 'utf8')) as Omit<
      GoldenPosting,
      'mustRaise' | 'mustNot' | 'split' | 'labelledBy'
    >;
    const golden = { ...item, split: 'held-out', labelledBy: 'hand', mustRaise: [], mustNot: [] } as unknown as GoldenPosting;
    // Read on the day the reader reads (default today), as a user would: a posting from last week is not "posted today".
    const now = readOn;
    const read = extractHtml(goldenPage(golden), item.url, now);
    const out = read.posting ? analysisLines(analyze(read.posting, { lang: item.lang, now: Date.parse(now) })) : [];
    lines += out.length;
    writeFileSync(
      join(outDir, name.replace(/\.json$/, '.txt')),
      `${item.id}\n${read.posting ? '' : `NOT READ: ${read.reason}\n`}${out.map((line, i) => `${i + 1}. [${line.where}] ${line.text}`).join('\n')}\n`,
    );
  }
  return { postings: files.length, lines };
}
