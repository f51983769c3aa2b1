import type { Page } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { openOptions } from './data-support';
import { expect, serveFixture, test } from './fixtures';
import { clickInShadow, shadowTexts } from './shadow-click';

const corpus = loadCorpus();

/** How each Indeed card's whole box is drawn now: 'none' when hidden, its opacity otherwise. */
function cardStates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const states: Record<string, string> = {};
    for (const link of Array.from(document.querySelectorAll('a[data-jk]'))) {
      const box = link.closest('.cardOutline') ?? link;
      const style = getComputedStyle(box);
      states[link.getAttribute('data-jk')!] = style.display === 'none' ? 'hidden' : Number(style.opacity) < 1 ? 'dimmed' : 'shown';
    }
    return states;
  });
}

test('list pages: a blocked company and a dismissed job are hidden, the counter shows them, undo brings one back; the site hears nothing', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  const companies = options.getByTestId('blocked-companies-list');
  // An empty name is refused with a reason, and nothing is added.
  await companies.getByTestId('blocked-companies-input').fill('   ');
  await companies.getByTestId('blocked-companies-add').click();
  await expect(companies.getByTestId('blocked-companies-error')).toContainText('Type a name first');
  await expect(companies.locator('li')).toHaveCount(0);
  await companies.getByTestId('blocked-companies-input').fill('Lonestar Freight Tech, Inc.');
  await companies.getByTestId('blocked-companies-add').click();
  await expect(companies.locator('li')).toHaveCount(1);
  await options.close();

  const fixture = corpus.find((c) => c.site === 'indeed' && c.name === 'search-pane')!;
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  const siteRequests: string[] = [];
  await page.goto(fixture.meta.url);
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('indeed.com')) siteRequests.push(request.url());
  });

  // The blocked company's card is hidden (its legal suffix aside), the others shown; the counter says one.
  await expect
    .poll(() => cardStates(page))
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'shown', c0e1a2b3d4f56789: 'hidden' });
  await expect.poll(() => shadowTexts(page, 'jobsight-counter')).toEqual([expect.stringContaining('1 hidden')]);

  // "Not interested" on Pecan Street's card: ✕, then the first choice.
  const pecan = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[data-jk]')).findIndex((a) => a.getAttribute('data-jk') === '3d5f7a9c1e2b4068'),
  );
  expect(pecan).toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => (await shadowTexts(page, 'jobsight-mark')).filter((text) => text.includes('✕')).length)
    .toBeGreaterThanOrEqual(1);
  await clickInShadow(page, 'jobsight-mark', '✕', await visibleIndexOf(page, '3d5f7a9c1e2b4068'));
  // A menu's action acts only once it has been on screen for half a second (a page cannot slip it under a click).
  const pecanHost = await visibleIndexOf(page, '3d5f7a9c1e2b4068');
  await clickInShadow(page, 'jobsight-mark', 'Not interested', pecanHost);
  expect(await cardStates(page)).toMatchObject({ '3d5f7a9c1e2b4068': 'shown' });
  await page.waitForTimeout(600);
  await clickInShadow(page, 'jobsight-mark', 'Not interested', pecanHost);
  await expect
    .poll(() => cardStates(page))
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'hidden', c0e1a2b3d4f56789: 'hidden' });
  await expect.poll(() => shadowTexts(page, 'jobsight-counter')).toEqual([expect.stringMatching(/Hidden: not interested.*Undo.*2 hidden/)]);

  // Show: the hidden cards come back dimmed, with why; Hide again.
  await clickInShadow(page, 'jobsight-counter', 'Show');
  await expect
    .poll(() => cardStates(page))
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'dimmed', c0e1a2b3d4f56789: 'dimmed' });
  expect((await shadowTexts(page, 'jobsight-mark')).join(' ')).toContain('Blocked: Lonestar Freight Tech, Inc.');
  await clickInShadow(page, 'jobsight-counter', 'Hide again');
  await expect
    .poll(() => cardStates(page))
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'hidden', c0e1a2b3d4f56789: 'hidden' });

  // Undo the dismissal: the card is back; the block stays.
  await clickInShadow(page, 'jobsight-counter', 'Undo');
  await expect
    .poll(() => cardStates(page))
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'shown', c0e1a2b3d4f56789: 'hidden' });

  // A control the page fades is refused: the click lands on it, and nothing opens.
  const fade = (opacity: string) =>
    page.evaluate(
      (value) => ((document.querySelector('a[data-jk="3d5f7a9c1e2b4068"]')!.closest('.cardOutline') as HTMLElement).style.opacity = value),
      opacity,
    );
  await fade('0.05');
  await clickInShadow(page, 'jobsight-mark', '✕', await visibleIndexOf(page, '3d5f7a9c1e2b4068'));
  expect((await shadowTexts(page, 'jobsight-mark')).join(' ')).not.toContain('Not interested');
  await fade('');
  // The open posting's own card (the pane's) has no control: it is what the user is reading.
  expect((await shadowTexts(page, 'jobsight-mark'))[await visibleIndexOf(page, '9f2c4e1a7b3d5086')]).not.toContain('✕');

  // A page script cannot press our buttons: a synthetic click is not trusted.
  await page.evaluate(() =>
    document.querySelectorAll('jobsight-mark').forEach((host) => host.dispatchEvent(new MouseEvent('click', { bubbles: true }))),
  );
  // Everything happened in the browser: not one request to the site after the page loaded.
  expect(siteRequests).toEqual([]);

  // The options page lists nothing dismissed now, and the block is there to remove.
  const again = await openOptions(jobsight);
  await expect(again.getByTestId('dismissed-count')).toContainText('0 jobs dismissed');
  await again
    .getByTestId('blocked-companies-list')
    .getByRole('button', { name: /Remove Lonestar/ })
    .click();
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect
    .poll(() => cardStates(page), { timeout: 15_000 })
    .toEqual({ '9f2c4e1a7b3d5086': 'shown', '3d5f7a9c1e2b4068': 'shown', c0e1a2b3d4f56789: 'shown' });
});

/** Which of our hosts is the card's (the hosts in document order; a card that is a link has its host after it). */
async function visibleIndexOf(page: Page, jk: string): Promise<number> {
  return page.evaluate((id) => {
    const hosts = Array.from(document.querySelectorAll('jobsight-mark'));
    return hosts.findIndex((host) => host.previousElementSibling?.getAttribute('data-jk') === id);
  }, jk);
}
