#!/usr/bin/env node
// npm run bench:popup: builds the extension, seeds 10,000 postings and prints the popup's figures.
// The benchmark itself (tests/bench/popup.ts) runs through Vite's module runner, so that it can
// use the real extraction pipeline (import.meta.glob registries included) to make its postings.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(`${root}node_modules/.bin/wxt`, ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { module } = await runnerImport(`${root}tests/bench/popup.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});
await module.runBench();
