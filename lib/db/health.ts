import * as z from 'zod/mini';
import { BlockedUpgradeError, openJobsightDb, type JobsightDatabase, type OpenOptions, type UpgradeInfo } from './open';

/**
 * The background's one connection to the database, and what the user
 * should be told about it. An upgrade that another connection holds up is given up on after a few
 * seconds (BlockedUpgradeError) and said in every open page; while that request waits in the queue,
 * further calls fail at once rather than queue behind it (a second request would get no `blocked`
 * event and hang unseen); when the other connection closes, the waiting request finishes, becomes
 * the connection, and the notice goes.
 */

/** Where the background keeps the state for pages to show (session storage: extension pages only). */
export const DB_HEALTH_KEY = 'durability:db';

export const DbHealth = z.discriminatedUnion('state', [
  /** An upgrade waits for another Jobsight connection (an old tab) to close. */
  z.object({ state: z.literal('blocked'), since: z.string() }),
  /** A schema upgrade is running (seconds at 10,000 records). */
  z.object({ state: z.literal('upgrading'), from: z.number(), to: z.number(), since: z.string() }),
]);
export type DbHealth = z.infer<typeof DbHealth>;

/** Error codes the router answers with, which pages translate (the message of an Error is not for users). */
export const DB_BLOCKED = 'db-blocked';
export const STORAGE_FULL = 'storage-full';

/** A write refused for lack of space: QuotaExceededError, or Chromium's open/commit failures that name the quota. */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message));
}

export function durabilityCode(error: unknown): string | undefined {
  if (error instanceof BlockedUpgradeError) return DB_BLOCKED;
  if (isStorageFull(error)) return STORAGE_FULL;
  return undefined;
}

interface KeeperOptions extends Pick<OpenOptions, 'name' | 'version' | 'blockedTimeoutMs' | 'backup'> {
  /** Told of every change of state; null when all is well again. */
  report(health: DbHealth | null): void;
  now(): string;
  onUpgraded?(info: UpgradeInfo): void;
}

export function keepDatabase(options: KeeperOptions): () => Promise<JobsightDatabase> {
  let current: Promise<JobsightDatabase> | null = null;
  /** An open given up on is still queued: no other is started until it ends. */
  let waiting = false;
  // Unknown at start: a worker restarted after a blocked upgrade clears the notice its predecessor left.
  let unwell = true;
  const report = (health: DbHealth | null) => {
    if (!health && !unwell) return;
    unwell = health !== null;
    options.report(health);
  };
  /** Each open is a generation: a late event from an earlier one never replaces a newer connection. */
  let generation = 0;
  const open = (): Promise<JobsightDatabase> => {
    const mine = ++generation;
    const forget = () => {
      if (generation === mine) current = null;
    };
    return openJobsightDb({
      ...(options.name !== undefined ? { name: options.name } : {}),
      ...(options.version !== undefined ? { version: options.version } : {}),
      ...(options.blockedTimeoutMs !== undefined ? { blockedTimeoutMs: options.blockedTimeoutMs } : {}),
      ...(options.backup !== undefined ? { backup: options.backup } : {}),
      onVersionChange: forget,
      // A fresh install (from 0) is quick and has nothing to tell.
      onUpgradeStart: (from, to) => {
        if (from > 0) report({ state: 'upgrading', from, to, since: options.now() });
      },
      onUpgraded: (info) => options.onUpgraded?.(info),
      onLate: (outcome) => {
        waiting = false;
        if (generation !== mine) {
          if ('db' in outcome) outcome.db.close();
          return;
        }
        if ('db' in outcome) current = Promise.resolve(outcome.db);
        report(null);
      },
    }).then(
      (db) => {
        report(null);
        return db;
      },
      (error: unknown) => {
        forget();
        if (error instanceof BlockedUpgradeError) {
          waiting = true;
          report({ state: 'blocked', since: options.now() });
        } else report(null);
        throw error;
      },
    );
  };
  return () => {
    if (waiting) return Promise.reject(new BlockedUpgradeError());
    current ??= open();
    return current;
  };
}
