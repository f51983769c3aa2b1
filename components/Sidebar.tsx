import type { TabState } from '@/lib/messages';
import { PostingFacts } from './PostingFacts';
import { Sections } from './Sections';
import { ExternalLink } from './ExternalLink';
import { useI18n } from './i18n';

export interface SidebarProps {
  state: TabState;
  busy: boolean;
  error?: string;
  onSave(id: string): void;
  onUnsave(id: string): void;
  onClose(): void;
}

export function Sidebar({ state, busy, error, onSave, onUnsave, onClose }: SidebarProps) {
  const { t } = useI18n();
  return (
    <div class="sidebar">
      <header class="bar">
        <span class="brand">Jobsight</span>
        <button type="button" class="icon" data-testid="close" aria-label={t('close')} title={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      {state.kind === 'waiting' && <p class="notice">{t('waiting')}</p>}
      {state.kind === 'none' && <p class="notice">{t('noPosting')}</p>}
      {state.kind === 'blocked' && <p class="notice" role="status">{t('blockedPage', { reason: state.reason })}</p>}
      {state.kind === 'posting' && (
        <main class="content">
          <h1 class="title" data-testid="title">
            {state.record.posting.title}
          </h1>
          <p class="company" data-testid="company">
            {state.record.posting.company.name}
          </p>
          <div class="actions">
            {state.record.status === 'viewed' ? (
              <button type="button" class="primary" data-testid="save" disabled={busy} onClick={() => onSave(state.record.id)}>
                {t('save')}
              </button>
            ) : (
              <button
                type="button"
                class="secondary"
                data-testid="save"
                aria-pressed="true"
                disabled={busy}
                title={t('unsave')}
                onClick={() => onUnsave(state.record.id)}
              >
                ✓ {t('saved')}
              </button>
            )}
            <ExternalLink href={state.record.posting.applyUrl ?? state.record.posting.url}>{t('openOriginal')}</ExternalLink>
          </div>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          <PostingFacts posting={state.record.posting} />
          <Sections posting={state.record.posting} />
        </main>
      )}
    </div>
  );
}
