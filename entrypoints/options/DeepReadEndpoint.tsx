import { useI18n } from '@/components/i18n';
import { writeApiKey } from '@/components/runtime/deep-read';
import type { DeepReadForm } from './useDeepReadForm';

/** Where a model that is not the browser's own is reached: its address, the model's name, and (OpenAI) the key. */
export function DeepReadEndpoint({ form }: { form: DeepReadForm }) {
  const { t } = useI18n();
  const { settings, key, setKey, models, show, save } = form;
  return (
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
          onInput={(e) => show({ baseUrl: e.currentTarget.value.trim() })}
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
          onInput={(e) => show({ model: e.currentTarget.value.trim() })}
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
  );
}
