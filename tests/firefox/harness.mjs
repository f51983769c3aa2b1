/* global process, console, setTimeout, clearTimeout, document, location */
// The Firefox harness of scripts/test-firefox.mjs: Firefox ESR driven over WebDriver BiDi (puppeteer-core),
// the built extension (.output/firefox-mv3) installed as a temporary add-on under a fixed moz-extension
// UUID, fixture pages served at their real https addresses by BiDi request interception, nothing else
// let out. Plain Node ESM (Node 22), so that it runs without a TypeScript step.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { zipSync } from 'fflate';
import puppeteer from 'puppeteer-core';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const EXTENSION_DIR = join(ROOT, '.output', 'firefox-mv3');
export const PAGES_DIR = join(ROOT, 'tests', 'fixtures', 'pages');
/** The extension's internal UUID (its moz-extension:// host), fixed through extensions.webextensions.uuids. */
export const EXTENSION_UUID = '0b5e7c1a-6f3d-4e2a-9c41-7a1f0d5e2b63';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

/** FIREFOX_PATH when set (and only it), else Debian's firefox-esr, else a plain firefox; undefined when there is none. */
export function firefoxPath() {
  const candidates = process.env.FIREFOX_PATH ? [process.env.FIREFOX_PATH] : ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((candidate) => existsSync(candidate));
}

/** The gecko id the build declares (wxt.config.ts browser_specific_settings.gecko.id). */
export function geckoId(extensionDir = EXTENSION_DIR) {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error(`${relative(ROOT, extensionDir)}/manifest.json has no browser_specific_settings.gecko.id`);
  return id;
}

/** The oldest Firefox the build says it runs on (browser_specific_settings.gecko.strict_min_version), e.g. "140.0". */
export function minimumFirefox(extensionDir = EXTENSION_DIR) {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
  return manifest.browser_specific_settings?.gecko?.strict_min_version;
}

/** -1, 0 or 1 as dotted version `a` is older than, the same as or newer than `b` ("140.12.0" against "140.0"). */
export function compareVersions(a, b) {
  const parts = (version) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  return 0;
}

/** One fixture of the corpus (tests/support/corpus.ts): its page, its meta.json, its expected.json. */
export function loadFixture(site, name) {
  const dir = join(PAGES_DIR, site, name);
  return {
    site,
    name,
    page: readFileSync(join(dir, 'page.html')),
    meta: JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')),
    expected: JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')),
  };
}

/**
 * Waits until `probe` returns something other than undefined/false/null and returns it. Probes that throw
 * count as "not yet" (a frame still loading); the last error is in the timeout's message.
 */
export async function poll(what, probe, { timeout = 30_000, interval = 100 } = {}) {
  const deadline = Date.now() + timeout;
  let lastError;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false && value !== null) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}`);
    await new Promise((done) => setTimeout(done, interval));
  }
}

/** Resolves with `promise`, or rejects after `ms` (a BiDi command that never answers must not hang the run). */
export function within(ms, what, promise) {
  let timer;
  // Its own late failure, after the time ran out, is nobody's business (and must not end the process).
  promise.catch(() => undefined);
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

const NO_NETWORK_PREFS = {
  // Defence in depth behind the interception: whatever a page's interception does not answer (the
  // background's own requests, say) goes to a proxy that is not there. Intercepted answers never reach it.
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.share_proxy_settings': false,
  'network.proxy.no_proxies_on': '',
  'network.dns.disableIPv6': true,
  'network.connectivity-service.enabled': false,
  'network.captive-portal-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'app.normandy.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
};

function zipDirectory(directory) {
  const files = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(directory, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  walk(directory);
  return zipSync(files, { level: 0 });
}

/**
 * Firefox with the extension. `install: 'bidi'` launches a fresh profile and installs the unpacked build
 * over BiDi webExtension.install (a temporary add-on); `install: 'profile'` puts the build as <gecko id>.xpi
 * into the profile's extensions folder before launch (unsigned: ESR honours xpinstall.signatures.required
 * = false); `install: 'auto'` (default) tries BiDi, then the profile. Either way extensions.webextensions.uuids
 * fixes the UUID, so the extension's pages are at EXTENSION_ORIGIN.
 */
export async function launchFirefox(options = {}) {
  const { install = 'auto' } = options;
  if (install !== 'auto') return launchWith(options, install);
  try {
    return await launchWith(options, 'bidi');
  } catch (error) {
    console.log(`  webExtension.install did not work (${error.message.split('\n')[0]}): installing from the profile instead`);
    return { ...(await launchWith(options, 'profile')), fallbackFrom: error.message };
  }
}

async function launchWith({ executablePath, extensionDir = EXTENSION_DIR, dumpio = false }, install) {
  const id = geckoId(extensionDir);
  const prefs = {
    ...NO_NETWORK_PREFS,
    'extensions.webextensions.uuids': JSON.stringify({ [id]: EXTENSION_UUID }),
    'xpinstall.signatures.required': false,
    'extensions.autoDisableScopes': 0,
    'extensions.enabledScopes': 5,
  };
  let profileDir;
  if (install === 'profile') {
    profileDir = mkdtempSync(join(tmpdir(), 'jobsight-firefox-'));
    mkdirSync(join(profileDir, 'extensions'));
    writeFileSync(join(profileDir, 'extensions', `${id}.xpi`), zipDirectory(extensionDir));
  }
  const removeProfile = () => profileDir && rmSync(profileDir, { recursive: true, force: true });
  let browser;
  try {
    browser = await within(
      90_000,
      'launching Firefox',
      puppeteer.launch({
        browser: 'firefox',
        executablePath,
        headless: true,
        dumpio,
        extraPrefsFirefox: prefs,
        ...(profileDir ? { userDataDir: profileDir } : {}),
        // Lets BiDi browsingContext.navigate open moz-extension: pages (the popup) in a tab; without it the
        // remote agent allows only http(s), file, blob and about:blank.
        args: ['--remote-allow-system-access'],
        defaultViewport: { width: 1280, height: 900 },
        protocolTimeout: 60_000,
      }),
    );
  } catch (error) {
    removeProfile();
    throw error;
  }
  const close = async () => {
    const child = browser.process();
    await within(20_000, 'closing Firefox', browser.close()).catch(() => child?.kill('SIGKILL'));
    removeProfile();
  };
  try {
    let extensionId = id;
    if (install === 'bidi') extensionId = await within(60_000, 'webExtension.install', browser.installExtension(extensionDir));
    else {
      // Installed at startup from the profile: ready once one of its pages opens.
      const page = await openExtensionPage(browser, 'popup.html', 60_000);
      await page.close();
    }
    return { browser, extensionId, install, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function contentType(html) {
  const charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(html.subarray(0, 4096).toString('latin1'))?.[1] ?? 'utf-8';
  return `text/html; charset=${charset}`;
}

/**
 * BiDi request interception on one page: `pages` (full URL without the hash -> { body, headers }) are
 * answered from disk at their real address, every other http(s) request is aborted, the rest (data:,
 * moz-extension:) goes on. Returns the list of aborted URLs, for the log.
 */
export async function interceptRequests(page, pages = new Map()) {
  const aborted = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url().split('#')[0];
    const served = pages.get(url);
    if (served) {
      void request
        .respond({ status: 200, headers: { 'content-type': contentType(served.body), ...served.headers }, body: served.body })
        .catch(() => undefined);
    } else if (/^https?:/i.test(url)) {
      aborted.push(url);
      void request.abort('blockedbyclient').catch(() => undefined);
    } else {
      void request.continue().catch(() => undefined);
    }
  });
  return aborted;
}

/**
 * The sidebar: the iframe of moz-extension://<uuid>/sidebar.html the content script puts into the
 * page (inside <jobsight-sidebar>'s closed shadow root). In Firefox 153 puppeteer's frame.url() of that
 * frame keeps saying about:blank (no navigation event reaches it for the moz-extension: document, though
 * browsingContext.getTree has the right address): each child frame is asked where it is.
 */
export async function sidebarFrame(page, timeout = 30_000) {
  return poll(
    'the sidebar frame (moz-extension sidebar.html) in the page',
    async () => {
      for (const frame of page.frames()) {
        if (frame === page.mainFrame()) continue;
        const href = await within(
          5_000,
          "a frame's address",
          frame.evaluate(() => location.href),
        ).catch(() => '');
        if (href.startsWith(`${EXTENSION_ORIGIN}/sidebar.html`)) return { frame, href };
      }
      return undefined;
    },
    { timeout },
  );
}

/**
 * Opens an extension page (popup.html, say) in a new tab. Puppeteer's goto to a moz-extension: address
 * never resolves in Firefox 153 (the load happens, its events do not reach puppeteer): the navigation is
 * started and its arrival polled instead. No network for the tab either.
 */
export async function openExtensionPage(browser, path, timeout = 30_000) {
  const page = await browser.newPage();
  await interceptRequests(page);
  const url = `${EXTENSION_ORIGIN}/${path.replace(/^\//, '')}`;
  page.goto(url, { timeout }).catch(() => undefined);
  await poll(`${url} to open in a tab`, async () => (await page.evaluate(() => location.href)).startsWith(url.split('#')[0]), { timeout });
  await poll(`${url} to finish loading`, () => page.evaluate(() => document.readyState === 'complete'), { timeout });
  return page;
}

/**
 * What the sidebar frame has: its text and which extension APIs it sees. Firefox gives an extension
 * page framed by a web page only the content-script APIs (no tabs, action, permissions, storage.session:
 * w3c/webextensions#787), so this tells a missing API from a missing posting when the sidebar stays empty.
 */
export async function frameDiagnostics(frame) {
  return frame.evaluate(() => {
    const api = globalThis.browser ?? globalThis.chrome;
    return {
      href: location.href,
      text: document.body?.innerText?.replace(/\s+/g, ' ').trim().slice(0, 300) ?? '',
      apis: {
        'runtime.sendMessage': typeof api?.runtime?.sendMessage,
        'storage.local': typeof api?.storage?.local,
        'storage.session': typeof api?.storage?.session,
        tabs: typeof api?.tabs,
        action: typeof api?.action,
        permissions: typeof api?.permissions,
      },
    };
  });
}

/**
 * A trusted click (BiDi input.performActions on the tab, as the clickjacking gate requires) at the middle of the first
 * element matching `selector` in the sidebar frame. Puppeteer's own ElementHandle.click() finds a child frame's place
 * with browsingContext.locateNodes and a "context" locator, which Firefox 140 does not have (it takes accessibility,
 * css, innerText and xpath): the point is worked out here instead, from the host element's box in the page (the frame
 * fills it: entrypoints/job.content/sidebar-host.ts) and the element's box in the frame, both read by script.callFunction.
 */
export async function clickInFrame(page, frame, selector) {
  const inFrame = await frame.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return undefined;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width, height: box.height };
  }, selector);
  if (!inFrame || inFrame.width === 0 || inFrame.height === 0) throw new Error(`${selector} is not drawn in the sidebar frame`);
  const host = await page.evaluate(() => {
    const box = document.querySelector('jobsight-sidebar')?.getBoundingClientRect();
    return box ? { x: box.left, y: box.top } : undefined;
  });
  if (!host) throw new Error('no <jobsight-sidebar> in the page');
  await page.mouse.click(host.x + inFrame.x, host.y + inFrame.y);
}

/** Text of the first element matching `selector` in a frame, or undefined. */
export async function textOf(frame, selector) {
  return frame.evaluate((sel) => document.querySelector(sel)?.textContent?.trim() || undefined, selector);
}

/** Attributes of the first element matching `selector` in a frame, or undefined. */
export async function attributesOf(frame, selector) {
  return frame.evaluate((sel) => {
    const element = document.querySelector(sel);
    return element ? Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value])) : undefined;
  }, selector);
}
