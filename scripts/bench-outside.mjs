#!/usr/bin/env node
// `npm run bench:outside -- DIR`: fields right on saved pages kept outside the repository and labelled
// blind (tests/bench/outside.ts). The pages are the sites'; they are never committed.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npm run bench:outside -- DIR   (DIR/<site>/<case>/{page.html,meta.json,expected.json})\n');
  process.exit(2);
}
const { module } = await runnerImport(`${root}tests/bench/outside.ts`, { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root.replace(/\/$/, '') } } });
process.stdout.write(`${module.formatOutside(module.runOutside(dir))}\n`);
