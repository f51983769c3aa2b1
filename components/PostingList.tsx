import type { Status } from '@/lib/db/schema';
import { formatDate } from '@/lib/i18n/format';
import type { TrackerRow } from '@/lib/tracker/types';
import { ExternalLink } from './ExternalLink';
import { useI18n } from './i18n';
import { DuplicateMarker, RiskMarker, ScoreBadges, StatusSelect, salaryText } from './tracker/bits';
import type { RowWindow } from './tracker/data';
import { VirtualList } from './tracker/VirtualList';

interface PostingListProps {
  window: RowWindow;
  ensure(start: number, end: number): void;
  onStatus(row: TrackerRow, status: Status): void;
  onDelete(row: TrackerRow): void;
  /** The text for an empty list (saved and viewed tabs say different things). */
  emptyText: string;
  height: number;
}

const POPUP_ROW_HEIGHT = 92;

/** The popup's quick view: one row per posting, only the rows in view rendered. */
export function PostingList({ window, ensure, onStatus, onDelete, emptyText, height }: PostingListProps) {
  const { t, lang } = useI18n();
  if (window.loaded && window.total === 0) {
    return (
      <p class="empty" data-testid="empty">
        {emptyText}
      </p>
    );
  }
  return (
    <VirtualList
      count={window.total}
      rowHeight={POPUP_ROW_HEIGHT}
      initialHeight={height}
      class="postings-scroll"
      as="ul"
      // Size containment needs a real height: as many rows as there are, up to the box.
      outerProps={{ style: { height: `${Math.min(Math.max(window.total, 1) * POPUP_ROW_HEIGHT, height)}px` } }}
      innerProps={{ class: 'postings', 'aria-label': t('popup_listLabel') }}
      onRange={ensure}
      renderRow={(index, style) => {
        const row = window.rows.get(index);
        if (!row) {
          return (
            <li key={`pending-${index}`} class="posting-row placeholder" style={style} aria-hidden="true">
              <span class="row-meta">{t('loading')}</span>
            </li>
          );
        }
        const date = row.savedAt ?? row.lastSeenAt;
        return (
          <li
            key={row.id}
            class="posting-row"
            data-testid="posting-row"
            data-id={row.id}
            style={style}
            aria-setsize={window.total}
            aria-posinset={index + 1}
          >
            <div class="row-main">
              <div class="row-line">
                <ExternalLink href={row.url}>
                  <span class="row-title">{row.title}</span>
                </ExternalLink>
                <ScoreBadges row={row} />
              </div>
              <span class="row-company">
                {row.company}
                {row.place && <span class="row-meta"> · {row.place}</span>}
              </span>
              <span class="row-meta">
                {[
                  salaryText(row, lang),
                  row.savedAt ? t('savedOn', { date: formatDate(date, lang) }) : t('popup_seenOn', { date: formatDate(date, lang) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <DuplicateMarker row={row} />
                <RiskMarker row={row} />
              </span>
            </div>
            <div class="row-actions">
              <StatusSelect value={row.status} title={row.title} onChange={(status) => onStatus(row, status)} />
              <button
                type="button"
                class="icon danger"
                data-testid="delete"
                aria-label={`${t('delete')}: ${row.title}`}
                onClick={() => onDelete(row)}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        );
      }}
    />
  );
}
