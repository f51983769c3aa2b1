import * as z from 'zod/mini';

/**
 * Dates a job search hangs on, kept with each posting (StoredPosting.reminders): when to follow up on
 * an application, and interviews with their time and notes. The background raises a notification when
 * one falls due (when the user turned notifications on) and the popup and tracker list today's.
 */
export const REMINDER_KINDS = ['follow-up', 'interview'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const MAX_REMINDERS = 30;
export const MAX_REMINDER_NOTE = 2_000;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const Reminder = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{4,40}$/)),
  kind: z.enum(REMINDER_KINDS),
  /** When it falls due; an interview's start. */
  at: isoDateTime(),
  /** An interview's length, for the calendar file. */
  minutes: z.optional(z.number().check(z.int(), z.gte(5), z.lte(24 * 60))),
  note: z.string().check(z.maxLength(MAX_REMINDER_NOTE)),
  done: z.boolean(),
  /** Set when its notification was shown: it is not shown twice. */
  notifiedAt: z.optional(isoDateTime()),
});
export type Reminder = z.infer<typeof Reminder>;

export const Reminders = z.array(Reminder).check(z.maxLength(MAX_REMINDERS));

export const ReminderSettings = z.object({
  /** Days after "Applied" for the follow-up date Jobsight adds; 0 adds none. */
  followUpDays: z.number().check(z.int(), z.gte(0), z.lte(90)),
  /** Browser notifications when a reminder falls due (the optional "notifications" permission). */
  notify: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { followUpDays: 7, notify: false };

/** Extension storage: when the reminders' alarm is due, kept so that a browser restart that dropped the alarm can set it again. */
export const REMINDER_NEXT_STORAGE = 'reminderNext';
