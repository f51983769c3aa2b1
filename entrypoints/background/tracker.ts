import { browser } from 'wxt/browser';
import type { JobsightDatabase } from '@/lib/db/open';
import type { StoredPosting } from '@/lib/db/schema';
import { isEmptyProfile, readProfile } from '@/lib/profile';
import { readSettings, uiLang } from '@/lib/settings';
import { hashKey, idbScoreStore, type ScoreSettings } from '@/lib/tracker/scores';
import { createTracker, type Tracker } from '@/lib/tracker/service';

/** Where open popups and tracker pages hear that the list changed (session storage: extension pages only). */
const TRACKER_VERSION_KEY = 'tracker:version';

/**
 * The tracker's index in the background, told of every write, and a change counter in session
 * storage that open popups and tracker pages follow to refresh what they show.
 */
export function createBackgroundTracker(db: () => Promise<JobsightDatabase>) {
  const scoreSettings = async (): Promise<ScoreSettings> => {
    const stored = await browser.storage.local.get(['settings', 'profile']);
    const settings = readSettings(stored['settings']);
    const profile = readProfile(stored['profile']);
    const withProfile = !isEmptyProfile(profile);
    return {
      // Scores are numbers: the language changes their texts, not them.
      key: hashKey({ profile: withProfile ? profile : null, weights: settings.weights }),
      options: { lang: uiLang(settings, browser.i18n.getUILanguage()), ...(withProfile ? { profile } : {}), weights: settings.weights },
    };
  };
  const tracker: Tracker = createTracker({ db, scoreSettings, scoreStore: idbScoreStore() });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let counter = 0;
  const announce = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => void browser.storage.session.set({ [TRACKER_VERSION_KEY]: `${Date.now()}:${++counter}` }).catch(() => undefined),
      100,
    );
  };

  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && ('settings' in changes || 'profile' in changes)) tracker.settingsChanged();
  });

  return {
    tracker,
    changed(record: StoredPosting) {
      // The router also reports records it only read (details, analysis): those change nothing on screen.
      if (tracker.changed(record)) announce();
    },
    deleted(id: string) {
      tracker.deleted(id);
      announce();
    },
    reset() {
      tracker.reset();
      announce();
    },
  };
}
