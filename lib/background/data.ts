import { DB_VERSION } from '../db/migrations';
import type { JobsightDatabase } from '../db/open';
import { adapterFor } from '../extract/registry';
import type { Status } from '../db/schema';
import { postingsToCsv } from '../export/csv';
import { MAX_REPORTED, type ImportReport } from '../export/format';
import { parseImport } from '../export/import';
import { buildExport, exportFileName, exportJson } from '../export/json';
import { erasePostings, mergePostings, readAllPostings } from '../export/store';
import { translator, type Lang, type MessageKey } from '../i18n';
import type { Mark, Reply } from '../messages';
import { postingId } from '../posting/url';
import { readProfile, type Profile } from '../profile';
import { readSettings, type Settings } from '../settings';
import { backupName, deleteSnapshot } from '../db/backup';
import { takeSnapshot } from './durability';

/**
 * The background's side of the data area: export, import and erase for the extension's pages, and
 * the statuses of list-page cards for a content script. Kept apart from the router, which only
 * calls in here.
 */

/** The user's settings and profile as extension storage holds them (chrome.storage.local). */
export interface StoredPrefs {
  read(): Promise<{ settings?: unknown; profile?: unknown }>;
  write(values: { settings?: Settings; profile?: Profile }): Promise<void>;
  clear(): Promise<void>;
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
  });
  return { ok: true, text: exportJson(file), fileName: exportFileName(now, 'json'), count: postings.length };
}

/**
 * Validates, then writes the postings in one transaction; the profile and settings (when asked
 * for) only after that transaction has succeeded, so a failed import leaves everything as it was.
 */
export async function importData(text: string, restoreSettings: boolean, deps: DataDeps): Promise<Reply> {
  const parsed = parseImport(text, { schemaVersion: DB_VERSION });
  if (!parsed.ok) return { ok: false, error: parsed.error, reasons: parsed.reasons };
  // durability (harden-data): what the import could change is kept first, restorable from the options
  // page (reliability.md §2.8).
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
  if (restoreSettings && parsed.settings) prefs.settings = parsed.settings;
  if (restoreSettings && parsed.profile) prefs.profile = parsed.profile;
  if (prefs.settings || prefs.profile) await deps.prefs.write(prefs);
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

const MARK_LABELS: Record<Status, MessageKey> = {
  viewed: 'markerSeen',
  saved: 'markerSaved',
  applied: 'markerApplied',
  interviewing: 'markerInterviewing',
  offer: 'markerOffer',
  rejected: 'markerRejected',
  archived: 'markerArchived',
};

/**
 * Which of a list page's cards the user has seen, saved or applied to. The site is the sender's
 * own (from its address, never from the message), so a page can only ask about its own site's
 * jobs; the answer holds a status and its label for the ids asked, nothing else of the records.
 */
export async function marksFor(externalIds: readonly string[], senderUrl: string | undefined, deps: DataDeps): Promise<Reply> {
  let url: URL;
  try {
    url = new URL(senderUrl ?? '');
  } catch {
    return { ok: false, error: 'no sender page' };
  }
  const adapter = adapterFor(url);
  if (!adapter?.cards) return { ok: false, error: 'not a list page of a supported site' };
  const unique = [...new Set(externalIds)];
  const tx = (await deps.db()).transaction('postings', 'readonly');
  const records = await Promise.all(unique.map((externalId) => tx.store.get(postingId(adapter.id, externalId, url.href))));
  await tx.done;
  const t = translator(await deps.lang());
  const marks: Mark[] = [];
  records.forEach((record, index) => {
    if (!record || record.site !== adapter.id) return;
    marks.push({ id: unique[index]!, status: record.status, label: t(MARK_LABELS[record.status]) });
  });
  return { ok: true, marks };
}
