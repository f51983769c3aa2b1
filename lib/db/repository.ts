import type { Posting } from '../posting';
import type { Reminder } from '../reminders/schema';
import type { StoredDeepRead } from '../deep-read/record';
import { companyCore, linkDuplicates } from '../dedupe';
import type { JobsightDatabase } from './open';
import { StoredPosting, companyKey, type Status } from './schema';

/**
 * Every read and write of saved postings. Each write is one transaction, awaited to its end
 * (`tx.done`) before the caller replies, so an answered save is a durable save.
 */

function newRecord(posting: Posting, now: string): StoredPosting {
  return {
    id: posting.id,
    posting,
    site: posting.source.site,
    company: companyKey(posting.company.name),
    status: 'viewed',
    savedAt: null,
    lastSeenAt: now,
    statusHistory: [],
    notes: '',
    checklist: [],
    updatedAt: now,
    companyCore: companyCore(posting.company.name),
    duplicates: [],
  };
}

/**
 * Records a posting as seen at the time it was read (`posting.lastSeenAt`): new ones are added,
 * known ones get the fresh read and keep all the user added to them.
 */
export async function recordSeen(db: JobsightDatabase, posting: Posting): Promise<StoredPosting> {
  const now = posting.lastSeenAt;
  const core = companyCore(posting.company.name);
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const existing = await tx.store.get(posting.id);
  let record: StoredPosting;
  if (existing) {
    record = {
      ...existing,
      posting: { ...posting, firstSeenAt: existing.posting.firstSeenAt, lastSeenAt: now },
      site: posting.source.site,
      company: companyKey(posting.company.name),
      companyCore: core,
      lastSeenAt: now,
      updatedAt: now,
    };
  } else {
    record = newRecord({ ...posting, firstSeenAt: now, lastSeenAt: now }, now);
  }
  // Duplicates (lib/dedupe.ts): the same role among this company's postings, and those linked before.
  const candidates = await tx.store.index('byCompanyCore').getAll(core, MAX_CANDIDATES);
  const known = new Set(candidates.map((c) => c.id));
  const before = (existing?.duplicates ?? []).filter((id) => !known.has(id));
  const previous = await Promise.all(before.map((id) => tx.store.get(id)));
  const linked = linkDuplicates(record, [...candidates, ...previous.filter((c): c is StoredPosting => c !== undefined)]);
  await Promise.all([tx.store.put(linked.record), ...linked.changed.map((other) => tx.store.put(other))]);
  await tx.done;
  return linked.record;
}

/** A company with more saved postings than this is compared against its first ones only. */
const MAX_CANDIDATES = 500;

async function update(
  db: JobsightDatabase,
  id: string,
  change: (record: StoredPosting) => StoredPosting | undefined,
): Promise<StoredPosting | undefined> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const existing = await tx.store.get(id);
  const next = existing ? change(existing) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next ?? existing;
}

/** `also` changes the record further in the same transaction (the follow-up date after "Applied"). */
export function setStatus(
  db: JobsightDatabase,
  id: string,
  status: Status,
  now: string,
  also: (record: StoredPosting) => StoredPosting = (r) => r,
): Promise<StoredPosting | undefined> {
  return update(db, id, (record) => (record.status === status ? undefined : also(withStatus(record, status, now))));
}

/**
 * Replaces a posting's reminders (the page sends the whole list, checked against the schema). A page's copy may be
 * older than a notification shown meanwhile: a reminder whose time is unchanged keeps the mark that it was shown.
 */
export function setReminders(db: JobsightDatabase, id: string, reminders: Reminder[], now: string): Promise<StoredPosting | undefined> {
  return update(db, id, (record) => {
    const stored = new Map((record.reminders ?? []).map((reminder) => [reminder.id, reminder]));
    const kept = reminders.map((reminder) => {
      const before = stored.get(reminder.id);
      return before?.notifiedAt && before.at === reminder.at && !reminder.notifiedAt
        ? { ...reminder, notifiedAt: before.notifiedAt }
        : reminder;
    });
    return { ...record, reminders: kept, updatedAt: now };
  });
}

/** Marks reminders as notified, by posting id and reminder id, in one transaction. */
export async function markNotified(
  db: JobsightDatabase,
  done: readonly { postingId: string; reminderId: string }[],
  now: string,
): Promise<StoredPosting[]> {
  const byPosting = new Map<string, Set<string>>();
  for (const { postingId, reminderId } of done) byPosting.set(postingId, (byPosting.get(postingId) ?? new Set()).add(reminderId));
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const changed: StoredPosting[] = [];
  for (const [postingId, ids] of byPosting) {
    const record = await tx.store.get(postingId);
    if (!record?.reminders) continue;
    // Not a change the user made: updatedAt (the import's tie-breaker, the "last changed" order) stays as it was.
    const next = {
      ...record,
      reminders: record.reminders.map((reminder) => (ids.has(reminder.id) ? { ...reminder, notifiedAt: now } : reminder)),
    };
    await tx.store.put(next);
    changed.push(next);
  }
  await tx.done;
  return changed;
}

export function savePosting(db: JobsightDatabase, id: string, now: string): Promise<StoredPosting | undefined> {
  return update(db, id, (record) =>
    record.status !== 'viewed'
      ? undefined
      : {
          ...record,
          status: 'saved',
          savedAt: now,
          statusHistory: [...record.statusHistory, { status: 'saved', at: now }],
          updatedAt: now,
        },
  );
}

export function unsavePosting(db: JobsightDatabase, id: string, now: string): Promise<StoredPosting | undefined> {
  return setStatus(db, id, 'viewed', now);
}

export function setNotes(db: JobsightDatabase, id: string, notes: string, now: string): Promise<StoredPosting | undefined> {
  return update(db, id, (record) => (record.notes === notes ? undefined : { ...record, notes, updatedAt: now }));
}

export function setChecklistItem(
  db: JobsightDatabase,
  id: string,
  itemId: string,
  done: boolean,
  now: string,
): Promise<StoredPosting | undefined> {
  return update(db, id, (record) => {
    const has = record.checklist.includes(itemId);
    if (has === done) return undefined;
    const checklist = done ? [...record.checklist, itemId] : record.checklist.filter((item) => item !== itemId);
    return { ...record, checklist, updatedAt: now };
  });
}

/**
 * Keeps a deep read with its posting, replacing the one before (a re-run on demand). `reading` makes it from
 * the stored posting, in the same transaction; undefined when there is no such posting or it refuses.
 */
export async function setDeepRead(
  db: JobsightDatabase,
  id: string,
  reading: (posting: Posting) => StoredDeepRead | undefined,
  now: string,
): Promise<StoredPosting | undefined> {
  let kept = false;
  const record = await update(db, id, (current) => {
    const deepRead = reading(current.posting);
    if (!deepRead) return undefined;
    kept = true;
    return { ...current, deepRead, updatedAt: now };
  });
  return kept ? record : undefined;
}

export async function getPosting(db: JobsightDatabase, id: string): Promise<StoredPosting | undefined> {
  const record = await db.get('postings', id);
  return record ? validated(record) : undefined;
}

/** Puts back a record exactly as it was (undo of a delete), and its duplicates' links back to it. */
export async function restorePosting(db: JobsightDatabase, record: StoredPosting): Promise<void> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const others = await Promise.all((record.duplicates ?? []).map((id) => tx.store.get(id)));
  const relinked = others.flatMap((other) =>
    other && !(other.duplicates ?? []).includes(record.id) ? [{ ...other, duplicates: [...(other.duplicates ?? []), record.id] }] : [],
  );
  await Promise.all([tx.store.put(record), ...relinked.map((other) => tx.store.put(other))]);
  await tx.done;
}

/** Deletes a posting; its duplicates forget it (a restore links them again). */
export async function deletePosting(db: JobsightDatabase, id: string): Promise<boolean> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const existing = await tx.store.get(id);
  if (existing) {
    const others = await Promise.all((existing.duplicates ?? []).map((other) => tx.store.get(other)));
    const unlinked = others.flatMap((other) =>
      other ? [{ ...other, duplicates: (other.duplicates ?? []).filter((link) => link !== id) }] : [],
    );
    await Promise.all([tx.store.delete(id), ...unlinked.map((other) => tx.store.put(other))]);
  }
  await tx.done;
  return existing !== undefined;
}

/** The records a record is linked to as the same role, those that still exist. */
export async function getDuplicates(db: JobsightDatabase, record: StoredPosting): Promise<StoredPosting[]> {
  const ids = record.duplicates ?? [];
  if (ids.length === 0) return [];
  const tx = db.transaction('postings');
  const found = await Promise.all(ids.map((id) => tx.store.get(id)));
  return found.flatMap((value) => {
    const valid = value && validated(value);
    return valid ? [valid] : [];
  });
}

/** Saved postings, newest save first, read page by page from the bySavedAt index. */
export async function listSaved(db: JobsightDatabase, limit = 200): Promise<StoredPosting[]> {
  const records: StoredPosting[] = [];
  let cursor = await db.transaction('postings').store.index('bySavedAt').openCursor(null, 'prev');
  while (cursor && records.length < limit) {
    const record = validated(cursor.value);
    if (record) records.push(record);
    cursor = await cursor.continue();
  }
  return records;
}

/**
 * A record read back is checked against the schema: a record that fails is kept in the
 * database untouched (nothing a user saved is thrown away) but not shown.
 */
export function validated(value: unknown): StoredPosting | undefined {
  const parsed = StoredPosting.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

// Tracker: changes to several records, each set in one transaction (one strict commit, not one per record).

function withStatus(record: StoredPosting, status: Status, now: string): StoredPosting {
  return {
    ...record,
    status,
    savedAt: status === 'viewed' ? null : (record.savedAt ?? now),
    statusHistory: [...record.statusHistory, { status, at: now }].slice(-1_000),
    updatedAt: now,
  };
}

/** Moves several postings to one status; returns the records that changed. */
export async function setStatusMany(
  db: JobsightDatabase,
  ids: readonly string[],
  status: Status,
  now: string,
  also: (record: StoredPosting) => StoredPosting = (r) => r,
): Promise<StoredPosting[]> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const existing = await Promise.all(ids.map((id) => tx.store.get(id)));
  const changed = existing
    .filter((record): record is StoredPosting => record !== undefined && record.status !== status)
    .map((record) => also(withStatus(record, status, now)));
  await Promise.all(changed.map((record) => tx.store.put(record)));
  await tx.done;
  return changed;
}

/** Deletes several postings; returns them as they were, for an undo. */
export async function deletePostings(db: JobsightDatabase, ids: readonly string[]): Promise<StoredPosting[]> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  const existing = (await Promise.all(ids.map((id) => tx.store.get(id)))).filter((record): record is StoredPosting => record !== undefined);
  await Promise.all(existing.map((record) => tx.store.delete(record.id)));
  await tx.done;
  return existing.map((record) => validated(record) ?? record);
}

/** Puts several records back exactly as they were (undo of a bulk delete). */
export async function restorePostings(db: JobsightDatabase, records: readonly StoredPosting[]): Promise<void> {
  const tx = db.transaction('postings', 'readwrite', { durability: 'strict' });
  await Promise.all(records.map((record) => tx.store.put(record)));
  await tx.done;
}
