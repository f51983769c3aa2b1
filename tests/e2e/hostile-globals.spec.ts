import { readFileSync } from 'node:fs';
import { loadCorpus } from '../support/corpus';
import { expect, servePage, sidebarFrame, tabStates, test } from './fixtures';

const legacy = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;

// A page that breaks the globals an extension might lean on, and claims our host element's name.
const SABOTAGE = `<script>
  JSON.parse = () => { throw new Error('no JSON for you'); };
  JSON.stringify = () => '{}';
  Array.prototype.map = function () { return []; };
  Array.prototype.filter = function () { return []; };
  Object.keys = () => [];
  String.prototype.trim = function () { return ''; };
  window.MutationObserver = function () { throw new Error('no observers'); };
  history.pushState = () => {};
  history.replaceState = () => {};
  Element.prototype.attachShadow = function () { throw new Error('no shadow roots'); };
  document.querySelector = () => null;
  document.querySelectorAll = () => [];
  customElements.define('jobsight-sidebar', class extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<p id="fake">a fake sidebar</p>'; }
  });
</script>`;

test('page scripts that override globals and claim the host element leave extraction and the sidebar correct', async ({ jobsight }) => {
  const html = readFileSync(legacy.pagePath, 'utf8').replace('<head>', `<head>${SABOTAGE}`);
  await servePage(jobsight.context, legacy.meta.url, html);
  const page = await jobsight.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(legacy.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText('Senior Backend Engineer, Payments');
  await expect(sidebar.getByTestId('company')).toHaveText('Lumenfield Labs');
  await expect(sidebar.getByTestId('score-overall')).toBeVisible();
  const states = Object.values(await tabStates(jobsight.worker)) as {
    kind: string;
    record?: { posting: { description: { sections: { requirements: string[] } } } };
  }[];
  expect(states.find((s) => s.kind === 'posting')?.record?.posting.description.sections.requirements).toHaveLength(4);
  // The page's fake element shows nothing of ours; our errors never reach the page.
  const visibleToPage = await page.evaluate(() =>
    Array.from(document.getElementsByTagName('jobsight-sidebar'))
      .map((host) => `${host.textContent ?? ''}${host.shadowRoot?.textContent ?? ''}`)
      .join('|'),
  );
  expect(visibleToPage).not.toContain('Lumenfield');
  expect(visibleToPage).not.toContain('Senior Backend');
  expect(errors.filter((e) => !/no JSON|no observers|no shadow/.test(e))).toEqual([]);
});
