import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { useNumberDraft } from '@/components/number-draft';
import { DEFAULT_WEIGHTS, type ScoreWeights } from '@/lib/analyze/schema';
import { adapters } from '@/lib/extract/registry';
import { readSettings, type Settings } from '@/lib/settings';
import { patchSettings } from '@/components/runtime/settings';
import { ALL_SITES } from '../background/any-page';

/** The stored settings, and a writer that merges a change into them and checks the result. */
export function useSettings(): [Settings | null, (patch: Partial<Settings>) => Promise<boolean>] {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    const load = () => void browser.storage.local.get('settings').then((stored) => setSettings(readSettings(stored['settings'])));
    load();
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'settings' in changes) load();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  const update = async (patch: Partial<Settings>) => {
    const written = await patchSettings(() => patch);
    if (written) setSettings(written);
    return written !== undefined;
  };
  return [settings, update];
}

type Update = (patch: Partial<Settings>) => Promise<boolean>;

const DIMENSIONS: readonly (keyof ScoreWeights)[] = ['pay', 'growth', 'workLife', 'mission'];

export function WeightsSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t } = useI18n();
  const set = (key: keyof ScoreWeights, value: number) => void update({ weights: { ...settings.weights, [key]: value } });
  return (
    <>
      <p class="hint" id="weights-hint">
        {t('optionsWeightsHint')}
      </p>
      <div class="weights">
        {DIMENSIONS.map((key) => (
          <p class="field weight" key={key}>
            <label for={`weight-${key}`}>{t(`dim_${key}`)}</label>
            <input
              id={`weight-${key}`}
              type="range"
              min={0}
              max={5}
              step={1}
              data-testid={`weight-${key}`}
              aria-describedby="weights-hint"
              value={settings.weights[key]}
              onChange={(e) => set(key, Number(e.currentTarget.value))}
            />
            <output for={`weight-${key}`} aria-hidden="true">
              {settings.weights[key]}
            </output>
          </p>
        ))}
      </div>
      <button type="button" class="secondary" data-testid="weights-reset" onClick={() => void update({ weights: DEFAULT_WEIGHTS })}>
        {t('optionsWeightsReset')}
      </button>
    </>
  );
}

/** "linkedin.com" for "https://*.linkedin.com/*". */
function hostOf(pattern: string): string {
  return /^[^:]+:\/\/(?:\*\.)?([^/]+)/.exec(pattern)?.[1] ?? pattern;
}

export function SitesSection() {
  const { t } = useI18n();
  const [anySite, setAnySite] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    const check = () => void browser.permissions.contains({ origins: ALL_SITES }).then(setAnySite);
    check();
    browser.permissions.onAdded.addListener(check);
    browser.permissions.onRemoved.addListener(check);
    return () => {
      browser.permissions.onAdded.removeListener(check);
      browser.permissions.onRemoved.removeListener(check);
    };
  }, []);
  const sites = adapters
    .filter((adapter) => adapter.id !== 'demo')
    .map((adapter) => ({ id: adapter.id, label: adapter.label, host: hostOf(adapter.matches[0] ?? '') }))
    .sort((a, b) => a.label.localeCompare(b.label));

  // The permission must be asked for inside the click itself: no await before request().
  const toggle = (on: boolean) => {
    setDenied(false);
    const asked = on ? browser.permissions.request({ origins: ALL_SITES }) : browser.permissions.remove({ origins: ALL_SITES });
    void asked.then((done) => {
      if (on && !done) setDenied(true);
      return browser.permissions.contains({ origins: ALL_SITES }).then(setAnySite);
    });
  };

  return (
    <>
      <p class="hint">{t('optionsSitesHint')}</p>
      <ul class="sites" data-testid="sites">
        {sites.map((site) => (
          <li key={site.id}>
            {site.label} <span class="muted">{site.host}</span>
          </li>
        ))}
      </ul>
      <label class="check">
        <input
          type="checkbox"
          data-testid="any-site"
          aria-describedby="any-site-hint"
          checked={anySite === true}
          disabled={anySite === null}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        {t('optionsAnySite')}
      </label>
      <p class="hint" id="any-site-hint">
        {t('optionsAnySiteHint')}
      </p>
      {denied && (
        <p class="error" role="alert">
          {t('optionsAnySiteDenied')}
        </p>
      )}
    </>
  );
}

export function ViewedSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t } = useI18n();
  const days = useNumberDraft(settings.viewedDays, 1, 3650, (viewedDays) => void update({ viewedDays }));
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          data-testid="remember-viewed"
          checked={settings.rememberViewed}
          onChange={(e) => void update({ rememberViewed: e.currentTarget.checked })}
        />
        {t('optionsRememberViewed')}
      </label>
      <p class="field">
        <label for="viewed-days">{t('optionsViewedDays')}</label>
        <input
          id="viewed-days"
          type="number"
          min={1}
          max={3650}
          data-testid="viewed-days"
          aria-describedby="viewed-hint"
          disabled={!settings.rememberViewed}
          value={days.text}
          onInput={(e) => days.type(e.currentTarget.value)}
          onChange={days.settle}
        />
      </p>
      <p class="hint" id="viewed-hint">
        {t('optionsViewedHint')}
      </p>
    </>
  );
}

export function LanguageSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t } = useI18n();
  return (
    <p class="field">
      <label for="ui-language">{t('optionsLanguageLabel')}</label>
      <select
        id="ui-language"
        data-testid="ui-language"
        value={settings.uiLanguage}
        onChange={(e) => void update({ uiLanguage: e.currentTarget.value as Settings['uiLanguage'] })}
      >
        <option value="auto">{t('optionsLanguageAuto')}</option>
        <option value="en" lang="en">
          English
        </option>
        <option value="zh" lang="zh-CN">
          中文
        </option>
      </select>
    </p>
  );
}
