import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';

// The manifest asks only for what Jobsight uses: content scripts on the supported job sites
// (from the adapters), activeTab + scripting to read any other page when the user asks, and
// optional host access for "run on every site", requested from the options page.
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
