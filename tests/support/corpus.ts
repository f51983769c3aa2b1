import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fixture corpus: tests/fixtures/pages/<site>/<case>/{page.html, meta.json, expected.json}. */

export const PAGES_DIR = join(import.meta.dirname, '..', 'fixtures', 'pages');

/** Folders of pages no site adapter reads: the page-wide readers' (schema.org, the generic reader) and pages without a posting. */
export const PAGE_WIDE_FOLDERS: readonly string[] = ['generic', 'jsonld', 'microdata', 'negative'];

/** Where a real capture was distilled from: a public repository's saved page, at a fixed commit. */
export interface FixtureSource {
  repo: string;
  path: string;
  commit: string;
}

export interface FixtureMeta {
  url: string;
  /**
   * The page is at an address none of its site's match patterns declare: its adapter reads it by its on-demand
   * patterns, when the user presses the toolbar button there (a company page with ?gh_jid=). Absent otherwise.
   */
  onDemand?: true;
  capturedAt: string;
  structure: string;
  /** real: distilled from a saved page of the site (fixture:distill); invented: written here after the site's structure. */
  kind: 'real' | 'invented';
  /** Who wrote expected.json: always a person reading the page, never the extractor's output kept. */
  labelledBy: 'hand';
  /** A real capture's origin (required for kind real). */
  source?: FixtureSource;
  modelledOn?: string;
  people?: string;
  /**
   * A real capture's fields the readers get wrong today, each with what goes wrong (bench:extract field names).
   * They count as misses in every figure; the golden test checks the rest, and fails once one reads right.
   */
  knownMisses?: Record<string, string>;
  /** Response headers to serve the page with in the browser (a strict CSP, say). */
  headers?: Record<string, string>;
}

export interface FixtureCase {
  site: string;
  name: string;
  dir: string;
  pagePath: string;
  meta: FixtureMeta;
  /** null: the page holds no posting; { "blocked": true }: a login wall, captcha or closed posting. */
  expected: Record<string, unknown> | null;
}

export function fixtureSites(): string[] {
  return readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export function loadCorpus(): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const site of fixtureSites()) {
    const siteDir = join(PAGES_DIR, site);
    for (const entry of readdirSync(siteDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = join(siteDir, entry.name);
      const pagePath = join(dir, 'page.html');
      if (!existsSync(pagePath)) continue;
      cases.push({
        site,
        name: entry.name,
        dir,
        pagePath,
        meta: JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as FixtureMeta,
        expected: JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, unknown> | null,
      });
    }
  }
  return cases.sort((a, b) => `${a.site}/${a.name}`.localeCompare(`${b.site}/${b.name}`));
}

/** expected.json less the fields its meta.json declares the readers still miss (bench:extract counts them, and says when one reads right). */
export function withoutKnownMisses(fixture: FixtureCase): Record<string, unknown> {
  const fields = Object.keys(fixture.meta.knownMisses ?? {});
  const rest = Object.fromEntries(Object.entries(fixture.expected ?? {}).filter(([key]) => !fields.includes(key)));
  if (fields.includes('sections') && rest['description']) {
    rest['description'] = Object.fromEntries(
      Object.entries(rest['description'] as Record<string, unknown>).filter(([key]) => key !== 'sections'),
    );
  }
  return rest;
}
