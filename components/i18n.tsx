import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type Lang, type Translate } from '@/lib/i18n';

interface I18n {
  lang: Lang;
  t: Translate;
}

const I18nContext = createContext<I18n>({ lang: 'en', t: translator('en') });

export function I18nProvider({ lang, children }: { lang: Lang; children: ComponentChildren }) {
  return <I18nContext.Provider value={{ lang, t: translator(lang) }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
