import { useEffect, useState } from 'preact/hooks';
import type { StoredPosting } from '@/lib/db/schema';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Lang, MessageKey } from '@/lib/i18n';
import type { Reply, Request } from '@/lib/messages';
import { endOfLocalDay, reminderId, startOfLocalDay, type ReminderItem } from '@/lib/reminders/plan';
import { MAX_REMINDER_NOTE, MAX_REMINDERS, REMINDER_KINDS, type Reminder, type ReminderKind } from '@/lib/reminders/schema';
import { useI18n } from './i18n';

type Ask = (message: Request) => Promise<Reply>;

const KIND_LABEL: Record<ReminderKind, MessageKey> = { 'follow-up': 'reminders_followUp', interview: 'reminders_interview' };

function when(iso: string, lang: Lang): string {
  return `${formatDate(iso, lang)} ${formatTime(iso, lang)}`;
}

type AddError = 'reminders_badDate' | 'reminders_full';

/** A posting's follow-up dates and interviews: the list (done, delete) and a form to add one. */
export function RemindersEditor({ record, ask, onChanged }: { record: StoredPosting; ask: Ask; onChanged(record: StoredPosting): void }) {
  const { t, lang } = useI18n();
  const reminders = record.reminders ?? [];
  const [kind, setKind] = useState<ReminderKind>('interview');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [minutes, setMinutes] = useState('60');
  const [note, setNote] = useState('');
  const [error, setError] = useState<AddError | string | null>(null);
  const [past, setPast] = useState(false);

  const save = async (next: Reminder[]) => {
    const reply = await ask({ type: 'posting:reminders', id: record.id, reminders: next });
    if (reply.ok && reply.record) {
      setError(null);
      onChanged(reply.record);
    } else setError(reply.ok ? 'no record' : reply.error);
  };

  const add = (event: Event) => {
    event.preventDefault();
    setPast(false);
    // The date and time the user picked, in their own time zone.
    const at = new Date(`${date}T${time || '09:00'}`);
    if (!date || Number.isNaN(at.getTime())) return setError('reminders_badDate');
    if (reminders.length >= MAX_REMINDERS) return setError('reminders_full');
    const iso = at.toISOString();
    const length = Math.round(Number(minutes));
    const reminder: Reminder = {
      id: reminderId(iso, reminders),
      kind,
      at: iso,
      note: note.trim().slice(0, MAX_REMINDER_NOTE),
      done: false,
      ...(kind === 'interview' && length >= 5 && length <= 1440 ? { minutes: length } : {}),
    };
    // A time already past is kept (the user may be catching up): it shows as due at once, and says so.
    if (at.getTime() < Date.now()) setPast(true);
    setNote('');
    void save([...reminders, reminder].sort((a, b) => (a.at < b.at ? -1 : 1)));
  };

  return (
    <div class="reminders" data-testid="reminders">
      {reminders.length === 0 ? (
        <p class="muted">{t('reminders_none')}</p>
      ) : (
        <ul class="reminder-list">
          {reminders.map((reminder) => (
            <li key={reminder.id} data-testid="reminder" data-kind={reminder.kind} class={reminder.done ? 'done' : undefined}>
              <label class="check">
                <input
                  type="checkbox"
                  checked={reminder.done}
                  aria-label={`${t('reminders_done')}: ${t(KIND_LABEL[reminder.kind])} ${when(reminder.at, lang)}`}
                  onChange={(e) => void save(reminders.map((r) => (r.id === reminder.id ? { ...r, done: e.currentTarget.checked } : r)))}
                />
                <span>
                  <strong>{t(KIND_LABEL[reminder.kind])}</strong> <time dateTime={reminder.at}>{when(reminder.at, lang)}</time>
                  {reminder.minutes ? ` · ${t('reminders_length', { minutes: reminder.minutes })}` : ''}
                  {reminder.note && <span class="muted"> — {reminder.note}</span>}
                </span>
              </label>
              <button
                type="button"
                class="icon"
                aria-label={t('reminders_delete')}
                onClick={() => void save(reminders.filter((r) => r.id !== reminder.id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="reminder-form" onSubmit={add} data-testid="reminder-form">
        <label>
          {t('reminders_kind')}
          <select data-testid="reminder-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as ReminderKind)}>
            {REMINDER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_LABEL[k])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reminders_date')}
          <input type="date" data-testid="reminder-date" value={date} onInput={(e) => setDate(e.currentTarget.value)} />
        </label>
        <label>
          {t('reminders_time')}
          <input type="time" data-testid="reminder-time" value={time} onInput={(e) => setTime(e.currentTarget.value)} />
        </label>
        {kind === 'interview' && (
          <label>
            {t('reminders_minutes')}
            <input
              type="number"
              min={5}
              max={1440}
              data-testid="reminder-minutes"
              value={minutes}
              onInput={(e) => setMinutes(e.currentTarget.value)}
            />
          </label>
        )}
        <label class="wide">
          {t('reminders_note')}
          <input
            type="text"
            data-testid="reminder-note"
            maxLength={MAX_REMINDER_NOTE}
            value={note}
            onInput={(e) => setNote(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="secondary" data-testid="reminder-add">
          {t('reminders_add')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert" data-testid="reminder-error">
          {error === 'reminders_badDate' || error === 'reminders_full' ? t(error) : t('errorLoading', { error })}
        </p>
      )}
      {past && !error && (
        <p class="hint" role="status" data-testid="reminder-past">
          {t('reminders_past')}
        </p>
      )}
    </div>
  );
}

/** What is due today (and overdue), across every posting: the popup's and the tracker's "Today". */
export function TodayList({
  ask,
  version,
  ready = true,
  onOpen,
}: {
  ask: Ask;
  version: number;
  ready?: boolean;
  onOpen?(postingId: string): void;
}) {
  const { t, lang } = useI18n();
  const [items, setItems] = useState<ReminderItem[] | null>(null);
  const load = () =>
    void ask({ type: 'reminders:due', until: endOfLocalDay(new Date()) }).then((reply) => {
      if (reply.ok) setItems(reply.items ?? []);
    });
  useEffect(() => {
    if (ready) load();
  }, [version, ready]);
  const finish = async (item: ReminderItem) => {
    const reply = await ask({ type: 'posting:get', id: item.postingId });
    if (!reply.ok || !reply.record) return;
    const reminders = (reply.record.reminders ?? []).map((r) => (r.id === item.reminder.id ? { ...r, done: true } : r));
    await ask({ type: 'posting:reminders', id: item.postingId, reminders });
    load();
  };
  if (!items || items.length === 0) {
    return items ? (
      <section class="today" aria-labelledby="today-heading" data-testid="today">
        <h2 id="today-heading">{t('reminders_today')}</h2>
        <p class="muted small">{t('reminders_todayEmpty')}</p>
      </section>
    ) : null;
  }
  const today = Date.parse(startOfLocalDay(new Date()));
  return (
    <section class="today" aria-labelledby="today-heading" data-testid="today">
      <h2 id="today-heading">{t('reminders_today')}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.postingId}:${item.reminder.id}`} data-testid="today-item">
            <span>
              {Date.parse(item.reminder.at) < today && <strong class="overdue">{t('reminders_overdue')} · </strong>}
              <strong>{t(KIND_LABEL[item.reminder.kind])}</strong> <time dateTime={item.reminder.at}>{when(item.reminder.at, lang)}</time> ·{' '}
              {onOpen ? (
                <button type="button" class="link" onClick={() => onOpen(item.postingId)}>
                  {item.title}
                </button>
              ) : (
                item.title
              )}
              {item.company && <span class="muted"> — {item.company}</span>}
              {item.reminder.note && <span class="muted small"> · {item.reminder.note}</span>}
            </span>
            <button type="button" class="secondary small" data-testid="today-done" onClick={() => void finish(item)}>
              {t('reminders_done')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
