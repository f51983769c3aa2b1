import en from '../../public/_locales/en/messages.json';
import zh from '../../public/_locales/zh_CN/messages.json';

/**
 * UI strings come from the extension's locale files (public/_locales), read here rather than
 * through chrome.i18n so that the user can switch language without changing the browser's.
 */

export type Lang = 'en' | 'zh';
export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, { message: string }>;

const CATALOGS: Record<Lang, Catalog> = { en, zh };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  const catalog = CATALOGS[lang];
  return (key, params) => {
    const template = catalog[key]?.message ?? CATALOGS.en[key]?.message ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** The UI language for a browser language tag: Chinese in any variant, else English. */
export function langOf(tag: string | undefined): Lang {
  return tag && /^zh\b/i.test(tag) ? 'zh' : 'en';
}

export const LANGS: readonly Lang[] = ['en', 'zh'];
