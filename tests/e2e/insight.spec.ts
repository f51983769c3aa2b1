import { loadCorpus } from '../support/corpus';
import { expect, serveFixture, sidebarFrame, test, type Jobsight } from './fixtures';

const architect = loadCorpus().find((c) => c.site === 'demo' && c.name === 'architect')!;

async function setLanguage(jobsight: Jobsight, uiLanguage: 'en' | 'zh') {
  await jobsight.worker.evaluate(async (lang) => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
    await chrome.storage.local.set({
      settings: { uiLanguage: lang, weights: { pay: 1, growth: 1, workLife: 1, mission: 1 }, rememberViewed: true, viewedDays: 90 },
    });
  }, uiLanguage);
}

for (const lang of ['en', 'zh'] as const) {
  test(`the sidebar shows scores with reasons and evidence, pros and cons, the checklist and the interview guide (${lang})`, async ({
    jobsight,
  }) => {
    await setLanguage(jobsight, lang);
    await serveFixture(jobsight.context, architect);
    const page = await jobsight.context.newPage();
    await page.goto(architect.meta.url);
    const sidebar = await sidebarFrame(page);

    const overall = sidebar.getByTestId('score-overall');
    await expect(overall).toHaveText(/^\d{1,3}$/);
    for (const id of ['score-pay', 'score-growth', 'score-worklife', 'score-mission'])
      await expect(sidebar.getByTestId(id)).toHaveText(/^(\d{1,3}|—)$/);
    expect(Number(await sidebar.getByTestId('score-growth').textContent())).toBeGreaterThanOrEqual(70);
    // The pay dimension has nothing to go on: it says so instead of a number.
    await expect(sidebar.getByTestId('score-pay')).toHaveText('—');

    // Reasons and the posting's own sentences are one click away, and marked in the posting.
    await sidebar.getByTestId('score-worklife').click();
    const why = sidebar.getByTestId('why-workLife');
    await expect(why).toContainText(lang === 'zh' ? /混合办公/ : /Hybrid/);
    await expect(why.getByTestId('evidence').locator('li')).not.toHaveCount(0);
    await expect(sidebar.locator('mark').first()).toBeVisible();

    const pros = sidebar.getByTestId('pros').locator('li');
    const cons = sidebar.getByTestId('cons').locator('li');
    expect(await pros.count()).toBeGreaterThanOrEqual(4);
    expect(await cons.count()).toBeGreaterThanOrEqual(4);
    await expect(sidebar.getByTestId('cons')).toContainText(lang === 'zh' ? /时区/ : /time zone/i);
    await expect(sidebar.getByTestId('pros')).toContainText(lang === 'zh' ? /前沿/ : /frontier/i);

    const items = sidebar.getByTestId('strategy-item');
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    await expect(sidebar.getByTestId('strategy')).toContainText(/NCCL/);
    await expect(sidebar.getByTestId('strategy')).toContainText(lang === 'zh' ? /吞吐量/ : /throughput/);

    await sidebar.locator('[data-block="interview"] > summary').click();
    const interview = sidebar.getByTestId('interview');
    await expect(interview).toContainText(/NCCL/);
    await expect(interview).toContainText(/UCX/);
    expect(await interview.locator('[data-kind] li').count()).toBeGreaterThanOrEqual(8);
    for (const kind of ['technical', 'system_design', 'behavioural'])
      await expect(interview.locator(`[data-kind="${kind}"]`)).toHaveCount(1);
    if (lang === 'zh') await expect(sidebar.getByTestId('title')).toHaveText(architect.expected!['title'] as string);
    await expect(sidebar.locator('[data-block="strategy"] h2')).toHaveText(lang === 'zh' ? '申请策略' : 'Application strategy');
  });
}

test('checklist ticks persist across a reload and a browser restart', async ({ jobsight }) => {
  await serveFixture(jobsight.context, architect);
  let page = await jobsight.context.newPage();
  await page.goto(architect.meta.url);
  let sidebar = await sidebarFrame(page);
  const first = sidebar.getByTestId('strategy-item').first();
  const second = sidebar.getByTestId('strategy-item').nth(1);
  const ids = [await first.getAttribute('data-id'), await second.getAttribute('data-id')];
  await first.check();
  await expect(first).toBeChecked();
  await second.check();
  await expect(second).toBeChecked();
  await first.uncheck();
  await expect(first).not.toBeChecked();

  await page.reload();
  sidebar = await sidebarFrame(page);
  await expect(sidebar.locator(`[data-testid="strategy-item"][data-id="${ids[1]}"]`)).toBeChecked();
  await expect(sidebar.locator(`[data-testid="strategy-item"][data-id="${ids[0]}"]`)).not.toBeChecked();

  await jobsight.restart();
  await serveFixture(jobsight.context, architect);
  page = await jobsight.context.newPage();
  await page.goto(architect.meta.url);
  sidebar = await sidebarFrame(page);
  await expect(sidebar.locator(`[data-testid="strategy-item"][data-id="${ids[1]}"]`)).toBeChecked();
  await expect(sidebar.getByTestId('strategy')).toContainText(/1 of \d+ done|已完成 1\//);
});
