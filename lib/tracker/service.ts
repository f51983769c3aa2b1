import type { JobsightDatabase } from '../db/open';
import type { StoredPosting } from '../db/schema';
import type { ReminderItem } from '../reminders/plan';
import type { Profile } from '../profile';
import { chartsOf, type TrackerCharts } from './charts';
import { entryOf, looksLikeRecord, type TrackerEntry } from './entry';
import { buildPredicate, hasFilters, sortEntries, toRow, UNKNOWN_SCORE, type KnownScore } from './query';
import { MarketGroups, scoreRecord, scoreStamp, type CachedScore, type ScoreSettings, type ScoreStore } from './scores';
import {
  BOARD_STATUSES,
  DEFAULT_SORT,
  type TrackerBoard,
  type TrackerFacets,
  type TrackerPage,
  type TrackerQuery,
  type TrackerRow,
} from './types';

/**
 * The tracker's side of the background: a compact entry per record (row, sort keys, search text)
 * built once from the database in batches and kept current as records change, queried for every
 * keystroke; and the list's scores, filled in behind it. Until the entries are built, the default
 * views are answered straight from the database's indexes, so that a popup opens at once.
 */

interface TrackerDeps {
  db(): Promise<JobsightDatabase>;
  /** What the scores depend on now; read again after `settingsChanged()`. */
  scoreSettings(): Promise<ScoreSettings>;
  scoreStore?: ScoreStore;
  /** Lets messages in between chunks of background work (a macrotask in the browser). */
  pause?(): Promise<void>;
}

export interface Tracker {
  query(query: TrackerQuery): Promise<TrackerPage>;
  board(query: Omit<TrackerQuery, 'offset' | 'limit'>, perColumn: number): Promise<TrackerBoard>;
  ids(query: Omit<TrackerQuery, 'offset' | 'limit'>): Promise<string[]>;
  facets(): Promise<TrackerFacets>;
  /** Every reminder of every record, with its posting's title, company and address. */
  reminders(): Promise<ReminderItem[]>;
  /** The tracker page's charts over every record, against the user's profile, weeks on the user's clock. */
  charts(profile: Profile, now: string, utcOffsetMinutes: number): Promise<TrackerCharts>;
  /** Returns false when the index already holds this very version of the record (a read, not a write). */
  changed(record: StoredPosting): boolean;
  deleted(id: string): void;
  /** The profile or the weights changed: every score is computed again. */
  settingsChanged(): void;
  /** Many records changed at once (an import, an erase): forget everything and build again on the next query. */
  reset(): void;
  /** Resolves when the entries are built (the first call starts the build). */
  ready(): Promise<void>;
  /** Resolves when no score is left to compute (for tests and the benchmark). */
  scored(): Promise<void>;
  stats(): { entries: number; scored: number; stale: number; ready: boolean };
}

const READ_BATCH = 500;
const SCORE_BATCH = 50;
const QUERY_CACHE = 4;
const PRIORITY_MAX = 500;

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function sameReminders(held: readonly unknown[] | undefined, now: readonly unknown[] | undefined): boolean {
  if ((held?.length ?? 0) === 0 && (now?.length ?? 0) === 0) return true;
  return JSON.stringify(held) === JSON.stringify(now);
}

export function createTracker(deps: TrackerDeps): Tracker {
  const pause = deps.pause ?? nextTick;
  const entries = new Map<string, TrackerEntry>();
  let ready = false;
  let building: Promise<void> | null = null;
  /** A build started before a reset must not write what it read into the new index. */
  let generation = 0;
  /** Records written or deleted while the build reads: the build must not put back what it read before. */
  const touched = new Set<string>();
  /** Bumped by every change that can alter a query's answer; cached answers carry the version they were made at. */
  let version = 0;

  const scores = new Map<string, CachedScore>();
  let settings: ScoreSettings | null = null;
  let settingsLoading: Promise<ScoreSettings> | null = null;
  let scoresLoaded: Promise<void> | null = null;
  const stale = new Set<string>();
  let priority: string[] = [];
  let market: MarketGroups | null = null;
  let marketLoading: Promise<MarketGroups> | null = null;
  let filling: Promise<void> | null = null;
  let scoringStart: Promise<void> | null = null;
  let fillError: unknown = null;

  const cache = new Map<string, { version: number; list: TrackerEntry[] }>();
  /** Every entry in one column's order: a keystroke filters it (order kept) instead of sorting again. */
  const sorted = new Map<string, { version: number; list: TrackerEntry[] }>();

  const known = (entry: TrackerEntry): KnownScore => {
    const score = scores.get(entry.row.id);
    if (!score || !settings || score.stamp !== scoreStamp(entry.updatedAt, settings.key)) return UNKNOWN_SCORE;
    return { overall: score.overall, fit: score.fit, checklistTotal: score.strategy, risk: score.risk ?? null };
  };

  const scoring = () => ({ done: Math.max(0, entries.size - stale.size), total: entries.size });

  async function build(): Promise<void> {
    const started = generation;
    const db = await deps.db();
    let after: string | undefined;
    for (;;) {
      const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
      const batch: unknown[] = await db.getAll('postings', range, READ_BATCH);
      if (started !== generation) return;
      for (const value of batch) {
        if (!looksLikeRecord(value) || touched.has(value.id)) continue;
        entries.set(value.id, entryOf(value));
      }
      if (batch.length < READ_BATCH) break;
      after = (batch[batch.length - 1] as { id: string }).id;
      await pause();
    }
    touched.clear();
    ready = true;
    version++;
    scoringStart = startScoring().catch(() => undefined);
  }

  function ensureBuilt(): Promise<void> {
    if (ready) return Promise.resolve();
    building ??= build().catch((error: unknown) => {
      building = null;
      throw error;
    });
    return building;
  }

  async function ensureSettings(): Promise<ScoreSettings> {
    if (settings) return settings;
    settingsLoading ??= deps.scoreSettings().then((loaded) => {
      settings = loaded;
      settingsLoading = null;
      return loaded;
    });
    return settingsLoading;
  }

  /** Which entries lack a good score, after the stored scores are read back. */
  async function startScoring(): Promise<void> {
    const current = await ensureSettings();
    scoresLoaded ??= (async () => {
      const stored = deps.scoreStore ? await deps.scoreStore.loadAll().catch(() => []) : [];
      for (const score of stored) scores.set(score.id, score);
    })();
    await scoresLoaded;
    for (const entry of entries.values()) {
      const score = scores.get(entry.row.id);
      if (!score || score.stamp !== scoreStamp(entry.updatedAt, current.key)) stale.add(entry.row.id);
    }
    version++;
    void fill();
  }

  /** The pay comparison needs every record's market figures: one more pass over the store, only when something must be scored. */
  async function ensureMarket(): Promise<MarketGroups> {
    if (market) return market;
    marketLoading ??= (async () => {
      const groups = new MarketGroups();
      const db = await deps.db();
      let after: string | undefined;
      for (;;) {
        const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
        const batch: unknown[] = await db.getAll('postings', range, READ_BATCH);
        for (const value of batch) if (looksLikeRecord(value)) groups.set(value);
        if (batch.length < READ_BATCH) break;
        after = (batch[batch.length - 1] as { id: string }).id;
        await pause();
      }
      market = groups;
      marketLoading = null;
      return groups;
    })();
    return marketLoading;
  }

  function nextBatch(): string[] {
    const batch: string[] = [];
    const rest: string[] = [];
    for (const id of priority) {
      if (batch.length < SCORE_BATCH && stale.has(id) && !batch.includes(id)) batch.push(id);
      else if (stale.has(id)) rest.push(id);
    }
    priority = rest;
    if (batch.length < SCORE_BATCH) {
      for (const id of stale) {
        if (batch.length >= SCORE_BATCH) break;
        if (!batch.includes(id)) batch.push(id);
      }
    }
    return batch;
  }

  async function fillLoop(): Promise<void> {
    for (;;) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      const current = await ensureSettings();
      const groups = await ensureMarket();
      const db = await deps.db();
      const tx = db.transaction('postings');
      const records = await Promise.all(batch.map((id) => tx.store.get(id)));
      const computed: CachedScore[] = [];
      records.forEach((record, i) => {
        const id = batch[i]!;
        stale.delete(id);
        if (!record || !looksLikeRecord(record)) return;
        try {
          computed.push(scoreRecord(record, current, groups));
        } catch {
          // A posting the analysis cannot read stays unscored rather than stopping the others.
        }
      });
      // Settings that changed while this batch ran make its scores stale already: the stamps say so.
      for (const score of computed) scores.set(score.id, score);
      version++;
      if (deps.scoreStore) await deps.scoreStore.putMany(computed).catch(() => undefined);
      await pause();
    }
  }

  function fill(): Promise<void> {
    filling ??= fillLoop().then(
      () => {
        filling = null;
        fillError = null;
        if (stale.size > 0 && ready) void fill();
      },
      (error: unknown) => {
        // No retry loop: the next query or change starts scoring again.
        filling = null;
        fillError = error;
      },
    );
    return filling;
  }

  function listFor(query: Omit<TrackerQuery, 'offset' | 'limit'>): TrackerEntry[] {
    const key = JSON.stringify([query.view, query.text, query.filters, query.sort]);
    const hit = cache.get(key);
    if (hit && hit.version === version) return hit.list;
    const test = buildPredicate(query, known);
    const list = sortedBy(query.sort.key, query.sort.dir).filter(test);
    cache.delete(key);
    cache.set(key, { version, list });
    if (cache.size > QUERY_CACHE) cache.delete(cache.keys().next().value!);
    return list;
  }

  function sortedBy(sortKey: TrackerQuery['sort']['key'], dir: TrackerQuery['sort']['dir']): TrackerEntry[] {
    const key = `${sortKey}:${dir}`;
    const hit = sorted.get(key);
    if (hit && hit.version === version) return hit.list;
    const list = sortEntries([...entries.values()], sortKey, dir, known);
    sorted.set(key, { version, list });
    return list;
  }

  function rowsOf(list: readonly TrackerEntry[]): TrackerRow[] {
    const rows = list.map((entry) => toRow(entry, known(entry)));
    const missing = rows.filter((row) => row.overall === null && stale.has(row.id)).map((row) => row.id);
    // What is on screen is scored first.
    if (missing.length > 0) priority = [...missing, ...priority.filter((id) => !missing.includes(id))].slice(0, PRIORITY_MAX);
    return rows;
  }

  /** The default view of saved (or all) postings, newest first, read from the database's index while the entries are built. */
  function isIndexable(query: TrackerQuery): boolean {
    const sort = DEFAULT_SORT[query.view];
    return (
      query.view !== 'viewed' &&
      query.text.trim() === '' &&
      !hasFilters(query.filters) &&
      query.sort.key === sort.key &&
      query.sort.dir === sort.dir
    );
  }

  async function fromIndexes(query: TrackerQuery): Promise<TrackerPage> {
    const db = await deps.db();
    const tx = db.transaction('postings');
    const source = query.view === 'saved' ? tx.store.index('bySavedAt') : tx.store.index('byLastSeen');
    const total = await source.count();
    const rows: TrackerRow[] = [];
    let cursor = await source.openCursor(null, 'prev');
    if (cursor && query.offset > 0) cursor = await cursor.advance(query.offset);
    while (cursor && rows.length < query.limit) {
      const value: unknown = cursor.value;
      if (looksLikeRecord(value)) {
        const entry = entryOf(value);
        rows.push(toRow(entry, known(entry)));
      }
      cursor = await cursor.continue();
    }
    return { total, offset: query.offset, rows, indexing: true, scoring: { done: 0, total } };
  }

  return {
    async query(query) {
      if (!ready && isIndexable(query)) {
        const page = await fromIndexes(query);
        // Reading every record blocks this thread for a while: start once this answer is on its way.
        setTimeout(() => void ensureBuilt().catch(() => undefined), 50);
        return page;
      }
      await ensureBuilt();
      const list = listFor(query);
      const rows = rowsOf(list.slice(query.offset, query.offset + query.limit));
      if (rows.some((row) => row.overall === null) && !filling && stale.size > 0) void fill();
      return { total: list.length, offset: query.offset, rows, indexing: false, scoring: scoring() };
    },

    async board(query, perColumn) {
      await ensureBuilt();
      const list = listFor({ ...query, view: 'saved' });
      const columns = BOARD_STATUSES.map((status) => {
        const inColumn = list.filter((entry) => entry.row.status === status);
        return { status, total: inColumn.length, rows: rowsOf(inColumn.slice(0, perColumn)) };
      });
      return { columns, indexing: false, scoring: scoring() };
    },

    async ids(query) {
      await ensureBuilt();
      return listFor(query).map((entry) => entry.row.id);
    },

    async facets() {
      await ensureBuilt();
      const sites = new Set<string>();
      const currencies = new Set<string>();
      const companies = new Map<string, number>();
      for (const entry of entries.values()) {
        sites.add(entry.row.site);
        if (entry.row.salary?.currency) currencies.add(entry.row.salary.currency);
        companies.set(entry.row.company, (companies.get(entry.row.company) ?? 0) + 1);
      }
      const topCompanies = [...companies.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 300)
        .map(([name]) => name)
        .sort((a, b) => a.localeCompare(b));
      return { sites: [...sites].sort(), currencies: [...currencies].sort(), companies: topCompanies };
    },

    async reminders() {
      await ensureBuilt();
      const items: ReminderItem[] = [];
      for (const { row, reminders } of entries.values()) {
        for (const reminder of reminders ?? [])
          items.push({ postingId: row.id, title: row.title, company: row.company, url: row.url, reminder });
      }
      return items;
    },

    async charts(profile, now, utcOffsetMinutes) {
      await ensureBuilt();
      return chartsOf(
        Array.from(entries.values(), (entry) => entry.chart),
        profile,
        now,
        { utcOffsetMinutes },
      );
    },

    changed(record) {
      const held = entries.get(record.id);
      // A notification marks reminders without a new change stamp: the entry follows them too.
      if (
        held &&
        held.updatedAt === record.updatedAt &&
        held.row.status === record.status &&
        sameReminders(held.reminders, record.reminders)
      )
        return false;
      if (!ready) touched.add(record.id);
      entries.set(record.id, entryOf(record));
      market?.set(record);
      if (settings) {
        const score = scores.get(record.id);
        if (!score || score.stamp !== scoreStamp(record.updatedAt, settings.key)) {
          stale.add(record.id);
          priority.unshift(record.id);
          if (priority.length > PRIORITY_MAX) priority.length = PRIORITY_MAX;
          if (ready) void fill();
        }
      }
      version++;
      return true;
    },

    deleted(id) {
      if (!ready) touched.add(id);
      entries.delete(id);
      market?.delete(id);
      scores.delete(id);
      stale.delete(id);
      void deps.scoreStore?.deleteMany([id]).catch(() => undefined);
      version++;
    },

    settingsChanged() {
      settings = null;
      settingsLoading = null;
      if (!ready) return;
      void ensureSettings().then((current) => {
        for (const entry of entries.values()) {
          const score = scores.get(entry.row.id);
          if (!score || score.stamp !== scoreStamp(entry.updatedAt, current.key)) stale.add(entry.row.id);
        }
        version++;
        void fill();
      });
    },

    reset() {
      generation++;
      entries.clear();
      touched.clear();
      stale.clear();
      priority = [];
      market = null;
      marketLoading = null;
      ready = false;
      building = null;
      cache.clear();
      sorted.clear();
      version++;
    },

    ready: ensureBuilt,

    async scored() {
      await ensureBuilt();
      await scoringStart;
      while (filling || stale.size > 0) {
        if (!filling) void fill();
        await filling;
        if (fillError) throw fillError instanceof Error ? fillError : new Error('scoring failed');
      }
    },

    stats() {
      return { entries: entries.size, scored: entries.size - stale.size, stale: stale.size, ready };
    },
  };
}
