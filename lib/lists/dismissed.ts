import * as z from 'zod/mini';
import { MAX_CARD_COMPANY, MAX_CARD_ID, MAX_CARD_TITLE } from './limits';

/**
 * Cards the user marked "Not interested" on a list page. Only the site's own job id is needed to hide
 * the card again; the title and company are kept so the options page can list what was dismissed.
 * Stored in extension storage under DISMISSED_STORAGE, exported and imported with the postings.
 */
export const DISMISSED_STORAGE = 'dismissed';
export const MAX_DISMISSED = 20_000;

export const DismissedCard = z.object({
  site: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/)),
  id: z.string().check(z.minLength(1), z.maxLength(MAX_CARD_ID)),
  at: z.iso.datetime({ offset: true }),
  title: z.optional(z.string().check(z.maxLength(MAX_CARD_TITLE))),
  company: z.optional(z.string().check(z.maxLength(MAX_CARD_COMPANY))),
});
export type DismissedCard = z.infer<typeof DismissedCard>;

export const DismissedCards = z.array(DismissedCard).check(z.maxLength(MAX_DISMISSED));

const dismissedKey = (site: string, id: string) => `${site}\n${id}`;

/** The same stored list read again (the background keeps it in memory) is not checked again. */
const readBefore = new WeakMap<object, DismissedCard[]>();

/** What storage holds, read leniently: a bad entry is dropped, the others kept. */
export function readDismissed(value: unknown): DismissedCard[] {
  if (!Array.isArray(value)) return [];
  const known = readBefore.get(value);
  if (known) return known;
  const cards = checked(value);
  readBefore.set(value, cards);
  return cards;
}

function checked(value: readonly unknown[]): DismissedCard[] {
  const cards: DismissedCard[] = [];
  for (const item of value) {
    const parsed = DismissedCard.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
  }
  return cards.slice(-MAX_DISMISSED);
}

/** Adds a card (again: its date is renewed); the oldest go past the limit. */
export function withDismissed(cards: readonly DismissedCard[], card: DismissedCard): DismissedCard[] {
  const key = dismissedKey(card.site, card.id);
  const rest = cards.filter((kept) => dismissedKey(kept.site, kept.id) !== key);
  return [...rest, card].slice(-MAX_DISMISSED);
}

export function withoutDismissed(cards: readonly DismissedCard[], site: string, id: string): DismissedCard[] {
  const key = dismissedKey(site, id);
  return cards.filter((kept) => dismissedKey(kept.site, kept.id) !== key);
}

/** An import adds the file's dismissed cards to those here; the newer date wins. */
export function mergeDismissed(here: readonly DismissedCard[], imported: readonly DismissedCard[]): DismissedCard[] {
  const byKey = new Map(here.map((card) => [dismissedKey(card.site, card.id), card]));
  for (const card of imported) {
    const key = dismissedKey(card.site, card.id);
    const kept = byKey.get(key);
    if (!kept || kept.at < card.at) byKey.set(key, card);
  }
  return [...byKey.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).slice(-MAX_DISMISSED);
}
