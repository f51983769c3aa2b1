import { readFileSync } from 'node:fs';
import { loadCorpus } from '../support/corpus';
import { expect, servePage, sidebarFrame, test } from './fixtures';

const guest = loadCorpus().find((c) => c.site === 'linkedin' && c.name === 'guest-view')!;

// What LinkedIn sends, and stricter: no inline styles, no frames but our own origin, Trusted Types.
const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-src 'self'; object-src 'none'; require-trusted-types-for 'script'; trusted-types default";

test('a page with a strict Content-Security-Policy and Trusted Types still gets its sidebar, styled', async ({ jobsight }) => {
  await servePage(jobsight.context, guest.meta.url, readFileSync(guest.pagePath), { 'content-security-policy': STRICT });
  const page = await jobsight.context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(guest.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText(guest.expected!['title'] as string);
  await expect(sidebar.getByTestId('score-overall')).toBeVisible();
  // The host's own styles came through (constructed style sheet): fixed at the right edge, 400 px wide.
  const box = await page.locator('jobsight-sidebar').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1280);
  expect(violations.filter((v) => /jobsight|chrome-extension/i.test(v))).toEqual([]);
});
