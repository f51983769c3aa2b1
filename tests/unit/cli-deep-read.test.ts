import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '@/lib/cli/main';
import { startModelStub, stubAnswer, type ModelStub, type StubReply } from '../support/model-stub';

const PAGES = join(import.meta.dirname, '../fixtures/pages');
const GREENHOUSE = {
  page: join(PAGES, 'greenhouse/new-board/page.html'),
  url: 'https://job-boards.greenhouse.io/harborline/jobs/5123456?gh_src=a1b2c3',
};
const BOSS = {
  page: join(PAGES, 'boss/detail-2022/page.html'),
  url: 'https://www.zhipin.com/job_detail/8c1f2a9d7e5b4a3f1HJ92dy-FlpQ.html',
};

let stub: ModelStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function cli(args: string[]): Promise<{ code: number; out: Record<string, unknown>; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    readFile: (path) => readFile(path),
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
  });
  return { code, out: out ? (JSON.parse(out) as Record<string, unknown>) : {}, err };
}

async function withStub(reply: (body: { messages: { content: string }[] }) => StubReply) {
  stub = await startModelStub((request) => reply(request.body as { messages: { content: string }[] }));
  return stub;
}

describe('jobsight deep-read', () => {
  it('prints the posting, the rules’ analysis and the model’s checked answer', async () => {
    // The stub quotes a line of the posting it was sent, and makes one up.
    await withStub((body) => {
      const user = body.messages[1]!.content;
      const line = user.split('\n').find((text) => text.length > 40 && !text.startsWith('<'))!;
      return { content: stubAnswer({ quotes: [line, 'A made-up sentence that is nowhere', line] }) };
    });
    const { code, out } = await cli([
      'deep-read',
      GREENHOUSE.page,
      '--url',
      GREENHOUSE.url,
      '--base-url',
      `${stub!.origin}/v1`,
      '--model',
      'stub',
      '--now',
      '2026-11-29T08:00:00Z',
    ]);
    expect(code).toBe(0);
    expect((out['posting'] as { title: string }).title).toBe('Staff Platform Engineer');
    expect(out['analysis']).toBeDefined();
    const deepRead = out['deepRead'] as {
      provider: string;
      model: string;
      answer: { overall: { score: number } };
      dropped: { quotes: number };
      record: { sentChars: number; at: string };
    };
    expect(deepRead).toMatchObject({ provider: 'openai', model: 'stub', dropped: { quotes: 1 } });
    expect(deepRead.answer.overall.score).toBe(74);
    expect(deepRead.record.at).toBe('2026-11-29T08:00:00.000Z');
    expect(stub!.chats()).toHaveLength(1);
  });

  it('speaks Chinese with --lang zh against Ollama', async () => {
    await withStub(() => ({ content: stubAnswer({ lang: 'zh' }) }));
    const { out } = await cli([
      'deep-read',
      BOSS.page,
      '--url',
      BOSS.url,
      '--base-url',
      stub!.origin,
      '--model',
      'qwen2.5:7b',
      '--provider',
      'ollama',
      '--lang',
      'zh',
    ]);
    expect((out['deepRead'] as { answer: { overall: { summary: string } } }).answer.overall.summary).toBe('稳定的岗位，薪资写明。');
    expect(stub!.chats()[0]!.path).toBe('/api/chat');
  });

  it('reports a failure as an error with a plain message, exit 0', async () => {
    await withStub(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const { code, out } = await cli([
      'deep-read',
      GREENHOUSE.page,
      '--url',
      GREENHOUSE.url,
      '--base-url',
      `${stub!.origin}/v1`,
      '--model',
      'm',
      '--api-key',
      'sk-wrong',
    ]);
    expect(code).toBe(0);
    expect(out['deepRead']).toMatchObject({ answer: null, error: { code: 'unauthorized', message: expect.stringMatching(/API key/) } });
    expect(stub!.chats()[0]!.headers['authorization']).toBe('Bearer sk-wrong');
  });

  it('sends nothing for a page with no posting, and refuses bad usage', async () => {
    await withStub(() => ({ content: stubAnswer() }));
    const none = await cli([
      'deep-read',
      join(PAGES, 'greenhouse/board-index/page.html'),
      '--url',
      'https://job-boards.greenhouse.io/harborline',
      '--base-url',
      `${stub!.origin}/v1`,
      '--model',
      'm',
    ]);
    expect(none.out['posting']).toBeNull();
    expect(stub!.requests).toHaveLength(0);
    expect((await cli(['deep-read', GREENHOUSE.page, '--url', GREENHOUSE.url, '--model', 'm'])).code).toBe(2);
    expect(
      (
        await cli([
          'deep-read',
          GREENHOUSE.page,
          '--url',
          GREENHOUSE.url,
          '--base-url',
          'http://127.0.0.1:1',
          '--model',
          'm',
          '--provider',
          'gemini',
        ])
      ).code,
    ).toBe(2);
  });
});
