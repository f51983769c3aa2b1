import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { I18nProvider, useI18n } from '@/components/i18n';
import { PostingList } from '@/components/PostingList';
import { ThisPage, type ThisPageStatus } from '@/components/ThisPage';
import { request } from '@/lib/client';
import type { StoredPosting } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n';
import { currentUiLang, useUiLang } from '@/components/runtime/ui-lang';
import '@/components/theme.css';
import './style.css';

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

function Popup() {
  const { t } = useI18n();
  const [records, setRecords] = useState<StoredPosting[] | null>(null);
  const [error, setError] = useState<string>();
  const [deleted, setDeleted] = useState<StoredPosting | null>(null);

  const load = async () => {
    const reply = await request(send, { type: 'postings:list' });
    if (reply.ok) setRecords(reply.records ?? []);
    else setError(reply.error);
  };
  const [thisPage, setThisPage] = useState<ThisPageStatus>({ kind: 'idle' });
  useEffect(() => {
    void load();
    void readThisPage(setThisPage);
  }, []);

  // Deleting is immediate and undoable, rather than asked about first.
  const remove = async (record: StoredPosting) => {
    const reply = await request(send, { type: 'posting:delete', id: record.id });
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    setRecords((list) => (list ?? []).filter((r) => r.id !== record.id));
    setDeleted(record);
  };
  const undo = async () => {
    if (!deleted) return;
    const reply = await request(send, { type: 'posting:restore', record: deleted });
    setDeleted(null);
    if (reply.ok) await load();
    else setError(reply.error);
  };

  return (
    <div class="popup">
      <header>
        <h1>{t('savedPostings')}</h1>
        {records && <span class="count">{t('postingCount', { count: records.length })}</span>}
      </header>
      <ThisPage status={thisPage} />
      {error && (
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
      )}
      {records === null && !error && <p class="notice">{t('loading')}</p>}
      {deleted && (
        <div class="toast" role="status">
          {t('deletedTitle', { title: deleted.posting.title })}
          <button type="button" class="secondary" data-testid="undo" onClick={() => void undo()}>
            {t('undo')}
          </button>
        </div>
      )}
      {records && <PostingList records={records} onDelete={(record) => void remove(record)} />}
    </div>
  );
}

function Root({ initial }: { initial: Lang }) {
  const lang = useUiLang(initial);
  return (
    <I18nProvider lang={lang}>
      <Popup />
    </I18nProvider>
  );
}

void currentUiLang().then((lang) => render(<Root initial={lang} />, document.getElementById('app')!));
