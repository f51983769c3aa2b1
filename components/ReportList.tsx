import { useEffect, useState } from 'preact/hooks';
import type { Send } from '@/lib/client';
import { request } from '@/lib/client';
import { formatDate } from '@/lib/i18n/format';
import { fixtureZip } from '@/lib/report/fixture';
import type { ReportSummary } from '@/lib/report/schema';
import { useI18n } from './i18n';

/**
 * Reports of bad reads: each one exported as a fixture folder (a zip with page.html,
 * meta.json and expected.json) or deleted. Shown in the options page's data section.
 */
export function ReportList({ send }: { send: Send }) {
  const { t, lang } = useI18n();
  const [reports, setReports] = useState<ReportSummary[] | undefined>();
  const [error, setError] = useState<string>();

  const load = async () => {
    const reply = await request(send, { type: 'reports:list' });
    if (reply.ok) setReports(reply.reports ?? []);
    else setError(reply.error);
  };
  useEffect(() => void load(), []);

  const exportReport = async (id: string) => {
    setError(undefined);
    const reply = await request(send, { type: 'report:get', id });
    if (!reply.ok || !reply.report) return setError(reply.ok ? 'report not found' : reply.error);
    const { name, bytes } = fixtureZip(reply.report);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  const remove = async (id: string) => {
    const reply = await request(send, { type: 'report:delete', id });
    if (!reply.ok) setError(reply.error);
    await load();
  };

  return (
    <section class="reports" data-testid="reports">
      <h2>{t('reportsTitle')}</h2>
      <p class="muted">{t('reportsIntro')}</p>
      {reports && reports.length === 0 && <p data-testid="reports-empty">{t('reportsEmpty')}</p>}
      {reports && reports.length > 0 && (
        <>
          <p class="muted">{t('reportsCheck')}</p>
          <ul class="report-list">
            {reports.map((report) => (
              <li key={report.id} data-testid="report-row">
                <span class="report-title">{report.title}</span>{' '}
                <span class="muted">
                  · {report.site} · {formatDate(report.capturedAt, lang)} · {Math.ceil(report.bytes / 1024)} KB
                </span>{' '}
                <button type="button" data-testid="report-export" onClick={() => void exportReport(report.id)}>
                  {t('reportsExport')}
                </button>{' '}
                <button type="button" data-testid="report-delete" onClick={() => void remove(report.id)}>
                  {t('reportsDelete')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
