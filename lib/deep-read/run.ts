import type { Posting } from '../posting';
import type { Profile } from '../profile';
import type { Lang } from '../i18n';
import { hiddenInstructionQuotes } from '../analyze/knowledge/hidden-instructions';
import { ANSWER_JSON_SCHEMA } from './wire';
import type { StoredDeepRead } from './record';
import { checkAnswer } from './check';
import type { Provider } from './config';
import { DeepReadFailure, type DeepReadError } from './errors';
import { buildPrompt, DEFAULT_POSTING_BUDGET, PROMPT_VERSION, repairMessage, type ChatMessage } from './prompt';
import { callModel, type CallResult, type Fetch } from './transport';
import { callBuiltIn, type LanguageModelApi } from './chrome-model';

/**
 * One deep read, the same in the extension and on the command line: the prompt, the call, one repair
 * of an answer that is not the JSON asked for, the quotes checked, and the record that is kept.
 */

export interface Progress {
  phase: 'sending' | 'reading' | 'repairing' | 'downloading';
  /** Characters of answer received so far. */
  chars: number;
  elapsedMs: number;
  /** 0–1 while the browser downloads its built-in model. */
  download?: number;
}

export interface DeepReadInput extends Omit<AskInput, 'chinese'> {
  posting: Posting;
  lang: Lang;
  /** Only when the user allowed it (settings.includeProfile). */
  profile?: Profile;
  /** ISO time the answer is dated with. */
  at: string;
  /** Tokens of posting sent at most (prompt.ts tokenCost). */
  budget?: number;
}

type DeepReadOutcome = { ok: true; record: StoredDeepRead } | { ok: false; error: DeepReadError; sentChars: number };

/** The JSON object in a model's text: bare, in a code fence, or with words around it. */
function parseAnswerText(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidates = [text.trim(), fenced?.trim(), text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)].filter(
    (candidate): candidate is string => !!candidate,
  );
  for (const candidate of candidates) {
    try {
      return { ok: true, value: JSON.parse(candidate) as unknown };
    } catch {
      // Next reading.
    }
  }
  return { ok: false, problem: text.trim() ? 'it is not valid JSON' : 'it was empty' };
}

const sizeOf = (messages: readonly ChatMessage[]) => messages.reduce((sum, message) => sum + message.content.length, 0);

/** Where a request goes and how it is watched: shared by the deep read and the drafts. */
export interface AskInput {
  provider: Provider;
  fetch: Fetch;
  languageModel?: LanguageModelApi;
  signal?: AbortSignal;
  timeoutMs: number;
  stream?: boolean;
  onProgress?(progress: Progress): void;
  clock?: () => number;
  /** The UI's or the posting's language is Chinese (the built-in model does not write it). */
  chinese: boolean;
}

export interface Asked<T> {
  value: T;
  sentChars: number;
  tokens: { prompt?: number; completion?: number };
  ms: number;
  repaired: boolean;
}

/**
 * Sends `messages` (or, when the model's context is too small, the shorter `fallback`), reads the JSON
 * of its answer with `read`, asks once more when that fails, and keeps the time, the tokens and the
 * characters sent. Timeout and cancel end it with their own codes.
 */
export async function askForJson<T>(
  input: AskInput,
  messages: ChatMessage[],
  schema: Record<string, unknown>,
  read: (value: unknown) => T | undefined,
  fallback?: () => ChatMessage[],
): Promise<{ ok: true; asked: Asked<T> } | { ok: false; error: DeepReadError; sentChars: number }> {
  const clock = input.clock ?? Date.now;
  const started = clock();
  const controller = new AbortController();
  const cancel = () => controller.abort('cancelled');
  if (input.signal?.aborted) cancel();
  input.signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(() => controller.abort('timeout'), input.timeoutMs);
  let sentChars = 0;
  let phase: Progress['phase'] = 'sending';
  const report = (chars: number, download?: number) =>
    input.onProgress?.({ phase, chars, elapsedMs: clock() - started, ...(download !== undefined ? { download } : {}) });
  const call = (sent: ChatMessage[]): Promise<CallResult> => {
    sentChars += sizeOf(sent);
    report(0);
    const common = {
      provider: input.provider,
      messages: sent,
      schema,
      signal: controller.signal,
      onText: (text: string) => ((phase = phase === 'repairing' ? phase : 'reading'), report(text.length)),
      ...(input.stream !== undefined ? { stream: input.stream } : {}),
    };
    if (input.provider.kind === 'chrome') {
      return callBuiltIn(
        { ...common, chinese: input.chinese, onDownload: (loaded) => ((phase = 'downloading'), report(0, loaded)) },
        input.languageModel,
      );
    }
    return callModel(common, input.fetch);
  };

  try {
    let sent = messages;
    let result: CallResult;
    try {
      result = await call(sent);
    } catch (error) {
      if (!fallback || !(error instanceof DeepReadFailure) || error.error.code !== 'context_too_long') throw error;
      sent = fallback();
      result = await call(sent);
    }
    const tokens = { prompt: result.promptTokens, completion: result.completionTokens };
    let parsed = parseAnswerText(result.text);
    let value = parsed.ok ? read(parsed.value) : undefined;
    let repaired = false;
    if (value === undefined) {
      phase = 'repairing';
      repaired = true;
      const problem = parsed.ok ? 'it does not follow the JSON Schema' : parsed.problem;
      const again = await call([...sent, { role: 'assistant', content: result.text.slice(0, 8_000) }, repairMessage(problem, schema)]);
      tokens.prompt = sum(tokens.prompt, again.promptTokens);
      tokens.completion = sum(tokens.completion, again.completionTokens);
      parsed = parseAnswerText(again.text);
      value = parsed.ok ? read(parsed.value) : undefined;
      if (value === undefined)
        return { ok: false, error: { code: 'invalid_answer', detail: parsed.ok ? 'not the answer shape' : parsed.problem }, sentChars };
    }
    const counted = {
      ...(tokens.prompt !== undefined ? { prompt: tokens.prompt } : {}),
      ...(tokens.completion !== undefined ? { completion: tokens.completion } : {}),
    };
    return { ok: true, asked: { value, sentChars, tokens: counted, ms: Math.max(0, Math.round(clock() - started)), repaired } };
  } catch (error) {
    if (controller.signal.aborted)
      return { ok: false, error: { code: controller.signal.reason === 'timeout' ? 'timeout' : 'cancelled' }, sentChars };
    if (error instanceof DeepReadFailure) return { ok: false, error: error.error, sentChars };
    return { ok: false, error: { code: 'http_error', detail: error instanceof Error ? error.message.slice(0, 200) : 'failed' }, sentChars };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
  }
}

export async function runDeepRead(input: DeepReadInput): Promise<DeepReadOutcome> {
  const promptFor = (budget: number) =>
    buildPrompt({ posting: input.posting, lang: input.lang, ...(input.profile ? { profile: input.profile } : {}), budget });
  const budget = input.budget ?? DEFAULT_POSTING_BUDGET;
  let prompt = promptFor(budget);
  const chinese = input.lang === 'zh' || /^zh/i.test(input.posting.language);
  const asked = await askForJson(
    { ...input, chinese },
    prompt.messages,
    ANSWER_JSON_SCHEMA,
    (value) => checkAnswer(value, prompt.postingText),
    // Too long for the model's context: once more with a third of the posting, its least useful parts left out.
    () => (prompt = promptFor(Math.floor(budget / 3))).messages,
  );
  if (!asked.ok) return asked;
  const { value: checked, sentChars, tokens, ms, repaired } = asked.asked;
  const record: StoredDeepRead = {
    provider: input.provider.kind,
    model: (input.provider.model || (input.provider.kind === 'chrome' ? 'Chrome built-in' : 'model')).slice(0, 200),
    promptVersion: PROMPT_VERSION,
    lang: input.lang,
    at: input.at,
    answer: checked.answer,
    dropped: { quotes: checked.dropped },
    ...(Object.keys(tokens).length > 0 ? { tokens } : {}),
    ms,
    sentChars,
    trimmed: prompt.trimmed,
    withProfile: prompt.withProfile,
    repaired,
    hiddenInstructions: hiddenInstructionQuotes(prompt.postingText),
  };
  return { ok: true, record };
}

function sum(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);
}
