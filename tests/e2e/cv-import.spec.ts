import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openOptions } from './data-support';
import { expect, test } from './fixtures';

const CV = resolve(import.meta.dirname, '../fixtures/cv');

/** The proposal whose value is exactly this (other rows may quote the word in their CV line). */
function proposal(options: Page, value: string) {
  return options.getByTestId('cv-proposal').filter({ has: options.locator('strong').getByText(value, { exact: true }) });
}

async function proposals(options: Page, group: string): Promise<string[]> {
  return options
    .getByTestId('cv-proposal')
    .and(options.locator(`[data-group="${group}"]`))
    .locator('strong')
    .allInnerTexts();
}

test('profile from a CV: a PDF and a DOCX read in the page, each proposal with its line, the ticked ones into the form, saved; nothing sent', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  const requests: string[] = [];
  options.on('request', (request) => {
    if (!request.url().startsWith('chrome-extension://')) requests.push(request.url());
  });

  await options.getByTestId('cv-file').setInputFiles(join(CV, 'cv-en.pdf'));
  await expect(options.getByTestId('cv-proposals')).toBeVisible();
  expect(await proposals(options, 'skills')).toEqual(expect.arrayContaining(['Java', 'Go', 'PostgreSQL', 'Kubernetes']));
  expect(await proposals(options, 'years')).toEqual(['8 years']);
  expect(await proposals(options, 'education')).toEqual([expect.stringMatching(/Bachelor/)]);
  expect(await proposals(options, 'places')).toEqual(['Portland, OR', 'Seattle', 'Denver']);
  expect(await proposals(options, 'languages')).toEqual(['English', 'Spanish']);
  // Each proposal says where it was read.
  await expect(proposal(options, 'Kubernetes')).toContainText('running on Kubernetes in AWS');
  await expect(proposal(options, '8 years')).toContainText('8 years of experience');

  // Nothing goes in until ticked; the ticked ones go into the form, which waits for Save.
  await expect(options.getByTestId('cv-apply')).toBeDisabled();
  await proposal(options, 'Kubernetes').getByRole('checkbox').check();
  await proposal(options, '8 years').getByRole('checkbox').check();
  await proposal(options, 'Seattle').getByRole('checkbox').check();
  await proposal(options, 'Portland, OR').getByRole('checkbox').check();
  await options.getByTestId('cv-apply').click();
  await expect(options.getByTestId('cv-applied')).toContainText('4 items');
  await expect(options.getByTestId('profile-years')).toHaveValue('8');
  // The form keeps one place per comma: "Portland, OR" goes in as one place.
  await expect(options.getByTestId('profile-places')).toHaveValue('Portland OR, Seattle');
  await options.getByTestId('profile-save').click();
  await expect(options.getByTestId('profile-status')).toHaveText(/saved/i);
  const stored = await jobsight.worker.evaluate(
    async () =>
      (
        await (
          globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }
        ).chrome.storage.local.get('profile')
      )['profile'],
  );
  expect(stored).toMatchObject({ skills: ['Kubernetes'], yearsOfExperience: 8, places: ['Portland OR', 'Seattle'] });

  // A Chinese CV in Word: Chinese labels for Chinese words.
  await options.getByTestId('cv-file').setInputFiles(join(CV, 'cv-zh.docx'));
  await expect(options.getByTestId('cv-proposals')).toBeVisible();
  expect((await proposals(options, 'education')).length).toBe(1);
  expect((await proposals(options, 'skills')).length).toBeGreaterThan(2);

  expect(requests).toEqual([]);
});

test('profile from a CV: a password, a zip bomb, a file too big, an old .doc and a scan each say why, and nothing is lost', async ({
  jobsight,
}) => {
  const options = await openOptions(jobsight);
  await options.getByTestId('profile-years').fill('4');
  await options.getByTestId('profile-save').click();
  const cases: [string, RegExp][] = [
    [join(CV, 'cv-password.pdf'), /protected by a password/],
    [join(CV, 'cv-bomb.docx'), /not a normal Word document/],
    [join(CV, 'cv-scanned.pdf'), /No text was found/],
  ];
  const big = join(jobsight.profileDir, 'huge-cv.pdf');
  writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024, 32)]));
  cases.push([big, /larger than 20 MB/]);
  const doc = join(jobsight.profileDir, 'old-cv.doc');
  writeFileSync(doc, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Array.from({ length: 2048 }, () => 0)]));
  cases.push([doc, /Only PDF and Word .docx|protected by a password/]);
  for (const [file, message] of cases) {
    await options.getByTestId('cv-file').setInputFiles(file);
    await expect(options.getByTestId('cv-error')).toHaveText(message);
    await expect(options.getByTestId('cv-proposals')).toHaveCount(0);
  }
  // The profile is as it was.
  await expect(options.getByTestId('profile-years')).toHaveValue('4');
  await options.reload();
  await expect(options.getByTestId('profile-years')).toHaveValue('4');
});
