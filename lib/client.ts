import { ReplySchema, type Reply, type Request } from './messages';

export type Send = (message: unknown) => Promise<unknown>;

/** Asks the background and checks its answer's shape: replies cross a trust boundary too. */
export async function request(send: Send, message: Request): Promise<Reply> {
  let answer: unknown;
  try {
    answer = await send(message);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'no answer' };
  }
  const parsed = ReplySchema.safeParse(answer);
  return parsed.success ? parsed.data : { ok: false, error: 'malformed reply' };
}

interface RetryOptions {
  attempts?: number;
  /** An answer slower than this counts as none (the worker was stopped while it held the message). */
  timeoutMs?: number;
  /** Wait before the second attempt; doubled each time after. */
  delayMs?: number;
}

/**
 * Asks again when no answer comes: the service worker stopped before replying ("message port closed"),
 * was not there to receive ("Could not establish connection"), or answered nothing. Any answer, a
 * refusal included, is final. Only for requests the background applies idempotently (save, unsave,
 * a checklist tick): a retry of one that did land changes nothing.
 */
export async function requestWithRetry(send: Send, message: Request, options: RetryOptions = {}): Promise<Reply> {
  const attempts = options.attempts ?? 4;
  let lastError = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, (options.delayMs ?? 200) * 2 ** (attempt - 1)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = await Promise.race([
        send(message),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), options.timeoutMs ?? 4_000))),
      ]);
      if (answer === undefined) continue;
      const parsed = ReplySchema.safeParse(answer);
      return parsed.success ? parsed.data : { ok: false, error: 'malformed reply' };
    } catch (error) {
      lastError = error instanceof Error ? error.message : 'no answer';
    } finally {
      clearTimeout(timer);
    }
  }
  return { ok: false, error: lastError };
}

/**
 * Runs the calls one after the other, in the order they were made: a request retried after a lost
 * answer lands before the user's next one (a tick retried late would otherwise undo a newer untick).
 */
export function inOrder<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A) => {
    const next = last.then(() => run(...args));
    last = next.catch(() => undefined);
    return next;
  };
}
