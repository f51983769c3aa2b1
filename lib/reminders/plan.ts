import type { StoredPosting } from '../db/schema';
import { MAX_REMINDERS, type Reminder } from './schema';

/** An id new within its posting's list, from the time and a counter (no randomness needed for uniqueness there). */
export function reminderId(at: string, taken: readonly Reminder[]): string {
  const base = `r-${Date.parse(at).toString(36)}`;
  let id = base;
  for (let n = 1; taken.some((reminder) => reminder.id === id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The follow-up Jobsight adds when a posting moves to "Applied": `days` later, at the same time of day,
 * unless one is already waiting (applied again after a step back adds no second one).
 */
export function withFollowUp(record: StoredPosting, now: string, days: number, note: string): StoredPosting {
  if (days <= 0) return record;
  const reminders = record.reminders ?? [];
  if (reminders.some((reminder) => reminder.kind === 'follow-up' && !reminder.done) || reminders.length >= MAX_REMINDERS) return record;
  // The same time of day `days` later on the calendar, across a change of daylight saving time too.
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  const at = date.toISOString();
  return { ...record, reminders: [...reminders, { id: reminderId(at, reminders), kind: 'follow-up', at, note, done: false }] };
}

/** One reminder with the posting it belongs to, as the popup, the tracker and the notifications show it. */
export interface ReminderItem {
  postingId: string;
  title: string;
  company: string;
  url: string;
  reminder: Reminder;
}

/** Open reminders due before `until` (overdue ones first, then by time): the "Today" list. */
export function dueBy(items: readonly ReminderItem[], until: string): ReminderItem[] {
  const limit = Date.parse(until);
  return items
    .filter((item) => !item.reminder.done && Date.parse(item.reminder.at) <= limit)
    .sort((a, b) => Date.parse(a.reminder.at) - Date.parse(b.reminder.at));
}

/** Open reminders whose time has come and whose notification has not been shown. */
export function toNotify(items: readonly ReminderItem[], now: string): ReminderItem[] {
  return dueBy(items, now).filter((item) => !item.reminder.notifiedAt);
}

/** When the next notification is due: the alarm is set for it (undefined: nothing waits). */
export function nextNotifyAt(items: readonly ReminderItem[]): string | undefined {
  let next: number | undefined;
  for (const { reminder } of items) {
    if (reminder.done || reminder.notifiedAt) continue;
    const at = Date.parse(reminder.at);
    if (next === undefined || at < next) next = at;
  }
  return next === undefined ? undefined : new Date(next).toISOString();
}

/** The start of the local day of `now`: a reminder before it is overdue. */
export function startOfLocalDay(now: Date): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

/** The end of the local day of `now` (the "Today" list's limit), as the page's clock and zone see it. */
export function endOfLocalDay(now: Date): string {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}
