import { useI18n } from '@/components/i18n';
import type { MessageKey } from '@/lib/i18n';

type CvGroup = 'skills' | 'years' | 'education' | 'places' | 'languages';

/** One proposal as the list shows it: what was read, and the CV line it was read from. */
export interface CvProposalRow {
  key: string;
  group: CvGroup;
  text: string;
  evidence: string;
}

const GROUP_LABEL: Record<CvGroup, MessageKey> = {
  skills: 'cv_groupSkills',
  years: 'profileYears',
  education: 'education',
  places: 'optionsPlaces',
  languages: 'optionsLanguages',
};

interface Props {
  rows: readonly CvProposalRow[];
  ticked: ReadonlySet<string>;
  onToggle(key: string, on: boolean): void;
  onTickAll(): void;
  onApply(): void;
}

/** The proposals read from a CV, grouped, each to tick, and the buttons that tick them all and apply the ticked. */
export function CvProposals({ rows, ticked, onToggle, onTickAll, onApply }: Props) {
  const { t } = useI18n();
  return (
    <fieldset data-testid="cv-proposals">
      <legend>{t('cv_proposals')}</legend>
      {(['skills', 'years', 'education', 'places', 'languages'] as const).map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} class="cv-group">
            <h4>{t(GROUP_LABEL[group])}</h4>
            <ul class="cv-rows">
              {inGroup.map((row) => (
                <li key={row.key} data-testid="cv-proposal" data-group={group}>
                  <label class="check">
                    <input type="checkbox" checked={ticked.has(row.key)} onChange={(e) => onToggle(row.key, e.currentTarget.checked)} />
                    <span>
                      <strong>{row.text}</strong>
                      <span class="muted small cv-evidence"> — “{row.evidence.split('\n')[0]!.slice(0, 160)}”</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p class="submit">
        <button type="button" class="secondary" data-testid="cv-tick-all" onClick={onTickAll}>
          {t('cv_tickAll')}
        </button>
        <button type="button" class="primary" data-testid="cv-apply" disabled={ticked.size === 0} onClick={onApply}>
          {t('cv_apply', { count: ticked.size })}
        </button>
      </p>
    </fieldset>
  );
}
