import type { Frame, Page, Worker } from '@playwright/test';
import { loadCorpus } from '../support/corpus';
import { clickToolbarButton, expect, serveFixture, sidebarFrame, test, type Jobsight } from './fixtures';
import { dumpDatabase } from './security-support';

/**
 * Clickjacking of the in-page sidebar (docs/reliability.md §1.7, §5 item 5).
 * A page hides the sidebar in every way it can and puts its lure where our buttons are; a user's click
 * (a real mouse click at the button's place, the pointer arriving first as a hand would) must do nothing.
 * The database is the judge: no status, no tick, no report. Then the visible sidebar works, by mouse
 * and by keyboard.
 */

const legacy = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const ID = 'greenhouse:4071123';

// Each technique is applied by the page's own script; `undo` restores the page.
const LURE =
  'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff;font:24px sans-serif;display:flex;align-items:center;justify-content:center';
const TECHNIQUES: { name: string; apply: string }[] = [
  { name: 'opacity 0.01 on html', apply: `document.documentElement.style.setProperty('opacity', '0.01', 'important')` },
  { name: 'opacity 0.5 on html', apply: `document.documentElement.style.setProperty('opacity', '0.5', 'important')` },
  {
    name: 'opacity on body, the sidebar moved into it',
    apply: `document.body.append(document.querySelector('jobsight-sidebar')); document.body.style.setProperty('opacity', '0.01', 'important')`,
  },
  {
    name: 'overlay with pointer-events: none (a fake cookie banner)',
    apply: `const lure = document.createElement('div'); lure.id = 'lure'; lure.textContent = 'Accept cookies'; lure.style.cssText = '${LURE}'; document.documentElement.append(lure)`,
  },
  {
    name: 'small overlay over the buttons only',
    apply: `const lure = document.createElement('div'); lure.id = 'lure'; lure.style.cssText = 'position:fixed;right:0;top:0;width:400px;height:260px;z-index:2147483647;pointer-events:none;background:#fff'; document.documentElement.append(lure)`,
  },
  {
    name: 'popover in the top layer',
    apply: `const lure = document.createElement('div'); lure.id = 'lure'; lure.popover = 'manual'; lure.textContent = 'Click to continue'; lure.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;background:#fff;pointer-events:none'; document.body.append(lure); lure.showPopover()`,
  },
  { name: 'transform scale on html', apply: `document.documentElement.style.transform = 'scale(0.98)'` },
  {
    name: 'transform translate on html (moved under the cursor)',
    apply: `document.documentElement.style.transform = 'translateX(-420px)'`,
  },
  { name: 'filter on html', apply: `document.documentElement.style.filter = 'opacity(0.02)'` },
  { name: 'mask on html', apply: `document.documentElement.style.maskImage = 'linear-gradient(to left, transparent 460px, #000 460px)'` },
  {
    name: 'mix-blend and clip-path on html',
    apply: `document.documentElement.style.clipPath = 'inset(0 0 0 0)'; document.documentElement.style.mixBlendMode = 'multiply'`,
  },
  { name: 'clip-path hiding the sidebar', apply: `document.documentElement.style.clipPath = 'inset(0 420px 0 0)'` },
];
const UNDO = `document.getElementById('lure')?.remove(); document.documentElement.removeAttribute('style'); document.body.removeAttribute('style'); const host = document.querySelector('jobsight-sidebar'); if (host.parentNode !== document.documentElement) document.documentElement.append(host)`;

/** Moves the pointer onto an element of the sidebar as a hand would, waits, and clicks there. */
async function clickAt(page: Page, frame: Frame, testId: string, nth = 0): Promise<void> {
  const target = frame.getByTestId(testId).nth(nth);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 40, y + 30);
  await page.mouse.move(x, y, { steps: 4 });
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.mouse.up();
}

/** Presses the toolbar button on a page and evaluates an expression in the popup it opens. */
async function inToolbarPopup(jobsight: Jobsight, page: Page, expression: string): Promise<unknown> {
  await clickToolbarButton(jobsight, page);
  const cdp = await jobsight.context.browser()!.newBrowserCDPSession();
  try {
    let target: { targetId: string } | undefined;
    for (const deadline = Date.now() + 10_000; !target && Date.now() < deadline; await page.waitForTimeout(100)) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      target = targetInfos.find((t) => t.url.endsWith('/popup.html'));
    }
    if (!target) throw new Error('the toolbar popup did not open');
    // The browser session relays to the popup's target (flatten off: messages go through the Target domain).
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    const reply = new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message) as { id?: number; result?: { result?: { value?: unknown } } };
        if (event.sessionId === sessionId && message.id === 1) resolve(message);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } }),
    });
    return (await reply).result?.result?.value;
  } finally {
    await cdp.detach();
  }
}

/** The sidebar frame as it is now: moving the host reloads it, and the old frame is gone. */
async function liveFrame(page: Page): Promise<Frame> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const frame = page
      .frames()
      .find((f) => !f.isDetached() && f.url().startsWith('chrome-extension://') && new URL(f.url()).pathname === '/sidebar.html');
    if (
      frame &&
      (await frame
        .getByTestId('strategy-item')
        .count()
        .catch(() => 0)) > 0
    )
      return frame;
    if (Date.now() > deadline) throw new Error('no live sidebar frame');
    await page.waitForTimeout(100);
  }
}

/** The stored posting and reports: what an action would change. */
async function state(jobsight: { worker: Worker }) {
  const dump = await dumpDatabase(jobsight.worker);
  const record = (dump['postings'] as { id: string; status: string; checklist: string[] }[]).find((r) => r.id === ID)!;
  return { status: record.status, ticks: record.checklist.length, reports: (dump['reports'] ?? []).length };
}

async function armed(page: Page, frame: Frame): Promise<void> {
  // The host's verdict is taken as the pointer comes over the sidebar; the frame then waits its 500 ms.
  const box = await frame.getByTestId('title').boundingBox();
  await page.mouse.move(box!.x + 20, box!.y + 5);
  await expect(frame.getByTestId('save')).not.toHaveAttribute('aria-disabled', 'true');
}

test('a hidden or covered sidebar carries out no action, whatever the technique', async ({ jobsight }) => {
  test.setTimeout(120_000);
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  let frame = await sidebarFrame(page);
  await expect(frame.getByTestId('strategy-item').first()).toBeVisible();
  await armed(page, frame);
  const before = await state(jobsight);
  expect(before).toEqual({ status: 'viewed', ticks: 0, reports: 0 });

  const figures: { technique: string; attempts: number; carriedOut: number }[] = [];
  for (const technique of TECHNIQUES) {
    const start = await state(jobsight);
    await page.evaluate(technique.apply);
    // Moving the host reloads its frame: find it again.
    frame = await liveFrame(page);
    // The browser re-checks visibility every 100 ms at most: a hand takes longer to reach a button.
    await page.waitForTimeout(350);
    let attempts = 0;
    for (const [testId, nth] of [
      ['save', 0],
      ['strategy-item', 0],
      ['strategy-item', 1],
      ['report', 0],
    ] as const) {
      await clickAt(page, frame, testId, nth);
      attempts++;
    }
    // The keyboard too: a focused button pressed while the page hides it.
    await frame.getByTestId('save').focus();
    await expect(frame.getByTestId('save')).toBeFocused();
    await page.keyboard.press('Enter');
    attempts++;
    await page.waitForTimeout(300);
    const after = await state(jobsight);
    const carriedOut = (after.status !== start.status ? 1 : 0) + Math.abs(after.ticks - start.ticks) + (after.reports - start.reports);
    figures.push({ technique: technique.name, attempts, carriedOut });
    await page.evaluate(UNDO);
    frame = await liveFrame(page);
    await armed(page, frame);
  }
  console.log(`clickjacking: ${figures.map((f) => `${f.technique}: ${f.carriedOut}/${f.attempts}`).join('; ')}`);
  expect(figures.filter((f) => f.carriedOut > 0)).toEqual([]);
  expect(await state(jobsight)).toEqual(before);
  // The sidebar said why, and offers the popup.
  await expect(frame.getByTestId('covered')).toContainText('nothing was done');
  await expect(frame.getByTestId('covered-popup')).toBeVisible();
});

test('the visible sidebar works by mouse and by keyboard; the popup saves what a covered sidebar refused', async ({ jobsight }) => {
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  const frame = await sidebarFrame(page);
  await expect(frame.getByTestId('strategy-item').first()).toBeVisible();
  await armed(page, frame);

  // Covered: refused, with the way out.
  await page.evaluate(TECHNIQUES[3]!.apply);
  await page.waitForTimeout(350);
  await clickAt(page, frame, 'save');
  await expect(frame.getByTestId('covered')).toBeVisible();
  await page.evaluate(UNDO);
  await armed(page, frame);

  // Visible: the mouse saves and ticks.
  await clickAt(page, frame, 'save');
  await expect(frame.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByTestId('covered')).toHaveCount(0);
  await clickAt(page, frame, 'strategy-item', 0);
  await expect(frame.getByTestId('strategy-item').first()).toBeChecked();
  // The keyboard: Space on a focused tick, Enter on a focused button.
  await frame.getByTestId('strategy-item').nth(1).focus();
  await page.keyboard.press('Space');
  await expect(frame.getByTestId('strategy-item').nth(1)).toBeChecked();
  await expect(frame.getByTestId('save')).toBeEnabled();
  await frame.getByTestId('save').focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByTestId('save')).not.toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => state(jobsight)).toEqual({ status: 'viewed', ticks: 2, reports: 0 });

  // A script's click is not the user's: refused even when visible.
  await frame.evaluate(() => (document.querySelector('[data-testid="save"]') as HTMLButtonElement).click());
  await expect(frame.getByTestId('covered')).toBeVisible();
  expect((await state(jobsight)).status).toBe('viewed');

  // The popup, which no page can cover, offers to save this page's posting: the toolbar button opens it
  // (a target Playwright does not list as a page, driven here through DevTools).
  const clicked = await inToolbarPopup(
    jobsight,
    page,
    `new Promise((resolve) => {
    const started = Date.now();
    const look = () => {
      const button = document.querySelector('[data-testid="this-page-save"]');
      if (button) { button.click(); resolve(true); } else if (Date.now() - started > 8000) resolve(document.body.innerText); else setTimeout(look, 100);
    };
    look();
  })`,
  );
  expect(clicked).toBe(true);
  await expect.poll(async () => (await state(jobsight)).status).toBe('saved');
  // The page's sidebar follows the popup's save.
  await expect(frame.getByTestId('save')).toHaveAttribute('aria-pressed', 'true');
});

test('the collapsed handle and the list markers are harmless: a covered click on the handle changes nothing', async ({ jobsight }) => {
  await serveFixture(jobsight.context, legacy);
  const page = await jobsight.context.newPage();
  await page.goto(legacy.meta.url);
  const frame = await sidebarFrame(page);
  await expect(frame.getByTestId('title')).toBeVisible();
  await armed(page, frame);
  await frame.getByTestId('close').click();
  await expect.poll(() => page.frames().some((f) => f.url().includes('/sidebar.html'))).toBe(false);
  const before = await dumpDatabase(jobsight.worker);
  await page.evaluate(TECHNIQUES[0]!.apply);
  const handle = await page.locator('jobsight-sidebar').boundingBox();
  await page.mouse.click(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  // The handle only opens the sidebar again (our own UI); the reopened frame is still hidden, so it refuses.
  const reopened = await sidebarFrame(page);
  await expect(reopened.getByTestId('save')).toBeVisible();
  await page.waitForTimeout(700);
  await clickAt(page, reopened, 'save');
  await page.waitForTimeout(300);
  expect(await dumpDatabase(jobsight.worker)).toEqual(before);
});
