import type { Page } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { sampleRecord } from '../support/records';
import { markerTexts, openOptions, putRecords } from './data-support';
import { expect, serveFixture, sidebarFrame, test } from './fixtures';

const corpus = loadCorpus();

/**
 * The card id each labelled marker sits on, read from the page's own DOM (the host element is in it; its
 * text is not). Every card has a host for its "Not interested" control; those without a label are left out.
 */
async function markedIds(page: Page, site: string): Promise<string[]> {
  const texts = await markerTexts(page);
  const ids = await page.evaluate((siteId) => {
    return Array.from(document.querySelectorAll('jobsight-mark')).map((mark) => {
      if (siteId === 'indeed') return mark.previousElementSibling?.getAttribute('data-jk') ?? '?';
      if (siteId === 'linkedin')
        return mark.parentElement?.closest('[data-occludable-job-id]')?.getAttribute('data-occludable-job-id') ?? '?';
      const href = mark.parentElement?.querySelector('a[href*="/job_detail/"]')?.getAttribute('href') ?? '';
      return /\/job_detail\/([^.?/]+)/.exec(href)?.[1] ?? '?';
    });
  }, site);
  return ids.filter((_, i) => texts[i]);
}

const CASES = [
  { site: 'linkedin', pane: '4230011223', saved: '4229988776', applied: '4231122334', unknown: '4231199870' },
  { site: 'indeed', pane: '9f2c4e1a7b3d5086', saved: '3d5f7a9c1e2b4068', applied: 'c0e1a2b3d4f56789' },
  { site: 'boss', pane: '6d02f9a1be837c541nR93d28EVVX', saved: '3a7be1d0c42f98e11nJ50t-6FFNQ', applied: '0f5c3e8d17a2b6c91HB72Nu5FVRS' },
] as const;

for (const { site, pane, saved, applied } of CASES) {
  test(`${site} list page: cards of saved, applied and seen postings carry a marker; a save in the sidebar shows at once`, async ({
    jobsight,
  }) => {
    const fixture = corpus.find((c) => c.site === site && c.name === 'search-pane')!;
    const options = await openOptions(jobsight);
    await putRecords(jobsight.worker, [
      sampleRecord(site, saved, { status: 'saved' }),
      sampleRecord(site, applied, { status: 'applied' }),
      // Another site's posting with the same job id is not this site's to show.
      sampleRecord('glassdoor', pane, { status: 'offer' }),
    ]);
    await options.close();

    await serveFixture(jobsight.context, fixture);
    const page = await jobsight.context.newPage();
    await page.goto(fixture.meta.url);
    // The pane's posting is read and recorded as seen; its card follows.
    await expect.poll(async () => (await markedIds(page, site)).sort()).toEqual([pane, saved, applied].sort());
    const labels = async () => {
      const ids = await markedIds(page, site);
      const texts = (await markerTexts(page)).filter(Boolean);
      return Object.fromEntries(ids.map((id, i) => [id, texts[i]]));
    };
    await expect.poll(labels).toEqual({ [pane]: 'Seen', [saved]: 'Saved', [applied]: 'Applied' });

    // Only the host element is in the page's DOM: no text, no attributes a page script could read.
    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll('jobsight-mark')).map((m) => ({
        text: m.textContent,
        attributes: m.attributes.length,
        shadow: m.shadowRoot === null,
      })),
    );
    expect(outside.every((m) => m.text === '' && m.attributes === 0 && m.shadow)).toBe(true);

    const sidebar = await sidebarFrame(page);
    await sidebar.getByTestId('save').click();
    await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(labels).toEqual({ [pane]: 'Saved', [saved]: 'Saved', [applied]: 'Applied' });
  });
}

test('markers follow cards added by infinite scroll, and pages of other sites get none', async ({ jobsight }) => {
  const fixture = corpus.find((c) => c.site === 'linkedin' && c.name === 'search-no-selection')!;
  const options = await openOptions(jobsight);
  const ids = Array.from({ length: 400 }, (_, i) => String(4_300_000_000 + i));
  await putRecords(
    jobsight.worker,
    ids.filter((_, i) => i % 4 === 0).map((id) => sampleRecord('linkedin', id, { status: 'saved' })),
  );
  await options.close();
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  await page.goto(fixture.meta.url);
  await page.waitForTimeout(500);
  const before = await page.evaluate(() => document.querySelectorAll('jobsight-mark').length);
  // The site appends cards as the user scrolls: in chunks of 50.
  for (let start = 0; start < ids.length; start += 50) {
    await page.evaluate(
      (chunk) => {
        const list = document.querySelector('[data-occludable-job-id]')?.parentElement ?? document.body;
        for (const id of chunk) {
          const li = document.createElement('li');
          li.setAttribute('data-occludable-job-id', id);
          li.textContent = `Job ${id}`;
          list.append(li);
        }
      },
      ids.slice(start, start + 50),
    );
    await page.waitForTimeout(60);
  }
  // The saved ones get their label; cards that show no title or company yet (placeholders) get no control.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('jobsight-mark').length)).toBe(before + 100);
  const texts = await markerTexts(page);
  expect(texts.filter((t) => t === 'Saved')).toHaveLength(100);

  // A page's CSS aimed at the markers does not hide or restyle them.
  await page.addStyleTag({
    content:
      'jobsight-mark { display: none !important; opacity: 0 !important; width: 0 !important; } li > * { visibility: hidden !important; font-size: 0 !important; }',
  });
  const box = await page.locator('jobsight-mark').last().boundingBox();
  expect(box && box.width > 20 && box.height > 10).toBe(true);
  expect(await page.locator('jobsight-mark').last().isVisible()).toBe(true);

  const greenhouse = corpus.find((c) => c.site === 'greenhouse' && c.name === 'board-index')!;
  await serveFixture(jobsight.context, greenhouse);
  const other = await jobsight.context.newPage();
  await other.goto(greenhouse.meta.url);
  await other.waitForTimeout(800);
  expect(await other.evaluate(() => document.querySelectorAll('jobsight-mark').length)).toBe(0);
});
