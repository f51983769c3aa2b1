import { useEffect, useRef, useState } from 'preact/hooks';
import type { Status } from '@/lib/db/schema';
import { BOARD_STATUSES, type TrackerBoard, type TrackerRow } from '@/lib/tracker/types';
import { useI18n } from '../i18n';
import { DuplicateMarker, RiskMarker, ScoreBadges, statusKey } from './bits';

interface BoardProps {
  board: TrackerBoard | null;
  onMove(row: TrackerRow, status: Status): Promise<void>;
  onOpen(row: TrackerRow): void;
  onMore(): void;
}

const DRAG_TYPE = 'application/x-jobsight-posting';

/**
 * One column per stage. Cards move by drag and drop, or from the keyboard: focus a card and
 * press [ or ] to move it one column left or right, or pick a column from its "Move to" menu.
 * The moved card keeps the focus in its new column, and the move is announced.
 */
export function Board({ board, onMove, onOpen, onMore }: BoardProps) {
  const { t } = useI18n();
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<Status | null>(null);
  const focusId = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const rows = new Map<string, TrackerRow>();
  for (const column of board?.columns ?? []) for (const row of column.rows) rows.set(row.id, row);

  useEffect(() => {
    if (!focusId.current || !root.current) return;
    const card = root.current.querySelector<HTMLElement>(`[data-testid="board-card"][data-id="${CSS.escape(focusId.current)}"]`);
    if (card && card.dataset['status'] === rows.get(focusId.current)?.status) {
      card.focus();
      focusId.current = null;
    }
  }, [board]);

  const move = async (row: TrackerRow, status: Status) => {
    if (row.status === status) return;
    focusId.current = row.id;
    await onMove(row, status);
    setAnnouncement(t('tracker_moved', { title: row.title, status: t(statusKey(status)) }));
  };

  const onKey = (event: KeyboardEvent, row: TrackerRow) => {
    const at = BOARD_STATUSES.indexOf(row.status as (typeof BOARD_STATUSES)[number]);
    if (event.key === '[' || event.key === ']') {
      event.preventDefault();
      const next = BOARD_STATUSES[at + (event.key === ']' ? 1 : -1)];
      if (at >= 0 && next) void move(row, next);
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(row);
    }
  };

  if (!board) return <p class="notice">{t('loading')}</p>;
  const hasMore = board.columns.some((column) => column.total > column.rows.length);
  return (
    <div class="board-wrap" ref={root}>
      <p id="board-help" class="muted small">
        {t('tracker_boardHelp')}
      </p>
      <div class="board" data-testid="board">
        {board.columns.map((column) => (
          <section
            key={column.status}
            class={`column${dropTarget === column.status ? ' drop' : ''}`}
            data-testid="board-column"
            data-status={column.status}
            aria-labelledby={`column-${column.status}`}
            onDragOver={(e) => {
              if (!e.dataTransfer?.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setDropTarget(column.status);
            }}
            onDragLeave={() => setDropTarget((s) => (s === column.status ? null : s))}
            onDrop={(e) => {
              e.preventDefault();
              setDropTarget(null);
              const row = rows.get(e.dataTransfer?.getData(DRAG_TYPE) ?? '');
              if (row) void move(row, column.status);
            }}
          >
            <h2 id={`column-${column.status}`}>
              {t(statusKey(column.status))} <span class="count">({column.total})</span>
            </h2>
            <ul>
              {column.rows.map((row) => (
                <li
                  key={row.id}
                  class="card"
                  tabIndex={0}
                  draggable
                  data-testid="board-card"
                  data-id={row.id}
                  data-status={row.status}
                  aria-label={`${row.title} · ${row.company}`}
                  aria-describedby="board-help"
                  onKeyDown={(e) => onKey(e, row)}
                  onDragStart={(e) => {
                    e.dataTransfer?.setData(DRAG_TYPE, row.id);
                    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
                  }}
                >
                  <button type="button" class="link card-title" onClick={() => onOpen(row)} tabIndex={-1}>
                    {row.title}
                  </button>
                  <span class="card-company">{row.company}</span>
                  <span class="card-foot">
                    <ScoreBadges row={row} />
                    <DuplicateMarker row={row} />
                    <RiskMarker row={row} />
                    <select
                      class="status-select"
                      data-testid="card-move"
                      aria-label={t('tracker_moveTo', { title: row.title })}
                      value={row.status}
                      onKeyDown={(e) => e.stopPropagation()}
                      onChange={(e) => void move(row, e.currentTarget.value as Status)}
                    >
                      {BOARD_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(statusKey(status))}
                        </option>
                      ))}
                    </select>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {hasMore && (
        <button type="button" class="secondary" data-testid="board-more" onClick={onMore}>
          {t('tracker_showMore')}
        </button>
      )}
      <p class="visually-hidden" role="status" aria-live="polite" data-testid="board-announce">
        {announcement}
      </p>
    </div>
  );
}
