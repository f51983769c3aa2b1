import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { request } from '@/lib/client';
import type { BackupOutcome } from '@/lib/background/backup-outcome';
import type { BackupState } from '@/lib/backups/schedule';
import { formatDate } from '@/lib/i18n/format';
import type { MessageKey } from '@/lib/i18n';
import { backupSettingsOf, type Settings } from '@/lib/settings';
import { download } from './DataTransfer';
import { useI18n } from './i18n';

const send = (message: unknown) => browser.runtime.sendMessage(message);

type Status = { state: BackupState; exportDue: boolean; outcome?: BackupOutcome };

function useBackupStatus(): [Status | null, (status: Status) => void, () => void] {
  const [status, setStatus] = useState<Status | null>(null);
  const load = () => void request(send, { type: 'backups:status' }).then((reply) => reply.ok && reply.backups && setStatus(reply.backups));
  useEffect(load, []);
  return [status, setStatus, load];
}

/** "Your last export was weeks ago": the popup's and the options page's reminder, with the export at hand. */
export function ExportReminder() {
  const { t, lang } = useI18n();
  const [status, , load] = useBackupStatus();
  const [busy, setBusy] = useState(false);
  if (!status?.exportDue) return null;
  const exportNow = async () => {
    setBusy(true);
    const reply = await request(send, { type: 'data:export', format: 'json' });
    setBusy(false);
    if (reply.ok && reply.text !== undefined) download(reply.text, reply.fileName ?? 'jobsight.json', 'application/json');
    load();
  };
  const last = status.state.lastExportAt;
  return (
    <p class="export-reminder" role="status" data-testid="export-reminder">
      {last ? t('backups_reminderSince', { date: formatDate(last, lang) }) : t('backups_reminderNever')}{' '}
      <button type="button" class="secondary" data-testid="export-reminder-now" disabled={busy} onClick={() => void exportNow()}>
        {t('backups_exportNow')}
      </button>
    </p>
  );
}

const OUTCOME: Record<BackupOutcome, MessageKey> = {
  saved: 'backups_saved',
  failed: 'backups_failed',
  'no-permission': 'backups_noPermission',
  'not-due': 'backups_off',
};

type Update = (patch: Partial<Settings>) => Promise<boolean>;

/** The options page's backups: the plain truth about uninstalling, the reminder, and automatic exports to Downloads. */
export function BackupsSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t, lang } = useI18n();
  const backups = backupSettingsOf(settings);
  const [status, setStatus, load] = useBackupStatus();
  const [denied, setDenied] = useState(false);
  const [running, setRunning] = useState(false);
  const save = (patch: Partial<typeof backups>) => void update({ backups: { ...backups, ...patch } });
  // The permission must be asked for inside the change itself: no await before request().
  const setAuto = (days: number) => {
    setDenied(false);
    if (days === 0) return save({ autoEveryDays: 0 });
    void browser.permissions.request({ permissions: ['downloads'] }).then((granted) => {
      if (granted) save({ autoEveryDays: days });
      else setDenied(true);
    });
  };
  const runNow = async () => {
    setRunning(true);
    const reply = await request(send, { type: 'backups:run' });
    setRunning(false);
    if (reply.ok && reply.backups) setStatus(reply.backups);
    else load();
  };
  const state = status?.state;
  return (
    <div class="backups" data-testid="backups">
      <p class="warning" data-testid="uninstall-warning">
        {t('backups_uninstall')}
      </p>
      <div class="row">
        <p class="field">
          <label for="remind-weeks">{t('backups_remindEvery')}</label>
          <select
            id="remind-weeks"
            data-testid="remind-weeks"
            value={String(backups.remindEveryWeeks)}
            onChange={(e) => save({ remindEveryWeeks: Number(e.currentTarget.value) })}
          >
            {[0, 1, 2, 4, 8, 12].map((weeks) => (
              <option key={weeks} value={String(weeks)}>
                {weeks === 0 ? t('backups_never') : t('backups_weeks', { count: weeks })}
              </option>
            ))}
          </select>
        </p>
        <p class="field">
          <label for="auto-days">{t('backups_autoEvery')}</label>
          <select
            id="auto-days"
            data-testid="auto-days"
            value={String(backups.autoEveryDays)}
            onChange={(e) => setAuto(Number(e.currentTarget.value))}
          >
            {[0, 1, 7, 14, 30].map((days) => (
              <option key={days} value={String(days)}>
                {days === 0 ? t('backups_off') : t('backups_days', { count: days })}
              </option>
            ))}
          </select>
        </p>
        <p class="field">
          <label for="auto-keep">{t('backups_keep')}</label>
          <input
            id="auto-keep"
            type="number"
            min={1}
            max={50}
            data-testid="auto-keep"
            value={backups.keep}
            onChange={(e) => {
              const keep = Math.round(Number(e.currentTarget.value));
              if (keep >= 1 && keep <= 50) save({ keep });
            }}
          />
        </p>
      </div>
      <p class="hint">{t('backups_autoHint')}</p>
      {denied && (
        <p class="error" role="alert">
          {t('backups_noPermission')}
        </p>
      )}
      {state && (
        <p class="muted" data-testid="backup-state">
          {state.lastExportAt ? t('backups_lastExport', { date: formatDate(state.lastExportAt, lang) }) : t('backups_noExportYet')}
          {state.files.length > 0 && ` · ${t('backups_filesKept', { count: state.files.length })}`}
        </p>
      )}
      {state && state.files.length > 0 && (
        <ul class="backup-files" data-testid="backup-files">
          {state.files.map((file) => (
            <li key={file.downloadId}>
              <code>{file.name}</code>
            </li>
          ))}
        </ul>
      )}
      {state?.lastAutoError && (
        <p class="error" role="alert" data-testid="backup-error">
          {state.lastAutoError === 'no-permission' ? t('backups_noPermission') : t('backups_failedWhy', { reason: state.lastAutoError })}
        </p>
      )}
      {backups.autoEveryDays > 0 && (
        <p class="submit">
          <button type="button" class="secondary" data-testid="backup-now" disabled={running} onClick={() => void runNow()}>
            {t('backups_now')}
          </button>
          {status?.outcome && (
            <span role="status" data-testid="backup-outcome">
              {t(OUTCOME[status.outcome])}
            </span>
          )}
        </p>
      )}
      <ExportReminder />
    </div>
  );
}
