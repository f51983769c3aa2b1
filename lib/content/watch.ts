/**
 * When the content script reads the page again: which element it watches, which changes count, how long
 * it lets a burst of them settle, and when it stops looking. Plain decisions, timed by lib/content/reader.ts.
 */

/** A pane re-renders in a burst of mutations: it is read once quiet, and never later than the longest wait. */
const QUIET_MS = 40;
const LONGEST_WAIT_MS = 150;
/** The whole body (adapters without a pane to watch) is noisier: read less often. */
const BODY_QUIET_MS = 150;
const BODY_LONGEST_WAIT_MS = 600;
/** A read that found the same posting (a live counter in the pane): the next one waits at least this long after it. */
export const CALM_GAP_MS = 250;
/** After a load or an address change, SPAs render their pane late: look for it again at these times. */
export const SETTLE_MS: readonly number[] = [50, 150, 300, 600, 1200, 2500, 5000, 10_000];
/** Attributes that carry a pane's own job id (its title link, data-jk, data-job-id): the adapters compare it with the URL's. */
export const ID_ATTRIBUTES = ['href', 'data-jk', 'data-job-id', 'data-occludable-job-id'];
/** The selector that stands for the whole body (adapters without a pane). */
export const BODY = 'body';

/**
 * What to observe: the adapter's pane; the body for an adapter without one, and only while a posting may still
 * render (settling after a load or an address change, no posting read yet); nothing on a page no adapter handles.
 */
export function watchSelector(
  adapter: { watch?: string } | undefined,
  settling: boolean,
  lastKind: string | undefined,
): string | undefined {
  if (!adapter) return undefined;
  return adapter.watch || (settling && lastKind !== 'posting' ? BODY : undefined);
}

/** The part of a MutationRecord the reader looks at. */
export interface MutationLike {
  type: string;
  target: { nodeName: string };
  addedNodes: ArrayLike<{ nodeName: string }>;
  removedNodes: ArrayLike<{ nodeName: string }>;
}

// Our own elements (the sidebar, the list-card markers) changing is not the page changing.
const isOwn = (node: { nodeName: string }) => node.nodeName === 'JOBSIGHT-SIDEBAR' || node.nodeName === 'JOBSIGHT-MARK';

/** Do the mutations change the page (`relevant`), and did one touch an attribute carrying a job id (`ids`)? */
export function mutationsMatter(records: readonly MutationLike[]): { relevant: boolean; ids: boolean } {
  let relevant = false;
  let ids = false;
  for (const record of records) {
    if (isOwn(record.target)) continue;
    if (record.type === 'childList') {
      const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
      if (nodes.length > 0 && nodes.every(isOwn)) continue;
    }
    if (record.type === 'attributes') ids = true;
    relevant = true;
  }
  return { relevant, ids };
}

/** How long after a relevant mutation the page is read: once quiet, and at the latest; `calmLeft` keeps a calm gap. */
export function waitsAfterMutation(body: boolean, calmLeft: number): { quiet: number; longest: number } {
  const quiet = Math.max(body ? BODY_QUIET_MS : QUIET_MS, calmLeft);
  return { quiet, longest: Math.max(quiet, body ? BODY_LONGEST_WAIT_MS : LONGEST_WAIT_MS) };
}

/**
 * A settling look, once the watched element was looked for again: read when that element changed (`moved`), when
 * nothing is watched, or while the address's posting is not read; undefined when no read is due. The answer says
 * whether the read is forced: it is while no posting is read or when the element changed; otherwise the read
 * happens only if the signature (the pane's text, or the page's element count) changed.
 */
export function settleRead(moved: boolean, watching: boolean, posting: boolean): boolean | undefined {
  if (!moved && watching && posting) return undefined;
  return !posting || moved;
}
