import { browser } from 'wxt/browser';
import { analyze, type Analysis } from '@/lib/analyze';
import type { MarketPosting } from '@/lib/analyze/context';
import { toMarketPosting } from '@/lib/analyze/market-posting';
import type { JobsightDatabase } from '@/lib/db/open';
import { validated } from '@/lib/db/repository';
import type { StoredPosting } from '@/lib/db/schema';
import { isEmptyProfile, readProfile } from '@/lib/profile';
import { readSettings, uiLang } from '@/lib/settings';

/**
 * The analysis the sidebar shows, computed here in the extension's origin: the posting, the
 * user's profile and settings, and the market sample of every saved or seen posting, kept in
 * memory and updated as records change rather than read again for each posting.
 */
/** `reportRuleError`: where a rule that threw is reported (the diagnostics log), so no fault is swallowed. */
export function createInsight(db: () => Promise<JobsightDatabase>, reportRuleError?: (rule: string, message: string) => void) {
  let market: Map<string, MarketPosting> | null = null;
  let loading: Promise<Map<string, MarketPosting>> | null = null;

  const sample = async (): Promise<Map<string, MarketPosting>> => {
    if (market) return market;
    loading ??= (async () => {
      const records = await (await db()).getAll('postings');
      const map = new Map<string, MarketPosting>();
      for (const value of records) {
        const record = validated(value);
        if (record) map.set(record.id, toMarketPosting(record));
      }
      market = map;
      loading = null;
      return map;
    })();
    return loading;
  };

  return {
    changed(record: StoredPosting) {
      market?.set(record.id, toMarketPosting(record));
    },
    deleted(id: string) {
      market?.delete(id);
    },
    /** Many records changed at once (an import, an erase): the sample is read again when next needed. */
    reset() {
      market = null;
      loading = null;
    },
    async analysisOf(record: StoredPosting): Promise<Analysis> {
      const stored = await browser.storage.local.get(['settings', 'profile']);
      const settings = readSettings(stored['settings']);
      const profile = readProfile(stored['profile']);
      const lang = uiLang(settings, browser.i18n.getUILanguage());
      const postings = [...(await sample()).values()];
      return analyze(record.posting, {
        lang,
        ...(isEmptyProfile(profile) ? {} : { profile }),
        market: { postings },
        weights: settings.weights,
        ...(reportRuleError ? { onRuleError: reportRuleError } : {}),
      });
    },
  };
}
