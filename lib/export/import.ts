import type * as z from 'zod/mini';
import type { StoredPosting } from '../db/schema';
import type { Profile } from '../profile';
import type { Settings } from '../settings';
import { DismissedCard } from '../lists/dismissed';
import {
  EXPORT_VERSION,
  ExportEnvelope,
  MAX_IMPORT_BYTES,
  StrictProfile,
  StrictSettings,
  StrictStoredPosting,
  type Rejection,
} from './format';

/**
 * Reading an import file, following docs/reliability.md §2.8: a size cap before
 * anything else, JSON.parse, the envelope checked strictly, then every posting checked on its own
 * with the strict copy of the database's schema. A bad envelope refuses the whole file; a bad row
 * is left out and reported with its zod paths, so one damaged record does not cost the rest.
 * Nothing here touches storage: the caller writes what this returns in one transaction.
 */

type ParsedImport =
  | {
      ok: true;
      exportedAt: string;
      postings: StoredPosting[];
      settings?: Settings;
      profile?: Profile;
      dismissed: DismissedCard[];
      /** Rows and parts left out, with their reasons. */
      rejected: Rejection[];
      settingsRejected: boolean;
      profileRejected: boolean;
    }
  | { ok: false; error: string; reasons: string[] };

interface ParseOptions {
  /** The database version of this build: a file holding newer records is refused. */
  schemaVersion: number;
  maxBytes?: number;
}

/** The file's dismissed cards; a bad entry is left out and reported, the others kept. */
function dismissedOf(value: unknown[] | undefined, rejected: Rejection[]): DismissedCard[] {
  const cards: DismissedCard[] = [];
  (value ?? []).forEach((item, index) => {
    const parsed = DismissedCard.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    else rejected.push({ at: `dismissed.${index}`, reasons: describeIssues(parsed.error.issues).slice(0, MAX_REASONS) });
  });
  return cards;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_REASONS = 10;

/** UTF-8 length without encoding the text when the answer is plain from its length alone. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function tooLarge(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return utf8Length(text) > maxBytes;
}

function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.slice(0, MAX_REASONS).map((issue) => {
    const path = [...prefix, ...issue.path].map(String).join('.') || '(root)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.slice(0, 5).join(', ')})` : '';
    return `${path}: ${issue.code}${keys}`.slice(0, 300);
  });
}

/** Paths of keys that must never come in, whatever the schema says of their level (records' keys included). */
function forbiddenKeyPaths(value: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_REASONS || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => forbiddenKeyPaths(item, `${path}.${index}`, out));
    return;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) out.push(`${path}.${key}: forbidden_key`);
    else forbiddenKeyPaths((value as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

function idOf(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null || !Object.hasOwn(row, 'id')) return undefined;
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' ? id.slice(0, 300) : undefined;
}

function newer(a: StoredPosting, b: StoredPosting): boolean {
  return Date.parse(a.updatedAt) > Date.parse(b.updatedAt);
}

export function parseImport(text: string, options: ParseOptions): ParsedImport {
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  if (tooLarge(text, maxBytes)) {
    return { ok: false, error: 'too-large', reasons: [`the file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`] };
  }
  let json: unknown;
  try {
    // An editor may have saved the file with a byte-order mark.
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, error: 'not-json', reasons: [error instanceof Error ? error.message.slice(0, 200) : 'unreadable JSON'] };
  }
  const envelope = ExportEnvelope.safeParse(json);
  if (!envelope.success) return { ok: false, error: 'not-jobsight', reasons: describeIssues(envelope.error.issues) };
  const file = envelope.data;
  if (file.version > EXPORT_VERSION) {
    return { ok: false, error: 'newer-format', reasons: [`file format ${file.version}; this Jobsight reads up to ${EXPORT_VERSION}`] };
  }
  if (file.schemaVersion > options.schemaVersion) {
    return {
      ok: false,
      error: 'newer-schema',
      reasons: [`records of database version ${file.schemaVersion}; this Jobsight has ${options.schemaVersion}`],
    };
  }

  const rejected: Rejection[] = [];
  const part = <T>(name: 'settings' | 'profile', value: unknown, schema: z.ZodMiniType<T>): { value?: T; rejected: boolean } => {
    if (value === undefined) return { rejected: false };
    const forbidden: string[] = [];
    forbiddenKeyPaths(value, name, forbidden);
    const parsed = schema.safeParse(value);
    if (forbidden.length === 0 && parsed.success) return { value: parsed.data, rejected: false };
    rejected.push({ at: name, reasons: forbidden.length ? forbidden : describeIssues(parsed.error?.issues ?? []) });
    return { rejected: true };
  };
  const settings = part('settings', file.settings, StrictSettings);
  const profile = part('profile', file.profile, StrictProfile);

  const byId = new Map<string, StoredPosting>();
  file.postings.forEach((row, index) => {
    const at = `postings.${index}`;
    const id = idOf(row);
    const forbidden: string[] = [];
    forbiddenKeyPaths(row, at, forbidden);
    if (forbidden.length > 0) {
      rejected.push({ at, ...(id ? { id } : {}), reasons: forbidden });
      return;
    }
    const parsed = StrictStoredPosting.safeParse(row);
    if (!parsed.success) {
      rejected.push({ at, ...(id ? { id } : {}), reasons: describeIssues(parsed.error.issues, ['postings', index]) });
      return;
    }
    const record = parsed.data;
    if (record.posting.id !== record.id) {
      rejected.push({ at, id: record.id, reasons: [`${at}.posting.id: differs from ${at}.id`] });
      return;
    }
    const twin = byId.get(record.id);
    if (twin) {
      // The same posting twice in one file: the newer copy stands for it, the other is reported.
      const keep = newer(record, twin) ? record : twin;
      byId.set(record.id, keep);
      rejected.push({
        at,
        id: record.id,
        reasons: [`${at}: duplicate id, the copy updated ${keep === record ? twin.updatedAt : record.updatedAt} was left out`],
      });
      return;
    }
    byId.set(record.id, record);
  });

  return {
    ok: true,
    exportedAt: file.exportedAt,
    postings: [...byId.values()],
    ...(settings.value ? { settings: settings.value } : {}),
    ...(profile.value ? { profile: profile.value } : {}),
    dismissed: dismissedOf(file.dismissed, rejected),
    rejected,
    settingsRejected: settings.rejected,
    profileRejected: profile.rejected,
  };
}
