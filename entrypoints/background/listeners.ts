import { browser } from 'wxt/browser';
import { route } from '@/lib/background/router';
import { readerAfterUpdate } from '@/lib/extract/reach';
import { sidebarPageOf } from '@/lib/content-command';
import { roleOf } from '@/lib/messages';
import { syncAnyPageScript } from './any-page';
import type { BackgroundApp } from './app';
import { injectIntoOpenTabs, injectReader } from './reader';

/** The browser's events, each handed to the part of the background it concerns. */
export function listen({ deps, tabs }: BackgroundApp): void {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    route(message, sender, deps).then(sendResponse, (error: unknown) =>
      sendResponse({ ok: false, error: error instanceof Error ? error.message : 'failed' }),
    );
    return true;
  });

  // Only the extension's own sidebar page, framed in a tab, may listen to that tab's state.
  browser.runtime.onConnect.addListener((port) => {
    const sender = port.sender;
    const tabId = sender?.tab?.id;
    if (port.name !== 'sidebar' || !sender || tabId === undefined || roleOf(sender, deps.extensionId, deps.extensionOrigin) !== 'sidebar') {
      port.disconnect();
      return;
    }
    void tabs.connect(tabId, port, sidebarPageOf(sender.url)).catch(() => undefined);
  });

  // "Run on every site": the any-page reader follows the optional host permission.
  browser.permissions.onAdded.addListener(() => void syncAnyPageScript());
  browser.permissions.onRemoved.addListener(() => void syncAnyPageScript());
  void syncAnyPageScript();
  browser.runtime.onInstalled.addListener(() => void injectIntoOpenTabs().catch(() => undefined));
  // A single-page site moved in-page to an address that can hold a posting or a list (lib/extract/reach.ts).
  // The tab's address is only known on the sites' origins (the host access), so other sites cost nothing.
  browser.tabs.onUpdated.addListener((tabId, update, tab) => {
    const site = readerAfterUpdate(update, tab);
    if (site !== undefined) void injectReader(tabId, 0, site).catch(() => undefined);
  });

  // A new profile, weights or language changes every open analysis: push them again.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && ('settings' in changes || 'profile' in changes)) void tabs.pushAll().catch(() => undefined);
  });
  browser.tabs.onRemoved.addListener((tabId) => void tabs.closed(tabId).catch(() => undefined));
}
