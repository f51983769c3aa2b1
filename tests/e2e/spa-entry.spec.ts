import type { CDPSession, Page, Worker } from '@playwright/test';
import { clickToolbarButton, expect, hasSidebar, servePage, sidebarFrame, tabStates, test, type Jobsight } from './fixtures';
import { appShell, fixtureBody, retitle, type AppShell } from './pages/app-shell';

/**
 * Entering a single-page site anywhere, in real Chromium: each site's reader is declared on the addresses
 * that can hold a posting or a list, and nothing runs elsewhere on the site. The user enters at the feed, a
 * company page or the home page and clicks through the site's own in-page links (history.pushState): the
 * site never reloads, and the background, told of the tab's new address, brings the reader. Every page here
 * is invented, served at real addresses.
 */

interface Job {
  id: string;
  title: string;
  company: string;
}

async function serveShell(jobsight: Jobsight, shell: AppShell): Promise<void> {
  for (const route of shell.routes) await servePage(jobsight.context, new URL(route.path, shell.origin).href, shell.html);
}

/** A CDP session that knows the isolated world of Jobsight's content scripts and the scripts parsed in it. */
/** The readers parsed in the page: each site has its own (wxt.config.ts), so the site's name is in its file. */
const readers = (tools: { scripts: { url: string }[] }) =>
  tools.scripts.filter((script) => script.url.startsWith('/content-scripts/reader-'));

async function devtools(jobsight: Jobsight, page: Page) {
  const cdp = await jobsight.context.newCDPSession(page);
  const worlds: { id: number; origin: string; type: string }[] = [];
  const scripts: { url: string; length: number }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) =>
    worlds.push({ id: context.id, origin: context.origin, type: ((context.auxData ?? {}) as { type?: string }).type ?? '' }),
  );
  cdp.on('Runtime.executionContextsCleared', () => worlds.splice(0));
  cdp.on('Debugger.scriptParsed', ({ url, length }) => {
    if (url.startsWith(`chrome-extension://${jobsight.extensionId}/`)) scripts.push({ url: new URL(url).pathname, length: length ?? 0 });
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Performance.enable');
  /** Did anything of Jobsight's run in the page: a content-script world of the extension, or a script of it. */
  const untouched = () => scripts.length === 0 && !worlds.some((w) => w.origin.startsWith(`chrome-extension://${jobsight.extensionId}`));
  const world = () => {
    const found = worlds.find((w) => w.type === 'isolated' && w.origin.startsWith(`chrome-extension://${jobsight.extensionId}`));
    if (!found) throw new Error(`no content-script world among ${JSON.stringify(worlds)}`);
    return found.id;
  };
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { contextId: world(), expression, returnByValue: true });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  };
  return { cdp, world, evaluate, scripts, untouched };
}

async function listenersOf(cdp: CDPSession, contextId: number, expression: string): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, contextId });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.map((l) => l.type).sort();
}

/**
 * The sidebar shows this job: its title and company in the sidebar frame. A reader that replaces another
 * takes the old sidebar frame away and puts its own: a frame that goes away while we look is looked for again.
 */
async function expectShown(page: Page, job: Job): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await expectShownIn(page, job);
      return;
    } catch (error) {
      if (attempt >= 3 || !/closed|detached/i.test(String(error))) throw error;
    }
  }
}

async function expectShownIn(page: Page, job: Job): Promise<void> {
  const frame = await sidebarFrame(page);
  await frame
    .waitForFunction(
      ([title, company]) => {
        const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
        return shown('title') === title && shown('company') === company;
      },
      [job.title, job.company] as const,
      { polling: 20, timeout: 8_000 },
    )
    .catch(async (error: unknown) => {
      const shown = await frame.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '?');
      throw new Error(`${String(error)}; the sidebar shows: ${shown}`);
    });
}

/** What the background holds for the page's tab, and the toolbar badge of that tab. */
async function tabOf(
  worker: Worker,
  url: string,
): Promise<{ badge: string; state: { kind: string; title?: string; reason?: string } | null }> {
  return worker.evaluate(async (address) => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
        action: { getBadgeText(d: { tabId: number }): Promise<string> };
        storage: {
          session: {
            get(k: string): Promise<Record<string, { kind: string; reason?: string; record?: { posting: { title: string } } } | undefined>>;
          };
        };
      };
    };
    const tab = (await chrome.tabs.query({})).find((t) => t.url === address);
    if (tab?.id === undefined)
      return { badge: `no tab at ${address} among ${JSON.stringify((await chrome.tabs.query({})).map((t) => t.url))}`, state: null };
    const stored = (await chrome.storage.session.get(`tab:${tab.id}`))[`tab:${tab.id}`];
    const state = stored
      ? {
          kind: stored.kind,
          ...(stored.record ? { title: stored.record.posting.title } : {}),
          ...(stored.reason ? { reason: stored.reason } : {}),
        }
      : null;
    return { badge: await chrome.action.getBadgeText({ tabId: tab.id }), state };
  }, url);
}

async function click(page: Page, path: string): Promise<void> {
  await page.locator(`#global-nav a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Serves the site and opens it at `path`, a page that can hold no posting: nothing of Jobsight's runs there. */
async function openAway(jobsight: Jobsight, shell: AppShell, path: string) {
  await serveShell(jobsight, shell);
  const page = await jobsight.context.newPage();
  const tools = await devtools(jobsight, page);
  await page.goto(new URL(path, shell.origin).href, { waitUntil: 'load' });
  expect(tools.untouched(), `parsed: ${JSON.stringify(tools.scripts)}`).toBe(true);
  return { page, tools };
}

// LinkedIn: the feed, two jobs, a sign-in wall
const LINKEDIN = 'https://www.linkedin.com';
const kotlin: Job = { id: '4226352667', title: 'Backend Engineer (Kotlin)', company: 'Kranich Mobility GmbH' };
const rust: Job = { id: '4226359901', title: 'Systems Engineer (Rust)', company: 'Okapi Rail Systems' };
const FEED_BODY = `<main class="scaffold-layout__main" aria-label="Main Feed"><h1 class="visually-hidden">Feed updates</h1>
<div class="feed-shared-update-v2"><p>Lisbeth Varga shared a post: our team in Cologne is growing.</p></div>
<div class="feed-shared-update-v2"><p>Tomasz Ilić reacted to a post about platform teams.</p></div></main>`;

function linkedinShell(): AppShell {
  const job = fixtureBody('linkedin', 'logged-in-view').body;
  const wall = fixtureBody('linkedin', 'authwall').body;
  return appShell(
    LINKEDIN,
    [
      { path: '/feed/', title: 'Feed | LinkedIn', body: FEED_BODY },
      { path: '/mynetwork/', title: 'My Network | LinkedIn', body: '<main><h1>Grow your network</h1><p>People you may know</p></main>' },
      { path: `/jobs/view/${kotlin.id}/`, title: `${kotlin.title} | ${kotlin.company} | LinkedIn`, body: job },
      { path: `/jobs/view/${rust.id}/`, title: `${rust.title} | ${rust.company} | LinkedIn`, body: retitle(job, kotlin, rust) },
      { path: '/authwall', title: 'Sign Up | LinkedIn', body: wall },
    ],
    [
      { path: '/feed/', label: 'Home' },
      { path: '/mynetwork/', label: 'My Network' },
      { path: `/jobs/view/${kotlin.id}/`, label: kotlin.title },
      { path: `/jobs/view/${rust.id}/`, label: rust.title },
      {
        path: '/authwall?trk=feed-job&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F4226352667%2F',
        label: 'A job behind the wall',
      },
    ],
  );
}

test('LinkedIn: from the feed into a job and the next one by in-page links; back and forward show the right posting, or none on the feed', async ({
  jobsight,
}) => {
  test.setTimeout(90_000);
  const { page, tools } = await openAway(jobsight, linkedinShell(), '/feed/');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await click(page, `/jobs/view/${kotlin.id}/`);
  await expectShown(page, kotlin);
  await expect.poll(async () => (await tabOf(jobsight.worker, page.url())).state?.title).toBe(kotlin.title);

  await click(page, `/jobs/view/${rust.id}/`);
  await expectShown(page, rust);
  await expect.poll(async () => (await tabOf(jobsight.worker, page.url())).state?.title).toBe(rust.title);

  await page.goBack();
  expect(new URL(page.url()).pathname).toBe(`/jobs/view/${kotlin.id}/`);
  await expectShown(page, kotlin);
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/feed/');
  // The feed holds no posting: the sidebar leaves (after its short grace for a pane between two jobs).
  await expect.poll(() => hasSidebar(page), { timeout: 6_000 }).toBe(false);
  await page.goForward();
  await expectShown(page, kotlin);
  await page.goForward();
  await expectShown(page, rust);

  // One reader for the page, however many addresses it went through.
  expect(readers(tools).map((script) => script.url)).toEqual(['/content-scripts/reader-linkedin.js']);
  expect(await tools.evaluate<number>('document.querySelectorAll("jobsight-sidebar").length')).toBe(1);
  expect(await listenersOf(tools.cdp, tools.world(), 'navigation')).toEqual(['currententrychange']);
  expect(problems).toEqual([]);
});

test('LinkedIn: a sign-in wall reached from the feed, in-page or by a load, shows "!" on the toolbar', async ({ jobsight }) => {
  test.setTimeout(60_000);
  const shell = linkedinShell();
  await serveShell(jobsight, shell);
  const page = await jobsight.context.newPage();
  await page.goto(`${LINKEDIN}/feed/`);
  await page.locator('#global-nav a[href^="/authwall"]').click();
  await page.waitForURL(/\/authwall\?/);
  await expect
    .poll(async () => tabOf(jobsight.worker, page.url()), { timeout: 8_000 })
    .toMatchObject({ badge: '!', state: { kind: 'blocked' } });
  expect(await hasSidebar(page)).toBe(false);

  // LinkedIn's server sends a guest from a job link straight to the wall: a load, not an in-page change.
  const loaded = await jobsight.context.newPage();
  await loaded.goto(`${LINKEDIN}/authwall?trk=public_jobs&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F${kotlin.id}%2F`);
  await expect
    .poll(async () => tabOf(jobsight.worker, loaded.url()), { timeout: 8_000 })
    .toMatchObject({ badge: '!', state: { kind: 'blocked' } });
});

test("a supported site's pages that cannot hold a posting get nothing: no script, no world, however long the user stays", async ({
  jobsight,
}) => {
  test.setTimeout(60_000);
  const { page, tools } = await openAway(jobsight, linkedinShell(), '/feed/');
  // Around the site, never where a posting can be: no reader comes.
  for (let n = 0; n < 10; n++) await click(page, n % 2 === 0 ? '/mynetwork/' : '/feed/');
  await page.waitForTimeout(1_000);
  expect(tools.untouched(), `parsed: ${JSON.stringify(tools.scripts)}`).toBe(true);
  expect(await hasSidebar(page)).toBe(false);
  const { metrics } = await tools.cdp.send('Performance.getMetrics');
  console.log(
    `[spa-entry] on the feed after 10 in-page navigations: no Jobsight script parsed; page ScriptDuration ${metrics.find((m) => m.name === 'ScriptDuration')?.value}`,
  );
});

test('the reader is injected once per page: asked again it stays; a reader left by an earlier version of the extension is replaced', async ({
  jobsight,
}) => {
  test.setTimeout(60_000);
  await serveShell(jobsight, linkedinShell());
  const page = await jobsight.context.newPage();
  const tools = await devtools(jobsight, page);
  await page.goto(`${LINKEDIN}/jobs/view/${kotlin.id}/`);
  await expectShown(page, kotlin);
  // Declared on the job's address; the background, told the load completed, finds it alive and adds none
  // (in the rare order where its injection comes first, the declared copy keeps out of its way).
  const readerCount = () => readers(tools).length;
  expect(new Set(readers(tools).map((script) => script.url))).toEqual(new Set(['/content-scripts/reader-linkedin.js']));
  const loaded = readerCount();
  expect(loaded).toBeLessThanOrEqual(2);
  // The toolbar asks the background to read the tab: a live reader is there, none is added.
  await clickToolbarButton(jobsight, page);
  await page.waitForTimeout(1_000);
  expect(readerCount()).toBe(loaded);
  // After an update the old reader's runtime is gone: its liveness answers false, as this one now does.
  await tools.evaluate('globalThis.jobsightReader = () => false');
  await clickToolbarButton(jobsight, page);
  await expect.poll(readerCount).toBe(loaded + 1);
  await expectShown(page, kotlin);
  expect(await tools.evaluate<number>('document.querySelectorAll("jobsight-sidebar").length')).toBe(1);
  expect(await tools.evaluate<string>('typeof globalThis.jobsightReader')).toBe('function');
});

test("read on demand on the feed, then into a job: the site's reader takes over from the any-page reader", async ({ jobsight }) => {
  test.setTimeout(60_000);
  const { page, tools } = await openAway(jobsight, linkedinShell(), '/feed/');
  await clickToolbarButton(jobsight, page);
  await expect.poll(() => tools.scripts.some((s) => s.url === '/content-scripts/any-page.js')).toBe(true);
  await expect.poll(async () => (await tabOf(jobsight.worker, page.url())).state?.kind).toBe('none');
  await click(page, `/jobs/view/${kotlin.id}/`);
  await expectShown(page, kotlin);
  await click(page, `/jobs/view/${rust.id}/`);
  await expectShown(page, rust);
  expect(readers(tools)).toHaveLength(1);
  expect(await tools.evaluate<number>('document.querySelectorAll("jobsight-sidebar").length')).toBe(1);
  await expect.poll(async () => (await tabOf(jobsight.worker, page.url())).state?.title).toBe(rust.title);
});

// Wellfound and Monster: a company page, then its job
const wellfoundJob: Job = { id: '3141592', title: 'Platform Engineer', company: 'Kestrel Labs' };
const monsterJob: Job = {
  id: '5d0e8a41-7c2b-4f19-9a63-2e1f0b7c9d84',
  title: 'Dental Hygienist (Part-Time)',
  company: 'Larkspur Family Dental',
};

function wellfoundShell(): AppShell {
  const companyPath = '/company/kestrel-labs';
  const jobPath = `/jobs/${wellfoundJob.id}-platform-engineer`;
  return appShell(
    'https://wellfound.com',
    [
      {
        path: companyPath,
        title: 'Kestrel Labs | Wellfound',
        body: `<main><h1>Kestrel Labs</h1><p>Logistics software for regional freight carriers. 40 people, Series A.</p><section><h2>Jobs</h2><p>1 open role</p></section></main>`,
      },
      {
        path: jobPath,
        title: `${wellfoundJob.title} at ${wellfoundJob.company} | Wellfound`,
        body: `<main><div><a href="${companyPath}"><h2>${wellfoundJob.company}</h2></a></div><h1>${wellfoundJob.title}</h1>
<ul><li>Remote (US)</li><li>$140k – $175k</li><li>Full Time</li></ul>
<div class="styles_description__Xq3z1"><p>Kestrel Labs builds routing software for freight carriers. You will run our Kubernetes platform and CI.</p>
<h3>Responsibilities</h3><ul><li>Operate our Kubernetes clusters on AWS</li><li>Own the CI pipelines and their speed</li></ul>
<h3>Requirements</h3><ul><li>4+ years running production infrastructure</li><li>Terraform and Go</li></ul></div></main>`,
      },
    ],
    [
      { path: companyPath, label: 'Kestrel Labs' },
      { path: jobPath, label: wellfoundJob.title },
    ],
  );
}

function monsterShell(): AppShell {
  const companyPath = '/company/larkspur-family-dental';
  const jobPath = `/job-openings/dental-hygienist-part-time-denver-co--${monsterJob.id}`;
  return appShell(
    'https://www.monster.com',
    [
      {
        path: companyPath,
        title: 'Larkspur Family Dental Careers | Monster.com',
        body: `<main><h1>Larkspur Family Dental</h1><p>A family practice in Denver with three clinics.</p><h2>Open jobs</h2><p>1 job</p></main>`,
      },
      {
        path: jobPath,
        title: `${monsterJob.title} - Denver, CO | Monster.com`,
        body: `<main><div data-testid="svx-job-view-wrapper"><h1 data-testid="jobTitle">${monsterJob.title}</h1><h2 data-testid="company">${monsterJob.company}</h2>
<div data-testid="jobDetailLocation">Denver, CO</div><div data-testid="jobDetailDateRecency">Posted 3 days ago</div>
<div data-testid="svx-description-container-inner"><p>Larkspur Family Dental is looking for a registered dental hygienist for three days a week.</p>
<p><strong>Responsibilities:</strong></p><ul><li>Cleanings, radiographs and periodontal charting</li><li>Patient education on home care</li></ul>
<p><strong>Requirements:</strong></p><ul><li>Colorado RDH license</li><li>CPR certification</li></ul><p>Pay: $48 - $55 per hour</p></div></div></main>`,
      },
    ],
    [
      { path: companyPath, label: 'Larkspur Family Dental' },
      { path: jobPath, label: monsterJob.title },
    ],
  );
}

for (const [site, make, job] of [
  ['Wellfound', wellfoundShell, wellfoundJob],
  ['Monster', monsterShell, monsterJob],
] as const) {
  test(`${site}: from a company page into its job by an in-page link; back shows none, forward the job again`, async ({ jobsight }) => {
    test.setTimeout(60_000);
    const shell = make();
    const [company, jobRoute] = shell.routes as [(typeof shell.routes)[0], (typeof shell.routes)[0]];
    const { page, tools } = await openAway(jobsight, shell, company.path);

    await click(page, jobRoute.path);
    await expectShown(page, job);
    await expect.poll(async () => (await tabOf(jobsight.worker, page.url())).state?.title).toBe(job.title);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(company.path);
    await expect.poll(() => hasSidebar(page), { timeout: 6_000 }).toBe(false);
    await page.goForward();
    await expectShown(page, job);
    expect(readers(tools).map((script) => script.url)).toEqual([`/content-scripts/reader-${site.toLowerCase()}.js`]);
    const states = Object.values(await tabStates(jobsight.worker)) as { kind: string }[];
    expect(states.some((s) => s.kind === 'posting')).toBe(true);
  });
}
