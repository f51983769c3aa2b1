import { render, type ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { askPersistence } from '@/components/Durability';
import { I18nProvider } from '@/components/i18n';
import type { Lang } from '@/lib/i18n';
import { currentUiLang, useUiLang } from './ui-lang';

interface PageOptions {
  /** The tab's title, in the page's language. */
  title?: (lang: Lang) => string;
  /** Asks the browser to keep the database under storage pressure; only extension pages can (the worker cannot). */
  persist?: boolean;
}

/** Renders an extension page in the user's language, following a change of it live. */
export function mountPage(Page: ComponentType, { title, persist = false }: PageOptions = {}): void {
  function Root({ initial }: { initial: Lang }) {
    const lang = useUiLang(initial);
    useEffect(() => {
      if (title) document.title = title(lang);
    }, [lang]);
    return (
      <I18nProvider lang={lang}>
        <Page />
      </I18nProvider>
    );
  }
  if (persist) void askPersistence().catch(() => undefined);
  void currentUiLang().then((lang) => render(<Root initial={lang} />, document.getElementById('app')!));
}
