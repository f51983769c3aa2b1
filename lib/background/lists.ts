import type { Status } from '../db/schema';
import { adapterFor } from '../extract/registry';
import { translator, type MessageKey, type Translate } from '../i18n';
import type { CardReason } from '../lists/decide';
import { treatCard } from '../lists/decide';
import { readDismissed, withDismissed, withoutDismissed, type DismissedCard } from '../lists/dismissed';
import { addBlockEntry, blockKey, MAX_BLOCK_ENTRY, MAX_BLOCKED_COMPANIES, type ListSettings } from '../lists/settings';
import type { CardFacts, Mark, Reply } from '../messages';
import { postingId } from '../posting/url';
import { listSettingsOf, readSettings } from '../settings';
import type { DataDeps } from './data';

/**
 * List pages (a site's search results): what each card shows — its status, or that it is dimmed or
 * hidden and why — and the user's "Not interested" and "Hide this company" from a card. The site is
 * the sender's own (from its address, never from the message): a page can only ask about, or dismiss,
 * its own site's jobs, and the answer holds nothing of the records beyond a status and a label.
 */

const STATUS_LABELS: Record<Status, MessageKey> = {
  viewed: 'markerSeen',
  saved: 'markerSaved',
  applied: 'markerApplied',
  interviewing: 'markerInterviewing',
  offer: 'markerOffer',
  rejected: 'markerRejected',
  archived: 'markerArchived',
};

function labelOf(t: Translate, status: Status | undefined, reason: CardReason | undefined, detail: string | undefined): string {
  switch (reason) {
    case 'dismissed':
      return t('lists_reasonDismissed');
    case 'company':
      return t('lists_reasonCompany', { company: (detail ?? '').slice(0, 60) });
    case 'keyword':
      return t('lists_reasonKeyword', { keyword: (detail ?? '').slice(0, 60) });
    case 'agency':
      return t('lists_reasonAgency');
    case 'outsourcing':
      return t('lists_reasonOutsourcing');
    default:
      return status ? t(STATUS_LABELS[status]) : '';
  }
}

function senderSite(senderUrl: string | undefined): { site: string; url: URL } | undefined {
  try {
    const url = new URL(senderUrl ?? '');
    const adapter = adapterFor(url);
    return adapter?.cards ? { site: adapter.id, url } : undefined;
  } catch {
    return undefined;
  }
}

async function dismissedCards(deps: DataDeps): Promise<DismissedCard[]> {
  return readDismissed(await deps.prefs.readDismissed?.());
}

async function listSettings(deps: DataDeps): Promise<ListSettings> {
  return listSettingsOf(readSettings((await deps.prefs.read()).settings));
}

export async function marksFor(cards: readonly CardFacts[], senderUrl: string | undefined, deps: DataDeps): Promise<Reply> {
  const sender = senderSite(senderUrl);
  if (!sender) return { ok: false, error: 'not a list page of a supported site' };
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ids = [...byId.keys()];
  const tx = (await deps.db()).transaction('postings', 'readonly');
  const records = await Promise.all(ids.map((externalId) => tx.store.get(postingId(sender.site, externalId, sender.url.href))));
  await tx.done;
  const settings = await listSettings(deps);
  const dismissed = new Set((await dismissedCards(deps)).filter((card) => card.site === sender.site).map((card) => card.id));
  const t = translator(await deps.lang());
  const marks: Mark[] = [];
  ids.forEach((id, index) => {
    const record = records[index];
    const status = record && record.site === sender.site ? record.status : undefined;
    const verdict = treatCard(byId.get(id)!, { ...(status ? { status } : {}), dismissed: dismissed.has(id) }, settings);
    const label = labelOf(t, status, verdict.reason, verdict.detail);
    if (!label && verdict.treatment === 'show') return;
    marks.push({ id, ...(status ? { status } : {}), label, treatment: verdict.treatment, dismissed: dismissed.has(id) });
  });
  return { ok: true, marks, cardWords: cardWords(t) };
}

/** The words of a card's controls and of the page's counter, in the UI language (content scripts do not know it). */
function cardWords(t: Translate): Record<string, string> {
  return {
    notInterested: t('lists_notInterested'),
    hideCompany: t('lists_hideCompany'),
    cancel: t('lists_cancel'),
    undo: t('lists_undo'),
    hidden: t('lists_hiddenCount'),
    show: t('lists_show'),
    hideAgain: t('lists_hideAgain'),
    dismissedOne: t('lists_dismissedOne'),
    blockedOne: t('lists_blockedOne'),
    noCompany: t('lists_noCompany'),
  };
}

export async function dismissCard(card: CardFacts, undo: boolean, senderUrl: string | undefined, deps: DataDeps): Promise<Reply> {
  const sender = senderSite(senderUrl);
  if (!sender) return { ok: false, error: 'not a list page of a supported site' };
  if (!deps.prefs.writeDismissed) return { ok: false, error: 'no storage for dismissed cards' };
  const cards = await dismissedCards(deps);
  const next = undo
    ? withoutDismissed(cards, sender.site, card.id)
    : withDismissed(cards, {
        site: sender.site,
        id: card.id,
        at: deps.now(),
        ...(card.title ? { title: card.title } : {}),
        ...(card.company ? { company: card.company } : {}),
      });
  await deps.prefs.writeDismissed(next);
  // count: whether anything changed (the card's control offers an undo only then).
  return { ok: true, count: undo && next.length === cards.length ? 0 : 1 };
}

/** Adds the card's company to the block list, or takes it out again (undo). An empty name is refused, never kept. */
export async function blockCompany(company: string, undo: boolean, senderUrl: string | undefined, deps: DataDeps): Promise<Reply> {
  if (!senderSite(senderUrl)) return { ok: false, error: 'not a list page of a supported site' };
  const stored = readSettings((await deps.prefs.read()).settings);
  const lists = listSettingsOf(stored);
  let blockedCompanies: string[];
  if (undo) {
    blockedCompanies = lists.blockedCompanies.filter((entry) => blockKey(entry) !== blockKey(company));
  } else {
    const added = addBlockEntry(lists.blockedCompanies, company, MAX_BLOCKED_COMPANIES, MAX_BLOCK_ENTRY);
    // Blocked already: nothing changes, and nothing is offered to undo (that would remove the user's own entry).
    if ('error' in added) return added.error === 'duplicate' ? { ok: true, count: 0 } : { ok: false, error: `company: ${added.error}` };
    blockedCompanies = added.list;
  }
  if (blockedCompanies.length === lists.blockedCompanies.length) return { ok: true, count: 0 };
  await deps.prefs.write({ settings: { ...stored, lists: { ...lists, blockedCompanies } } });
  return { ok: true, count: 1 };
}

/** The options page: the dismissed cards, newest first, or none after "forget them". */
export async function listDismissed(clear: boolean, deps: DataDeps): Promise<Reply> {
  if (clear) {
    await deps.prefs.writeDismissed?.([]);
    return { ok: true, dismissed: [], count: 0 };
  }
  const cards = await dismissedCards(deps);
  return { ok: true, dismissed: cards.slice(-200).reverse(), count: cards.length };
}
