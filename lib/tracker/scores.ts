import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { analyze, type AnalyzeOptions, type MarketPosting } from '../analyze';
import { toMarketPosting } from '../analyze/market-posting';
import { companyKey, type StoredPosting } from '../db/schema';
import type { RedFlagLevel } from '../analyze/schema';

/**
 * The list's overall and fit scores, computed in the background with lib/analyze, one record at
 * a time, and cached with the stamp they were computed for (the record's `updatedAt` and the
 * profile and weights). They live in a database of their own, apart from the user's data: it can
 * be dropped at any time and is rebuilt from the records.
 */

export interface ScoreSettings {
  /** Changes whenever something the scores depend on (profile, weights) changes. */
  key: string;
  options: Omit<AnalyzeOptions, 'market' | 'now'>;
}

export interface CachedScore {
  id: string;
  /** `${record.updatedAt}|${settings.key}`: the score is good while both are unchanged. */
  stamp: string;
  overall: number;
  fit: number | null;
  /** How many items the posting's strategy checklist has. */
  strategy: number;
  /** The red-flag level (lib/analyze/red-flags.ts). */
  risk: RedFlagLevel;
}

export interface ScoreStore {
  loadAll(): Promise<CachedScore[]>;
  putMany(scores: readonly CachedScore[]): Promise<void>;
  deleteMany(ids: readonly string[]): Promise<void>;
}

/** Bumped when a cached score gains a field: older entries are computed again. */
const SCORE_SHAPE = 2;

export function scoreStamp(updatedAt: string, settingsKey: string): string {
  return `${updatedAt}|${settingsKey}|${SCORE_SHAPE}`;
}

/**
 * The market sample the scores need, grouped by role family. Only the pay comparison of the
 * market figures moves a score (company and similar-posting counts are text), and it compares
 * a posting with others of its own family, currency and city or country; handing analyze just
 * those gives the same scores as the whole sample at a fraction of the cost (70 ms a posting
 * against 10,000 others, about 2 ms against its own group).
 */
export class MarketGroups {
  private readonly families = new Map<string, Map<string, MarketPosting>>();
  private readonly familyOf = new Map<string, string>();
  /** The same company's postings, for the red flags' reposts (lib/analyze/red-flags.ts sightingsOf). */
  private readonly companies = new Map<string, Map<string, MarketPosting>>();
  private readonly companyOf = new Map<string, string>();

  set(record: StoredPosting): void {
    this.delete(record.id);
    const market = toMarketPosting(record);
    let group = this.families.get(market.roleFamily);
    if (!group) this.families.set(market.roleFamily, (group = new Map()));
    group.set(record.id, market);
    this.familyOf.set(record.id, market.roleFamily);
    let company = this.companies.get(market.company);
    if (!company) this.companies.set(market.company, (company = new Map()));
    company.set(record.id, market);
    this.companyOf.set(record.id, market.company);
  }

  delete(id: string): void {
    const family = this.familyOf.get(id);
    if (family === undefined) return;
    this.families.get(family)?.delete(id);
    this.familyOf.delete(id);
    const company = this.companyOf.get(id);
    if (company !== undefined) this.companies.get(company)?.delete(id);
    this.companyOf.delete(id);
  }

  /** The company's other postings (a repost is one of them); the pay comparison ignores those of other places. */
  sameCompany(record: StoredPosting): MarketPosting[] {
    const company = this.companyOf.get(record.id) ?? companyKey(record.posting.company.name);
    return [...(this.companies.get(company)?.values() ?? [])].filter((other) => other.id !== record.id);
  }

  has(id: string): boolean {
    return this.familyOf.has(id);
  }

  get size(): number {
    return this.familyOf.size;
  }

  /** The others a posting's pay is compared with, as lib/analyze/market.ts chooses them. */
  comparableTo(record: StoredPosting): MarketPosting[] {
    const family = this.familyOf.get(record.id) ?? toMarketPosting(record).roleFamily;
    const group = this.families.get(family);
    if (!group) return [];
    const { posting } = record;
    const city = posting.locations.find((l) => l.city)?.city;
    const country = posting.locations.find((l) => l.country)?.country;
    const currency = posting.salary?.currency;
    if (!city && !country) return [];
    const out: MarketPosting[] = [];
    for (const other of group.values()) {
      if (other.id === record.id || other.yearly === undefined) continue;
      if (currency !== undefined && other.currency !== currency) continue;
      if ((city && other.city === city) || (country && other.country === country)) out.push(other);
    }
    return out;
  }
}

export function scoreRecord(record: StoredPosting, settings: ScoreSettings, market: MarketGroups): CachedScore {
  const comparable = market.comparableTo(record);
  const seen = new Set(comparable.map((other) => other.id));
  const postings = [...comparable, ...market.sameCompany(record).filter((other) => !seen.has(other.id))];
  const analysis = analyze(record.posting, { ...settings.options, market: { postings } });
  return {
    id: record.id,
    stamp: scoreStamp(record.updatedAt, settings.key),
    overall: analysis.overall.score,
    fit: analysis.fit?.score ?? null,
    strategy: analysis.strategy.length,
    risk: analysis.redFlags.level,
  };
}

/** A short, stable key for any JSON value (FNV-1a over its text). */
export function hashKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

interface ScoreDB extends DBSchema {
  scores: { key: string; value: CachedScore };
}

const SCORE_DB_NAME = 'jobsight-derived';

/** The derived-data database: one store of cached scores, safe to delete. */
export function idbScoreStore(name = SCORE_DB_NAME): ScoreStore {
  let opened: Promise<IDBPDatabase<ScoreDB>> | null = null;
  const db = () => {
    opened ??= openDB<ScoreDB>(name, 1, {
      upgrade: (database) => void database.createObjectStore('scores', { keyPath: 'id' }),
      // A cache never holds up anyone: close on a version change and reopen on next use.
      blocking: () => {
        void opened?.then((database) => database.close());
        opened = null;
      },
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  return {
    async loadAll() {
      return (await db()).getAll('scores');
    },
    async putMany(scores) {
      if (scores.length === 0) return;
      const tx = (await db()).transaction('scores', 'readwrite', { durability: 'relaxed' });
      for (const score of scores) void tx.store.put(score);
      await tx.done;
    },
    async deleteMany(ids) {
      if (ids.length === 0) return;
      const tx = (await db()).transaction('scores', 'readwrite', { durability: 'relaxed' });
      for (const id of ids) void tx.store.delete(id);
      await tx.done;
    },
  };
}
