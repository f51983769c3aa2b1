import type { Lang } from './index';

const LOCALE: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN' };

export function formatMoney(amount: number, currency: string | undefined, lang: Lang): string {
  const compact = amount >= 10_000;
  try {
    return new Intl.NumberFormat(LOCALE[lang], {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 1 : amount < 100 ? 2 : 0,
    }).format(amount);
  } catch {
    return `${currency ?? ''} ${Math.round(amount)}`.trim();
  }
}

export function formatMoneyRange(min: number | undefined, max: number | undefined, currency: string | undefined, lang: Lang): string {
  if (min !== undefined && max !== undefined && min !== max)
    return `${formatMoney(min, currency, lang)} – ${formatMoney(max, currency, lang)}`;
  const single = min ?? max;
  if (single === undefined) return '';
  if (min === undefined)
    return lang === 'zh' ? `最高 ${formatMoney(single, currency, lang)}` : `up to ${formatMoney(single, currency, lang)}`;
  if (max === undefined) return lang === 'zh' ? `${formatMoney(single, currency, lang)} 起` : `from ${formatMoney(single, currency, lang)}`;
  return formatMoney(single, currency, lang);
}

export function formatDate(iso: string | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE[lang], { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** "09:30 AM", "09:30": the time of day in the reader's own zone. */
export function formatTime(iso: string | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit' }).format(date);
}

/** "2 hours ago", "3 天前", measured from `now`. */
export function formatAgo(iso: string | undefined, lang: Lang, now: number = Date.now()): string {
  if (!iso) return '';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 3_600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3_600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return format.format(Math.round(seconds / (30 * 86_400)), 'month');
  return format.format(Math.round(seconds / (365 * 86_400)), 'year');
}

/** Links from pages are shown only when they are http(s): Preact would run a javascript: href. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
