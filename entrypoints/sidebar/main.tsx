import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { I18nProvider } from '@/components/i18n';
import { Sidebar } from '@/components/Sidebar';
import { request } from '@/lib/client';
import { langOf } from '@/lib/i18n';
import { SidebarPush, type TabState } from '@/lib/messages';
import '@/components/theme.css';
import './style.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

function App() {
  const [state, setState] = useState<TabState>({ kind: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

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

  const act = async (type: 'sidebar:save' | 'sidebar:unsave', id: string) => {
    setBusy(true);
    setError(undefined);
    const reply = await request(send, { type, id });
    setBusy(false);
    if (!reply.ok) setError(reply.error);
    else if (reply.record) setState({ kind: 'posting', record: reply.record });
  };

  return (
    <Sidebar
      state={state}
      busy={busy}
      error={error}
      onSave={(id) => void act('sidebar:save', id)}
      onUnsave={(id) => void act('sidebar:unsave', id)}
      onClose={() => void request(send, { type: 'sidebar:close' })}
    />
  );
}

const lang = langOf(navigator.language);
document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
render(
  <I18nProvider lang={lang}>
    <App />
  </I18nProvider>,
  document.getElementById('app')!,
);
