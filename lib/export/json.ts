import type { StoredPosting } from '../db/schema';
import type { Profile } from '../profile';
import type { Settings } from '../settings';
import type { DismissedCard } from '../lists/dismissed';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from './format';

interface ExportInput {
  postings: StoredPosting[];
  settings?: Settings;
  profile?: Profile;
  dismissed?: DismissedCard[];
  schemaVersion: number;
  now: string;
}

/** Everything, as stored: the records whole (notes, checklist, status history), the profile, the settings and the dismissed cards. */
export function buildExport({ postings, settings, profile, dismissed, schemaVersion, now }: ExportInput): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    schemaVersion,
    ...(settings ? { settings } : {}),
    ...(profile ? { profile } : {}),
    postings,
    ...(dismissed && dismissed.length > 0 ? { dismissed } : {}),
  };
}

export function exportJson(file: ExportFile): string {
  return JSON.stringify(file);
}

/** "jobsight-2026-11-29.json": the date of the export, in the file name the user sees. */
export function exportFileName(now: string, extension: 'json' | 'csv'): string {
  return `jobsight-${now.slice(0, 10)}.${extension}`;
}
