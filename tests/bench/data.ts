import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { DB_VERSION } from '@/lib/db/migrations';
import { postingsToCsv } from '@/lib/export/csv';
import { parseImport } from '@/lib/export/import';
import { buildExport, exportJson } from '@/lib/export/json';
import type { StoredPosting } from '@/lib/db/schema';
import { chromiumPath, extensionArgs } from '../support/chromium';
import { manyRecords } from '../support/records';
import { figure, type Figure } from './goals';

/**
 * Export and import times at N postings (10,000 by default): the pure steps in Node, then the
 * whole round trip in Chromium with the built extension, as the options page asks the background
 * (read every record, serialize, hand the text over; parse, validate, merge in one transaction).
 * `npm run bench:data` prints the figures; another bench can call `benchData()` for them.
 */

export interface DataBenchFigures {
  postings: number;
  fileMB: number;
  node: { buildAndStringifyMs: number; parseAndValidateMs: number; csvMs: number };
  browser: {
    seedMs: number;
    exportJsonMs: number;
    exportCsvMs: number;
    importFreshMs: number;
    reimportUnchangedMs: number;
    importedCount: number;
  };
}

const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3');

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

async function launch(profileDir: string): Promise<{ context: BrowserContext; worker: Worker; extensionId: string }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: extensionArgs(EXTENSION_DIR),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, extensionId: new URL(worker.url()).host };
}

async function optionsPage(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByTestId('data-count').waitFor();
  return page;
}

/** Sends one message from the options page and times its round trip there; the reply text stays in the page. */
async function timeMessage(
  page: Page,
  message: Record<string, unknown>,
): Promise<{ ms: number; ok: boolean; count: number; length: number }> {
  return page.evaluate(async (msg) => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        runtime: {
          sendMessage(
            m: unknown,
          ): Promise<{ ok: boolean; text?: string; count?: number; importReport?: { inserted: number; unchanged: number } }>;
        };
      };
    };
    const start = performance.now();
    const reply = await chrome.runtime.sendMessage(msg);
    const ms = performance.now() - start;
    (globalThis as { lastText?: string }).lastText = reply.text;
    return {
      ms,
      ok: reply.ok,
      count: reply.count ?? (reply.importReport ? reply.importReport.inserted || reply.importReport.unchanged : 0),
      length: reply.text?.length ?? 0,
    };
  }, message);
}

export async function benchData({ postings = 10_000, log = (line: string) => console.log(line) } = {}): Promise<DataBenchFigures> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error('build the extension first: npx wxt build');
  const records: StoredPosting[] = manyRecords(postings);

  const [text, buildAndStringifyMs] = timed(() =>
    exportJson(buildExport({ postings: records, schemaVersion: DB_VERSION, now: new Date().toISOString() })),
  );
  const [parsed, parseAndValidateMs] = timed(() => parseImport(text, { schemaVersion: DB_VERSION }));
  if (!parsed.ok || parsed.postings.length !== postings) throw new Error('the bench file did not validate');
  const [, csvMs] = timed(() => postingsToCsv(records));
  const fileMB = Buffer.byteLength(text) / 1024 / 1024;
  log(`${postings} postings, export file ${fileMB.toFixed(1)} MB`);
  log(
    `node: build+stringify ${buildAndStringifyMs.toFixed(0)} ms, parse+validate ${parseAndValidateMs.toFixed(0)} ms, CSV ${csvMs.toFixed(0)} ms`,
  );

  const dirs = [mkdtempSync(join(tmpdir(), 'jobsight-bench-a-')), mkdtempSync(join(tmpdir(), 'jobsight-bench-b-'))];
  try {
    const source = await launch(dirs[0]!);
    const sourcePage = await optionsPage(source.context, source.extensionId);
    const seedStart = performance.now();
    for (let start = 0; start < records.length; start += 2_000) {
      await source.worker.evaluate(
        async (list) => {
          const db = await new Promise<IDBDatabase>((done, fail) => {
            const request = indexedDB.open('jobsight');
            request.onsuccess = () => done(request.result);
            request.onerror = () => fail(request.error);
          });
          await new Promise<void>((done, fail) => {
            const tx = db.transaction('postings', 'readwrite');
            for (const record of list) tx.objectStore('postings').put(record);
            tx.oncomplete = () => done();
            tx.onerror = () => fail(tx.error);
          });
          db.close();
        },
        records.slice(start, start + 2_000),
      );
    }
    const seedMs = performance.now() - seedStart;
    const exportedJson = await timeMessage(sourcePage, { type: 'data:export', format: 'json' });
    const exportText = await sourcePage.evaluate(() => (globalThis as { lastText?: string }).lastText ?? '');
    const exportedCsv = await timeMessage(sourcePage, { type: 'data:export', format: 'csv' });
    await source.context.close();
    log(
      `browser: seed ${seedMs.toFixed(0)} ms; export JSON ${exportedJson.ms.toFixed(0)} ms (${exportedJson.count} postings), export CSV ${exportedCsv.ms.toFixed(0)} ms`,
    );

    const target = await launch(dirs[1]!);
    const targetPage = await optionsPage(target.context, target.extensionId);
    const imported = await timeMessage(targetPage, { type: 'data:import', text: exportText, restoreSettings: true });
    const again = await timeMessage(targetPage, { type: 'data:import', text: exportText, restoreSettings: true });
    await target.context.close();
    if (!imported.ok || imported.count !== postings) throw new Error(`import failed: ${JSON.stringify(imported)}`);
    log(
      `browser: import into a fresh profile ${imported.ms.toFixed(0)} ms (${imported.count} added), same file again ${again.ms.toFixed(0)} ms (all unchanged)`,
    );
    return {
      postings,
      fileMB,
      node: { buildAndStringifyMs, parseAndValidateMs, csvMs },
      browser: {
        seedMs,
        exportJsonMs: exportedJson.ms,
        exportCsvMs: exportedCsv.ms,
        importFreshMs: imported.ms,
        reimportUnchangedMs: again.ms,
        importedCount: imported.count,
      },
    };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as the goal table names them (tests/bench/goals.ts). This bench states no goal. */
export function dataFigures(f: DataBenchFigures): Figure[] {
  const basis = `${f.postings.toLocaleString('en')} postings`;
  return [
    figure('data.fileMB', f.fileMB, { basis }),
    figure('data.node.buildAndStringify', f.node.buildAndStringifyMs, { basis }),
    figure('data.node.parseAndValidate', f.node.parseAndValidateMs, { basis }),
    figure('data.node.csv', f.node.csvMs, { basis }),
    figure('data.browser.seed', f.browser.seedMs, { basis: `${basis}, straight into IndexedDB` }),
    figure('data.browser.exportJson', f.browser.exportJsonMs, { basis }),
    figure('data.browser.exportCsv', f.browser.exportCsvMs, { basis }),
    figure('data.browser.importFresh', f.browser.importFreshMs, { basis: `${f.browser.importedCount.toLocaleString('en')} added` }),
    figure('data.browser.reimportUnchanged', f.browser.reimportUnchangedMs, { basis }),
  ];
}
