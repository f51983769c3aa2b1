import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGE_WIDE_FOLDERS, loadCorpus } from '../support/corpus';
import { clickToolbarButton, expect, hasSidebar, serveFixture, sidebarFrame, tabStates, test } from './fixtures';

// Pages of sites no adapter is declared for, and site pages an adapter reads on demand (meta.json "onDemand":
// a company page with ?gh_jid=): read when the user presses the toolbar button.
const onDemand = loadCorpus().filter((c) => PAGE_WIDE_FOLDERS.includes(c.site) || c.meta.onDemand === true);

type State = { kind: string; record?: { posting: Record<string, unknown> & { lastSeenAt: string } } };

test('pressing the toolbar button reads any other page: the same Posting as the CLI, and nothing on pages without one', async ({
  jobsight,
}) => {
  test.setTimeout(Math.max(120_000, onDemand.length * 10_000));
  expect(onDemand.length).toBeGreaterThan(20);
  const seen: {
    label: string;
    url: string;
    pagePath: string;
    expected: Record<string, unknown> | null;
    posting: (Record<string, unknown> & { lastSeenAt: string }) | null;
    sidebar: boolean;
  }[] = [];
  for (const fixture of onDemand) {
    await serveFixture(jobsight.context, fixture);
    const page = await jobsight.context.newPage();
    await page.goto(fixture.meta.url);
    await page.waitForTimeout(300);
    expect(await hasSidebar(page), `${fixture.site}/${fixture.name}: nothing before the click`).toBe(false);
    await clickToolbarButton(jobsight, page);
    let posting: (Record<string, unknown> & { lastSeenAt: string }) | null = null;
    if (fixture.expected && fixture.expected['blocked'] !== true) {
      await sidebarFrame(page);
      await expect
        .poll(async () => {
          const states = Object.values(await tabStates(jobsight.worker)) as State[];
          posting =
            states
              .map((s) => s.record?.posting ?? null)
              .find((p) => p !== null && (fixture.expected!['id'] === undefined || p['id'] === fixture.expected!['id'])) ?? null;
          return posting !== null;
        })
        .toBe(true);
    } else {
      await page.waitForTimeout(1_000);
    }
    seen.push({
      label: `${fixture.site}/${fixture.name}`,
      url: fixture.meta.url,
      pagePath: fixture.pagePath,
      expected: fixture.expected,
      posting,
      sidebar: await hasSidebar(page),
    });
    await page.close();
    for (const other of jobsight.context.pages()) if (other.url().endsWith('/popup.html')) await other.close();
  }
  const listFile = join(mkdtempSync(join(tmpdir(), 'jobsight-cli-')), 'list.json');
  writeFileSync(listFile, JSON.stringify(seen.map((s) => ({ page: s.pagePath, url: s.url, now: s.posting?.lastSeenAt }))));
  const root = resolve(import.meta.dirname, '../..');
  const cli = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts/jobsight.mjs'), 'extract-many', listFile], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    }).toString(),
  ) as { posting: Record<string, unknown> | null }[];
  seen.forEach((s, i) => {
    if (!s.expected || s.expected['blocked'] === true) {
      expect(s.sidebar, `${s.label}: no sidebar`).toBe(false);
      return;
    }
    expect(s.sidebar, s.label).toBe(true);
    expect(s.posting, s.label).toEqual(cli[i]!.posting);
  });
});
