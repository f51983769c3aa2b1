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
