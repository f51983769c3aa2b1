import { describe, expect, it } from 'vitest';
import { FIELDS } from '../bench/extract';
import { loadCorpus, type FixtureCase } from '../support/corpus';

/**
 * The fixture contract: expected.json is written by a person reading the page, so it carries no trace of
 * which reader produced a value (such traces were the extractor's own output kept as labels), and every
 * meta.json says whether the page is a distilled real capture or an invented page, and who labelled it.
 * A real capture names the saved page it came from, and never one of the repositories kept aside as an
 * outside check (common rules, "Evidence from the real web").
 */

/** Public repositories whose saved pages are held out: measured against, never distilled or tuned on. */
export const HOLD_OUT_REPOS = [
  '17nbist/jobApplier',
  'Akichan0201/multisite_job_listing',
  'Dalton-K-Hughes/IndeedScraper',
  'Eternal60f3/Dcrawler',
  'Harineko0/indeed_scraper',
  'IT24103084/SriLankan-Job-Market-Analysis',
  'LwithD/51Job_Spider',
  'MarshBear/boss_data',
  'Tonttu84/jobScraper',
  'adfrisealach/workday-scraper',
  'dinie/coverletterer',
  'gentschev/job_hunter',
  'hsk-kr/job-scanner',
  'jason660519/seek_scraper',
  'prettyirrelevant/hunt',
  'promptlee/Linkedin-AutoApply',
  'santifer/career-ops',
  'u-can-do-it/applied',
  'xxwj225-James/tomi-job-hunt',
] as const;

/** Keys that say where a value came from rather than what the page says. */
const PROVENANCE_KEY = /^(?:fieldsFrom|.*[a-z]From|reader|readers|provenance|evidence|confidence)$/;

/** Every path in a JSON value whose key names a value's provenance. */
export function provenancePaths(value: unknown, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => provenancePaths(item, `${path}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    ...(PROVENANCE_KEY.test(key) ? [`${path}.${key}`] : []),
    ...provenancePaths(child, `${path}.${key}`),
  ]);
}

/** What is wrong with a case's meta.json under the contract; empty when nothing is. */
export function metaProblems(meta: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (meta['labelledBy'] !== 'hand') problems.push('labelledBy must be "hand"');
  const kind = meta['kind'];
  if (kind !== 'real' && kind !== 'invented') problems.push('kind must be "real" or "invented"');
  const source = meta['source'] as Record<string, unknown> | undefined;
  if (kind === 'real') {
    if (typeof source?.['repo'] !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(source['repo']))
      problems.push('a real capture needs source.repo (owner/name)');
    if (typeof source?.['path'] !== 'string' || source['path'].length === 0) problems.push('a real capture needs source.path');
    if (typeof source?.['commit'] !== 'string' || !/^[0-9a-f]{40}$/i.test(source['commit']))
      problems.push('a real capture needs source.commit (40 hex digits)');
    const repo = typeof source?.['repo'] === 'string' ? source['repo'].toLowerCase() : '';
    if (HOLD_OUT_REPOS.some((held) => held.toLowerCase() === repo))
      problems.push(`${String(source?.['repo'])} is a hold-out repository: never distil from it`);
  }
  if (kind === 'invented' && source !== undefined)
    problems.push('an invented page has no source (say what it is modelled on in modelledOn)');
  if (meta['onDemand'] !== undefined && meta['onDemand'] !== true) problems.push('onDemand is true or absent');
  const known = meta['knownMisses'];
  if (known !== undefined) {
    // Only a real capture may show what the readers still miss; an invented page is written to be read right.
    if (kind !== 'real') problems.push('only a real capture declares known misses');
    const entries = known !== null && typeof known === 'object' ? Object.entries(known as Record<string, unknown>) : [];
    if (entries.length === 0) problems.push('knownMisses names fields, each with what goes wrong');
    for (const [field, why] of entries) {
      if (!(FIELDS as readonly string[]).includes(field)) problems.push(`knownMisses: ${field} is not a field bench:extract counts`);
      if (typeof why !== 'string' || why.length < 20) problems.push(`knownMisses: ${field} needs what goes wrong, in words`);
    }
  }
  return problems;
}

const corpus = loadCorpus();
const label = (fixture: FixtureCase) => `${fixture.site}/${fixture.name}`;

describe('fixture labels', () => {
  it('no expected.json carries reader provenance', () => {
    const found = corpus.flatMap((fixture) => provenancePaths(fixture.expected).map((path) => `${label(fixture)}: ${path}`));
    expect(found).toEqual([]);
  });

  it('every meta.json says its kind and that it was labelled by hand; real captures name their source', () => {
    const found = corpus.flatMap((fixture) =>
      metaProblems(fixture.meta as unknown as Record<string, unknown>).map((problem) => `${label(fixture)}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('finds provenance anywhere in a label', () => {
    expect(provenancePaths({ source: { site: 'boss', fieldsFrom: { title: 'adapter' } } })).toEqual(['$.source.fieldsFrom']);
    expect(provenancePaths({ locations: [{ raw: 'X', cityFrom: 'jsonld' }] })).toEqual(['$.locations[0].cityFrom']);
    expect(provenancePaths({ source: { site: 'boss', externalId: '1', adapter: 'boss' }, title: 'From here' })).toEqual([]);
    expect(provenancePaths(null)).toEqual([]);
  });

  it('rejects a meta.json that breaks the contract', () => {
    const real = { kind: 'real', labelledBy: 'hand', source: { repo: 'someone/saved-pages', path: 'a/b.html', commit: 'a'.repeat(40) } };
    expect(metaProblems(real)).toEqual([]);
    expect(metaProblems({ kind: 'invented', labelledBy: 'hand' })).toEqual([]);
    const realMeta = {
      kind: 'real',
      labelledBy: 'hand',
      source: { repo: 'someone/saved-pages', path: 'a/b.html', commit: 'a'.repeat(40) },
    };
    expect(metaProblems({ ...realMeta, knownMisses: { sections: 'a sub-heading set as a bullet is read as an item' } })).toEqual([]);
    expect(metaProblems({ ...realMeta, knownMisses: { sections: 'wrong' } })).toEqual([
      'knownMisses: sections needs what goes wrong, in words',
    ]);
    expect(metaProblems({ ...realMeta, knownMisses: { colour: 'a field nobody counts, so never a miss' } })).toEqual([
      'knownMisses: colour is not a field bench:extract counts',
    ]);
    expect(
      metaProblems({ kind: 'invented', labelledBy: 'hand', knownMisses: { title: 'an invented page is written to be read right' } }),
    ).toEqual(['only a real capture declares known misses']);
    expect(metaProblems({ kind: 'invented' })).toEqual(['labelledBy must be "hand"']);
    expect(metaProblems({ kind: 'scraped', labelledBy: 'hand' })).toEqual(['kind must be "real" or "invented"']);
    expect(metaProblems({ kind: 'invented', labelledBy: 'hand', onDemand: true })).toEqual([]);
    expect(metaProblems({ kind: 'invented', labelledBy: 'hand', onDemand: 'yes' })).toEqual(['onDemand is true or absent']);
    expect(metaProblems({ labelledBy: 'extractor', kind: 'invented' })).toEqual(['labelledBy must be "hand"']);
    expect(metaProblems({ ...real, source: { ...real.source, commit: 'abc123' } })).toEqual([
      'a real capture needs source.commit (40 hex digits)',
    ]);
    expect(metaProblems({ kind: 'real', labelledBy: 'hand' })).toHaveLength(3);
    expect(metaProblems({ ...real, source: { ...real.source, repo: 'MarshBear/boss_data' } })).toEqual([
      'MarshBear/boss_data is a hold-out repository: never distil from it',
    ]);
    expect(metaProblems({ ...real, source: { ...real.source, repo: 'marshbear/BOSS_DATA' } })).toHaveLength(1);
  });
});
