import type { JobsightDatabase } from '../db/open';
import { markNotified } from '../db/repository';
import type { StoredPosting } from '../db/schema';
import { nextNotifyAt, toNotify, type ReminderItem } from '../reminders/plan';
import type { Tracker } from '../tracker/service';

/**
 * The background's reminders: one alarm set for the next reminder due, set again at every start of the
 * worker and after every change (the browser may drop alarms across restarts), and, when it rings,
 * a notification for each reminder whose time has come — when the user turned them on and allowed them.
 * A reminder is handled once: shown or not, it is marked so that a ringing alarm never loops.
 */
export interface ReminderDeps {
  tracker: Tracker;
  db(): Promise<JobsightDatabase>;
  now(): string;
  /** Sets the one alarm for `at`, or clears it when nothing waits. */
  schedule(at: string | undefined): Promise<void>;
  /** Whether the user turned notifications on and the browser allows them. */
  mayNotify(): Promise<boolean>;
  notify(item: ReminderItem): Promise<void>;
  /** Told of the records marked, so the index and open pages follow. */
  changed(record: StoredPosting): void;
}

export async function reschedule(deps: ReminderDeps): Promise<string | undefined> {
  const next = nextNotifyAt(await deps.tracker.reminders());
  await deps.schedule(next);
  return next;
}

/** The alarm rang (or the worker started late): shows what is due, marks it, sets the alarm for the next. */
export async function fireDue(deps: ReminderDeps, now = deps.now()): Promise<ReminderItem[]> {
  const due = toNotify(await deps.tracker.reminders(), now);
  if (due.length > 0) {
    if (await deps.mayNotify()) {
      for (const item of due) await deps.notify(item).catch(() => undefined);
    }
    const changed = await markNotified(
      await deps.db(),
      due.map((item) => ({ postingId: item.postingId, reminderId: item.reminder.id })),
      now,
    );
    for (const record of changed) deps.changed(record);
  }
  await reschedule(deps);
  return due;
}
