import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';

// The manifest asks only for what Jobsight uses: the sentinel on the supported job sites' origins
// (from the adapters), host access to those same origins (the background injects the reader there),
// activeTab + scripting to read any other page when the user asks, and optional host access for
// "run on every site", requested from the options page.
export default defineConfig({
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'unlimitedStorage', 'activeTab', 'scripting', /* data-options: retention of viewed postings */ 'alarms'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: '__MSG_actionTitle__' },
    web_accessible_resources: [
      {
        resources: ['sidebar.html'],
        matches: ['https://*/*', 'http://*/*'],
        ...(browser === 'firefox' ? {} : { use_dynamic_url: true }),
      },
    ],
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'jobsight@jobsight.app', strict_min_version: '128.0' } } }
      : { externally_connectable: { ids: [] } }),
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'",
    },
  }),
  hooks: {
    // The sentinel's patterns are the adapters' origins; they and the other declared content scripts'
    // (already whole origins) are the host permissions, and nothing else.
    'build:manifestGenerated': async (wxt, manifest) => {
      const origins = await wxt.builder.importEntrypoint<string[]>(fileURLToPath(new URL('./lib/extract/sentinel-matches.ts', import.meta.url)));
      for (const script of manifest.content_scripts ?? []) if (script.js?.includes('content-scripts/sentinel.js')) script.matches = origins;
      manifest.host_permissions = [...new Set((manifest.content_scripts ?? []).flatMap((script) => script.matches ?? []))].sort();
    },
  },
  vite: () => ({
    // security: WXT's content-script context announces each script to the page (a CustomEvent and a
    // postMessage naming the extension's id); ours stops older copies without a word to the page.
    resolve: {
      alias: [{ find: /^wxt\/utils\/content-script-context$/, replacement: fileURLToPath(new URL('./entrypoints/job.content/context.ts', import.meta.url)) }],
    },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: { chunkSizeWarningLimit: 1_000 },
  }),
});
