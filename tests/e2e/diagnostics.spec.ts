import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadCorpus } from '../support/corpus';
import { expect, servePage, test } from './fixtures';
import { openOptions } from './data-support';

/**
 * The content script never throws into the page nor writes to its console; what it caught
 * goes to the diagnostics log (options page). Debug mode, off by default, adds the console.
 */

// A company link the browser cannot parse (`http://[`) breaks the Glassdoor reader, which resolves it with
// `new URL` (the whole posting is lost; the log is how such a page gets found and the adapter fixed).
const listing = loadCorpus().find((c) => c.site === 'glassdoor' && c.name === 'job-listing')!;
const URL = listing.meta.url;
const PAGE = readFileSync(listing.pagePath, 'utf8').replace(
  /(<a class="EmployerProfile_profileContainer[^"]*"[^>]*href=")[^"]*"/,
  '$1http://[unclosed"',
);

/** Console lines and page errors, except the test server's refusals of unserved addresses (favicon). */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (!/ERR_BLOCKED_BY_CLIENT/.test(message.text())) heard.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`pageerror: ${error.message}`));
  return heard;
}

test('a reader that throws on a hostile page: nothing in the page, an entry in the options page; debug mode adds the console', async ({
  jobsight,
}) => {
  await servePage(jobsight.context, URL, PAGE);
  const page = await jobsight.context.newPage();
  const heard = listen(page);
  await page.goto(URL);
  // The reader ran, failed, and said so to the background only.
  const options = await openOptions(jobsight);
  const entry = options.getByTestId('diagnostic').first();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-where', 'extract');
  await expect(entry).toHaveAttribute('data-adapter', 'glassdoor');
  await expect(entry).toContainText('Invalid URL');
  expect(heard).toEqual([]);
  expect(PAGE).toContain('http://[unclosed');

  // Debug mode: the same failure is also written to the page's console, marked as ours.
  await options.getByTestId('debug-mode').check();
  await expect
    .poll(async () =>
      options.evaluate(
        async () =>
          (
            await (
              globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<{ settings?: { debug?: boolean } }> } } } }
            ).chrome.storage.local.get('settings')
          ).settings?.debug,
      ),
    )
    .toBe(true);
  await page.reload();
  await expect.poll(() => heard.filter((line) => line.includes('[Jobsight]') && line.includes('Invalid URL')).length).toBeGreaterThan(0);
  expect(heard.filter((line) => !line.includes('[Jobsight]'))).toEqual([]);
  // The repeat is counted on the same line.
  await expect(options.getByTestId('diagnostic')).toHaveCount(1);
  await expect(options.getByTestId('diagnostic').first()).toContainText('×2');

  // Off again; the log can be cleared.
  await options.getByTestId('debug-mode').uncheck();
  await options.getByTestId('diagnostics-clear').click();
  await expect(options.getByTestId('diagnostics-empty')).toBeVisible();
  heard.length = 0;
  await page.reload();
  await expect(options.getByTestId('diagnostic')).toHaveCount(1);
  expect(heard).toEqual([]);
});
