import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { request } from '@/lib/client';
import { DB_BLOCKED, DB_HEALTH_KEY, DbHealth, STORAGE_FULL } from '@/lib/db/health';
import type { MessageKey, Translate } from '@/lib/i18n';
import type { BackupInfo } from '@/lib/messages';
import { useI18n } from './i18n';
import './durability.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

/**
 * What every extension page says about the database. The background keeps
 * the state in session storage (a blocked upgrade, an upgrade running); pages follow it live.
 */

const CODES: Record<string, MessageKey> = {
  [DB_BLOCKED]: 'durability_blocked',
  [STORAGE_FULL]: 'durability_storageFull',
};

/** A reply's error in the user's words when it is one of the database's codes; else as it came. */
export function durabilityText(error: string, t: Translate): string {
  const key = CODES[error];
  return key ? t(key) : error;
}

function useDbHealth(): DbHealth | null {
  const [health, setHealth] = useState<DbHealth | null>(null);
  useEffect(() => {
    const read = (value: unknown) => {
      const parsed = DbHealth.safeParse(value);
      setHealth(parsed.success ? parsed.data : null);
    };
    // Firefox gives an extension page framed by a web page (the sidebar) the content-script APIs only:
    // no storage.session there (w3c/webextensions#787). Without it the banner stays away; nothing throws.
    void browser.storage.session
      ?.get(DB_HEALTH_KEY)
      .then((stored) => read(stored[DB_HEALTH_KEY]))
      .catch(() => undefined);
    const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area === 'session' && DB_HEALTH_KEY in changes) read(changes[DB_HEALTH_KEY]?.newValue);
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  return health;
}

/** The banner: a blocked upgrade (the user has to act) or an upgrade under way. */
export function DbNotice() {
  const { t } = useI18n();
  const health = useDbHealth();
  if (!health) return null;
  if (health.state === 'blocked') {
    return (
      <p class="db-notice error" role="alert" data-testid="db-blocked">
        {t('durability_blocked')}
      </p>
    );
  }
  return (
    <p class="db-notice notice" role="status" data-testid="db-upgrading">
      {t('durability_upgrading')}
    </p>
  );
}

/**
 * Asks the browser to keep Jobsight's storage persistent (extension pages only: the service worker
 * has no navigator.storage.persist). `unlimitedStorage` already exempts the extension from eviction in
 * Chrome; this adds the standard request, which Firefox honours for the permission too.
 */
export async function askPersistence(): Promise<boolean> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persisted) return false;
  if (await storage.persisted()) return true;
  return storage.persist ? storage.persist() : false;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether the browser keeps the storage persistent, and how much is used; asks for persistence on first view. */
export function StorageState() {
  const { t } = useI18n();
  const [state, setState] = useState<{ persisted: boolean; usage?: number } | null>(null);
  useEffect(() => {
    void (async () => {
      const persisted = await askPersistence().catch(() => false);
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      setState({ persisted, ...(estimate?.usage !== undefined ? { usage: estimate.usage } : {}) });
    })();
  }, []);
  if (!state) return null;
  return (
    <div class="storage-state" data-testid="storage-state" data-persisted={String(state.persisted)}>
      <p>{t(state.persisted ? 'durability_persisted' : 'durability_notPersisted')}</p>
      {state.usage !== undefined && <p class="muted">{t('durability_usage', { size: formatSize(state.usage) })}</p>}
    </div>
  );
}

/** The automatic snapshot kept before the last import or update, and restoring it (after a second click). */
export function BackupSection({ onRestored }: { onRestored?(): void }) {
  const { t, lang } = useI18n();
  const [info, setInfo] = useState<BackupInfo | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const load = () => void request(send, { type: 'durability:backup' }).then((reply) => setInfo(reply.ok ? (reply.backup ?? null) : null));
  useEffect(load, []);
  const restore = async () => {
    setBusy(true);
    const reply = await request(send, { type: 'durability:restore', confirm: 'restore the snapshot' });
    setBusy(false);
    setAsking(false);
    if (reply.ok) {
      setMessage(t('durability_restored', { count: reply.count ?? 0 }));
      setInfo(reply.backup ?? null);
      onRestored?.();
    } else setMessage(t('durability_restoreFailed', { error: durabilityText(reply.error, t) }));
  };
  if (info === undefined) return null;
  const when = info ? new Date(info.takenAt).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en') : '';
  return (
    <div class="backup" data-testid="backup">
      <h3>{t('durability_backupHeading')}</h3>
      {!info ? (
        <p data-testid="backup-none">{t('durability_backupNone')}</p>
      ) : (
        <>
          <p data-testid="backup-info" data-reason={info.reason} data-count={info.count}>
            {t('durability_backupTaken', { count: info.count, when, reason: t(`durability_reason_${info.reason}`) })}
          </p>
          {(info.hasSettings || info.hasProfile) && <p class="muted">{t('durability_backupWithSettings')}</p>}
          {!asking ? (
            <button type="button" class="secondary" data-testid="backup-restore" onClick={() => (setMessage(''), setAsking(true))}>
              {t('durability_restore')}
            </button>
          ) : (
            <div class="confirm" role="group" aria-labelledby="restore-warning">
              <p id="restore-warning">{t('durability_restoreWarning')}</p>
              <button
                type="button"
                class="danger-solid"
                data-testid="backup-restore-confirm"
                disabled={busy}
                onClick={() => void restore()}
              >
                {t('durability_restoreConfirm')}
              </button>{' '}
              <button type="button" class="secondary" data-testid="backup-restore-cancel" autoFocus onClick={() => setAsking(false)}>
                {t('durability_cancel')}
              </button>
            </div>
          )}
        </>
      )}
      <p role="status" data-testid="backup-status">
        {message}
      </p>
    </div>
  );
}
