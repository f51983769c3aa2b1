import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { loadCorpus } from '../support/corpus';
import { expect, serveFixture, sidebarFrame, test } from './fixtures';

const corpus = loadCorpus();
const greenhouse = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const linkedinCopy = corpus.find((c) => c.site === 'linkedin' && c.name === 'guest-view-same-role')!;

test('the same role on a second site: the sidebar says where else it was posted, with a link', async ({ jobsight }) => {
  await serveFixture(jobsight.context, greenhouse);
  await serveFixture(jobsight.context, linkedinCopy);
  const first = await jobsight.context.newPage();
  await first.goto(greenhouse.meta.url);
  const firstSidebar = await sidebarFrame(first);
  await expect(firstSidebar.getByTestId('title')).toHaveText('Senior Backend Engineer, Payments');
  await expect(firstSidebar.getByTestId('duplicate')).toHaveCount(0);

  const second = await jobsight.context.newPage();
  await second.goto(linkedinCopy.meta.url);
  const sidebar = await sidebarFrame(second);
  await expect(sidebar.getByTestId('title')).toHaveText('Senior Backend Engineer, Payments');
  const notice = sidebar.getByTestId('duplicate');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(/Also posted on Greenhouse \(seen .*(?:now|second|minute)/);
  await expect(notice.getByRole('link')).toHaveAttribute('href', 'https://job-boards.greenhouse.io/lumenfieldlabs/jobs/4071123');
});

test('report a bad read: the sidebar keeps a cleaned copy, the options page exports it as a fixture folder', async ({ jobsight }) => {
  await serveFixture(jobsight.context, greenhouse);
  const page = await jobsight.context.newPage();
  await page.goto(greenhouse.meta.url);
  // What the user typed into the page's apply form must not end up in the report.
  await page.fill('#first_name', 'Ada Private');
  await page.fill('#email', 'ada.private@mail.example');
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText('Senior Backend Engineer, Payments');
  await sidebar.getByTestId('report').click();
  await expect(sidebar.getByTestId('report-status')).toContainText('Report saved');

  const options = await jobsight.context.newPage();
  await options.goto(`chrome-extension://${jobsight.extensionId}/options.html`);
  const row = options.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Senior Backend Engineer, Payments');
  const [download] = await Promise.all([options.waitForEvent('download'), row.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^jobsight-greenhouse-reported-\d{8}-\w+\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const names = Object.keys(files).sort();
  expect(names).toHaveLength(3);
  const folder = names[0]!.replace(/\/[^/]+$/, '');
  expect(names).toEqual([`${folder}/expected.json`, `${folder}/meta.json`, `${folder}/page.html`]);
  const html = strFromU8(files[`${folder}/page.html`]!);
  expect(html).toContain('Design and own the ledger service');
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  expect(html).not.toContain('ada.private');
  expect(html).not.toContain('Ada Private');
  expect(html).not.toContain('gh_src');
  expect(html).not.toContain('jobsight-sidebar');
  const meta = JSON.parse(strFromU8(files[`${folder}/meta.json`]!)) as { url: string; structure: string };
  expect(meta.url).toBe('https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123');
  expect(meta.structure).toMatch(/^reported by the user/);
  const expected = JSON.parse(strFromU8(files[`${folder}/expected.json`]!)) as { id: string; title: string };
  expect(expected).toMatchObject({ id: 'greenhouse:4071123', title: 'Senior Backend Engineer, Payments' });

  await row.getByTestId('report-delete').click();
  await expect(options.getByTestId('report-row')).toHaveCount(0);
  await expect(options.getByTestId('reports-empty')).toBeVisible();
});
