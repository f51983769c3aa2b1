import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Keyboard, Page } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { manyRecords } from '../support/records';
import { openOptions, putRecords } from './data-support';
import { expect, openPopup, serveFixture, sidebarFrame, test } from './fixtures';
import { startModelStub, stubAnswer } from '../support/model-stub';

/**
 * axe-core on the extension's own pages: the popup, the options page (with its suggestion list,
 * an import report and the erase confirmation open) and the sidebar frame, with a profile so that
 * every block shows. The bar: no serious or critical violation.
 */

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

const corpus = loadCorpus();
const legacy = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function serious(violations: readonly Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    );
}

async function pageViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return serious(results.violations);
}

/** The sidebar lives in a frame inside a closed shadow root, out of reach of a page-level run: axe runs inside the frame itself. */
async function frameViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return serious(violations);
}

/**
 * Presses Tab through a page or frame: every element that takes focus must show it (an outline on
 * itself, or on the label that stands for a hidden file input). Returns what was reached, by test id or tag.
 */
async function tabThrough(target: Page | Frame, keyboard: Keyboard, steps: number): Promise<Set<string>> {
  const reached = new Set<string>();
  for (let i = 0; i < steps; i++) {
    await keyboard.press('Tab');
    const focused = await target.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const ring = (el: Element) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
      };
      const host = element.closest('label.file-button');
      return {
        id: element.getAttribute('data-testid') || element.id || element.tagName.toLowerCase(),
        visible: ring(element) || (host !== null && ring(host)),
      };
    });
    if (!focused) continue;
    reached.add(focused.id);
    expect(focused.visible, `focus is visible on ${focused.id}`).toBe(true);
  }
  return reached;
}

test('popup: no serious or critical accessibility violations', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  await putRecords(
    jobsight.worker,
    manyRecords(8).map((r) => ({ ...r, status: 'saved' as const, savedAt: r.updatedAt })),
  );
  await options.close();
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('posting-row').first()).toBeVisible();
  expect(await pageViolations(popup)).toEqual([]);
  const reached = await tabThrough(popup, popup.keyboard, 12);
  expect(reached).toContain('delete');
});

test('options page: no serious or critical accessibility violations, and every control is reachable by keyboard', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  expect(await pageViolations(options)).toEqual([]);

  // The suggestion list open, an import report with rejected rows, the erase confirmation.
  await options.getByTestId('profile-skills').fill('py');
  await options.getByTestId('profile-skills').press('ArrowDown');
  await expect(options.getByTestId('skill-suggestion').first()).toBeVisible();
  expect(await pageViolations(options)).toEqual([]);
  await options.getByTestId('profile-skills').press('Enter');

  const file = join(jobsight.profileDir, 'rows.json');
  const [good, bad] = manyRecords(2);
  writeFileSync(
    file,
    JSON.stringify({
      format: 'jobsight',
      version: 1,
      exportedAt: '2026-11-29T10:00:00.000Z',
      schemaVersion: 1,
      postings: [good, { ...bad, status: 'hired' }],
    }),
  );
  await options.getByTestId('import').setInputFiles(file);
  await expect(options.getByTestId('import-rejected')).toBeVisible();
  await options.getByTestId('erase').click();
  await expect(options.getByTestId('erase-confirm')).toBeVisible();
  expect(await pageViolations(options)).toEqual([]);
  await options.getByTestId('erase-cancel').click();

  // Tab through the page: every control gets focus, and focus is visible where it lands.
  await options.reload();
  await expect(options.getByTestId('data-count')).toBeVisible();
  const reached = await tabThrough(options, options.keyboard, 60);
  for (const id of [
    'profile-skills',
    'profile-years',
    'profile-education',
    'profile-pay',
    'profile-currency',
    'profile-period',
    'profile-places',
    'profile-mode-remote',
    'profile-languages',
    'profile-save',
    'weight-pay',
    'any-site',
    'remember-viewed',
    'viewed-days',
    'ui-language',
    'export',
    'export-csv',
    'import',
    'erase',
  ]) {
    expect(reached, id).toContain(id);
  }
});

test('sidebar: no serious or critical accessibility violations, with a profile so that every block shows', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  await options.getByTestId('profile-skills').fill('Go, Kubernetes');
  await options.getByTestId('profile-pay').fill('150000');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('fit-matched')).toBeVisible();
  await expect(sidebar.getByTestId('score-overall')).toBeVisible();
  expect(await frameViolations(sidebar)).toEqual([]);
  await sidebar.getByTestId('close').focus();
  const reached = await tabThrough(sidebar, page.keyboard, 25);
  expect(reached).toContain('save');
  expect(reached).toContain('summary');
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  expect(await frameViolations(sidebar)).toEqual([]);
});

test('tracker page: no serious or critical accessibility violations in the list, the board, the details and the comparison', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  const records = manyRecords(12).map((r, i) => ({
    ...r,
    status: (['saved', 'applied', 'interviewing', 'offer'] as const)[i % 4]!,
    savedAt: r.updatedAt,
  }));
  await putRecords(jobsight.worker, records);
  await options.close();
  const tracker = await jobsight.context.newPage();
  await tracker.goto(`chrome-extension://${jobsight.extensionId}/tracker.html`);
  await expect(tracker.getByTestId('tracker-row').first()).toBeVisible();
  const found: Record<string, string[]> = {};
  found['list'] = await pageViolations(tracker);
  await tracker.getByTestId('mode-board').click();
  await expect(tracker.getByTestId('board-card').first()).toBeVisible();
  found['board'] = await pageViolations(tracker);
  await tracker.getByTestId('mode-list').click();
  await tracker.getByTestId('tracker-row').first().getByTestId('open-details').click();
  await expect(tracker.getByTestId('details')).toBeVisible();
  found['details'] = await pageViolations(tracker);
  await tracker.getByTestId('details-close').click();
  await tracker.getByTestId('tracker-row').nth(0).getByTestId('select').check();
  await tracker.getByTestId('tracker-row').nth(1).getByTestId('select').check();
  await tracker.getByTestId('compare-open').click();
  await expect(tracker.getByTestId('compare')).toBeVisible();
  found['compare'] = await pageViolations(tracker);
  expect(found).toEqual({ list: [], board: [], details: [], compare: [] });
});

test('deep read: the options section, the preview of what is sent, the model’s reading and a draft have no serious or critical violations', async ({
  jobsight,
}) => {
  const stub = await startModelStub((request) =>
    request.path.endsWith('/models')
      ? { status: 200, body: { data: [{ id: 'stub-model' }] } }
      : JSON.stringify(request.body).includes('cover letter')
        ? {
            content: JSON.stringify({
              coverLetter: [
                { text: 'I have written Go for six years.', basedOn: ['Skill: Go'] },
                { text: 'I led 40 engineers.', basedOn: [] },
              ],
              bullets: [{ text: 'Ran Kubernetes clusters', basedOn: ['Skill: Kubernetes'] }],
            }),
          }
        : { content: stubAnswer({ quotes: ['nothing the posting says'] }) },
  );
  try {
    await jobsight.context.route(
      (url) => url.origin === stub.origin,
      (route) => route.continue(),
    );
    const options = await openOptions(jobsight);
    await options.getByTestId('profile-skills').fill('Go, Kubernetes');
    await options.getByTestId('profile-save').click();
    await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
    await options.getByTestId('deep-enabled').check();
    await options.getByTestId('deep-preset').selectOption('lmstudio');
    await options.getByTestId('deep-base').fill(`${stub.origin}/v1`);
    await options.getByTestId('deep-model').fill('stub-model');
    await options.getByTestId('deep-test').click();
    await expect(options.getByTestId('deep-test-status')).toHaveText('Connected. Models found: 1.');
    expect(await pageViolations(options)).toEqual([]);

    await serveFixture(jobsight.context, legacy);
    const page = await jobsight.context.newPage();
    await page.goto(legacy.meta.url);
    const sidebar = await sidebarFrame(page);
    await sidebar.getByTestId('deep-read').click();
    await expect(sidebar.getByTestId('deep-preview')).toBeVisible();
    expect(await frameViolations(sidebar)).toEqual([]);
    await sidebar.getByTestId('deep-confirm').click();
    await sidebar.getByTestId('view-model').click();
    await expect(sidebar.getByTestId('deep-view')).toBeVisible();
    await sidebar.getByTestId('deep-drafts').click();
    // Drafts send the profile's lines: agreed to apart, after seeing them.
    await expect(sidebar.getByTestId('deep-sent')).toContainText('Skill: Kubernetes');
    await sidebar.getByTestId('deep-confirm').click();
    await expect(sidebar.getByTestId('deep-draft')).toContainText('(not in your profile: check it)');
    expect(await frameViolations(sidebar)).toEqual([]);
  } finally {
    await stub.close();
  }
});

test('red flags: the sidebar block and the tracker with its red-flag filter have no serious or critical violations', async ({
  jobsight,
}) => {
  const legacyPage = readFileSync(legacy.pagePath, 'utf8');
  const url = legacy.meta.url;
  // A posting that asks for money up front and names a chat app: the block at its fullest.
  const html = legacyPage.replace(
    '<li>Design and own the ledger service',
    '<li>Before your first day, you must purchase the onboarding equipment kit ($189).</li><li>Text us on WhatsApp: +1 555 0100.</li><li>Design and own the ledger service',
  );
  await jobsight.context.route(
    (candidate) => candidate.href === url,
    (route) => route.fulfill({ status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
  const page = await jobsight.context.newPage();
  await page.goto(url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('red-flags')).toBeVisible();
  expect(await frameViolations(sidebar)).toEqual([]);
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  const tracker = await jobsight.context.newPage();
  await tracker.goto(`chrome-extension://${jobsight.extensionId}/tracker.html`);
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(1);
  await tracker.getByTestId('filter-risk-caution').check();
  expect(await pageViolations(tracker)).toEqual([]);
});

test('season views: Today, reminders in the details, charts, the export reminder, list and backup settings with their errors have no serious or critical violations', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  const overdue = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const records = manyRecords(6).map((r, i) => ({
    ...r,
    status: (['saved', 'applied', 'interviewing', 'offer', 'rejected', 'saved'] as const)[i]!,
    savedAt: r.updatedAt,
    ...(i === 1
      ? { reminders: [{ id: 'r-a11y1', kind: 'follow-up' as const, at: overdue, note: 'Call the ward manager', done: false }] }
      : {}),
  }));
  await putRecords(jobsight.worker, records);
  await jobsight.worker.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }).chrome.storage.local.set({
      backupState: { files: [], firstSeenAt: '2020-01-01T00:00:00.000Z' },
    }),
  );
  await options.reload();
  await options.getByTestId('blocked-companies-add').click();
  await expect(options.getByTestId('blocked-companies-error')).toBeVisible();
  await options.getByTestId('blocked-keywords-input').fill('sales');
  await options.getByTestId('blocked-keywords-add').click();
  await expect(options.getByTestId('export-reminder')).toBeVisible();
  const found: Record<string, string[]> = { options: await pageViolations(options) };

  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('today-item')).toHaveCount(1);
  await expect(popup.getByTestId('export-reminder')).toBeVisible();
  found['popup'] = await pageViolations(popup);

  const tracker = await jobsight.context.newPage();
  await tracker.goto(`chrome-extension://${jobsight.extensionId}/tracker.html`);
  await expect(tracker.getByTestId('today-item')).toHaveCount(1);
  await tracker.getByTestId('tracker-row').first().getByTestId('open-details').click();
  await expect(tracker.getByTestId('reminders')).toBeVisible();
  await tracker.getByTestId('reminder-add').click();
  await expect(tracker.getByTestId('reminder-error')).toBeVisible();
  found['tracker-details'] = await pageViolations(tracker);
  await tracker.getByTestId('details-close').click();
  await tracker.getByTestId('mode-charts').click();
  await expect(tracker.getByTestId('chart-pipeline')).toBeVisible();
  for (const summary of await tracker.locator('[data-testid="charts"] details summary').all()) await summary.click();
  found['charts'] = await pageViolations(tracker);
  expect(found).toEqual({ options: [], popup: [], 'tracker-details': [], charts: [] });
});
