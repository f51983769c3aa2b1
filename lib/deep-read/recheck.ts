import type { Posting } from '../posting';
import { checkAnswer } from './check';
import { postingText } from './prompt';
import type { StoredDeepRead } from './record';

/**
 * What the store accepts from a page: the shape (zod, in the message), and every quote checked again
 * against the stored posting, so that a kept record never carries a quote the posting does not hold.
 */
export function recheckRecord(record: StoredDeepRead, posting: Posting): StoredDeepRead | undefined {
  const checked = checkAnswer(record.answer, postingText(posting));
  if (!checked) return undefined;
  return { ...record, answer: checked.answer, dropped: { quotes: record.dropped.quotes + checked.dropped } };
}
