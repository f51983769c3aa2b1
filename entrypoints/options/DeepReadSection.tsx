import { useI18n } from '@/components/i18n';
import { isLocal, PRESETS, type PresetId } from '@/lib/deep-read/config';
import { DeepReadEndpoint } from './DeepReadEndpoint';
import { useDeepReadForm, type DeepReadForm } from './useDeepReadForm';

/**
 * The options page's "Deep read": off by default; a provider, its address, model and key; a test that
 * asks for access to the endpoint's origin and lists its models. Nothing is sent from here but that test.
 */
export function DeepReadSection() {
  const { t } = useI18n();
  const form = useDeepReadForm();
  if (!form) return null;
  const { settings, save } = form;
  const local = settings.kind === 'chrome' || isLocal(settings.baseUrl);
  return (
    <div class="deep-read-options">
      <p class="hint">{t('deepRead_optionsHint')}</p>
      <label class="check">
        <input
          type="checkbox"
          data-testid="deep-enabled"
          checked={settings.enabled}
          onChange={(e) => save({ enabled: e.currentTarget.checked })}
        />
        <span>{t('deepRead_enable')}</span>
      </label>
      <fieldset disabled={!settings.enabled}>
        <legend>{t('deepRead_setupLegend')}</legend>
        <DeepReadProvider form={form} />
        {settings.kind !== 'chrome' && <DeepReadEndpoint form={form} />}
        {settings.kind === 'chrome' && <p class="hint">{t('deepRead_chromeHint')}</p>}
        <p class={local ? 'hint' : 'hint warn'} data-testid="deep-where">
          {local ? t('deepRead_local') : t('deepRead_remote')}
        </p>
        <DeepReadTest form={form} />
        <DeepReadRunOptions form={form} />
      </fieldset>
    </div>
  );
}

function DeepReadProvider({ form }: { form: DeepReadForm }) {
  const { t } = useI18n();
  return (
    <p class="field">
      <label for="deep-preset">{t('deepRead_provider')}</label>
      <select
        id="deep-preset"
        data-testid="deep-preset"
        value={form.settings.preset}
        onChange={(e) => form.choosePreset(e.currentTarget.value as PresetId)}
      >
        {PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {t(`deepRead_preset_${preset.id.replace('-', '_')}` as Parameters<typeof t>[0])}
          </option>
        ))}
      </select>
    </p>
  );
}

function DeepReadTest({ form }: { form: DeepReadForm }) {
  const { t } = useI18n();
  const { check } = form;
  return (
    <p class="submit">
      <button
        type="button"
        class="secondary"
        data-testid="deep-test"
        disabled={check?.state === 'working'}
        onClick={() => void form.test()}
      >
        {t('deepRead_test')}
      </button>
      <span role="status" data-testid="deep-test-status" class={check?.state === 'failed' ? 'error' : 'muted'}>
        {check?.state === 'working' ? t('deepRead_testing') : check?.text}
      </span>
    </p>
  );
}

/** How a deep read runs once set up: its time limit, a read when a posting is saved, and whether the profile goes with it. */
function DeepReadRunOptions({ form }: { form: DeepReadForm }) {
  const { t } = useI18n();
  const { settings, save } = form;
  return (
    <>
      <p class="field">
        <label for="deep-timeout">{t('deepRead_timeout')}</label>
        <input
          id="deep-timeout"
          type="number"
          min={10}
          max={900}
          step={10}
          data-testid="deep-timeout"
          value={settings.timeoutSeconds}
          onChange={(e) => save({ timeoutSeconds: Math.min(900, Math.max(10, Math.round(Number(e.currentTarget.value) || 120))) })}
        />
      </p>
      <label class="check">
        <input
          type="checkbox"
          data-testid="deep-auto"
          checked={settings.autoSaved}
          onChange={(e) => save({ autoSaved: e.currentTarget.checked })}
        />
        <span>{t('deepRead_auto')}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="deep-profile"
          checked={settings.includeProfile}
          onChange={(e) => save({ includeProfile: e.currentTarget.checked })}
        />
        <span>{t('deepRead_includeProfile')}</span>
      </label>
    </>
  );
}
