import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { statusKey } from '@/components/tracker/bits';
import { ask, type ListQuery } from '@/components/tracker/data';
import type { Status, StoredPosting } from '@/lib/db/schema';
import type { TrackerRow } from '@/lib/tracker/types';

const BULK_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface BulkOptions {
  /** The list shown: "select all" takes every row it has, not only the loaded ones. */
  query: ListQuery;
  onError(error: string): void;
  /** After a delete, before the list is asked again: the parent closes what showed the deleted postings. */
  onDeleted(ids: string[]): void;
  refresh(): void;
}

export interface Bulk {
  selected: ReadonlySet<string>;
  select(row: TrackerRow, on: boolean): void;
  selectAll(): Promise<void>;
  selectNone(): void;
  status: Status;
  setStatus(status: Status): void;
  apply(): Promise<void>;
  remove(): Promise<void>;
  /** The postings of the last delete, until they are restored. */
  deleted: StoredPosting[] | null;
  undo(): Promise<void>;
  /** What the last bulk action did, for screen readers. */
  message: string;
}

/** The selection of the list's rows and what is done to all of them at once. */
export function useBulk({ query, onError, onDeleted, refresh }: BulkOptions): Bulk {
  const { t } = useI18n();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleted, setDeleted] = useState<StoredPosting[] | null>(null);
  const [status, setStatus] = useState<Status>('applied');
  const [message, setMessage] = useState('');

  // Selection belongs to what is shown: a new view starts with none.
  useEffect(() => setSelected(new Set()), [query.view]);

  const select = (row: TrackerRow, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });

  const selectAll = async () => {
    const reply = await ask({ type: 'tracker:ids', query });
    if (reply.ok && reply.ids) setSelected(new Set(reply.ids));
  };

  const apply = async () => {
    let count = 0;
    for (const part of chunks([...selected], BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:status', ids: part, status });
      if (!reply.ok) onError(reply.error);
      else count += reply.count ?? 0;
    }
    setMessage(t('tracker_bulkMoved', { count, status: t(statusKey(status)) }));
    refresh();
  };

  // Deleting is immediate and undoable, rather than asked about first.
  const remove = async () => {
    const ids = [...selected];
    const removed: StoredPosting[] = [];
    for (const part of chunks(ids, BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:delete', ids: part });
      if (!reply.ok) onError(reply.error);
      else removed.push(...(reply.records ?? []));
    }
    setDeleted(removed);
    setSelected(new Set());
    onDeleted(ids);
    refresh();
  };

  const undo = async () => {
    if (!deleted) return;
    for (const part of chunks(deleted, BULK_CHUNK)) {
      const reply = await ask({ type: 'postings:restore', records: part });
      if (!reply.ok) onError(reply.error);
    }
    setMessage(t('tracker_restored', { count: deleted.length }));
    setDeleted(null);
    refresh();
  };

  const selectNone = () => setSelected(new Set());
  return { selected, select, selectAll, selectNone, status, setStatus, apply, remove, deleted, undo, message };
}
