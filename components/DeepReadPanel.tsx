import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { StoredPosting } from '@/lib/db/schema';
import { consentKey, isLocal, isReady } from '@/lib/deep-read/config';
import { errorText } from '@/lib/deep-read/errors';
import { buildPrompt } from '@/lib/deep-read/prompt';
import { runDeepRead, type Progress } from '@/lib/deep-read/run';
import { runDrafts, type Drafts } from '@/lib/deep-read/drafts';
import { builtInModel } from '@/lib/deep-read/chrome-model';
import type { StoredDeepRead } from '@/lib/deep-read/record';
import { isEmptyProfile } from '@/lib/profile';
import { useI18n } from './i18n';
import './deep-read.css';
import { askForAccess, pageFetch, providerOf, writeDeepReadSettings, type DeepReadSetup } from './runtime/deep-read';

type Run = { state: 'idle' } | { state: 'preview' } | { state: 'running'; progress?: Progress } | { state: 'failed'; text: string };

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
 * The sidebar's "Deep read" control: nothing is sent until the user clicks (or saved the posting with
 * automatic reads on, after agreeing once); the first time, what will be sent is shown in full.
 */
export function DeepReadPanel({ record, setup, keep, allows, locked }: DeepReadPanelProps) {
  const { t, lang } = useI18n();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [drafts, setDrafts] = useState<{ state: 'running' } | { state: 'done'; drafts: Drafts } | { state: 'failed'; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const autoTried = useRef<string | null>(null);
  const settings = setup?.settings;
  const ready = isReady(settings);
  const profile = setup && settings?.includeProfile && !isEmptyProfile(setup.profile) ? setup.profile : undefined;

  useEffect(() => {
    setRun({ state: 'idle' });
    setDrafts(null);
    return () => controller.current?.abort();
  }, [record.id]);

  const start = async () => {
    if (!setup || !ready || !settings) return;
    const provider = providerOf(setup)!;
    // One read per posting on its own: an automatic one never follows the user's (or itself) in this sidebar.
    autoTried.current = record.id;
    // Without the permission the request may still pass when the endpoint allows the extension (CORS).
    if (provider.kind !== 'chrome') await askForAccess(provider.baseUrl);
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running' });
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
      onProgress: (progress) => setRun({ state: 'running', progress }),
    });
    controller.current = null;
    if (!outcome.ok) return setRun({ state: 'failed', text: errorText(outcome.error, t, provider.kind) });
    const kept = await keep(outcome.record);
    setRun(kept.ok ? { state: 'idle' } : { state: 'failed', text: t('deepRead_notKept', { reason: kept.error }) });
  };

  const ask = () => {
    if (!settings) return;
    if (settings.consented === consentKey(settings)) void start();
    else setRun({ state: 'preview' });
  };

  // Automatic reads: only for a saved posting with no reading yet, and only once the user has agreed.
  useEffect(() => {
    if (!ready || !settings?.autoSaved || record.status === 'viewed' || record.deepRead || autoTried.current === record.id) return;
    if (settings.consented !== consentKey(settings)) return;
    void start();
  }, [ready, record.id, record.status, record.deepRead, settings?.autoSaved, settings?.consented]);

  const draft = async () => {
    if (!setup || !ready || !settings) return;
    const provider = providerOf(setup)!;
    if (provider.kind !== 'chrome') await askForAccess(provider.baseUrl);
    setDrafts({ state: 'running' });
    const outcome = await runDrafts({ posting: record.posting, profile: setup.profile, lang, provider, fetch: pageFetch, languageModel: builtInModel(), timeoutMs: settings.timeoutSeconds * 1000 });
    setDrafts(outcome.ok ? { state: 'done', drafts: outcome.drafts } : { state: 'failed', text: errorText(outcome.error, t, provider.kind) });
  };

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
  const prompt = run.state === 'preview' ? buildPrompt({ posting: record.posting, lang, ...(profile ? { profile } : {}) }) : undefined;
  const sentChars = prompt ? prompt.messages.reduce((sum, message) => sum + message.content.length, 0) : 0;
  return (
    <div class="deep-panel" data-testid="deep-panel">
      {run.state !== 'running' && run.state !== 'preview' && (
        <button type="button" class="secondary" data-testid="deep-read" aria-disabled={locked} onClick={guarded(ask)}>
          {record.deepRead ? t('deepRead_again') : t('deepRead_button')}
        </button>
      )}
      {run.state === 'preview' && prompt && settings && (
        <div class="deep-preview" role="dialog" aria-label={t('deepRead_previewTitle')} data-testid="deep-preview">
          <p>
            <strong>{t('deepRead_previewTitle')}</strong>
          </p>
          <p>{t('deepRead_previewTo', { model: settings.model || t('deepRead_builtIn'), where: settings.kind === 'chrome' ? t('deepRead_builtIn') : settings.baseUrl })}</p>
          <p class={settings.kind === 'chrome' || isLocal(settings.baseUrl) ? 'muted' : 'warn'}>{settings.kind === 'chrome' || isLocal(settings.baseUrl) ? t('deepRead_local') : t('deepRead_remote')}</p>
          <p class="muted">{t(profile ? 'deepRead_previewWithProfile' : 'deepRead_previewNoProfile', { size: Math.ceil(sentChars / 100) / 10 })}</p>
          <pre class="deep-sent" tabIndex={0} data-testid="deep-sent">
            {prompt.messages.map((message) => `[${message.role}]\n${message.content}`).join('\n\n')}
          </pre>
          <div class="actions">
            <button
              type="button"
              class="primary"
              data-testid="deep-confirm"
              aria-disabled={locked}
              onClick={guarded(() => void writeDeepReadSettings({ consented: consentKey(settings) }, settings).then(() => start()))}
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
              : t('deepRead_running', { model: settings?.model || t('deepRead_builtIn'), chars: run.progress?.chars ?? 0, seconds: Math.round((run.progress?.elapsedMs ?? 0) / 1000) })}
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
      {record.deepRead && record.deepRead.trimmed.length > 0 && <p class="muted">{t('deepRead_trimmed', { parts: record.deepRead.trimmed.map((part) => t(`deepRead_part_${part}`)).join(', ') })}</p>}
      {!isEmptyProfile(setup.profile) || (setup.profile.experience ?? []).length > 0 ? (
        <DraftsBlock state={drafts} locked={locked} onDraft={guarded(() => void draft())} />
      ) : null}
    </div>
  );
}

function DraftsBlock({ state, onDraft, locked }: { state: { state: 'running' } | { state: 'done'; drafts: Drafts } | { state: 'failed'; text: string } | null; onDraft(event: Event): void; locked?: boolean | undefined }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const text = state?.state === 'done' ? [...state.drafts.coverLetter.map((claim) => claim.text), '', ...state.drafts.bullets.map((claim) => `• ${claim.text}`)].join('\n\n') : '';
  return (
    <div class="deep-drafts">
      <button type="button" class="link" data-testid="deep-drafts" aria-disabled={locked} disabled={state?.state === 'running'} onClick={onDraft}>
        {state?.state === 'running' ? t('deepRead_drafting') : t('deepRead_draft')}
      </button>
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
