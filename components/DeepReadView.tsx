import type { ComponentChildren } from 'preact';
import type { Analysis } from '@/lib/analyze/schema';
import { DEEP_DIMENSIONS } from '@/lib/deep-read/answer';
import type { StoredDeepRead } from '@/lib/deep-read/record';
import { formatAgo } from '@/lib/i18n/format';
import { useI18n } from './i18n';
import { InterviewGuide, ProsCons, RoleReading } from './Insight';

/**
 * A model's reading of the posting, labelled with the model's name, beside the rules' figures. Every
 * string is the model's, checked and shown as text (lib/deep-read/check.ts); a block the model did not
 * give shows the rules' one, said so.
 */
export function DeepReadView({ deepRead, analysis }: { deepRead: StoredDeepRead; analysis?: Analysis | undefined }) {
  const { t, lang } = useI18n();
  const { answer } = deepRead;
  const fromRules = (children: ComponentChildren) =>
    analysis ? (
      <div class="from-rules">
        <p class="muted">{t('deepRead_fromRules')}</p>
        {children}
      </div>
    ) : (
      <p class="muted">{t('deepRead_notGiven')}</p>
    );
  return (
    <section class="deep-view" data-testid="deep-view" aria-label={t('deepRead_byModel', { model: deepRead.model })}>
      <p class="muted" data-testid="deep-meta">
        {t('deepRead_meta', {
          model: deepRead.model,
          ago: formatAgo(deepRead.at, lang),
          seconds: Math.max(0.1, Math.round(deepRead.ms / 100) / 10),
        })}
        {deepRead.tokens?.prompt !== undefined &&
          ` · ${t('deepRead_tokens', { prompt: deepRead.tokens.prompt, completion: deepRead.tokens.completion ?? 0 })}`}
      </p>
      {deepRead.dropped.quotes > 0 && (
        <p class="deep-dropped" role="note" data-testid="deep-dropped">
          {t('deepRead_dropped', { count: deepRead.dropped.quotes })}
        </p>
      )}
      {deepRead.hiddenInstructions.length > 0 && (
        <div class="deep-flags" role="note" data-testid="deep-hidden">
          <p>{t('deepRead_hidden')}</p>
          <ul>
            {deepRead.hiddenInstructions.map((quote, i) => (
              <li key={i}>
                <q>{quote}</q>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div class="scorecard">
        {answer.overall ? (
          <div class="overall">
            <div class="badge big" data-testid="deep-score-overall">
              {answer.overall.score}
            </div>
            <div>
              <p class="summary">{answer.overall.summary}</p>
              {analysis && <p class="muted">{t('deepRead_rulesScore', { score: analysis.overall.score })}</p>}
            </div>
          </div>
        ) : (
          fromRules(<p class="summary">{analysis?.overall.summary}</p>)
        )}
        <ul class="dimensions">
          {DEEP_DIMENSIONS.map((key) => {
            const dimension = answer.dimensions?.[key];
            return (
              <li key={key} class="dimension deep-dimension">
                <div class="dimension-head">
                  <span class="dimension-name">{t(`dim_${key}`)}</span>
                  <span>
                    <span class="badge" data-testid={`deep-score-${key}`}>
                      {dimension ? (dimension.score ?? '—') : '·'}
                    </span>{' '}
                    {analysis && <span class="muted">{t('deepRead_rulesShort', { score: analysis.dimensions[key].score ?? '—' })}</span>}
                  </span>
                </div>
                {dimension && (dimension.reasons.length > 0 || dimension.evidence.length > 0) && (
                  <div class="why">
                    <ul class="reasons">
                      {dimension.reasons.map((reason, i) => (
                        <li key={i}>{reason}</li>
                      ))}
                    </ul>
                    {dimension.evidence.length > 0 && (
                      <ul class="evidence">
                        {dimension.evidence.map((quote, i) => (
                          <li key={i}>
                            <q>{quote}</q>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <h3>{t('insight')}</h3>
      {answer.pros || answer.cons ? (
        <div class="proscons" data-testid="deep-proscons">
          <Points title={t('pros')} items={answer.pros ?? []} className="pros" />
          <Points title={t('cons')} items={answer.cons ?? []} className="cons" />
        </div>
      ) : (
        fromRules(analysis && <ProsCons analysis={analysis} />)
      )}
      {answer.redFlags && answer.redFlags.length > 0 && (
        <>
          <h3>{t('deepRead_redFlags')}</h3>
          <Points items={answer.redFlags} className="cons" testId="deep-redflags" />
        </>
      )}
      <h3>{t('roleReading')}</h3>
      {answer.role ? (
        <div data-testid="deep-role">
          <p>{answer.role.summary}</p>
          {answer.role.focus.length > 0 && <List title={t('deepRead_focus')} items={answer.role.focus} />}
          {answer.role.paths.length > 0 && <List title={t('deepRead_paths')} items={answer.role.paths} />}
        </div>
      ) : (
        fromRules(analysis && <RoleReading analysis={analysis} />)
      )}
      <h3>{t('strategy')}</h3>
      {answer.strategy && answer.strategy.length > 0 ? (
        <ul data-testid="deep-strategy">
          {answer.strategy.map((item, i) => (
            <li key={i}>
              {item.text}
              {item.why && <p class="why-line">{item.why}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">{t('deepRead_strategyRules')}</p>
      )}
      <h3>{t('interviewGuide')}</h3>
      {answer.interview && answer.interview.questions.length + answer.interview.prep.length > 0 ? (
        <div data-testid="deep-interview">
          <ol>
            {answer.interview.questions.map((question, i) => (
              <li key={i}>
                {question.text} <span class="muted">({question.kind})</span>
                {question.basedOn && (
                  <p class="why-line">
                    <q>{question.basedOn}</q>
                  </p>
                )}
              </li>
            ))}
          </ol>
          {answer.interview.prep.length > 0 && <List title={t('deepRead_prep')} items={answer.interview.prep} />}
        </div>
      ) : (
        fromRules(analysis && <InterviewGuide analysis={analysis} />)
      )}
    </section>
  );
}

function Points({
  title,
  items,
  className,
  testId,
}: {
  title?: string;
  items: readonly { text: string; evidence?: string | undefined }[];
  className: string;
  testId?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      {title && <p class="label">{title}</p>}
      <ul class={className} data-testid={testId}>
        {items.map((item, i) => (
          <li key={i}>
            {item.text}
            {item.evidence && (
              <p class="why-line">
                <q>{item.evidence}</q>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <p class="label">{title}</p>
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  );
}
