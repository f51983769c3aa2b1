import { useEffect, useMemo, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { DbNotice } from '@/components/Durability';
import { mountPage } from '@/components/runtime/mount';
import { SearchBox, statusKey } from '@/components/tracker/bits';
import { Board } from '@/components/tracker/Board';
import { Compare } from '@/components/tracker/Compare';
import { ask, useRowWindow, useTrackerVersion, type ListQuery } from '@/components/tracker/data';
import { Details } from '@/components/tracker/Details';
import { TodayList } from '@/components/Reminders';
import { Charts } from '@/components/tracker/Charts';
import type { TrackerCharts } from '@/lib/tracker/charts';
import { download } from '@/components/DataTransfer';
import { Filters } from '@/components/tracker/Filters';
import { Table } from '@/components/tracker/Table';
import { STATUSES, type Status, type StoredPosting } from '@/lib/db/schema';
import {
  DEFAULT_SORT,
  type TrackerBoard,
  type TrackerFacets,
  type TrackerFilters,
  type TrackerRow,
  type TrackerSort,
} from '@/lib/tracker/types';
import '@/components/theme.css';
import '@/components/tracker/tracker.css';
import './style.css';

type View = 'saved' | 'viewed';
type Mode = 'list' | 'board' | 'charts';

const BULK_CHUNK = 500;
const BOARD_PAGE = 50;
/** About two screens of rows: the first answer stays small, the rest comes as the list scrolls. */
const FIRST_ROWS = 40;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function useListHeight(): number {
  const [height, setHeight] = useState(() => Math.max(320, innerHeight - 300));
  useEffect(() => {
    const onResize = () => setHeight(Math.max(320, innerHeight - 300));
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);
  return height;
}

function Tracker() {
  const { t } = useI18n();
  const version = useTrackerVersion();
  const [view, setView] = useState<View>('saved');
  const [mode, setMode] = useState<Mode>('list');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<TrackerFilters>({});
  const [sorts, setSorts] = useState<Record<View, TrackerSort>>({ saved: DEFAULT_SORT.saved, viewed: DEFAULT_SORT.viewed });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [compareIds, setCompareIds] = useState<string[] | null>(null);
  const [deleted, setDeleted] = useState<StoredPosting[] | null>(null);
  const [facets, setFacets] = useState<TrackerFacets | null>(null);
  const [board, setBoard] = useState<TrackerBoard | null>(null);
  const [perColumn, setPerColumn] = useState(BOARD_PAGE);
  const [bulkStatus, setBulkStatus] = useState<Status>('applied');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [localVersion, setLocalVersion] = useState(0);
  const height = useListHeight();

  const listQuery: ListQuery = {
    view,
    text,
    filters: view === 'viewed' ? { ...filters, statuses: undefined } : filters,
    sort: sorts[view],
  };
  const { window, ensure, reload } = useRowWindow(listQuery, version + localVersion, FIRST_ROWS);
  const refresh = () => setLocalVersion((n) => n + 1);
  // A reminder's notification opens the tracker on its posting (tracker.html#posting=<id>).
  useEffect(() => {
    const id = /(?:^#|&)posting=([^&]+)/.exec(location.hash)?.[1];
    if (id) setOpenId(decodeURIComponent(id));
  }, []);

  useEffect(() => {
    void ask({ type: 'tracker:facets' }).then((reply) => reply.ok && reply.facets && setFacets(reply.facets));
  }, [version]);

  const boardKey = JSON.stringify([text, filters, perColumn, version, localVersion]);
  useEffect(() => {
    if (mode !== 'board') return;
    void ask({
      type: 'tracker:board',
      query: { view: 'saved', text, filters: { ...filters, statuses: undefined }, sort: sorts.saved },
      perColumn,
    }).then((reply) => {
      if (reply.ok && reply.board) setBoard(reply.board);
      else if (!reply.ok) setError(reply.error);
    });
  }, [mode, boardKey]);

  // Selection belongs to what is shown: a new view starts with none.
  useEffect(() => setSelected(new Set()), [view]);

  const select = (row: TrackerRow, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });

  const changeStatus = async (row: TrackerRow, status: Status) => {
    const reply = await ask({ type: 'posting:status', id: row.id, status });
    if (!reply.ok) setError(reply.error);
    refresh();
  };

  const selectAll = async () => {
    const reply = await ask({ type: 'tracker:ids', query: listQuery });
    if (reply.ok && reply.ids) setSelected(new Set(reply.ids));
  };

  const bulkApply = async () => {
    const ids = [...selected];
    let count = 0;
    for (const part of chunks(ids, BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:status', ids: part, status: bulkStatus });
      if (!reply.ok) setError(reply.error);
      else count += reply.count ?? 0;
    }
    setMessage(t('tracker_bulkMoved', { count, status: t(statusKey(bulkStatus)) }));
    refresh();
  };

  // Deleting is immediate and undoable, rather than asked about first.
  const bulkDelete = async () => {
    const ids = [...selected];
    const removed: StoredPosting[] = [];
    for (const part of chunks(ids, BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:delete', ids: part });
      if (!reply.ok) setError(reply.error);
      else removed.push(...(reply.records ?? []));
    }
    setDeleted(removed);
    setSelected(new Set());
    if (openId && ids.includes(openId)) setOpenId(null);
    setCompareIds(null);
    refresh();
  };

  const undo = async () => {
    if (!deleted) return;
    for (const part of chunks(deleted, BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:restore', records: part });
      if (!reply.ok) setError(reply.error);
    }
    setMessage(t('tracker_restored', { count: deleted.length }));
    setDeleted(null);
    refresh();
  };

  const [icsNone, setIcsNone] = useState(false);
  const exportIcs = async () => {
    const reply = await ask({ type: 'reminders:ics' });
    if (!reply.ok) return setError(reply.error);
    setIcsNone(!reply.count);
    if (reply.count && reply.text) download(reply.text, reply.fileName ?? 'jobsight-interviews.ics', 'text/calendar;charset=utf-8');
  };
  const canCompare = selected.size >= 2 && selected.size <= 3;
  // The same element while the filters stand still: a search keystroke does not re-render them (nor their company list).
  const filtersPanel = useMemo(
    () => <Filters filters={filters} facets={facets} showStatus={view === 'saved' && mode === 'list'} onChange={setFilters} />,
    [filters, facets, view, mode],
  );

  return (
    <div class="tracker">
      <DbNotice />
      <header class="tracker-head">
        <h1>{t('tracker_title')}</h1>
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
        {view === 'saved' && (
          <div class="tabs" role="group" aria-label={t('tracker_layout')}>
            {(['list', 'board', 'charts'] as const).map((m) => (
              <button
                key={m}
                type="button"
                data-testid={`mode-${m}`}
                aria-pressed={mode === m}
                class={mode === m ? 'tab active' : 'tab'}
                onClick={() => setMode(m)}
              >
                {t(m === 'list' ? 'tracker_modeList' : m === 'board' ? 'tracker_modeBoard' : 'tracker_modeCharts')}
              </button>
            ))}
          </div>
        )}
        <SearchBox class="tracker-search" value={text} onChange={setText} />
        <span class="count" data-testid="count" aria-live="polite">
          {window.loaded ? t('postingCount', { count: window.total }) : ''}
        </span>
      </header>

      <TodayList ask={ask} version={version + localVersion} onOpen={setOpenId} />
      <p class="tracker-tools">
        <button type="button" class="secondary" data-testid="export-ics" onClick={() => void exportIcs()}>
          {t('reminders_ics')}
        </button>
        {icsNone && (
          <span class="muted small" role="status">
            {t('reminders_icsNone')}
          </span>
        )}
      </p>
      {/* The charts count every saved posting: the filters have nothing to do there. */}
      {!(mode === 'charts' && view === 'saved') && (
        <details class="filters-box" open>
          <summary>{t('tracker_filters')}</summary>
          {filtersPanel}
        </details>
      )}

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
        {message}
      </p>
      {deleted && deleted.length > 0 && (
        <div class="toast" role="status">
          {t('tracker_deletedMany', { count: deleted.length })}
          <button type="button" class="secondary" data-testid="undo" onClick={() => void undo()}>
            {t('undo')}
          </button>
        </div>
      )}

      {mode === 'list' || view === 'viewed' ? (
        <div class="bulk-bar" data-testid="bulk-bar" role="toolbar" aria-label={t('tracker_bulkLabel')}>
          <span data-testid="selected-count">{t('tracker_selected', { count: selected.size })}</span>
          <button type="button" class="secondary" data-testid="select-all" onClick={() => void selectAll()}>
            {t('tracker_selectAll', { count: window.total })}
          </button>
          <button
            type="button"
            class="secondary"
            data-testid="select-none"
            disabled={selected.size === 0}
            onClick={() => setSelected(new Set())}
          >
            {t('tracker_selectNone')}
          </button>
          <label>
            <span class="visually-hidden">{t('tracker_bulkStatus')}</span>
            <select data-testid="bulk-status" value={bulkStatus} onChange={(e) => setBulkStatus(e.currentTarget.value as Status)}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(statusKey(status))}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="secondary" data-testid="bulk-apply" disabled={selected.size === 0} onClick={() => void bulkApply()}>
            {t('tracker_bulkApply')}
          </button>
          <button
            type="button"
            class="secondary danger"
            data-testid="bulk-delete"
            disabled={selected.size === 0}
            onClick={() => void bulkDelete()}
          >
            {t('delete')}
          </button>
          <button
            type="button"
            class="primary"
            data-testid="compare-open"
            disabled={!canCompare}
            title={canCompare ? '' : t('tracker_compareHint')}
            onClick={() => setCompareIds([...selected])}
          >
            {t('tracker_compare')}
          </button>
        </div>
      ) : null}

      {compareIds && <Compare ids={compareIds} onClose={() => setCompareIds(null)} />}

      <div class={`tracker-main${openId ? ' with-details' : ''}`}>
        <div class="tracker-list">
          {mode === 'charts' && view === 'saved' ? (
            <ChartsPanel version={version + localVersion} />
          ) : mode === 'board' && view === 'saved' ? (
            <Board
              board={board}
              onOpen={(row) => setOpenId(row.id)}
              onMore={() => setPerColumn((n) => n + BOARD_PAGE)}
              onMove={async (row, status) => {
                const reply = await ask({ type: 'posting:status', id: row.id, status });
                if (!reply.ok) setError(reply.error);
                refresh();
              }}
            />
          ) : (
            <Table
              window={window}
              ensure={ensure}
              sort={sorts[view]}
              onSort={(sort) => setSorts((s) => ({ ...s, [view]: sort }))}
              selected={selected}
              onSelect={select}
              onOpen={(row) => setOpenId(row.id)}
              onStatus={(row, status) => void changeStatus(row, status)}
              openId={openId}
              height={height}
            />
          )}
        </div>
        {openId && <Details id={openId} version={version + localVersion} onClose={() => setOpenId(null)} onChanged={() => reload()} />}
      </div>
    </div>
  );
}

/** The charts over every saved posting (filters aside), asked again when the list changes. */
function ChartsPanel({ version }: { version: number }) {
  const { t } = useI18n();
  const [charts, setCharts] = useState<TrackerCharts | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    void ask({ type: 'tracker:charts', utcOffsetMinutes: -new Date().getTimezoneOffset() }).then((reply) => {
      if (reply.ok && reply.charts) setCharts(reply.charts);
      else if (!reply.ok) setError(reply.error);
    });
  }, [version]);
  if (error)
    return (
      <p class="error" role="alert">
        {t('errorLoading', { error })}
      </p>
    );
  if (!charts) return <p class="notice">{t('loading')}</p>;
  return (
    <div data-testid="charts-panel">
      <p class="muted small">{t('tracker_chartsScope')}</p>
      <Charts charts={charts} />
    </div>
  );
}

mountPage(Tracker, { persist: true, title: (lang) => (lang === 'zh' ? 'Jobsight 求职追踪' : 'Jobsight tracker') });
