import { loadCorpus } from '../support/corpus';
import { expect, hasSidebar, openPopup, serveFixture, sidebarFrame, test } from './fixtures';

const corpus = loadCorpus();
const legacy = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const newBoard = corpus.find((c) => c.site === 'greenhouse' && c.name === 'new-board')!;
const boardIndex = corpus.find((c) => c.site === 'greenhouse' && c.name === 'board-index')!;

test('a job page at its real address gets the sidebar; Save puts it in the popup; it survives a restart; delete removes it', async ({
  jobsight,
}) => {
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);

  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText('Senior Backend Engineer, Payments');
  await expect(sidebar.getByTestId('company')).toHaveText('Lumenfield Labs');
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');

  let popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('posting-row')).toContainText('Senior Backend Engineer, Payments');
  await expect(popup.getByTestId('posting-row')).toContainText('Lumenfield Labs');

  await jobsight.restart();
  popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('posting-row')).toContainText('$172,000 - $215,000 per year');

  await popup.getByTestId('delete').click();
  await expect(popup.getByTestId('posting-row')).toHaveCount(0);
  await expect(popup.getByTestId('empty')).toBeVisible();
  await popup.reload();
  await expect(popup.getByTestId('empty')).toBeVisible();
});

test('the popup opens the original posting', async ({ jobsight }) => {
  await serveFixture(jobsight.context, newBoard);
  const page = await jobsight.context.newPage();
  await page.goto(newBoard.meta.url);
  const sidebar = await sidebarFrame(page);
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  const popup = await openPopup(jobsight);
  const [opened] = await Promise.all([
    jobsight.context.waitForEvent('page'),
    popup.getByRole('link', { name: /Staff Platform Engineer/ }).click(),
  ]);
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).toBe('https://job-boards.greenhouse.io/harborline/jobs/5123456');
});

test('a page without a posting gets no sidebar', async ({ jobsight }) => {
  await serveFixture(jobsight.context, boardIndex);
  const page = await jobsight.context.newPage();
  await page.goto(boardIndex.meta.url);
  await page.waitForTimeout(1_500);
  expect(await hasSidebar(page)).toBe(false);
  expect(page.frames().filter((f) => f.url().includes('sidebar.html'))).toHaveLength(0);
});
