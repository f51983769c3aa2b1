import type { Posting } from '@/lib/posting';
import { useI18n } from './i18n';

const ORDER = ['responsibilities', 'requirements', 'preferred', 'benefits'] as const;

/** The posting's own sections, as lists; the whole text when the posting has no headings. */
export function Sections({ posting }: { posting: Posting }) {
  const { t } = useI18n();
  const { sections, text } = posting.description;
  const present = ORDER.filter((key) => sections[key].length > 0);
  return (
    <div class="sections">
      {present.map((key) => (
        <details open key={key} class="section" data-section={key}>
          <summary>{t(key)}</summary>
          <ul>
            {sections[key].map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </details>
      ))}
      {text && (
        <details open={present.length === 0} class="section" data-section="description">
          <summary>{present.length === 0 ? t('description') : t('showFullDescription')}</summary>
          <div class="description">
            {text.split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
