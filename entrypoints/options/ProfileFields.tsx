import { useI18n } from '@/components/i18n';
import type { MessageKey } from '@/lib/i18n';
import { EDUCATION_LEVELS, WORK_MODES } from '@/lib/posting/enums';
import type { DraftProps } from './profile-draft';

const CHOSEN_MODES = WORK_MODES.filter((mode) => mode !== 'unknown');

/** Years of experience and education, side by side. */
export function YearsAndEducation({ draft, set }: DraftProps) {
  const { t } = useI18n();
  return (
    <div class="row">
      <p class="field">
        <label for="profile-years">{t('profileYears')}</label>
        <input
          id="profile-years"
          data-testid="profile-years"
          type="number"
          inputMode="decimal"
          min={0}
          max={60}
          step="0.5"
          value={draft.years}
          onInput={(e) => set({ years: e.currentTarget.value })}
        />
      </p>
      <p class="field">
        <label for="profile-education">{t('education')}</label>
        <select
          id="profile-education"
          data-testid="profile-education"
          value={draft.education}
          onChange={(e) => set({ education: e.currentTarget.value })}
        >
          <option value="">{t('optionsNotSet')}</option>
          {EDUCATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`education_${level}`)}
            </option>
          ))}
        </select>
      </p>
    </div>
  );
}

/** The work modes the user accepts, one box each. */
export function WorkModes({ draft, set }: DraftProps) {
  const { t } = useI18n();
  return (
    <fieldset aria-describedby="profile-modes-hint">
      <legend>{t('optionsWorkModes')}</legend>
      {CHOSEN_MODES.map((mode) => (
        <label key={mode} class="check inline">
          <input
            type="checkbox"
            data-testid={`profile-mode-${mode}`}
            checked={draft.workModes.includes(mode)}
            onChange={(e) =>
              set({ workModes: e.currentTarget.checked ? [...draft.workModes, mode] : draft.workModes.filter((m) => m !== mode) })
            }
          />
          {t(`workMode_${mode}`)}
        </label>
      ))}
      <span id="profile-modes-hint" class="hint">
        {t('optionsWorkModesHint')}
      </span>
    </fieldset>
  );
}

/** A free-text field with a hint under it: a line, or a box of `rows` lines when given. */
export function HintedText(props: {
  id: string;
  label: MessageKey;
  hint: MessageKey;
  value: string;
  rows?: number;
  onInput: (value: string) => void;
}) {
  const { t } = useI18n();
  const hintId = `${props.id}-hint`;
  return (
    <p class="field">
      <label for={props.id}>{t(props.label)}</label>
      {props.rows === undefined ? (
        <input
          id={props.id}
          data-testid={props.id}
          type="text"
          aria-describedby={hintId}
          value={props.value}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      ) : (
        <textarea
          id={props.id}
          data-testid={props.id}
          rows={props.rows}
          aria-describedby={hintId}
          value={props.value}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      )}
      <span id={hintId} class="hint">
        {t(props.hint)}
      </span>
    </p>
  );
}
