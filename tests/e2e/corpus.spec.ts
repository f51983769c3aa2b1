import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGE_WIDE_FOLDERS, loadCorpus, withoutKnownMisses, type FixtureCase } from '../support/corpus';
import { matchesPattern } from '@/lib/match-pattern';
import { EXTENSION_DIR, expect, hasSidebar, serveFixture, sidebarFrame, tabStates, test } from './fixtures';

interface Manifest {
  content_scripts: { matches: string[]; js: string[] }[];
}
const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as Manifest;
/** Where the reader runs by itself: the declared readers' patterns (each site's, and the frames'). */
const readerPatterns = manifest.content_scripts.flatMap((script) => script.matches);
const declared = (fixture: FixtureCase) => readerPatterns.some((pattern) => matchesPattern(pattern, fixture.meta.url));
const label = (fixture: FixtureCase) => `${fixture.site}/${fixture.name}`;
/** The sites' fixtures; the page-wide readers' folders are read on demand only (tests/e2e/on-demand.spec.ts). */
const siteCases = loadCorpus().filter((c) => !PAGE_WIDE_FOLDERS.includes(c.site));
/** meta.json "onDemand": the adapter reads the page where the user presses the toolbar button, as on-demand.spec.ts does. */
const onDemandCases = siteCases.filter((c) => c.meta.onDemand === true);
/** Every other site fixture is at an address the site's reader is declared for: the first test fails for one that is not. */
const browserCases = siteCases.filter((c) => c.meta.onDemand !== true);

test('every site fixture not marked "onDemand" is at an address the built manifest declares a reader for', () => {
  const undeclared = browserCases.filter((fixture) => !declared(fixture)).map((fixture) => `${label(fixture)}: ${fixture.meta.url}`);
  // The demo page's reader is in development and test builds only (`wxt build --mode test`).
  expect(undeclared, "the site's match patterns miss these addresses, so the browser never reads them there").toEqual([]);
});

for (const fixture of onDemandCases) {
  test.skip(`${label(fixture)}: read on demand, through the toolbar button (tests/e2e/on-demand.spec.ts)`, () => {});
}

type TabPosting = { kind: string; record?: { posting: Record<string, unknown> & { url: string; lastSeenAt: string } } };

test('the CLI and the browser produce the same Posting for every fixture the content script runs on', async ({ jobsight }) => {
  // An undeclared fixture is the first test's failure, by name; here it would only time out.
  const cases = browserCases.filter(declared);
  test.setTimeout(Math.max(120_000, cases.length * 8_000));
  expect(cases.length).toBeGreaterThan(0);
  const seen: { fixture: FixtureCase; posting: (Record<string, unknown> & { lastSeenAt: string }) | null; sidebar: boolean }[] = [];
  for (const fixture of cases) {
    await serveFixture(jobsight.context, fixture);
    const page = await jobsight.context.newPage();
    await page.goto(fixture.meta.url);
    let posting: (Record<string, unknown> & { lastSeenAt: string }) | null = null;
    if (fixture.expected && fixture.expected['blocked'] !== true) {
      await sidebarFrame(page);
      const expectedId = fixture.expected['id'];
      await expect
        .poll(
          async () => {
            const states = Object.values(await tabStates(jobsight.worker)) as TabPosting[];
            posting =
              states
                .map((s) => s.record?.posting ?? null)
                .find((p) => p !== null && (expectedId === undefined || p['id'] === expectedId)) ?? null;
            return posting !== null;
          },
          { message: `${fixture.site}/${fixture.name}: no posting reached the background` },
        )
        .toBe(true);
    } else {
      await page.waitForTimeout(800);
    }
    seen.push({ fixture, posting, sidebar: await hasSidebar(page) });
    await page.close();
  }

  const listFile = join(mkdtempSync(join(tmpdir(), 'jobsight-cli-')), 'list.json');
  writeFileSync(
    listFile,
    JSON.stringify(
      seen.map(({ fixture, posting }) => ({
        page: fixture.pagePath,
        url: fixture.meta.url,
        now: posting?.lastSeenAt ?? fixture.meta.capturedAt,
      })),
    ),
  );
  const root = resolve(import.meta.dirname, '../..');
  const cli = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts/jobsight.mjs'), 'extract-many', listFile], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    }).toString(),
  ) as { posting: Record<string, unknown> | null }[];

  seen.forEach(({ fixture, posting, sidebar }, i) => {
    const label = `${fixture.site}/${fixture.name}`;
    if (!fixture.expected || fixture.expected['blocked'] === true) {
      expect(sidebar, `${label}: no sidebar on a page without a posting`).toBe(false);
      expect(cli[i]!.posting, label).toBeNull();
      return;
    }
    expect(sidebar, label).toBe(true);
    expect(posting, label).toEqual(cli[i]!.posting);
    // Relative dates ("2 hours ago") depend on when the page is read: compared through the CLI above.
    expect(posting, label).toMatchObject(
      Object.fromEntries(Object.entries(withoutKnownMisses(fixture)).filter(([key]) => key !== 'postedAt')),
    );
  });
});
