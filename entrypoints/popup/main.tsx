import { useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { PostingList } from '@/components/PostingList';
import { DataTransfer } from '@/components/DataTransfer';
import { DbNotice } from '@/components/Durability';
import { ThisPage } from '@/components/ThisPage';
import { ask, prefetchFirstPage, useRowWindow, useTrackerVersion } from '@/components/tracker/data';
import type { StoredPosting } from '@/lib/db/schema';
import { DEFAULT_SORT, type TrackerFilters } from '@/lib/tracker/types';
import { mountPage } from '@/components/runtime/mount';
import { useInteractiveMark, useRowActions, useSeasonBlocks, useThisPage } from './hooks';
import { PopupTools, type PopupView } from './PopupTools';
import '@/components/theme.css';
import '@/components/tracker/tracker.css';
import './style.css';

const LIST_HEIGHT = 400;
const FIRST_ROWS = 20;

performance.mark('popup-script');
// The first rows are asked for before anything renders: the background's answer and the first render overlap.
prefetchFirstPage({ view: 'saved', text: '', filters: {}, sort: DEFAULT_SORT.saved }, FIRST_ROWS);

/** The title, the number of postings once known, and the way to the full tracker. */
function PopupHeader({ total }: { total: number | undefined }) {
  const { t } = useI18n();
  const openTracker = async () => {
    await browser.tabs.create({ url: browser.runtime.getURL('/tracker.html') });
    globalThis.close();
  };
  return (
    <header>
      <h1>{t('savedPostings')}</h1>
      {total !== undefined && (
        <span class="count" data-testid="count">
          {t('postingCount', { count: total })}
        </span>
      )}
      <button type="button" class="secondary" data-testid="open-tracker" onClick={() => void openTracker()}>
        {t('popup_openTracker')}
      </button>
    </header>
  );
}

/** Says what was just deleted, with the button that brings it back. */
function UndoToast({ deleted, onUndo }: { deleted: StoredPosting[]; onUndo(): void }) {
  const { t } = useI18n();
  return (
    <div class="toast" role="status">
      {deleted.length === 1 ? t('deletedTitle', { title: deleted[0]!.posting.title }) : t('tracker_deletedMany', { count: deleted.length })}
      <button type="button" class="secondary" data-testid="undo" onClick={onUndo}>
        {t('undo')}
      </button>
    </div>
  );
}

function Popup() {
  const { t } = useI18n();
  const [view, setView] = useState<PopupView>('saved');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const version = useTrackerVersion();
  // "Only red flags": the postings the red-flag rules call high or caution.
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const filters = useMemo<TrackerFilters>(() => (flaggedOnly ? { risks: ['high', 'caution'] } : {}), [flaggedOnly]);
  const { window, ensure, reload } = useRowWindow({ view, text, filters, sort: DEFAULT_SORT[view] }, version, FIRST_ROWS);
  const season = useSeasonBlocks(window.loaded);
  const { thisPage, saveThisPage } = useThisPage(reload, setError);
  const { deleted, changeStatus, remove, undo } = useRowActions(reload, setError);
  useInteractiveMark(window.loaded);

  return (
    <main class="popup">
      <PopupHeader total={window.loaded ? window.total : undefined} />
      <DbNotice />
      <ThisPage status={thisPage} onSave={(id) => void saveThisPage(id)} />
      {/* Loaded and asked once the first rows are in: the reminders need the whole index, which the list does not wait for. */}
      {season && <season.TodayList ask={ask} version={version} />}
      {season && <season.ExportReminder />}
      <PopupTools text={text} onText={setText} flaggedOnly={flaggedOnly} onFlaggedOnly={setFlaggedOnly} view={view} onView={setView} />
      {error && (
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
      )}
      {!window.loaded && !error && <p class="notice">{t('loading')}</p>}
      {window.indexing && text && <p class="notice small">{t('tracker_indexing')}</p>}
      {deleted && deleted.length > 0 && <UndoToast deleted={deleted} onUndo={() => void undo()} />}
      <div role="tabpanel" aria-label={t(view === 'saved' ? 'tracker_tabSaved' : 'tracker_tabViewed')}>
        {window.loaded && (
          <PostingList
            window={window}
            ensure={ensure}
            height={LIST_HEIGHT}
            emptyText={text ? t('tracker_noMatch') : view === 'saved' ? t('emptySaved') : t('tracker_emptyViewed')}
            onStatus={(row, status) => void changeStatus(row, status)}
            onDelete={(row) => void remove(row)}
          />
        )}
      </div>
      <footer class="popup-data">
        <DataTransfer compact onImported={reload} />
      </footer>
    </main>
  );
}

mountPage(Popup, { persist: true });
