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
const headlessWanted =
  args.includes('--headless') || (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);

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
  const result = spawnSync(localNode, [fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, JOBSIGHT_STARTED: '1' },
  });
  process.exit(result.status ?? 1);
}

// 2. Chromium: CHROMIUM_PATH, Debian's package (installed here when we can), or Playwright's own.
const { chromium } = await import('@playwright/test');
function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (candidate && existsSync(candidate)) return candidate;
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
  console.error(
    'No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome for Testing binary.\n(Branded Google Chrome 137+ ignores --load-extension.)',
  );
  process.exit(1);
}

// 2b. A font with Chinese glyphs, for readable Chinese screenshots: Debian's defaults have none.
function hasCjkFont() {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  // No fontconfig to ask: nothing to say either way.
  return listed.error ? true : listed.stdout.trim().length > 0;
}
if (process.platform === 'linux' && !hasCjkFont()) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing a font with Chinese glyphs from Debian (apt-get install -y fonts-noto-cjk)…');
    const installed = spawnSync('apt-get', ['install', '-y', 'fonts-noto-cjk'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (installed.status !== 0) console.warn('Could not install fonts-noto-cjk: Chinese text in the screenshots will show as boxes.');
  } else {
    console.warn(
      'No font with Chinese glyphs: Chinese text will show as boxes. Install one (Debian/Ubuntu: sudo apt-get install fonts-noto-cjk).',
    );
  }
}

// 3. Build.
console.log('Building the extension…');
// A development build: the demo site (localhost/jobsight-demo) is read only there and in the test build.
run(process.execPath, [join(root, 'node_modules', 'wxt', 'bin', 'wxt.mjs'), 'build', '--mode', 'development']);
const extensionDir = join(root, '.output', 'chrome-mv3-dev');

// 4. The demo postings on localhost.
const demoDir = join(root, 'tests', 'fixtures', 'pages', 'demo');
// A stand-in model for the screenshots of the deep read (headless only): it answers in the deep read's
// shape, quoting lines of the posting it is sent, and says it is a demo. Never used outside npm start.
function demoModelAnswer(body) {
  const [system, user] = (body?.messages ?? []).map((message) => String(message.content ?? ''));
  const zh = /Simplified Chinese/.test(system ?? '');
  const lines = (user ?? '')
    .split('\n')
    .map((line) => line.replace(/^[-•]\s*/, '').trim())
    .filter((line) => line.length > 24 && !line.startsWith('<') && !/^[\w ]{2,24}: /.test(line));
  const quote = (i) => lines[i % Math.max(1, lines.length)] ?? '';
  const say = (en, cn) => (zh ? cn : en);
  const dimension = (score, en, cn, i) => ({ score, reasons: [say(en, cn)], evidence: [quote(i)] });
  return {
    overall: {
      score: 78,
      summary: say(
        'Demo model: a senior systems role with clear scope; the posting is specific about the stack and the team.',
        '演示模型：职责清晰的资深系统岗位；职位对技术栈和团队的描述很具体。',
      ),
    },
    dimensions: {
      pay: { score: null, reasons: [say('The posting states no pay.', '职位没有写薪资。')], evidence: [] },
      growth: dimension(82, 'Frontier work named in the duties.', '职责中写明了前沿方向。', 0),
      workLife: dimension(64, 'Hybrid, with time zones to bridge.', '混合办公，需要跨时区协作。', 3),
      mission: dimension(72, 'Infrastructure others build on.', '为他人提供基础设施。', 1),
    },
    pros: [
      { text: say('Clear, concrete duties', '职责具体明确'), evidence: quote(0) },
      { text: say('Room to shape the platform', '有机会塑造平台'), evidence: quote(1) },
    ],
    cons: [{ text: say('A high bar of experience', '经验门槛高'), evidence: quote(2) }],
    role: {
      summary: say(
        'Day to day: design and tune the systems named in the duties, with the teams that use them.',
        '日常：设计并调优职责中提到的系统，并与使用这些系统的团队合作。',
      ),
      focus: [say('performance', '性能')],
      paths: [say('principal engineer', '首席工程师')],
    },
    strategy: [
      {
        text: say('Lead with the closest system you built', '先写你做过的最相近的系统'),
        why: say('It is the first duty listed', '这是列出的第一项职责'),
      },
    ],
    interview: {
      questions: [
        {
          text: say('Walk us through a bottleneck you found and fixed.', '讲一个你发现并解决瓶颈的经历。'),
          kind: 'technical',
          basedOn: quote(0),
        },
      ],
      prep: [say('Prepare numbers from one real system', '准备一个真实系统的数据')],
    },
    redFlags: [],
  };
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/demo-model/')) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
      if (path.endsWith('/models')) return res.writeHead(200, headers).end(JSON.stringify({ data: [{ id: 'demo-model' }] }));
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // An empty answer below.
      }
      res.writeHead(200, headers).end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: JSON.stringify(demoModelAnswer(body)) } }],
          usage: { prompt_tokens: 1480, completion_tokens: 610 },
        }),
      );
    });
    return;
  }
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

const SCREENSHOTS = ['sidebar', 'popup', 'tracker', 'board', 'charts', 'options', 'options-deep-read', 'deep-read-preview', 'deep-read'];

/**
 * Runs in the tracker page: invented postings made from the saved demo one, at every stage of a search over the
 * last weeks, one with an interview today, written through the background as an import would.
 */
async function seedSeason(lang) {
  const send = (message) => globalThis.chrome.runtime.sendMessage(message);
  const base = (await send({ type: 'postings:list' })).records[0];
  const day = 86_400_000;
  const now = Date.now();
  const at = (daysAgo) => new Date(now - daysAgo * day).toISOString();
  const jobs =
    lang === 'zh'
      ? [
          ['病房护士', '远山医院'],
          ['总账会计', '青禾财务'],
          ['货车司机（A2）', '北川物流'],
          ['前端开发工程师', '云杉科技'],
          ['门店店长', '明溪零售'],
          ['数据分析师', '栖云文旅'],
          ['小学语文老师', '启明实验小学'],
          ['厨师长', '江南小馆'],
        ]
      : [
          ['Ward Nurse, Cardiology', 'Brightpath Hospital'],
          ['Staff Accountant', 'Northwind Foods'],
          ['Truck Driver (CDL-A)', 'Ridgeway Freight'],
          ['Frontend Engineer', 'Lumenfield Labs'],
          ['Store Manager', 'Cobalt Mile'],
          ['Data Analyst', 'Harborline'],
          ['Primary School Teacher', 'Elmwood School'],
          ['Head Chef', 'Juniper Row Kitchen'],
        ];
  const stages = [
    [
      ['saved', 30],
      ['applied', 27],
      ['interviewing', 12],
      ['offer', 2],
    ],
    [
      ['saved', 26],
      ['applied', 24],
      ['interviewing', 9],
    ],
    [
      ['saved', 20],
      ['applied', 18],
      ['rejected', 6],
    ],
    [
      ['saved', 16],
      ['applied', 15],
    ],
    [
      ['saved', 12],
      ['applied', 10],
    ],
    [
      ['saved', 8],
      ['applied', 4],
    ],
    [['saved', 5]],
    [['saved', 2]],
  ];
  const records = jobs.map(([title, company], i) => {
    const id = `${base.site}:season-${i}`;
    const history = stages[i].map(([status, daysAgo]) => ({ status, at: at(daysAgo) }));
    const currency = lang === 'zh' ? 'CNY' : 'USD';
    const pay = (lang === 'zh' ? 120_000 : 40_000) + i * (lang === 'zh' ? 30_000 : 9_000);
    return {
      ...base,
      id,
      company: company.toLowerCase(),
      status: history[history.length - 1].status,
      savedAt: history[0].at,
      statusHistory: history,
      updatedAt: history[history.length - 1].at,
      checklist: [],
      notes: '',
      ...(i === 0
        ? {
            reminders: [
              {
                id: 'r-season-1',
                kind: 'interview',
                at: new Date(now + 3 * 3_600_000).toISOString(),
                minutes: 45,
                note: lang === 'zh' ? '带上执业证书' : 'Bring the licence',
                done: false,
              },
            ],
          }
        : {}),
      posting: {
        ...base.posting,
        id,
        title,
        company: { ...base.posting.company, name: company },
        source: { ...base.posting.source, externalId: `season-${i}` },
        url: `${base.posting.url}${base.posting.url.includes('?') ? '&' : '?'}season=${i}`,
        salary: {
          min: pay,
          max: Math.round(pay * 1.3),
          currency,
          period: 'year',
          raw: `${currency} ${pay}–${Math.round(pay * 1.3)} / year`,
          yearly: { min: pay, max: Math.round(pay * 1.3), assumptions: [] },
        },
      },
    };
  });
  await send({ type: 'postings:restore', records });
}

if (headlessWanted) {
  // 5a. No display: run headless, in English and in Chinese, and keep screenshots.
  const outDir = join(root, '.output', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  for (const [lang, suffix] of [
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
  ]) {
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
    await popup
      .locator('[data-testid="row-overall"]:not(.pending)')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await popup.screenshot({ path: join(outDir, `popup-${suffix}.png`) });
    // The tracker with a season behind it: invented postings copied from the demo one, at every stage, with a reminder.
    const tracker = await context.newPage();
    await tracker.setViewportSize({ width: 1280, height: 900 });
    await tracker.goto(`chrome-extension://${extensionId}/tracker.html`);
    await tracker.evaluate(seedSeason, suffix);
    await tracker.reload();
    await tracker.getByTestId('today-item').first().waitFor();
    await tracker.waitForTimeout(500);
    await tracker.screenshot({ path: join(outDir, `tracker-${suffix}.png`) });
    await tracker.getByTestId('mode-board').click();
    await tracker.getByTestId('board-card').first().waitFor();
    await tracker.waitForTimeout(300);
    await tracker.screenshot({ path: join(outDir, `board-${suffix}.png`) });
    await tracker.getByTestId('mode-charts').click();
    await tracker.getByTestId('chart-pipeline').waitFor();
    await tracker.waitForTimeout(300);
    await tracker.screenshot({ path: join(outDir, `charts-${suffix}.png`), fullPage: true });
    // The deep read with the stand-in model: the options section, the preview of what is sent, the model's reading.
    const options = await context.newPage();
    await options.setViewportSize({ width: 900, height: 1100 });
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByTestId('deep-enabled').check();
    await options.getByTestId('deep-preset').selectOption('lmstudio');
    await options.getByTestId('deep-base').fill(`http://127.0.0.1:${port}/demo-model/v1`);
    await options.getByTestId('deep-model').fill('demo-model');
    await options.getByTestId('deep-test').click();
    await options.locator('[data-testid="deep-test-status"]:not(:empty)').waitFor();
    await options.getByTestId('section-deep-read').scrollIntoViewIfNeeded();
    await options.getByTestId('section-deep-read').screenshot({ path: join(outDir, `options-deep-read-${suffix}.png`) });
    await options.screenshot({ path: join(outDir, `options-${suffix}.png`), fullPage: true });
    await page.bringToFront();
    await page.reload();
    const again = await sidebarFrame(page);
    await again.getByTestId('deep-read').click();
    await again.getByTestId('deep-preview').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, `deep-read-preview-${suffix}.png`) });
    await again.getByTestId('deep-confirm').click();
    await again.getByTestId('view-model').click();
    await again.getByTestId('deep-view').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, `deep-read-${suffix}.png`) });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  server.close();
  console.log(
    `\nNo display: ran headless. Screenshots of the sidebar, the popup, the tracker (list, board, charts), the options and the deep read (English and Chinese):\n  ${SCREENSHOTS.flatMap((name) => ['en', 'zh'].map((lang) => `${outDir}/${name}-${lang}.png`)).join('\n  ')}`,
  );
} else {
  // 5b. A display: a real window with the demo posting; stop with Ctrl+C or by closing the browser.
  const profile = join(root, '.output', 'chromium-profile');
  const { context, extensionId } = await openWithExtension(profile, false);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(demoUrl);
  console.log(
    `Chromium is open with Jobsight loaded. The popup is also at chrome-extension://${extensionId}/popup.html\nClose the browser window (or press Ctrl+C) to stop.`,
  );
  context.on('close', () => {
    server.close();
    process.exit(0);
  });
  process.on('SIGINT', () => void context.close());
}
