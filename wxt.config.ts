import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig, type Wxt } from 'wxt';
import type { ReaderBuilds } from './lib/extract/reader-builds';
import { libraryPatches } from './scripts/library-patches';

const libPath = (path: string) => fileURLToPath(new URL(`./lib/${path}`, import.meta.url));
/** A site's adapter file; the demo page's is kept apart, in development and test builds only (lib/extract/registry.ts). */
const adapterPath = (site: string) => libPath(site === 'demo' ? 'extract/demo.ts' : `extract/sites/${site}.ts`);
let readerBuilds: Promise<ReaderBuilds> | undefined;
const loadReaderBuilds = (wxt: Wxt) => (readerBuilds ??= wxt.builder.importEntrypoint<ReaderBuilds>(libPath('extract/reader-builds.ts')));
/** Adapters' ids per built reader: `reader-<site>` carries its site's adapter, `job-frame` the embedded boards'. */
const readerAdapters = new Map<string, string[]>();

/**
 * A reader bundle carries only its own adapters: lib/extract/reader-adapters.ts (every site, for the
 * typechecker and the tests) becomes a module that imports just those.
 */
function onlyTheseAdapters(ids: string[]): Plugin {
  const everySite = libPath('extract/reader-adapters.ts');
  return {
    name: 'jobsight-reader-adapters',
    enforce: 'pre',
    load: (id) =>
      id === everySite
        ? `${ids.map((site, i) => `import { adapter as a${i} } from ${JSON.stringify(adapterPath(site))};`).join('\n')}\nexport const adapters = [${ids.map((_, i) => `a${i}`).join(', ')}];\n`
        : undefined,
  };
}

// The manifest asks only for what Jobsight uses: each site's reader declared on its adapter's patterns,
// host access to those sites' whole origins (a single-page site moves in-page to a job: the background
// sees the address change and injects the reader there, lib/extract/reach.ts),
// activeTab + scripting to read any other page when the user asks, and optional host access for
// "run on every site", requested from the options page.
export default defineConfig({
  imports: false,
  manifestVersion: 3,
  // AMO's sources zip (npm run zip:firefox): what builds the add-on, not the test corpus nor test output.
  zip: { excludeSources: ['tests/**', 'test-results/**', 'playwright-report/**'] },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'unlimitedStorage', 'activeTab', 'scripting', /* data-options: retention of viewed postings */ 'alarms'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // Asked for when the user turns on reminder notifications, or automatic backups to the Downloads folder.
    optional_permissions: ['notifications', 'downloads'],
    action: { default_title: '__MSG_actionTitle__' },
    web_accessible_resources: [
      {
        resources: ['sidebar.html'],
        matches: ['https://*/*', 'http://*/*'],
        ...(browser === 'firefox' ? {} : { use_dynamic_url: true }),
      },
    ],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            // Nothing is collected by Jobsight's makers; a deep read goes only to the endpoint the user sets up.
            // data_collection_permissions (which AMO asks of every new add-on) is read from Firefox 140 on the desktop
            // and 142 on Android: the minimum versions say so, or web-ext lint warns that older ones ignore the key.
            gecko: { id: 'jobsight@jobsight.app', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : { externally_connectable: { ids: [] } }),
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'",
    },
  }),
  hooks: {
    // The reader (entrypoints/job.content) is built once per site: a job page compiles its own site's
    // adapter, not every site's (README "Speed"). The background injects `reader-<site>.js` (lib/extract/reach.ts).
    'entrypoints:resolved': async (wxt, entrypoints) => {
      const builds = await loadReaderBuilds(wxt);
      const reader = entrypoints.findIndex((entry) => entry.name === 'job');
      if (reader < 0) return;
      const perSite = builds.sites.map(({ id }) => {
        readerAdapters.set(`reader-${id}`, [id]);
        return { ...entrypoints[reader]!, name: `reader-${id}` };
      });
      readerAdapters.set('job-frame', builds.frame);
      entrypoints.splice(reader, 1, ...perSite);
    },
    'vite:build:extendConfig': (entrypoints, config) => {
      const ids = entrypoints.length === 1 ? readerAdapters.get(entrypoints[0]!.name) : undefined;
      if (ids) (config.plugins ??= []).unshift(onlyTheseAdapters(ids));
    },
    // pdf.js's character maps for Chinese fonts without their own Unicode table (a CV from some PDF makers),
    // packed with the extension so that reading a CV fetches nothing (lib/cv/read-pdf.ts).
    'build:publicAssets': (_wxt, files) => {
      const cmaps = fileURLToPath(new URL('./node_modules/pdfjs-dist/cmaps/', import.meta.url));
      for (const name of readdirSync(cmaps).filter((file) => /(?:GB|CNS)/.test(file)))
        files.push({ absoluteSrc: `${cmaps}${name}`, relativeDest: `pdfjs/cmaps/${name}` });
    },
    // Each site's reader on its adapter's own patterns (a load of a job page needs no worker); the frame
    // reader on the embedded boards'. The host access is the sites' whole origins and nothing else.
    'build:manifestGenerated': async (wxt, manifest) => {
      const { sites, frameMatches, hostPermissions } = await loadReaderBuilds(wxt);
      const isReader = (file: string) => /^content-scripts\/reader-[\w-]+\.js$/.test(file);
      const scripts = (manifest.content_scripts ?? []).flatMap((script) => {
        if (script.js?.includes('content-scripts/job-frame.js')) script.matches = frameMatches;
        const others = script.js?.filter((file) => !isReader(file));
        return others?.length === script.js?.length ? [script] : others?.length ? [{ ...script, js: others }] : [];
      });
      for (const { id, matches } of sites) scripts.push({ matches, js: [`content-scripts/reader-${id}.js`], run_at: 'document_idle' });
      manifest.content_scripts = scripts;
      manifest.host_permissions = hostPermissions;
    },
  },
  vite: () => ({
    // Library code Jobsight never runs but AMO's linter warns on, taken out at build time (scripts/library-patches.ts).
    plugins: [libraryPatches()],
    // security: WXT's content-script context announces each script to the page (a CustomEvent and a
    // postMessage naming the extension's id); ours stops older copies without a word to the page.
    resolve: {
      alias: [
        {
          find: /^wxt\/utils\/content-script-context$/,
          replacement: fileURLToPath(new URL('./entrypoints/job.content/context.ts', import.meta.url)),
        },
      ],
    },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: { chunkSizeWarningLimit: 1_000 },
  }),
});
