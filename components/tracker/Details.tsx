import { useEffect, useRef, useState } from 'preact/hooks';
import type { Analysis } from '@/lib/analyze/schema';
import type { Status, StoredPosting } from '@/lib/db/schema';
import { formatDate, formatAgo } from '@/lib/i18n/format';
import { ExternalLink } from '../ExternalLink';
import { useI18n } from '../i18n';
import { Checklist } from '../Insight';
import { StatusSelect, statusKey } from './bits';
import { ask } from './data';
import { DeepReadPanel } from '../DeepReadPanel';
import { RemindersEditor } from '../Reminders';
import { DeepReadView } from '../DeepReadView';
import { useDeepReadSetup } from '../runtime/deep-read';
import type { StoredDeepRead } from '@/lib/deep-read/record';

interface DetailsProps {
  id: string;
  version: number;
  onClose(): void;
  onChanged(): void;
}

const NOTES_DELAY_MS = 600;

/** One posting in full on the tracker page: status with its history, notes, the strategy checklist. */
export function Details({ id, version, onClose, onChanged }: DetailsProps) {
  const { t, lang } = useI18n();
  const [record, setRecord] = useState<StoredPosting | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [error, setError] = useState<string>();
  const [notes, setNotes] = useState('');
  const [notesState, setNotesState] = useState<'idle' | 'pending' | 'saving' | 'saved' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pendingNotes = useRef<{ id: string; notes: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deepReadSetup = useDeepReadSetup();
  const keepDeepRead = async (deepRead: StoredDeepRead) => {
    const reply = await ask({ type: 'posting:deep-read', id, deepRead });
    if (!reply.ok || !reply.record) return { ok: false as const, error: reply.ok ? 'no record' : reply.error };
    // The details may show another posting by now: only this one's record is put back.
    const stored = reply.record;
    setRecord((current) => (current?.id === stored.id ? stored : current));
    return { ok: true as const, record: reply.record };
  };

  // The posting shown now: an answer for another one (asked before the user opened this one) is dropped.
  const shownId = useRef(id);
  shownId.current = id;
  const load = async (resetNotes: boolean) => {
    const reply = await ask({ type: 'posting:analysis', id });
    if (shownId.current !== id) return;
    if (!reply.ok || !reply.record) {
      setError(reply.ok ? 'not found' : reply.error);
      return;
    }
    setRecord(reply.record);
    setAnalysis(reply.analysis ?? null);
    if (resetNotes) setNotes(reply.record.notes);
  };

  const saveNotes = async () => {
    clearTimeout(timer.current);
    const pending = pendingNotes.current;
    if (!pending) return;
    pendingNotes.current = null;
    setNotesState('saving');
    const reply = await ask({ type: 'posting:notes', id: pending.id, notes: pending.notes });
    setNotesState(reply.ok ? 'saved' : 'failed');
    if (reply.ok) onChanged();
  };

  useEffect(() => {
    setRecord(null);
    setAnalysis(null);
    setError(undefined);
    setNotesState('idle');
    void load(true).then(() => heading.current?.focus());
    // Leaving a posting (or the page) saves what was typed at once.
    return () => void saveNotes();
  }, [id]);
  useEffect(() => {
    if (version > 0 && !pendingNotes.current) void load(false);
  }, [version]);
  useEffect(() => {
    const flush = () => void saveNotes();
    addEventListener('pagehide', flush);
    return () => removeEventListener('pagehide', flush);
  }, []);

  const onNotes = (text: string) => {
    setNotes(text);
    setNotesState('pending');
    pendingNotes.current = { id, notes: text };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNotes(), NOTES_DELAY_MS);
  };

  const changeStatus = async (status: Status) => {
    const reply = await ask({ type: 'posting:status', id, status });
    if (reply.ok && reply.record) setRecord(reply.record);
    onChanged();
  };

  // The tick shows at once; the stored record comes back with the reply.
  const toggle = async (itemId: string, done: boolean) => {
    setRecord((current) =>
      current ? { ...current, checklist: done ? [...current.checklist, itemId] : current.checklist.filter((x) => x !== itemId) } : current,
    );
    const reply = await ask({ type: 'posting:check', id, itemId, done });
    if (reply.ok && reply.record) setRecord(reply.record);
    onChanged();
  };

  if (error) {
    return (
      <aside class="details" data-testid="details">
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
        <button type="button" class="secondary" onClick={onClose}>
          {t('close')}
        </button>
      </aside>
    );
  }
  // Until this posting's record is here (the render before the effect still holds the one shown before), it loads:
  // nothing typed into the panel may land on another posting.
  if (!record || record.id !== id) {
    return (
      <aside class="details" data-testid="details">
        <p class="notice">{t('loading')}</p>
      </aside>
    );
  }
  const { posting } = record;
  return (
    <aside class="details" data-testid="details" aria-labelledby="details-title">
      <div class="details-head">
        <h2 id="details-title" tabIndex={-1} ref={heading} data-testid="details-title">
          {posting.title}
        </h2>
        <button type="button" class="icon" data-testid="details-close" aria-label={t('close')} onClick={onClose}>
          ✕
        </button>
      </div>
      <p class="muted">
        {posting.company.name}
        {posting.locations.length > 0 && ` · ${posting.locations.map((l) => l.raw).join(' · ')}`}
      </p>
      <p>
        <ExternalLink href={posting.url} testId="open-original" hideWhenUnsafe>
          {t('openOriginal')}
        </ExternalLink>
      </p>
      {analysis && (
        <p class="details-scores">
          <span class="label">{t('overallScore')}: </span>
          <strong data-testid="details-overall">{analysis.overall.score}</strong> · {analysis.overall.verdictText}
          {analysis.fit && (
            <>
              {' · '}
              <span class="label">{t('tracker_fit')}: </span>
              <strong>{analysis.fit.score}</strong>
            </>
          )}
        </p>
      )}
      <h3>{t('tracker_status')}</h3>
      <StatusSelect value={record.status} title={posting.title} testId="details-status" onChange={(status) => void changeStatus(status)} />
      <ol class="history" data-testid="status-history" aria-label={t('tracker_history')}>
        {record.statusHistory.length === 0 && <li class="muted">{t('tracker_noHistory')}</li>}
        {[...record.statusHistory].reverse().map((change, i) => (
          <li key={`${change.at}-${i}`} data-status={change.status}>
            <span>{t(statusKey(change.status))}</span>{' '}
            <time dateTime={change.at} title={formatAgo(change.at, lang)}>
              {formatDate(change.at, lang)}
            </time>
          </li>
        ))}
      </ol>
      <h3>
        <label for="details-notes">{t('tracker_notes')}</label>
      </h3>
      <textarea
        id="details-notes"
        data-testid="notes"
        rows={6}
        value={notes}
        maxLength={50_000}
        onInput={(e) => onNotes(e.currentTarget.value)}
        onBlur={() => void saveNotes()}
      />
      <p class="muted small" role="status" data-testid="notes-state" data-state={notesState}>
        {notesState === 'pending' || notesState === 'saving'
          ? t('tracker_notesSaving')
          : notesState === 'saved'
            ? t('tracker_notesSaved')
            : notesState === 'failed'
              ? t('tracker_notesFailed')
              : ''}
      </p>
      <h3>{t('reminders_title')}</h3>
      <RemindersEditor
        key={record.id}
        record={record}
        ask={ask}
        onChanged={(stored) => {
          setRecord((current) => (current?.id === stored.id ? stored : current));
          onChanged();
        }}
      />
      <h3>{t('deepRead_button')}</h3>
      <DeepReadPanel key={record.id} record={record} setup={deepReadSetup} keep={keepDeepRead} />
      {record.deepRead && (
        <details class="details-deep" data-testid="details-deep">
          <summary>{t('deepRead_byModel', { model: record.deepRead.model })}</summary>
          <DeepReadView deepRead={record.deepRead} analysis={analysis ?? undefined} />
        </details>
      )}
      <h3>{t('strategy')}</h3>
      {analysis ? (
        <Checklist analysis={analysis} done={record.checklist} onToggle={(itemId, done) => void toggle(itemId, done)} />
      ) : (
        <p class="muted">{t('loading')}</p>
      )}
    </aside>
  );
}
