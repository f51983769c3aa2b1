import { scanJsonLd } from './jsonld';
import type { Detection } from './types';

/**
 * What job boards share: the pages they serve instead of the job (a bot check, a login wall, a
 * closed ad; several boards sit behind the same vendors, Cloudflare and Akamai, so the vendors'
 * marks are known once here), and how a job page with a JobPosting is told from the rest.
 */

const CHALLENGE_NODES =
  '#challenge-form, #challenge-running, #challenge-error-text, #cf-challenge-running, #sec-if-cpt-container, #px-captcha';
const CHALLENGE_TITLE = /^(?:just a moment|attention required|security check|access denied|pardon our interruption)/i;

/** Cloudflare's managed challenge, Akamai's and PerimeterX's interstitials, served in place of a page. */
export function isBotCheck(doc: Document): boolean {
  if (doc.querySelector(CHALLENGE_NODES)) return true;
  if (CHALLENGE_TITLE.test(doc.title?.trim() ?? '')) return true;
  return Array.from(doc.querySelectorAll('script:not([src])')).some((s) => (s.textContent ?? '').includes('_cf_chl_opt'));
}

/**
 * Whether the page's visible text says the ad is gone. Read only where the page holds no posting,
 * so a description that happens to use the words cannot close an open job.
 */
export function saysClosed(doc: Document, words: RegExp): boolean {
  const text = `${doc.title ?? ''} ${doc.querySelector('main, #main, [role="main"]')?.textContent ?? doc.body?.textContent ?? ''}`;
  return words.test(text.slice(0, 20_000));
}

interface JobPageState {
  /** The board's name in reasons ("Reed", "XING"). */
  board: string;
  /** The job's id from the address, when the address is a job's. */
  id: string | undefined;
  canonicalUrl: string;
  /** The page shows the job (its header rendered, or its JobPosting served). */
  shown: boolean;
  container: Element | null;
  closed: RegExp;
}

/**
 * A job board's job page: the posting when it is there; else a bot check or a closed ad (blocked),
 * a job address still loading, or any other page of the board (none).
 */
export function jobPageDetection(doc: Document, page: JobPageState): Detection {
  if (page.id && page.shown) return { kind: 'posting', canonicalUrl: page.canonicalUrl, externalId: page.id, container: page.container };
  if (isBotCheck(doc)) return { kind: 'blocked', reason: `${page.board} shows a security check instead of the page` };
  if (page.id && saysClosed(doc, page.closed)) return { kind: 'blocked', reason: `this ${page.board} job is no longer available` };
  return {
    kind: 'none',
    reason: page.id ? `the ${page.board} job has not loaded yet` : `a ${page.board} page that is not one job (a list or search)`,
  };
}

/** A board's "3 days ago" only where the page's JobPosting does not date the ad exactly. */
export function unlessDated(doc: Document, age: string | undefined): string | undefined {
  return scanJsonLd(doc).postings.some((posting) => typeof posting['datePosted'] === 'string') ? undefined : age;
}
