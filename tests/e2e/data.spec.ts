import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredPosting } from '@/lib/db/schema';
import { loadCorpus } from '../support/corpus';
import { manyRecords } from '../support/records';
import { allRecords, localStorageOf, openOptions, putRecords } from './data-support';
import { expect, launch, serveFixture, sidebarFrame, test } from './fixtures';

const corpus = loadCorpus();
const legacy = corpus.find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const byId = (records: StoredPosting[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));

test('export, then import into a fresh profile directory: every record, the profile and the settings come back equal', async ({
  jobsight,
}) => {
  test.setTimeout(120_000);
  const options = await openOptions(jobsight);
  // A profile and settings set through the page, as a user would.
  await options.getByTestId('profile-skills').fill('golang');
  await options.getByTestId('skill-suggestion').first().click();
  await options.getByTestId('profile-skills').fill('Kubernetes, 数据分析');
  await options.getByTestId('profile-years').fill('6');
  await options.getByTestId('profile-education').selectOption('master');
  await options.getByTestId('profile-pay').fill('180000');
  await options.getByTestId('profile-places').fill('Berlin, 上海');
  await options.getByTestId('profile-mode-remote').check();
  await options.getByTestId('profile-languages').fill('English, 中文');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  await options.getByTestId('weight-pay').fill('3');
  await options.getByTestId('viewed-days').fill('45');
  await options.getByTestId('viewed-days').press('Enter');
  await expect.poll(async () => (await localStorageOf(jobsight.worker))['settings']).toMatchObject({ weights: { pay: 3 }, viewedDays: 45 });

  // A posting read and saved in the browser, with a checklist tick; and a few hundred more.
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  const sidebar = await sidebarFrame(page);
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  await sidebar.getByTestId('strategy-item').first().click();
  await expect(sidebar.getByTestId('strategy-item').first()).toBeChecked();
  await putRecords(jobsight.worker, manyRecords(300));

  const before = byId(await allRecords(jobsight.worker));
  expect(before).toHaveLength(301);
  expect(before.find((r) => r.id === 'greenhouse:4071123')?.checklist).toHaveLength(1);
  const storedBefore = await localStorageOf(jobsight.worker);
  expect(storedBefore['profile']).toMatchObject({
    skills: ['Go', 'Kubernetes', 'Data analysis'],
    yearsOfExperience: 6,
    education: 'master',
    workModes: ['remote'],
  });

  await options.reload();
  const [download] = await Promise.all([options.waitForEvent('download'), options.getByTestId('export').click()]);
  expect(download.suggestedFilename()).toMatch(/^jobsight-\d{4}-\d{2}-\d{2}\.json$/);
  const file = join(jobsight.profileDir, 'export.json');
  await download.saveAs(file);
  await expect(options.getByTestId('export-done')).toContainText('301');
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'jobsight', version: 1, postings: expect.any(Array) });

  const [csv] = await Promise.all([options.waitForEvent('download'), options.getByTestId('export-csv').click()]);
  const csvPath = join(jobsight.profileDir, 'export.csv');
  await csv.saveAs(csvPath);
  const csvText = readFileSync(csvPath);
  expect([...csvText.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csvText.toString('utf8')).toContain('saved 2026-11-01; applied 2026-11-03');

  // A fresh install: another profile directory, nothing in it.
  const freshDir = mkdtempSync(join(tmpdir(), 'jobsight-e2e-fresh-'));
  const fresh = await launch(freshDir);
  try {
    const freshOptions = await openOptions(fresh);
    await expect(freshOptions.getByTestId('data-count')).toContainText('0');
    await freshOptions.getByTestId('import').setInputFiles(file);
    await expect(freshOptions.getByTestId('import-report')).toContainText('301 added, 0 updated, 0 unchanged');
    await expect(freshOptions.getByTestId('data-count')).toContainText('301');
    const after = byId(await allRecords(fresh.worker));
    expect(after).toEqual(before);
    const storedAfter = await localStorageOf(fresh.worker);
    expect(storedAfter['profile']).toEqual(storedBefore['profile']);
    expect(storedAfter['settings']).toEqual(storedBefore['settings']);
    // The form shows the restored profile.
    await expect(freshOptions.getByTestId('profile-skill')).toHaveCount(3);
    await expect(freshOptions.getByTestId('profile-years')).toHaveValue('6');
  } finally {
    await fresh.context.close();
    rmSync(freshDir, { recursive: true, force: true });
  }
});

test('a corrupt or foreign file is refused and nothing changes', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  await putRecords(jobsight.worker, manyRecords(20));
  await options.getByTestId('profile-skills').fill('Rust');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  const recordsBefore = byId(await allRecords(jobsight.worker));

  const [download] = await Promise.all([options.waitForEvent('download'), options.getByTestId('export').click()]);
  const good = readFileSync(await download.path(), 'utf8');
  // After the export (which notes its date, for the export reminder): the imports below must change nothing.
  const storedBefore = await localStorageOf(jobsight.worker);
  const truncated = join(jobsight.profileDir, 'truncated.json');
  writeFileSync(truncated, good.slice(0, Math.floor(good.length * 0.6)));
  const foreign = join(jobsight.profileDir, 'foreign.json');
  writeFileSync(foreign, JSON.stringify({ version: 3, items: [{ title: 'x' }] }));
  const changed = JSON.parse(good) as { postings: StoredPosting[]; profile: unknown };
  changed.postings = changed.postings.map((p) => ({ ...p, notes: 'overwritten', updatedAt: '2030-01-01T00:00:00.000Z' }));
  const newer = join(jobsight.profileDir, 'newer.json');
  writeFileSync(newer, JSON.stringify({ ...changed, schemaVersion: 99 }));

  for (const [path, message] of [
    [truncated, 'This file is not valid JSON. Nothing was changed.'],
    [foreign, 'This is not a Jobsight export file. Nothing was changed.'],
    [newer, 'This file comes from a newer Jobsight'],
  ] as const) {
    await options.getByTestId('import').setInputFiles(path);
    await expect(options.getByTestId('import-error')).toContainText(message);
  }
  await expect(options.getByTestId('import-error')).toContainText('records of database version 99');
  expect(byId(await allRecords(jobsight.worker))).toEqual(recordsBefore);
  expect(await localStorageOf(jobsight.worker)).toEqual(storedBefore);
});

test('a bad row is listed with its reason while the others come in', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  const records = manyRecords(3);
  const file = join(jobsight.profileDir, 'rows.json');
  writeFileSync(
    file,
    JSON.stringify({
      format: 'jobsight',
      version: 1,
      exportedAt: '2026-11-29T10:00:00.000Z',
      schemaVersion: 1,
      postings: [
        records[0],
        { ...records[1], status: 'hired' },
        { ...records[2], posting: { ...records[2]!.posting, url: 'javascript:alert(1)' } },
      ],
    }),
  );
  await options.getByTestId('import').setInputFiles(file);
  await expect(options.getByTestId('import-report')).toContainText('1 added');
  await expect(options.getByTestId('import-rejected')).toContainText('2 rows were left out');
  await expect(options.getByTestId('import-rejected')).toContainText('postings.1.status: invalid_value');
  await expect(options.getByTestId('import-rejected')).toContainText('postings.2.posting.url: invalid_format');
  expect((await allRecords(jobsight.worker)).map((r) => r.id)).toEqual([records[0]!.id]);
});

test('erasing everything takes a second click and leaves nothing', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  await putRecords(jobsight.worker, manyRecords(12));
  await options.getByTestId('profile-skills').fill('Go');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText('Profile saved.');
  await options.reload();
  await expect(options.getByTestId('data-count')).toContainText('12');
  await options.getByTestId('erase').click();
  await expect(options.getByText('This deletes all 12 postings')).toBeVisible();
  await options.getByTestId('erase-cancel').click();
  expect(await allRecords(jobsight.worker)).toHaveLength(12);
  await options.getByTestId('erase').click();
  await options.getByTestId('erase-confirm').click();
  await expect(options.getByText('Everything was erased.')).toBeVisible();
  await expect(options.getByTestId('data-count')).toContainText('0');
  expect(await allRecords(jobsight.worker)).toHaveLength(0);
  expect(await localStorageOf(jobsight.worker)).toEqual({});
  await expect(options.getByTestId('profile-skill')).toHaveCount(0);
});
