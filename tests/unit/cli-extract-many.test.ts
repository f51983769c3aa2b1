import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIO } from '@/lib/cli/main';
import { PAGES_DIR } from '../support/corpus';

/** `jobsight extract-many`: one process for a corpus, each output exactly what `extract` prints for its item. */

const NOW = '2026-03-02T08:00:00.000Z';
const LIEPIN = { page: join(PAGES_DIR, 'liepin/enterprise-job/page.html'), url: 'https://www.liepin.com/job/1970123456.shtml' };
const GREENHOUSE = {
  page: join(PAGES_DIR, 'greenhouse/new-board/page.html'),
  url: 'https://job-boards.greenhouse.io/harborline/jobs/5123456',
};
const NONE = { page: join(PAGES_DIR, 'negative/blog-hiring/page.html'), url: 'https://example.org/blog/we-are-hiring' };
const PROFILE = { skills: ['Java', 'Spring Boot', 'MySQL'], places: ['深圳'], workModes: [], languages: [], yearsOfExperience: 6 };

/** The real file system, with a few virtual files (the list, a profile) laid over it. */
function run(args: string[], files: Record<string, unknown> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    readFile: async (path) =>
      path in files ? new TextEncoder().encode(JSON.stringify(files[path])) : new Uint8Array(await readFile(path)),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  };
  return runCli(args, io).then((code) => ({ code, stdout, stderr }));
}

async function extractOne(item: { page: string; url: string }, ...flags: string[]) {
  const { code, stdout } = await run(['extract', item.page, '--url', item.url, '--now', NOW, ...flags], { 'profile.json': PROFILE });
  expect(code).toBe(0);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('jobsight extract-many', () => {
  it('prints, per item, what extract prints for it: analysis, language and profile included', async () => {
    const list = [
      { ...LIEPIN, now: NOW, lang: 'zh', profile: 'profile.json' },
      { ...LIEPIN, now: NOW, lang: 'en', profile: PROFILE },
      { ...GREENHOUSE, now: NOW },
      { ...NONE, now: NOW },
    ];
    const { code, stdout, stderr } = await run(['extract-many', 'list.json'], { 'list.json': list, 'profile.json': PROFILE });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const outputs = JSON.parse(stdout) as Record<string, { lang?: string; fit?: unknown } | null>[];
    expect(outputs).toHaveLength(4);
    expect(outputs[0]).toEqual(await extractOne(LIEPIN, '--lang', 'zh', '--profile', 'profile.json'));
    expect(outputs[1]).toEqual(await extractOne(LIEPIN, '--lang', 'en', '--profile', 'profile.json'));
    expect(outputs[2]).toEqual(await extractOne(GREENHOUSE));
    expect(outputs[3]).toEqual(await extractOne(NONE));
    expect(outputs[0]!['analysis']?.lang).toBe('zh');
    expect(outputs[1]!['analysis']?.lang).toBe('en');
    expect(outputs[1]!['analysis']?.fit).toBeDefined();
    expect(outputs[2]!['analysis']?.fit).toBeUndefined();
    expect(outputs[3]).toMatchObject({ posting: null });
    expect(outputs[3]!['analysis']).toBeUndefined();
  });

  it.each([
    ['a list that is not an array', { page: LIEPIN.page }, /the list \(an array/],
    ['an address that is not http(s)', [{ page: LIEPIN.page, url: 'javascript:alert(1)' }], /item 0\.url/],
    ['an unknown language', [{ ...LIEPIN, lang: 'fr' }], /item 0\.lang/],
    ['a date that is not one', [{ ...LIEPIN, now: 'yesterday' }], /item 0\.now/],
    [
      'an inline profile with a wrong field',
      [{ ...LIEPIN }, { ...LIEPIN, profile: { skills: 'Java' } }],
      /item 1 profile is not a profile: skills/,
    ],
    ['a profile file that is missing', [{ ...LIEPIN, profile: '/nonexistent/profile.json' }], /item 0: cannot read its profile/],
    [
      'a page that is missing',
      [{ ...LIEPIN }, { page: '/nonexistent/page.html', url: LIEPIN.url }],
      /item 1: cannot read \/nonexistent\/page\.html/,
    ],
  ])('refuses %s, says which item, and prints no partial array', async (_label, list, message) => {
    const { code, stdout, stderr } = await run(['extract-many', 'list.json'], { 'list.json': list });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('says so when the list itself cannot be read', async () => {
    const { code, stderr } = await run(['extract-many', '/nonexistent/list.json']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/cannot read \/nonexistent\/list\.json/);
  });
});
