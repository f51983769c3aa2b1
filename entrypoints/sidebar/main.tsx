import { useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { DbNotice, durabilityText } from '@/components/Durability';
import { Sidebar } from '@/components/Sidebar';
import { inOrder, request, requestWithRetry } from '@/lib/client';
import { mountPage } from '@/components/runtime/mount';
import { useActionGate } from '@/components/runtime/action-gate';
import type { Request } from '@/lib/messages';
import type { StoredPosting } from '@/lib/db/schema';
import type { StoredDeepRead } from '@/lib/deep-read/record';
import { useDeepReadSetup } from '@/components/runtime/deep-read';
import { send, useBadReadReport, useTabState, withTick } from './hooks';
import '@/components/theme.css';
import './style.css';

function App() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Clickjacking; every action handler asks this gate (components/Sidebar.tsx)
  const gate = useActionGate(() => document.body);
  const [state, setState] = useTabState();

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
  const postingId = state.kind === 'posting' ? state.record.id : undefined;
  const keepDeepRead = async (deepRead: StoredDeepRead) => {
    if (!postingId) return { ok: false as const, error: 'no posting' };
    const reply = await requestWithRetry(send, { type: 'sidebar:deep-read', id: postingId, deepRead });
    if (!reply.ok) return { ok: false as const, error: reply.error };
    if (reply.record) keep(reply.record);
    return reply.record ? { ok: true as const, record: reply.record } : { ok: false as const, error: 'no record' };
  };
  const { report, reportBadRead } = useBadReadReport(postingId);

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
          setState((current) => withTick(current, itemId, done));
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
