import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { TabState } from '@/lib/messages';
import { PostingFacts } from './PostingFacts';
import { Sections } from './Sections';
import { ExternalLink } from './ExternalLink';
import { ScoreCard } from './ScoreCard';
import { Checklist, FitBlock, InterviewGuide, MarketBlock, ProsCons, RoleReading } from './Insight';
import { useI18n } from './i18n';

export interface SidebarProps {
  state: TabState;
  busy: boolean;
  error?: string;
  onSave(id: string): void;
  onUnsave(id: string): void;
  onCheck(id: string, itemId: string, done: boolean): void;
  onClose(): void;
}

function Block({ title, children, open = true, testId }: { title: string; children: ComponentChildren; open?: boolean; testId?: string }) {
  return (
    <details class="block" open={open} data-block={testId}>
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

export function Sidebar({ state, busy, error, onSave, onUnsave, onCheck, onClose }: SidebarProps) {
  const { t } = useI18n();
  const [evidence, setEvidence] = useState<readonly string[]>([]);
  const highlight = useMemo(() => new Set(evidence), [evidence]);
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
      {state.kind === 'blocked' && (
        <p class="notice" role="status">
          {t('blockedPage', { reason: state.reason })}
        </p>
      )}
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
              <button type="button" class="secondary" data-testid="save" aria-pressed="true" disabled={busy} title={t('unsave')} onClick={() => onUnsave(state.record.id)}>
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
          {state.analysis && <ScoreCard analysis={state.analysis} onEvidence={setEvidence} />}
          {state.analysis && (
            <>
              <Block title={t('fit')} testId="fit">
                <FitBlock analysis={state.analysis} />
              </Block>
              <Block title={t('market')} testId="market">
                <MarketBlock analysis={state.analysis} />
              </Block>
              <Block title={t('insight')} testId="proscons">
                <ProsCons analysis={state.analysis} />
              </Block>
              <Block title={t('roleReading')} testId="role">
                <RoleReading analysis={state.analysis} />
              </Block>
              <Block title={t('strategy')} testId="strategy">
                <Checklist analysis={state.analysis} done={state.record.checklist} onToggle={(itemId, done) => onCheck(state.record.id, itemId, done)} />
              </Block>
              <Block title={t('interviewGuide')} testId="interview" open={false}>
                <InterviewGuide analysis={state.analysis} />
              </Block>
            </>
          )}
          <Block title={t('postingDetails')} testId="details">
            <PostingFacts posting={state.record.posting} />
            <Sections posting={state.record.posting} highlight={highlight} />
          </Block>
        </main>
      )}
    </div>
  );
}
