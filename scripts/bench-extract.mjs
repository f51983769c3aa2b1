#!/usr/bin/env node
// `npm run bench:extract [-- --json] [-- --check]`: per site and per field, how many fixture cases read
// what their expected.json states, and detection precision/recall, for real captures and invented
// pages apart (meta.json "kind"), with the number of real captures per site. Runs
// tests/bench/extract.ts through Vite's module runner, so that the very same lib/ code
// (import.meta.glob registries included) is measured. --check exits 1 when a goal is missed
// on either kind: a field below 97 % or a false positive.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}tests/bench/extract.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});

const figures = module.runBench();
process.stdout.write(`${module.formatBench(figures)}\n`);
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
if (process.argv.includes('--check') && !module.meetsGoal(figures)) process.exitCode = 1;
