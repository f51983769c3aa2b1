import type { JobsightDatabase } from '../db/open';
import { getDuplicates } from '../db/repository';
import type { StoredPosting } from '../db/schema';
import { adapterById } from '../extract/registry';
import type { DuplicateSummary, TabState } from '../messages';

/**
 * What the sidebar says of a posting's duplicates: "Also posted on LinkedIn (seen 3 days ago)",
 * linking to that record's own page. Read when the state is pushed, so a copy recorded in another
 * tab since shows up the next time the sidebar hears from the background.
 */
export async function duplicateSummaries(db: JobsightDatabase, record: StoredPosting): Promise<DuplicateSummary[]> {
  const others = await getDuplicates(db, record);
  return others
    .map((other) => ({
      id: other.id,
      site: other.site,
      // A page no adapter reads has its host as its site: the host is the name then.
      siteLabel: adapterById(other.site)?.label ?? other.site,
      url: other.posting.url,
      title: other.posting.title,
      lastSeenAt: other.lastSeenAt,
    }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** The tab state with the posting's duplicates added (nothing added when there are none). */
export async function withDuplicates(state: TabState, db: () => Promise<JobsightDatabase>): Promise<TabState> {
  if (state.kind !== 'posting' || (state.record.duplicates ?? []).length === 0) return state;
  try {
    const duplicates = await duplicateSummaries(await db(), state.record);
    return duplicates.length > 0 ? { ...state, duplicates } : state;
  } catch {
    return state;
  }
}
