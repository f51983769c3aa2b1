import type { Posting } from '@/lib/posting';
import { formatAgo, formatDate, formatMoneyRange } from '@/lib/i18n/format';
import { useI18n } from './i18n';

function salaryLine(posting: Posting, t: ReturnType<typeof useI18n>['t'], lang: ReturnType<typeof useI18n>['lang']): string {
  const salary = posting.salary;
  if (!salary) return t('salaryNotGiven');
  const yearly =
    salary.yearly && salary.period !== 'year' ? formatMoneyRange(salary.yearly.min, salary.yearly.max, salary.currency, lang) : '';
  return yearly ? `${salary.raw} (${t('yearlyEstimate', { amount: yearly })})` : salary.raw;
}

function locationLine(posting: Posting): string {
  return posting.locations.map((loc) => loc.raw).join(' · ');
}

/** The facts a job seeker scans first, as the posting gives them. */
export function PostingFacts({ posting }: { posting: Posting }) {
  const { t, lang } = useI18n();
  const years = posting.experienceYears;
  const yearsText = years
    ? years.min !== undefined && years.max !== undefined
      ? t('yearsRange', { min: years.min, max: years.max })
      : years.min !== undefined
        ? t('yearsMin', { min: years.min })
        : t('yearsMax', { max: years.max ?? 0 })
    : '';
  const rows: [string, string][] = [
    [t('location'), locationLine(posting)],
    [t('salary'), salaryLine(posting, t, lang)],
    [t('workMode'), t(`workMode_${posting.workMode}`)],
    [t('employmentType'), t(`employment_${posting.employmentType}`)],
    [t('seniority'), t(`seniority_${posting.seniority}`)],
    [t('experience'), yearsText],
    [
      t('education'),
      posting.education
        ? `${t(`education_${posting.education.level}`)}${posting.education.orEquivalent ? ` (${t('orEquivalent')})` : ''}`
        : '',
    ],
    [t('posted'), posting.postedAt ? `${formatAgo(posting.postedAt, lang)} · ${formatDate(posting.postedAt, lang)}` : ''],
  ];
  return (
    <dl class="facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div class="fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
