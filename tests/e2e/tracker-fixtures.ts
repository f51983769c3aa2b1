import type { Page } from '@playwright/test';
import type { TestRecord } from '../support/records';
import type { Jobsight } from './fixtures';

/** Writes records through the background (the undo path of a delete), as an extension page may. */
export async function seedRecords(page: Page, records: readonly TestRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 200) {
    const chunk = records.slice(i, i + 200);
    const reply = await page.evaluate(async (batch) => {
      const runtime = (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean; error?: string }> } } }
      ).chrome.runtime;
      return runtime.sendMessage({ type: 'postings:restore', records: batch });
    }, chunk);
    if (!reply.ok) throw new Error(`seeding failed: ${reply.error}`);
  }
}

export async function openTracker(jobsight: Jobsight): Promise<Page> {
  const page = await jobsight.context.newPage();
  await page.goto(`chrome-extension://${jobsight.extensionId}/tracker.html`);
  return page;
}
