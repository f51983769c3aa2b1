import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { request } from '@/lib/client';
import { MAX_IMPORT_BYTES, type ImportReport } from '@/lib/export/format';
import type { MessageKey } from '@/lib/i18n';
import { useI18n } from './i18n';
import './data-transfer.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

/** Saves text as a file through the browser's own download (a link with `download`): nothing leaves the machine. */
export function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the time this runs.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const IMPORT_ERRORS: Record<string, MessageKey> = {
  'too-large': 'dataErrorTooLarge',
  'not-json': 'dataErrorNotJson',
  'not-jobsight': 'dataErrorNotJobsight',
  'newer-format': 'dataErrorNewer',
  'newer-schema': 'dataErrorNewer',
  // A full disk, or an update another tab holds up
  'storage-full': 'durability_storageFull',
  'db-blocked': 'durability_blocked',
};

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'exported'; count: number; file: string }
  | { kind: 'imported'; report: ImportReport }
  | { kind: 'failed'; message: string; reasons: string[] };

function Report({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  return (
    <div data-testid="import-report">
      <p>{t('dataImported', { inserted: report.inserted, updated: report.updated, unchanged: report.unchanged })}</p>
      {report.profile === 'restored' && <p>{t('dataProfileRestored')}</p>}
      {report.settings === 'restored' && <p>{t('dataSettingsRestored')}</p>}
      {(report.profile === 'rejected' || report.settings === 'rejected') && <p>{t('dataPartRejected')}</p>}
      {report.conflictCount > 0 && (
        <details data-testid="import-conflicts">
          <summary>{t('dataConflicts', { count: report.conflictCount })}</summary>
          <ul>
            {report.conflicts.map((conflict) => (
              <li key={conflict.id}>
                {conflict.title}: {t(conflict.kept === 'imported' ? 'dataKeptImported' : 'dataKeptExisting')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.rejectedCount > 0 && (
        <details data-testid="import-rejected" open>
          <summary>{t('dataRejected', { count: report.rejectedCount })}</summary>
          <ul>
            {report.rejected.map((row) => (
              <li key={row.at}>
                <code>{row.id ? `${row.at} (${row.id})` : row.at}</code>: {row.reasons.join('; ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * Export (JSON, and CSV for spreadsheets) and import of everything Jobsight keeps. Used by the
 * options page and placeable in the popup; keeps the popup's `export` and `import` test ids.
 */
export function DataTransfer({ onImported, compact = false }: { onImported?(report: ImportReport): void; compact?: boolean }) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [restoreSettings, setRestoreSettings] = useState(true);

  const exportAs = async (format: 'json' | 'csv') => {
    setOutcome({ kind: 'busy' });
    const reply = await request(send, { type: 'data:export', format });
    if (!reply.ok || reply.text === undefined) {
      setOutcome({ kind: 'failed', message: reply.ok ? 'no data' : reply.error, reasons: [] });
      return;
    }
    const file = reply.fileName ?? `jobsight.${format}`;
    download(reply.text, file, format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json');
    setOutcome({ kind: 'exported', count: reply.count ?? 0, file });
  };

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const size = Math.round(MAX_IMPORT_BYTES / 1024 / 1024);
    if (file.size > MAX_IMPORT_BYTES) {
      setOutcome({ kind: 'failed', message: t('dataErrorTooLarge', { size }), reasons: [] });
      return;
    }
    setOutcome({ kind: 'busy' });
    const reply = await request(send, { type: 'data:import', text: await file.text(), restoreSettings });
    if (reply.ok && reply.importReport) {
      setOutcome({ kind: 'imported', report: reply.importReport });
      onImported?.(reply.importReport);
      return;
    }
    const error = reply.ok ? 'no report' : reply.error;
    const known = IMPORT_ERRORS[error];
    setOutcome({
      kind: 'failed',
      message: known ? t(known, { size }) : t('dataErrorFailed', { error }),
      reasons: reply.ok ? [] : (reply.reasons ?? []),
    });
  };

  const busy = outcome.kind === 'busy';
  return (
    <div class={compact ? 'data-transfer compact' : 'data-transfer'}>
      <div class="actions">
        <button type="button" class="secondary" data-testid="export" disabled={busy} onClick={() => void exportAs('json')}>
          {t('dataExportJson')}
        </button>
        <button type="button" class="secondary" data-testid="export-csv" disabled={busy} onClick={() => void exportAs('csv')}>
          {t('dataExportCsv')}
        </button>
        <label class="file-button">
          <input
            type="file"
            accept="application/json,.json"
            data-testid="import"
            disabled={busy}
            onChange={(e) => void importFile(e.currentTarget)}
          />
          <span>{t('dataImport')}</span>
        </label>
      </div>
      {!compact && (
        <label class="check">
          <input
            type="checkbox"
            data-testid="import-restore-settings"
            checked={restoreSettings}
            onChange={(e) => setRestoreSettings(e.currentTarget.checked)}
          />
          {t('dataRestoreSettings')}
        </label>
      )}
      <div role="status" aria-live="polite">
        {busy && <p class="muted">{t('dataImporting')}</p>}
        {outcome.kind === 'exported' && <p data-testid="export-done">{t('dataExported', { count: outcome.count, file: outcome.file })}</p>}
        {outcome.kind === 'imported' && <Report report={outcome.report} />}
      </div>
      {outcome.kind === 'failed' && (
        <div role="alert" class="error" data-testid="import-error">
          <p>{outcome.message}</p>
          {outcome.reasons.length > 0 && (
            <ul>
              {outcome.reasons.map((reason) => (
                <li key={reason}>
                  <code>{reason}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Erases every posting, the profile and the settings, after a second, explicit click. */
export function EraseData({ count, onErased }: { count: number; onErased?(): void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const erase = async () => {
    const reply = await request(send, { type: 'data:erase', confirm: 'erase everything' });
    setAsking(false);
    setMessage(reply.ok ? t('dataErased') : t('dataErrorFailed', { error: reply.error }));
    if (reply.ok) onErased?.();
  };
  return (
    <div class="erase">
      {!asking ? (
        <button type="button" class="secondary danger" data-testid="erase" onClick={() => (setMessage(''), setAsking(true))}>
          {t('dataErase')}
        </button>
      ) : (
        <div class="confirm" role="group" aria-labelledby="erase-warning">
          <p id="erase-warning">{t('dataEraseWarning', { count })}</p>
          <button type="button" class="danger-solid" data-testid="erase-confirm" onClick={() => void erase()}>
            {t('dataEraseConfirm')}
          </button>{' '}
          <button type="button" class="secondary" data-testid="erase-cancel" autoFocus onClick={() => setAsking(false)}>
            {t('dataEraseCancel')}
          </button>
        </div>
      )}
      <p role="status">{message}</p>
    </div>
  );
}
