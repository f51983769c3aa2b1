import { useI18n } from '@/components/i18n';
import { statusKey } from '@/components/tracker/bits';
import { STATUSES, type Status } from '@/lib/db/schema';
import type { Bulk } from './useBulk';

interface BulkBarProps {
  bulk: Bulk;
  /** Every row of the list, loaded or not: what "select all" would take. */
  total: number;
  onCompare(ids: string[]): void;
}

/** What is done to the selected rows at once: a status, a delete, a comparison of two or three. */
export function BulkBar({ bulk, total, onCompare }: BulkBarProps) {
  const { t } = useI18n();
  const { selected } = bulk;
  const canCompare = selected.size >= 2 && selected.size <= 3;
  return (
    <div class="bulk-bar" data-testid="bulk-bar" role="toolbar" aria-label={t('tracker_bulkLabel')}>
      <span data-testid="selected-count">{t('tracker_selected', { count: selected.size })}</span>
      <button type="button" class="secondary" data-testid="select-all" onClick={() => void bulk.selectAll()}>
        {t('tracker_selectAll', { count: total })}
      </button>
      <button type="button" class="secondary" data-testid="select-none" disabled={selected.size === 0} onClick={bulk.selectNone}>
        {t('tracker_selectNone')}
      </button>
      <label>
        <span class="visually-hidden">{t('tracker_bulkStatus')}</span>
        <select data-testid="bulk-status" value={bulk.status} onChange={(e) => bulk.setStatus(e.currentTarget.value as Status)}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </select>
      </label>
      <button type="button" class="secondary" data-testid="bulk-apply" disabled={selected.size === 0} onClick={() => void bulk.apply()}>
        {t('tracker_bulkApply')}
      </button>
      <button
        type="button"
        class="secondary danger"
        data-testid="bulk-delete"
        disabled={selected.size === 0}
        onClick={() => void bulk.remove()}
      >
        {t('delete')}
      </button>
      <button
        type="button"
        class="primary"
        data-testid="compare-open"
        disabled={!canCompare}
        title={canCompare ? '' : t('tracker_compareHint')}
        onClick={() => onCompare([...selected])}
      >
        {t('tracker_compare')}
      </button>
    </div>
  );
}
