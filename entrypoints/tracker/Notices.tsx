import { useI18n } from '@/components/i18n';
import type { RowWindow } from '@/components/tracker/data';
import type { Bulk } from './useBulk';

interface NoticesProps {
  window: Pick<RowWindow, 'indexing' | 'scoring'>;
  error: string | undefined;
  bulk: Pick<Bulk, 'message' | 'deleted' | 'undo'>;
}

/** Above the list: the index and scores still being built, an error, the last bulk action, the undo of a delete. */
export function Notices({ window, error, bulk }: NoticesProps) {
  const { t } = useI18n();
  const { deleted } = bulk;
  return (
    <>
      {(window.indexing || window.scoring.done < window.scoring.total) && (
        <p class="muted small progress" data-testid="scoring">
          {window.indexing ? t('tracker_indexing') : t('tracker_scoring', { done: window.scoring.done, total: window.scoring.total })}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
      )}
      <p class="visually-hidden" role="status">
        {bulk.message}
      </p>
      {deleted && deleted.length > 0 && (
        <div class="toast" role="status">
          {t('tracker_deletedMany', { count: deleted.length })}
          <button type="button" class="secondary" data-testid="undo" onClick={() => void bulk.undo()}>
            {t('undo')}
          </button>
        </div>
      )}
    </>
  );
}
