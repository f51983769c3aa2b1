/**
 * How the content script's reports reach the background. The service worker may be stopped when a page
 * speaks (Chrome ends an idle one), so a message without an answer is sent again; and the background's
 * state must end on the page's last word, so one message is in flight at a time, the newest waiting.
 */

const SEND_ATTEMPTS = 4;
/** An answer slower than this counts as none: the worker was stopped while it held the message. */
const ANSWER_WAIT_MS = 4_000;
/** Wait before the second attempt; doubled after each. */
const FIRST_RETRY_MS = 200;

interface ReportDeps {
  /** The extension's own send (browser.runtime.sendMessage in the content script). */
  send(message: unknown): Promise<unknown>;
  /** The script still belongs to a live extension (not orphaned by a reload or an update). */
  alive(): boolean;
}

/** Sends, again when no answer comes; undefined once the attempts are spent or the script was orphaned. */
export async function sendWithRetry(message: unknown, deps: ReportDeps): Promise<unknown> {
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
    if (!deps.alive()) return undefined;
    try {
      const reply = await Promise.race([
        deps.send(message),
        new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), ANSWER_WAIT_MS)),
      ]);
      if (reply !== undefined) return reply;
    } catch {
      // Tried again below: "Could not establish connection" while the worker restarts.
    }
    await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** attempt));
  }
  return undefined;
}

/** A queue of one: a report made while another is out replaces any that was waiting. */
export function createReporter(deps: ReportDeps): (message: unknown) => void {
  let pending: unknown;
  let sending = false;
  const drain = async () => {
    while (pending !== undefined) {
      const next = pending;
      pending = undefined;
      await sendWithRetry(next, deps);
    }
    sending = false;
  };
  return (message) => {
    pending = message;
    if (sending) return;
    sending = true;
    void drain();
  };
}
