import { loadCorpus } from '../support/corpus';
import { sampleRecord } from '../support/records';
import { allRecords, localStorageOf, openOptions, putRecords } from './data-support';
import { expect, openPopup, serveFixture, sidebarFrame, test } from './fixtures';

const corpus = loadCorpus();
const legacy = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;

test("the profile saved in options drives the sidebar's fit block, and a change shows in an open sidebar", async ({ jobsight }) => {
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  let sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('fit-empty')).toBeVisible();

  const options = await openOptions(jobsight);
  // Suggestions come from the skills taxonomy as the user types: "gola" offers Go.
  await options.getByTestId('profile-skills').fill('gola');
  await expect(options.getByTestId('skill-suggestion').first()).toHaveAttribute('data-name', 'Go');
  await options.getByTestId('profile-skills').press('ArrowDown');
  await expect(options.getByTestId('profile-skills')).toHaveAttribute('aria-activedescendant', 'skill-option-0');
  await options.getByTestId('profile-skills').press('Enter');
  await expect(options.getByTestId('profile-skill')).toHaveText(['Go×']);
  // Typed names become canonical ones ("k8s" is Kubernetes); a comma adds what was typed.
  await options.getByTestId('profile-skills').pressSequentially('k8s,');
  await expect(options.getByTestId('profile-skill')).toHaveText(['Go×', 'Kubernetes×']);
  await options.getByTestId('profile-years').fill('7');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  expect((await localStorageOf(jobsight.worker))['profile']).toMatchObject({ skills: ['Go', 'Kubernetes'], yearsOfExperience: 7 });

  // The open sidebar is analysed again with the new profile.
  await expect(sidebar.getByTestId('fit-matched')).toContainText('Go');
  await expect(sidebar.getByTestId('fit-missing')).toContainText('PostgreSQL');

  await options.getByTestId('profile-skills').fill('Postgre');
  await options.getByTestId('skill-suggestion').filter({ hasText: 'PostgreSQL' }).first().click();
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  await expect(sidebar.getByTestId('fit-matched')).toContainText('PostgreSQL');
  await expect(sidebar.getByTestId('fit-missing')).not.toContainText('PostgreSQL');

  // Weights change the overall score, which is their weighted mean.
  const dimensions = async () => {
    const scores: Record<string, number> = {};
    for (const key of ['pay', 'growth', 'worklife', 'mission']) {
      const text = (await sidebar.getByTestId(`score-${key}`).textContent()) ?? '';
      const value = Number.parseInt(text, 10);
      if (Number.isFinite(value)) scores[key] = value;
    }
    return scores;
  };
  await options.getByTestId('weight-growth').fill('0');
  await options.getByTestId('weight-workLife').fill('0');
  await options.getByTestId('weight-mission').fill('0');
  await options.getByTestId('weight-pay').fill('5');
  const pay = (await dimensions())['pay'];
  expect(pay).toBeDefined();
  await expect(sidebar.getByTestId('score-overall')).toHaveText(String(pay));

  // The profile survives a reload of the sidebar's page.
  await page.reload();
  sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('fit-matched')).toContainText('Go');
});

test('switching the language in options changes the popup and the sidebar at once', async ({ jobsight }) => {
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('save')).toHaveText('Save');
  const popup = await openPopup(jobsight);
  await expect(popup.locator('h1')).toHaveText('Saved postings');
  const options = await openOptions(jobsight);
  await expect(options.locator('h1')).toHaveText('Jobsight settings');

  await options.getByTestId('ui-language').selectOption('zh');
  await expect(options.locator('h1')).toHaveText('Jobsight 设置');
  await expect(options.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(popup.locator('h1')).toHaveText('已保存的职位');
  await expect(sidebar.getByTestId('save')).toHaveText('保存');
  await expect(sidebar.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Skill suggestions speak Chinese too, and keep the canonical name.
  await options.getByTestId('profile-skills').fill('数据分');
  await expect(options.getByTestId('skill-suggestion').first()).toHaveText('数据分析');
  await expect(options.getByTestId('skill-suggestion').first()).toHaveAttribute('data-name', 'Data analysis');
  await options.getByTestId('profile-skills').fill('');

  await options.getByTestId('ui-language').selectOption('en');
  await expect(popup.locator('h1')).toHaveText('Saved postings');
  await expect(sidebar.getByTestId('save')).toHaveText('Save');
  await options.getByTestId('ui-language').selectOption('auto');
  await expect(options.locator('h1')).toHaveText('Jobsight settings');
  expect((await localStorageOf(jobsight.worker))['settings']).toMatchObject({ uiLanguage: 'auto' });
});

test('remembering viewed postings: shortening the time or turning it off removes viewed postings, never saved ones', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const seen = (externalId: string, status: 'viewed' | 'saved', days: number) => {
    const record = sampleRecord('linkedin', externalId, { status });
    return { ...record, lastSeenAt: daysAgo(days), posting: { ...record.posting, lastSeenAt: daysAgo(days) } };
  };
  await putRecords(jobsight.worker, [
    seen('1000001', 'viewed', 200),
    seen('1000002', 'viewed', 40),
    seen('1000003', 'viewed', 2),
    seen('1000004', 'saved', 300),
  ]);
  const ids = async () => (await allRecords(jobsight.worker)).map((r) => r.id).sort();

  await options.getByTestId('viewed-days').fill('30');
  await options.getByTestId('viewed-days').press('Enter');
  await expect.poll(ids).toEqual(['linkedin:1000003', 'linkedin:1000004']);

  await options.getByTestId('remember-viewed').uncheck();
  await expect(options.getByTestId('viewed-days')).toBeDisabled();
  await expect.poll(ids).toEqual(['linkedin:1000004']);
  expect((await localStorageOf(jobsight.worker))['settings']).toMatchObject({ rememberViewed: false, viewedDays: 30 });
  // And it runs by itself every few hours.
  const alarms = await jobsight.worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { alarms: { getAll(): Promise<{ name: string; periodInMinutes?: number }[]> } } };
    return chrome.alarms.getAll();
  });
  expect(alarms).toContainEqual(expect.objectContaining({ name: 'jobsight-prune-viewed', periodInMinutes: 360 }));
});
