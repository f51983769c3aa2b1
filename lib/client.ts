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
