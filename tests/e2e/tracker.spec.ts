import type { Locator, Page } from '@playwright/test';
import { testRecord, type RecordSpec } from '../support/records';
import { expect, openPopup, test } from './fixtures';
import { openTracker, seedRecords } from './tracker-fixtures';

const SPECS: RecordSpec[] = [
  {
    n: 1,
    title: 'Backend Engineer, Payments',
    company: 'Lumenfield Labs',
    skills: ['Go', 'PostgreSQL'],
    workMode: 'hybrid',
    salary: { min: 90_000, max: 110_000, currency: 'EUR' },
  },
  {
    n: 2,
    title: 'Android Engineer',
    company: 'Quillworks',
    skills: ['Kotlin', 'Android'],
    workMode: 'remote',
    salary: { min: 70_000, max: 80_000, currency: 'EUR' },
  },
  {
    n: 3,
    title: 'Data Engineer',
    company: 'Harborline',
    skills: ['Python', 'SQL'],
    workMode: 'onsite',
    salary: { min: 120_000, max: 140_000, currency: 'EUR' },
    status: 'applied',
  },
  {
    n: 4,
    title: 'Frontend Engineer',
    company: 'Cobalt Mile',
    skills: ['React', 'TypeScript'],
    workMode: 'remote',
    salary: null,
    status: 'interviewing',
  },
  {
    n: 5,
    title: '前端开发工程师',
    company: '云杉科技',
    skills: ['Vue', 'TypeScript'],
    workMode: 'onsite',
    city: 'Shanghai',
    country: 'CN',
    salary: { min: 300_000, max: 420_000, currency: 'CNY' },
    site: 'boss',
  },
  { n: 6, title: 'Site Reliability Engineer', company: 'Juniper Row', skills: ['Kubernetes', 'Go'], workMode: 'hybrid', status: 'viewed' },
];

/** Drags the board card `card` (found once, then held by its id) onto `target` through the drag-and-drop events. */
async function dragCard(page: Page, card: Locator, target: Locator): Promise<void> {
  const id = await card.getAttribute('data-id');
  expect(id).toBeTruthy();
  const source = page.locator(`[data-testid="board-card"][data-id="${id}"]`);
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent('dragstart', { dataTransfer: transfer });
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await source.dispatchEvent('dragend', { dataTransfer: transfer });
}

async function seeded(jobsight: Parameters<typeof openPopup>[0]) {
  const page = await openTracker(jobsight);
  await seedRecords(page, SPECS.map(testRecord));
  await page.reload();
  await expect(page.getByTestId('tracker-row')).toHaveCount(5);
  return page;
}

test('popup: quick view with search as you type, tabs, status change kept with its date, and the tracker opens from it', async ({
  jobsight,
}) => {
  const tracker = await seeded(jobsight);
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row')).toHaveCount(5);
  // Newest save first; each row shows company, place and salary.
  await expect(popup.getByTestId('posting-row').first()).toContainText('前端开发工程师');
  await expect(popup.getByTestId('posting-row').nth(1)).toContainText('Cobalt Mile');

  await popup.getByTestId('search').fill('kot');
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('posting-row')).toContainText('Android Engineer');
  await popup.getByTestId('search').fill('前端');
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await popup.getByTestId('search').fill('nothing like this');
  await expect(popup.getByTestId('empty')).toBeVisible();
  await popup.getByTestId('search').fill('');
  await expect(popup.getByTestId('posting-row')).toHaveCount(5);

  await popup.getByTestId('tab-viewed').click();
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('posting-row')).toContainText('Site Reliability Engineer');
  await popup.getByTestId('tab-saved').click();

  const android = popup.getByTestId('posting-row').filter({ hasText: 'Android Engineer' });
  await android.getByTestId('status').selectOption('applied');
  await expect(android.getByTestId('status')).toHaveValue('applied');
  await popup.reload();
  await expect(popup.getByTestId('posting-row').filter({ hasText: 'Android Engineer' }).getByTestId('status')).toHaveValue('applied');

  // The history shows both stages, each with its date.
  await tracker.reload();
  await tracker.getByTestId('tracker-row').filter({ hasText: 'Android Engineer' }).getByTestId('open-details').click();
  const history = tracker.getByTestId('status-history').locator('li');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toHaveAttribute('data-status', 'applied');
  await expect(history.nth(1)).toHaveAttribute('data-status', 'saved');
  await expect(history.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const [opened] = await Promise.all([jobsight.context.waitForEvent('page'), popup.getByTestId('open-tracker').click()]);
  await opened.waitForLoadState('domcontentloaded');
  expect(new URL(opened.url()).pathname).toBe('/tracker.html');
});

test('tracker: filters (status, work mode, site, company, score, salary, date) and sorting by any column', async ({ jobsight }) => {
  const page = await seeded(jobsight);
  const titles = () => page.getByTestId('tracker-row').locator('[data-testid="open-details"]').allTextContents();

  await page.getByTestId('filter-mode-remote').check();
  await expect(page.getByTestId('tracker-row')).toHaveCount(2);
  await page.getByTestId('filter-status-interviewing').check();
  await expect(page.getByTestId('tracker-row')).toHaveCount(1);
  await expect(page.getByTestId('tracker-row')).toContainText('Frontend Engineer');
  await page.getByTestId('filter-clear').click();
  await expect(page.getByTestId('tracker-row')).toHaveCount(5);

  await page.getByTestId('filter-site').selectOption('boss');
  await expect(page.getByTestId('tracker-row')).toHaveCount(1);
  await page.getByTestId('filter-site').selectOption('');
  await page.getByTestId('filter-company').fill('harbor');
  await expect(page.getByTestId('tracker-row')).toHaveCount(1);
  await page.getByTestId('filter-company').fill('');

  await page.getByTestId('filter-currency').selectOption('EUR');
  await page.getByTestId('filter-salary-min').fill('90000');
  await expect(page.getByTestId('tracker-row')).toHaveCount(2);
  await page.getByTestId('filter-clear').click();

  await page.getByTestId('filter-date-from').fill('2026-10-03');
  await page.getByTestId('filter-date-to').fill('2026-10-04');
  await expect(page.getByTestId('tracker-row')).toHaveCount(2);
  await page.getByTestId('filter-clear').click();

  // Scores come from lib/analyze in the background; every row gets one.
  await expect(page.getByTestId('row-overall').filter({ hasText: '–' })).toHaveCount(0, { timeout: 20_000 });
  const scores = (await page.getByTestId('row-overall').allTextContents()).map(Number);
  const top = Math.max(...scores);
  await page.getByTestId('filter-score-min').fill(String(top));
  await expect(page.getByTestId('tracker-row')).toHaveCount(scores.filter((s) => s >= top).length);
  await page.getByTestId('filter-clear').click();

  await page.getByTestId('sort-title').click();
  await expect
    .poll(titles)
    .toEqual(['Android Engineer', 'Backend Engineer, Payments', 'Data Engineer', 'Frontend Engineer', '前端开发工程师']);
  await page.getByTestId('sort-title').click();
  await expect
    .poll(titles)
    .toEqual(['前端开发工程师', 'Frontend Engineer', 'Data Engineer', 'Backend Engineer, Payments', 'Android Engineer']);
  await expect(page.locator('[role="columnheader"][aria-sort="descending"]')).toContainText('Title');
  await page.getByTestId('sort-salary').click();
  await expect.poll(async () => (await titles())[0]).toBe('前端开发工程师');
  await page.getByTestId('sort-company').click();
  await expect.poll(async () => (await titles())[0]).toBe('Frontend Engineer');
  await page.getByTestId('sort-overall').click();
  await expect
    .poll(async () => (await page.getByTestId('row-overall').allTextContents()).map(Number))
    .toEqual([...scores].sort((a, b) => b - a));
});

test('board: a card dragged to another column, and moved with [ and ] from the keyboard; each move is kept in the history', async ({
  jobsight,
}) => {
  const page = await seeded(jobsight);
  // Keyboard focus is asserted below: the tracker must be the tab in front, not the pages seeding opened after it.
  await page.bringToFront();
  await page.getByTestId('mode-board').click();
  const column = (status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
  await expect(column('saved').getByTestId('board-card')).toHaveCount(3);
  await expect(column('applied').getByTestId('board-card')).toHaveCount(1);

  // The card is picked by its id and dragged as the browser does it (dragstart, dragover, drop, with one DataTransfer):
  // a pointer drag at the card's place on screen would take whichever card a re-render put there.
  await dragCard(page, column('saved').getByTestId('board-card').filter({ hasText: 'Android Engineer' }), column('applied'));
  await expect(column('applied').getByTestId('board-card')).toHaveCount(2);
  await expect(column('applied')).toContainText('Android Engineer');

  const card = column('saved').getByTestId('board-card').filter({ hasText: 'Backend Engineer' });
  await card.focus();
  await page.keyboard.press(']');
  await expect(column('applied')).toContainText('Backend Engineer');
  const moved = column('applied').getByTestId('board-card').filter({ hasText: 'Backend Engineer' });
  await expect(moved).toBeFocused();
  await page.keyboard.press(']');
  await expect(column('interviewing')).toContainText('Backend Engineer');
  await expect(page.getByTestId('board-announce')).toContainText('Backend Engineer');
  await page.keyboard.press('[');
  await expect(column('applied')).toContainText('Backend Engineer');

  // The move menu does the same without a pointer.
  await column('applied').getByTestId('board-card').filter({ hasText: 'Data Engineer' }).getByTestId('card-move').selectOption('offer');
  await expect(column('offer')).toContainText('Data Engineer');

  await page.keyboard.press('Escape');
  await column('applied').getByTestId('board-card').filter({ hasText: 'Backend Engineer' }).focus();
  await page.keyboard.press('Enter');
  const history = page.getByTestId('status-history').locator('li');
  await expect(history).toHaveCount(4);
  expect(await history.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')))).toEqual([
    'applied',
    'interviewing',
    'applied',
    'saved',
  ]);
});

test('notes are saved as the user types (debounced), survive a reload and are searched', async ({ jobsight }) => {
  const page = await seeded(jobsight);
  await page.getByTestId('tracker-row').filter({ hasText: 'Data Engineer' }).getByTestId('open-details').click();
  await expect(page.getByTestId('details-title')).toHaveText('Data Engineer');
  await page.getByTestId('notes').fill('Recruiter Mei called; second round on Tuesday');
  await expect(page.getByTestId('notes-state')).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('tracker-row').filter({ hasText: 'Data Engineer' }).locator('.marker.notes')).toBeVisible();
  await page.reload();
  await page.getByTestId('search').fill('tuesday');
  await expect(page.getByTestId('tracker-row')).toHaveCount(1);
  await page.getByTestId('tracker-row').getByTestId('open-details').click();
  await expect(page.getByTestId('notes')).toHaveValue('Recruiter Mei called; second round on Tuesday');
  // The strategy checklist's progress is shown with the notes.
  await expect(page.getByTestId('strategy')).toContainText(/0 (of|\/) \d+/);
});

test('compare two or three postings: scores, yearly pay in one currency only, fit, work mode and skills', async ({ jobsight }) => {
  const page = await seeded(jobsight);
  const row = (title: string) => page.getByTestId('tracker-row').filter({ hasText: title });
  await row('Backend Engineer').getByTestId('select').check();
  await expect(page.getByTestId('compare-open')).toBeDisabled();
  await row('Android Engineer').getByTestId('select').check();
  await row('Data Engineer').getByTestId('select').check();
  await page.getByTestId('compare-open').click();
  const compare = page.getByTestId('compare');
  await expect(compare.getByTestId('compare-column')).toHaveCount(3);
  await expect(compare.getByTestId('compare-overall').locator('td')).toHaveCount(3);
  await expect(compare.getByTestId('compare-pay')).toContainText('highest');
  await expect(compare.getByTestId('compare-pay').locator('td').nth(2)).toContainText('highest');
  await expect(compare.getByTestId('compare-mode')).toContainText('Remote');
  await expect(compare.locator('[data-testid="compare-skill"][data-skill="Kotlin"]')).toBeVisible();
  await expect(compare.locator('[data-testid="compare-skill"][data-skill="Python"]')).toBeVisible();
  await compare.getByTestId('compare-close').click();

  // Different currencies: shown, not compared.
  await row('Data Engineer').getByTestId('select').uncheck();
  await row('Android Engineer').getByTestId('select').uncheck();
  await row('前端开发工程师').getByTestId('select').check();
  await page.getByTestId('compare-open').click();
  await expect(page.getByTestId('compare-currency-note')).toBeVisible();
  await expect(page.getByTestId('compare').getByTestId('compare-pay')).not.toContainText('highest');
});

test('bulk: select, change status together, delete together and undo', async ({ jobsight }) => {
  const page = await seeded(jobsight);
  const row = (title: string) => page.getByTestId('tracker-row').filter({ hasText: title });
  await row('Backend Engineer').getByTestId('select').check();
  await row('Android Engineer').getByTestId('select').check();
  await expect(page.getByTestId('selected-count')).toContainText('2');
  await page.getByTestId('bulk-status').selectOption('rejected');
  await page.getByTestId('bulk-apply').click();
  await expect(row('Backend Engineer').getByTestId('status')).toHaveValue('rejected');
  await expect(row('Android Engineer').getByTestId('status')).toHaveValue('rejected');

  // Deleting is immediate; undo puts every record back as it was.
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('selected-count')).toContainText('5');
  await page.getByTestId('bulk-delete').click();
  await expect(page.getByTestId('empty')).toBeVisible();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('tracker-row')).toHaveCount(5);
  await page.reload();
  await expect(page.getByTestId('tracker-row')).toHaveCount(5);
  await expect(row('Backend Engineer').getByTestId('status')).toHaveValue('rejected');

  await row('Backend Engineer').getByTestId('select').check();
  await row('Android Engineer').getByTestId('select').check();
  await page.getByTestId('bulk-delete').click();
  await expect(page.getByTestId('tracker-row')).toHaveCount(3);
  await page.reload();
  await expect(page.getByTestId('tracker-row')).toHaveCount(3);
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row')).toHaveCount(3);
});

test('the tracker and the popup speak Chinese when the user picks it, and every control has a name', async ({ jobsight }) => {
  const page = await seeded(jobsight);
  await page.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }).chrome.storage.local.set({
      settings: { uiLanguage: 'zh' },
    }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobsight 求职追踪');
  await expect(page.getByTestId('tab-viewed')).toHaveText('最近浏览');
  await expect(page.getByRole('searchbox', { name: '搜索职位名称、公司、技能和备注' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Android Engineer 的状态' })).toBeVisible();
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('open-tracker')).toHaveText('打开求职追踪');
  await expect(popup.getByRole('button', { name: '删除: Android Engineer' })).toBeVisible();
  // Keyboard: from the search box, Tab reaches the rows' controls.
  await page.getByTestId('search').focus();
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'open-details')) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-details');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('details-title')).toBeFocused();
});
