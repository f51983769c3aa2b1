import { useEffect, useState } from 'preact/hooks';
import { ask, useRowWindow, type ListQuery, type RowWindow } from '@/components/tracker/data';
import type { TrackerBoard, TrackerFacets, TrackerFilters, TrackerSort } from '@/lib/tracker/types';
import type { View } from './Header';

const BOARD_PAGE = 50;
/** About two screens of rows: the first answer stays small, the rest comes as the list scrolls. */
const FIRST_ROWS = 40;

interface TrackerList {
  query: ListQuery;
  window: RowWindow;
  ensure(start: number, end: number): void;
  reload(): void;
  /** The store's version and this page's own writes: what every view asks again on. */
  version: number;
  /** After this page wrote something: every view asks again. */
  refresh(): void;
}

/** The rows of the list shown; the viewed postings have no status to filter on. */
export function useTrackerList(view: View, text: string, filters: TrackerFilters, sort: TrackerSort, storeVersion: number): TrackerList {
  const [localVersion, setLocalVersion] = useState(0);
  const query: ListQuery = {
    view,
    text,
    filters: view === 'viewed' ? { ...filters, statuses: undefined } : filters,
    sort,
  };
  const version = storeVersion + localVersion;
  const { window, ensure, reload } = useRowWindow(query, version, FIRST_ROWS);
  return { query, window, ensure, reload, version, refresh: () => setLocalVersion((n) => n + 1) };
}

export function useListHeight(): number {
  const [height, setHeight] = useState(() => Math.max(320, innerHeight - 300));
  useEffect(() => {
    const onResize = () => setHeight(Math.max(320, innerHeight - 300));
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** A reminder's notification opens the tracker on its posting (tracker.html#posting=<id>). */
export function usePostingFromHash(open: (id: string) => void): void {
  useEffect(() => {
    const id = /(?:^#|&)posting=([^&]+)/.exec(location.hash)?.[1];
    if (id) open(decodeURIComponent(id));
  }, []);
}

/** The filters' choices (companies, places, …), asked again when the saved postings change. */
export function useFacets(version: number): TrackerFacets | null {
  const [facets, setFacets] = useState<TrackerFacets | null>(null);
  useEffect(() => {
    // An answer to an older version must not land over a newer one (answers may come back out of order).
    let latest = true;
    void ask({ type: 'tracker:facets' }).then((reply) => latest && reply.ok && reply.facets && setFacets(reply.facets));
    return () => {
      latest = false;
    };
  }, [version]);
  return facets;
}

interface BoardQuery {
  active: boolean;
  text: string;
  filters: TrackerFilters;
  sort: TrackerSort;
  version: number;
  onError(error: string): void;
}

/** The saved postings by stage, a page of cards a column, asked while the board is the layout shown. */
export function useBoard({ active, text, filters, sort, version, onError }: BoardQuery): { board: TrackerBoard | null; more(): void } {
  const [board, setBoard] = useState<TrackerBoard | null>(null);
  const [perColumn, setPerColumn] = useState(BOARD_PAGE);
  const boardKey = JSON.stringify([text, filters, sort, perColumn, version]);
  useEffect(() => {
    if (!active) return;
    // Answers may come back out of order (the first one waits for the index): one asked before the last is dropped,
    // or a card moved a moment ago would jump back to its old column, and the card under the pointer change.
    let latest = true;
    void ask({
      type: 'tracker:board',
      query: { view: 'saved', text, filters: { ...filters, statuses: undefined }, sort },
      perColumn,
    }).then((reply) => {
      if (!latest) return;
      if (reply.ok && reply.board) setBoard(reply.board);
      else if (!reply.ok) onError(reply.error);
    });
    return () => {
      latest = false;
    };
  }, [active, boardKey]);
  return { board, more: () => setPerColumn((n) => n + BOARD_PAGE) };
}
