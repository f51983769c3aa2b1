import { fail, type DeepReadError } from './errors';
import type { ChatMessage } from './prompt';
import type { Provider } from './config';

/**
 * The two wire protocols: OpenAI-compatible chat completions (LM Studio, vLLM, llama.cpp server and the
 * hosted services) and Ollama's own /api/chat. Both stream; the answer's JSON Schema goes with the request.
 */

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface CallInput {
  provider: Provider;
  messages: ChatMessage[];
  schema: Record<string, unknown>;
  signal: AbortSignal;
  stream?: boolean;
  /** Each piece of the answer as it comes: the whole text so far. */
  onText?(text: string): void;
}

export interface CallResult {
  text: string;
  promptTokens?: number;
  completionTokens?: number;
}

const trimBase = (base: string) => base.replace(/\/+$/, '');

function headers(provider: Provider): Record<string, string> {
  return { 'content-type': 'application/json', ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}) };
}

/** The endpoint's words, as plain short text: its JSON `error.message` or `error`, else the body's start. */
function detailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    const message =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String((error as { message: unknown }).message)
          : typeof parsed.message === 'string'
            ? parsed.message
            : '';
    if (message) return message.slice(0, 200);
  } catch {
    // Not JSON: the text itself.
  }
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

const CONTEXT_WORDS = /context|too long|too many tokens|maximum.*tokens|max_tokens|exceed|上下文|超出|过长/i;

/** A refused request, in the codes the UI explains. */
async function httpError(response: Response, provider: Provider, fetchImpl: Fetch, signal?: AbortSignal): Promise<DeepReadError> {
  const body = await response.text().catch(() => '');
  const detail = detailOf(body);
  switch (response.status) {
    case 401:
      return { code: 'unauthorized', status: 401, detail };
    case 403:
      // Ollama refuses an Origin it was not told to allow with an empty 403 (OLLAMA_ORIGINS).
      return provider.kind === 'ollama' ? { code: 'forbidden_origin', status: 403, detail } : { code: 'forbidden', status: 403, detail };
    case 404:
      return { code: 'model_not_found', status: 404, detail, models: await listModels(provider, fetchImpl, signal).catch(() => []) };
    case 429: {
      const after = Number(response.headers.get('retry-after'));
      return {
        code: 'rate_limited',
        status: 429,
        detail,
        ...(Number.isFinite(after) && after > 0 ? { retryAfterSeconds: Math.ceil(after) } : {}),
      };
    }
    case 400:
    case 413:
      if (CONTEXT_WORDS.test(detail)) return { code: 'context_too_long', status: response.status, detail };
  }
  return { code: 'http_error', status: response.status, detail };
}

async function send(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    return fail({ code: 'unreachable', detail: error instanceof Error ? error.message.slice(0, 200) : '' });
  }
}

/** Lines of a streamed body as they arrive (server-sent events and NDJSON are both line-based). */
async function* lines(response: Response): AsyncGenerator<string> {
  if (!response.body) {
    yield* (await response.text()).split(/\r?\n/);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        yield buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
      }
    }
    buffer += decoder.decode();
    if (buffer) yield buffer;
  } finally {
    // The answer ended early ([DONE], an error): the rest of the body is not waited for.
    void reader.cancel().catch(() => undefined);
  }
}

/** An error the endpoint sends inside a stream ({"error": ...}), as a failure with its words. */
function streamedError(chunk: { error?: unknown }): void {
  if (chunk.error === undefined || chunk.error === null) return;
  const error = chunk.error;
  const detail =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message)
        : 'error';
  fail({ code: CONTEXT_WORDS.test(detail) ? 'context_too_long' : 'http_error', status: 500, detail: detail.slice(0, 200) });
}

type ResponseFormat = 'json_schema' | 'json_object' | 'none';

/** Chat completions; a server that knows no `json_schema` is asked again with JSON mode, then plainly. */
async function callOpenAI(input: CallInput, fetchImpl: Fetch): Promise<CallResult> {
  for (const format of ['json_schema', 'json_object', 'none'] as const) {
    const response = await send(fetchImpl, `${trimBase(input.provider.baseUrl)}/chat/completions`, {
      method: 'POST',
      headers: headers(input.provider),
      signal: input.signal,
      body: JSON.stringify(openAIBody(input, format)),
    });
    if (response.ok) return input.stream === false ? readOpenAIWhole(response) : readOpenAIStream(response, input);
    const error = await httpError(response, input.provider, fetchImpl, input.signal);
    if (
      format !== 'none' &&
      error.code === 'http_error' &&
      error.status === 400 &&
      /response_format|json_schema|json_object/i.test(error.detail ?? '')
    )
      continue;
    return fail(error);
  }
  return fail({ code: 'http_error', status: 400 });
}

function openAIBody(input: CallInput, format: ResponseFormat): Record<string, unknown> {
  const stream = input.stream !== false;
  return {
    model: input.provider.model,
    messages: input.messages,
    temperature: 0.2,
    stream,
    ...(stream ? { stream_options: { include_usage: true } } : {}),
    ...(format === 'json_schema'
      ? { response_format: { type: 'json_schema', json_schema: { name: 'deep_read', schema: input.schema } } }
      : {}),
    ...(format === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
  };
}

interface OpenAIUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
}

function usage(value: OpenAIUsage | undefined): Pick<CallResult, 'promptTokens' | 'completionTokens'> {
  return {
    ...(typeof value?.prompt_tokens === 'number' ? { promptTokens: value.prompt_tokens } : {}),
    ...(typeof value?.completion_tokens === 'number' ? { completionTokens: value.completion_tokens } : {}),
  };
}

function readOpenAIBody(text: string): CallResult {
  let body: { choices?: { message?: { content?: unknown } }[]; usage?: OpenAIUsage; error?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: no answer.
  }
  streamedError(body);
  const content = body.choices?.[0]?.message?.content;
  return { text: typeof content === 'string' ? content : '', ...usage(body.usage) };
}

async function readOpenAIWhole(response: Response): Promise<CallResult> {
  return readOpenAIBody(await response.text().catch(() => ''));
}

async function readOpenAIStream(response: Response, input: CallInput): Promise<CallResult> {
  // A server may answer a streamed request whole, or stream without saying so: read what it is.
  if (!/event-stream/i.test(response.headers.get('content-type') ?? '')) {
    const whole = await response.text().catch(() => '');
    if (!/^\s*data:/.test(whole)) return readOpenAIBody(whole);
    return readServerEvents(whole.split(/\r?\n/), input);
  }
  return readServerEvents(lines(response), input);
}

async function readServerEvents(source: AsyncIterable<string> | Iterable<string>, input: CallInput): Promise<CallResult> {
  let text = '';
  let counted: OpenAIUsage | undefined;
  for await (const line of source) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') break;
    let chunk: { choices?: { delta?: { content?: unknown } }[]; usage?: OpenAIUsage; error?: unknown };
    try {
      chunk = JSON.parse(data) as typeof chunk;
    } catch {
      // A keep-alive or a malformed line: skipped.
      continue;
    }
    streamedError(chunk);
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string' && piece) {
      text += piece;
      input.onText?.(text);
    }
    if (chunk.usage) counted = chunk.usage;
  }
  return { text, ...usage(counted) };
}

async function callOllama(input: CallInput, fetchImpl: Fetch): Promise<CallResult> {
  const stream = input.stream !== false;
  const response = await send(fetchImpl, `${trimBase(input.provider.baseUrl)}/api/chat`, {
    method: 'POST',
    headers: headers(input.provider),
    signal: input.signal,
    // Ollama's default context is small and it cuts a longer prompt silently, the system message first: a
    // context is asked for that holds the posting's budget, the system message and the answer.
    body: JSON.stringify({
      model: input.provider.model,
      messages: input.messages,
      stream,
      format: input.schema,
      options: { temperature: 0.2, num_ctx: OLLAMA_CONTEXT },
    }),
  });
  if (!response.ok) return fail(await httpError(response, input.provider, fetchImpl, input.signal));
  let text = '';
  let promptTokens: number | undefined;
  let completionTokens: number | undefined;
  for await (const line of lines(response)) {
    if (!line.trim()) continue;
    try {
      const chunk = JSON.parse(line) as {
        message?: { content?: unknown };
        error?: unknown;
        prompt_eval_count?: number;
        eval_count?: number;
      };
      if (typeof chunk.error === 'string') fail({ code: 'http_error', status: 500, detail: chunk.error.slice(0, 200) });
      const piece = chunk.message?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        input.onText?.(text);
      }
      if (typeof chunk.prompt_eval_count === 'number') promptTokens = chunk.prompt_eval_count;
      if (typeof chunk.eval_count === 'number') completionTokens = chunk.eval_count;
    } catch (error) {
      if (error instanceof Error && error.name !== 'SyntaxError') throw error;
    }
  }
  // Filled to the brim: Ollama dropped the start of the prompt rather than refuse it.
  if (promptTokens !== undefined && promptTokens >= OLLAMA_CONTEXT) fail({ code: 'context_too_long', detail: `${promptTokens} tokens` });
  return { text, ...(promptTokens !== undefined ? { promptTokens } : {}), ...(completionTokens !== undefined ? { completionTokens } : {}) };
}

/** The context asked of Ollama: the posting budget (prompt.ts) with the system message and the answer. */
const OLLAMA_CONTEXT = 12_288;

export function callModel(input: CallInput, fetchImpl: Fetch): Promise<CallResult> {
  return input.provider.kind === 'ollama' ? callOllama(input, fetchImpl) : callOpenAI(input, fetchImpl);
}

/** Models that turn text into vectors cannot chat: they are not offered. */
const EMBEDDING = /embed|bge-|minilm|nomic-bert|(^|[-_/])e5([-_]|$)/i;

/** The chat models the endpoint has (Ollama's /api/tags, else /models), embedding models left out. */
export async function listModels(provider: Provider, fetchImpl: Fetch, signal?: AbortSignal): Promise<string[]> {
  const ollama = provider.kind === 'ollama';
  const response = await send(fetchImpl, `${trimBase(provider.baseUrl)}${ollama ? '/api/tags' : '/models'}`, {
    method: 'GET',
    headers: headers(provider),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    // The list itself is refused: the same errors as a request, but a missing list is no model error.
    const error = await httpError(response, provider, async () => new Response('', { status: 500 }));
    return fail(error.code === 'model_not_found' ? { code: 'http_error', status: 404, detail: error.detail ?? '' } : error);
  }
  const body = (await response.json().catch(() => ({}))) as {
    models?: { name?: unknown; details?: { family?: unknown; families?: unknown } }[];
    data?: { id?: unknown }[];
  };
  const names = ollama
    ? (body.models ?? [])
        .filter((model) => {
          const families = [model.details?.family, ...(Array.isArray(model.details?.families) ? model.details.families : [])].map(String);
          return !families.some((family) => /bert/i.test(family)) && !EMBEDDING.test(String(model.name));
        })
        .map((model) => model.name)
    : (body.data ?? []).map((model) => model.id).filter((id) => !EMBEDDING.test(String(id)));
  return names.filter((name): name is string => typeof name === 'string' && name.length > 0 && name.length <= 200).slice(0, 200);
}
