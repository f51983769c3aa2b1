import type { CDPSession, Frame, Page, Worker } from '@playwright/test';
import type { Jobsight } from './fixtures';

/**
 * Helpers shared by the security specs (forged messages, hostile payloads, clickjacking,
 * diagnostics, fingerprinting).
 */

/** Every object store of the extension's database (or those named), record by record (read through the service worker). */
export async function dumpDatabase(worker: Worker, stores?: readonly string[]): Promise<Record<string, unknown[]>> {
  return worker.evaluate(
    async (only) => {
      // The background creates the database at its first start: opened before that, it would be made empty.
      for (let i = 0; i < 400 && !(await indexedDB.databases()).some((d) => d.name === 'jobsight'); i++)
        await new Promise((r) => setTimeout(r, 25));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jobsight');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const dump: Record<string, unknown[]> = {};
      for (const name of only ?? Array.from(db.objectStoreNames)) {
        dump[name] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
      }
      db.close();
      return dump;
    },
    stores ? [...stores] : null,
  );
}

/** Writes records straight into a store, past every check: what a damaged or hand-edited database could hold. */
export async function putRaw(worker: Worker, store: string, records: readonly unknown[]): Promise<void> {
  await worker.evaluate(
    async ({ store, records }) => {
      // The background creates the database at its first start: opened before that, it would be made empty.
      for (let i = 0; i < 400 && !(await indexedDB.databases()).some((d) => d.name === 'jobsight'); i++)
        await new Promise((r) => setTimeout(r, 25));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jobsight');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        for (const record of records) tx.objectStore(store).put(record);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { store, records: records as unknown[] },
  );
}

export interface ContentWorld {
  cdp: CDPSession;
  /** The execution context id of Jobsight's content script (its isolated world) in the page's main frame. */
  contextId: number;
  /** Evaluates an expression there, awaiting a promise, returning its value. */
  evaluate<T>(expression: string): Promise<T>;
}

/**
 * Opens a page at `url` and finds the content script's isolated world through DevTools: code run
 * there speaks to the background exactly as the content script (or a page that took over its
 * renderer) would.
 */
export async function openWithContentWorld(jobsight: Jobsight, url: string): Promise<{ page: Page; world: ContentWorld }> {
  const page = await jobsight.context.newPage();
  const cdp = await jobsight.context.newCDPSession(page);
  const worlds: { id: number; origin: string; type: string; frameId: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    const aux = (context.auxData ?? {}) as { type?: string; frameId?: string };
    worlds.push({ id: context.id, origin: context.origin, type: aux.type ?? '', frameId: aux.frameId ?? '' });
  });
  await cdp.send('Runtime.enable');
  await page.goto(url);
  const deadline = Date.now() + 10_000;
  let world: (typeof worlds)[number] | undefined;
  while (!(world = worlds.find((w) => w.type === 'isolated' && w.origin.startsWith('chrome-extension://')))) {
    if (Date.now() > deadline) throw new Error(`no content-script world: ${JSON.stringify(worlds)}`);
    await page.waitForTimeout(50);
  }
  const contextId = world.id;
  return {
    page,
    world: {
      cdp,
      contextId,
      async evaluate<T>(expression: string): Promise<T> {
        const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
          contextId,
          expression,
          awaitPromise: true,
          returnByValue: true,
        });
        if (exceptionDetails) throw new Error(`${exceptionDetails.text} ${exceptionDetails.exception?.description ?? ''}`);
        return result.value as T;
      },
    },
  };
}

/** Every dialog a page opens (alert, confirm, prompt, beforeunload), dismissed and kept. */
export function collectDialogs(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { dialogs };
}

/** What a frame or page shows of a payload: the canary, and any link or source that is not http(s) (or our own, or a blob we made). */
export async function payloadTraces(target: Page | Frame): Promise<{ pwned: unknown; badUrls: string[]; markup: number }> {
  return target.evaluate(() => {
    const bad: string[] = [];
    // Resolved as the browser would follow them: only the web, our own pages, or a blob we made.
    const ok = new Set(['http:', 'https:', 'chrome-extension:', 'blob:']);
    for (const element of Array.from(
      document.querySelectorAll('[href], [src], [action], [formaction], [data], [xlink\\:href], [srcdoc]'),
    )) {
      for (const name of ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        let protocol = 'unparsable:';
        try {
          protocol = new URL(value, document.baseURI).protocol;
        } catch {
          // Kept as unparsable: a browser would not follow it, but it is not ours either.
        }
        if (name === 'srcdoc' || !ok.has(protocol)) bad.push(`${element.localName}[${name}]=${value.slice(0, 80)}`);
      }
    }
    // Markup a payload would have made, inside the app (our own UI uses none of these).
    const markup = document.querySelectorAll(
      '#app :is(script, img, svg, iframe, object, embed, b, math, style, video, audio, base, meta, link)',
    ).length;
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned, badUrls: bad, markup };
  });
}
