import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapters, contentScriptMatches, frameContentScriptMatches } from '@/lib/extract/registry';
import type { SiteAdapter } from '@/lib/extract/types';
import { handles, matchesAny, matchesPattern } from '@/lib/match-pattern';
import { PAGES_DIR, PAGE_WIDE_FOLDERS, loadCorpus } from '../support/corpus';

const corpus = loadCorpus();

// Where an adapter reads is said once, by its patterns: the type has no room for a hand-written handles().
type HasOwnHandles = 'handles' extends keyof SiteAdapter ? true : false;
const hasOwnHandles: HasOwnHandles = false;

describe('conventions', () => {
  it('every adapter has a fixture folder with at least two cases', () => {
    for (const adapter of adapters) {
      const cases = corpus.filter((c) => c.site === adapter.id);
      expect(cases.length, `tests/fixtures/pages/${adapter.id}/ needs at least 2 cases`).toBeGreaterThanOrEqual(2);
    }
  });

  it('every fixture folder belongs to an adapter or to the page-wide readers', () => {
    for (const site of readdirSync(PAGES_DIR)) {
      const known = adapters.some((a) => a.id === site) || PAGE_WIDE_FOLDERS.includes(site);
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

  it('adapter ids are unique kebab-case, each declares match patterns, and none says where it reads a second time', () => {
    const ids = adapters.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(hasOwnHandles).toBe(false);
    for (const adapter of adapters) {
      expect(adapter.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(adapter.matches.length).toBeGreaterThan(0);
      expect(Object.keys(adapter), adapter.id).not.toContain('handles');
    }
  });

  it('every fixture of a site is at an address its match patterns declare, unless its meta.json says it is read on demand', () => {
    const problems: string[] = [];
    for (const fixture of corpus) {
      const adapter = adapters.find((a) => a.id === fixture.site);
      if (!adapter) continue;
      const url = new URL(fixture.meta.url);
      const label = `${fixture.site}/${fixture.name} (${url.href})`;
      const declared = matchesAny(adapter.matches, url);
      if (fixture.meta.onDemand) {
        if (declared) problems.push(`${label}: says "onDemand", but ${adapter.id}'s match patterns declare it: drop the flag`);
        if (!matchesAny(adapter.onDemand ?? [], url))
          problems.push(`${label}: read on demand, but none of ${adapter.id}'s onDemand patterns takes it`);
      } else if (!declared) {
        problems.push(
          `${label}: none of ${adapter.id}'s match patterns takes it, so the browser never reads it there; widen the patterns, or mark meta.json "onDemand": true if only the toolbar button reaches it`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("an adapter reads exactly the addresses its patterns take, by Chrome's rules", () => {
    for (const fixture of corpus) {
      const url = new URL(fixture.meta.url);
      for (const adapter of adapters) {
        const byChrome = [...adapter.matches, ...(adapter.onDemand ?? [])].some((pattern) => matchesPattern(pattern, url.href));
        expect(handles(adapter, url), `${adapter.id} at ${url.href}`).toBe(byChrome);
      }
    }
  });

  it('on-demand patterns stay out of the manifest, and the any-page reader carries every adapter that has them', () => {
    const anyPage = readFileSync(join(import.meta.dirname, '../../entrypoints/any-page.content.ts'), 'utf8');
    const onDemand = adapters.filter((a) => a.onDemand !== undefined);
    expect(onDemand.map((a) => a.id)).toEqual(['greenhouse']);
    for (const adapter of onDemand) {
      for (const pattern of adapter.onDemand!) expect([...contentScriptMatches, ...frameContentScriptMatches]).not.toContain(pattern);
      expect(anyPage, `${adapter.id} reads on demand: entrypoints/any-page.content.ts must carry it`).toContain(
        `'@/lib/extract/sites/${adapter.id}'`,
      );
    }
  });

  it("no adapter claims another adapter's fixture URLs", () => {
    for (const fixture of corpus) {
      const url = new URL(fixture.meta.url);
      const claimants = adapters.filter((a) => handles(a, url)).map((a) => a.id);
      expect(claimants.length, `${fixture.site}/${fixture.name} is claimed by ${claimants.join(', ')}`).toBeLessThanOrEqual(1);
      if (adapters.some((a) => a.id === fixture.site)) expect(claimants).toEqual([fixture.site]);
    }
  });

  it('the content script is declared for every adapter and asks for no <all_urls>', () => {
    expect(contentScriptMatches).not.toContain('<all_urls>');
    for (const pattern of contentScriptMatches) expect(pattern).not.toMatch(/^\*:\/\/\*\/|^https?:\/\/\*\//);
  });

  it('both locale files have the same keys', () => {
    const read = (lang: string) =>
      Object.keys(
        JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales', lang, 'messages.json'), 'utf8')) as object,
      ).sort();
    expect(read('zh_CN')).toEqual(read('en'));
  });
});
