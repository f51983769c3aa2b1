import * as z from 'zod/mini';
import { DiagnosticEntry, MAX_DIAGNOSTIC_MESSAGE } from './messages';

/**
 * The content scripts' diagnostics log. A content script never writes to the page's console
 * (unless the user turned debug mode on); what it caught is kept here instead, by the background, in
 * extension storage the page cannot read. Small on purpose: the last entries, the same report counted
 * rather than repeated, and no more than a few a minute from one tab (a page can make us fail on purpose).
 */

export const MAX_DIAGNOSTICS = 200;
/** From one tab, at most this many reports per window. */
const DIAGNOSTICS_PER_TAB = 20;
const DIAGNOSTICS_WINDOW_MS = 60_000;

const Log = z.array(z.unknown());

/** The stored log, keeping only well-formed entries (it is read back from storage, never trusted blindly). */
export function readDiagnostics(value: unknown): DiagnosticEntry[] {
  const list = Log.safeParse(value);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const entry = DiagnosticEntry.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

/** The log with one more report: a repeat moves to the end with its count raised; the oldest entries go first. */
export function appendDiagnostic(
  log: readonly DiagnosticEntry[],
  report: Omit<DiagnosticEntry, 'at' | 'count'>,
  at: string,
): DiagnosticEntry[] {
  const message = report.message.slice(0, MAX_DIAGNOSTIC_MESSAGE);
  const same = (entry: DiagnosticEntry) => entry.where === report.where && entry.adapter === report.adapter && entry.message === message;
  const previous = log.find(same);
  const next: DiagnosticEntry = {
    at,
    where: report.where,
    ...(report.adapter ? { adapter: report.adapter } : {}),
    message,
    count: (previous?.count ?? 0) + 1,
  };
  return [...log.filter((entry) => !same(entry)), next].slice(-MAX_DIAGNOSTICS);
}

/** A fixed-window counter per key (a tab): `allow` says whether one more is within the limit. */
export function createRateLimit(limit = DIAGNOSTICS_PER_TAB, windowMs = DIAGNOSTICS_WINDOW_MS) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    allow(key: number, now: number): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        // Old windows are dropped as new ones open: the map holds the tabs of the last window only.
        for (const [other, window] of windows) if (now - window.start >= windowMs) windows.delete(other);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count++;
      return current.count <= limit;
    },
  };
}

/** The log as text for the clipboard: one line per entry. */
export function diagnosticsText(log: readonly DiagnosticEntry[]): string {
  return log
    .map((entry) => `${entry.at}\t${entry.where}\t${entry.adapter ?? '-'}\t${entry.count}\t${entry.message.replace(/\s+/g, ' ')}`)
    .join('\n');
}
