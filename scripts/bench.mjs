#!/usr/bin/env node
// npm run bench: the extension's cost in real Chromium, each figure against the same page without
// the extension in the same run (the two browsers loaded in turn, run after run). Prints a table; the
// figures and their goals are named in tests/bench/goals.ts. Run after `npm run build`.
//   --check   exit 1 when a goal is missed (the figures, not a test: run it on a quiet machine)
//   --json [FILE]  where the figures go (`-` or no FILE: stdout); by default .bench/speed.json, after a full
//             run only (not --smoke, --pages or BENCH_ONLY), for `npm run figures`
//   --smoke   one load of each page and no database section: shows the bench still works, asserts nothing
//   --pages   only the per-page script time (sizes and the per-site rows)
//   --build   build first; BENCH_RUNS=N loads per page (default 10, at least 10 for a figure to quote);
//             BENCH_EXTENSION=DIR measures another build (a branch's .output/chrome-mv3, to compare)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { module: goals } = await runnerImport(join(root, 'tests/bench/goals.ts'), { root, configFile: false, logLevel: 'silent' });
const extensionDir = process.env.BENCH_EXTENSION ?? join(root, '.output', 'chrome-mv3');
const PAGES_ONLY = process.argv.includes('--pages');
const SMOKE = process.argv.includes('--smoke');
const RUNS = SMOKE ? 1 : Number(process.env.BENCH_RUNS ?? 10);
if (!process.env.BENCH_EXTENSION && (!existsSync(join(extensionDir, 'manifest.json')) || process.argv.includes('--build'))) {
  const built = spawnSync(join(root, 'node_modules', '.bin', 'wxt'), ['build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const executablePath =
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p)) ??
  chromium.executablePath();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

// ---------------------------------------------------------------------------------------
// Pages
const PAGES = join(root, 'tests/fixtures/pages');
const fixture = (site, name) => ({
  url: JSON.parse(readFileSync(join(PAGES, site, name, 'meta.json'), 'utf8')).url,
  html: readFileSync(join(PAGES, site, name, 'page.html'), 'utf8'),
});

/**
 * The page a site is measured on: among its fixtures that hold a posting at an address of the kind
 * asked for, a real capture first (real pages carry the weight invented ones lack: 100+ KB of inline
 * CSS, big DOMs, app-state scripts), else the largest. Found anew each run, so real captures added
 * to the corpus are measured without editing this file.
 */
function sitePage(site, { url: urlTest, name: nameTest = /./ }) {
  const candidates = [];
  for (const name of existsSync(join(PAGES, site)) ? readdirSync(join(PAGES, site)) : []) {
    const dir = join(PAGES, site, name);
    if (!existsSync(join(dir, 'page.html')) || !nameTest.test(name)) continue;
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
    if (!expected?.title || !urlTest.test(meta.url)) continue;
    candidates.push({ name, meta, size: statSync(join(dir, 'page.html')).size });
  }
  candidates.sort((a, b) => Number(b.meta.kind === 'real') - Number(a.meta.kind === 'real') || b.size - a.size);
  const best = candidates[0];
  if (!best) return undefined;
  return {
    ...fixture(site, best.name),
    label: `${site}/${best.name}, ${best.meta.kind === 'real' ? 'real capture' : 'invented'}, ${fmt(best.size / 1024, 0)} KB`,
  };
}

/**
 * LinkedIn-like list+detail pages of more than 2 MB. "heavy": what a logged-in search page is made of,
 * a few dozen cards, megabytes of entity-encoded <code> hydration data and a large DOM around them.
 * "long list": the same pane beside a list grown to about a thousand cards (infinite scroll).
 */
function linkedInPages() {
  const base = fixture('linkedin', 'search-pane');
  const card = /<li[^>]*data-occludable-job-id="4229988776"[\s\S]*?<\/li>\s*(?=<li|<\/ul>)/.exec(base.html)?.[0];
  if (!card) throw new Error('no card to grow the list with');
  const grow = (count, maxBytes) => {
    const cards = [];
    for (let i = 0; i < count && cards.join('').length < maxBytes; i++)
      cards.push(card.replaceAll('4229988776', String(4300000000 + i)).replace(/ember\d+/g, `ember${9000 + i}`));
    return cards.join('\n');
  };
  const entity = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const blobs = [];
  for (let i = 0; blobs.join('').length < 1_700_000; i++) {
    const data = {
      data: {
        entityUrn: `urn:li:fsd_jobPostingCard:(${4300000000 + i},JOB_DETAILS)`,
        title: `Platform Engineer ${i}`,
        description: { text: 'Build the internal platform. '.repeat(40) },
        included: Array.from({ length: 6 }, (_, k) => ({
          $type: 'com.linkedin.voyager.dash.organization.Company',
          name: `Company ${k}`,
          url: `https://www.linkedin.com/company/${k}`,
        })),
      },
    };
    blobs.push(
      `<code style="display: none" id="bpr-guid-${100000 + i}">${entity(JSON.stringify(data))}</code><code style="display: none" id="datalet-bpr-guid-${100000 + i}">${entity(JSON.stringify({ request: `/voyager/api/jobs/jobPostings/${4300000000 + i}`, status: 200, body: `bpr-guid-${100000 + i}` }))}</code>`,
    );
  }
  const menu = `<nav class="global-nav-menu" hidden>${Array.from({ length: 3000 }, (_, i) => `<div class="menu-item"><a href="/jobs/collections/item-${i}/"><span>Collection ${i}</span></a></div>`).join('')}</nav>`;
  const heavy = { url: base.url, html: base.html.replace(card, grow(40, Infinity)).replace('</body>', `${menu}${blobs.join('')}</body>`) };
  const longList = { url: base.url, html: base.html.replace(card, grow(5000, 2_100_000)) };
  return { heavy, longList };
}

const noPosting = {
  url: 'https://www.linkedin.com/jobs/search/?keywords=platform%20engineer',
  html: fixture('linkedin', 'search-no-selection').html,
};
/** A page of a supported site that can hold neither a posting nor a list: nothing of Jobsight's is declared there. */
const feed = { url: 'https://www.linkedin.com/feed/', html: fixture('linkedin', 'search-no-selection').html };

/** A page that never stops changing: a feed that adds and removes cards ten times a second. */
function busySpa() {
  const base = fixture('linkedin', 'search-pane');
  const churn = `<script>
    const list = document.querySelector('ul') || document.body;
    let n = 0;
    setInterval(() => {
      for (let i = 0; i < 25; i++) { const li = document.createElement('li'); li.className = 'feed-item'; li.textContent = 'update ' + (n++); list.appendChild(li); }
      for (let i = 0; i < 25 && list.children.length > 300; i++) list.firstElementChild.remove();
      document.title = 'Jobs (' + n + ')';
    }, 100);
  </script>`;
  return { url: base.url, html: base.html.replace('</body>', `${churn}</body>`) };
}

// ---------------------------------------------------------------------------------------
// Browsers
async function open(withExtension) {
  const profile = mkdtempSync(join(tmpdir(), 'jobsight-bench-'));
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
  if (withExtension) args.unshift(`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args,
    viewport: { width: 1280, height: 900 },
  });
  let extensionId;
  if (withExtension) {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  }
  return {
    context,
    extensionId,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function serve(context, page) {
  await context.unrouteAll();
  await context.route(/^https?:\/\//, (route) => {
    const url = new URL(route.request().url());
    const target = new URL(page.url);
    if (url.origin === target.origin && url.pathname === target.pathname)
      return route.fulfill({ status: 200, body: page.html, headers: { 'content-type': 'text/html; charset=utf-8' } });
    return route.abort('blockedbyclient');
  });
}

/** Main-thread script time of the extension's content scripts while `act` runs, from a CPU profile. */
async function extensionScriptMs(tab, act) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ours = new Set(profile.nodes.filter((node) => node.callFrame.url.startsWith('chrome-extension://')).map((node) => node.id));
  // A sample counts when the frame on top runs our code, or our code is lower on the stack (a DOM call we made).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inOurs = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) if (ours.has(at)) return true;
    return false;
  };
  let us = 0;
  for (let i = 0; i < profile.samples.length; i++) if (inOurs(profile.samples[i])) us += profile.timeDeltas[i] ?? 0;
  void byId;
  return us / 1000;
}

/**
 * One load of a page, traced: the main thread's CPU time (thread clock, so that other work on a busy
 * machine does not count) spent in tasks, and the part of it spent in the extension's own scripts
 * (content scripts of any name: every top-level script event whose script is a chrome-extension:// URL,
 * DOM and layout work they cause included). Long tasks are the page's own PerformanceObserver count.
 */
async function tracedLoad(session, page, settleMs) {
  const tab = await session.context.newPage();
  await tab.addInitScript(OBSERVE);
  const cdp = await session.context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await tab.goto(page.url, { waitUntil: 'load' });
  await tab.waitForTimeout(settleMs);
  const longTasks = await tab.evaluate(() => window.__bench.longTasks);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  await tab.close();
  const target = new URL(page.url);
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(`${target.origin}${target.pathname}`),
  );
  if (!parse) throw new Error(`no trace of ${page.url} being parsed`);
  const onMain = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** Sum of thread time of the events that no earlier one of them contains. */
  const outermost = (list) => {
    let end = -Infinity;
    let sum = 0;
    for (const e of list) {
      if (e.ts < end) continue;
      end = e.ts + e.dur;
      sum += (e.tdur ?? e.dur) / 1000;
    }
    return sum;
  };
  const ours = onMain.filter(
    (e) =>
      e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask' && JSON.stringify(e.args ?? {}).includes('chrome-extension://'),
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  return { extMs: outermost(ours), mainMs: outermost(tasks), longTasks };
}

/**
 * The same page loaded RUNS times in each browser, in turn (with, without, with, ...), so that a
 * machine growing busier or quieter weighs on both alike.
 */
async function compare(page, settleMs) {
  const runs = { with: [], without: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, session] of [
      ['with', withExt],
      ['without', without],
    ]) {
      await serve(session.context, page);
      runs[name].push(await tracedLoad(session, page, settleMs));
    }
  }
  const of = (name, key) => runs[name].map((r) => r[key]);
  return {
    ext: median(of('with', 'extMs')),
    extP95: percentile(of('with', 'extMs'), 95),
    added: median(of('with', 'mainMs')) - median(of('without', 'mainMs')),
    longTasks: median(of('with', 'longTasks')) - median(of('without', 'longTasks')),
  };
}

async function pageMetrics(tab) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

const OBSERVE = () => {
  window.__bench = { longTasks: 0, shift: 0 };
  new PerformanceObserver((list) => (window.__bench.longTasks += list.getEntries().length)).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function sidebarScoresAt(tab) {
  for (let i = 0; i < 400; i++) {
    const frame = tab.frames().find((f) => f.url().includes('/sidebar.html'));
    if (frame) {
      const at = await frame
        .evaluate(
          () =>
            new Promise((resolve) => {
              const seen = () => document.querySelector('[data-testid="score-overall"]');
              if (seen()) return resolve(performance.timeOrigin + performance.now());
              new MutationObserver((_, observer) => {
                if (seen()) {
                  observer.disconnect();
                  resolve(performance.timeOrigin + performance.now());
                }
              }).observe(document, { childList: true, subtree: true });
            }),
        )
        .catch(() => undefined);
      if (at) return at;
    }
    await tab.waitForTimeout(25);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
/** The figures, in the goal table's terms (tests/bench/goals.ts), which also judges each against its goal. */
const results = [];
const row = (id, value, options) => results.push(goals.figure(id, value, options));
const signed = (n, digits) => `${n >= 0 ? '+' : ''}${fmt(n, digits)}`;

// 1. Size. A reader is built per site (wxt.config.ts): one row for the largest and smallest.
const readerSizes = [];
for (const file of readdirSync(join(extensionDir, 'content-scripts'))) {
  const bytes = gzipSync(readFileSync(join(extensionDir, 'content-scripts', file)), { level: 9 }).length;
  if (file.startsWith('reader-')) {
    readerSizes.push({ file, bytes });
    continue;
  }
  const role = { 'any-page.js': 'read on demand', 'job-frame.js': 'Greenhouse frames' }[file] ?? '';
  row(`speed.size.${file.replace(/\.js$/, '').replace(/[^\w-]/g, '-')}`, bytes / 1024, {
    what: `content script ${file}, gzipped`,
    basis: role,
  });
}
if (readerSizes.length > 0) {
  readerSizes.sort((a, b) => a.bytes - b.bytes);
  const [least, most] = [readerSizes[0], readerSizes.at(-1)];
  row('speed.size.readers', most.bytes / 1024, {
    extra: { bytes: most.bytes, smallestBytes: least.bytes },
    basis: `${readerSizes.length} sites, ${fmt(least.bytes / 1024)}–${fmt(most.bytes / 1024)} KB; one site's adapter each, declared where a posting or list can be; largest ${most.file}`,
  });
}

const { heavy, longList } = linkedInPages();
const busy = busySpa();
const withExt = await open(true);
const without = await open(false);

// 2. Script time, per site: each site's job page, pages with no posting, and the heaviest list+detail page.
// Each page's key names its figure (speed.page.<key>) and its goal in tests/bench/goals.ts.
const SITES = [
  ['boss-job', 'boss', { url: /\/job_detail\// }],
  ['boss-search', 'boss', { url: /\/web\/geek\/jobs/ }],
  ['liepin', 'liepin', { url: /liepin\.com\/(?:job|a|lptjob)\// }],
  ['job51', 'job51', { url: /51job\.com\// }],
  ['zhaopin', 'zhaopin', { url: /zhaopin\.com\// }],
  ['linkedin-guest', 'linkedin', { url: /\/jobs\/view\//, name: /guest/ }],
  ['linkedin-logged-in', 'linkedin', { url: /\/jobs\/view\//, name: /logged-in/ }],
  ['indeed', 'indeed', { url: /\/viewjob/ }],
  ['glassdoor', 'glassdoor', { url: /\/job-listing\// }],
  ['greenhouse', 'greenhouse', { url: /greenhouse\.io\/[^/]+\/jobs\/\d+/ }],
  ['workday', 'workday', { url: /\/job\// }],
];
const measured = [
  [
    'other-site',
    {
      url: 'https://example.org/blog/we-are-hiring',
      html: fixture('negative', 'blog-hiring').html,
      label: 'negative/blog-hiring at example.org',
    },
  ],
  ['linkedin-feed', { ...feed, label: 'linkedin/search-no-selection served at /feed/' }],
  ['linkedin-list-none', { ...noPosting, label: 'linkedin/search-no-selection' }],
];
for (const [key, site, test] of SITES) {
  const page = sitePage(site, test);
  if (page) measured.push([key, page]);
  else row(`speed.page.${key}`, null, { basis: 'no fixture of this kind: not measured' });
}
measured.push(
  ['linkedin-heavy', { ...heavy, label: `linkedin/search-pane grown to ${fmt(heavy.html.length / 1e6)} MB` }],
  [
    'linkedin-long-list',
    {
      ...longList,
      label: `linkedin/search-pane with ${(longList.html.match(/data-occludable-job-id/g) ?? []).length} cards, ${fmt(longList.html.length / 1e6)} MB`,
    },
  ],
);
// BENCH_ONLY=<regex>: measure only the rows whose description matches (an A/B of one page, say).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
for (const [key, page] of measured) {
  if (only && !only.test(goals.specOf(`speed.page.${key}`).what)) continue;
  const c = await compare(page, 1200);
  row(`speed.page.${key}`, c.ext, {
    extra: { p95: c.extP95, addedMs: c.added, longTasks: c.longTasks },
    basis: `p95 ${fmt(c.extP95, 2)} ms; main thread ${signed(c.added, 1)} ms; long tasks ${signed(c.longTasks, 0)}; ${page.label}; ${RUNS} loads with, ${RUNS} without`,
  });
}

// 3. Busy SPA: script time per idle minute.
if (!PAGES_ONLY) {
  const seconds = SMOKE ? 2 : Number(process.env.BENCH_IDLE_SECONDS ?? 20);
  await serve(withExt.context, busy);
  const tab = await withExt.context.newPage();
  await tab.goto(busy.url, { waitUntil: 'load' });
  await tab.waitForTimeout(1500);
  const ms = await extensionScriptMs(tab, () => tab.waitForTimeout(seconds * 1000));
  await tab.close();
  row('speed.idle', (ms * 60) / seconds, { basis: `${seconds} s measured` });
}

// 4. Load to scores, layout shift, memory, against the same page without the extension.
if (!PAGES_ONLY) {
  const demo = fixture('demo', 'architect');
  const loadToScores = [];
  const shifts = { with: [], without: [] };
  const sidebarShifts = { with: [], without: [] };
  const heap = { with: [], without: [] };
  const guest = fixture('linkedin', 'guest-view');
  for (let run = 0; run < RUNS; run++) {
    // The sidebar alone, on a job page with no list (no markers).
    for (const [name, session] of [
      ['with', withExt],
      ['without', without],
    ]) {
      await serve(session.context, guest);
      const tab = await session.context.newPage();
      await tab.addInitScript(OBSERVE);
      await tab.goto(guest.url, { waitUntil: 'load' });
      await tab.waitForTimeout(1200);
      sidebarShifts[name].push((await tab.evaluate(() => window.__bench)).shift);
      await tab.close();
    }
    for (const [name, session] of [
      ['with', withExt],
      ['without', without],
    ]) {
      await serve(session.context, heavy);
      const tab = await session.context.newPage();
      await tab.addInitScript(OBSERVE);
      await tab.goto(heavy.url, { waitUntil: 'load' });
      await tab.waitForTimeout(1200);
      const bench = await tab.evaluate(() => window.__bench);
      shifts[name].push(bench.shift);
      heap[name].push((await pageMetrics(tab)).JSHeapUsedSize / 1048576);
      await tab.close();
    }
    await serve(withExt.context, demo);
    const tab = await withExt.context.newPage();
    await tab.goto(demo.url, { waitUntil: 'load' });
    const loadAt = await tab.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd);
    const scoresAt = await sidebarScoresAt(tab);
    if (scoresAt) loadToScores.push(scoresAt - loadAt);
    await tab.close();
  }
  row('speed.loadToScores', loadToScores.length ? median(loadToScores) : null, {
    basis: `p95 ${fmt(percentile(loadToScores, 95), 0)} ms; ${loadToScores.length} of ${RUNS} runs showed scores`,
  });
  row('speed.shift.sidebar', median(sidebarShifts.with) - median(sidebarShifts.without));
  row('speed.shift.markers', median(shifts.with) - median(shifts.without), { basis: 'a label inside a card can grow it' });
  row('speed.heap.content', median(heap.with) - median(heap.without), {
    basis: `with ${fmt(median(heap.with), 1)} MB, without ${fmt(median(heap.without), 1)} MB`,
  });
}

// 5. Database, in the extension's own origin (service worker), 10,000 records.
if (!SMOKE && !PAGES_ONLY) {
  const worker = withExt.context.serviceWorkers()[0];
  const figures = await worker.evaluate(async (count) => {
    const open = () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('jobsight');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const db = await open();
    const template = {
      posting: {
        id: '',
        url: 'https://example.com/jobs/1',
        source: { site: 'bench', adapter: 'bench', fieldsFrom: {} },
        title: 'Platform Engineer',
        company: { name: 'Acme' },
        locations: [],
        workMode: 'hybrid',
        employmentType: 'full_time',
        seniority: 'senior',
        description: { text: 'x'.repeat(800), sections: { responsibilities: [], requirements: [], preferred: [], benefits: [] } },
        skills: ['Go', 'Kubernetes'],
        tags: [],
        language: 'en',
        firstSeenAt: '2026-11-01T00:00:00.000Z',
        lastSeenAt: '2026-11-01T00:00:00.000Z',
      },
      site: 'bench',
      company: 'acme',
      status: 'saved',
      statusHistory: [],
      notes: '',
      checklist: [],
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const record = (i) => ({
      ...template,
      id: `bench:${i}`,
      posting: { ...template.posting, id: `bench:${i}` },
      savedAt: new Date(Date.UTC(2026, 0, 1) + i * 60000).toISOString(),
      lastSeenAt: new Date(Date.UTC(2026, 0, 1) + i * 60000).toISOString(),
    });
    const tx = (mode) => db.transaction('postings', mode, { durability: 'strict' });
    const done = (t) =>
      new Promise((resolve, reject) => {
        t.oncomplete = resolve;
        t.onerror = () => reject(t.error);
        t.onabort = () => reject(t.error);
      });
    let t = tx('readwrite');
    for (let i = 0; i < count; i++) t.objectStore('postings').put(record(i));
    await done(t);
    const saves = [];
    const reads = [];
    for (let i = 0; i < 200; i++) {
      let start = performance.now();
      t = tx('readwrite');
      const store = t.objectStore('postings');
      const get = store.get(`bench:${i}`);
      await new Promise((resolve) => (get.onsuccess = resolve));
      store.put({ ...get.result, notes: `n${i}` });
      await done(t);
      saves.push(performance.now() - start);
      start = performance.now();
      await new Promise(
        (resolve) =>
          (db
            .transaction('postings')
            .objectStore('postings')
            .get(`bench:${count - i - 1}`).onsuccess = resolve),
      );
      reads.push(performance.now() - start);
    }
    let start = performance.now();
    await new Promise((resolve) => {
      const rows = [];
      const cursor = db.transaction('postings').objectStore('postings').index('bySavedAt').openCursor(null, 'prev');
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (c && rows.length < 50) {
          rows.push(c.value);
          c.continue();
        } else resolve(rows);
      };
    });
    const first50 = performance.now() - start;
    start = performance.now();
    await new Promise((resolve) => (db.transaction('postings').objectStore('postings').getAll().onsuccess = resolve));
    const all = performance.now() - start;
    t = tx('readwrite');
    t.objectStore('postings').clear();
    await done(t);
    db.close();
    const q = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))];
    return { saveP50: q(saves, 50), saveP95: q(saves, 95), readP50: q(reads, 50), readP95: q(reads, 95), first50, all };
  }, 10_000);
  row('speed.db.save', figures.saveP50, { basis: `p95 ${fmt(figures.saveP95, 2)} ms; 200 saves`, extra: { p95: figures.saveP95 } });
  row('speed.db.read', figures.readP50, { basis: `p95 ${fmt(figures.readP95, 2)} ms; 200 reads`, extra: { p95: figures.readP95 } });
  row('speed.db.first50', figures.first50);
  row('speed.db.all', figures.all);
}

await withExt.close();
await without.close();

const width = Math.max(...results.map((r) => r.what.length));
// The machine's load says how far the figures can be trusted: thread times hold up on a busy machine, wall times do not.
const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\nJobsight bench${SMOKE ? ' (smoke: one load each, figures not to quote)' : ''}: Chromium ${executablePath}, ${RUNS} runs, ${new Date().toISOString().slice(0, 16)}Z, load average ${load} on ${availableParallelism()} cores\n`,
);
console.log(`| ${'measure'.padEnd(width)} | value | goal | note |`);
console.log(`|${'-'.repeat(width + 2)}|---|---|---|`);
for (const r of results)
  console.log(`| ${r.what.padEnd(width)} | ${goals.formatValue(r)} | ${r.goal}${r.met === false ? ' **missed**' : ''} | ${r.basis} |`);
// A smoke run's single loads are not judged: --check is for a full run on a quiet machine.
const argv = process.argv.slice(2).filter((arg) => !(SMOKE && arg === '--check'));
const complete = !SMOKE && !PAGES_ONLY && !only;
process.exitCode = goals.finishBench(goals.benchReport('speed', results, { complete }), argv);
