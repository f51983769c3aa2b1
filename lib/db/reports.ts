import { MAX_REPORTS, StoredReport, type ReportSummary } from '../report/schema';
import type { JobsightDatabase } from './open';

/**
 * Bad-read reports (schema v2 `reports` store). Each write is one strict transaction awaited to its
 * end; the store keeps the newest MAX_REPORTS, so a forgotten pile of large pages cannot grow forever.
 */

export async function addReport(db: JobsightDatabase, report: StoredReport): Promise<void> {
  const tx = db.transaction('reports', 'readwrite', { durability: 'strict' });
  await tx.store.put(report);
  let excess = (await tx.store.count()) - MAX_REPORTS;
  let cursor = excess > 0 ? await tx.store.index('byCapturedAt').openCursor() : null;
  while (cursor && excess > 0) {
    if (cursor.primaryKey !== report.id) {
      await cursor.delete();
      excess--;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** Newest first, without the pages themselves. */
export async function listReports(db: JobsightDatabase): Promise<ReportSummary[]> {
  const summaries: ReportSummary[] = [];
  let cursor = await db.transaction('reports').store.index('byCapturedAt').openCursor(null, 'prev');
  while (cursor) {
    const report = StoredReport.safeParse(cursor.value);
    if (report.success) {
      const { id, capturedAt, url, site, title, html } = report.data;
      summaries.push({ id, capturedAt, url, site, title, bytes: new TextEncoder().encode(html).length });
    }
    cursor = await cursor.continue();
  }
  return summaries;
}

export async function getReport(db: JobsightDatabase, id: string): Promise<StoredReport | undefined> {
  const parsed = StoredReport.safeParse(await db.get('reports', id));
  return parsed.success ? parsed.data : undefined;
}

export async function deleteReport(db: JobsightDatabase, id: string): Promise<boolean> {
  const tx = db.transaction('reports', 'readwrite', { durability: 'strict' });
  const existed = (await tx.store.getKey(id)) !== undefined;
  if (existed) await tx.store.delete(id);
  await tx.done;
  return existed;
}
