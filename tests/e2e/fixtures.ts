import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect, test as base, type BrowserContext, type Frame, type Page, type Worker } from '@playwright/test';
import { chromiumPath, extensionArgs } from '../support/chromium';
import type { FixtureCase } from '../support/corpus';

/** The test build (`wxt build --mode test`): the production build plus the demo site and the service worker's test hooks. */
export const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3-test');

export interface Jobsight {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  profileDir: string;
  /** Closes the browser and opens it again on the same profile directory. */
  restart(): Promise<void>;
}

/**
 * The built extension with some of its optional permissions granted as if the user had said yes: headless
 * Chromium cannot show the permission prompt, so a copy of the build declares them required. Only the
 * manifest's lists differ; tests/e2e/manifest.spec.ts checks that the real build keeps them optional.
 */
function extensionWithGranted(grant: readonly string[], into: string): string {
  if (grant.length === 0) return EXTENSION_DIR;
  const dir = join(into, 'extension');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    permissions?: string[];
    optional_permissions?: string[];
  };
  manifest.permissions = [...(manifest.permissions ?? []), ...grant];
  manifest.optional_permissions = (manifest.optional_permissions ?? []).filter((permission) => !grant.includes(permission));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

export async function launch(
  profileDir: string,
  grant: readonly string[] = [],
): Promise<{ context: BrowserContext; worker: Worker; extensionId: string }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: extensionArgs(extensionWithGranted(grant, `${profileDir}-build`)),
    viewport: { width: 1280, height: 900 },
  });
  // Nothing leaves the machine: any address a test did not serve is refused.
  await context.route(/^https?:\/\//, (route) => route.abort('blockedbyclient'));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, extensionId: new URL(worker.url()).host };
}

export const test = base.extend<{ jobsight: Jobsight; grant: string[] }>({
  /** Optional permissions the user has granted, for the tests of the features behind them. */
  grant: [[], { option: true }],
  jobsight: async ({ grant }, use) => {
    const profileDir = mkdtempSync(join(tmpdir(), 'jobsight-e2e-'));
    let session = await launch(profileDir, grant);
    const jobsight: Jobsight = {
      get context() {
        return session.context;
      },
      get extensionId() {
        return session.extensionId;
      },
      get worker() {
        return session.worker;
      },
      profileDir,
      async restart() {
        await session.context.close();
        session = await launch(profileDir, grant);
      },
    };
    await use(jobsight);
    await session.context.close();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(`${profileDir}-build`, { recursive: true, force: true });
  },
});

export { expect };

function contentType(html: Buffer): string {
  const charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(html.subarray(0, 4096).toString('latin1'))?.[1] ?? 'utf-8';
  return `text/html; charset=${charset}`;
}

/** Serves a page at its real address: the content script runs as it would on the site. */
export async function servePage(
  context: BrowserContext,
  url: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<void> {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const target = new URL(url);
  await context.route(
    (candidate) => candidate.origin === target.origin && candidate.pathname === target.pathname,
    (route) => route.fulfill({ status: 200, body: buffer, headers: { 'content-type': contentType(buffer), ...headers } }),
  );
}

export async function serveFixture(context: BrowserContext, fixture: FixtureCase): Promise<void> {
  await servePage(context, fixture.meta.url, readFileSync(fixture.pagePath), fixture.meta.headers ?? {});
}

/** The sidebar frame (extension page sidebar.html inside <jobsight-sidebar>), once it has loaded. */
/**
 * Closes the sidebar with a real click through the page's mouse at the button's place. The close removes the
 * sidebar's frame, and a click sent to that frame itself could wait for its acknowledgement after the frame was gone.
 */
export async function closeSidebar(page: Page, frame: Frame): Promise<void> {
  const box = await frame.getByTestId('close').boundingBox();
  if (!box) throw new Error('the sidebar has no close button on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export async function sidebarFrame(page: Page, timeout = 10_000): Promise<Frame> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith('chrome-extension://') && new URL(f.url()).pathname === '/sidebar.html');
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error('no sidebar frame appeared');
    await page.waitForTimeout(50);
  }
}

export async function hasSidebar(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('jobsight-sidebar') !== null);
}

export async function openPopup(jobsight: Jobsight): Promise<Page> {
  const popup = await jobsight.context.newPage();
  await popup.goto(`chrome-extension://${jobsight.extensionId}/popup.html`);
  return popup;
}

/** The tab state the background keeps for each tab (what the sidebar shows). */
export async function tabStates(worker: Worker): Promise<Record<string, unknown>> {
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { session: { get(keys: null): Promise<Record<string, unknown>> } } } };
    const all = await chrome.storage.session.get(null);
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('tab:')));
  });
}

/** Presses Jobsight's toolbar button on a page, as a user would: the popup opens and reads the tab. */
export async function clickToolbarButton(jobsight: Jobsight, page: Page): Promise<void> {
  const browser = jobsight.context.browser();
  if (!browser) throw new Error('no browser session to press the toolbar button with');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((t) => t.url === page.url());
  if (!tab) throw new Error(`no tab target for ${page.url()}`);
  await page.bringToFront();
  await cdp.send('Extensions.triggerAction', { id: jobsight.extensionId, targetId: tab.targetId });
  await cdp.detach();
}
