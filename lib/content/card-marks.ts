import type { CardFacts } from '@/lib/messages';

/**
 * What a list page's card gets ("have I seen this one?"): the decisions behind the markers the content script
 * draws (entrypoints/job.content/markers.ts). The background answers for ids of the sender's own site only, with a
 * status, its label and a treatment (lib/lists/decide.ts); this module reads those answers and turns them into
 * what to draw, without a DOM.
 */

export type Treatment = 'show' | 'dim' | 'hide';

export interface MarkAnswer {
  id: string;
  status?: string;
  label: string;
  /** What the card gets: shown, dimmed, or hidden behind the counter (lib/lists/decide.ts). */
  treatment?: Treatment;
  /** The user dismissed it with "Not interested": its control offers the undo. */
  dismissed?: boolean;
}

/** The words of the controls, in the UI language the background answers with. */
export interface CardWords {
  notInterested: string;
  hideCompany: string;
  cancel: string;
  undo: string;
  hidden: string;
  show: string;
  hideAgain: string;
  dismissedOne: string;
  blockedOne: string;
  noCompany: string;
}

/** What the background did with an action: kept it, had it already (nothing to undo), or refused it. */
export type ActionOutcome = 'changed' | 'unchanged' | 'failed';

const WORD_KEYS: readonly (keyof CardWords)[] = [
  'notInterested',
  'hideCompany',
  'cancel',
  'undo',
  'hidden',
  'show',
  'hideAgain',
  'dismissedOne',
  'blockedOne',
  'noCompany',
];

/** The background's answer to "page:marks", checked by hand (the content script carries no zod). */
export function answersOf(reply: unknown): { marks: MarkAnswer[]; words?: CardWords } | undefined {
  const answer = reply as { ok?: boolean; marks?: unknown; cardWords?: unknown } | undefined;
  if (!answer?.ok) return undefined;
  const marks = Array.isArray(answer.marks) ? answer.marks : [];
  const words = answer.cardWords as Record<string, unknown> | undefined;
  const wordsOk = !!words && WORD_KEYS.every((key) => typeof words[key] === 'string');
  return {
    marks: marks.filter(
      (m): m is MarkAnswer =>
        typeof m?.id === 'string' && typeof m.label === 'string' && (m.status === undefined || typeof m.status === 'string'),
    ),
    ...(wordsOk ? { words: words as unknown as CardWords } : {}),
  };
}

/** The background's answer to a dismissal or a block: a count of 0 is a change it had already. */
export function outcomeOf(reply: unknown): ActionOutcome {
  const answer = reply as { ok?: boolean; count?: number } | undefined;
  return !answer?.ok ? 'failed' : answer.count === 0 ? 'unchanged' : 'changed';
}

/** Fills a `{name}` slot with text from the page, as written (no `$&` patterns). */
export function fill(template: string, name: string, value: string): string {
  return template.split(`{${name}}`).join(value);
}

/** What a card showed when asked: a card asked about while still empty is asked again once it is filled. */
export function factsKey(facts: CardFacts): string {
  return `${facts.id}\n${facts.company ?? ''}\n${facts.title ?? ''}`;
}

/** The adapter reads a company or a title (`reads`), and this card showed neither yet: a placeholder, no control on it. */
export function unfilled(reads: { company?: unknown; title?: unknown }, facts: CardFacts): boolean {
  return Boolean(reads.company || reads.title) && !facts.company && !facts.title;
}

/** What the page around the cards is: the posting the tab itself shows, whether hidden cards are revealed, and the words. */
export interface CardScene {
  /** The job id of the posting the tab shows (a job page's header, a list's open pane). */
  current: string | undefined;
  /** "Show" on the counter: hidden cards are shown dimmed, with their reason, until "Hide again". */
  revealed: boolean;
  /** The controls' words; none yet (or no actions on this page): labels only. */
  words: CardWords | undefined;
  /** The card is a placeholder (see `unfilled`). */
  unfilled: boolean;
}

/** What a card's marker holds. `key` changes whenever what is drawn would. */
export interface MarkPlan {
  treatment: Treatment;
  status: string | undefined;
  /** The label's text and its class (its status, or "hidden" for a card not shown as is). */
  label?: { text: string; className: string };
  /** The controls: none, the undo of a dismissal, or the "✕" that opens the menu. */
  controls: 'none' | 'undo' | 'menu';
  key: string;
}

function controlsFor(facts: CardFacts, mark: MarkAnswer | null | undefined, scene: CardScene): MarkPlan['controls'] {
  if (!scene.words || scene.unfilled || facts.id === scene.current) return 'none';
  if (mark?.dismissed) return 'undo';
  // A posting the user saved or acted on is theirs: no "Not interested" on it.
  return mark?.status && mark.status !== 'viewed' ? 'none' : 'menu';
}

/** The marker of one card: the posting the tab shows stays in sight whatever the lists say. */
export function planMark(facts: CardFacts, mark: MarkAnswer | null | undefined, scene: CardScene): MarkPlan {
  const treatment = facts.id === scene.current ? 'show' : (mark?.treatment ?? 'show');
  const status = mark?.status || undefined;
  const key = `${mark?.status ?? ''}\n${mark?.label ?? ''}\n${treatment}\n${mark?.dismissed ? 1 : 0}\n${scene.revealed ? 1 : 0}\n${scene.unfilled ? 0 : 1}`;
  const label = mark?.label ? { text: mark.label, className: treatment === 'show' ? (mark.status ?? '') : 'hidden' } : undefined;
  return { treatment, status, ...(label ? { label } : {}), controls: controlsFor(facts, mark, scene), key };
}

/** How a card's box is drawn: a hidden card is shown dimmed while the user revealed the hidden ones. */
export function boxLook(treatment: Treatment, revealed: boolean): Treatment {
  return treatment === 'hide' && revealed ? 'dim' : treatment;
}

/** The counter's content: nothing at all (`undefined`: take it away) when no card is hidden and there is no undo. */
export function counterKey(hidden: number, revealed: boolean, undoText: string | undefined, words: CardWords): string | undefined {
  if (hidden === 0 && undoText === undefined) return undefined;
  return `${hidden}\n${revealed}\n${undoText ?? ''}\n${words.hidden}`;
}

/** Cards are asked about in batches of this many (the message's own limit, lib/messages.ts MAX_MARK_IDS). */
export const MARK_BATCH = 200;
/** The first wait before a sweep after a change, and the longest a quiet list's sweeps back off to. */
export const SWEEP_WAIT_MS = 300;
const LONGEST_SWEEP_WAIT_MS = 2_400;

/** A list that changes without new cards (a live feed, counters) is looked at less and less often. */
export function nextSweepWait(read: number, wait: number): number {
  return read > 0 ? SWEEP_WAIT_MS : Math.min(wait * 2, LONGEST_SWEEP_WAIT_MS);
}

/** Does a change of the card list call for a sweep? A removal, or an added node that is not ours. */
export function listChanged(
  records: readonly { addedNodes: ArrayLike<{ nodeName: string }>; removedNodes: ArrayLike<unknown> }[],
): boolean {
  for (const record of records) {
    if (record.removedNodes.length > 0) return true;
    for (let i = 0; i < record.addedNodes.length; i++) if (!record.addedNodes[i]!.nodeName.startsWith('JOBSIGHT-')) return true;
  }
  return false;
}

/**
 * What the background answered, by what each card showed when asked (`factsKey`); null once asked with nothing
 * known. Asked in batches, one question at a time; a batch without an answer (the worker was away) stops the rest.
 */
export function createMarkMemory(ask: (cards: CardFacts[]) => Promise<MarkAnswer[] | undefined>) {
  const known = new Map<string, MarkAnswer | null>();
  return {
    has: (facts: CardFacts) => known.has(factsKey(facts)),
    get: (facts: CardFacts) => known.get(factsKey(facts)),
    clear: () => known.clear(),
    async askAll(facts: CardFacts[]): Promise<void> {
      for (let start = 0; start < facts.length; start += MARK_BATCH) {
        const batch = facts.slice(start, start + MARK_BATCH);
        const answers = await ask(batch);
        if (!answers) return;
        const byId = new Map(answers.map((answer) => [answer.id, answer]));
        for (const one of batch) known.set(factsKey(one), byId.get(one.id) ?? null);
      }
    },
  };
}
