import type { ComponentProps } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { DbNotice } from '@/components/Durability';
import { mountPage } from '@/components/runtime/mount';
import { Compare } from '@/components/tracker/Compare';
import { ask, useTrackerVersion } from '@/components/tracker/data';
import { TodayList } from '@/components/Reminders';
import { download } from '@/components/DataTransfer';
import { Filters } from '@/components/tracker/Filters';
import type { Status } from '@/lib/db/schema';
import { DEFAULT_SORT, type TrackerFilters, type TrackerRow, type TrackerSort } from '@/lib/tracker/types';
import { Body } from './Body';
import { BulkBar } from './BulkBar';
import { Header, type Mode, type View } from './Header';
import { useBoard, useFacets, useListHeight, usePostingFromHash, useTrackerList } from './hooks';
import { Notices } from './Notices';
import { useBulk } from './useBulk';
import '@/components/theme.css';
import '@/components/tracker/tracker.css';
import './style.css';

/** Every saved and viewed posting: search, filters, list, board and charts, bulk actions, one posting in full. */
function Tracker() {
  const storeVersion = useTrackerVersion();
  const [view, setView] = useState<View>('saved');
  const [mode, setMode] = useState<Mode>('list');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<TrackerFilters>({});
  const [sorts, setSorts] = useState<Record<View, TrackerSort>>({ saved: DEFAULT_SORT.saved, viewed: DEFAULT_SORT.viewed });
  const [openId, setOpenId] = useState<string | null>(null);
  const [compareIds, setCompareIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const height = useListHeight();

  const { query, window, ensure, reload, version, refresh } = useTrackerList(view, text, filters, sorts[view], storeVersion);
  usePostingFromHash(setOpenId);
  const facets = useFacets(storeVersion);
  const board = useBoard({ active: mode === 'board', text, filters, sort: sorts.saved, version, onError: setError });
  const onDeleted = (ids: string[]) => {
    if (openId && ids.includes(openId)) setOpenId(null);
    setCompareIds(null);
  };
  const bulk = useBulk({ query, onError: setError, onDeleted, refresh });

  const changeStatus = async (row: TrackerRow, status: Status) => {
    const reply = await ask({ type: 'posting:status', id: row.id, status });
    if (!reply.ok) setError(reply.error);
    refresh();
  };

  return (
    <div class="tracker">
      <DbNotice />
      <Header view={view} onView={setView} mode={mode} onMode={setMode} text={text} onText={setText} window={window} />
      <TodayList ask={ask} version={version} onOpen={setOpenId} />
      <IcsTools onError={setError} />
      {/* The charts count every saved posting: the filters have nothing to do there. */}
      {!(mode === 'charts' && view === 'saved') && (
        <FiltersBox filters={filters} facets={facets} showStatus={view === 'saved' && mode === 'list'} onChange={setFilters} />
      )}
      <Notices window={window} error={error} bulk={bulk} />
      {mode === 'list' || view === 'viewed' ? <BulkBar bulk={bulk} total={window.total} onCompare={setCompareIds} /> : null}
      {compareIds && <Compare ids={compareIds} onClose={() => setCompareIds(null)} />}
      <Body
        view={view}
        mode={mode}
        version={version}
        board={board.board}
        onMoreBoard={board.more}
        table={{
          window,
          ensure,
          sort: sorts[view],
          onSort: (sort) => setSorts((s) => ({ ...s, [view]: sort })),
          selected: bulk.selected,
          onSelect: bulk.select,
          height,
        }}
        onStatus={changeStatus}
        openId={openId}
        onOpen={setOpenId}
        onDetailsChanged={() => reload()}
      />
    </div>
  );
}

/** The filters, folded away when not wanted. */
function FiltersBox({ filters, facets, showStatus, onChange }: ComponentProps<typeof Filters>) {
  const { t } = useI18n();
  // The same element while the filters stand still: a search keystroke does not re-render them (nor their company list).
  const panel = useMemo(
    () => <Filters filters={filters} facets={facets} showStatus={showStatus} onChange={onChange} />,
    [filters, facets, showStatus, onChange],
  );
  return (
    <details class="filters-box" open>
      <summary>{t('tracker_filters')}</summary>
      {panel}
    </details>
  );
}

/** The interviews as a calendar file, or a word that there are none to export. */
function IcsTools({ onError }: { onError(error: string): void }) {
  const { t } = useI18n();
  const [icsNone, setIcsNone] = useState(false);
  const exportIcs = async () => {
    const reply = await ask({ type: 'reminders:ics' });
    if (!reply.ok) return onError(reply.error);
    setIcsNone(!reply.count);
    if (reply.count && reply.text) download(reply.text, reply.fileName ?? 'jobsight-interviews.ics', 'text/calendar;charset=utf-8');
  };
  return (
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
  );
}

mountPage(Tracker, { persist: true, title: (lang) => (lang === 'zh' ? 'Jobsight 求职追踪' : 'Jobsight tracker') });
