import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { TabState } from '@/lib/messages';
import { PostingFacts } from './PostingFacts';
import { Sections } from './Sections';
import { ExternalLink } from './ExternalLink';
import { ScoreCard } from './ScoreCard';
import { Checklist, FitBlock, InterviewGuide, MarketBlock, ProsCons, RoleReading } from './Insight';
import { useI18n } from './i18n';
import { formatAgo } from '@/lib/i18n/format';
import type { ActionGate } from './runtime/action-gate';
import { DeepReadPanel, type DeepReadPanelProps } from './DeepReadPanel';
import { DeepReadView } from './DeepReadView';
import { RedFlagsBlock } from './RedFlags';

export interface SidebarProps {
  state: TabState;
  busy: boolean;
  error?: string;
  onSave(id: string): void;
  onUnsave(id: string): void;
  onCheck(id: string, itemId: string, done: boolean): void;
  onClose(): void;
  // Reporting a bad read
  /** Asks the background to keep a sanitized copy of this page with what was read from it. */
  onReport?(): void;
  report?: { state: 'working' | 'saved' } | { state: 'failed'; reason: string };
  // Clickjacking
  /** Actions go ahead only while the frame is seen whole and unobstructed (components/runtime/action-gate.ts). */
  gate?: ActionGate;
  /** Opens the popup, which no page can cover, to do there what was refused here. */
  onOpenPopup?(): void;
  /** The deep read with the model the user chose (components/DeepReadPanel.tsx); absent, no control shows. */
  deepRead?: Omit<DeepReadPanelProps, 'record' | 'allows'>;
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

export function Sidebar({
  state,
  busy,
  error,
  onSave,
  onUnsave,
  onCheck,
  onClose,
  onReport,
  report,
  gate,
  onOpenPopup,
  deepRead,
}: SidebarProps) {
  const { t, lang } = useI18n();
  // Every action asks the gate first; until it is armed, action buttons say they are not available yet.
  const guarded = (run: () => void) => (event: Event) => {
    if (!gate || gate.allows(event)) run();
  };
  const locked = gate && !gate.armed ? true : undefined;
  const [evidence, setEvidence] = useState<readonly string[]>([]);
  const highlight = useMemo(() => new Set(evidence), [evidence]);
  // Which reading shows: the rules' (always there) or the model's (when the user asked for one).
  const [view, setView] = useState<'rules' | 'model'>('rules');
  const modelRead = state.kind === 'posting' ? state.record.deepRead : undefined;
  const showModel = view === 'model' && modelRead !== undefined;
  return (
    <div class="sidebar">
      <header class="bar">
        <span class="brand">Jobsight</span>
        {/* Not gated: closing only takes our own UI away, which the page could hide anyway; it is the way out of a covered sidebar. */}
        <button type="button" class="icon" data-testid="close" aria-label={t('close')} title={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      {gate?.refused && (
        <div class="covered" role="alert" data-testid="covered">
          <p>{t('security_covered')}</p>
          {onOpenPopup && (
            <button type="button" class="secondary" data-testid="covered-popup" onClick={onOpenPopup}>
              {t('security_coveredPopup')}
            </button>
          )}
          <p class="muted">{t('security_coveredPopupHint')}</p>
        </div>
      )}
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
          {/* The same role recorded on another site */}
          {state.duplicates && state.duplicates.length > 0 && (
            <ul class="duplicates" data-testid="duplicates">
              {state.duplicates.map((duplicate) => (
                <li key={duplicate.id} data-testid="duplicate">
                  <ExternalLink href={duplicate.url}>
                    {t('dupesAlsoPosted', { site: duplicate.siteLabel, ago: formatAgo(duplicate.lastSeenAt, lang) })}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
          <div class="actions">
            {state.record.status === 'viewed' ? (
              <button
                type="button"
                class="primary"
                data-testid="save"
                disabled={busy}
                aria-disabled={locked}
                onClick={guarded(() => onSave(state.record.id))}
              >
                {t('save')}
              </button>
            ) : (
              <button
                type="button"
                class="secondary"
                data-testid="save"
                aria-pressed="true"
                disabled={busy}
                aria-disabled={locked}
                title={t('unsave')}
                onClick={guarded(() => onUnsave(state.record.id))}
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
          {state.analysis && <RedFlagsBlock redFlags={state.analysis.redFlags} />}
          {deepRead && (
            <DeepReadPanel key={state.record.id} {...deepRead} record={state.record} {...(gate ? { allows: gate.allows, locked } : {})} />
          )}
          {modelRead && (
            <div class="view-switch" role="group" aria-label={t('deepRead_switch')} data-testid="deep-switch">
              <button type="button" aria-pressed={!showModel} data-testid="view-rules" onClick={() => setView('rules')}>
                {t('deepRead_rules')}
              </button>
              <button type="button" aria-pressed={showModel} data-testid="view-model" onClick={() => setView('model')}>
                {modelRead.model}
              </button>
            </div>
          )}
          {showModel && modelRead && <DeepReadView deepRead={modelRead} analysis={state.analysis} />}
          {!showModel && state.analysis && <ScoreCard analysis={state.analysis} onEvidence={setEvidence} />}
          {state.analysis && (
            <>
              <Block title={t('fit')} testId="fit">
                <FitBlock analysis={state.analysis} />
              </Block>
              <Block title={t('market')} testId="market">
                <MarketBlock analysis={state.analysis} />
              </Block>
            </>
          )}
          {!showModel && state.analysis && (
            <>
              <Block title={t('insight')} testId="proscons">
                <ProsCons analysis={state.analysis} />
              </Block>
              <Block title={t('roleReading')} testId="role">
                <RoleReading analysis={state.analysis} />
              </Block>
              <Block title={t('strategy')} testId="strategy">
                <Checklist
                  analysis={state.analysis}
                  done={state.record.checklist}
                  onToggle={(itemId, done) => onCheck(state.record.id, itemId, done)}
                  {...(gate ? { locked, allows: gate.allows } : {})}
                />
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
          {/* A wrong reading is reported with a cleaned copy of the page */}
          {onReport && (
            <footer class="report-bar">
              <button
                type="button"
                class="link"
                data-testid="report"
                disabled={report?.state === 'working'}
                aria-disabled={locked}
                onClick={guarded(() => onReport())}
              >
                {report?.state === 'working' ? t('reportWorking') : t('reportBadRead')}
              </button>
              {report?.state === 'saved' && (
                <p class="muted" role="status" data-testid="report-status">
                  {t('reportSaved')}
                </p>
              )}
              {report?.state === 'failed' && (
                <p class="error" role="alert" data-testid="report-status">
                  {t('reportFailed', { reason: report.reason })}
                </p>
              )}
            </footer>
          )}
        </main>
      )}
    </div>
  );
}
