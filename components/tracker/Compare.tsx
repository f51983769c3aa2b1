import { useEffect, useState } from 'preact/hooks';
import { yearlyMid } from '@/lib/analyze/money';
import { DIMENSIONS, type Analysis, type SkillLine } from '@/lib/analyze/schema';
import type { StoredPosting } from '@/lib/db/schema';
import { formatMoneyRange } from '@/lib/i18n/format';
import type { MessageKey } from '@/lib/i18n';
import { ExternalLink } from '../ExternalLink';
import { useI18n } from '../i18n';
import { ask } from './data';

interface CompareProps {
  ids: readonly string[];
  onClose(): void;
}

interface Side {
  record: StoredPosting;
  analysis: Analysis | null;
}

const DIMENSION_LABEL: Record<(typeof DIMENSIONS)[number], MessageKey> = {
  pay: 'dim_pay',
  growth: 'dim_growth',
  workLife: 'dim_workLife',
  mission: 'dim_mission',
};
const MAX_SKILLS = 30;

/** Two or three postings side by side: scores, yearly pay (compared only within one currency), fit, work mode, skills. */
export function Compare({ ids, onClose }: CompareProps) {
  const { t, lang } = useI18n();
  const [sides, setSides] = useState<Side[] | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    setSides(null);
    void Promise.all(ids.map((id) => ask({ type: 'posting:analysis', id }))).then((replies) => {
      const loaded: Side[] = [];
      for (const reply of replies) {
        if (reply.ok && reply.record) loaded.push({ record: reply.record, analysis: reply.analysis ?? null });
        else setError(reply.ok ? 'not found' : reply.error);
      }
      setSides(loaded);
    });
  }, [ids.join('|')]);

  if (!sides)
    return (
      <section class="compare" data-testid="compare">
        <p class="notice">{t('loading')}</p>
      </section>
    );

  const currencies = new Set(sides.map((side) => side.record.posting.salary?.currency).filter((c): c is string => Boolean(c)));
  const paid = sides.filter((side) => yearlyMid(side.record.posting.salary) !== undefined);
  const comparable = currencies.size === 1 && paid.length >= 2;
  const best = comparable ? Math.max(...paid.map((side) => yearlyMid(side.record.posting.salary)!)) : undefined;

  // Each skill any of them asks for, most-asked first; must-haves before nice-to-haves.
  const skillsOf = (side: Side): Map<string, SkillLine['importance']> =>
    new Map((side.analysis?.skills ?? []).map((line) => [line.name, line.importance]));
  const perSide = sides.map(skillsOf);
  const weight = { must: 3, nice: 2, mentioned: 1 } as const;
  const allSkills = [...new Set(perSide.flatMap((map) => [...map.keys()]))]
    .map((name) => ({ name, score: perSide.reduce((sum, map) => sum + (map.has(name) ? 10 + weight[map.get(name)!] : 0), 0) }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, MAX_SKILLS);

  const cell = (content: preact.ComponentChildren, key: number) => <td key={key}>{content}</td>;
  return (
    <section class="compare" data-testid="compare" aria-labelledby="compare-title">
      <div class="details-head">
        <h2 id="compare-title">{t('tracker_compareTitle', { count: sides.length })}</h2>
        <button type="button" class="secondary" data-testid="compare-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {error && (
        <p class="error" role="alert">
          {t('errorLoading', { error })}
        </p>
      )}
      <div class="compare-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <span class="visually-hidden">{t('tracker_compareField')}</span>
              </th>
              {sides.map((side) => (
                <th key={side.record.id} scope="col" data-testid="compare-column">
                  <ExternalLink href={side.record.posting.url}>{side.record.posting.title}</ExternalLink>
                  <div class="muted">{side.record.posting.company.name}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr data-testid="compare-overall">
              <th scope="row">{t('overallScore')}</th>
              {sides.map((side, i) =>
                cell(side.analysis ? `${side.analysis.overall.score} · ${side.analysis.overall.verdictText}` : '–', i),
              )}
            </tr>
            {DIMENSIONS.map((key) => (
              <tr key={key}>
                <th scope="row">{t(DIMENSION_LABEL[key])}</th>
                {sides.map((side, i) => cell(side.analysis?.dimensions[key].score ?? t('notJudged'), i))}
              </tr>
            ))}
            <tr data-testid="compare-fit">
              <th scope="row">{t('tracker_fit')}</th>
              {sides.map((side, i) => cell(side.analysis?.fit ? side.analysis.fit.score : t('tracker_noFit'), i))}
            </tr>
            <tr data-testid="compare-pay">
              <th scope="row">{t('tracker_yearlyPay')}</th>
              {sides.map((side, i) => {
                const salary = side.record.posting.salary;
                const yearly = salary?.yearly;
                const text = yearly ? formatMoneyRange(yearly.min, yearly.max, salary?.currency, lang) : salary?.raw || t('salaryNotGiven');
                const top = best !== undefined && yearlyMid(salary) === best;
                return cell(
                  <>
                    {text}
                    {top && <span class="marker best"> {t('tracker_highestPay')}</span>}
                  </>,
                  i,
                );
              })}
            </tr>
            <tr data-testid="compare-mode">
              <th scope="row">{t('workMode')}</th>
              {sides.map((side, i) => cell(t(`workMode_${side.record.posting.workMode}`), i))}
            </tr>
            <tr>
              <th scope="row">{t('location')}</th>
              {sides.map((side, i) => cell(side.record.posting.locations.map((l) => l.raw).join(' · ') || '–', i))}
            </tr>
            {allSkills.map(({ name }) => (
              <tr key={name} class="skill-row" data-testid="compare-skill" data-skill={name}>
                <th scope="row">{name}</th>
                {perSide.map((map, i) => {
                  const importance = map.get(name);
                  return cell(
                    importance ? (
                      <span class={`importance ${importance}`}>{t(`importance_${importance}`)}</span>
                    ) : (
                      <span class="muted">–</span>
                    ),
                    i,
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!comparable && paid.length >= 2 && (
        <p class="muted small" data-testid="compare-currency-note">
          {t('tracker_currencyNote')}
        </p>
      )}
    </section>
  );
}
