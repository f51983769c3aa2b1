#!/usr/bin/env node
// `npm run bench:extract [-- --check] [-- --json [FILE]]`: per site and per field, how many fixture cases read
// what their expected.json states, and detection precision/recall, for real captures and invented
// pages apart (meta.json "kind"), with the number of real captures per site. Runs
// tests/bench/extract.ts through Vite's module runner, so that the very same lib/ code
// (import.meta.glob registries included) is measured. Its goals (tests/bench/goals.ts): on either kind,
// every stated field at 97 % or better and no false positive; --check exits 1 when one is missed.
// The figures go to .bench/extract.json (or FILE; `-` or no FILE: stdout) for `npm run figures`.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root.replace(/\/$/, '') } } };
const { module } = await runnerImport(`${root}tests/bench/extract.ts`, options);
const { module: goals } = await runnerImport(`${root}tests/bench/goals.ts`, options);

const figures = module.runBench();
process.stdout.write(`${module.formatBench(figures)}\n`);
process.exitCode = goals.finishBench(
  goals.benchReport('extract', module.extractFigures(figures), { detail: figures }),
  process.argv.slice(2),
);
