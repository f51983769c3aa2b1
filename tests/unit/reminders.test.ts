import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireDue, reschedule, type ReminderDeps } from '@/lib/background/reminders';
import { route, type RouterDeps } from '@/lib/background/router';
import { openJobsightDb, type JobsightDatabase } from '@/lib/db/open';
import type { StoredPosting } from '@/lib/db/schema';
import type { SenderInfo } from '@/lib/messages';
import { interviewsToIcs } from '@/lib/reminders/ics';
import { dueBy, nextNotifyAt, toNotify, withFollowUp, type ReminderItem } from '@/lib/reminders/plan';
import type { Reminder } from '@/lib/reminders/schema';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { createTracker, type Tracker } from '@/lib/tracker/service';
import { sampleRecord } from '../support/records';

const reminder = (patch: Partial<Reminder> & Pick<Reminder, 'id' | 'at'>): Reminder => ({
  kind: 'follow-up',
  note: '',
  done: false,
  ...patch,
});
const item = (r: Reminder, postingId = 'indeed:1'): ReminderItem => ({
  postingId,
  title: 'Ward Nurse',
  company: 'Brightpath Hospital',
  url: 'https://www.indeed.com/viewjob?jk=1',
  reminder: r,
});

describe('reminder dates', () => {
  it('adds one follow-up after Applied, the days the user chose later, and none when one waits or the days are 0', () => {
    const record = sampleRecord('indeed', '1a2b3c4d5e6f7081', { status: 'applied' });
    const once = withFollowUp(record, '2026-12-01T09:30:00.000Z', 7, 'Follow up');
    expect(once.reminders).toEqual([
      { id: expect.stringMatching(/^r-/), kind: 'follow-up', at: '2026-12-08T09:30:00.000Z', note: 'Follow up', done: false },
    ]);
    expect(withFollowUp(once, '2026-12-02T09:30:00.000Z', 7, 'Follow up')).toBe(once);
    expect(withFollowUp(record, '2026-12-01T09:30:00.000Z', 0, 'Follow up')).toBe(record);
    const done = { ...once, reminders: once.reminders!.map((r) => ({ ...r, done: true })) };
    expect(withFollowUp(done, '2026-12-20T09:30:00.000Z', 3, 'Again').reminders).toHaveLength(2);
  });

  it('lists what is due by the end of today, overdue first; done ones never; notifies each once', () => {
    const overdue = item(reminder({ id: 'r-a1', at: '2026-11-28T08:00:00.000Z' }));
    const today = item(reminder({ id: 'r-b2', at: '2026-12-02T16:00:00.000Z', kind: 'interview' }));
    const tomorrow = item(reminder({ id: 'r-c3', at: '2026-12-03T08:00:00.000Z' }));
    const finished = item(reminder({ id: 'r-d4', at: '2026-11-20T08:00:00.000Z', done: true }));
    const shown = item(reminder({ id: 'r-e5', at: '2026-11-29T08:00:00.000Z', notifiedAt: '2026-11-29T08:00:01.000Z' }));
    const all = [tomorrow, today, finished, overdue, shown];
    expect(dueBy(all, '2026-12-02T23:59:59.999Z').map((i) => i.reminder.id)).toEqual(['r-a1', 'r-e5', 'r-b2']);
    expect(toNotify(all, '2026-12-02T12:00:00.000Z').map((i) => i.reminder.id)).toEqual(['r-a1']);
    expect(nextNotifyAt(all)).toBe('2026-11-28T08:00:00.000Z');
    expect(nextNotifyAt([finished, shown])).toBeUndefined();
  });
});

describe('interviews as a calendar file', () => {
  it('writes one event per open interview, in UTC, escaped and folded at 75 octets with CRLF', () => {
    const interview = reminder({
      id: 'r-x1',
      kind: 'interview',
      at: '2026-12-09T06:30:00.000Z',
      minutes: 45,
      note: 'Bring: licence, references; ask about nights\nRoom 4',
    });
    const text = interviewsToIcs(
      [
        {
          ...item(interview, 'boss:abc'),
          title: '夜班护士（心内科）——上海远山医院护理部招聘，要求持有护士执业证书并有三年以上临床经验',
          company: '远山医院',
        },
        item(reminder({ id: 'r-y2', at: '2026-12-10T06:30:00.000Z' })),
      ],
      '2026-12-02T10:00:00.000Z',
      { interview: '面试' },
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('DTSTART:20261209T063000Z\r\nDTEND:20261209T071500Z');
    expect(text).toContain('DESCRIPTION:Bring: licence\\, references\\; ask about nights\\nRoom 4');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded, the summary is whole again (no character cut in two).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:面试: 夜班护士（心内科）——上海远山医院护理部招聘，要求持有护士执业证书并有三年以上临床经验 — 远山医院',
    );
  });
});

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const tracker: SenderInfo = { id: ID, url: `${ORIGIN}/tracker.html`, origin: ORIGIN };

describe('reminders in the background', () => {
  let db: JobsightDatabase;
  let name = '';
  let index: Tracker;
  let settings: unknown;
  let now = '2026-12-01T09:00:00.000Z';
  const written: StoredPosting[] = [];
  const deps = (): RouterDeps => ({
    extensionId: ID,
    extensionOrigin: ORIGIN,
    db: async () => db,
    now: () => now,
    getTabState: async () => undefined,
    setTabState: async () => undefined,
    updateTabPosting: async () => false,
    closeSidebar: async () => undefined,
    readTab: async () => 'declared',
    lang: async () => 'en',
    tracker: index,
    changed: (record) => {
      written.push(record);
      index.changed(record);
    },
    prefs: { read: async () => ({ settings }), write: async () => undefined, clear: async () => undefined },
  });
  beforeEach(async () => {
    settings = undefined;
    now = '2026-12-01T09:00:00.000Z';
    written.length = 0;
    name = `reminders-${Math.random().toString(36).slice(2)}`;
    db = await openJobsightDb({ name });
    await db.put('postings', sampleRecord('indeed', '1a2b3c4d5e6f7081', { status: 'saved' }));
    await db.put('postings', sampleRecord('indeed', '0f0f0f0f0f0f0f0f', { status: 'saved' }));
    index = createTracker({
      db: async () => db,
      scoreSettings: async () => ({ key: 'k', options: { lang: 'en' } }),
      pause: () => Promise.resolve(),
    });
  });
  afterEach(async () => {
    db.close();
    await deleteDB(name);
  });

  it('adds the follow-up on Applied (one or many), by the settings, and none when they say 0', async () => {
    const one = await route({ type: 'posting:status', id: 'indeed:1a2b3c4d5e6f7081', status: 'applied' }, tracker, deps());
    expect(one.ok && one.record?.reminders).toEqual([
      expect.objectContaining({ kind: 'follow-up', at: '2026-12-08T09:00:00.000Z', note: 'Follow up on your application' }),
    ]);
    settings = { ...DEFAULT_SETTINGS, reminders: { followUpDays: 0, notify: false } };
    await route({ type: 'postings:status', ids: ['indeed:0f0f0f0f0f0f0f0f'], status: 'applied' }, tracker, deps());
    expect((await db.get('postings', 'indeed:0f0f0f0f0f0f0f0f'))?.reminders).toBeUndefined();
  });

  it('keeps reminders the page sends, lists today’s and exports interviews; refuses a malformed one', async () => {
    const interview = reminder({ id: 'r-int1', kind: 'interview', at: '2026-12-01T14:00:00.000Z', note: 'Video call' });
    const kept = await route({ type: 'posting:reminders', id: 'indeed:1a2b3c4d5e6f7081', reminders: [interview] }, tracker, deps());
    expect(kept.ok && kept.record?.reminders).toEqual([interview]);
    index.changed(kept.ok ? kept.record! : ({} as StoredPosting));
    const due = await route({ type: 'reminders:due', until: '2026-12-01T23:59:59.999Z' }, tracker, deps());
    expect(due.ok && due.items?.map((i) => [i.postingId, i.reminder.id])).toEqual([['indeed:1a2b3c4d5e6f7081', 'r-int1']]);
    const ics = await route({ type: 'reminders:ics' }, tracker, deps());
    expect(ics).toMatchObject({ ok: true, count: 1, fileName: 'jobsight-interviews.ics' });
    expect(ics.ok && ics.text).toContain('SUMMARY:Interview:');
    const bad = await route(
      { type: 'posting:reminders', id: 'indeed:1a2b3c4d5e6f7081', reminders: [{ ...interview, at: 'next tuesday' }] },
      tracker,
      deps(),
    );
    expect(bad).toEqual({ ok: false, error: 'malformed message' });
    // A content script may not set them.
    const page: SenderInfo = {
      id: ID,
      url: 'https://www.indeed.com/jobs?q=x',
      origin: 'https://www.indeed.com',
      tab: { id: 2 },
      frameId: 0,
    };
    expect(await route({ type: 'posting:reminders', id: 'indeed:1a2b3c4d5e6f7081', reminders: [] }, page, deps())).toMatchObject({
      ok: false,
    });
  });

  it('rings once for what is due (even a reminder set in the past), marks it, and sets the alarm for the next', async () => {
    const past = reminder({ id: 'r-past', at: '2026-11-30T08:00:00.000Z' });
    const later = reminder({ id: 'r-later', kind: 'interview', at: '2026-12-05T08:00:00.000Z' });
    const record = { ...sampleRecord('indeed', '1a2b3c4d5e6f7081'), reminders: [past, later] };
    await db.put('postings', record);
    index.changed(record);
    const scheduled: (string | undefined)[] = [];
    const shown: string[] = [];
    let allowed = true;
    const reminderDeps: ReminderDeps = {
      tracker: index,
      db: async () => db,
      now: () => now,
      schedule: async (at) => void scheduled.push(at),
      mayNotify: async () => allowed,
      notify: async (i) => void shown.push(i.reminder.id),
      changed: (changedRecord) => index.changed(changedRecord),
    };
    expect(await reschedule(reminderDeps)).toBe('2026-11-30T08:00:00.000Z');
    expect((await fireDue(reminderDeps, '2026-12-01T09:00:00.000Z')).map((i) => i.reminder.id)).toEqual(['r-past']);
    expect(shown).toEqual(['r-past']);
    expect(scheduled.at(-1)).toBe('2026-12-05T08:00:00.000Z');
    // Rung again at once: nothing is shown twice.
    expect(await fireDue(reminderDeps, '2026-12-01T09:00:05.000Z')).toEqual([]);
    // Notifications off: the interview is still marked when due, so the alarm does not ring for it forever.
    allowed = false;
    expect((await fireDue(reminderDeps, '2026-12-05T08:00:00.000Z')).map((i) => i.reminder.id)).toEqual(['r-later']);
    expect(shown).toEqual(['r-past']);
    expect(scheduled.at(-1)).toBeUndefined();
    const stored = await db.get('postings', 'indeed:1a2b3c4d5e6f7081');
    expect(stored?.reminders?.map((r) => r.notifiedAt)).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-05T08:00:00.000Z']);
  });
});
