import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { I18nProvider, useI18n } from '@/components/i18n';
import { PostingList } from '@/components/PostingList';
import { request } from '@/lib/client';
import type { StoredPosting } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n';
import { currentUiLang, useUiLang } from '@/components/runtime/ui-lang';
import '@/components/theme.css';
import './style.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

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
  useEffect(() => {
    void load();
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
