import { useState } from 'preact/hooks';
import type { Analysis, DimensionKey } from '@/lib/analyze/schema';
import { useI18n } from './i18n';

const DIMENSIONS: readonly DimensionKey[] = ['pay', 'growth', 'workLife', 'mission'];
const TEST_IDS: Record<DimensionKey, string> = {
  pay: 'score-pay',
  growth: 'score-growth',
  workLife: 'score-worklife',
  mission: 'score-mission',
};

function tone(score: number | null): string {
  if (score === null) return 'none';
  return score >= 80 ? 'high' : score >= 65 ? 'good' : score >= 50 ? 'mid' : 'low';
}

interface ScoreCardProps {
  analysis: Analysis;
  /** Tells the sections which of the posting's sentences to mark. */
  onEvidence(sentences: readonly string[]): void;
}

/** The overall score and the four dimensions, each with its reasons and evidence one click away. */
export function ScoreCard({ analysis, onEvidence }: ScoreCardProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<DimensionKey | null>(null);
  const toggle = (key: DimensionKey) => {
    const next = open === key ? null : key;
    setOpen(next);
    onEvidence(next ? analysis.dimensions[next].evidence : []);
  };
  return (
    <section class="scorecard" aria-label={t('verdictLabel')}>
      <div class="overall">
        <div
          class={`badge big tone-${tone(analysis.overall.score)}`}
          data-testid="score-overall"
          aria-label={`${t('overallScore')} ${analysis.overall.score}`}
        >
          {analysis.overall.score}
        </div>
        <div>
          <div class="verdict">{analysis.overall.verdictText}</div>
          <p class="summary">{analysis.overall.summary}</p>
        </div>
      </div>
      <ul class="dimensions">
        {DIMENSIONS.map((key) => {
          const dimension = analysis.dimensions[key];
          const expanded = open === key;
          return (
            <li key={key} class="dimension">
              <button
                type="button"
                class="dimension-head"
                aria-expanded={expanded}
                aria-controls={`why-${key}`}
                title={expanded ? t('hideWhy') : t('showWhy')}
                onClick={() => toggle(key)}
              >
                <span class="dimension-name">{t(`dim_${key}`)}</span>
                <span class={`badge tone-${tone(dimension.score)}`} data-testid={TEST_IDS[key]}>
                  {dimension.score ?? '—'}
                </span>
              </button>
              {expanded && (
                <div class="why" id={`why-${key}`} data-testid={`why-${key}`}>
                  <p class="muted">
                    {dimension.score === null ? t('notJudged') : t('confidence', { pct: Math.round(dimension.confidence * 100) })}
                  </p>
                  <ul class="reasons">
                    {dimension.reasons.map((reason, i) => (
                      <li key={i}>{reason}</li>
                    ))}
                  </ul>
                  {dimension.evidence.length > 0 && (
                    <>
                      <p class="label">{t('evidence')}</p>
                      <ul class="evidence" data-testid="evidence">
                        {dimension.evidence.map((sentence, i) => (
                          <li key={i}>
                            <q>{sentence}</q>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
