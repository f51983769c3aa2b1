import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Lang } from '@/lib/i18n';
import { readSettings, uiLang } from '@/lib/settings';

/** The extension pages' language: the user's setting, else the browser's; follows changes live. */
export async function currentUiLang(): Promise<Lang> {
  const stored = await browser.storage.local.get('settings');
  return uiLang(readSettings(stored['settings']), navigator.language);
}

export function useUiLang(initial: Lang): Lang {
  const [lang, setLang] = useState<Lang>(initial);
  useEffect(() => {
    const update = () => void currentUiLang().then(setLang);
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'settings' in changes) update();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  return lang;
}
