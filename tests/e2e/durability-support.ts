import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import type { StoredPosting } from '@/lib/db/schema';
import type { Jobsight } from './fixtures';

/**
 * Reaching the extension's database from an extension page with plain
 * IndexedDB (a page keeps working while the service worker is stopped, unlike a worker handle), and
 * stopping the worker through DevTools.
 */

export async function extensionPage(jobsight: Pick<Jobsight, 'context' | 'extensionId'>, path = '/options.html'): Promise<Page> {
  const page = await jobsight.context.newPage();
  await page.goto(`chrome-extension://${jobsight.extensionId}${path}`);
  return page;
}

/** The service worker as it is now (a stopped one is started again by the next event). */
export async function currentWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'));
}

/** Stops every service worker of the profile, as the browser does after 30 s idle (CDP, from a page session). */
export class WorkerStopper {
  private constructor(private readonly session: CDPSession) {}

  static async on(context: BrowserContext, page: Page): Promise<WorkerStopper> {
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    return new WorkerStopper(session);
  }

  async stop(): Promise<void> {
    await this.session.send('ServiceWorker.stopAllWorkers');
  }
}

/** Every posting record as stored, read in an extension page; no version asked, so nothing is upgraded. */
export async function storedPostings(page: Page): Promise<StoredPosting[]> {
  return page.evaluate(async () => {
    // The background creates the database at its first start: opened before that, it would be made empty.
    for (let i = 0; i < 400 && !(await indexedDB.databases()).some((d) => d.name === 'jobsight'); i++)
      await new Promise((r) => setTimeout(r, 25));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('jobsight');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('postings')) return [];
      return await new Promise<StoredPosting[]>((resolve, reject) => {
        const request = db.transaction('postings').objectStore('postings').getAll();
        request.onsuccess = () => resolve(request.result as StoredPosting[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** The version of each of the extension's databases. */
export async function databaseVersions(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => Object.fromEntries((await indexedDB.databases()).map((d) => [d.name ?? '', d.version ?? 0])));
}

/** Deletes the main database (the background's connection closes itself for it). */
export async function deleteMainDb(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('jobsight');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error('delete blocked: a connection did not close'));
      }),
  );
}

/** Sends one message to the background from an extension page. */
export type Answer = { ok: boolean; error?: string; [key: string]: unknown };

interface ExtensionGlobals {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    storage: { session: { get(key: string | null): Promise<Record<string, unknown>> } };
  };
}

export async function ask(page: Page, message: unknown): Promise<Answer> {
  return page.evaluate((m) => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage(m) as Promise<Answer>, message);
}

/** What the background told pages about the database (session storage). */
export async function dbHealth(page: Page): Promise<unknown> {
  return page.evaluate(
    async () => (await (globalThis as unknown as ExtensionGlobals).chrome.storage.session.get('durability:db'))['durability:db'],
  );
}
