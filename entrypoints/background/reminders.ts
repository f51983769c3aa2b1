import { browser } from 'wxt/browser';
import type { RouterDeps } from '@/lib/background/router';
import { fireDue, type ReminderDeps } from '@/lib/background/reminders';
import { translator } from '@/lib/i18n';
import type { ReminderItem } from '@/lib/reminders/plan';
import { readSettings, reminderSettingsOf } from '@/lib/settings';

const REMINDER_ALARM = 'jobsight-reminder';

/** Wires lib/background/reminders.ts to the browser: the alarm, the notifications and their clicks. */
export function startReminders(deps: RouterDeps): ReminderDeps | undefined {
  const tracker = deps.tracker;
  if (!tracker) return undefined;
  const reminders: ReminderDeps = {
    tracker,
    db: deps.db,
    now: deps.now,
    async schedule(at) {
      if (at === undefined) await browser.alarms.clear(REMINDER_ALARM);
      else await browser.alarms.create(REMINDER_ALARM, { when: Math.max(Date.parse(at), Date.now() + 1_000) });
    },
    async mayNotify() {
      const stored = await browser.storage.local.get('settings');
      if (!reminderSettingsOf(readSettings(stored['settings'])).notify) return false;
      return browser.permissions.contains({ permissions: ['notifications'] });
    },
    async notify(item: ReminderItem) {
      const t = translator(await (deps.lang?.() ?? Promise.resolve('en' as const)));
      const kind = t(item.reminder.kind === 'interview' ? 'reminders_interview' : 'reminders_followUp');
      await browser.notifications.create(`jobsight:${item.postingId}:${item.reminder.id}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: t('reminders_notificationTitle', { kind }),
        message: [item.title, item.company].filter(Boolean).join(' — ').slice(0, 200),
        ...(item.reminder.note ? { contextMessage: item.reminder.note.slice(0, 200) } : {}),
      });
    },
    changed: (record) => deps.changed?.(record),
  };
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REMINDER_ALARM) void fireDue(reminders).catch(() => undefined);
  });
  // Alarms may not outlive a browser restart: every start of the worker sets it again from the records,
  // and handles what fell due while the browser was closed.
  void fireDue(reminders).catch(() => undefined);
  // A notification opens the tracker on its posting; the notifications API exists only once allowed.
  browser.notifications?.onClicked.addListener((notificationId) => {
    const postingId = /^jobsight:(.+):[a-z0-9-]+$/.exec(notificationId)?.[1];
    if (postingId) void browser.tabs.create({ url: browser.runtime.getURL(`/tracker.html#posting=${encodeURIComponent(postingId)}`) });
  });
  return reminders;
}
