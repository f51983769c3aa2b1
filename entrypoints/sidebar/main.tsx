import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { DbNotice, durabilityText } from '@/components/Durability';
import { Sidebar, type SidebarProps } from '@/components/Sidebar';
import { cleanPageUrl, sanitizeHtml } from '@/lib/report/sanitize';
import { MAX_REPORT_HTML } from '@/lib/report/schema';
import { inOrder, request, requestWithRetry } from '@/lib/client';
import { mountPage } from '@/components/runtime/mount';
import { useActionGate } from '@/components/runtime/action-gate';
import { SidebarPush, type Request, type TabState } from '@/lib/messages';
import type { StoredPosting } from '@/lib/db/schema';
import type { StoredDeepRead } from '@/lib/deep-read/record';
import { useDeepReadSetup } from '@/components/runtime/deep-read';
import '@/components/theme.css';
import './style.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

function App() {
  const { t } = useI18n();
  const [state, setState] = useState<TabState>({ kind: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Clickjacking; every action handler asks this gate (components/Sidebar.tsx)
  const gate = useActionGate(() => document.body);

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

  // The reply carries the record; the analysis that came with the last push stays.
  const keep = (record: StoredPosting) =>
    setState((current) => (current.kind === 'posting' ? { ...current, record } : { kind: 'posting', record }));
  // Save, unsave and ticks are idempotent in the background, so a click whose
  // answer never came (the worker stopped) is sent again and lands once; a full disk or a blocked
  // upgrade is said in the user's words.
  // One at a time, in the user's order: a tick retried after a lost answer lands before a newer untick.
  const act = useMemo(
    () =>
      inOrder(async (message: Request) => {
        setBusy(true);
        setError(undefined);
        const reply = await requestWithRetry(send, message);
        setBusy(false);
        if (!reply.ok) setError(durabilityText(reply.error, t));
        else if (reply.record) keep(reply.record);
      }),
    [t],
  );

  // The deep read runs here, in the extension's page, and its answer is kept with the posting by the background.
  const deepReadSetup = useDeepReadSetup();
  const keepDeepRead = async (deepRead: StoredDeepRead) => {
    if (!postingId) return { ok: false as const, error: 'no posting' };
    const reply = await requestWithRetry(send, { type: 'sidebar:deep-read', id: postingId, deepRead });
    if (!reply.ok) return { ok: false as const, error: reply.error };
    if (reply.record) keep(reply.record);
    return reply.record ? { ok: true as const, record: reply.record } : { ok: false as const, error: 'no record' };
  };

  // The page is cleaned here, in an extension page, where DOMParser parses it inertly
  const [report, setReport] = useState<SidebarProps['report']>();
  const postingId = state.kind === 'posting' ? state.record.id : undefined;
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

  return (
    <>
      <DbNotice />
      <Sidebar
        state={state}
        onReport={() => void reportBadRead()}
        report={report}
        busy={busy}
        error={error}
        onSave={(id) => void act({ type: 'sidebar:save', id })}
        onUnsave={(id) => void act({ type: 'sidebar:unsave', id })}
        onCheck={(id, itemId, done) => {
          // The tick shows at once; the stored record comes back with the reply (or the old one on failure).
          setState((current) =>
            current.kind === 'posting'
              ? {
                  ...current,
                  record: {
                    ...current.record,
                    checklist: done ? [...current.record.checklist, itemId] : current.record.checklist.filter((x) => x !== itemId),
                  },
                }
              : current,
          );
          void act({ type: 'sidebar:check', id, itemId, done });
        }}
        onClose={() => void request(send, { type: 'sidebar:close' })}
        gate={gate}
        deepRead={{ setup: deepReadSetup, keep: keepDeepRead }}
        // The popup is drawn by the browser, out of the page's reach; where it cannot be opened, the notice says where the button is.
        onOpenPopup={() => void browser.action?.openPopup().catch(() => undefined)}
      />
    </>
  );
}

mountPage(App);
