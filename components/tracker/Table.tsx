import type { Status } from '@/lib/db/schema';
import { formatDate } from '@/lib/i18n/format';
import type { MessageKey } from '@/lib/i18n';
import type { SortKey, TrackerRow, TrackerSort } from '@/lib/tracker/types';
import { ExternalLink } from '../ExternalLink';
import { useI18n } from '../i18n';
import { DuplicateMarker, RiskMarker, ScoreBadges, StatusSelect, salaryText } from './bits';
import type { RowWindow } from './data';
import { VirtualList } from './VirtualList';

export interface TableProps {
  window: RowWindow;
  ensure(start: number, end: number): void;
  sort: TrackerSort;
  onSort(sort: TrackerSort): void;
  selected: ReadonlySet<string>;
  onSelect(row: TrackerRow, on: boolean): void;
  onOpen(row: TrackerRow): void;
  onStatus(row: TrackerRow, status: Status): void;
  openId: string | null;
  height: number;
}

const COLUMNS: { key: SortKey; label: MessageKey }[] = [
  { key: 'title', label: 'tracker_colTitle' },
  { key: 'company', label: 'tracker_colCompany' },
  { key: 'place', label: 'tracker_colPlace' },
  { key: 'salary', label: 'tracker_colSalary' },
  { key: 'overall', label: 'tracker_colOverall' },
  { key: 'fit', label: 'tracker_colFit' },
  { key: 'status', label: 'tracker_colStatus' },
  { key: 'savedAt', label: 'tracker_colSaved' },
  { key: 'lastSeenAt', label: 'tracker_colSeen' },
];

const TABLE_ROW_HEIGHT = 46;

/** The tracker's list: every column sorts, only the rows in view are rendered. */
export function Table(props: TableProps) {
  const { t, lang } = useI18n();
  const { window, sort } = props;
  const headerSort = (key: SortKey) => {
    // Text columns start A→Z, figures and dates start with the highest.
    const firstDir = key === 'title' || key === 'company' || key === 'place' || key === 'status' ? 'asc' : 'desc';
    props.onSort(sort.key === key ? { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: firstDir });
  };
  return (
    <div class="table" role="table" aria-label={t('tracker_listLabel')} aria-rowcount={window.total + 1} data-testid="tracker-table">
      <div class="table-head" role="rowgroup">
        <div class="trow head" role="row" aria-rowindex={1}>
          <span role="columnheader" class="cell select-cell">
            <span class="visually-hidden">{t('tracker_colSelect')}</span>
          </span>
          {COLUMNS.map((column) => (
            <span
              key={column.key}
              role="columnheader"
              class={`cell col-${column.key}`}
              aria-sort={sort.key === column.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button type="button" class="sort" data-testid={`sort-${column.key}`} onClick={() => headerSort(column.key)}>
                {t(column.label)}
                <span aria-hidden="true">{sort.key === column.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
              </button>
            </span>
          ))}
        </div>
      </div>
      {window.loaded && window.total === 0 ? (
        <p class="empty" data-testid="empty">
          {t('tracker_noMatch')}
        </p>
      ) : (
        <VirtualList
          count={window.total}
          rowHeight={TABLE_ROW_HEIGHT}
          initialHeight={props.height}
          class="table-body"
          outerProps={{ style: { height: `${props.height}px` } }}
          innerProps={{ role: 'rowgroup' }}
          onRange={props.ensure}
          renderRow={(index, style) => {
            const row = window.rows.get(index);
            if (!row) {
              return (
                <div key={`pending-${index}`} class="trow placeholder" role="row" aria-rowindex={index + 2} style={style}>
                  <span role="cell" class="cell">
                    {t('loading')}
                  </span>
                </div>
              );
            }
            const checked = props.selected.has(row.id);
            return (
              <div
                key={row.id}
                class={`trow${checked ? ' selected' : ''}${props.openId === row.id ? ' open' : ''}`}
                role="row"
                aria-rowindex={index + 2}
                aria-selected={checked}
                data-testid="tracker-row"
                data-id={row.id}
                style={style}
              >
                <span role="cell" class="cell select-cell">
                  <input
                    type="checkbox"
                    data-testid="select"
                    checked={checked}
                    aria-label={t('tracker_selectRow', { title: row.title })}
                    onChange={(e) => props.onSelect(row, e.currentTarget.checked)}
                  />
                </span>
                <span role="cell" class="cell col-title">
                  <button type="button" class="link" data-testid="open-details" onClick={() => props.onOpen(row)} title={row.title}>
                    {row.title}
                  </button>
                  {row.hasNotes && (
                    <span class="marker notes" title={t('tracker_hasNotes')} aria-label={t('tracker_hasNotes')}>
                      ✎
                    </span>
                  )}
                  <DuplicateMarker row={row} />
                  <RiskMarker row={row} />
                </span>
                <span role="cell" class="cell col-company" title={row.company}>
                  {row.company}
                </span>
                <span role="cell" class="cell col-place" title={row.place}>
                  {row.place}
                </span>
                <span role="cell" class="cell col-salary" title={salaryText(row, lang)}>
                  {salaryText(row, lang)}
                </span>
                <span role="cell" class="cell col-overall">
                  <ScoreBadges row={{ overall: row.overall, fit: null }} />
                </span>
                <span role="cell" class="cell col-fit" data-testid="cell-fit">
                  {row.fit ?? '–'}
                </span>
                <span role="cell" class="cell col-status">
                  <StatusSelect value={row.status} title={row.title} onChange={(status) => props.onStatus(row, status)} />
                </span>
                <span role="cell" class="cell col-savedAt">
                  {row.savedAt ? formatDate(row.savedAt, lang) : ''}
                </span>
                <span role="cell" class="cell col-lastSeenAt">
                  {formatDate(row.lastSeenAt, lang)}
                  <ExternalLink href={row.url}>
                    <span aria-hidden="true"> ↗</span>
                    <span class="visually-hidden">{t('tracker_openOriginalOf', { title: row.title })}</span>
                  </ExternalLink>
                </span>
              </div>
            );
          }}
        />
      )}
    </div>
  );
}
