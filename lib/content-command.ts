/**
 * The one command the background sends to a content script. Checked by hand: the content script
 * carries no zod (it would be a quarter of its size budget), and this shape has a single field.
 */
export interface CloseSidebarCommand {
  type: 'cs:close-sidebar';
}

export function isCloseSidebarCommand(message: unknown): message is CloseSidebarCommand {
  return (
    typeof message === 'object' &&
    message !== null &&
    Object.keys(message).length === 1 &&
    (message as { type?: unknown }).type === 'cs:close-sidebar'
  );
}

/**
 * What the sidebar frame tells its host page once it listens: "send your visibility verdict again"
 * (the one sent at the frame's load may have come before). Nothing secret: the page knows the sidebar is there.
 */
export const SIDEBAR_READY_MESSAGE = 'jobsight:sidebar-ready';

/**
 * The query parameter of the sidebar frame's address that holds the key of the page it sits on (made once per
 * document by the content script, lib/content/reader.ts). The background reads it from the sidebar's connection and
 * pushes the frame only the state that page reported: a page that replaced another in the same tab shows "reading"
 * until its own report lands, never the posting before (lib/background/tabs.ts).
 */
export const SIDEBAR_PAGE_PARAM = 'page';

/** The page key a sidebar's address carries, or undefined (a sidebar page opened some other way). */
export function sidebarPageOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const page = new URL(url).searchParams.get(SIDEBAR_PAGE_PARAM);
    return page && PAGE_KEY.test(page) ? page : undefined;
  } catch {
    return undefined;
  }
}

/** What a page key looks like (crypto.randomUUID, or any short token of the same letters). */
export const PAGE_KEY = /^[\w-]{1,64}$/;
