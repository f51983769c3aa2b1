#!/usr/bin/env node
// `node scripts/analyze-folder.mjs IN_DIR OUT_DIR [READ_ON]`: for a blind reading of the analysis. Each posting of
// IN_DIR (the golden set's shape, tests/fixtures/analysis/golden/README.md, labels not needed) is analysed
// the extension's way, and its analysis written to OUT_DIR/<name>.txt, one numbered line each, for a reader
// who has not seen the rules.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const [inDir, outDir, readOn] = process.argv.slice(2);
if (!inDir || !outDir) {
  process.stderr.write('usage: node scripts/analyze-folder.mjs IN_DIR OUT_DIR [READ_ON, an ISO date; today when left out]\n');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}tests/bench/blind-read.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});
process.stdout.write(`${JSON.stringify(module.writeReadings(inDir, outDir, readOn ? new Date(readOn).toISOString() : undefined))}\n`);
