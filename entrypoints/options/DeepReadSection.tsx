import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { askForAccess, pageFetch, providerOf, useDeepReadSetup, writeApiKey, writeDeepReadSettings } from '@/components/runtime/deep-read';
import { builtInAvailability, builtInModel } from '@/lib/deep-read/chrome-model';
import { DEFAULT_DEEP_READ, isLocal, PRESETS, type DeepReadSettings, type PresetId } from '@/lib/deep-read/config';
import { DeepReadFailure, errorText } from '@/lib/deep-read/errors';
import { listModels } from '@/lib/deep-read/transport';

type Check = { state: 'working' } | { state: 'ok'; text: string } | { state: 'failed'; text: string };

/**
 * The options page's "Deep read": off by default; a provider, its address, model and key; a test that
 * asks for access to the endpoint's origin and lists its models. Nothing is sent from here but that test.
 */
export function DeepReadSection() {
  const { t } = useI18n();
  const setup = useDeepReadSetup();
  const [key, setKey] = useState('');
  const [models, setModels] = useState<string[]>([]);
  const [check, setCheck] = useState<Check | null>(null);
  // What is typed or ticked shows and is used at once: the storage write and its echo come later.
  const [typed, setTyped] = useState<Partial<DeepReadSettings>>({});
  useEffect(() => setKey(setup?.apiKey ?? ''), [setup?.apiKey]);
  if (!setup) return null;
  const settings: DeepReadSettings = { ...(setup.settings ?? DEFAULT_DEEP_READ), ...typed };
  const save = (patch: Partial<DeepReadSettings>) => {
    setTyped({ ...typed, ...patch });
    void writeDeepReadSettings(patch, settings);
  };
  const choosePreset = (id: PresetId) => {
    const preset = PRESETS.find((item) => item.id === id)!;
    setModels([]);
    setCheck(null);
    save({ preset: id, kind: preset.kind, baseUrl: preset.baseUrl || (id === 'openai-compatible' ? '' : settings.baseUrl) });
  };

  const test = async () => {
    setCheck({ state: 'working' });
    await writeDeepReadSettings(typed, settings);
    if (key !== setup.apiKey) await writeApiKey(key.trim());
    if (settings.kind === 'chrome') {
      const availability = await builtInAvailability(builtInModel());
      setCheck(
        availability === 'unavailable'
          ? { state: 'failed', text: t('deepRead_err_unavailable') }
          : { state: 'ok', text: t(`deepRead_chrome_${availability}`) },
      );
      return;
    }
    const granted = await askForAccess(settings.baseUrl);
    try {
      const found = await listModels({ ...providerOf({ ...setup, settings, apiKey: key })!, model: settings.model }, pageFetch);
      setModels(found);
      const known = settings.model === '' || found.length === 0 || found.includes(settings.model);
      setCheck({
        state: known ? 'ok' : 'failed',
        text: known
          ? t('deepRead_connected', { count: found.length })
          : t('deepRead_err_modelNotFoundList', { models: found.slice(0, 12).join(', ') }),
      });
    } catch (error) {
      const text = error instanceof DeepReadFailure ? errorText(error.error, t, settings.kind) : t('deepRead_err_unreachable');
      setCheck({ state: 'failed', text: granted ? text : `${text} ${t('deepRead_noAccess')}` });
    }
  };

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
        <p class="field">
          <label for="deep-preset">{t('deepRead_provider')}</label>
          <select
            id="deep-preset"
            data-testid="deep-preset"
            value={settings.preset}
            onChange={(e) => choosePreset(e.currentTarget.value as PresetId)}
          >
            {PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {t(`deepRead_preset_${preset.id.replace('-', '_')}` as Parameters<typeof t>[0])}
              </option>
            ))}
          </select>
        </p>
        {settings.kind !== 'chrome' && (
          <>
            <p class="field">
              <label for="deep-base">{t('deepRead_baseUrl')}</label>
              <input
                id="deep-base"
                type="text"
                data-testid="deep-base"
                aria-describedby="deep-base-hint"
                value={settings.baseUrl}
                spellcheck={false}
                onInput={(e) => setTyped({ ...typed, baseUrl: e.currentTarget.value.trim() })}
                onChange={(e) => save({ baseUrl: e.currentTarget.value.trim() })}
              />
              <span id="deep-base-hint" class="hint">
                {settings.kind === 'ollama' ? t('deepRead_baseOllamaHint') : t('deepRead_baseHint')}
              </span>
            </p>
            <p class="field">
              <label for="deep-model">{t('deepRead_model')}</label>
              <input
                id="deep-model"
                type="text"
                list="deep-models"
                data-testid="deep-model"
                value={settings.model}
                spellcheck={false}
                onInput={(e) => setTyped({ ...typed, model: e.currentTarget.value.trim() })}
                onChange={(e) => save({ model: e.currentTarget.value.trim() })}
              />
              <datalist id="deep-models">
                {models.map((model) => (
                  <option key={model} value={model} />
                ))}
              </datalist>
            </p>
            {settings.kind === 'openai' && (
              <p class="field">
                <label for="deep-key">{t('deepRead_apiKey')}</label>
                <input
                  id="deep-key"
                  type="password"
                  autocomplete="off"
                  data-testid="deep-key"
                  aria-describedby="deep-key-hint"
                  value={key}
                  onInput={(e) => setKey(e.currentTarget.value)}
                  onChange={(e) => void writeApiKey(e.currentTarget.value.trim())}
                />
                <span id="deep-key-hint" class="hint">
                  {t('deepRead_apiKeyHint')}
                </span>
              </p>
            )}
          </>
        )}
        {settings.kind === 'chrome' && <p class="hint">{t('deepRead_chromeHint')}</p>}
        <p class={local ? 'hint' : 'hint warn'} data-testid="deep-where">
          {local ? t('deepRead_local') : t('deepRead_remote')}
        </p>
        <p class="submit">
          <button type="button" class="secondary" data-testid="deep-test" disabled={check?.state === 'working'} onClick={() => void test()}>
            {t('deepRead_test')}
          </button>
          <span role="status" data-testid="deep-test-status" class={check?.state === 'failed' ? 'error' : 'muted'}>
            {check?.state === 'working' ? t('deepRead_testing') : check?.text}
          </span>
        </p>
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
      </fieldset>
    </div>
  );
}
