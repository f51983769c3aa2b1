import type { ChromeGlobals } from './chrome-api';
import { readFileSync } from 'node:fs';
import { testRecord } from '../support/records';
import { openOptions } from './data-support';
import { expect, openPopup, test } from './fixtures';
import { openTracker, seedRecords } from './tracker-fixtures';

/** A local date and time as the date and time inputs take them, `days` from now. */
function localInputs(days: number, hour = 10): { date: string; time: string; at: Date } {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(hour)}:00`, at };
}

test.use({ grant: ['notifications'] });

test('reminders: an interview and a follow-up set in the past, Today in popup and tracker, a notification at its time, .ics, and the alarm after a restart', async ({
  jobsight,
}) => {
  // Notifications on: the permission is asked for in the click (granted: see `grant` in fixtures.ts).
  const options = await openOptions(jobsight);
  await options.getByTestId('reminders-notify').check();
  await expect
    .poll(() =>
      jobsight.worker.evaluate(
        async () =>
          (
            (await (globalThis as unknown as ChromeGlobals).chrome.storage.local.get('settings'))['settings'] as {
              reminders?: { notify: boolean };
            }
          )?.reminders?.notify,
      ),
    )
    .toBe(true);
  await options.close();

  const tracker = await openTracker(jobsight);
  await seedRecords(tracker, [
    testRecord({ n: 1, title: 'Ward Nurse, Cardiology', company: 'Brightpath Hospital' }),
    testRecord({ n: 2, title: '会计', company: '青禾财务' }),
  ]);
  await tracker.reload();
  await tracker.getByTestId('tracker-row').filter({ hasText: 'Ward Nurse' }).getByTestId('open-details').click();
  const reminders = tracker.getByTestId('reminders');
  await expect(reminders).toContainText('No reminders');

  // An empty date is refused with a reason.
  await reminders.getByTestId('reminder-add').click();
  await expect(reminders.getByTestId('reminder-error')).toContainText('Pick a date');

  const interview = localInputs(1, 10);
  await reminders.getByTestId('reminder-kind').selectOption('interview');
  await reminders.getByTestId('reminder-date').fill(interview.date);
  await reminders.getByTestId('reminder-time').fill(interview.time);
  await reminders.getByTestId('reminder-minutes').fill('45');
  await reminders.getByTestId('reminder-note').fill('Panel, bring licence; ask about nights');
  await reminders.getByTestId('reminder-add').click();
  await expect(reminders.getByTestId('reminder')).toHaveCount(1);

  // A follow-up two days ago: kept, said to be past, and in Today as overdue.
  const past = localInputs(-2, 9);
  await reminders.getByTestId('reminder-kind').selectOption('follow-up');
  await reminders.getByTestId('reminder-date').fill(past.date);
  await reminders.getByTestId('reminder-add').click();
  await expect(reminders.getByTestId('reminder-past')).toBeVisible();
  await expect(reminders.getByTestId('reminder')).toHaveCount(2);
  await expect(tracker.getByTestId('today-item')).toHaveCount(1);
  await expect(tracker.getByTestId('today-item')).toContainText('Overdue');

  const popup = await openPopup(jobsight);
  await expect(popup.getByTestId('today-item')).toHaveCount(1);
  await expect(popup.getByTestId('today-item')).toContainText('Ward Nurse, Cardiology');

  // The past follow-up is due at once: rung (by the alarm, or here), it shows one notification, and only once.
  const notifications = () =>
    jobsight.worker.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          (globalThis as unknown as ChromeGlobals).chrome.notifications.getAll((all) => resolve(Object.keys(all))),
        ),
    );
  await jobsight.worker.evaluate(async () => {
    const hook = (globalThis as unknown as { jobsightReminders: { fire(now: string): Promise<unknown[]> } }).jobsightReminders;
    await hook.fire(new Date().toISOString());
  });
  await expect.poll(notifications).toHaveLength(1);
  expect((await notifications())[0]).toMatch(/^jobsight:greenhouse:1001:r-/);

  // The clock moved past the interview: its notification comes, once.
  const later = new Date(interview.at.getTime() + 60_000).toISOString();
  const second = await jobsight.worker.evaluate(async (now) => {
    const hook = (globalThis as unknown as { jobsightReminders: { fire(now: string): Promise<{ reminder: { kind: string } }[]> } })
      .jobsightReminders;
    const due = await hook.fire(now);
    const again = await hook.fire(now);
    return { due: due.map((item) => item.reminder.kind), again: again.length };
  }, later);
  expect(second).toEqual({ due: ['interview'], again: 0 });
  await expect.poll(notifications).toHaveLength(2);

  // Done from Today: it leaves the list.
  await popup.getByTestId('today-done').click();
  await expect(popup.getByTestId('today')).toContainText('Nothing due today');

  // The interview as a calendar file.
  const [download] = await Promise.all([tracker.waitForEvent('download'), tracker.getByTestId('export-ics').click()]);
  expect(download.suggestedFilename()).toBe('jobsight-interviews.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(
    `DTSTART:${interview.at
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
  expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Panel\\, bring licence\\; ask about nights');

  // A new interview tomorrow, then a browser restart: the alarm is there again, for it.
  await tracker.getByTestId('tracker-row').filter({ hasText: '会计' }).getByTestId('open-details').click();
  // The panel switches postings: the form is filled once it shows this one (a half-typed reminder never moves over).
  await expect(tracker.getByTestId('details-title')).toContainText('会计');
  const next = localInputs(3, 14);
  await tracker.getByTestId('reminder-kind').selectOption('interview');
  await tracker.getByTestId('reminder-date').fill(next.date);
  await tracker.getByTestId('reminder-time').fill(next.time);
  await tracker.getByTestId('reminder-add').click();
  await expect(tracker.getByTestId('reminder')).toHaveCount(1);
  // The alarm follows the new date (and the date is kept beside it, for a restart that drops alarms).
  await expect
    .poll(() =>
      jobsight.worker.evaluate(
        async () => (await (globalThis as unknown as ChromeGlobals).chrome.storage.local.get('reminderNext'))['reminderNext'],
      ),
    )
    .toBe(next.at.toISOString());
  await jobsight.restart();
  // After the restart the alarm is there again: a minute after the start (to handle what fell due meanwhile),
  // and when it rings, it is set for the next interview.
  const alarmAt = () =>
    jobsight.worker.evaluate(
      () =>
        new Promise<number | null>((resolve) =>
          (globalThis as unknown as ChromeGlobals).chrome.alarms.get('jobsight-reminder', (alarm) => resolve(alarm?.scheduledTime ?? null)),
        ),
    );
  await expect.poll(alarmAt, { timeout: 20_000 }).not.toBeNull();
  expect((await alarmAt())!).toBeLessThanOrEqual(next.at.getTime());
  await jobsight.worker.evaluate(async () => {
    const hook = (globalThis as unknown as { jobsightReminders: { fire(now: string): Promise<unknown[]> } }).jobsightReminders;
    await hook.fire(new Date().toISOString());
  });
  await expect.poll(alarmAt).toBe(next.at.getTime());
});

test('a new application gets its follow-up date from the settings', async ({ jobsight }) => {
  const options = await openOptions(jobsight);
  await options.getByTestId('follow-up-days').fill('10');
  await options.getByTestId('follow-up-days').press('Tab');
  await options.close();
  const tracker = await openTracker(jobsight);
  await seedRecords(tracker, [testRecord({ n: 3, title: 'Truck Driver (CDL-A)', company: 'Northwind Freight' })]);
  await tracker.reload();
  await tracker.getByTestId('tracker-row').getByTestId('open-details').click();
  await tracker.getByTestId('details-status').selectOption('applied');
  const reminder = tracker.getByTestId('reminder');
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toHaveAttribute('data-kind', 'follow-up');
  const at = await reminder.locator('time').getAttribute('datetime');
  const days = (Date.parse(at!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(9.9);
  expect(days).toBeLessThan(10.1);
});
