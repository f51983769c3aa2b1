#!/usr/bin/env node
// `npm run bench:analyze [-- --check] [-- --json [FILE]] [-- --detail]`: skill precision/recall on the labelled
// set, salary-table exactness, analysis time per posting over the fixture corpus, the golden set and the red
// flags, run through Vite's module runner so that the very same lib/ code (import.meta.glob registries
// included) is measured. Its goals (tests/bench/goals.ts): analysis time median < 5 ms; on the golden set's
// tuning part a raise rate >= 95 % and no must-not hit; on the red-flag set's tuning parts high precision
// >= 95 %, scams caught >= 70 %, legitimate called high <= 1 %. --check exits 1 when one is missed.
// The figures go to .bench/analyze.json (or FILE; `-` or no FILE: stdout) for `npm run figures`.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root.replace(/\/$/, '') } } };
const { module } = await runnerImport(`${root}tests/bench/analyze.ts`, options);
const { module: goals } = await runnerImport(`${root}tests/bench/goals.ts`, options);

// 30 runs a posting, the sample the README's analysis times are quoted on.
const figures = module.runBench(Number(process.env.BENCH_RUNS ?? 30));
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const ms = (x) => `${x.toFixed(2)} ms`;
const rows = [
  ['Skill precision', pct(figures.skills.precision), `${figures.skills.cases} labelled postings, ${figures.skills.pairs} skills`],
  ['Skill recall', pct(figures.skills.recall), `F1 ${pct(figures.skills.f1)}`],
  [
    'Skill precision, held-out',
    pct(figures.skillsHeldOut.precision),
    `${figures.skillsHeldOut.cases} postings the taxonomy never grew from, ${figures.skillsHeldOut.pairs} skills`,
  ],
  ['Skill recall, held-out', pct(figures.skillsHeldOut.recall), `F1 ${pct(figures.skillsHeldOut.f1)}`],
  [
    'Salary table exact',
    `${figures.salary.exact} / ${figures.salary.rows}`,
    figures.salary.wrong.length ? `wrong: ${figures.salary.wrong.slice(0, 3).join(' | ')}` : 'every row parses exactly',
  ],
  [
    'Analysis time, median',
    ms(figures.analysis.medianMs),
    `${figures.analysis.postings} corpus postings × ${figures.analysis.runs} runs (en and zh); goal < 5 ms`,
  ],
  ['Analysis time, p95', ms(figures.analysis.p95Ms), `slowest: ${figures.analysis.slowest} (${ms(figures.analysis.maxMs)})`],
  [
    'Panel full (en and zh)',
    `${figures.panel.full} / ${figures.panel.postings}`,
    '4+ pros and cons, 6+ strategy items, 8+ questions of 3 kinds',
  ],
];
const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['Measure', 'Value', 'Basis'][i].length));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
process.stdout.write(`${[line(['Measure', 'Value', 'Basis']), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`);

// The multi-domain golden set: what a coach would raise (raise rate) and what would be wrong (must-not hits),
// the tuning part and the held-out part apart. Only the tuning part's misses are printed (--detail): the
// held-out part is measured, never read for tuning.
const golden = figures.golden;
const rate = (g) => (g.raise.labels ? pct(g.raise.met / g.raise.labels) : '–');
const goldenRow = (name, g) =>
  `| ${name} | ${g.postings} | ${rate(g)} (${g.raise.met}/${g.raise.labels}) | ${g.mustNot.hits} in ${g.mustNot.postingsHit} postings (of ${g.mustNot.labels} labels) | ${g.lines} |`;
process.stdout.write(
  `\nGolden set (tests/fixtures/analysis/golden), tuning part and held-out part apart\n\n| part | postings | raise rate | must-not hits | lines |\n|---|---|---|---|---|\n${goldenRow('tuning', golden.tune)}\n${goldenRow('held-out', golden.heldOut)}\n`,
);
process.stdout.write(
  `\n| family | tuning: postings, raise rate, must-not hits | held-out: postings, raise rate, must-not hits |\n|---|---|---|\n`,
);
for (const f of golden.families)
  process.stdout.write(
    `| ${f.family} | ${f.tune.postings}, ${rate(f.tune)}, ${f.tune.mustNot.hits} | ${f.heldOut.postings}, ${rate(f.heldOut)}, ${f.heldOut.mustNot.hits} |\n`,
  );
// Red flags: precision and recall per level and per kind, the tuning parts and the held-out part apart (only the
// tuning part's misses are printed with --detail).
const flags = module.redFlagBench();
const share = (a, b) => (b ? `${pct(a / b)} (${a}/${b})` : '–');
const flagRow = (name, s) =>
  `| ${name} | ${s.cases} | ${share(s.high.right, s.high.predicted)} | ${share(s.high.found, s.high.labelled)} | ${share(s.caution.right, s.caution.predicted)} | ${share(s.caution.found, s.caution.labelled)} | ${share(s.scams.flagged, s.scams.labelled)} | ${share(s.legitimate.high, s.legitimate.labelled)} |`;
process.stdout.write(
  `\nRed flags (tests/fixtures/red-flags), tuning parts and held-out part apart\n\n| part | postings | high: precision | high: recall | caution: precision | caution: recall | scams caught | legitimate called high |\n|---|---|---|---|---|---|---|---|\n${flagRow('tuning', flags.tuning)}\n${flagRow('held-out', flags.heldOut)}\n`,
);
const kinds = [...new Set([...Object.keys(flags.tuning.kinds), ...Object.keys(flags.heldOut.kinds)])].sort();
const kindCell = (k) => (k ? `${share(k.right, k.predicted)} / ${share(k.right, k.labelled)}` : '–');
process.stdout.write(
  `\n| kind | tuning: precision / recall | held-out: precision / recall |\n|---|---|---|\n${kinds.map((kind) => `| ${kind} | ${kindCell(flags.tuning.kinds[kind])} | ${kindCell(flags.heldOut.kinds[kind])} |`).join('\n')}\n`,
);

if (process.argv.includes('--detail')) {
  for (const miss of flags.tuning.misses)
    process.stdout.write(
      `\nred flags ${miss.id}: labelled ${miss.label}, read ${miss.got} (${miss.why})\n${miss.flags.map((f) => `  ${f}`).join('\n')}\n`,
    );
  for (const r of golden.results.filter(
    (result) => result.golden.split === 'tune' && (result.missed.length || result.hits.length || !result.read),
  )) {
    process.stdout.write(`\n${r.golden.id} (${r.golden.family})${r.read ? '' : ' NOT READ'}\n`);
    for (const id of r.missed) process.stdout.write(`  missed ${id}\n`);
    for (const hit of r.hits) process.stdout.write(`  WRONG ${hit.id}: ${hit.line}\n`);
  }
}
// Real ads (EMSCAD, docs/red-flags.md "Real ads"): read when JOBSIGHT_EMSCAD names the folder of its CSV files.
const realAds = module.realAdBench();
if (!realAds) process.stdout.write('\nReal ads (EMSCAD): skipped, JOBSIGHT_EMSCAD names no folder with g.csv and i.csv\n');
else {
  const realRow = (name, c) =>
    `| ${name} | ${c.fraudulent + c.legitimate} | ${share(c.fraudFlagged, c.fraudulent)} | ${share(c.legitimateFlagged, c.legitimate)} | ${share(c.legitimateHigh, c.legitimate)} | ${share(c.fraudHigh, c.fraudHigh + c.legitimateHigh)} |`;
  process.stdout.write(
    `\nReal ads (EMSCAD), tuning part and set-aside part apart\n\n| part | ads | fraudulent called caution or high | legitimate called caution or high | legitimate called high | high: precision |\n|---|---|---|---|---|---|\n${realRow('tuning', realAds.tuning)}\n${realRow('set-aside', realAds.setAside)}\n`,
  );
}
const detail = { ...figures, golden: { ...figures.golden, results: undefined }, redFlags: flags, realAds };
process.exitCode = goals.finishBench(
  goals.benchReport('analyze', module.analyzeFigures(figures, flags, realAds), { detail }),
  process.argv.slice(2),
);
