import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from './fixtures';

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_scripts: { matches: string[]; all_frames?: boolean; js: string[] }[];
  web_accessible_resources?: { resources: string[]; matches: string[]; use_dynamic_url?: boolean }[];
  externally_connectable?: { ids?: string[]; matches?: string[] };
  content_security_policy?: { extension_pages?: string };
}

const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as Manifest;
const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Which extension APIs the code calls, by namespace (browser.storage.local -> storage). */
const used = new Set(
  ['entrypoints', 'components', 'lib']
    .flatMap((dir) => sources(join(root, dir)))
    .flatMap((code) => [...code.matchAll(/\bbrowser\.([a-zA-Z]+)\./g)].map((m) => m[1]!)),
);

/** Asked for only when the user turns on what needs them: reminder notifications, backups to the Downloads folder. */
const OPTIONAL = ['downloads', 'notifications'];

// An API namespace and the permission it needs; runtime, tabs (no url access asked), i18n and action need none.
const NEEDS: Record<string, string | null> = {
  runtime: null,
  tabs: null,
  i18n: null,
  action: null,
  permissions: null,
  storage: 'storage',
  scripting: 'scripting',
  alarms: 'alarms',
  downloads: 'downloads',
  sidePanel: 'sidePanel',
  contextMenus: 'contextMenus',
  notifications: 'notifications',
};

test('the manifest asks for exactly the permissions the code uses', () => {
  for (const namespace of used) expect(Object.keys(NEEDS), `browser.${namespace} has no known permission rule`).toContain(namespace);
  const needed = new Set([...used].map((namespace) => NEEDS[namespace]).filter((p): p is string => Boolean(p) && !OPTIONAL.includes(p!)));
  // activeTab: the toolbar click reads the page (tab:read); unlimitedStorage: saved data is never evicted.
  needed.add('activeTab');
  needed.add('unlimitedStorage');
  expect([...(manifest.permissions ?? [])].sort()).toEqual([...needed].sort());
});

/**
 * The adapters' declared patterns (the e2e runner has no import.meta.glob: each site's file, from this source tree
 * only), and the demo page's: the e2e suite runs on a test build (`wxt build --mode test`), which carries it.
 */
const sitesDir = join(root, 'lib/extract/sites');
const adapterFiles = [
  ...readdirSync(sitesDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(sitesDir, name)),
  join(root, 'lib/extract/demo.ts'),
];
const adapterMatches = await Promise.all(
  adapterFiles.map(async (file) => {
    // eslint-disable-next-line no-unsanitized/method
    const { adapter } = (await import(file)) as { adapter: { id: string; matches: readonly string[]; allFrames?: boolean } };
    return { site: adapter.id, matches: [...adapter.matches], allFrames: adapter.allFrames === true };
  }),
);
const originOf = (pattern: string) => /^(\*|https?):\/\/([^/]+)\//.exec(pattern)?.slice(1) ?? [];
const covers = (origin: string, pattern: string) => {
  const [scheme, host] = originOf(origin)!;
  const [patternScheme, patternHost] = originOf(pattern)!;
  if (scheme !== patternScheme) return false;
  return host === patternHost || (host!.startsWith('*.') && (patternHost === host!.slice(2) || patternHost!.endsWith(host!.slice(1))));
};

test("each site's reader is declared on its adapter's own patterns: addresses that can hold a posting or a list", () => {
  for (const { site, matches, allFrames } of adapterMatches) {
    const scripts = manifest.content_scripts.filter((script) => script.js.includes(`content-scripts/reader-${site}.js`));
    if (allFrames) {
      expect(scripts, site).toEqual([]);
      continue;
    }
    expect(scripts, site).toHaveLength(1);
    expect(scripts[0]!.matches, site).toEqual(matches);
    expect(scripts[0]!.js, site).toEqual([`content-scripts/reader-${site}.js`]);
    expect(scripts[0]!.all_frames ?? false, site).toBe(false);
  }
  // Nothing is declared on a page of a supported site that can hold no posting: nothing runs there.
  const declared = manifest.content_scripts.flatMap((script) => script.matches);
  for (const address of [
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/in/lisbeth-varga/',
    'https://wellfound.com/company/kestrel-labs',
    'https://www.monster.com/company/profiles/kestrel',
  ]) {
    const { host, pathname } = new URL(address);
    const taken = declared.filter((pattern) => {
      const [, patternHost, path] = /^[^:]+:\/\/([^/]+)(\/.*)$/.exec(pattern)!;
      const hostTaken = patternHost === host || (patternHost!.startsWith('*.') && host.endsWith(patternHost!.slice(1)));
      return hostTaken && new RegExp(`^${path!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(pathname);
    });
    expect(taken, address).toEqual([]);
  }
});

test("host access is the supported sites' whole origins only, and covers every declared script", () => {
  // Whole origins (scheme://host/*), never every site: a single-page site is entered at its feed or home
  // page, and the background must see the tab's address change there to bring the reader.
  const hosts = manifest.host_permissions ?? [];
  for (const pattern of hosts) {
    expect(pattern).not.toBe('<all_urls>');
    expect(pattern).not.toMatch(/^(\*|https?):\/\/\*\//);
    expect(pattern).toMatch(/^https?:\/\/[^/]+\/\*$/);
  }
  for (const pattern of manifest.content_scripts.flatMap((script) => script.matches))
    expect(
      hosts.some((origin) => covers(origin, pattern)),
      pattern,
    ).toBe(true);
  expect(hosts).toEqual(
    expect.arrayContaining([
      'https://*.linkedin.com/*',
      'https://wellfound.com/*',
      'https://www.monster.com/*',
      'https://www.glassdoor.com/*',
      'https://www.zhipin.com/*',
    ]),
  );
  // No host beyond the adapters' own.
  const adapterHosts = adapterMatches.flatMap(({ matches }) => matches);
  for (const origin of hosts)
    expect(
      adapterHosts.some((pattern) => covers(origin, pattern)),
      origin,
    ).toBe(true);
  expect(manifest.optional_host_permissions?.sort()).toEqual(['http://*/*', 'https://*/*']);
  expect([...(manifest.optional_permissions ?? [])].sort()).toEqual(OPTIONAL);
});

test('pages cannot reach or probe the extension', () => {
  expect(manifest.externally_connectable).toEqual({ ids: [] });
  expect(manifest.web_accessible_resources).toHaveLength(1);
  const [resource] = manifest.web_accessible_resources!;
  expect(resource!.resources).toEqual(['sidebar.html']);
  expect(resource!.use_dynamic_url).toBe(true);
  expect(manifest.content_security_policy?.extension_pages).toMatch(/script-src 'self'/);
  expect(manifest.content_security_policy?.extension_pages).toMatch(/object-src 'none'/);
});

// A reader is built per site (wxt.config.ts): it carries that site's adapter only. Its cost on a job page is
// what `npm run bench` measures.
const readerFiles = readdirSync(join(EXTENSION_DIR, 'content-scripts')).filter((file) => /^reader-.+\.js$/.test(file));

test('a reader is built for each site, and for nothing else', () => {
  const sites = adapterMatches.map(({ site }) => site);
  const built = readerFiles.map((file) => file.slice('reader-'.length, -'.js'.length));
  // Greenhouse boards are read in their frames by the declared job-frame.js.
  expect(built.sort()).toEqual(sites.filter((site) => site !== 'greenhouse').sort());
});

test("each site's reader stays under 20 KB gzipped", () => {
  for (const file of readerFiles) {
    const bytes = gzipSync(readFileSync(join(EXTENSION_DIR, 'content-scripts', file)), { level: 9 }).length;
    console.log(`content-scripts/${file}: ${bytes} bytes gzipped`);
    expect(bytes, file).toBeLessThanOrEqual(20_000);
  }
});
