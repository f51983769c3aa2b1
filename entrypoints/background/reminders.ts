import { browser } from 'wxt/browser';
import { fireDue, type ReminderDeps } from '@/lib/background/reminders';
import { translator, type Lang } from '@/lib/i18n';
import type { ReminderItem } from '@/lib/reminders/plan';
import { REMINDER_NEXT_STORAGE } from '@/lib/reminders/schema';
import { readSettings, reminderSettingsOf } from '@/lib/settings';

const REMINDER_ALARM = 'jobsight-reminder';
/** When the alarm is due, kept beside it: a browser restart may drop alarms, and reading this costs no database read. */
const NEXT_KEY = REMINDER_NEXT_STORAGE;

/** The one alarm, at the next reminder's time (a second from now at the earliest: one past is rung at once). */
const ringAt = (at: string) => browser.alarms.create(REMINDER_ALARM, { when: Math.max(Date.parse(at), Date.now() + 1_000) });

/** Wires lib/background/reminders.ts to the browser: the alarm, the notifications and their clicks. */
export function startReminders(deps: Pick<ReminderDeps, 'tracker' | 'db' | 'now' | 'changed'> & { lang(): Promise<Lang> }): ReminderDeps {
  const reminders: ReminderDeps = {
    tracker: deps.tracker,
    db: deps.db,
    now: deps.now,
    async schedule(at) {
      if (at === undefined) {
        await browser.alarms.clear(REMINDER_ALARM);
        await browser.storage.local.remove(NEXT_KEY);
      } else {
        await ringAt(at);
        await browser.storage.local.set({ [NEXT_KEY]: at });
      }
    },
    async mayNotify() {
      const stored = await browser.storage.local.get('settings');
      if (!reminderSettingsOf(readSettings(stored['settings'])).notify) return false;
      return browser.permissions.contains({ permissions: ['notifications'] });
    },
    async notify(item: ReminderItem) {
      const t = translator(await deps.lang());
      const kind = t(item.reminder.kind === 'interview' ? 'reminders_interview' : 'reminders_followUp');
      await browser.notifications.create(`jobsight:${item.postingId}:${item.reminder.id}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: t('reminders_notificationTitle', { kind }),
        message: [item.title, item.company].filter(Boolean).join(' — ').slice(0, 200),
        ...(item.reminder.note ? { contextMessage: item.reminder.note.slice(0, 200) } : {}),
      });
    },
    changed: (record) => deps.changed(record),
  };
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REMINDER_ALARM) void fireDue(reminders).catch(() => undefined);
  });
  // Alarms may not outlive a browser restart or an update. Any start of the worker puts a lost alarm back from the
  // time kept beside it, without reading the records; a start of the browser also rings a minute later, to handle
  // what fell due while it was closed, once the first popup has had the worker to itself (the ring reads every record).
  const soon = async () => {
    const alarm = await browser.alarms.get(REMINDER_ALARM);
    const inAMinute = Date.now() + 60_000;
    if (!alarm || alarm.scheduledTime > inAMinute) await browser.alarms.create(REMINDER_ALARM, { when: inAMinute });
  };
  browser.runtime.onStartup.addListener(() => void soon().catch(() => undefined));
  browser.runtime.onInstalled.addListener((details) => details.reason === 'update' && void soon().catch(() => undefined));
  void Promise.all([browser.alarms.get(REMINDER_ALARM), browser.storage.local.get(NEXT_KEY)])
    .then(([alarm, stored]) => {
      const at = stored[NEXT_KEY];
      if (!alarm && typeof at === 'string' && !Number.isNaN(Date.parse(at))) return ringAt(at);
    })
    .catch(() => undefined);
  // A notification opens the tracker on its posting; the notifications API exists only once allowed.
  browser.notifications?.onClicked.addListener((notificationId) => {
    const postingId = /^jobsight:(.+):[a-z0-9-]+$/.exec(notificationId)?.[1];
    if (postingId) void browser.tabs.create({ url: browser.runtime.getURL(`/tracker.html#posting=${encodeURIComponent(postingId)}`) });
  });
  return reminders;
}
