#!/usr/bin/env node
// npm run bench:data [-- N]: export and import times at N postings (10,000 by default), in Node and
// in Chromium with the built extension (run `npx wxt build` first). Runs tests/bench/data.ts through
// Vite's module runner, like the CLI, so that it uses the very same lib/ code.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}tests/bench/data.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});
const postings = Number(process.argv[2] ?? 10_000);
const figures = await module.benchData({ postings });
console.log(JSON.stringify(figures, null, 2));
