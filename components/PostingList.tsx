import type { StoredPosting } from '@/lib/db/schema';
import { formatDate } from '@/lib/i18n/format';
import { ExternalLink } from './ExternalLink';
import { locationLine } from './PostingFacts';
import { useI18n } from './i18n';

export interface PostingListProps {
  records: readonly StoredPosting[];
  onDelete(record: StoredPosting): void;
}

export function PostingList({ records, onDelete }: PostingListProps) {
  const { t, lang } = useI18n();
  if (records.length === 0) {
    return (
      <p class="empty" data-testid="empty">
        {t('emptySaved')}
      </p>
    );
  }
  return (
    <ul class="postings">
      {records.map((record) => {
        const { posting } = record;
        return (
          <li key={record.id} class="posting-row" data-testid="posting-row" data-id={record.id}>
            <div class="row-main">
              <ExternalLink href={posting.url}>
                <span class="row-title">{posting.title}</span>
              </ExternalLink>
              <span class="row-company">{posting.company.name}</span>
              <span class="row-meta">
                {[locationLine(posting), posting.salary?.raw, record.savedAt ? t('savedOn', { date: formatDate(record.savedAt, lang) }) : '']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <button type="button" class="icon danger" data-testid="delete" aria-label={`${t('delete')}: ${posting.title}`} onClick={() => onDelete(record)}>
              {t('delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
