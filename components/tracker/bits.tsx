import { STATUSES, type Status } from '@/lib/db/schema';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang, MessageKey } from '@/lib/i18n';
import type { TrackerRow } from '@/lib/tracker/types';
import { useI18n } from '../i18n';
import { markSearchInput } from './data';

export const statusKey = (status: Status): MessageKey => `tracker_status_${status}` as MessageKey;

interface StatusSelectProps {
  value: Status;
  title: string;
  onChange(status: Status): void;
  testId?: string;
  disabled?: boolean;
}

/** The pipeline stage of one posting; every change is kept with its date. */
export function StatusSelect({ value, title, onChange, testId = 'status', disabled }: StatusSelectProps) {
  const { t } = useI18n();
  return (
    <select
      class="status-select"
      data-testid={testId}
      data-status={value}
      value={value}
      disabled={disabled}
      aria-label={t('tracker_statusFor', { title })}
      onChange={(e) => onChange(e.currentTarget.value as Status)}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(statusKey(status))}
        </option>
      ))}
    </select>
  );
}

function band(score: number): string {
  return score >= 75 ? 'good' : score >= 55 ? 'mid' : 'low';
}

/** Overall and fit scores as small badges; a dash while the background is still scoring. */
export function ScoreBadges({ row }: { row: Pick<TrackerRow, 'overall' | 'fit'> }) {
  const { t } = useI18n();
  return (
    <span class="scores">
      <span
        class={`score-badge ${row.overall === null ? 'pending' : band(row.overall)}`}
        data-testid="row-overall"
        title={t('tracker_overall')}
        aria-label={row.overall === null ? t('tracker_scorePending') : `${t('tracker_overall')}: ${row.overall}`}
      >
        {row.overall ?? '–'}
      </span>
      {row.fit !== null && (
        <span
          class={`score-badge fit ${band(row.fit)}`}
          data-testid="row-fit"
          title={t('tracker_fit')}
          aria-label={`${t('tracker_fit')}: ${row.fit}`}
        >
          {t('tracker_fitShort')} {row.fit}
        </span>
      )}
    </span>
  );
}

/** A marker for a posting the store knows under other ids too (reposts, agency copies). */
export function DuplicateMarker({ row }: { row: Pick<TrackerRow, 'duplicates'> }) {
  const { t } = useI18n();
  if (row.duplicates.length === 0) return null;
  const text = t('tracker_duplicates', { count: row.duplicates.length });
  return (
    <span class="marker duplicate" data-testid="duplicate-marker" title={text} aria-label={text}>
      {t('tracker_duplicateShort')}
    </span>
  );
}

/** A posting the red-flag rules call high or caution (lib/analyze/red-flags.ts), said in the list. */
export function RiskMarker({ row }: { row: Pick<TrackerRow, 'risk'> }) {
  const { t } = useI18n();
  if (row.risk !== 'high' && row.risk !== 'caution') return null;
  const text = t(row.risk === 'high' ? 'redFlags_high' : 'redFlags_caution');
  return (
    <span class={`marker risk-${row.risk}`} data-testid="risk-marker" data-level={row.risk} title={text} aria-label={text}>
      {row.risk === 'high' ? t('redFlags_shortHigh') : t('redFlags_shortCaution')}
    </span>
  );
}

export function salaryText(row: Pick<TrackerRow, 'salary'>, lang: Lang): string {
  if (!row.salary) return '';
  if (row.salary.raw) return row.salary.raw;
  return row.salary.yearly !== undefined ? formatMoney(row.salary.yearly, row.salary.currency, lang) : '';
}

/** The search box of the popup and the tracker page: search as you type (each keystroke is marked for the bench). */
export function SearchBox({ value, onChange, class: className }: { value: string; onChange(text: string): void; class?: string }) {
  const { t } = useI18n();
  return (
    <input
      type="search"
      class={className}
      data-testid="search"
      value={value}
      placeholder={t('tracker_searchPlaceholder')}
      aria-label={t('tracker_search')}
      onInput={(e) => {
        markSearchInput();
        onChange(e.currentTarget.value);
      }}
    />
  );
}

/** The two lists of the popup and the tracker page: postings saved (with a status) and postings only seen. */
export function ListTabs({ view, onView }: { view: 'saved' | 'viewed'; onView(view: 'saved' | 'viewed'): void }) {
  const { t } = useI18n();
  return (
    <div role="tablist" class="tabs" aria-label={t('tracker_views')}>
      {(['saved', 'viewed'] as const).map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          data-testid={`tab-${tab}`}
          aria-selected={view === tab}
          class={view === tab ? 'tab active' : 'tab'}
          onClick={() => onView(tab)}
        >
          {t(tab === 'saved' ? 'tracker_tabSaved' : 'tracker_tabViewed')}
        </button>
      ))}
    </div>
  );
}
