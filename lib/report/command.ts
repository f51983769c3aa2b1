/**
 * The background asks a content script for its page when the user reports a bad read. Checked by
 * hand like the close command: the content script carries no zod.
 */
interface SnapshotCommand {
  type: 'cs:snapshot';
}

export const SNAPSHOT_COMMAND: SnapshotCommand = { type: 'cs:snapshot' };

export function isSnapshotCommand(message: unknown): message is SnapshotCommand {
  return (
    typeof message === 'object' &&
    message !== null &&
    Object.keys(message).length === 1 &&
    (message as { type?: unknown }).type === 'cs:snapshot'
  );
}

/** What the content script answers: the page as it is now (rendered), cut at `limit` characters. */
export interface PageSnapshot {
  html: string;
  url: string;
}
