import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { adapters } from '@/lib/extract/registry';
import type { Posting } from '@/lib/posting';
import { loadCorpus, type FixtureCase } from '../support/corpus';

/**
 * One job is one record, whichever address reached it: for every fixture of every adapter (and of the
 * page-wide readers), the addresses a user really arrives by give the same id and the same canonical URL.
 */

const positives = loadCorpus().filter((c) => c.expected !== null && c.expected['blocked'] !== true);
const html = new Map(positives.map((c) => [c, decodePage(readFileSync(c.pagePath))]));

function read(fixture: FixtureCase, url = fixture.meta.url, page = html.get(fixture)!): Posting | null {
  return extractHtml(page, url, fixture.meta.capturedAt).posting;
}

/** The ways one posting's address varies: campaign and click ids, a fragment, a trailing slash, the host's case. */
function addressVariants(address: string): [string, string][] {
  const variants: [string, string][] = [];
  const tracked = new URL(address);
  for (const [name, value] of [
    ['utm_source', 'newsletter'],
    ['utm_medium', 'email'],
    ['utm_campaign', 'fall-hiring'],
    ['gclid', 'Cj0KCQiA'],
    ['fbclid', 'IwAR2x'],
    ['msclkid', '5d1f'],
    ['mc_cid', 'a1b2'],
  ]) {
    tracked.searchParams.append(name!, value!);
  }
  variants.push(['campaign and click ids', tracked.href]);
  const fragment = new URL(address);
  fragment.hash = 'apply';
  variants.push(['a fragment', fragment.href]);
  const slash = new URL(address);
  if (!/\.s?html?$/.test(slash.pathname)) {
    slash.pathname = slash.pathname.endsWith('/') ? slash.pathname.replace(/\/+$/, '') : `${slash.pathname}/`;
    variants.push(['the trailing slash toggled', slash.href]);
  }
  const host = new URL(address).hostname;
  variants.push(['an upper-case host', address.replace(host, host.toUpperCase())]);
  return variants;
}

describe('one id per job across its addresses', () => {
  it('covers every adapter', () => {
    const covered = new Set(positives.map((c) => c.site));
    for (const adapter of adapters) expect(covered.has(adapter.id), `${adapter.id} has no fixture with a posting`).toBe(true);
  });

  it.each(positives.map((c) => [`${c.site}/${c.name}`, c] as const))('%s', (_label, fixture) => {
    const base = read(fixture);
    expect(base, 'the fixture reads').not.toBeNull();
    for (const [how, variant] of addressVariants(fixture.meta.url)) {
      const posting = read(fixture, variant);
      expect(posting?.id, `${how}: ${variant}`).toBe(base!.id);
      expect(posting?.url, `${how}: ${variant}`).toBe(base!.url);
    }
  });
});

describe('a list pane and the job page give one id', () => {
  // Pages read at another address than their canonical one: list panes, tracking links, old hosts, frames.
  const reachedIndirectly = positives.filter((c) => read(c)!.url !== c.meta.url);

  it('many fixtures are reached through another address than the canonical one', () => {
    expect(reachedIndirectly.length).toBeGreaterThan(20);
    expect(
      reachedIndirectly.filter((c) => /search|jobs\?|collections|currentJobId|vjk=|jl=/.test(c.meta.url)).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it.each(reachedIndirectly.map((c) => [`${c.site}/${c.name}`, c] as const))('%s', (_label, fixture) => {
    const pane = read(fixture)!;
    const again = read(fixture, pane.url);
    if (again) {
      // The same document at its canonical address (a board read at job-boards., a pane's job at /jobs/view/).
      expect(again.id).toBe(pane.id);
      return;
    }
    // A list page whose detail pane exists only there: the site's own job page, for that job, gives the same id.
    const externalId = pane.source.externalId;
    expect(externalId, 'a pane only the list page has carries the site job id').toBeDefined();
    const host = new URL(pane.url).host;
    const detail = positives
      .filter((c) => {
        if (c.site !== fixture.site || c === fixture) return false;
        const posting = read(c);
        return posting?.source.externalId !== undefined && read(c, posting.url)?.id === posting.id;
      })
      .sort((a, b) => Number(new URL(read(b)!.url).host === host) - Number(new URL(read(a)!.url).host === host))[0];
    expect(detail, `${fixture.site} needs a job page fixture`).toBeDefined();
    const detailPosting = read(detail!)!;
    const swap = (text: string) => text.split(detailPosting.source.externalId!).join(externalId!);
    const address = swap(detailPosting.url);
    expect(address).toBe(pane.url);
    expect(read(detail!, address, swap(html.get(detail!)!))?.id).toBe(pane.id);
  });
});
