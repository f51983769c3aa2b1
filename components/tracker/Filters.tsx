import type { JSX } from 'preact';
import { WORK_MODES } from '@/lib/posting/enums';
import { BOARD_STATUSES, type TrackerFacets, type TrackerFilters } from '@/lib/tracker/types';
import { useI18n } from '../i18n';
import { statusKey } from './bits';

interface FiltersProps {
  filters: TrackerFilters;
  facets: TrackerFacets | null;
  /** Status filters make sense for saved postings only: viewed ones are all 'viewed'. */
  showStatus: boolean;
  onChange(filters: TrackerFilters): void;
}

function numberOrUndefined(text: string, max?: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return max !== undefined ? Math.min(value, max) : value;
}

/** Drops emptied fields so that "no filter" is an empty object (the background's fast path). */
function tidy(filters: TrackerFilters): TrackerFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && (!Array.isArray(value) || value.length > 0)),
  ) as TrackerFilters;
}

export function Filters({ filters, facets, showStatus, onChange }: FiltersProps) {
  const { t } = useI18n();
  const set = (patch: Partial<TrackerFilters>) => onChange(tidy({ ...filters, ...patch }));
  const toggle = <T extends string>(list: readonly T[] | undefined, item: T, on: boolean): T[] =>
    on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);
  const numberField = (
    label: string,
    testId: string,
    value: number | undefined,
    onValue: (v: number | undefined) => void,
    max?: number,
  ): JSX.Element => (
    <label class="filter-field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        max={max}
        data-testid={testId}
        value={value ?? ''}
        onInput={(e) => onValue(numberOrUndefined(e.currentTarget.value, max))}
      />
    </label>
  );
  return (
    <fieldset class="filters" data-testid="filters">
      <legend class="visually-hidden">{t('tracker_filters')}</legend>
      {showStatus && (
        <div class="filter-group" role="group" aria-label={t('tracker_filterStatus')}>
          <span class="filter-label">{t('tracker_filterStatus')}</span>
          {BOARD_STATUSES.map((status) => (
            <label key={status} class="check">
              <input
                type="checkbox"
                data-testid={`filter-status-${status}`}
                checked={filters.statuses?.includes(status) ?? false}
                onChange={(e) => set({ statuses: toggle(filters.statuses, status, e.currentTarget.checked) })}
              />
              {t(statusKey(status))}
            </label>
          ))}
        </div>
      )}
      <div class="filter-group" role="group" aria-label={t('redFlags_filter')}>
        <span class="filter-label">{t('redFlags_filter')}</span>
        {(['high', 'caution'] as const).map((level) => (
          <label key={level} class="check">
            <input
              type="checkbox"
              data-testid={`filter-risk-${level}`}
              checked={filters.risks?.includes(level) ?? false}
              onChange={(e) => set({ risks: toggle(filters.risks, level, e.currentTarget.checked) })}
            />
            {t(level === 'high' ? 'redFlags_high' : 'redFlags_caution')}
          </label>
        ))}
      </div>
      <div class="filter-group" role="group" aria-label={t('tracker_filterWorkMode')}>
        <span class="filter-label">{t('tracker_filterWorkMode')}</span>
        {WORK_MODES.map((mode) => (
          <label key={mode} class="check">
            <input
              type="checkbox"
              data-testid={`filter-mode-${mode}`}
              checked={filters.workModes?.includes(mode) ?? false}
              onChange={(e) => set({ workModes: toggle(filters.workModes, mode, e.currentTarget.checked) })}
            />
            {t(`workMode_${mode}`)}
          </label>
        ))}
      </div>
      <div class="filter-row">
        <label class="filter-field">
          <span>{t('tracker_filterSite')}</span>
          <select
            data-testid="filter-site"
            value={filters.sites?.[0] ?? ''}
            onChange={(e) => set({ sites: e.currentTarget.value ? [e.currentTarget.value] : [] })}
          >
            <option value="">{t('tracker_any')}</option>
            {facets?.sites.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </label>
        <label class="filter-field">
          <span>{t('tracker_filterCompany')}</span>
          <input
            type="text"
            list="tracker-companies"
            data-testid="filter-company"
            value={filters.company ?? ''}
            onInput={(e) => set({ company: e.currentTarget.value || undefined })}
          />
          <datalist id="tracker-companies">
            {facets?.companies.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        {numberField(t('tracker_filterScoreMin'), 'filter-score-min', filters.scoreMin, (v) => set({ scoreMin: v }), 100)}
        {numberField(t('tracker_filterScoreMax'), 'filter-score-max', filters.scoreMax, (v) => set({ scoreMax: v }), 100)}
        {numberField(t('tracker_filterFitMin'), 'filter-fit-min', filters.fitMin, (v) => set({ fitMin: v }), 100)}
      </div>
      <div class="filter-row">
        {numberField(t('tracker_filterSalaryMin'), 'filter-salary-min', filters.salaryMin, (v) => set({ salaryMin: v }))}
        {numberField(t('tracker_filterSalaryMax'), 'filter-salary-max', filters.salaryMax, (v) => set({ salaryMax: v }))}
        <label class="filter-field">
          <span>{t('tracker_filterCurrency')}</span>
          <select
            data-testid="filter-currency"
            value={filters.currency ?? ''}
            onChange={(e) => set({ currency: e.currentTarget.value || undefined })}
          >
            <option value="">{t('tracker_any')}</option>
            {facets?.currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label class="filter-field">
          <span>{t('tracker_filterFrom')}</span>
          <input
            type="date"
            data-testid="filter-date-from"
            value={filters.dateFrom ?? ''}
            onInput={(e) => set({ dateFrom: e.currentTarget.value || undefined })}
          />
        </label>
        <label class="filter-field">
          <span>{t('tracker_filterTo')}</span>
          <input
            type="date"
            data-testid="filter-date-to"
            value={filters.dateTo ?? ''}
            onInput={(e) => set({ dateTo: e.currentTarget.value || undefined })}
          />
        </label>
        <button type="button" class="secondary" data-testid="filter-clear" onClick={() => onChange({})}>
          {t('tracker_clearFilters')}
        </button>
      </div>
    </fieldset>
  );
}
