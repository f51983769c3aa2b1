import { DB_VERSION } from '../db/migrations';
import type { JobsightDatabase } from '../db/open';
import { postingsToCsv } from '../export/csv';
import { MAX_REPORTED, type ImportReport } from '../export/format';
import { parseImport } from '../export/import';
import { buildExport, exportFileName, exportJson } from '../export/json';
import { erasePostings, mergePostings, readAllPostings } from '../export/store';
import type { Lang } from '../i18n';
import type { Reply } from '../messages';
import { readProfile, type Profile } from '../profile';
import { optionalSections, readSettings, type Settings } from '../settings';
import { backupName, deleteSnapshot } from '../db/backup';
import { takeSnapshot } from './durability';
import { mergeDismissed, readDismissed, type DismissedCard } from '../lists/dismissed';

/**
 * The background's side of the data area: export, import and erase for the extension's pages.
 * Kept apart from the router, which only calls in here; list pages' cards are lib/background/lists.ts.
 */

/** The user's settings and profile as extension storage holds them (chrome.storage.local). */
export interface StoredPrefs {
  read(): Promise<{ settings?: unknown; profile?: unknown }>;
  write(values: { settings?: Settings; profile?: Profile }): Promise<void>;
  clear(): Promise<void>;
  /** The cards dismissed on list pages (lib/lists/dismissed.ts); absent in tests that do not need them. */
  readDismissed?(): Promise<unknown>;
  writeDismissed?(cards: DismissedCard[]): Promise<void>;
  /** A whole export was made (the export reminder counts from it). */
  noteExport?(at: string): Promise<void>;
}

export interface DataDeps {
  db(): Promise<JobsightDatabase>;
  now(): string;
  prefs: StoredPrefs;
  /** The interface language of the moment (markers are labelled in it). */
  lang(): Promise<Lang>;
  /** Many records changed at once (import, erase): derived data (the market sample) is rebuilt. */
  reset?(): void;
}

export async function exportData(format: 'json' | 'csv', deps: DataDeps): Promise<Reply> {
  const now = deps.now();
  const postings = await readAllPostings(await deps.db());
  if (format === 'csv') return { ok: true, text: postingsToCsv(postings), fileName: exportFileName(now, 'csv'), count: postings.length };
  const stored = await deps.prefs.read();
  const file = buildExport({
    postings,
    schemaVersion: DB_VERSION,
    now,
    ...(stored.settings !== undefined ? { settings: readSettings(stored.settings) } : {}),
    ...(stored.profile !== undefined ? { profile: readProfile(stored.profile) } : {}),
    dismissed: readDismissed(await deps.prefs.readDismissed?.()),
  });
  await deps.prefs.noteExport?.(now);
  return { ok: true, text: exportJson(file), fileName: exportFileName(now, 'json'), count: postings.length };
}

/**
 * Validates, then writes the postings in one transaction; the profile and settings (when asked
 * for) only after that transaction has succeeded, so a failed import leaves everything as it was.
 */
export async function importData(text: string, restoreSettings: boolean, deps: DataDeps): Promise<Reply> {
  const parsed = parseImport(text, { schemaVersion: DB_VERSION });
  if (!parsed.ok) return { ok: false, error: parsed.error, reasons: parsed.reasons };
  // What the import could change is kept first, restorable from the options
  // page (docs/reliability.md §2.8).
  const db = await deps.db();
  let snapshotFailed = false;
  try {
    await takeSnapshot(db, 'import', deps);
  } catch {
    // No snapshot (the disk is full, say): the import still lands whole or not at all.
    snapshotFailed = true;
  }
  const merged = await mergePostings(db, parsed.postings);
  // An older snapshot must not pass for the state before an import that changed something.
  if (snapshotFailed && merged.written.length > 0) await deleteSnapshot(backupName(db.name)).catch(() => undefined);
  // end durability
  const prefs: { settings?: Settings; profile?: Profile } = {};
  // A file's settings replace these, except the sections the file does not have (one from an older version keeps
  // the block lists, reminders and backups set up here).
  if (restoreSettings && parsed.settings)
    prefs.settings = { ...optionalSections(readSettings((await deps.prefs.read()).settings)), ...parsed.settings };
  if (restoreSettings && parsed.profile) prefs.profile = parsed.profile;
  if (prefs.settings || prefs.profile) await deps.prefs.write(prefs);
  if (parsed.dismissed.length > 0 && deps.prefs.writeDismissed) {
    await deps.prefs.writeDismissed(mergeDismissed(readDismissed(await deps.prefs.readDismissed?.()), parsed.dismissed));
  }
  if (merged.written.length > 0) deps.reset?.();
  const outcome = (value: unknown, rejected: boolean, restored: boolean): ImportReport['settings'] =>
    rejected ? 'rejected' : value === undefined ? 'absent' : restored ? 'restored' : 'kept';
  const report: ImportReport = {
    inserted: merged.inserted,
    updated: merged.updated,
    unchanged: merged.unchanged,
    conflictCount: merged.conflictCount,
    conflicts: merged.conflicts,
    rejectedCount: parsed.rejected.length,
    rejected: parsed.rejected.slice(0, MAX_REPORTED),
    settings: outcome(parsed.settings, parsed.settingsRejected, prefs.settings !== undefined),
    profile: outcome(parsed.profile, parsed.profileRejected, prefs.profile !== undefined),
  };
  return { ok: true, importReport: report };
}

export async function eraseData(deps: DataDeps): Promise<Reply> {
  const db = await deps.db();
  const count = await erasePostings(db);
  await deps.prefs.clear();
  // Everything means the automatic snapshot too: nothing erased stays restorable.
  await deleteSnapshot(backupName(db.name));
  deps.reset?.();
  return { ok: true, count };
}

export async function countData(deps: DataDeps): Promise<Reply> {
  return { ok: true, count: await (await deps.db()).count('postings') };
}
