import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { addSkills, skillsFromText } from '@/components/SkillInput';
import { Profile, parseSkillList, readProfile } from '@/lib/profile';
import type { CvChoice } from './CvImport';

/** The profile form's fields as typed: text until saved, when the schema decides what they mean. */
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

/** What each part of the profile form is given: the draft, and how to change some of its fields. */
export interface DraftProps {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
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

/**
 * The stored profile as a draft the form edits, kept in step with the store, and what the form does with it:
 * change fields, save on submit, take in what the user ticked in their CV. Null until the stored profile is read.
 */
export function useProfileDraft(): {
  draft: Draft;
  status: { ok: boolean; text: string } | null;
  set: DraftProps['set'];
  save: (event: Event) => Promise<void>;
  fromCv: (choice: CvChoice) => void;
} | null {
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
  return { draft, status, set, save, fromCv };
}
