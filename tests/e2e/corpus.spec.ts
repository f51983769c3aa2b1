import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCorpus, withoutKnownMisses, type FixtureCase } from '../support/corpus';
import { matchesPattern } from '@/lib/match-pattern';
import { EXTENSION_DIR, expect, hasSidebar, serveFixture, sidebarFrame, tabStates, test } from './fixtures';

interface Manifest {
  content_scripts: { matches: string[]; js: string[] }[];
}
const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as Manifest;
/** Where the reader runs by itself: the declared readers' patterns (each site's, and the frames'). */
const readerPatterns = manifest.content_scripts.flatMap((script) => script.matches);
/** The fixtures whose real address the reader runs at (the others are read on demand). */
const browserCases = loadCorpus().filter((c) => readerPatterns.some((pattern) => matchesPattern(pattern, c.meta.url)));

type TabPosting = { kind: string; record?: { posting: Record<string, unknown> & { url: string; lastSeenAt: string } } };

test('the CLI and the browser produce the same Posting for every fixture the content script runs on', async ({ jobsight }) => {
  test.setTimeout(Math.max(120_000, browserCases.length * 8_000));
  expect(browserCases.length).toBeGreaterThan(0);
  const seen: { fixture: FixtureCase; posting: (Record<string, unknown> & { lastSeenAt: string }) | null; sidebar: boolean }[] = [];
  for (const fixture of browserCases) {
    await serveFixture(jobsight.context, fixture);
    const page = await jobsight.context.newPage();
    await page.goto(fixture.meta.url);
    let posting: (Record<string, unknown> & { lastSeenAt: string }) | null = null;
    if (fixture.expected && fixture.expected['blocked'] !== true) {
      await sidebarFrame(page);
      const expectedId = fixture.expected['id'];
      await expect
        .poll(async () => {
          const states = Object.values(await tabStates(jobsight.worker)) as TabPosting[];
          posting = states.map((s) => s.record?.posting ?? null).find((p) => p !== null && (expectedId === undefined || p['id'] === expectedId)) ?? null;
          return posting !== null;
        }, { message: `${fixture.site}/${fixture.name}: no posting reached the background` })
        .toBe(true);
    } else {
      await page.waitForTimeout(800);
    }
    seen.push({ fixture, posting, sidebar: await hasSidebar(page) });
    await page.close();
  }

  const listFile = join(mkdtempSync(join(tmpdir(), 'jobsight-cli-')), 'list.json');
  writeFileSync(listFile, JSON.stringify(seen.map(({ fixture, posting }) => ({ page: fixture.pagePath, url: fixture.meta.url, now: posting?.lastSeenAt ?? fixture.meta.capturedAt }))));
  const root = resolve(import.meta.dirname, '../..');
  const cli = JSON.parse(execFileSync(process.execPath, [join(root, 'scripts/jobsight.mjs'), 'extract-many', listFile], { cwd: root, maxBuffer: 256 * 1024 * 1024 }).toString()) as { posting: Record<string, unknown> | null }[];

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
    expect(posting, label).toMatchObject(Object.fromEntries(Object.entries(withoutKnownMisses(fixture)).filter(([key]) => key !== 'postedAt')));
  });
});
