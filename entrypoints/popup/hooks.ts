import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ThisPageStatus } from '@/components/ThisPage';
import { ask } from '@/components/tracker/data';
import type { TodayList as TodayListType } from '@/components/Reminders';
import type { ExportReminder as ExportReminderType } from '@/components/Backups';
import { request } from '@/lib/client';
import type { Status, StoredPosting } from '@/lib/db/schema';
import type { TrackerRow } from '@/lib/tracker/types';

const send = (message: unknown) => browser.runtime.sendMessage(message);

/**
 * Opening the popup is the toolbar click that grants activeTab: read the tab now (the background
 * injects the any-page reader where no content script is declared), then follow what it found.
 */
async function readThisPage(report: (status: ThisPageStatus) => void): Promise<void> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined || !/^https?:/.test(tab.url ?? '')) return;
  report({ kind: 'reading' });
  const reply = await request(send, { type: 'tab:read', tabId: tab.id });
  if (!reply.ok) {
    report({ kind: 'unreadable', reason: reply.error });
    return;
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request(send, { type: 'tab:state', tabId: tab.id });
    if (answer.ok && answer.state && answer.state.kind !== 'waiting') {
      report({ kind: 'state', state: answer.state });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  report({ kind: 'state', state: { kind: 'none', reason: reply.read === 'declared' ? 'no posting here' : 'no posting found' } });
}

/** What the active tab holds, read as the popup opens, and saving it from here. */
export function useThisPage(reload: () => void, setError: (error: string) => void) {
  const [thisPage, setThisPage] = useState<ThisPageStatus>({ kind: 'idle' });
  useEffect(() => {
    void readThisPage(setThisPage);
  }, []);
  // What a covered sidebar refused can be done here, where no page can reach.
  const saveThisPage = async (id: string) => {
    const reply = await ask({ type: 'posting:status', id, status: 'saved' });
    if (!reply.ok) return setError(reply.error);
    if (reply.record)
      setThisPage((current) =>
        current.kind === 'state' && current.state.kind === 'posting'
          ? { kind: 'state', state: { ...current.state, record: reply.record! } }
          : current,
      );
    reload();
  };
  return { thisPage, saveThisPage };
}

/** A row's status change and its deletion, with the deleted records kept for the undo. */
export function useRowActions(reload: () => void, setError: (error: string) => void) {
  const [deleted, setDeleted] = useState<StoredPosting[] | null>(null);
  const changeStatus = async (row: TrackerRow, status: Status) => {
    const reply = await ask({ type: 'posting:status', id: row.id, status });
    if (!reply.ok) setError(reply.error);
    reload();
  };
  // Deleting is immediate and undoable, rather than asked about first.
  const remove = async (row: TrackerRow) => {
    const reply = await ask({ type: 'postings:delete', ids: [row.id] });
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    setDeleted(reply.records ?? []);
    reload();
  };
  const undo = async () => {
    if (!deleted || deleted.length === 0) return;
    const reply = await ask({ type: 'postings:restore', records: deleted });
    setDeleted(null);
    if (!reply.ok) setError(reply.error);
    reload();
  };
  return { deleted, changeStatus, remove, undo };
}

type SeasonBlocks = { TodayList: typeof TodayListType; ExportReminder: typeof ExportReminderType };

/** Today's reminders and the export reminder: their code is fetched after the list is in, not before it. */
export function useSeasonBlocks(ready: boolean): SeasonBlocks | null {
  const [blocks, setBlocks] = useState<SeasonBlocks | null>(null);
  useEffect(() => {
    if (!ready || blocks) return;
    void Promise.all([import('@/components/Reminders'), import('@/components/Backups')]).then(([reminders, backups]) =>
      setBlocks({ TodayList: reminders.TodayList, ExportReminder: backups.ExportReminder }),
    );
  }, [ready]);
  return blocks;
}

/** Open to interactive: the first rows are in the DOM and the search box takes input. */
export function useInteractiveMark(loaded: boolean): void {
  const interactive = useRef(false);
  useLayoutEffect(() => {
    if (loaded && !interactive.current) {
      interactive.current = true;
      performance.mark('popup-interactive');
    }
  }, [loaded]);
}
