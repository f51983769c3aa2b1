import type { Status } from '../db/schema';
import { companyKey } from '../db/schema';
import { AGENCY_NAME, AGENCY_TITLE, OUTSOURCING_NAME, OUTSOURCING_TITLE } from './knowledge';
import { blockKey, type CardTreatment, type ListSettings } from './settings';

/** What a list page's card shows of its posting (lib/extract/types.ts CardSpec). */
export interface CardFacts {
  company?: string;
  title?: string;
}

/** Why a card is dimmed or hidden: the page says it beside the card, and the counter counts them. */
export type CardReason = 'seen' | 'applied' | 'dismissed' | 'archived' | 'company' | 'agency' | 'outsourcing' | 'keyword';

interface CardVerdict {
  treatment: CardTreatment;
  reason?: CardReason;
  /** The blocked company or keyword that matched. */
  detail?: string;
}

const APPLIED: ReadonlySet<Status> = new Set(['applied', 'interviewing', 'offer', 'rejected']);
const LATIN_WORD = /^[\p{Script=Latin}\p{N}\s'’&.+#-]+$/u;

/** A keyword in Latin letters is a whole word ("intern" leaves "International" alone); Chinese is matched as written. */
export function titleHasKeyword(title: string, keyword: string): boolean {
  const haystack = blockKey(title);
  const needle = blockKey(keyword);
  if (!needle) return false;
  if (!LATIN_WORD.test(needle)) return haystack.includes(needle);
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

/** The same employer: legal suffixes, case and spacing aside ("Acme Inc." is "ACME"). */
export function sameCompany(a: string, b: string): boolean {
  const left = companyKey(a);
  return left !== '' && left === companyKey(b);
}

function blockedBy(facts: CardFacts, settings: ListSettings): Omit<CardVerdict, 'treatment'> | undefined {
  const company = facts.company?.trim() ?? '';
  const title = facts.title?.trim() ?? '';
  if (company) {
    const blocked = settings.blockedCompanies.find((entry) => sameCompany(entry, company));
    if (blocked) return { reason: 'company', detail: blocked };
  }
  const keyword = title ? settings.blockedKeywords.find((entry) => titleHasKeyword(title, entry)) : undefined;
  if (keyword) return { reason: 'keyword', detail: keyword };
  if (settings.blockAgencies && ((company && AGENCY_NAME.test(company)) || (title && AGENCY_TITLE.test(title))))
    return { reason: 'agency' };
  if (settings.blockOutsourcing && ((company && OUTSOURCING_NAME.test(company)) || (title && OUTSOURCING_TITLE.test(title))))
    return { reason: 'outsourcing' };
  return undefined;
}

/**
 * What a list page does with one card. What the user did to the posting comes first: a saved posting
 * is always shown, one they applied to follows the "applied" choice whatever blocks say, and one they
 * dismissed, archived or blocked follows the "dismissed" choice.
 */
export function treatCard(facts: CardFacts, known: { status?: Status; dismissed?: boolean }, settings: ListSettings): CardVerdict {
  const { status } = known;
  if (status === 'saved') return { treatment: 'show' };
  if (status && APPLIED.has(status)) return { treatment: settings.applied, reason: 'applied' };
  if (known.dismissed) return { treatment: settings.dismissed, reason: 'dismissed' };
  if (status === 'archived') return { treatment: settings.dismissed, reason: 'archived' };
  const blocked = blockedBy(facts, settings);
  if (blocked) return { treatment: settings.dismissed, ...blocked };
  if (status === 'viewed') return { treatment: settings.seen, reason: 'seen' };
  return { treatment: 'show' };
}
