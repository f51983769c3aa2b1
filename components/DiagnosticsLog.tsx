import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { diagnosticsText, readDiagnostics } from '@/lib/diagnostics';
import { formatAgo } from '@/lib/i18n/format';
import type { DiagnosticEntry } from '@/lib/messages';
import type { Settings } from '@/lib/settings';
import { useI18n } from './i18n';

/** Where the background keeps the log (entrypoints/background/diagnostics.ts). */
const KEY = 'diagnostics';

/**
 * What the content scripts caught on pages (a reader that threw, an observer that failed),
 * kept by the background instead of being written to the page's console. Debug mode adds the console.
 */
export function DiagnosticsLog({ settings, update }: { settings: Settings; update(patch: Partial<Settings>): Promise<boolean> }) {
  const { t, lang } = useI18n();
  const [log, setLog] = useState<DiagnosticEntry[] | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const load = () => void browser.storage.session.get(KEY).then((stored) => setLog(readDiagnostics(stored[KEY])));
    load();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'session' && KEY in changes) load();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);

  const copy = async () => {
    await navigator.clipboard.writeText(diagnosticsText(log ?? [])).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const clear = async () => {
    await browser.storage.session.remove(KEY);
    setLog([]);
    setCopied(false);
  };

  return (
    <>
      <p class="hint">{t('security_diagnosticsHint')}</p>
      <label class="check">
        <input
          type="checkbox"
          data-testid="debug-mode"
          aria-describedby="debug-hint"
          checked={settings.debug === true}
          onChange={(e) => void update({ debug: e.currentTarget.checked })}
        />
        {t('security_debugMode')}
      </label>
      <p class="hint" id="debug-hint">
        {t('security_debugModeHint')}
      </p>
      {log && log.length === 0 && <p data-testid="diagnostics-empty">{t('security_diagnosticsEmpty')}</p>}
      {log && log.length > 0 && (
        <>
          <ol class="diagnostics" data-testid="diagnostics" reversed>
            {[...log].reverse().map((entry) => (
              <li
                key={`${entry.at}-${entry.where}-${entry.message}`}
                data-testid="diagnostic"
                data-where={entry.where}
                data-adapter={entry.adapter ?? ''}
              >
                <span class="muted">
                  <time dateTime={entry.at} title={entry.at}>
                    {formatAgo(entry.at, lang)}
                  </time>{' '}
                  · {entry.where}
                  {entry.adapter ? ` · ${entry.adapter}` : ''}
                  {entry.count > 1 ? ` · ×${entry.count}` : ''}
                </span>{' '}
                <code>{entry.message}</code>
              </li>
            ))}
          </ol>
          <p class="submit">
            <button type="button" class="secondary" data-testid="diagnostics-copy" onClick={() => void copy()}>
              {t('security_diagnosticsCopy')}
            </button>
            <button type="button" class="secondary" data-testid="diagnostics-clear" onClick={() => void clear()}>
              {t('security_diagnosticsClear')}
            </button>
            {copied && (
              <span role="status" class="muted">
                {t('security_diagnosticsCopied')}
              </span>
            )}
          </p>
        </>
      )}
    </>
  );
}
