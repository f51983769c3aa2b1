import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapters, contentScriptMatches } from '@/lib/extract/registry';
import { PAGES_DIR, loadCorpus } from '../support/corpus';

const corpus = loadCorpus();
const GENERIC_FOLDERS = new Set(['generic', 'jsonld', 'microdata', 'negative']);

describe('conventions', () => {
  it('every adapter has a fixture folder with at least two cases', () => {
    for (const adapter of adapters) {
      const cases = corpus.filter((c) => c.site === adapter.id);
      expect(cases.length, `tests/fixtures/pages/${adapter.id}/ needs at least 2 cases`).toBeGreaterThanOrEqual(2);
    }
  });

  it('every fixture folder belongs to an adapter or to the page-wide readers', () => {
    for (const site of readdirSync(PAGES_DIR)) {
      const known = adapters.some((a) => a.id === site) || GENERIC_FOLDERS.has(site);
      expect(known, `tests/fixtures/pages/${site}/ matches no adapter`).toBe(true);
    }
  });

  it('every fixture has meta.json with url, capturedAt and structure, and an expected.json', () => {
    for (const fixture of corpus) {
      expect(fixture.meta.url, fixture.dir).toMatch(/^https?:\/\//);
      expect(Number.isNaN(Date.parse(fixture.meta.capturedAt)), fixture.dir).toBe(false);
      expect(fixture.meta.structure?.length ?? 0, `${fixture.dir}: say what structure the page follows`).toBeGreaterThan(20);
      expect(existsSync(join(fixture.dir, 'expected.json')), fixture.dir).toBe(true);
    }
  });

  it('adapter ids are unique kebab-case and each declares match patterns its own URLs satisfy', () => {
    const ids = adapters.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const adapter of adapters) {
      expect(adapter.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(adapter.matches.length).toBeGreaterThan(0);
      for (const fixture of corpus.filter((c) => c.site === adapter.id)) {
        const url = new URL(fixture.meta.url);
        if (fixture.expected) expect(adapter.handles(url), `${adapter.id} should handle ${url.href}`).toBe(true);
      }
    }
  });

  it('no adapter claims another adapter\'s fixture URLs', () => {
    for (const fixture of corpus) {
      const url = new URL(fixture.meta.url);
      const claimants = adapters.filter((a) => a.handles(url)).map((a) => a.id);
      expect(claimants.length, `${fixture.site}/${fixture.name} is claimed by ${claimants.join(', ')}`).toBeLessThanOrEqual(1);
      if (adapters.some((a) => a.id === fixture.site)) expect(claimants).toEqual([fixture.site]);
    }
  });

  it('the content script is declared for every adapter and asks for no <all_urls>', () => {
    expect(contentScriptMatches).not.toContain('<all_urls>');
    for (const pattern of contentScriptMatches) expect(pattern).not.toMatch(/^\*:\/\/\*\/|^https?:\/\/\*\//);
  });

  it('both locale files have the same keys', () => {
    const read = (lang: string) => Object.keys(JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales', lang, 'messages.json'), 'utf8')) as object).sort();
    expect(read('zh_CN')).toEqual(read('en'));
  });
});
