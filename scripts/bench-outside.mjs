#!/usr/bin/env node
// `npm run bench:outside -- DIR [--check] [--json [FILE]]`: fields right on saved pages kept outside the
// repository and labelled blind (tests/bench/outside.ts). The pages are the sites'; they are never committed.
// It states no goal (nothing is tuned on these pages), so --check says so and checks nothing.
// The figures go to .bench/outside.json (or FILE; `-` or no FILE: stdout).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root.replace(/\/$/, '') } } };
const { module: goals } = await runnerImport(`${root}tests/bench/goals.ts`, options);
const dir = goals.benchArgs(process.argv.slice(2)).rest.find((arg) => !arg.startsWith('--'));
if (!dir) {
  process.stderr.write(
    'usage: npm run bench:outside -- DIR [--check] [--json [FILE]]   (DIR/<site>/<case>/{page.html,meta.json,expected.json})\n',
  );
  process.exit(2);
}
const { module } = await runnerImport(`${root}tests/bench/outside.ts`, options);
const figures = module.runOutside(dir);
process.stdout.write(`${module.formatOutside(figures)}\n`);
process.exitCode = goals.finishBench(
  goals.benchReport('outside', module.outsideFigures(figures), { detail: figures }),
  process.argv.slice(2),
);
