import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { I18nProvider, useI18n } from '@/components/i18n';
import type { Lang } from '@/lib/i18n';
import { currentUiLang, useUiLang } from '@/components/runtime/ui-lang';
import { EMPTY_PROFILE, Profile, parseSkillList, readProfile } from '@/lib/profile';
import { ReportList } from '@/components/ReportList';
import '@/components/theme.css';

function Options() {
  const { t } = useI18n();
  const [skills, setSkills] = useState('');
  const [years, setYears] = useState('');
  const [status, setStatus] = useState('');
  const [profile, setProfile] = useState<Profile>(EMPTY_PROFILE);

  useEffect(() => {
    void browser.storage.local.get('profile').then((stored) => {
      const profile = readProfile(stored['profile']);
      setProfile(profile);
      setSkills(profile.skills.join(', '));
      setYears(profile.yearsOfExperience !== undefined ? String(profile.yearsOfExperience) : '');
    });
  }, []);

  const save = async (event: Event) => {
    event.preventDefault();
    const candidate = { ...profile, skills: parseSkillList(skills), ...(years.trim() ? { yearsOfExperience: Number(years) } : {}) };
    const parsed = Profile.safeParse(candidate);
    if (!parsed.success) {
      setStatus(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    await browser.storage.local.set({ profile: parsed.data });
    setStatus(t('profileSaved'));
  };

  return (
    <main style={{ maxWidth: '640px', margin: '24px auto', padding: '0 16px' }}>
      <h1>{t('profile')}</h1>
      <form onSubmit={(e) => void save(e)}>
        <p>
          <label>
            {t('profileSkills')}
            <br />
            <textarea data-testid="profile-skills" rows={3} cols={60} value={skills} onInput={(e) => setSkills(e.currentTarget.value)} />
          </label>
        </p>
        <p>
          <label>
            {t('profileYears')}
            <br />
            <input type="number" min={0} max={60} value={years} onInput={(e) => setYears(e.currentTarget.value)} />
          </label>
        </p>
        <button type="submit" class="primary" data-testid="profile-save">
          {t('profileSave')}
        </button>
        <p role="status">{status}</p>
      </form>
      {/* dupes-report: reports of bad reads, exported as fixture folders */}
      <ReportList send={(message) => browser.runtime.sendMessage(message)} />
    </main>
  );
}

function Root({ initial }: { initial: Lang }) {
  const lang = useUiLang(initial);
  return (
    <I18nProvider lang={lang}>
      <Options />
    </I18nProvider>
  );
}

void currentUiLang().then((lang) => render(<Root initial={lang} />, document.getElementById('app')!));
