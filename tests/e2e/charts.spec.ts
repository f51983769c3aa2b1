import AxeBuilder from '@axe-core/playwright';
import type { StatusChange } from '@/lib/db/schema';
import { testRecord, type TestRecord } from '../support/records';
import type { ChromeGlobals } from './chrome-api';
import { expect, test } from './fixtures';
import { openTracker, seedRecords } from './tracker-fixtures';

const DAY = 86_400_000;

/** A record whose history happened `daysAgo` days before now, stage by stage (the charts count the last 12 weeks). */
function withHistory(record: TestRecord, steps: readonly [StatusChange['status'], number][]): TestRecord {
  const history = steps.map(([status, daysAgo]) => ({ status, at: new Date(Date.now() - daysAgo * DAY).toISOString() }));
  return { ...record, status: history[history.length - 1]!.status, statusHistory: history, savedAt: history[0]!.at };
}

test('charts: pipeline, applications per week, answers by site and pay against the expectation, each with its count and a table', async ({
  jobsight,
}) => {
  const tracker = await openTracker(jobsight);
  await tracker.evaluate(() =>
    (globalThis as unknown as ChromeGlobals).chrome.storage.local.set({
      profile: { skills: [], places: [], workModes: [], languages: [], expectedPay: { amount: 150_000, currency: 'USD', period: 'year' } },
    }),
  );
  await seedRecords(tracker, [
    withHistory(
      testRecord({ n: 1, title: 'Ward Nurse', company: 'Brightpath Hospital', salary: { min: 90_000, max: 110_000, currency: 'USD' } }),
      [['saved', 20]],
    ),
    withHistory(
      testRecord({ n: 2, title: 'Charge Nurse', company: 'Elmwood Clinic', salary: { min: 140_000, max: 160_000, currency: 'USD' } }),
      [
        ['saved', 9],
        ['applied', 3],
      ],
    ),
    withHistory(
      testRecord({
        n: 3,
        title: 'Truck Driver',
        company: 'Northwind Freight',
        site: 'indeed',
        salary: { min: 60_000, max: 70_000, currency: 'USD' },
      }),
      [
        ['saved', 15],
        ['applied', 10],
        ['interviewing', 4],
      ],
    ),
    withHistory(
      testRecord({ n: 4, title: '会计', company: '青禾财务', site: 'indeed', salary: { min: 200_000, max: 240_000, currency: 'CNY' } }),
      [
        ['saved', 30],
        ['applied', 25],
        ['interviewing', 18],
        ['offer', 2],
      ],
    ),
    withHistory(testRecord({ n: 5, title: 'Backend Engineer', company: 'Lumenfield Labs', salary: null }), [
      ['saved', 40],
      ['applied', 38],
      ['rejected', 30],
    ]),
    testRecord({ n: 6, title: 'Barista', company: 'Cobalt Mile', status: 'viewed' }),
  ]);
  await tracker.reload();
  await tracker.getByTestId('mode-charts').click();
  const chart = (id: string) => tracker.getByTestId(`chart-${id}`);
  await expect(chart('pipeline')).toBeVisible();

  // Five saved postings (the one only viewed is not in the pipeline): four applied, two interviewed, one offer, one rejection.
  await expect(chart('pipeline').getByTestId('chart-n')).toContainText('5');
  const stage = (name: string) => chart('pipeline').getByTestId('chart-table').locator('tbody tr').filter({ hasText: name });
  await expect(stage('Saved')).toContainText('5');
  await expect(stage('Applied').first()).toContainText('4');
  await expect(stage('Interviewing').first()).toContainText('2');
  await expect(stage('Offer').first()).toContainText('1');
  await expect(chart('pipeline').getByTestId('chart-svg')).toHaveAttribute('role', 'img');

  // Applications per week: the four applications, all within the last twelve weeks.
  await expect(chart('weekly').getByTestId('chart-n')).toContainText('4');
  await expect(chart('weekly').getByTestId('chart-table').locator('tbody tr')).toHaveCount(12);

  // Answers by site: Indeed 2 of 2, Greenhouse 1 of 2 (the rejection).
  const site = (name: string) => chart('sites').getByTestId('chart-table').locator('tbody tr').filter({ hasText: name });
  await expect(site('indeed')).toContainText('2');
  await expect(site('greenhouse')).toContainText('1');

  // Pay in the expectation's currency only (USD: three postings), the CNY one not compared, one without pay.
  await expect(chart('pay').getByTestId('chart-n')).toContainText('3');
  await expect(chart('pay').getByTestId('pay-marker')).toHaveCount(1);
  await expect(chart('pay').getByTestId('pay-facts')).toContainText('Pay in another currency (not compared)1');
  await expect(chart('pay').getByTestId('pay-facts')).toContainText('No pay given1');

  // Every chart has a real table behind it, and the page passes axe.
  for (const id of ['pipeline', 'weekly', 'sites', 'pay']) await expect(chart(id).getByTestId('chart-table')).toHaveCount(1);
  const results = await new AxeBuilder({ page: tracker }).include('[data-testid="charts-panel"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
