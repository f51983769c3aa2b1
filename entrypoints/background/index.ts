import { defineBackground } from 'wxt/utils/define-background';
import { createBackgroundApp } from './app';
import { listen } from './listeners';
import { installTestHooks } from './test-hooks';

/** The service worker: every part built once (./app.ts), the browser's events wired to them (./listeners.ts). */
export default defineBackground({
  type: 'module',
  main() {
    const app = createBackgroundApp();
    listen(app);
    // A production build has no test hooks: Vite drops this branch and the module with it.
    if (import.meta.env.MODE !== 'production') installTestHooks(app);
  },
});
