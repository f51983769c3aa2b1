#!/usr/bin/env node
// `npm run bench:analyze`: skill precision/recall on the labelled set, salary-table exactness and
// analysis time per posting over the fixture corpus, run through Vite's module runner so that the
// very same lib/ code (import.meta.glob registries included) is measured.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}tests/bench/analyze.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});

const figures = module.runBench(Number(process.env.BENCH_RUNS ?? 20));
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const ms = (x) => `${x.toFixed(2)} ms`;
const rows = [
  ['Skill precision', pct(figures.skills.precision), `${figures.skills.cases} labelled postings, ${figures.skills.pairs} skills`],
  ['Skill recall', pct(figures.skills.recall), `F1 ${pct(figures.skills.f1)}`],
  ['Salary table exact', `${figures.salary.exact} / ${figures.salary.rows}`, figures.salary.wrong.length ? `wrong: ${figures.salary.wrong.slice(0, 3).join(' | ')}` : 'every row parses exactly'],
  ['Analysis time, median', ms(figures.analysis.medianMs), `${figures.analysis.postings} corpus postings × ${figures.analysis.runs} runs (en and zh); goal < 5 ms`],
  ['Analysis time, p95', ms(figures.analysis.p95Ms), `slowest: ${figures.analysis.slowest} (${ms(figures.analysis.maxMs)})`],
  ['Panel full (en and zh)', `${figures.panel.full} / ${figures.panel.postings}`, '4+ pros and cons, 6+ strategy items, 8+ questions of 3 kinds'],
];
const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['Measure', 'Value', 'Basis'][i].length));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
process.stdout.write(`${[line(['Measure', 'Value', 'Basis']), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`);
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
