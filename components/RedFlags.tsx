import type { RedFlags } from '@/lib/analyze/schema';
import { useI18n } from './i18n';

/**
 * The red-flag block (lib/analyze/red-flags.ts), above the scores: facts, each with the posting's words
 * or the page's and this browser's facts behind it, and what could not be checked. Shown whenever there
 * is something to say; an agency named, with nothing else, is a plain note.
 */
export function RedFlagsBlock({ redFlags }: { redFlags: RedFlags }) {
  const { t } = useI18n();
  if (redFlags.level === 'none' && redFlags.flags.length === 0) return null;
  const title =
    redFlags.level === 'high'
      ? t('redFlags_titleHigh')
      : redFlags.level === 'caution'
        ? t('redFlags_titleCaution')
        : t('redFlags_titleNone');
  return (
    <section
      class={`red-flags level-${redFlags.level}`}
      data-testid="red-flags"
      data-level={redFlags.level}
      aria-labelledby="red-flags-title"
      role={redFlags.level === 'high' ? 'alert' : undefined}
    >
      <h2 id="red-flags-title">{title}</h2>
      <ul>
        {redFlags.flags.map((flag) => (
          <li key={flag.id} data-flag={flag.id} data-kind={flag.kind}>
            {flag.text}
            {flag.evidence && (
              <p class="why-line">
                <q>{flag.evidence}</q>
              </p>
            )}
          </li>
        ))}
      </ul>
      {redFlags.level !== 'none' && redFlags.unknown.length > 0 && (
        <>
          <p class="label">{t('redFlags_unknown')}</p>
          <ul class="unknown" data-testid="red-flags-unknown">
            {redFlags.unknown.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
