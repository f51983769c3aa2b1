import { readFileSync } from 'node:fs';
import type { Worker } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { expect, openPopup, servePage, sidebarFrame, test } from './fixtures';
import { openTracker } from './tracker-fixtures';

const board = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'new-board')!;
const page = readFileSync(board.pagePath, 'utf8');

/** The toolbar badge of a tab, as the service worker set it. */
async function badgeOf(worker: Worker, url: string): Promise<string> {
  return worker.evaluate(async (address) => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
        action: { getBadgeText(d: object): Promise<string> };
      };
    };
    const [tab] = await chrome.tabs.query({ url: address });
    return tab?.id === undefined ? 'no tab' : chrome.action.getBadgeText({ tabId: tab.id });
  }, url);
}

test('a scam posting at a supported site shows the red-flag block, the badge, and the tracker filter finds it', async ({ jobsight }) => {
  const url = 'https://job-boards.greenhouse.io/harborline/jobs/5123777';
  // The line goes into the page's markup and into its embedded data (where the board's reader takes the text from).
  const fee = 'Before your first day, you must purchase the onboarding equipment kit ($189) from our approved vendor.';
  const scam = page
    .replace(
      '<li>Own the multi-region Kubernetes platform that runs 300 services</li>',
      `<li>Own the multi-region Kubernetes platform that runs 300 services</li><li>${fee}</li>`,
    )
    .replace(
      'Own the multi-region Kubernetes platform that runs 300 services&lt;/li&gt;',
      `Own the multi-region Kubernetes platform that runs 300 services&lt;/li&gt;\\n&lt;li&gt;${fee}&lt;/li&gt;`,
    );
  await servePage(jobsight.context, url, scam);
  const tab = await jobsight.context.newPage();
  await tab.goto(url);
  const sidebar = await sidebarFrame(tab);
  const block = sidebar.getByTestId('red-flags');
  await expect(block).toHaveAttribute('data-level', 'high');
  await expect(block).toContainText('It asks you to pay before you work');
  await expect(block).toContainText('you must purchase the onboarding equipment kit ($189)');
  // The overall score does not hide it.
  expect(Number(await sidebar.getByTestId('score-overall').textContent())).toBeLessThanOrEqual(30);
  await expect.poll(() => badgeOf(jobsight.worker, url)).toBe('⚠');

  // Saved, it is marked in the tracker, and the filter finds it among others.
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  const other = 'https://job-boards.greenhouse.io/harborline/jobs/5123456';
  await servePage(jobsight.context, other, page);
  const plain = await jobsight.context.newPage();
  await plain.goto(other);
  const second = await sidebarFrame(plain);
  // The same role without the fee line: not flagged high (it may be called a repost of the first, which is right).
  await expect(second.getByTestId('score-overall')).toBeVisible();
  await expect(second.locator('[data-testid="red-flags"][data-level="high"]')).toHaveCount(0);
  await second.getByTestId('save').click();
  await expect(second.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');

  const tracker = await openTracker(jobsight);
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(2);
  await expect(tracker.getByTestId('risk-marker')).toHaveCount(1);
  await tracker.getByTestId('filter-risk-high').check();
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(1);
  await expect(tracker.getByTestId('tracker-row').getByTestId('risk-marker')).toHaveAttribute('data-level', 'high');

  // The popup's "Red flags only" does the same.
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row')).toHaveCount(2);
  await popup.getByTestId('filter-risk').check();
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('posting-row').getByTestId('risk-marker')).toBeVisible();
});

test('the same role seen again under a new address says it was reposted, with the date it was first seen', async ({ jobsight }) => {
  const first = 'https://job-boards.greenhouse.io/harborline/jobs/5120001';
  const again = 'https://job-boards.greenhouse.io/harborline/jobs/5120002';
  await servePage(jobsight.context, first, page);
  await servePage(jobsight.context, again, page);
  const tab = await jobsight.context.newPage();
  await tab.goto(first);
  const sidebar = await sidebarFrame(tab);
  await expect(sidebar.getByTestId('score-overall')).toBeVisible();
  await expect(sidebar.getByTestId('red-flags')).toHaveCount(0);

  const next = await jobsight.context.newPage();
  await next.goto(again);
  const second = await sidebarFrame(next);
  const line = second.getByTestId('red-flags').locator('[data-flag="reposted"]');
  await expect(line).toContainText(/Reposted 1× under another address \(first seen \d{4}-\d{2}-\d{2}\)/);
});
