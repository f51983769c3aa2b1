#!/usr/bin/env node
// npm start: installs what is missing, builds the extension, serves the demo postings on localhost
// and opens Chromium with Jobsight loaded. With no display it runs headless and writes screenshots.
// Written for any Node >= 18 so that it can bootstrap a fresh clone before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localNode = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
const args = process.argv.slice(2);
const headlessWanted = args.includes('--headless') || (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${commandArgs.join(' ')} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// 1. npm packages (with the Node 22 binary they bring), then continue under that Node.
if (!existsSync(join(root, 'node_modules', '.bin', 'wxt'))) {
  console.log('Installing npm packages (npm ci)…');
  run('npm', [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install']);
}
if (!process.env.JOBSIGHT_STARTED && existsSync(localNode) && process.execPath !== localNode) {
  const result = spawnSync(localNode, [fileURLToPath(import.meta.url), ...args], { stdio: 'inherit', env: { ...process.env, JOBSIGHT_STARTED: '1' } });
  process.exit(result.status ?? 1);
}

// 2. Chromium: CHROMIUM_PATH, Debian's package (installed here when we can), or Playwright's own.
const { chromium } = await import('@playwright/test');
function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (candidate && existsSync(candidate)) return candidate;
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}
let executablePath = findChromium();
if (!executablePath && process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
  run('apt-get', ['install', '-y', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  executablePath = findChromium();
}
if (!executablePath) {
  console.error('No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome for Testing binary.\n(Branded Google Chrome 137+ ignores --load-extension.)');
  process.exit(1);
}

// 3. Build.
console.log('Building the extension…');
run(process.execPath, [join(root, 'node_modules', 'wxt', 'bin', 'wxt.mjs'), 'build']);
const extensionDir = join(root, '.output', 'chrome-mv3');

// 4. The demo postings on localhost.
const demoDir = join(root, 'tests', 'fixtures', 'pages', 'demo');
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const slug = /^\/jobsight-demo\/([a-z0-9-]+)\.html$/.exec(path)?.[1];
  const file = slug === 'index' ? join(demoDir, 'no-posting', 'page.html') : slug ? join(demoDir, slug, 'page.html') : undefined;
  if (!file || !existsSync(file)) {
    res.writeHead(302, { location: '/jobsight-demo/index.html' }).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(file));
});
const port = await new Promise((resolve) => {
  const wanted = Number(process.env.JOBSIGHT_PORT ?? 5178);
  server.once('error', () => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  server.listen(wanted, '127.0.0.1', () => resolve(wanted));
});
const demoUrl = `http://localhost:${port}/jobsight-demo/architect.html`;
console.log(`Demo posting: ${demoUrl}`);

const launchArgs = (lang) => [
  `--disable-extensions-except=${extensionDir}`,
  `--load-extension=${extensionDir}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  ...(lang ? [`--lang=${lang}`] : []),
];

async function openWithExtension(userDataDir, headless, lang) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless,
    args: launchArgs(lang),
    viewport: headless ? { width: 1280, height: 860 } : null,
    ...(lang ? { locale: lang } : {}),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, extensionId: new URL(worker.url()).host };
}

async function sidebarFrame(page) {
  for (let i = 0; i < 200; i++) {
    const frame = page.frames().find((f) => f.url().startsWith('chrome-extension://') && f.url().includes('/sidebar.html'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error('the sidebar did not appear on the demo page');
}

if (headlessWanted) {
  // 5a. No display: run headless, in English and in Chinese, and keep screenshots.
  const outDir = join(root, '.output', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  for (const [lang, suffix] of [['en-US', 'en'], ['zh-CN', 'zh']]) {
    const profile = mkdtempSync(join(tmpdir(), 'jobsight-start-'));
    const { context, extensionId } = await openWithExtension(profile, true, lang);
    const page = await context.newPage();
    await page.goto(demoUrl);
    const frame = await sidebarFrame(page);
    await frame.getByTestId('title').waitFor();
    await frame.getByTestId('save').click();
    await frame.locator('[data-testid="save"][aria-pressed="true"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, `sidebar-${suffix}.png`) });
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 460, height: 600 });
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByTestId('posting-row').first().waitFor();
    // The list's scores are computed in the background after the save: shown once they arrive.
    await popup.locator('[data-testid="row-overall"]:not(.pending)').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
    await popup.screenshot({ path: join(outDir, `popup-${suffix}.png`) });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  server.close();
  console.log(`\nNo display: ran headless. Screenshots of the sidebar and the popup (English and Chinese):\n  ${outDir}/sidebar-en.png\n  ${outDir}/popup-en.png\n  ${outDir}/sidebar-zh.png\n  ${outDir}/popup-zh.png`);
} else {
  // 5b. A display: a real window with the demo posting; stop with Ctrl+C or by closing the browser.
  const profile = join(root, '.output', 'chromium-profile');
  const { context, extensionId } = await openWithExtension(profile, false);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(demoUrl);
  console.log(`Chromium is open with Jobsight loaded. The popup is also at chrome-extension://${extensionId}/popup.html\nClose the browser window (or press Ctrl+C) to stop.`);
  context.on('close', () => {
    server.close();
    process.exit(0);
  });
  process.on('SIGINT', () => void context.close());
}
