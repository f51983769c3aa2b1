import * as z from 'zod/mini';
import { companyCore } from '../../dedupe';
import { eachStored } from './batches';
import { PostingV1 } from './records/v1';
import { PostingV2 } from './records/v2';
import type { Migration } from './types';

/**
 * Version 2: every posting gets `duplicates` (the ids of the same role seen on other sites, filled
 * from then on when a posting is recorded) and `companyCore` with its index `byCompanyCore` (where
 * duplicate candidates are looked up), and a `reports` store keeps the user's bad-read reports.
 * Safe to run on data that already has any of them: a record that has the fields keeps them, a store
 * or index is created only when missing.
 */

/** The fields version 2 adds, on one version-1 record. */
function upgradeRecord(record: PostingV1): PostingV2 {
  return { ...record, companyCore: companyCore(record.posting.company.name), duplicates: [] };
}

const isPostingV1 = (value: unknown): value is PostingV1 => PostingV1.safeParse(value).success;

/** Version 2's fields as a stored value may already hold them (a store migrated twice, a record put back by newer code). */
const Held = z.object({ companyCore: z.optional(z.string()), duplicates: z.optional(z.array(z.string())) });

/** Where a value the version-1 shape refuses keeps its company's name: the posting's, else the flat index key. */
const Named = z.union([z.object({ posting: z.object({ company: z.object({ name: z.string() }) }) }), z.object({ company: z.string() })]);

function nameOf(value: object): string {
  const named = Named.safeParse(value);
  if (!named.success) return '';
  return 'posting' in named.data ? named.data.posting.company.name : named.data.company;
}

/**
 * A well-formed version-1 record goes through `upgradeRecord`; one the version-1 shape refuses (damaged,
 * hidden by lib/db/repository.ts `validated`) is carried forward with the same fields, never dropped.
 * Whatever version 2 fields a record already holds are kept.
 */
function upgradeStored(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const held = Held.safeParse(value);
  const { companyCore: core, duplicates } = held.success ? held.data : {};
  if (core !== undefined && duplicates !== undefined) return value;
  if (isPostingV1(value)) {
    const upgraded = upgradeRecord(value);
    return { ...upgraded, companyCore: core ?? upgraded.companyCore, duplicates: duplicates ?? upgraded.duplicates };
  }
  return { ...value, companyCore: core ?? companyCore(nameOf(value)), duplicates: duplicates ?? [] };
}

export const migration: Migration<PostingV1, PostingV2> = {
  version: 2,
  description: 'duplicates and companyCore (indexed) on every posting; reports store for bad-read reports',
  record: PostingV2,
  async upgrade(db, tx) {
    if (!db.objectStoreNames.contains('reports')) {
      const reports = db.createObjectStore('reports', { keyPath: 'id' });
      reports.createIndex('byCapturedAt', 'capturedAt');
    }
    const store = tx.objectStore('postings');
    if (!store.indexNames.contains('byCompanyCore')) store.createIndex('byCompanyCore', 'companyCore');
    await eachStored(tx, 'postings', upgradeStored);
  },
  upgradeRecord,
  upgradeStored,
};
