#!/usr/bin/env node
// npm test: lint, typecheck, unit tests (Node), build, then the Playwright e2e suite in real
// Chromium with the built extension. Every step runs; the last line is "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'jobsight-test-'));
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];
/** Tests that failed and then passed on a retry, by file, line and title. */
const retried = [];

/** The tests of a Playwright JSON report whose status is "flaky": a failed try, then a pass. */
function passedOnRetry(report) {
  const names = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') {
          const tries = test.results?.length ?? 0;
          names.push(`${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')} (${tries} tries)`);
        }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

function step(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return { skipped: true };
  console.log(`\n── ${name}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function countCheck(name, outcome) {
  if (outcome.skipped) return;
  if (outcome.ok) passed += 1;
  else failed += 1;
  lines.push(`${name.padEnd(10)} ${outcome.ok ? 'ok' : 'FAILED'} (${outcome.seconds} s)`);
}

// Every rule fails on a warning, but for the size limits (complexity, lines per function): those are shown, not
// counted, by scripts/lint-limits.mjs.
countCheck(
  'lint',
  step('lint', bin('eslint'), ['.', '--max-warnings=0', '--rule', 'complexity:off', '--rule', 'max-lines-per-function:off']),
);
countCheck('format', step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']));
step('limits', process.execPath, [join(root, 'scripts', 'lint-limits.mjs')]);
// The import graph's edges against the flow (docs/ARCHITECTURE.md): shown, like the size limits, not counted.
step('graph', process.execPath, [join(root, 'scripts', 'import-graph.mjs'), '--check']);
countCheck('typecheck', step('typecheck', bin('tsc'), ['--noEmit']));

const unitReport = join(reports, 'unit.json');
const unit = step('unit', bin('vitest'), ['run'], { JOBSIGHT_REPORT: unitReport });
if (!unit.skipped) {
  if (existsSync(unitReport)) {
    const report = JSON.parse(readFileSync(unitReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    lines.push(`unit       ${report.numPassedTests} passed, ${report.numFailedTests} failed (${unit.seconds} s)`);
  } else {
    failed += 1;
    lines.push('unit       FAILED to run');
  }
}

// Two builds: the production one (what the stores get; tests/e2e/production-build.spec.ts checks it carries no
// demo site and no test hooks) and the test one (.output/chrome-mv3-test) the e2e suite loads.
const production = step('build', bin('wxt'), ['build']);
const testBuild = production.ok ? step('build', bin('wxt'), ['build', '--mode', 'test']) : production;
const build = testBuild.skipped
  ? testBuild
  : { ok: production.ok && testBuild.ok, seconds: (Number(production.seconds) + Number(testBuild.seconds)).toFixed(1) };
countCheck('build', build);

const e2eReport = join(reports, 'e2e.json');
if (build.skipped || build.ok) {
  const e2e = step('e2e', bin('playwright'), ['test'], { JOBSIGHT_E2E_REPORT: e2eReport });
  if (!e2e.skipped) {
    if (existsSync(e2eReport)) {
      const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
      const { stats } = report;
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      retried.push(...passedOnRetry(report));
      lines.push(
        `e2e        ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped${stats.flaky ? `, ${stats.flaky} of them only on a retry` : ''} (${e2e.seconds} s)`,
      );
    } else {
      failed += 1;
      lines.push('e2e        FAILED to run');
    }
  }
} else {
  failed += 1;
  lines.push('e2e        not run: the build failed');
}

// Firefox ESR: its own build (.output/firefox-mv3), a smoke over WebDriver BiDi and web-ext lint (scripts/test-firefox.mjs).
const firefoxReport = join(reports, 'firefox.json');
const firefox = step('firefox', process.execPath, [join(root, 'scripts', 'test-firefox.mjs')], { JOBSIGHT_FIREFOX_REPORT: firefoxReport });
if (!firefox.skipped) {
  if (existsSync(firefoxReport)) {
    const report = JSON.parse(readFileSync(firefoxReport, 'utf8'));
    passed += report.passed;
    failed += report.failed;
    lines.push(
      `firefox    ${report.passed} passed, ${report.failed} failed${report.skipped ? `, ${report.skipped} skipped` : ''}${report.firefox ? ` on Firefox ${report.firefox}` : ''} (${firefox.seconds} s)`,
    );
  } else {
    failed += 1;
    lines.push('firefox    FAILED to run');
  }
}

// The bench only as a smoke: one load of each page shows it still works; its figures are never asserted here.
if (build.skipped || build.ok)
  countCheck('bench', step('bench', process.execPath, [join(root, 'scripts', 'bench.mjs'), '--smoke', '--pages']));

rmSync(reports, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}`);
// A retry never turns a failing run green in silence: every test that needed one is named above the last line.
if (retried.length) console.log(`\npassed only on a retry (${retried.length}):\n${retried.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
