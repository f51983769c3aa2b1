import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { Board } from '@/components/tracker/Board';
import { Charts } from '@/components/tracker/Charts';
import { ask } from '@/components/tracker/data';
import { Details } from '@/components/tracker/Details';
import { Table, type TableProps } from '@/components/tracker/Table';
import type { Status } from '@/lib/db/schema';
import type { TrackerCharts } from '@/lib/tracker/charts';
import type { TrackerBoard, TrackerRow } from '@/lib/tracker/types';
import type { Mode, View } from './Header';

interface BodyProps {
  view: View;
  mode: Mode;
  version: number;
  board: TrackerBoard | null;
  onMoreBoard(): void;
  /** The list's own props, less the opening of a posting and the status change, which the board shares. */
  table: Omit<TableProps, 'onOpen' | 'openId' | 'onStatus'>;
  onStatus(row: TrackerRow, status: Status): Promise<void>;
  openId: string | null;
  onOpen(id: string | null): void;
  onDetailsChanged(): void;
}

/** The saved postings as a list, a board or charts (the viewed ones only as a list), and the opened one beside. */
export function Body({ view, mode, version, board, onMoreBoard, table, onStatus, openId, onOpen, onDetailsChanged }: BodyProps) {
  return (
    <div class={`tracker-main${openId ? ' with-details' : ''}`}>
      <div class="tracker-list">
        {mode === 'charts' && view === 'saved' ? (
          <ChartsPanel version={version} />
        ) : mode === 'board' && view === 'saved' ? (
          <Board board={board} onOpen={(row) => onOpen(row.id)} onMore={onMoreBoard} onMove={onStatus} />
        ) : (
          <Table {...table} onOpen={(row) => onOpen(row.id)} onStatus={(row, status) => void onStatus(row, status)} openId={openId} />
        )}
      </div>
      {openId && <Details id={openId} version={version} onClose={() => onOpen(null)} onChanged={onDetailsChanged} />}
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
