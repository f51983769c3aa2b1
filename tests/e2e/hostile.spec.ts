import { readFileSync } from 'node:fs';
import { loadCorpus } from '../support/corpus';
import { expect, hasSidebar, serveFixture, servePage, sidebarFrame, tabStates, test } from './fixtures';

const corpus = loadCorpus();
const byName = (site: string, name: string) => corpus.find((c) => c.site === site && c.name === name)!;

test('script payloads in every field show as text and run nothing; a javascript: apply link is dropped', async ({ jobsight }) => {
  const fixture = byName('demo', 'hostile-text');
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(fixture.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText(
    '<img src=x onerror="window.__pwned=10">Staff Engineer<script>window.__pwned=11</script>',
  );
  await expect(sidebar.getByTestId('company')).toHaveText('<svg onload=window.__pwned=9>Foxglove Works');
  await expect(sidebar.locator('[data-section="responsibilities"] li').first()).toHaveText(
    'Ship <b onmouseover=window.__pwned=13>developer tools</b> used by 40 teams',
  );

  // Hover and click everything in the sidebar that a payload could have turned into markup.
  await sidebar.locator('li').first().hover();
  expect(await sidebar.locator('#app :is(img, script, svg, iframe, b, object, embed)').count()).toBe(0);
  expect(await sidebar.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i]').count()).toBe(0);
  expect(await sidebar.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const states = Object.values(await tabStates(jobsight.worker)) as {
    kind: string;
    record?: { posting: { applyUrl?: string; company: { url?: string } } };
  }[];
  const posting = states.find((s) => s.kind === 'posting')!.record!.posting;
  expect(posting.applyUrl).toBeUndefined();
  expect(posting.company.url).toBeUndefined();
});

test('hostile page CSS leaves the sidebar intact, and page scripts cannot read it', async ({ jobsight }) => {
  const fixture = byName('demo', 'hostile-css');
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  await page.goto(fixture.meta.url);
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText('Platform Engineer');
  await expect(sidebar.getByTestId('title')).toBeVisible();

  const box = await page.locator('jobsight-sidebar').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(380);
  expect(box!.height).toBeGreaterThanOrEqual(800);
  expect(box!.x + box!.width).toBeCloseTo(1280, 0);
  // The frame is what is drawn at the sidebar's place, not the page.
  const hit = await page.evaluate(() => document.elementFromPoint(1100, 300)?.localName);
  expect(hit).toBe('jobsight-sidebar');
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');

  const probe = await page.evaluate(() => {
    const host = document.querySelector('jobsight-sidebar');
    let frameRead: string;
    try {
      frameRead = String(window.frames[0]?.document?.body?.textContent ?? 'no frame');
    } catch (error) {
      frameRead = `blocked: ${(error as Error).name}`;
    }
    return { shadowRoot: host?.shadowRoot ?? null, text: host?.textContent ?? '', html: host?.innerHTML ?? '', frameRead };
  });
  expect(probe.shadowRoot).toBeNull();
  expect(probe.text).toBe('');
  expect(probe.html).toBe('');
  expect(probe.frameRead).toMatch(/^blocked: SecurityError|^no frame$/);
  expect(probe.frameRead).not.toContain('Platform Engineer');
});

test('broken JSON-LD gives no sidebar and no error in the page console', async ({ jobsight }) => {
  const fixture = byName('greenhouse', 'broken-jsonld');
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(fixture.meta.url);
  await page.waitForTimeout(1_500);
  expect(await hasSidebar(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('a content script asking the background to delete, list or restore is refused', async ({ jobsight }) => {
  const fixture = byName('greenhouse', 'legacy-board');
  await serveFixture(jobsight.context, fixture);
  const page = await jobsight.context.newPage();
  const cdp = await jobsight.context.newCDPSession(page);
  const worlds: { id: number; name: string; origin: string; type: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    const aux = (context.auxData ?? {}) as { type?: string };
    worlds.push({ id: context.id, name: context.name, origin: context.origin, type: aux.type ?? '' });
  });
  await cdp.send('Runtime.enable');
  await page.goto(fixture.meta.url);
  const sidebar = await sidebarFrame(page);
  await sidebar.getByTestId('save').click();
  await expect(sidebar.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  const world = worlds.find((w) => w.type === 'isolated' && w.origin.startsWith('chrome-extension://'));
  expect(world, `isolated worlds: ${JSON.stringify(worlds)}`).toBeTruthy();

  const ask = async (message: unknown) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      contextId: world!.id,
      expression: `chrome.runtime.sendMessage(${JSON.stringify(message)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result.value as { ok: boolean; error?: string; records?: unknown[] };
  };
  const id = 'greenhouse:4071123';
  const refused = [
    await ask({ type: 'posting:delete', id }),
    await ask({ type: 'postings:list' }),
    await ask({ type: 'posting:get', id }),
    await ask({ type: 'sidebar:unsave', id }),
  ];
  for (const reply of refused) {
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatch(/not allowed|unknown sender/);
  }
  // The posting is still saved.
  const popup = await jobsight.context.newPage();
  await popup.goto(`chrome-extension://${jobsight.extensionId}/popup.html`);
  await expect(popup.getByTestId('posting-row')).toHaveCount(1);
});

test("a proposal for another site's posting is refused", async ({ jobsight }) => {
  const fixture = byName('greenhouse', 'legacy-board');
  await serveFixture(jobsight.context, fixture);
  await servePage(jobsight.context, 'https://boards.greenhouse.io/other/jobs/1', readFileSync(fixture.pagePath));
  const page = await jobsight.context.newPage();
  const cdp = await jobsight.context.newCDPSession(page);
  const worlds: { id: number; origin: string; type: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) =>
    worlds.push({ id: context.id, origin: context.origin, type: ((context.auxData ?? {}) as { type?: string }).type ?? '' }),
  );
  await cdp.send('Runtime.enable');
  await page.goto(fixture.meta.url);
  await sidebarFrame(page);
  const world = worlds.find((w) => w.type === 'isolated' && w.origin.startsWith('chrome-extension://'))!;
  const forged = {
    type: 'page:posting',
    raw: {
      url: 'https://www.linkedin.com/jobs/view/123/',
      site: 'linkedin',
      adapter: 'linkedin',
      externalId: '123',
      fieldsFrom: {},
      title: 'Forged',
      company: 'Someone',
      locations: [],
      workModeHints: [],
      employmentTypeHints: [],
      seniorityHints: [],
      description: '',
      tags: [],
      skillHints: [],
      pageFacts: [],
      readAt: new Date().toISOString(),
    },
  };
  const { result } = await cdp.send('Runtime.evaluate', {
    contextId: world.id,
    expression: `chrome.runtime.sendMessage(${JSON.stringify(forged)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  expect(result.value).toMatchObject({ ok: false, error: 'the posting is not from the sender page' });
});
