import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { SkillInput, addSkills, skillsFromText } from '@/components/SkillInput';
import { EDUCATION_LEVELS, SALARY_PERIODS, WORK_MODES } from '@/lib/posting/enums';
import { Profile, parseSkillList, readProfile } from '@/lib/profile';
import { CvImport, type CvChoice } from './CvImport';

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'HKD',
  'TWD',
  'JPY',
  'KRW',
  'SGD',
  'INR',
  'AUD',
  'NZD',
  'CAD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'ZAR',
  'AED',
  'ILS',
];
const CHOSEN_MODES = WORK_MODES.filter((mode) => mode !== 'unknown');

interface Draft {
  skills: string[];
  pendingSkill: string;
  years: string;
  education: string;
  payAmount: string;
  payCurrency: string;
  payPeriod: string;
  places: string;
  workModes: string[];
  languages: string;
  experience: string;
}

function draftOf(profile: Profile, lang: string): Draft {
  return {
    skills: profile.skills,
    pendingSkill: '',
    years: profile.yearsOfExperience !== undefined ? String(profile.yearsOfExperience) : '',
    education: profile.education ?? '',
    payAmount: profile.expectedPay ? String(profile.expectedPay.amount) : '',
    payCurrency: profile.expectedPay?.currency ?? (lang === 'zh' ? 'CNY' : 'USD'),
    payPeriod: profile.expectedPay?.period ?? (lang === 'zh' ? 'month' : 'year'),
    places: profile.places.join(', '),
    workModes: profile.workModes,
    languages: profile.languages.join(', '),
    experience: (profile.experience ?? []).join('\n'),
  };
}

/** The draft as a profile candidate; the schema decides whether it is one. */
function candidateOf(draft: Draft): unknown {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[,\s]/g, '')));
  const years = number(draft.years);
  const amount = number(draft.payAmount);
  return {
    skills: addSkills(draft.skills, skillsFromText(draft.pendingSkill)),
    ...(years !== undefined ? { yearsOfExperience: years } : {}),
    ...(draft.education ? { education: draft.education } : {}),
    ...(amount !== undefined ? { expectedPay: { amount, currency: draft.payCurrency, period: draft.payPeriod } } : {}),
    places: parseSkillList(draft.places).slice(0, 30),
    workModes: draft.workModes,
    languages: parseSkillList(draft.languages).slice(0, 20),
    experience: draft.experience
      .split('\n')
      .map((line) => line.trim().slice(0, 300))
      .filter(Boolean)
      .slice(0, 60),
  };
}

/** The profile the fit score is computed from; saved on submit, read by the background on every analysis. */
export function ProfileForm() {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  /** The profile as this form last wrote it: its own save coming back as a storage change is not news. */
  const written = useRef('');

  useEffect(() => {
    const load = () => void browser.storage.local.get('profile').then((stored) => setDraft(draftOf(readProfile(stored['profile']), lang)));
    load();
    // An import or an erase changes the stored profile: the form shows what is stored now.
    const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area === 'local' && changes['profile'] && JSON.stringify(changes['profile'].newValue ?? null) !== written.current) load();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
    // The language is read once, for the defaults of a blank profile.
  }, []);

  if (!draft) return null;
  // Functional updates: one event may change several fields (a chosen skill clears the box too).
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setStatus(null);
  };

  const save = async (event: Event) => {
    event.preventDefault();
    const parsed = Profile.safeParse(candidateOf(draft));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setStatus({ ok: false, text: t('optionsInvalid', { error: `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() }) });
      return;
    }
    written.current = JSON.stringify(parsed.data);
    await browser.storage.local.set({ profile: parsed.data });
    setDraft({ ...draftOf(parsed.data, lang), payCurrency: draft.payCurrency, payPeriod: draft.payPeriod });
    setStatus({ ok: true, text: t('profileSaved') });
  };

  const currencies = CURRENCIES.includes(draft.payCurrency) ? CURRENCIES : [draft.payCurrency, ...CURRENCIES];
  // What the user ticked in their CV joins what the form holds; years and education replace it.
  const fromCv = (choice: CvChoice) => {
    const merge = (text: string, added: string[]) => parseSkillList([text, ...added].filter(Boolean).join(', ')).join(', ');
    set({
      skills: addSkills(draft.skills, choice.skills),
      ...(choice.yearsOfExperience !== undefined ? { years: String(choice.yearsOfExperience) } : {}),
      ...(choice.education ? { education: choice.education } : {}),
      // The field separates places by commas: "Portland, OR" is one place, kept as "Portland OR".
      places: merge(
        draft.places,
        choice.places.map((place) => place.replace(/\s*[,，]\s*/g, ' ')),
      ),
      languages: merge(draft.languages, choice.languages),
    });
  };
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

        <fieldset>
          <legend>{t('optionsPay')}</legend>
          <div class="row">
            <p class="field">
              <label for="profile-pay">{t('optionsPayAmount')}</label>
              <input
                id="profile-pay"
                data-testid="profile-pay"
                type="text"
                inputMode="numeric"
                value={draft.payAmount}
                onInput={(e) => set({ payAmount: e.currentTarget.value })}
              />
            </p>
            <p class="field">
              <label for="profile-currency">{t('optionsPayCurrency')}</label>
              <select
                id="profile-currency"
                data-testid="profile-currency"
                value={draft.payCurrency}
                onChange={(e) => set({ payCurrency: e.currentTarget.value })}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </p>
            <p class="field">
              <label for="profile-period">{t('optionsPayPeriod')}</label>
              <select
                id="profile-period"
                data-testid="profile-period"
                value={draft.payPeriod}
                onChange={(e) => set({ payPeriod: e.currentTarget.value })}
              >
                {SALARY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`optionsPeriod_${period}`)}
                  </option>
                ))}
              </select>
            </p>
          </div>
        </fieldset>

        <p class="field">
          <label for="profile-places">{t('optionsPlaces')}</label>
          <input
            id="profile-places"
            data-testid="profile-places"
            type="text"
            aria-describedby="profile-places-hint"
            value={draft.places}
            onInput={(e) => set({ places: e.currentTarget.value })}
          />
          <span id="profile-places-hint" class="hint">
            {t('optionsPlacesHint')}
          </span>
        </p>

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

        <p class="field">
          <label for="profile-languages">{t('optionsLanguages')}</label>
          <input
            id="profile-languages"
            data-testid="profile-languages"
            type="text"
            aria-describedby="profile-languages-hint"
            value={draft.languages}
            onInput={(e) => set({ languages: e.currentTarget.value })}
          />
          <span id="profile-languages-hint" class="hint">
            {t('optionsLanguagesHint')}
          </span>
        </p>

        <p class="field">
          <label for="profile-experience">{t('optionsExperience')}</label>
          <textarea
            id="profile-experience"
            data-testid="profile-experience"
            rows={5}
            aria-describedby="profile-experience-hint"
            value={draft.experience}
            onInput={(e) => set({ experience: e.currentTarget.value })}
          />
          <span id="profile-experience-hint" class="hint">
            {t('optionsExperienceHint')}
          </span>
        </p>

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
