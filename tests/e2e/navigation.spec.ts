import type { CDPSession, Frame, Page } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { closeSidebar, expect, serveFixture, servePage, sidebarFrame, tabStates, test, type Jobsight } from './fixtures';
import { FETCH_DELAYS, SPA_SITES, spaPage, type SpaJob, type SpaSite } from './pages/spa';
import type { RuntimeStats } from '@/entrypoints/job.content/runtime';
import { adapter as linkedin } from '@/lib/extract/sites/linkedin';

/**
 * Single-page list+detail sites: the test clicks cards in a served copy of the site's page whose own
 * script changes the address first and re-renders the pane a little later, as the sites do. After each
 * switch the sidebar must show the new job, alone, and the background must hold it; how long it took is
 * printed against the 500 ms goal, never asserted (a busy machine stretches it).
 */

const LATENCY_BUDGET_MS = 500;
const SWITCHES = 10;

interface SpaState {
  clickedAt: number;
  renderedAt: number;
  renders: number;
}

interface TabPosting {
  kind: string;
  record?: { id: string; posting: { title: string; company: { name: string } } };
}

/** Everything the page says in its console or throws: the content script must add nothing to it. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => problems.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A CDP session on the page that knows the content script's isolated world. */
async function devtools(jobsight: Jobsight, page: Page) {
  const cdp = await jobsight.context.newCDPSession(page);
  const worlds: { id: number; origin: string; type: string; frameId: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    const aux = (context.auxData ?? {}) as { type?: string; frameId?: string };
    worlds.push({ id: context.id, origin: context.origin, type: aux.type ?? '', frameId: aux.frameId ?? '' });
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => {
    const index = worlds.findIndex((w) => w.id === executionContextId);
    if (index >= 0) worlds.splice(index, 1);
  });
  cdp.on('Runtime.executionContextsCleared', () => worlds.splice(0));
  await cdp.send('Runtime.enable');
  await cdp.send('Performance.enable');
  const contentWorld = () => {
    const world = worlds.find((w) => w.type === 'isolated' && w.origin.startsWith(`chrome-extension://${jobsight.extensionId}`));
    if (!world) throw new Error(`no content-script world among ${JSON.stringify(worlds)}`);
    return world.id;
  };
  return { cdp, contentWorld, stats: () => contentStats(cdp, contentWorld()) };
}

async function evaluateIn<T>(cdp: CDPSession, contextId: number, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { contextId, expression, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}

function contentStats(cdp: CDPSession, contextId: number): Promise<RuntimeStats> {
  return evaluateIn<RuntimeStats>(cdp, contextId, '({ ...globalThis.jobsightStats })');
}

/** Live MutationObserver objects of a world, counted on the heap (after a collection). */
async function liveObservers(cdp: CDPSession, contextId?: number): Promise<number> {
  const { result: prototype } = await cdp.send('Runtime.evaluate', {
    expression: 'MutationObserver.prototype',
    ...(contextId !== undefined ? { contextId } : {}),
  });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId! });
  return result.value as number;
}

/** Listeners on window, document or the Navigation object, as a world (the page's, or the content script's) sees them. */
async function listenersOn(cdp: CDPSession, expression: string, contextId?: number): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, ...(contextId !== undefined ? { contextId } : {}) });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.map((l) => l.type).sort();
}

/**
 * The buttons of the cards' controls (one listener each, in closed shadow roots): how many there are follows
 * which card is open (its own card has none), not a leak, so they are counted apart.
 */
async function cardButtons(cdp: CDPSession): Promise<number> {
  interface DomNode {
    nodeName: string;
    children?: DomNode[];
    shadowRoots?: DomNode[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  let count = 0;
  const walk = (node: DomNode, inHost: boolean) => {
    const here = inHost || node.nodeName === 'JOBSIGHT-MARK' || node.nodeName === 'JOBSIGHT-COUNTER';
    if (here && node.nodeName === 'BUTTON') count++;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
  };
  walk(root, false);
  return count;
}

async function figures(cdp: CDPSession, contentWorld: number) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return {
    jsEventListeners: metric('JSEventListeners') - (await cardButtons(cdp)),
    nodes: metric('Nodes'),
    pageListeners: [
      ...(await listenersOn(cdp, 'window')),
      ...(await listenersOn(cdp, 'document')),
      ...(await listenersOn(cdp, 'navigation')),
    ],
    contentListeners: [
      ...(await listenersOn(cdp, 'window', contentWorld)).map((type) => `window:${type}`),
      ...(await listenersOn(cdp, 'document', contentWorld)).map((type) => `document:${type}`),
      ...(await listenersOn(cdp, 'navigation', contentWorld)).map((type) => `navigation:${type}`),
    ],
    contentObservers: await liveObservers(cdp, contentWorld),
    pageObservers: await liveObservers(cdp),
    sidebars: await evaluateIn<number>(cdp, contentWorld, 'document.querySelectorAll("jobsight-sidebar").length'),
  };
}

async function openSpa(jobsight: Jobsight, spec: SpaSite) {
  const spa = spaPage(spec);
  await servePage(jobsight.context, spa.url, spa.html);
  const page = await jobsight.context.newPage();
  const problems = watchConsole(page);
  const tools = await devtools(jobsight, page);
  await page.goto(spa.url);
  const frame = await sidebarFrame(page);
  await expectShown(page, frame, spec.jobs[0]!);
  return { spa, page, frame, problems, ...tools };
}

/** Waits until the sidebar frame shows the job; returns when it did (the frame's clock is the page's). */
async function expectShown(page: Page, frame: Frame, job: SpaJob, timeout = 5_000): Promise<number> {
  const handle = await frame.waitForFunction(
    ([title, company]) => {
      const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      return shown('title') === title && shown('company') === company ? Date.now() : 0;
    },
    [job.title, job.company] as const,
    { polling: 5, timeout },
  );
  return handle.jsonValue();
}

async function spaState(page: Page): Promise<SpaState> {
  return page.evaluate(() => (window as unknown as { __spa: SpaState }).__spa);
}

async function select(page: Page, job: SpaJob): Promise<void> {
  // Cards sit at the left; the sidebar covers the right 400 px.
  await page.locator(`[data-spa-card="${job.id}"]`).click({ position: { x: 12, y: 12 } });
}

async function expectTabHolds(jobsight: Jobsight, spec: SpaSite, job: SpaJob): Promise<void> {
  await expect
    .poll(
      async () => {
        const states = Object.values(await tabStates(jobsight.worker)) as TabPosting[];
        return states
          .filter((s) => s.kind === 'posting')
          .map((s) => `${s.record!.id} ${s.record!.posting.title} @ ${s.record!.posting.company.name}`);
      },
      { timeout: 2_000 },
    )
    .toEqual([`${spec.site}:${job.id} ${job.title} @ ${job.company}`]);
}

async function sidebarCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('jobsight-sidebar').length);
}

for (const spec of Object.values(SPA_SITES)) {
  const how = spec.param ? `pushState ?${spec.param}=` : 'the pane alone, same address';
  test(`${spec.site}: ${SWITCHES} job switches in the list+detail page (${how}) each show the new posting (latency printed, goal ${LATENCY_BUDGET_MS} ms)`, async ({
    jobsight,
  }) => {
    const { page, frame, problems, stats } = await openSpa(jobsight, spec);
    await expectTabHolds(jobsight, spec, spec.jobs[0]!);
    const before = await stats();
    const fromClick: number[] = [];
    const fromRender: number[] = [];
    let previous = spec.jobs[0]!;
    for (let i = 1; i <= SWITCHES; i++) {
      const job = spec.jobs[i % spec.jobs.length]!;
      await select(page, job);
      const shownAt = await expectShown(page, frame, job);
      const spa = await spaState(page);
      fromClick.push(shownAt - spa.clickedAt);
      fromRender.push(shownAt - spa.renderedAt);
      expect(await sidebarCount(page), `switch ${i}`).toBe(1);
      await expectTabHolds(jobsight, spec, job);
      if (spec.param) expect(new URL(page.url()).searchParams.get(spec.param)).toBe(job.id);
      previous = job;
    }
    const after = await stats();
    const worst = (values: number[]) => Math.max(...values);
    console.log(
      `[navigation] ${spec.site}: ${SWITCHES} switches, site render delay ${Math.min(...FETCH_DELAYS)}-${Math.max(...FETCH_DELAYS)} ms; ` +
        `click -> sidebar worst ${worst(fromClick)} ms (${fromClick.join(', ')}); pane rendered -> sidebar worst ${worst(fromRender)} ms (${fromRender.join(', ')}); ` +
        `reports ${after.reports - before.reports}, extractions ${after.extractions - before.extractions} (${(after.extractMs - before.extractMs).toFixed(1)} ms), scans skipped ${after.skipped - before.skipped}`,
    );
    // The latency is printed, never asserted: a busy machine stretches it (npm run bench measures speed).
    // One proposal per switch: no "no posting" while the pane loads, no stale pane under the new address.
    expect(after.reports - before.reports).toBe(SWITCHES);

    if (spec.param) {
      // Back and forward re-render the previous job through popstate.
      const earlier = spec.jobs[(SWITCHES - 1) % spec.jobs.length]!;
      await page.evaluate(() => history.back());
      await expectShown(page, frame, earlier);
      await expectTabHolds(jobsight, spec, earlier);
      expect(new URL(page.url()).searchParams.get(spec.param)).toBe(earlier.id);
      await page.evaluate(() => history.forward());
      await expectShown(page, frame, previous);
      await expectTabHolds(jobsight, spec, previous);
      expect(await sidebarCount(page)).toBe(1);

      // replaceState: a tracking parameter alone proposes nothing; a replaced job is shown like a pushed one.
      const reportsBefore = (await stats()).reports;
      await page.evaluate(() => {
        const url = new URL(location.href);
        url.searchParams.set('refId', 'k2Jx9QvB4mYtR8aLq1Zw6A');
        history.replaceState(history.state, '', url);
      });
      await page.waitForTimeout(400);
      expect((await stats()).reports).toBe(reportsBefore);
      const replaced = spec.jobs.find((job) => job !== previous && job !== earlier)!;
      await page.evaluate(
        (id) => (window as unknown as { __spa: { select(id: string, how: string): void } }).__spa.select(id, 'replace'),
        replaced.id,
      );
      const shownAt = await expectShown(page, frame, replaced);
      const spa = await spaState(page);
      console.log(`[navigation] ${spec.site}: replaceState switch shown ${shownAt - spa.clickedAt} ms after the selection`);
      await expectTabHolds(jobsight, spec, replaced);
      expect(new URL(page.url()).searchParams.get(spec.param)).toBe(replaced.id);
      expect(await sidebarCount(page)).toBe(1);
    }
    expect(problems).toEqual([]);
  });
}

test('50 navigations leave the event listeners and observers as they were after the first', async ({ jobsight }) => {
  test.setTimeout(90_000);
  const spec = SPA_SITES.linkedin;
  const { page, frame, problems, cdp, contentWorld, stats } = await openSpa(jobsight, spec);
  const navigate = async (n: number) => {
    const job = spec.jobs[n % spec.jobs.length]!;
    // The page's own click handler, without Playwright's pointer machinery (its hit-target listeners would count too).
    await page.evaluate((id) => (document.querySelector(`[data-spa-card="${id}"]`) as HTMLElement).click(), job.id);
    await expectShown(page, frame, job);
  };
  await navigate(1);
  const first = await figures(cdp, contentWorld());
  for (let n = 2; n <= 50; n++) await navigate(n);
  // The last timed looks after the address change (settling) end before the figures are taken.
  await page.waitForTimeout(500);
  const fiftieth = await figures(cdp, contentWorld());
  const counters = await stats();
  console.log(`[navigation] after navigation 1: ${JSON.stringify(first)}`);
  console.log(`[navigation] after navigation 50: ${JSON.stringify(fiftieth)}`);
  console.log(`[navigation] content script over 50 navigations: ${JSON.stringify(counters)}`);
  // No growth: which card carries a control follows which job is open (its own card has none), so the count after
  // the fiftieth may be a control lower than after the first, never higher.
  expect(fiftieth.jsEventListeners).toBeLessThanOrEqual(first.jsEventListeners);
  expect(fiftieth.pageListeners).toEqual(first.pageListeners);
  expect(fiftieth.contentListeners).toEqual(first.contentListeners);
  expect(first.contentListeners).toContain('navigation:currententrychange');
  // The pane's observer, and the markers' observer of the card list.
  expect(first.contentObservers).toBeLessThanOrEqual(2);
  expect(fiftieth.contentObservers).toBe(first.contentObservers);
  expect(fiftieth.pageObservers).toBe(first.pageObservers);
  expect(fiftieth.sidebars).toBe(1);
  expect(counters.observing).toBe(linkedin.watch);
  expect(problems).toEqual([]);
});

test('a list or "similar jobs" change alone proposes nothing, and a busy SPA costs no reads', async ({ jobsight }) => {
  const spec = SPA_SITES.linkedin;
  const { page, problems, stats } = await openSpa(jobsight, spec);
  const job = spec.jobs[0]!;
  await expectTabHolds(jobsight, spec, job);
  await page.waitForTimeout(300);

  // Infinite scroll: the list grows and recycles cards (other companies, other salaries) for two seconds.
  let before = await stats();
  await page.evaluate(async () => {
    const list = document.querySelector('ul.scaffold-layout__list-container')!;
    const template = list.querySelector('li')!;
    for (let tick = 0; tick < 40; tick++) {
      for (let i = 0; i < 10; i++) {
        const card = template.cloneNode(true) as Element;
        card.setAttribute('data-occludable-job-id', String(4240000000 + tick * 10 + i));
        card.removeAttribute('data-spa-card');
        card.querySelector('.job-card-container')?.setAttribute('data-job-id', String(4240000000 + tick * 10 + i));
        const salary = card.querySelectorAll('.job-card-container__metadata-wrapper span')[1];
        if (salary) salary.textContent = `$${100 + tick}K/yr - $${200 + i}K/yr`;
        list.append(card);
      }
      for (const old of Array.from(list.querySelectorAll('li:not([data-spa-card])')).slice(0, 5)) old.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForTimeout(300);
  let after = await stats();
  console.log(
    `[navigation] infinite scroll (400 cards in 2 s): scans ${after.scans - before.scans}, extractions ${after.extractions - before.extractions}, reports ${after.reports - before.reports}`,
  );
  expect(after.scans - before.scans).toBe(0);
  expect(after.reports - before.reports).toBe(0);

  // The pane re-renders the same job (a framework's idle re-render): the text is the same, nothing is read.
  before = after;
  await page.evaluate(() => {
    const pane = document.querySelector('.jobs-search__job-details--container')!;
    const template = document.querySelector('template[data-spa-pane]') as HTMLTemplateElement;
    pane.replaceChildren(template.content.cloneNode(true));
  });
  await page.waitForTimeout(400);
  after = await stats();
  expect(after.skipped - before.skipped).toBeGreaterThanOrEqual(1);
  expect(after.extractions - before.extractions).toBe(0);

  // "Similar jobs" cards and a live applicants counter inside the pane: read, but the same posting.
  before = after;
  await page.evaluate(async () => {
    const pane = document.querySelector('.jobs-details__main-content')!;
    const similar = document.createElement('section');
    similar.className = 'jobs-similar-jobs artdeco-card';
    const heading = document.createElement('h2');
    heading.textContent = 'Similar jobs';
    similar.append(heading);
    pane.append(similar);
    const meta = document.querySelector('.job-details-jobs-unified-top-card__primary-description-container span:last-child')!;
    for (let tick = 0; tick < 10; tick++) {
      const card = document.createElement('div');
      card.className = 'job-card-container';
      card.setAttribute('data-job-id', String(4250000000 + tick));
      const title = document.createElement('a');
      title.href = `/jobs/view/${4250000000 + tick}/`;
      title.textContent = `Other Engineer ${tick}`;
      const salary = document.createElement('span');
      salary.className = 'job-card-container__salary-info';
      salary.textContent = `$${150 + tick}K/yr - $${250 + tick}K/yr`;
      card.append(title, salary);
      similar.append(card);
      meta.textContent = `${14 + tick} applicants`;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  await page.waitForTimeout(400);
  after = await stats();
  console.log(
    `[navigation] similar jobs + live counter in the pane (10 changes in 2 s): scans ${after.scans - before.scans}, extractions ${after.extractions - before.extractions} ` +
      `(${(after.extractMs - before.extractMs).toFixed(1)} ms), reports ${after.reports - before.reports}`,
  );
  expect(after.reports - before.reports).toBe(0);
  expect(after.extractions - before.extractions).toBeLessThanOrEqual(10);

  // A counter ticking 20 times a second in the pane: reads are spaced, not one per tick.
  before = after;
  await page.evaluate(async () => {
    const meta = document.querySelector('.job-details-jobs-unified-top-card__primary-description-container span:last-child')!;
    for (let tick = 0; tick < 40; tick++) {
      meta.textContent = `${30 + tick} applicants`;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForTimeout(400);
  after = await stats();
  console.log(
    `[navigation] live counter at 20 Hz in the pane for 2 s (40 changes): scans ${after.scans - before.scans}, extractions ${after.extractions - before.extractions} ` +
      `(${(after.extractMs - before.extractMs).toFixed(1)} ms), reports ${after.reports - before.reports}`,
  );
  expect(after.reports - before.reports).toBe(0);
  expect(after.extractions - before.extractions).toBeLessThanOrEqual(12);
  await expectTabHolds(jobsight, spec, job);
  expect(await sidebarCount(page)).toBe(1);
  expect(problems).toEqual([]);
});

test('a closed sidebar stays a handle on the next job, and opens on that job', async ({ jobsight }) => {
  const spec = SPA_SITES.indeed;
  const { page, frame } = await openSpa(jobsight, spec);
  await closeSidebar(page, frame);
  await expect.poll(() => page.evaluate(() => document.querySelector('jobsight-sidebar')?.hasAttribute('data-collapsed'))).toBe(true);
  await expect.poll(() => page.frames().filter((f) => f.url().includes('/sidebar.html')).length).toBe(0);

  for (const job of spec.jobs.slice(1, 3)) {
    await select(page, job);
    await expectTabHolds(jobsight, spec, job);
    await page.waitForTimeout(300);
    expect(await sidebarCount(page)).toBe(1);
    expect(await page.evaluate(() => document.querySelector('jobsight-sidebar')!.hasAttribute('data-collapsed'))).toBe(true);
    expect(page.frames().filter((f) => f.url().includes('/sidebar.html'))).toHaveLength(0);
  }

  // The handle (right edge, 40vh down, 36 x 96 px) opens the sidebar on the job selected now.
  await page.mouse.click(1280 - 18, 900 * 0.4 + 48);
  const reopened = await sidebarFrame(page);
  await expectShown(page, reopened, spec.jobs[2]!);
  expect(await sidebarCount(page)).toBe(1);
});

test('a page of a supported site without a pane or posting gets no observer; a watch-less adapter observes the body only while a posting may render', async ({
  jobsight,
}) => {
  test.setTimeout(60_000);
  await servePage(
    jobsight.context,
    'https://www.indeed.com/',
    '<!DOCTYPE html><html lang="en"><head><title>Job Search | Indeed</title></head><body><main><h1>Find jobs</h1><form><input name="q"><button>Search</button></form></main></body></html>',
  );
  const home = await jobsight.context.newPage();
  const homeProblems = watchConsole(home);
  const homeTools = await devtools(jobsight, home);
  await home.goto('https://www.indeed.com/');
  await home.waitForTimeout(1_000);
  const homeStats = await homeTools.stats();
  const homeObservers = await liveObservers(homeTools.cdp, homeTools.contentWorld());
  console.log(`[navigation] indeed home page: ${JSON.stringify(homeStats)}, live observers ${homeObservers}`);
  expect(homeObservers).toBe(0);
  expect(homeStats.observing).toBe('');
  expect(homeStats.reports).toBe(0);
  expect(await sidebarCount(home)).toBe(0);
  expect(homeProblems).toEqual([]);

  const boardIndex = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'board-index')!;
  await serveFixture(jobsight.context, boardIndex);
  const board = await jobsight.context.newPage();
  const boardTools = await devtools(jobsight, board);
  await board.goto(boardIndex.meta.url);
  await board.waitForTimeout(500);
  expect((await boardTools.stats()).observing).toBe('body');
  await expect.poll(async () => (await boardTools.stats()).observing, { timeout: 15_000, intervals: [1_000] }).toBe('');
  const boardStats = await boardTools.stats();
  console.log(`[navigation] greenhouse board index after its settle window: ${JSON.stringify(boardStats)}`);
  expect(boardStats.extractions).toBeLessThanOrEqual(12);
});
