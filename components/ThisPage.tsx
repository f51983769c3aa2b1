import type { TabState } from '@/lib/messages';
import { useI18n } from './i18n';

export type ThisPageStatus =
  { kind: 'idle' } | { kind: 'reading' } | { kind: 'unreadable'; reason: string } | { kind: 'state'; state: TabState };

/** What Jobsight made of the tab the popup was opened on (it reads it on the toolbar click). */
export function ThisPage({
  status,
  onSave,
}: {
  status: ThisPageStatus;
  /** The place to save what a covered sidebar refused */ onSave?(id: string): void;
}) {
  const { t } = useI18n();
  if (status.kind === 'idle') return null;
  let text: string;
  if (status.kind === 'reading') text = t('readingThisPage');
  else if (status.kind === 'unreadable') text = t('thisPageUnreadable', { reason: status.reason });
  else if (status.state.kind === 'posting')
    text = t('thisPagePosting', { title: status.state.record.posting.title, company: status.state.record.posting.company.name });
  else if (status.state.kind === 'blocked') text = t('blockedPage', { reason: status.state.reason });
  else if (status.state.kind === 'none') text = t('thisPageNone', { reason: status.state.reason });
  else text = t('readingThisPage');
  const unsaved =
    onSave && status.kind === 'state' && status.state.kind === 'posting' && status.state.record.status === 'viewed'
      ? status.state.record
      : undefined;
  return (
    <p class="this-page" role="status" data-testid="this-page">
      {text}
      {unsaved && (
        <>
          {' '}
          <button type="button" class="secondary" data-testid="this-page-save" onClick={() => onSave!(unsaved.id)}>
            {t('security_popupSave')}
          </button>
        </>
      )}
    </p>
  );
}
