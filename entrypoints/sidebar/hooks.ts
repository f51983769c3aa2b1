import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { SidebarProps } from '@/components/Sidebar';
import { cleanPageUrl, sanitizeHtml } from '@/lib/report/sanitize';
import { MAX_REPORT_HTML } from '@/lib/report/schema';
import { request } from '@/lib/client';
import { SidebarPush, type TabState } from '@/lib/messages';

export const send = (message: unknown) => browser.runtime.sendMessage(message);

/** The tab's state as the background pushes it on the "sidebar" port. */
export function useTabState() {
  const [state, setState] = useState<TabState>({ kind: 'waiting' });
  useEffect(() => {
    let port: ReturnType<typeof browser.runtime.connect> | undefined;
    let stopped = false;
    const connect = () => {
      port = browser.runtime.connect({ name: 'sidebar' });
      port.onMessage.addListener((message: unknown) => {
        const push = SidebarPush.safeParse(message);
        if (push.success) setState(push.data.state);
      });
      // The worker may be stopped; the next connect wakes it and gets the state again.
      port.onDisconnect.addListener(() => {
        if (!stopped) setTimeout(connect, 250);
      });
    };
    connect();
    return () => {
      stopped = true;
      port?.disconnect();
    };
  }, []);
  return [state, setState] as const;
}

/** The state with one checklist item ticked or unticked. */
export function withTick(current: TabState, itemId: string, done: boolean): TabState {
  return current.kind === 'posting'
    ? {
        ...current,
        record: {
          ...current.record,
          checklist: done ? [...current.record.checklist, itemId] : current.record.checklist.filter((x) => x !== itemId),
        },
      }
    : current;
}

/** "This page was read wrong": the page's copy, cleaned and sent to the background; its progress, reset for each posting. */
export function useBadReadReport(postingId: string | undefined) {
  // The page is cleaned here, in an extension page, where DOMParser parses it inertly
  const [report, setReport] = useState<SidebarProps['report']>();
  useEffect(() => setReport(undefined), [postingId]);
  const reportBadRead = async () => {
    if (!postingId) return;
    setReport({ state: 'working' });
    const fail = (reason: string) => setReport({ state: 'failed', reason });
    const answer = await request(send, { type: 'sidebar:snapshot', id: postingId });
    if (!answer.ok || !answer.snapshot) return fail(answer.ok ? 'no page' : answer.error);
    const { html: page, url } = answer.snapshot;
    let html: string;
    try {
      html = sanitizeHtml(page, { url }, (text) => new DOMParser().parseFromString(text, 'text/html'));
    } catch (error) {
      return fail(error instanceof Error ? error.message : 'the page could not be read');
    }
    if (html.length > MAX_REPORT_HTML) return fail('the page is too large');
    const saved = await request(send, { type: 'sidebar:report', id: postingId, url: cleanPageUrl(url), html });
    setReport(saved.ok ? { state: 'saved' } : { state: 'failed', reason: saved.error });
  };
  return { report, reportBadRead };
}
