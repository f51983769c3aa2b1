#!/usr/bin/env node
// npm run bench:data [-- N] [-- --check] [-- --json [FILE]]: export and import times at N postings (10,000 by
// default), in Node and in Chromium with the built extension (run `npx wxt build` first). Runs
// tests/bench/data.ts through Vite's module runner, like the CLI, so that it uses the very same lib/ code.
// It states no goal, so --check says so and checks nothing. The figures go to .bench/data.json (or FILE).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root.replace(/\/$/, '') } } };
const { module } = await runnerImport(`${root}tests/bench/data.ts`, options);
const { module: goals } = await runnerImport(`${root}tests/bench/goals.ts`, options);
const postings = Number(goals.benchArgs(process.argv.slice(2)).rest.find((arg) => !arg.startsWith('--')) ?? 10_000);
const figures = await module.benchData({ postings });
console.log(JSON.stringify(figures, null, 2));
// A run at another size than the README's 10,000 is not the figure to quote.
process.exitCode = goals.finishBench(
  goals.benchReport('data', module.dataFigures(figures), { detail: figures, complete: postings === 10_000 }),
  process.argv.slice(2),
);
