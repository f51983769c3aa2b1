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
  ['entrypoints', 'components', 'lib'].flatMap((dir) => sources(join(root, dir))).flatMap((code) => [...code.matchAll(/\bbrowser\.([a-zA-Z]+)\./g)].map((m) => m[1]!)),
);

// An API namespace and the permission it needs; runtime, tabs (no url access asked), i18n and action need none.
const NEEDS: Record<string, string | null> = {
  runtime: null, tabs: null, i18n: null, action: null, permissions: null, storage: 'storage', scripting: 'scripting',
  alarms: 'alarms', downloads: 'downloads', sidePanel: 'sidePanel', contextMenus: 'contextMenus', notifications: 'notifications',
};

test('the manifest asks for exactly the permissions the code uses', () => {
  for (const namespace of used) expect(Object.keys(NEEDS), `browser.${namespace} has no known permission rule`).toContain(namespace);
  const needed = new Set([...used].map((namespace) => NEEDS[namespace]).filter((p): p is string => Boolean(p)));
  // activeTab: the toolbar click reads the page (tab:read); unlimitedStorage: saved data is never evicted.
  needed.add('activeTab');
  needed.add('unlimitedStorage');
  expect([...(manifest.permissions ?? [])].sort()).toEqual([...needed].sort());
});

test('host access is the supported sites\' origins only: the sentinel is declared on them, the reader is injected there', () => {
  const declared = manifest.content_scripts.flatMap((script) => script.matches);
  // Whole origins (scheme://host/*), never every site: the user enters a site at its feed or home page.
  for (const pattern of [...declared, ...(manifest.host_permissions ?? [])]) {
    expect(pattern).not.toBe('<all_urls>');
    expect(pattern).not.toMatch(/^(\*|https?):\/\/\*\//);
    expect(pattern).toMatch(/^https?:\/\/[^/]+\/\*$/);
  }
  expect([...(manifest.host_permissions ?? [])].sort()).toEqual([...new Set(declared)].sort());
  const sentinel = manifest.content_scripts.find((script) => script.js.includes('content-scripts/sentinel.js'));
  expect(sentinel, 'the sentinel is declared').toBeTruthy();
  expect(sentinel!.all_frames ?? false).toBe(false);
  expect(sentinel!.matches).toEqual(expect.arrayContaining(['https://*.linkedin.com/*', 'https://wellfound.com/*', 'https://www.monster.com/*', 'https://www.glassdoor.com/*', 'https://www.zhipin.com/*']));
  // The readers are no declared scripts: the background injects a site's own where the address can hold a posting.
  expect(manifest.content_scripts.some((script) => script.js.some((file) => file.startsWith('content-scripts/reader-')))).toBe(false);
  expect(manifest.optional_host_permissions?.sort()).toEqual(['http://*/*', 'https://*/*']);
  expect(manifest.optional_permissions ?? []).toEqual([]);
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

// A reader is built per site (wxt.config.ts): it carries that site's adapter and is injected only where an
// address can hold a posting or a list; the always-on part is the sentinel below. Its cost on a job page is
// what `npm run bench` measures.
const readerFiles = readdirSync(join(EXTENSION_DIR, 'content-scripts')).filter((file) => /^reader-.+\.js$/.test(file));

test('a reader is built for each site the background injects one into, and for nothing else', () => {
  const sites = readdirSync(join(root, 'lib/extract/sites')).map((file) => file.replace(/\.ts$/, ''));
  const built = readerFiles.map((file) => file.slice('reader-'.length, -'.js'.length));
  // Greenhouse boards are read in their frames by the declared job-frame.js.
  expect(built.sort()).toEqual(sites.filter((site) => site !== 'greenhouse').sort());
});

test('each site\'s reader stays under 20 KB gzipped', () => {
  for (const file of readerFiles) {
    const bytes = gzipSync(readFileSync(join(EXTENSION_DIR, 'content-scripts', file)), { level: 9 }).length;
    console.log(`content-scripts/${file}: ${bytes} bytes gzipped`);
    expect(bytes, file).toBeLessThanOrEqual(20_000);
  }
});

test('the sentinel, the one script always on a supported site, stays under 3 KB gzipped', () => {
  const bytes = gzipSync(readFileSync(join(EXTENSION_DIR, 'content-scripts', 'sentinel.js')), { level: 9 }).length;
  console.log(`content-scripts/sentinel.js: ${bytes} bytes gzipped`);
  expect(bytes).toBeLessThanOrEqual(3_000);
});
