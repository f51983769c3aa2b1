#!/usr/bin/env node
// `npm run figures [-- --from DIR] [-- --readme FILE]`: rewrites the README's figures tables, each between
// `<!-- figures:NAME -->` and `<!-- /figures:NAME -->`, from the benches' last JSON reports (.bench/<bench>.json,
// written by a complete run of npm run bench, bench:extract, bench:analyze, bench:popup, bench:data,
// bench:outside). A table whose report is missing, or of a smoke or partial run, is left as it was and said so.
// The layouts and the parsing are in tests/bench/figures.ts; tests/unit/figures.test.ts checks the README's tables.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { root, configFile: false, logLevel: 'silent' };
const { module: figures } = await runnerImport(`${root}tests/bench/figures.ts`, options);
const { module: goals } = await runnerImport(`${root}tests/bench/goals.ts`, options);

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
};
const from = option('--from', goals.BENCH_DIR);
const readme = option('--readme', join(root, 'README.md'));

const reports = {};
for (const bench of goals.BENCHES) {
  const path = goals.reportPath(bench, from);
  if (existsSync(path)) reports[bench] = JSON.parse(readFileSync(path, 'utf8'));
}
const before = readFileSync(readme, 'utf8');
const { text, notes } = figures.rewrite(before, reports);
for (const note of notes) process.stdout.write(`${note}\n`);
if (text !== before) writeFileSync(readme, text);
process.stdout.write(text === before ? `${readme}: nothing changed\n` : `${readme}: rewritten\n`);
