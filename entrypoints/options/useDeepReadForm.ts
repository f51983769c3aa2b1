import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '@/components/i18n';
import { askForAccess, pageFetch, providerOf, useDeepReadSetup, writeApiKey, writeDeepReadSettings } from '@/components/runtime/deep-read';
import { builtInAvailability, builtInModel } from '@/lib/deep-read/chrome-model';
import { DEFAULT_DEEP_READ, PRESETS, type DeepReadSettings, type PresetId } from '@/lib/deep-read/config';
import { DeepReadFailure, errorText } from '@/lib/deep-read/errors';
import { listModels } from '@/lib/deep-read/transport';

type DeepReadCheck = { state: 'working' } | { state: 'ok'; text: string } | { state: 'failed'; text: string };

/** The deep read's form as the options page edits it; null until the stored setup has loaded. */
export interface DeepReadForm {
  settings: DeepReadSettings;
  key: string;
  setKey(key: string): void;
  models: string[];
  check: DeepReadCheck | null;
  /** Shows a value while it is typed, without writing it. */
  show(patch: Partial<DeepReadSettings>): void;
  save(patch: Partial<DeepReadSettings>): void;
  choosePreset(id: PresetId): void;
  test(): Promise<void>;
}

/**
 * The state the deep read's parts share, and the one test that sends anything from the options page: it asks
 * for access to the endpoint's origin and lists its models (docs/reliability.md, 1.4).
 */
export function useDeepReadForm(): DeepReadForm | null {
  const { t } = useI18n();
  const setup = useDeepReadSetup();
  const [key, setKey] = useState('');
  const [models, setModels] = useState<string[]>([]);
  const [check, setCheck] = useState<DeepReadCheck | null>(null);
  // What is typed or ticked shows and is used at once: the storage write and its echo come later.
  const [typed, setTyped] = useState<Partial<DeepReadSettings>>({});
  useEffect(() => setKey(setup?.apiKey ?? ''), [setup?.apiKey]);
  if (!setup) return null;
  const settings: DeepReadSettings = { ...(setup.settings ?? DEFAULT_DEEP_READ), ...typed };
  const show = (patch: Partial<DeepReadSettings>) => setTyped({ ...typed, ...patch });
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

  return { settings, key, setKey, models, check, show, save, choosePreset, test };
}
