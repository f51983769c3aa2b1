import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download, if any. */
export function chromiumPath(): string {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error("No Chromium found: set CHROMIUM_PATH, or install Debian's chromium (apt-get install -y chromium).");
}

export function extensionArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Lets a test press the toolbar button (CDP Extensions.triggerAction), which grants activeTab.
    '--enable-unsafe-extension-debugging',
  ];
}
