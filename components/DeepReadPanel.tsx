import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { StoredPosting } from '@/lib/db/schema';
import { consentKey, draftsConsentKey, isLocal, isReady } from '@/lib/deep-read/config';
import { errorText } from '@/lib/deep-read/errors';
import { buildPrompt, profileLines } from '@/lib/deep-read/prompt';
import { runDeepRead, type Progress } from '@/lib/deep-read/run';
import { draftMessages, runDrafts, type Drafts } from '@/lib/deep-read/drafts';
import { builtInModel } from '@/lib/deep-read/chrome-model';
import type { StoredDeepRead } from '@/lib/deep-read/record';
import { useI18n } from './i18n';
import './deep-read.css';
import { askForAccess, pageFetch, providerOf, writeConsent, type DeepReadSetup } from './runtime/deep-read';

type Run =
  | { state: 'idle' }
  | { state: 'preview'; what: 'read' | 'drafts' }
  | { state: 'running'; progress?: Progress }
  | { state: 'failed'; text: string };
type DraftState = { state: 'running' } | { state: 'done'; drafts: Drafts } | { state: 'failed'; text: string } | null;

export interface DeepReadPanelProps {
  record: StoredPosting;
  setup: DeepReadSetup | null;
  /** Keeps the answer with the posting (the background checks it again); resolves to the stored record or a reason. */
  keep(deepRead: StoredDeepRead): Promise<{ ok: true; record: StoredPosting } | { ok: false; error: string }>;
  /** Whether the action gate lets a click through (components/runtime/action-gate.ts). */
  allows?(event: Event): boolean;
  /** True until the gate is armed: the buttons say they are not available yet. */
  locked?: boolean | undefined;
}

/**
 * The "Deep read" control of the sidebar and of the tracker's details, one per posting (keyed by its id):
 * nothing is sent until the user clicks, or saves the posting with automatic reads on after agreeing once;
 * the first time for a setup, what will be sent is shown in full. One run at a time; a run that ends after
 * the user moved on is dropped.
 */
export function DeepReadPanel({ record, setup, keep, allows, locked }: DeepReadPanelProps) {
  const { t, lang } = useI18n();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [drafts, setDrafts] = useState<DraftState>(null);
  // Set before any await, so that a second click, a cancel or leaving acts on this very run.
  const controller = useRef<AbortController | null>(null);
  const draftController = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const seenStatus = useRef(record.status);
  const settings = setup?.settings;
  const ready = isReady(settings);
  const hasProfile = !!setup && profileLines(setup.profile).length > 0;
  const profile = setup && settings?.includeProfile && hasProfile ? setup.profile : undefined;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      draftController.current?.abort();
    };
  }, []);

  const start = async () => {
    if (!setup || !ready || !settings || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running' });
    const provider = providerOf(setup)!;
    // Without the permission the request may still pass when the endpoint allows the extension (CORS).
    if (provider.kind !== 'chrome') await askForAccess(provider.baseUrl);
    const outcome = await runDeepRead({
      posting: record.posting,
      lang,
      provider,
      ...(profile ? { profile } : {}),
      fetch: pageFetch,
      languageModel: builtInModel(),
      signal: abort.signal,
      timeoutMs: settings.timeoutSeconds * 1000,
      at: new Date().toISOString(),
      onProgress: (progress) => mounted.current && controller.current === abort && setRun({ state: 'running', progress }),
    });
    if (controller.current === abort) controller.current = null;
    if (!mounted.current) return;
    if (!outcome.ok) return setRun({ state: 'failed', text: errorText(outcome.error, t, provider.kind) });
    const kept = await keep(outcome.record);
    if (mounted.current) setRun(kept.ok ? { state: 'idle' } : { state: 'failed', text: t('deepRead_notKept', { reason: kept.error }) });
  };

  const draft = async () => {
    if (!setup || !ready || !settings || draftController.current) return;
    const abort = new AbortController();
    draftController.current = abort;
    setDrafts({ state: 'running' });
    const provider = providerOf(setup)!;
    if (provider.kind !== 'chrome') await askForAccess(provider.baseUrl);
    const outcome = await runDrafts({
      posting: record.posting,
      profile: setup.profile,
      lang,
      provider,
      fetch: pageFetch,
      languageModel: builtInModel(),
      signal: abort.signal,
      timeoutMs: settings.timeoutSeconds * 1000,
    });
    if (draftController.current === abort) draftController.current = null;
    if (mounted.current)
      setDrafts(
        outcome.ok ? { state: 'done', drafts: outcome.drafts } : { state: 'failed', text: errorText(outcome.error, t, provider.kind) },
      );
  };

  const ask = (what: 'read' | 'drafts') => {
    if (!settings || !setup) return;
    const key = what === 'read' ? consentKey(settings) : draftsConsentKey(settings);
    if (setup.consents.includes(key)) void (what === 'read' ? start() : draft());
    else setRun({ state: 'preview', what });
  };

  // Automatic reads: when the user saves the posting here, with automatic reads on and this setup agreed to.
  useEffect(() => {
    const before = seenStatus.current;
    seenStatus.current = record.status;
    if (before !== 'viewed' || record.status === 'viewed') return;
    if (!ready || !settings?.autoSaved || record.deepRead || !setup?.consents.includes(consentKey(settings))) return;
    void start();
  }, [record.status]);

  const guarded = (action: () => void) => (event: Event) => {
    if (!allows || allows(event)) action();
  };

  if (!setup) return null;
  if (!ready) {
    return (
      <div class="deep-panel" data-testid="deep-panel">
        <button type="button" class="link" data-testid="deep-setup" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('deepRead_setUp')}
        </button>
      </div>
    );
  }
  const previewing = run.state === 'preview' ? run.what : undefined;
  const sent =
    previewing === 'read'
      ? buildPrompt({ posting: record.posting, lang, ...(profile ? { profile } : {}) }).messages
      : previewing === 'drafts'
        ? draftMessages(record.posting, setup.profile, lang).messages
        : [];
  const sentChars = sent.reduce((sum, message) => sum + message.content.length, 0);
  const withProfile = previewing === 'drafts' || !!profile;
  return (
    <div class="deep-panel" data-testid="deep-panel">
      {run.state !== 'running' && run.state !== 'preview' && (
        <button type="button" class="secondary" data-testid="deep-read" aria-disabled={locked} onClick={guarded(() => ask('read'))}>
          {record.deepRead ? t('deepRead_again') : t('deepRead_button')}
        </button>
      )}
      {previewing && settings && (
        <div class="deep-preview" role="dialog" aria-label={t('deepRead_previewTitle')} data-testid="deep-preview">
          <p>
            <strong>{t('deepRead_previewTitle')}</strong>
          </p>
          <p>
            {t('deepRead_previewTo', {
              model: settings.model || t('deepRead_builtIn'),
              where: settings.kind === 'chrome' ? t('deepRead_builtIn') : settings.baseUrl,
            })}
          </p>
          <p class={settings.kind === 'chrome' || isLocal(settings.baseUrl) ? 'muted' : 'warn'}>
            {settings.kind === 'chrome' || isLocal(settings.baseUrl) ? t('deepRead_local') : t('deepRead_remote')}
          </p>
          <p class="muted">
            {t(withProfile ? 'deepRead_previewWithProfile' : 'deepRead_previewNoProfile', { size: Math.ceil(sentChars / 100) / 10 })}
          </p>
          <p class="muted">{t('deepRead_previewNonce')}</p>
          <pre class="deep-sent" tabIndex={0} data-testid="deep-sent">
            {sent.map((message) => `[${message.role}]\n${message.content}`).join('\n\n')}
          </pre>
          <div class="actions">
            <button
              type="button"
              class="primary"
              data-testid="deep-confirm"
              aria-disabled={locked}
              onClick={guarded(() => {
                setRun({ state: 'idle' });
                void writeConsent(previewing === 'read' ? consentKey(settings) : draftsConsentKey(settings));
                void (previewing === 'read' ? start() : draft());
              })}
            >
              {t('deepRead_send')}
            </button>
            <button type="button" class="secondary" onClick={() => setRun({ state: 'idle' })}>
              {t('deepRead_cancel')}
            </button>
          </div>
        </div>
      )}
      {run.state === 'running' && (
        <div class="deep-progress" role="status" data-testid="deep-progress">
          <span>
            {run.progress?.phase === 'downloading'
              ? t('deepRead_downloading', { pct: Math.round((run.progress.download ?? 0) * 100) })
              : t('deepRead_running', {
                  model: settings?.model || t('deepRead_builtIn'),
                  chars: run.progress?.chars ?? 0,
                  seconds: Math.round((run.progress?.elapsedMs ?? 0) / 1000),
                })}
          </span>
          <button type="button" class="secondary" data-testid="deep-cancel" onClick={() => controller.current?.abort()}>
            {t('deepRead_cancel')}
          </button>
        </div>
      )}
      {run.state === 'failed' && (
        <p class="error" role="alert" data-testid="deep-error">
          {run.text}
        </p>
      )}
      {record.deepRead && record.deepRead.trimmed.length > 0 && (
        <p class="muted">
          {t('deepRead_trimmed', { parts: record.deepRead.trimmed.map((part) => t(`deepRead_part_${part}`)).join(', ') })}
        </p>
      )}
      {hasProfile && !previewing && (
        <DraftsBlock
          state={drafts}
          locked={locked}
          onDraft={guarded(() => ask('drafts'))}
          onCancel={() => draftController.current?.abort()}
        />
      )}
    </div>
  );
}

function DraftsBlock({
  state,
  onDraft,
  onCancel,
  locked,
}: {
  state: DraftState;
  onDraft(event: Event): void;
  onCancel(): void;
  locked?: boolean | undefined;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const text =
    state?.state === 'done'
      ? [...state.drafts.coverLetter.map((claim) => claim.text), '', ...state.drafts.bullets.map((claim) => `• ${claim.text}`)].join('\n\n')
      : '';
  return (
    <div class="deep-drafts">
      <button
        type="button"
        class="link"
        data-testid="deep-drafts"
        aria-disabled={locked}
        disabled={state?.state === 'running'}
        onClick={onDraft}
      >
        {state?.state === 'running' ? t('deepRead_drafting') : t('deepRead_draft')}
      </button>
      {state?.state === 'running' && (
        <button type="button" class="link" onClick={onCancel}>
          {t('deepRead_cancel')}
        </button>
      )}
      {state?.state === 'failed' && (
        <p class="error" role="alert">
          {state.text}
        </p>
      )}
      {state?.state === 'done' && (
        <div data-testid="deep-draft">
          <p class="muted">{t('deepRead_draftNote')}</p>
          <h3>{t('deepRead_coverLetter')}</h3>
          {state.drafts.coverLetter.map((claim, i) => (
            <p key={i} class={claim.supported ? '' : 'unsupported'}>
              {claim.text}
              {!claim.supported && <span class="flag"> {t('deepRead_unsupported')}</span>}
            </p>
          ))}
          <h3>{t('deepRead_bullets')}</h3>
          <ul>
            {state.drafts.bullets.map((claim, i) => (
              <li key={i} class={claim.supported ? '' : 'unsupported'}>
                {claim.text}
                {!claim.supported && <span class="flag"> {t('deepRead_unsupported')}</span>}
              </li>
            ))}
          </ul>
          <button type="button" class="secondary" onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}>
            {copied ? t('deepRead_copied') : t('deepRead_copy')}
          </button>
        </div>
      )}
    </div>
  );
}
