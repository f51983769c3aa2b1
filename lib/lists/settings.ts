import * as z from 'zod/mini';

/**
 * What the user wants list pages (search results) to do with postings they know or do not want:
 * each kind of card is shown as it is, dimmed, or hidden behind the page's "N hidden · show" counter.
 * Kept in the settings (lib/settings.ts `lists`); the cards the user dismissed one by one are kept
 * apart (lib/lists/dismissed.ts), as they grow with the season.
 */
export const CARD_TREATMENTS = ['show', 'dim', 'hide'] as const;
export type CardTreatment = (typeof CARD_TREATMENTS)[number];

export const MAX_BLOCKED_COMPANIES = 500;
export const MAX_BLOCKED_KEYWORDS = 200;
/** The longest company name a block list keeps, and the longest title word or phrase. */
export const MAX_BLOCK_ENTRY = 200;
export const MAX_KEYWORD_ENTRY = 100;

const entry = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const ListSettings = z.object({
  /** Postings the user opened and left (status "viewed"). */
  seen: z.enum(CARD_TREATMENTS),
  /** Postings the user applied to, or heard back from (applied, interviewing, offer, rejected). */
  applied: z.enum(CARD_TREATMENTS),
  /** Postings dismissed with "Not interested", archived ones, and cards of blocked companies or keywords. */
  dismissed: z.enum(CARD_TREATMENTS),
  blockedCompanies: z.array(entry(MAX_BLOCK_ENTRY)).check(z.maxLength(MAX_BLOCKED_COMPANIES)),
  /** Staffing agencies and headhunters (猎头), read from the company's name. */
  blockAgencies: z.boolean(),
  /** Outsourcing and on-site contracting (外包, 驻场, 劳务派遣), read from the company's name and the title. */
  blockOutsourcing: z.boolean(),
  /** Words or phrases that hide a card when its title holds them. */
  blockedKeywords: z.array(entry(MAX_KEYWORD_ENTRY)).check(z.maxLength(MAX_BLOCKED_KEYWORDS)),
});
export type ListSettings = z.infer<typeof ListSettings>;

export const DEFAULT_LIST_SETTINGS: ListSettings = {
  seen: 'show',
  applied: 'dim',
  dismissed: 'hide',
  blockedCompanies: [],
  blockAgencies: false,
  blockOutsourcing: false,
  blockedKeywords: [],
};

export type BlockEntryError = 'empty' | 'too-long' | 'duplicate' | 'full';

/** The key two entries are the same by: case, width and spacing do not matter. */
export function blockKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Adds what the user typed (or a card's company) to a block list. An empty name is refused with its
 * reason, never kept as an entry that would match nothing, or everything.
 */
export function addBlockEntry(
  list: readonly string[],
  text: string,
  max: number,
  longest: number,
): { list: string[] } | { error: BlockEntryError } {
  const entry = text.replace(/\s+/g, ' ').trim();
  if (!entry) return { error: 'empty' };
  if (entry.length > longest) return { error: 'too-long' };
  if (list.some((kept) => blockKey(kept) === blockKey(entry))) return { error: 'duplicate' };
  if (list.length >= max) return { error: 'full' };
  return { list: [...list, entry] };
}
