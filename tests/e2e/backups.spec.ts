import type { ChromeGlobals } from './chrome-api';
import { testRecord } from '../support/records';
import { openOptions } from './data-support';
import type { Worker } from '@playwright/test';
import { expect, openPopup, test } from './fixtures';
import { openTracker, seedRecords } from './tracker-fixtures';

test.use({ grant: ['downloads'] });

/** The browser's downloads (Playwright saves them under its own names, so they are told apart by id). */
const downloads = (worker: Worker) =>
  worker.evaluate(
    () =>
      new Promise<{ id: number; exists: boolean; state: string }[]>((resolve) =>
        (globalThis as unknown as ChromeGlobals).chrome.downloads.search({}, (items) =>
          resolve(items.map((i) => ({ id: i.id, exists: i.exists, state: i.state }))),
        ),
      ),
  );
const keptFiles = (worker: Worker) =>
  worker.evaluate(
    async () =>
      (
        (await (globalThis as unknown as ChromeGlobals).chrome.storage.local.get('backupState'))['backupState'] as {
          files: { downloadId: number; name: string }[];
        }
      ).files,
  );

test('backups: the uninstall warning, Back up now, a schedule that keeps the newest files, and the export reminder', async ({
  jobsight,
}) => {
  const tracker = await openTracker(jobsight);
  await seedRecords(tracker, [testRecord({ n: 1, title: 'Warehouse Associate', company: 'Northwind Freight' })]);
  await tracker.close();

  const options = await openOptions(jobsight);
  await expect(options.getByTestId('uninstall-warning')).toContainText('Uninstalling Jobsight deletes everything');
  await options.getByTestId('auto-days').selectOption('1');
  await options.getByTestId('auto-keep').fill('2');
  await options.getByTestId('auto-keep').press('Tab');
  await options.getByTestId('backup-now').click();
  await expect(options.getByTestId('backup-outcome')).toHaveText('Saved to Downloads.');
  await expect(options.getByTestId('backup-files').locator('li')).toHaveCount(1);
  await expect.poll(async () => (await downloads(jobsight.worker)).filter((d) => d.state === 'complete' && d.exists)).toHaveLength(1);
  expect((await keptFiles(jobsight.worker)).map((f) => f.name)).toEqual([
    expect.stringMatching(/^Jobsight backups\/jobsight-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.json$/),
  ]);

  // The schedule on the following days (the worker's clock set by the test): one new file a day, two kept.
  // Local times, as the file names are (the browser runs on this machine's clock and zone).
  const days = [2, 3, 4].map((day) => new Date(2030, 0, day, 3, 0).toISOString());
  const outcomes = await jobsight.worker.evaluate(async (times) => {
    const hook = (globalThis as unknown as { jobsightBackups: { runAt(now: string): Promise<string> } }).jobsightBackups;
    const results: string[] = [];
    for (const now of times) results.push(await hook.runAt(now));
    // Not due again the same day.
    results.push(await hook.runAt(times[times.length - 1]!));
    return results;
  }, days);
  expect(outcomes).toEqual(['saved', 'saved', 'saved', 'not-due']);
  const kept = await keptFiles(jobsight.worker);
  expect(kept.map((f) => f.name)).toEqual([
    'Jobsight backups/jobsight-backup-2030-01-04-03-00.json',
    'Jobsight backups/jobsight-backup-2030-01-03-03-00.json',
  ]);
  // The older files are deleted from the folder and the list of downloads: only the kept ones are left.
  await expect.poll(async () => (await downloads(jobsight.worker)).map((d) => d.id).sort()).toEqual(kept.map((f) => f.downloadId).sort());
  await options.reload();
  await expect(options.getByTestId('backup-files').locator('li')).toHaveCount(2);

  // The export reminder: four weeks after the last export, the popup says so; an export ends it.
  await jobsight.worker.evaluate(async () => {
    const state = (await (globalThis as unknown as ChromeGlobals).chrome.storage.local.get('backupState'))['backupState'] as Record<
      string,
      unknown
    >;
    await (globalThis as unknown as ChromeGlobals).chrome.storage.local.set({
      backupState: { ...state, lastExportAt: '2020-01-01T00:00:00.000Z', lastAutoAt: '2020-01-01T00:00:00.000Z' },
    });
  });
  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('export-reminder')).toContainText('Your last export was on');
  const [download] = await Promise.all([popup.waitForEvent('download'), popup.getByTestId('export-reminder-now').click()]);
  expect(download.suggestedFilename()).toMatch(/^jobsight-\d{4}-\d{2}-\d{2}\.json$/);
  await popup.reload();
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
  await expect(popup.getByTestId('export-reminder')).toHaveCount(0);
});
