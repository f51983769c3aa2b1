import type { Page, Worker } from '@playwright/test';
import type { StoredPosting } from '@/lib/db/schema';
import { expect, type Jobsight } from './fixtures';
import { dumpDatabase, putRaw } from './security-support';

/**
 * Reaching the extension's own database and storage from tests, through its service worker (the
 * extension origin), as plain IndexedDB: what is stored, byte for byte, not what the UI shows.
 */

export async function openOptions(jobsight: Pick<Jobsight, 'context' | 'extensionId'>): Promise<Page> {
  const page = await jobsight.context.newPage();
  await page.goto(`chrome-extension://${jobsight.extensionId}/options.html`);
  // The count comes from the background, which has opened (and if need be created) the database by then.
  await expect(page.getByTestId('data-count')).toBeVisible();
  return page;
}

export async function putRecords(worker: Worker, records: readonly StoredPosting[]): Promise<void> {
  await putRaw(worker, 'postings', records);
}

export async function allRecords(worker: Worker): Promise<StoredPosting[]> {
  return (await dumpDatabase(worker, ['postings']))['postings'] as StoredPosting[];
}

export async function localStorageOf(worker: Worker): Promise<Record<string, unknown>> {
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(keys: null): Promise<Record<string, unknown>> } } } };
    return chrome.storage.local.get(null);
  });
}

/** The text of every Jobsight marker on the page, in document order: read through DevTools, which sees into closed shadow roots. */
export async function markerTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  interface DomNode {
    nodeName: string;
    nodeValue?: string;
    children?: DomNode[];
    shadowRoots?: DomNode[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const texts: string[] = [];
  const textOf = (node: DomNode): string =>
    node.nodeName === '#text' ? (node.nodeValue ?? '') : [...(node.children ?? [])].map(textOf).join('');
  const walk = (node: DomNode) => {
    if (node.nodeName === 'JOBSIGHT-MARK') {
      const shadow = node.shadowRoots?.[0];
      texts.push(
        shadow
          ? (shadow.children ?? [])
              .filter((c) => c.nodeName === 'SPAN')
              .map(textOf)
              .join('')
          : '',
      );
      return;
    }
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
  };
  walk(root);
  return texts;
}
