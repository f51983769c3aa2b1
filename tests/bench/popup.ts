import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { chromiumPath, extensionArgs } from '../support/chromium';
import { benchData } from './data';
import { figure, formatValue, type Figure } from './goals';
import { corpusPostings, seedRecords } from './seed';

/**
 * npm run bench:popup — 10,000 realistic postings in the built extension, then:
 * popup open to interactive (cold worker and warm), one search keystroke to the updated list
 * (popup and tracker page), and the JS heap of the popup and of the service worker.
 */

// The test build (`wxt build --mode test`): the service worker's jobsightTracker hook tells when the index is ready.
const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3-test');
const COUNT = Number(process.env['BENCH_POSTINGS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

interface Session {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
}

export async function launch(profileDir: string): Promise<Session> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: extensionArgs(EXTENSION_DIR),
    viewport: { width: 1280, height: 900 },
  });
  await context.route(/^https?:\/\//, (route) => route.abort('blockedbyclient'));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, extensionId: new URL(worker.url()).host };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

type Runtime = {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<{ ok: boolean; error?: string; page?: { indexing: boolean; total: number } }> };
  };
};

export async function seed(session: Session, records: unknown[]): Promise<number> {
  const page = await session.context.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/tracker.html`);
  const started = Date.now();
  for (let i = 0; i < records.length; i += 250) {
    const reply = await page.evaluate(
      (batch) => (globalThis as unknown as Runtime).chrome.runtime.sendMessage({ type: 'postings:restore', records: batch }),
      records.slice(i, i + 250),
    );
    if (!reply.ok) throw new Error(`seeding failed: ${reply.error}`);
  }
  const took = Date.now() - started;
  await page.close();
  return took;
}

/** The background has its index and every score (the state a user's browser is in most of the time). */
export async function settle(session: Session): Promise<number> {
  const started = Date.now();
  await session.worker.evaluate(async () => {
    const tracker = (globalThis as unknown as { jobsightTracker: { scored(): Promise<void> } }).jobsightTracker;
    await tracker.scored();
  });
  return Date.now() - started;
}

async function stopWorker(session: Session): Promise<void> {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser session');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(session.extensionId));
  if (target) {
    const page = await session.context.newPage();
    const pageCdp = await session.context.newCDPSession(page);
    await pageCdp.send('ServiceWorker.enable');
    await pageCdp.send('ServiceWorker.stopAllWorkers');
    await pageCdp.detach();
    await page.close();
  }
  await cdp.detach();
  await new Promise((r) => setTimeout(r, 500));
}

export async function openPopup(session: Session): Promise<{ page: Page; interactive: number; script: number; reply: number }> {
  const page = await session.context.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/popup.html`);
  const interactive = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => performance.getEntriesByName('popup-interactive')[0]?.startTime;
        const found = read();
        if (found !== undefined) return resolve(found);
        const observer = new PerformanceObserver(() => {
          const at = read();
          if (at !== undefined) resolve(at);
        });
        observer.observe({ entryTypes: ['mark'] });
      }),
  );
  const [script, reply] = await page.evaluate(() =>
    ['popup-script', 'first-reply'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
  );
  return { page, interactive, script: script!, reply: reply! };
}

/** Types one character at a time; each keystroke's time from input event to the updated, painted list. */
export async function keystrokes(page: Page, text: string, paints: number[] = []): Promise<number[]> {
  const search = page.getByTestId('search');
  await search.fill('');
  await search.focus();
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    performance.clearMeasures('search-update');
    performance.clearMeasures('search-paint');
  });
  const times: number[] = [];
  for (const char of text) {
    const before = await page.evaluate(() => performance.getEntriesByName('search-update').length);
    // A Chinese character arrives as committed IME text, not as a key.
    if (/[\u4e00-\u9fff]/.test(char)) await page.keyboard.insertText(char);
    else await search.press(char === ' ' ? 'Space' : char);
    await page.waitForFunction((n) => performance.getEntriesByName('search-update').length > n, before, { timeout: 10_000 });
    times.push(await page.evaluate(() => performance.getEntriesByName('search-update').at(-1)!.duration));
    await page.waitForFunction((n) => performance.getEntriesByName('search-paint').length > n, before, { timeout: 10_000 });
    paints.push(await page.evaluate(() => performance.getEntriesByName('search-paint').at(-1)!.duration));
  }
  return times;
}

async function heapOfPage(page: Page): Promise<number> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/** The service worker's heap, through the browser's CDP session (a worker has no page to attach to). */
async function heapOfWorker(session: Session): Promise<number> {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser session');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(session.extensionId));
  if (!target) throw new Error('no service worker target');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolveCall) => {
      const id = ++next;
      const onMessage = (event: { sessionId?: string; message: string }) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as { id?: number; result?: Record<string, number> };
        if (message.id === id) {
          cdp.off('Target.receivedMessageFromTarget', onMessage);
          resolveCall(message.result ?? {});
        }
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  await call('HeapProfiler.collectGarbage');
  const { usedSize } = await call('Runtime.getHeapUsage');
  await cdp.send('Target.detachFromTarget', { sessionId });
  await cdp.detach();
  return usedSize ?? NaN;
}

/** Runs the bench, prints its table and returns its figures (tests/bench/goals.ts names them and holds their goals). */
export async function runBench(): Promise<Figure[]> {
  const profileDir = mkdtempSync(join(tmpdir(), 'jobsight-bench-'));
  const base = corpusPostings();
  const records = seedRecords(COUNT, base);
  const bytes = records.reduce((sum, r) => sum + JSON.stringify(r).length, 0);
  console.log(
    `${records.length} postings generated from ${base.length} corpus postings (${mb(bytes)} as JSON, ${(bytes / records.length / 1024).toFixed(1)} KB each)`,
  );
  let session = await launch(profileDir);
  try {
    const seedMs = await seed(session, records);
    console.log(`seeded through the background in ${ms(seedMs)}`);
    const settleMs = await settle(session);
    console.log(`every posting scored ${ms(settleMs)} after the last write (scoring runs alongside the writes; scores are cached after)`);

    // Cold: the browser restarted, the worker fresh, its index not built (scores come from the cache).
    await session.context.close();
    session = await launch(profileDir);
    const coldRestart = await openPopup(session);
    const firstKeys = await keystrokes(coldRestart.page, 'e');
    await session.worker.evaluate(() => (globalThis as unknown as { jobsightTracker: { ready(): Promise<void> } }).jobsightTracker.ready());
    await coldRestart.page.close();

    const coldStopped: number[] = [];
    const coldReply: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      await stopWorker(session);
      const opened = await openPopup(session);
      coldStopped.push(opened.interactive);
      coldReply.push(opened.reply - opened.script);
      await opened.page.close();
      await new Promise((r) => setTimeout(r, 3_000));
    }

    const warm: number[] = [];
    const warmScript: number[] = [];
    const warmReply: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const opened = await openPopup(session);
      warm.push(opened.interactive);
      warmScript.push(opened.script);
      warmReply.push(opened.reply - opened.script);
      await opened.page.close();
    }

    const popup = await openPopup(session);
    await popup.page.waitForTimeout(500);
    const popupPaints: number[] = [];
    const popupKeys = await keystrokes(popup.page, 'engineer', popupPaints);
    const popupKeysCjk = await keystrokes(popup.page, '工程师', popupPaints);
    const popupHeap = await heapOfPage(popup.page);
    const workerHeap = await heapOfWorker(session);

    const tracker = await session.context.newPage();
    await tracker.goto(`chrome-extension://${session.extensionId}/tracker.html`);
    await tracker.getByTestId('tracker-row').first().waitFor();
    const trackerPaints: number[] = [];
    const trackerKeys = await keystrokes(tracker, 'senior data', trackerPaints);
    const trackerHeap = await heapOfPage(tracker);

    // Export and import at the same size, with the data bench's own records, through the options page.
    const data = await benchData({ postings: COUNT, log: () => undefined });

    const allKeys = [...popupKeys, ...popupKeysCjk];
    const spread = (values: number[], what: string) => ({
      basis: `${ms(median(values))} median, ${ms(Math.max(...values))} max${what}`,
      extra: { median: median(values), max: Math.max(...values) },
    });
    const at = `${COUNT.toLocaleString('en')} postings`;
    const figures: Figure[] = [
      figure('popup.open.restarted', coldRestart.interactive, { basis: at }),
      figure('popup.open.stopped', median(coldStopped), { basis: `median of ${coldStopped.length}` }),
      figure('popup.open.warm', median(warm), { basis: `median of ${warm.length}, max ${ms(Math.max(...warm))}` }),
      figure('popup.open.warmScript', median(warmScript)),
      figure('popup.open.warmReply', median(warmReply)),
      figure('popup.open.stoppedReply', median(coldReply)),
      figure('popup.firstKeystroke', firstKeys[0] ?? null),
      figure('popup.search.popup', percentile(allKeys, 95), spread(allKeys, ` (${allKeys.length} keys)`)),
      figure('popup.paint.popup', percentile(popupPaints, 95), spread(popupPaints, '')),
      figure('popup.search.tracker', percentile(trackerKeys, 95), spread(trackerKeys, ` (${trackerKeys.length} keys)`)),
      figure('popup.paint.tracker', percentile(trackerPaints, 95), spread(trackerPaints, '')),
      figure('popup.heap.popup', popupHeap / 1_048_576),
      figure('popup.heap.tracker', trackerHeap / 1_048_576),
      figure('popup.heap.worker', workerHeap / 1_048_576),
      figure('popup.export.json', data.browser.exportJsonMs, { basis: `a ${data.fileMB.toFixed(1)} MB file` }),
      figure('popup.export.csv', data.browser.exportCsvMs),
      figure('popup.import.fresh', data.browser.importFreshMs, { basis: `${data.browser.importedCount.toLocaleString('en')} added` }),
      figure('popup.import.again', data.browser.reimportUnchangedMs),
      figure('popup.seed', seedMs, { basis: at }),
      figure('popup.settle', settleMs, { basis: 'scoring runs alongside the writes; this is the wait after the last one' }),
    ];
    console.log(`\n| measure (${at}) | result | goal | basis |\n|---|---|---|---|`);
    for (const f of figures)
      console.log(`| ${f.what} | ${formatValue(f)} | ${f.goal || '–'}${f.met === false ? ' **missed**' : ''} | ${f.basis} |`);
    console.log(
      `\nkeystrokes to updated list (ms): popup ${allKeys.map((v) => v.toFixed(1)).join(' ')}; tracker ${trackerKeys.map((v) => v.toFixed(1)).join(' ')}`,
    );
    console.log(
      `keystrokes to painted frame (ms): popup ${popupPaints.map((v) => v.toFixed(1)).join(' ')}; tracker ${trackerPaints.map((v) => v.toFixed(1)).join(' ')}`,
    );
    return figures;
  } finally {
    await session.context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
