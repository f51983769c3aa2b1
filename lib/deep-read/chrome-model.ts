import { fail } from './errors';
import type { CallInput, CallResult } from './transport';

/**
 * Chrome's built-in model (the Prompt API, `LanguageModel`), where the browser has it. It writes
 * English, Spanish and Japanese only: a Chinese posting or a Chinese UI is told so and offered the
 * other providers (`no_chinese`).
 */

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface LanguageModelSession {
  promptStreaming(
    input: string,
    options?: { responseConstraint?: Record<string, unknown>; signal?: AbortSignal },
  ): AsyncIterable<string> | ReadableStream<string>;
  destroy(): void;
  inputUsage?: number;
}

export interface LanguageModelApi {
  availability(options?: Record<string, unknown>): Promise<Availability>;
  create(options?: {
    initialPrompts?: { role: 'system' | 'user' | 'assistant'; content: string }[];
    expectedInputs?: { type: 'text'; languages: string[] }[];
    expectedOutputs?: { type: 'text'; languages: string[] }[];
    monitor?(target: EventTarget): void;
    signal?: AbortSignal;
  }): Promise<LanguageModelSession>;
}

/** The Prompt API of this context, if any. */
export function builtInModel(scope: unknown = globalThis): LanguageModelApi | undefined {
  const api = (scope as { LanguageModel?: unknown }).LanguageModel;
  return typeof api === 'object' || typeof api === 'function' ? (api as LanguageModelApi) : undefined;
}

const LANGUAGES = { expectedInputs: [{ type: 'text', languages: ['en'] }], expectedOutputs: [{ type: 'text', languages: ['en'] }] };

export async function builtInAvailability(api: LanguageModelApi | undefined): Promise<Availability> {
  if (!api) return 'unavailable';
  try {
    return await api.availability(LANGUAGES);
  } catch {
    return 'unavailable';
  }
}

async function* chunks(stream: AsyncIterable<string> | ReadableStream<string>): AsyncGenerator<string> {
  if (Symbol.asyncIterator in stream) {
    yield* stream as AsyncIterable<string>;
    return;
  }
  const reader = (stream as ReadableStream<string>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

interface BuiltInInput extends CallInput {
  /** The UI's or the posting's language is Chinese. */
  chinese: boolean;
  /** Download progress, 0–1, while the browser fetches the model. */
  onDownload?(loaded: number): void;
}

export async function callBuiltIn(input: BuiltInInput, api: LanguageModelApi | undefined): Promise<CallResult> {
  if (input.chinese) fail({ code: 'no_chinese' });
  const availability = await builtInAvailability(api);
  if (!api || availability === 'unavailable') fail({ code: 'unavailable' });
  const [system, ...rest] = input.messages;
  const session = await api.create({
    ...LANGUAGES,
    initialPrompts: system ? [{ role: 'system', content: system.content }] : [],
    signal: input.signal,
    monitor(target) {
      target.addEventListener('downloadprogress', (event) =>
        input.onDownload?.(Number((event as Event & { loaded?: number }).loaded ?? 0)),
      );
    },
  } as Parameters<LanguageModelApi['create']>[0]);
  try {
    let text = '';
    const prompt = rest.map((message) => message.content).join('\n\n');
    for await (const piece of chunks(session.promptStreaming(prompt, { responseConstraint: input.schema, signal: input.signal }))) {
      text += piece;
      input.onText?.(text);
    }
    return { text, ...(typeof session.inputUsage === 'number' ? { promptTokens: session.inputUsage } : {}) };
  } finally {
    session.destroy();
  }
}
