import { useI18n } from '@/components/i18n';
import { SkillInput } from '@/components/SkillInput';
import { CvImport } from './CvImport';
import { useProfileDraft } from './profile-draft';
import { HintedText, WorkModes, YearsAndEducation } from './ProfileFields';
import { ProfilePay } from './ProfilePay';

/** The profile the fit score is computed from; saved on submit, read by the background on every analysis. */
export function ProfileForm() {
  const { t } = useI18n();
  const profile = useProfileDraft();
  if (!profile) return null;
  const { draft, status, set, save, fromCv } = profile;
  return (
    <>
      <CvImport onApply={fromCv} />
      <form class="profile" onSubmit={(e) => void save(e)} aria-labelledby="profile-heading">
        <SkillInput
          skills={draft.skills}
          pending={draft.pendingSkill}
          onPending={(pendingSkill) => set({ pendingSkill })}
          onChange={(skills) => set({ skills })}
        />

        <YearsAndEducation draft={draft} set={set} />

        <ProfilePay draft={draft} set={set} />

        <HintedText
          id="profile-places"
          label="optionsPlaces"
          hint="optionsPlacesHint"
          value={draft.places}
          onInput={(places) => set({ places })}
        />

        <WorkModes draft={draft} set={set} />

        <HintedText
          id="profile-languages"
          label="optionsLanguages"
          hint="optionsLanguagesHint"
          value={draft.languages}
          onInput={(languages) => set({ languages })}
        />

        <HintedText
          id="profile-experience"
          label="optionsExperience"
          hint="optionsExperienceHint"
          rows={5}
          value={draft.experience}
          onInput={(experience) => set({ experience })}
        />

        <p class="submit">
          <button type="submit" class="primary" data-testid="profile-save">
            {t('profileSave')}
          </button>
          <span role="status" class={status && !status.ok ? 'error' : 'muted'} data-testid="profile-status">
            {status?.text}
          </span>
        </p>
      </form>
    </>
  );
}
