import type { Analysis } from '@/lib/analyze/schema';
import { useI18n } from './i18n';

export function ProsCons({ analysis }: { analysis: Analysis }) {
  const { t } = useI18n();
  return (
    <div class="proscons">
      <div>
        <h3>{t('pros')}</h3>
        <ul class="pros" data-testid="pros">
          {analysis.pros.map((point, i) => (
            <li key={i} title={point.evidence}>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('cons')}</h3>
        <ul class="cons" data-testid="cons">
          {analysis.cons.map((point, i) => (
            <li key={i} title={point.evidence}>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function RoleReading({ analysis }: { analysis: Analysis }) {
  const { t } = useI18n();
  const { role } = analysis;
  return (
    <div class="role" data-testid="role">
      <p>{role.summary}</p>
      {role.focus.length > 0 && (
        <>
          <h3>{t('focusAreas')}</h3>
          <ul>
            {role.focus.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {role.paths.length > 0 && (
        <>
          <h3>{t('whereItLeads')}</h3>
          <ul>
            {role.paths.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface ChecklistProps {
  analysis: Analysis;
  done: readonly string[];
  onToggle(itemId: string, done: boolean): void;
  // A tick the clickjacking gate refuses is undone before it changes anything
  locked?: boolean;
  allows?(event: Event): boolean;
}

/** The strategy as a checklist; ticks are kept with the posting in the database. */
export function Checklist({ analysis, done, onToggle, locked, allows }: ChecklistProps) {
  const { t } = useI18n();
  const total = analysis.strategy.length;
  const ticked = analysis.strategy.filter((item) => done.includes(item.id)).length;
  return (
    <div data-testid="strategy">
      <p class="muted" aria-live="polite">
        {t('strategyProgress', { done: ticked, total })}
      </p>
      <ul class="checklist">
        {analysis.strategy.map((item) => {
          const checked = done.includes(item.id);
          return (
            <li key={item.id} class={checked ? 'done' : ''}>
              <label>
                <input
                  type="checkbox"
                  data-testid="strategy-item"
                  data-id={item.id}
                  checked={checked}
                  aria-disabled={locked}
                  onClick={(e) => {
                    if (allows && !allows(e)) e.preventDefault();
                  }}
                  onChange={(e) => onToggle(item.id, e.currentTarget.checked)}
                />
                <span>{item.text}</span>
              </label>
              <p class="why-line">
                {t('why')}: {item.why}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function InterviewGuide({ analysis }: { analysis: Analysis }) {
  const { t } = useI18n();
  const kinds = ['technical', 'system_design', 'behavioural'] as const;
  return (
    <div data-testid="interview">
      {kinds.map((kind) => {
        const questions = analysis.interview.questions.filter((q) => q.kind === kind);
        if (questions.length === 0) return null;
        return (
          <div key={kind} class="question-group" data-kind={kind}>
            <h3>{t(`kind_${kind}`)}</h3>
            <ol>
              {questions.map((question, i) => (
                <li key={i}>
                  <span>{question.text}</span>
                  {question.basedOn && (
                    <p class="why-line">
                      {t('basedOn')}: <q>{question.basedOn}</q>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </div>
        );
      })}
      {analysis.interview.prep.length > 0 && (
        <>
          <h3>{t('prepTips')}</h3>
          <ul>
            {analysis.interview.prep.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function FitBlock({ analysis }: { analysis: Analysis }) {
  const { t } = useI18n();
  const fit = analysis.fit;
  if (!fit)
    return (
      <p class="muted" data-testid="fit-empty">
        {t('noProfile')}
      </p>
    );
  const row = (label: string, items: readonly string[], testId: string) =>
    items.length > 0 && (
      <p data-testid={testId}>
        <span class="label">{label}: </span>
        {items.join(', ')}
      </p>
    );
  return (
    <div class="fit" data-testid="fit">
      <div class="badge-row">
        <span class="badge" data-testid="score-fit">
          {fit.score}
        </span>
        <span>{fit.summary}</span>
      </div>
      {row(t('matchedSkills'), fit.matchedSkills, 'fit-matched')}
      {row(t('missingMust'), fit.missingMustHaves, 'fit-missing')}
      {row(t('missingNice'), fit.missingNiceToHaves, 'fit-missing-nice')}
      {row(t('stressFirst'), fit.stressFirst, 'fit-stress')}
      {row(t('learnFirst'), fit.learnFirst, 'fit-learn')}
      <ul class="plain">
        <li>{fit.experience.text}</li>
        <li>{fit.pay.text}</li>
        <li>{fit.place.text}</li>
        <li>{fit.workMode.text}</li>
      </ul>
    </div>
  );
}

export function MarketBlock({ analysis }: { analysis: Analysis }) {
  const { t } = useI18n();
  const market = analysis.market;
  if (!market) return null;
  return (
    <div class="market" data-testid="market">
      <h3>{t('marketPay')}</h3>
      <p data-testid="market-salary">
        {market.salary.text} <span class="muted">({t('sampleSize', { n: market.salary.sampleSize })})</span>
      </p>
      <h3>{t('marketCompany')}</h3>
      <p data-testid="market-company">{market.company.text}</p>
      <h3>{t('marketSimilar')}</h3>
      <p>{market.similar.text}</p>
      {market.similar.items.length > 0 && (
        <ul>
          {market.similar.items.map((item) => (
            <li key={item.id}>
              {item.title} · {item.company}
            </li>
          ))}
        </ul>
      )}
      {market.pageFacts.length > 0 && (
        <>
          <h3>{t('pageSays')}</h3>
          <ul data-testid="page-facts">
            {market.pageFacts.map((fact, i) => (
              <li key={i}>{fact.text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
