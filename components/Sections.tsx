import type { Posting } from '@/lib/posting';
import { useI18n } from './i18n';

const ORDER = ['responsibilities', 'requirements', 'preferred', 'benefits'] as const;

/** A line is marked when it is, or holds, one of the sentences behind the open score. */
function marked(line: string, highlight: ReadonlySet<string>): boolean {
  if (highlight.size === 0) return false;
  for (const sentence of highlight) if (sentence && (line === sentence || line.includes(sentence) || sentence.includes(line))) return true;
  return false;
}

function Line({ text, highlight }: { text: string; highlight: ReadonlySet<string> }) {
  return marked(text, highlight) ? <mark>{text}</mark> : <>{text}</>;
}

/** The posting's own sections, as lists; the whole text when the posting has no headings. */
export function Sections({ posting, highlight = new Set() }: { posting: Posting; highlight?: ReadonlySet<string> }) {
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
              <li key={i}>
                <Line text={item} highlight={highlight} />
              </li>
            ))}
          </ul>
        </details>
      ))}
      {text && (
        <details open={present.length === 0} class="section" data-section="description">
          <summary>{present.length === 0 ? t('description') : t('showFullDescription')}</summary>
          <div class="description">
            {text.split('\n').map((line, i) => (
              <p key={i}>
                <Line text={line.replace(/^•\s*/, '')} highlight={highlight} />
              </p>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
