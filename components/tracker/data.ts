import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { request } from '@/lib/client';
import type { Request, Reply } from '@/lib/messages';
import type { TrackerQuery, TrackerRow } from '@/lib/tracker/types';

/** The pages' one way to the background: every reply's shape is checked (lib/client). */
export const ask = (message: Request): Promise<Reply> => request((m) => browser.runtime.sendMessage(m), message);

export type ListQuery = Omit<TrackerQuery, 'offset' | 'limit'>;

/** The background bumps this session-storage key whenever a record is written or deleted. */
const VERSION_KEY = 'tracker:version';

/** A counter that moves whenever the saved postings change anywhere (sidebar, popup, another tab). */
export function useTrackerVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'session' && VERSION_KEY in changes) setVersion((n) => n + 1);
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  return version;
}

let inputAt: number | null = null;
/**
 * Called on a search keystroke: the list measures from here to the commit of its updated rows
 * ("search-update") and to the frame that paints them ("search-paint").
 */
export function markSearchInput(): void {
  inputAt = performance.now();
}

let prefetched: { key: string; reply: Promise<Reply> } | null = null;
/** Asks for a list's first page before the page has rendered (the popup does, as its script starts). */
export function prefetchFirstPage(query: ListQuery, limit: number): void {
  const reply = ask({ type: 'tracker:query', query: { ...query, offset: 0, limit } });
  void reply.then(() => performance.mark('first-reply'));
  prefetched = { key: JSON.stringify(query), reply };
}

export interface RowWindow {
  key: string;
  total: number;
  rows: ReadonlyMap<number, TrackerRow>;
  loaded: boolean;
  indexing: boolean;
  scoring: { done: number; total: number };
  error?: string;
}

const PAGE_SIZE = 100;

/**
 * The rows of one query, fetched a page at a time as the list scrolls. Every change of the query
 * starts a new generation: answers to older keystrokes are dropped when they arrive late. While
 * the background is still indexing or scoring what is on screen, the loaded pages are asked again.
 */
export function useRowWindow(
  query: ListQuery,
  version: number,
  firstPage = PAGE_SIZE,
): { window: RowWindow; ensure(start: number, end: number): void; reload(): void } {
  const key = JSON.stringify(query);
  const [state, setState] = useState<RowWindow>({
    key: '',
    total: 0,
    rows: new Map(),
    loaded: false,
    indexing: false,
    scoring: { done: 0, total: 0 },
  });
  const generation = useRef(0);
  const pages = useRef(new Set<number>());
  const inFlight = useRef(new Set<number>());
  const visible = useRef<[number, number]>([0, firstPage - 1]);
  const current = useRef(state);
  current.current = state;
  const latestKey = useRef(key);
  latestKey.current = key;

  const fetchPage = async (page: number, gen: number, replace: boolean) => {
    inFlight.current.add(page);
    const limit = page === 0 ? Math.max(firstPage, 1) : PAGE_SIZE;
    const offset = page === 0 ? 0 : firstPage + (page - 1) * PAGE_SIZE;
    const early = page === 0 && prefetched?.key === key ? prefetched.reply : null;
    prefetched = null;
    const reply = await (early ?? ask({ type: 'tracker:query', query: { ...query, offset, limit } }));
    inFlight.current.delete(page);
    if (gen !== generation.current) return;
    if (!reply.ok || !reply.page) {
      setState((s) => ({ ...s, key, loaded: true, error: reply.ok ? 'no page' : reply.error }));
      return;
    }
    const answer = reply.page;
    pages.current.add(page);
    setState((s) => {
      const rows = new Map(replace || s.key !== key ? [] : s.rows);
      answer.rows.forEach((row, i) => rows.set(offset + i, row));
      return { key, total: answer.total, rows, loaded: true, indexing: answer.indexing, scoring: answer.scoring };
    });
  };

  const pageOf = (index: number) => (index < firstPage ? 0 : 1 + Math.floor((index - firstPage) / PAGE_SIZE));

  const reload = () => {
    // A timer set for an older query must not bring its rows back.
    if (key !== latestKey.current) return;
    const gen = ++generation.current;
    const loaded = [...pages.current];
    pages.current = new Set();
    void fetchPage(0, gen, true);
    for (const page of loaded) if (page !== 0) void fetchPage(page, gen, false);
  };

  // A new query: start again from the top, before the browser paints (an effect would wait a frame).
  useLayoutEffect(() => {
    const gen = ++generation.current;
    pages.current = new Set();
    inFlight.current = new Set();
    void fetchPage(0, gen, true);
  }, [key]);

  // Something changed in the store: ask again for what is loaded.
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);

  // Scores and the index arrive behind the first answer: ask again until what is on screen is complete.
  useEffect(() => {
    if (!state.loaded || state.error) return;
    const [start, end] = visible.current;
    let waiting = state.indexing;
    if (!waiting && state.scoring.done < state.scoring.total) {
      for (let i = start; i <= end && i < state.total; i++) {
        const row = state.rows.get(i);
        if (row && row.overall === null) {
          waiting = true;
          break;
        }
      }
    }
    if (!waiting) return;
    const timer = setTimeout(reload, state.indexing ? 300 : 800);
    return () => clearTimeout(timer);
  }, [state]);

  // The search keystroke that led here is answered: its rows are in the DOM, then painted.
  useLayoutEffect(() => {
    if (inputAt !== null && state.key === key && state.loaded) {
      const start = inputAt;
      inputAt = null;
      performance.measure('search-update', { start });
      requestAnimationFrame(() => performance.measure('search-paint', { start }));
    }
  }, [state]);

  const ensure = (start: number, end: number) => {
    visible.current = [start, end];
    const gen = generation.current;
    for (let page = pageOf(start); page <= pageOf(Math.min(end, Math.max(0, current.current.total - 1))); page++) {
      if (!pages.current.has(page) && !inFlight.current.has(page)) void fetchPage(page, gen, false);
    }
  };

  return { window: state, ensure, reload };
}
