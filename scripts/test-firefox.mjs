#!/usr/bin/env node
// npm run test:firefox: the Firefox build (wxt build -b firefox), a smoke of it in Firefox ESR over
// WebDriver BiDi (puppeteer-core), and web-ext lint of the build. The smoke installs the build as a
// temporary add-on under a fixed moz-extension UUID, serves a Greenhouse posting from the fixture corpus
// at its real https address (BiDi request interception; every other http(s) request is aborted), and
// checks that the sidebar frame shows the posting, that Save saves it, and that the popup lists it.
// With --zip it also runs wxt zip -b firefox and looks into both zips.
//
//   node scripts/test-firefox.mjs [--no-build] [--no-lint] [--zip] [--fixture site/name] [--install auto|bidi|profile]
//                                 [--extension-dir dir]   (a build elsewhere: implies --no-build)
//
// Without Firefox (FIREFOX_PATH, /usr/bin/firefox-esr, /usr/bin/firefox) the smoke is skipped, and counts
// as failed when CI=true. JOBSIGHT_FIREFOX_REPORT=<file> writes the counts as JSON (scripts/test.mjs).
// The last line is "N passed, N failed"; the exit code is 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

// puppeteer-core 25 wants Node >= 22.12: continue under the repository's own Node (the npm package "node").
const localNode = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
if (Number(process.versions.node.split('.')[0]) < 22 && !process.env.JOBSIGHT_FIREFOX_REEXEC && existsSync(localNode)) {
  const result = spawnSync(localNode, [fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, JOBSIGHT_FIREFOX_REEXEC: '1' },
  });
  process.exit(result.status ?? 1);
}

const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const [fixtureSite, fixtureName] = (option('--fixture') ?? 'greenhouse/new-board').split('/');
const install = option('--install') ?? 'auto';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const harness = await import('../tests/firefox/harness.mjs');
const {
  attributesOf,
  clickInFrame,
  compareVersions,
  EXTENSION_DIR,
  EXTENSION_ORIGIN,
  firefoxPath,
  frameDiagnostics,
  geckoId,
  interceptRequests,
  launchFirefox,
  loadFixture,
  minimumFirefox,
  openExtensionPage,
  poll,
  sidebarFrame,
  textOf,
  within,
} = harness;
const extensionDir = option('--extension-dir') ? resolve(option('--extension-dir')) : EXTENSION_DIR;
const shown = (path) => path.replace(`${root}/`, '');

const results = [];
let skipped = 0;
/** The version of the Firefox the smoke ran on, once it launched. */
let firefoxVersion;
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function record(name, ok, started, detail = '') {
  results.push({ name, ok, seconds: Number(seconds(started)), detail });
  console.log(
    `${ok ? '  ok    ' : '  FAILED'} ${name} (${seconds(started)} s)${detail ? `\n         ${detail.split('\n').join('\n         ')}` : ''}`,
  );
}

async function check(name, body) {
  const started = Date.now();
  try {
    const detail = await body();
    record(name, true, started, typeof detail === 'string' ? detail : '');
    return true;
  } catch (error) {
    record(name, false, started, error instanceof Error ? error.message : String(error));
    return false;
  }
}

function notRun(name, why) {
  results.push({ name, ok: false, seconds: 0, detail: `not run: ${why}` });
  console.log(`  FAILED ${name} (not run: ${why})`);
}

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (process.env.JOBSIGHT_FIREFOX_REPORT)
    writeFileSync(
      process.env.JOBSIGHT_FIREFOX_REPORT,
      JSON.stringify({ passed, failed, skipped, firefox: firefoxVersion, results }, null, 2),
    );
  console.log(`\n${results.map((r) => `${r.name.padEnd(34)} ${r.ok ? 'ok' : 'FAILED'} (${r.seconds} s)`).join('\n')}`);
  if (skipped) console.log(`${skipped} skipped`);
  if (firefoxVersion) console.log(`ran on Firefox ${firefoxVersion}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

function wxt(command) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'wxt', 'bin', 'wxt.mjs'), ...command], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `wxt ${command.join(' ')} exited ${result.status}\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n')}`,
    );
  return result.stdout;
}

// The whole run has a ceiling: a browser that stops answering fails the run instead of hanging CI.
let activeBrowser;
const ceiling = Number(process.env.JOBSIGHT_FIREFOX_TIMEOUT_S ?? 600);
setTimeout(() => {
  console.log(`\nThe Firefox run took longer than ${ceiling} s: stopped.`);
  activeBrowser?.process()?.kill('SIGKILL');
  notRun('firefox run', `over ${ceiling} s`);
  finish();
  process.exit(1);
}, ceiling * 1000).unref();

// 1. The Firefox build.
let built = existsSync(join(extensionDir, 'manifest.json'));
if (!args.includes('--no-build') && !option('--extension-dir')) {
  console.log('── firefox build: wxt build -b firefox');
  built = await check('firefox build', () => {
    wxt(['build', '-b', 'firefox']);
    return `${shown(extensionDir)}/manifest.json, gecko id ${geckoId(extensionDir)}`;
  });
}

// 2. The smoke in Firefox ESR.
const fixture = loadFixture(fixtureSite, fixtureName);
const expectedTitle = fixture.expected?.title;
const SMOKE = ['firefox: install the add-on', 'firefox: sidebar shows the posting', 'firefox: Save saves it', 'firefox: popup lists it'];
const executablePath = firefoxPath();
if (!executablePath) {
  const message = process.env.FIREFOX_PATH
    ? `No Firefox at FIREFOX_PATH=${process.env.FIREFOX_PATH}.`
    : 'No Firefox: /usr/bin/firefox-esr is missing (Debian: apt-get install -y firefox-esr; or set FIREFOX_PATH).';
  if (ci) {
    console.log(`\n── firefox smoke: ${message} CI=true: counted as failed.`);
    notRun('firefox smoke', 'no Firefox on this machine');
  } else {
    console.log(`\n── firefox smoke: SKIPPED. ${message}`);
    skipped += SMOKE.length;
  }
} else if (!built) {
  for (const name of SMOKE) notRun(name, `no Firefox build in ${shown(extensionDir)}`);
} else if (typeof expectedTitle !== 'string') {
  notRun('firefox smoke', `${fixtureSite}/${fixtureName} has no posting title in expected.json`);
} else {
  console.log(`\n── firefox smoke: ${executablePath}, ${fixtureSite}/${fixtureName} at ${fixture.meta.url}`);
  const consoleLines = [];
  let session;
  let page;
  let frame;
  let aborted = [];
  const ok = await check(SMOKE[0], async () => {
    session = await launchFirefox({ executablePath, extensionDir, install, dumpio: process.env.JOBSIGHT_FIREFOX_DUMPIO === '1' });
    activeBrowser = session.browser;
    // "firefox/140.12.0": the smoke says which Firefox it ran on, and refuses one older than the build declares.
    const version = await session.browser.version();
    firefoxVersion = version.replace(/^firefox\//i, '');
    const minimum = minimumFirefox(extensionDir);
    if (!minimum) throw new Error('the build declares no browser_specific_settings.gecko.strict_min_version');
    if (compareVersions(firefoxVersion, minimum) < 0)
      throw new Error(`Firefox ${firefoxVersion} is older than the build's strict_min_version ${minimum}: it would refuse the add-on`);
    const id = geckoId(extensionDir);
    if (session.extensionId !== id) throw new Error(`installed as ${session.extensionId}, the manifest says ${id}`);
    const how =
      session.install === 'bidi'
        ? 'webExtension.install (temporary add-on)'
        : `the profile's extensions/ folder${session.fallbackFrom ? ' (webExtension.install failed)' : ''}`;
    return `Firefox ${firefoxVersion} (strict_min_version ${minimum}), ${shown(extensionDir)} by ${how}, ${id} at ${EXTENSION_ORIGIN}`;
  });
  if (!ok) for (const name of SMOKE.slice(1)) notRun(name, 'the add-on is not installed');
  else {
    const sidebarOk = await check(SMOKE[1], async () => {
      page = await session.browser.newPage();
      page.on('console', (message) => consoleLines.push(`[page ${message.type()}] ${message.text()}`));
      page.on('pageerror', (error) => consoleLines.push(`[page error] ${error.message}`));
      const served = new Map([[fixture.meta.url.split('#')[0], { body: fixture.page, headers: fixture.meta.headers ?? {} }]]);
      aborted = await interceptRequests(page, served);
      await within(60_000, `loading ${fixture.meta.url}`, page.goto(fixture.meta.url, { waitUntil: 'load', timeout: 60_000 }));
      try {
        ({ frame } = await sidebarFrame(page, 30_000));
      } catch (error) {
        // Which half failed: the content script (no host element: it did not run, a host permission not
        // granted?) or the frame (a host without sidebar.html: web_accessible_resources?).
        const host = await page.evaluate(() => document.querySelector('jobsight-sidebar') !== null).catch(() => undefined);
        const why =
          host === false
            ? 'no <jobsight-sidebar> in the page: the content script did not run'
            : host
              ? '<jobsight-sidebar> is in the page, its frame never reached sidebar.html'
              : '';
        throw new Error(`${error.message}${why ? `\n${why}` : ''}`, { cause: error });
      }
      let title;
      try {
        title = await poll(
          `the sidebar's title "${expectedTitle}"`,
          async () => ((await textOf(frame, '[data-testid="title"]')) === expectedTitle ? expectedTitle : undefined),
          { timeout: 30_000 },
        );
      } catch (error) {
        const seen = await frameDiagnostics(frame).catch(() => undefined);
        if (!seen) throw error;
        const missing = Object.entries(seen.apis)
          .filter(([, type]) => type === 'undefined')
          .map(([name]) => name);
        throw new Error(
          `${error.message}\nthe sidebar frame (${seen.href.split('#')[0]}) shows: "${seen.text}"` +
            (missing.length
              ? `\nextension APIs missing in the frame: ${missing.join(', ')} (Firefox gives an extension page framed by a web page only the content-script APIs: w3c/webextensions#787)`
              : ''),
          { cause: error },
        );
      }
      const save = await poll("the sidebar's Save button", () => attributesOf(frame, '[data-testid="save"]'), { timeout: 30_000 });
      if (save['aria-pressed'] === 'true') throw new Error('the posting shows as saved already in a fresh profile');
      const company = await textOf(frame, '[data-testid="company"]');
      return `moz-extension iframe ${EXTENSION_ORIGIN}/sidebar.html, title "${title}", company "${company}", Save button shown`;
    });
    if (!sidebarOk) for (const name of SMOKE.slice(2)) notRun(name, 'no sidebar');
    else {
      const saveOk = await check(SMOKE[2], async () => {
        // The clickjacking gate (components/runtime/action-gate.ts) arms the buttons once the host has told
        // the frame it is in plain view for 500 ms: until then a click is refused.
        await poll(
          'the Save button to be armed (aria-disabled not true)',
          async () => (await attributesOf(frame, '[data-testid="save"]'))?.['aria-disabled'] !== 'true',
          { timeout: 30_000 },
        );
        // A trusted click (BiDi input.performActions), as the gate requires.
        await within(30_000, 'clicking Save', clickInFrame(page, frame, '[data-testid="save"]'));
        await poll(
          'the Save button to show "saved" (aria-pressed="true")',
          async () => (await attributesOf(frame, '[data-testid="save"]'))?.['aria-pressed'] === 'true',
          { timeout: 30_000 },
        );
        return `the button reads "${await textOf(frame, '[data-testid="save"]')}"`;
      });
      if (!saveOk) notRun(SMOKE[3], 'not saved');
      else {
        await check(SMOKE[3], async () => {
          const popup = await openExtensionPage(session.browser, 'popup.html', 30_000);
          const titles = await poll(
            `the popup's list to hold "${expectedTitle}"`,
            async () => {
              const rows = await popup.evaluate(() =>
                Array.from(document.querySelectorAll('[data-testid="posting-row"] .row-title'), (node) => node.textContent?.trim() ?? ''),
              );
              return rows.includes(expectedTitle) ? rows : undefined;
            },
            { timeout: 30_000 },
          );
          return `${titles.length} row(s): ${titles.map((title) => `"${title}"`).join(', ')}`;
        });
      }
    }
  }
  if (aborted.length)
    console.log(
      `  (aborted ${aborted.length} request(s) the fixture page made: ${[...new Set(aborted.map((url) => new URL(url).host))].join(', ')})`,
    );
  if (results.some((r) => !r.ok) && consoleLines.length)
    console.log(`  console of the pages:\n    ${consoleLines.slice(-40).join('\n    ')}`);
  await session?.close();
  activeBrowser = undefined;
}

// 3. web-ext lint of the build: no errors and no warnings; whatever it says is listed.
if (!args.includes('--no-lint')) {
  console.log(`\n── web-ext lint --source-dir ${shown(extensionDir)} --output json`);
  if (!built) notRun('web-ext lint', 'no Firefox build');
  else
    await check('web-ext lint: 0 errors, 0 warnings', () => {
      const result = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules', 'web-ext', 'bin', 'web-ext.js'),
          'lint',
          '--source-dir',
          extensionDir,
          '--output',
          'json',
          '--no-input',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, WEB_EXT_NO_CONFIG_DISCOVERY: 'true' },
        },
      );
      const start = result.stdout.indexOf('{');
      if (start < 0)
        throw new Error(`web-ext lint gave no JSON (exit ${result.status}): ${`${result.stdout}${result.stderr}`.trim().slice(0, 800)}`);
      const report = JSON.parse(result.stdout.slice(start));
      const line = (m) => `${m.code}: ${m.message}${m.file ? ` (${m.file}${m.line ? `:${m.line}` : ''})` : ''}`;
      const listed = [
        ...report.errors.map((m) => `error   ${line(m)}`),
        ...report.warnings.map((m) => `warning ${line(m)}`),
        ...report.notices.map((m) => `notice  ${line(m)}`),
      ];
      const summary = `${report.summary.errors} error(s), ${report.summary.warnings} warning(s), ${report.summary.notices} notice(s)${listed.length ? `\n${listed.join('\n')}` : ''}`;
      // AMO's reviewers read every warning: library code that raises one is patched out (scripts/library-patches.ts).
      if (report.summary.errors > 0 || report.summary.warnings > 0) throw new Error(summary);
      return summary;
    });
}

// 4. With --zip: wxt zip -b firefox makes the add-on's zip and, for Firefox, the sources zip for AMO's review.
if (args.includes('--zip')) {
  console.log('\n── wxt zip -b firefox');
  await check('wxt zip -b firefox: both zips', async () => {
    const { unzipSync } = await import('fflate');
    const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const artifact = join(root, '.output', `${name}-${version}-firefox.zip`);
    const sources = join(root, '.output', `${name}-${version}-sources.zip`);
    // No zip of an earlier run may stand in for one this run did not make.
    for (const file of [artifact, sources]) rmSync(file, { force: true });
    wxt(['zip', '-b', 'firefox']);
    const names = (file) => {
      const entries = [];
      unzipSync(readFileSync(file), { filter: (entry) => (entries.push({ name: entry.name, size: entry.originalSize }), false) });
      return entries;
    };
    for (const file of [artifact, sources]) if (!existsSync(file)) throw new Error(`${file.replace(`${root}/`, '')} is missing`);
    const extension = names(artifact);
    if (!extension.some((e) => e.name === 'manifest.json')) throw new Error('the add-on zip has no manifest.json at its root');
    const source = names(sources);
    const kb = (entries) => `${Math.round(entries.reduce((sum, e) => sum + e.size, 0) / 1024)} kB`;
    const under = (prefix) => source.filter((e) => e.name.startsWith(prefix));
    const must = ['node_modules/', '.output/', 'test-results/'].filter((prefix) => under(prefix).length > 0);
    const fixtures = under('tests/fixtures/pages/');
    const lines = [
      `${artifact.replace(`${root}/`, '')}: ${extension.length} files, ${kb(extension)}`,
      `${sources.replace(`${root}/`, '')}: ${source.length} files, ${kb(source)}`,
      `  tests/fixtures/pages/ in the sources zip: ${fixtures.length} files, ${kb(fixtures)}`,
      `  tests/ in the sources zip: ${under('tests/').length} files, ${kb(under('tests/'))}`,
    ];
    if (must.length) throw new Error(`${lines.join('\n')}\nthe sources zip holds ${must.join(', ')}`);
    return lines.join('\n');
  });
}

finish();
