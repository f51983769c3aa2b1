#!/usr/bin/env node
// The size limits of eslint.config.js (complexity, max-lines-per-function) as a summary: how many functions
// are over each limit, per folder, and the largest ones. The limits are warnings kept out of the
// `eslint . --max-warnings=0` run, so this always exits 0; it shows where to split next, it never fails a build.
//
//   node scripts/lint-limits.mjs                  lib/, components/, entrypoints/
//   node scripts/lint-limits.mjs entrypoints      only that folder (any paths or globs ESLint accepts)
//   node scripts/lint-limits.mjs --top 20         list the 20 largest per rule instead of 10
import { ESLint } from 'eslint';
import { relative } from 'node:path';

const LIMIT_RULES = ['complexity', 'max-lines-per-function'];
const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 10;
const paths = args.filter((arg, index) => !arg.startsWith('--') && (topAt < 0 || index !== topAt + 1));
const targets = paths.length > 0 ? paths : ['lib', 'components', 'entrypoints'];

// Only the two limit rules run: the other rules are the main lint's business, and skipping them keeps this quick.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => LIMIT_RULES.includes(ruleId) });
const results = await eslint.lintFiles(targets);

// The rules put their measure in the message only ("... has a complexity of 23." / "... too many lines (95).").
const MEASURE = /complexity of (\d+)|too many lines \((\d+)\)/;
const found = [];
for (const result of results) {
  for (const message of result.messages) {
    if (!LIMIT_RULES.includes(message.ruleId)) continue;
    const match = MEASURE.exec(message.message);
    found.push({
      rule: message.ruleId,
      value: match ? Number(match[1] ?? match[2]) : 0,
      file: relative(process.cwd(), result.filePath),
      line: message.line,
      name: message.message.split(' has ')[0],
    });
  }
}

const folderOf = (file) => file.split('/').slice(0, -1).slice(0, 2).join('/');
for (const rule of LIMIT_RULES) {
  const hits = found.filter((hit) => hit.rule === rule).sort((a, b) => b.value - a.value);
  const limit = rule === 'complexity' ? 'complexity over 20' : 'over 80 lines (blank lines and comments not counted)';
  console.log(`\n${rule}: ${hits.length} functions ${limit}`);
  const perFolder = new Map();
  for (const hit of hits) perFolder.set(folderOf(hit.file), (perFolder.get(folderOf(hit.file)) ?? 0) + 1);
  const folders = [...perFolder].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (folders.length > 0) console.log(`  by folder: ${folders.map(([folder, count]) => `${folder} ${count}`).join(', ')}`);
  for (const hit of hits.slice(0, top)) {
    console.log(`  ${String(hit.value).padStart(4)}  ${hit.file}:${hit.line}  ${hit.name}`);
  }
}
console.log(`\n${found.length} warnings from the size limits (warnings only: the main lint runs with both rules off)`);
