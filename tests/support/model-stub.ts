import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A model endpoint on the loopback address, scripted per test: OpenAI-compatible
 * `/v1/chat/completions` (whole or streamed as server-sent events), `/v1/models`, and Ollama's
 * `/api/tags` and `/api/chat` (NDJSON). It counts every request, so that a test can prove none was sent.
 */

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type StubReply =
  /** A model's text, in the protocol of the path it was asked on; `pieces` > 1 streams it in that many parts. */
  | { content: string; pieces?: number; usage?: { prompt: number; completion: number }; byteChunks?: number; contentType?: string }
  /** Server-sent events as given (an error inside a stream). */
  | { events: unknown[] }
  /** A refusal or any other reply, as is. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Sends the start of a stream, then nothing, never ending (for cancel and timeout). */
  | { hang: true };

export interface ModelStub {
  origin: string;
  requests: StubRequest[];
  /** Requests to the chat paths only. */
  chats(): StubRequest[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function split(text: string, pieces: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts.length > 0 ? parts : [''];
}

/** Writes a body whole, or in pieces of `byteChunks` bytes (cutting lines and characters), a pause between. */
async function send(response: ServerResponse, body: string, byteChunks: number | undefined): Promise<void> {
  const bytes = Buffer.from(body, 'utf8');
  if (!byteChunks) return void response.end(bytes);
  for (let at = 0; at < bytes.length; at += byteChunks) {
    response.write(bytes.subarray(at, at + byteChunks));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  response.end();
}

async function answer(
  response: ServerResponse,
  path: string,
  body: unknown,
  reply: Extract<StubReply, { content: string }>,
): Promise<void> {
  const ollama = path.startsWith('/api/');
  const streamed = (body as { stream?: boolean } | undefined)?.stream !== false;
  const usage = reply.usage ?? { prompt: 1200, completion: 300 };
  if (ollama) {
    response.writeHead(200, { 'content-type': reply.contentType ?? 'application/x-ndjson', ...CORS });
    const parts = streamed ? split(reply.content, reply.pieces ?? 4) : [reply.content];
    const lines = parts.map((part) => `${JSON.stringify({ model: 'stub', message: { role: 'assistant', content: part }, done: false })}\n`);
    lines.push(
      `${JSON.stringify({ model: 'stub', message: { role: 'assistant', content: '' }, done: true, prompt_eval_count: usage.prompt, eval_count: usage.completion })}\n`,
    );
    return send(response, lines.join(''), reply.byteChunks);
  }
  if (!streamed) {
    response.writeHead(200, { 'content-type': reply.contentType ?? 'application/json', ...CORS });
    return send(
      response,
      JSON.stringify({
        choices: [{ message: { role: 'assistant', content: reply.content } }],
        usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion },
      }),
      reply.byteChunks,
    );
  }
  response.writeHead(200, { 'content-type': reply.contentType ?? 'text/event-stream', ...CORS });
  const events = split(reply.content, reply.pieces ?? 4).map(
    (part) => `data: ${JSON.stringify({ choices: [{ delta: { content: part } }] })}\n\n`,
  );
  events.push(
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion } })}\n\n`,
    'data: [DONE]\n\n',
  );
  return send(response, events.join(''), reply.byteChunks);
}

export async function startModelStub(script: (request: StubRequest) => StubReply | Promise<StubReply>): Promise<ModelStub> {
  const requests: StubRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const recorded: StubRequest = { method: request.method ?? 'GET', path, headers: request.headers, body: await bodyOf(request) };
      requests.push(recorded);
      const reply = await script(recorded);
      if ('hang' in reply) {
        open.add(response);
        response.writeHead(200, { 'content-type': path.startsWith('/api/') ? 'application/x-ndjson' : 'text/event-stream', ...CORS });
        response.write(
          path.startsWith('/api/')
            ? `${JSON.stringify({ message: { content: '{"overall":' }, done: false })}\n`
            : `data: ${JSON.stringify({ choices: [{ delta: { content: '{"overall":' } }] })}\n\n`,
        );
        return;
      }
      if ('content' in reply) return answer(response, path, recorded.body, reply);
      if ('events' in reply) {
        response.writeHead(200, { 'content-type': 'text/event-stream', ...CORS });
        response.end(reply.events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
        return;
      }
      const body = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      response.writeHead(reply.status, {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        ...CORS,
        ...(reply.headers ?? {}),
      });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    chats: () => requests.filter((request) => /\/chat(\/completions)?$/.test(request.path)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer in the deep read's shape, quoting `quotes` (which a test makes true or invented). */
export function stubAnswer(options: { quotes?: string[]; lang?: 'en' | 'zh'; extra?: Record<string, unknown> } = {}): string {
  const [first = '', second = first, third = first] = options.quotes ?? [];
  const zh = options.lang === 'zh';
  return JSON.stringify({
    overall: { score: 74, summary: zh ? '稳定的岗位，薪资写明。' : 'A steady role with its pay stated.' },
    dimensions: {
      pay: { score: 70, reasons: [zh ? '薪资写明' : 'Pay is stated'], evidence: [first] },
      growth: { score: 60, reasons: [zh ? '有培训' : 'Training is named'], evidence: [second] },
      workLife: { score: null, reasons: [zh ? '未提及工时' : 'Hours are not given'], evidence: [] },
      mission: { score: 55, reasons: [zh ? '服务本地客户' : 'Serves local clients'], evidence: [] },
    },
    pros: [{ text: zh ? '薪资透明' : 'Pay is open', evidence: first }],
    cons: [{ text: zh ? '工时未写' : 'Hours unclear', evidence: '' }],
    role: {
      summary: zh ? '日常工作是……' : 'Day to day, the work is the duties listed.',
      focus: [zh ? '客户' : 'clients'],
      paths: [zh ? '主管' : 'team lead'],
    },
    strategy: [
      { text: zh ? '在简历中写明相关经历' : 'Name your closest experience first', why: zh ? '岗位要求' : 'It is the first requirement' },
    ],
    interview: {
      questions: [
        { text: zh ? '讲讲你处理难题的一次经历' : 'Tell us about a hard case you handled.', kind: 'behavioural', basedOn: third },
      ],
      prep: [zh ? '准备一个例子' : 'Prepare one example'],
    },
    redFlags: [],
    ...options.extra,
  });
}
