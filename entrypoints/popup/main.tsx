import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { PostingList } from '@/components/PostingList';
import { DataTransfer } from '@/components/DataTransfer';
import { DbNotice } from '@/components/Durability';
import { ThisPage, type ThisPageStatus } from '@/components/ThisPage';
import { ask, prefetchFirstPage, useRowWindow, useTrackerVersion } from '@/components/tracker/data';
import { SearchBox } from '@/components/tracker/bits';
import type { TodayList as TodayListType } from '@/components/Reminders';
import type { ExportReminder as ExportReminderType } from '@/components/Backups';
import { request } from '@/lib/client';
import type { Status, StoredPosting } from '@/lib/db/schema';
import { DEFAULT_SORT, type TrackerFilters, type TrackerRow, type TrackerView } from '@/lib/tracker/types';
import { mountPage } from '@/components/runtime/mount';
import '@/components/theme.css';
import '@/components/tracker/tracker.css';
import './style.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

/**
 * Opening the popup is the toolbar click that grants activeTab: read the tab now (the background
 * injects the any-page reader where no content script is declared), then follow what it found.
 */
async function readThisPage(report: (status: ThisPageStatus) => void): Promise<void> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined || !/^https?:/.test(tab.url ?? '')) return;
  report({ kind: 'reading' });
  const reply = await request(send, { type: 'tab:read', tabId: tab.id });
  if (!reply.ok) {
    report({ kind: 'unreadable', reason: reply.error });
    return;
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request(send, { type: 'tab:state', tabId: tab.id });
    if (answer.ok && answer.state && answer.state.kind !== 'waiting') {
      report({ kind: 'state', state: answer.state });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  report({ kind: 'state', state: { kind: 'none', reason: reply.read === 'declared' ? 'no posting here' : 'no posting found' } });
}

const LIST_HEIGHT = 400;
const FIRST_ROWS = 20;

performance.mark('popup-script');
// The first rows are asked for before anything renders: the background's answer and the first render overlap.
prefetchFirstPage({ view: 'saved', text: '', filters: {}, sort: DEFAULT_SORT.saved }, FIRST_ROWS);

type SeasonBlocks = { TodayList: typeof TodayListType; ExportReminder: typeof ExportReminderType };

/** Today's reminders and the export reminder: their code is fetched after the list is in, not before it. */
function useSeasonBlocks(ready: boolean): SeasonBlocks | null {
  const [blocks, setBlocks] = useState<SeasonBlocks | null>(null);
  useEffect(() => {
    if (!ready || blocks) return;
    void Promise.all([import('@/components/Reminders'), import('@/components/Backups')]).then(([reminders, backups]) =>
      setBlocks({ TodayList: reminders.TodayList, ExportReminder: backups.ExportReminder }),
    );
  }, [ready]);
  return blocks;
}

function Popup() {
  const { t } = useI18n();
  const [view, setView] = useState<Extract<TrackerView, 'saved' | 'viewed'>>('saved');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [deleted, setDeleted] = useState<StoredPosting[] | null>(null);
  const [thisPage, setThisPage] = useState<ThisPageStatus>({ kind: 'idle' });
  const version = useTrackerVersion();
  // "Only red flags": the postings the red-flag rules call high or caution.
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const filters = useMemo<TrackerFilters>(() => (flaggedOnly ? { risks: ['high', 'caution'] } : {}), [flaggedOnly]);
  const { window, ensure, reload } = useRowWindow({ view, text, filters, sort: DEFAULT_SORT[view] }, version, FIRST_ROWS);
  const interactive = useRef(false);
  const season = useSeasonBlocks(window.loaded);

  useEffect(() => {
    void readThisPage(setThisPage);
  }, []);
  // Open to interactive: the first rows are in the DOM and the search box takes input.
  useLayoutEffect(() => {
    if (window.loaded && !interactive.current) {
      interactive.current = true;
      performance.mark('popup-interactive');
    }
  }, [window.loaded]);

  const changeStatus = async (row: TrackerRow, status: Status) => {
    const reply = await ask({ type: 'posting:status', id: row.id, status });
    if (!reply.ok) setError(reply.error);
    reload();
  };
  // Deleting is immediate and undoable, rather than asked about first.
  const remove = async (row: TrackerRow) => {
    const reply = await ask({ type: 'postings:delete', ids: [row.id] });
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    setDeleted(reply.records ?? []);
    reload();
  };
  const undo = async () => {
    if (!deleted || deleted.length === 0) return;
    const reply = await ask({ type: 'postings:restore', records: deleted });
    setDeleted(null);
    if (!reply.ok) setError(reply.error);
    reload();
  };
  // What a covered sidebar refused can be done here, where no page can reach.
  const saveThisPage = async (id: string) => {
    const reply = await ask({ type: 'posting:status', id, status: 'saved' });
    if (!reply.ok) return setError(reply.error);
    if (reply.record)
      setThisPage((current) =>
        current.kind === 'state' && current.state.kind === 'posting'
          ? { kind: 'state', state: { ...current.state, record: reply.record! } }
          : current,
      );
    reload();
  };
  const openTracker = async () => {
    await browser.tabs.create({ url: browser.runtime.getURL('/tracker.html') });
    globalThis.close();
  };

  return (
    <main class="popup">
      <header>
        <h1>{t('savedPostings')}</h1>
        {window.loaded && (
          <span class="count" data-testid="count">
            {t('postingCount', { count: window.total })}
          </span>
        )}
        <button type="button" class="secondary" data-testid="open-tracker" onClick={() => void openTracker()}>
          {t('popup_openTracker')}
        </button>
      </header>
      <DbNotice />
      <ThisPage status={thisPage} onSave={(id) => void saveThisPage(id)} />
      {/* Loaded and asked once the first rows are in: the reminders need the whole index, which the list does not wait for. */}
      {season && <season.TodayList ask={ask} version={version} />}
      {season && <season.ExportReminder />}
      <div class="popup-tools">
        <SearchBox value={text} onChange={setText} />
        <label class="check small" title={t('redFlags_filterHint')}>
          <input
            type="checkbox"
            data-testid="filter-risk"
            checked={flaggedOnly}
            onChange={(e) => setFlaggedOnly(e.currentTarget.checked)}
          />
          {t('redFlags_only')}
        </label>
        <div role="tablist" class="tabs" aria-label={t('tracker_views')}>
          {(['saved', 'viewed'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              data-testid={`tab-${tab}`}
              aria-selected={view === tab}
              class={view === tab ? 'tab active' : 'tab'}
              onClick={() => setView(tab)}
            >
              {t(tab === 'saved' ? 'tracker_tabSaved' : 'tracker_tabViewed')}
            </button>
          ))}
        </div>
      </div>
      {error && (
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
      )}
      {!window.loaded && !error && <p class="notice">{t('loading')}</p>}
      {window.indexing && text && <p class="notice small">{t('tracker_indexing')}</p>}
      {deleted && deleted.length > 0 && (
        <div class="toast" role="status">
          {deleted.length === 1
            ? t('deletedTitle', { title: deleted[0]!.posting.title })
            : t('tracker_deletedMany', { count: deleted.length })}
          <button type="button" class="secondary" data-testid="undo" onClick={() => void undo()}>
            {t('undo')}
          </button>
        </div>
      )}
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
