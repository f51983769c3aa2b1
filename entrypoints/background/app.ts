import { browser } from 'wxt/browser';
import { withDuplicates } from '@/lib/background/duplicates';
import { reschedule } from '@/lib/background/reminders';
import { dataDeps, type RouterDeps } from '@/lib/background/router';
import { TabHub, type TabsBrowser } from '@/lib/background/tabs';
import { DB_HEALTH_KEY, keepDatabase } from '@/lib/db/health';
import type { JobsightDatabase, UpgradeInfo } from '@/lib/db/open';
import type { StoredPosting } from '@/lib/db/schema';
import { MAX_DIAGNOSTIC_MESSAGE } from '@/lib/messages';
import { SNAPSHOT_COMMAND } from '@/lib/report/command';
import { startBackups } from './backups';
import { startDataCare } from './data-care';
import { createDiagnostics } from './diagnostics';
import { createInsight } from './insight';
import { readTab } from './reader';
import { startReminders } from './reminders';
import { createBackgroundTracker } from './tracker';

/** The toolbar button and session storage, as lib/background/tabs.ts asks for them. */
const tabsBrowser: TabsBrowser = {
  session: browser.storage.session,
  async showBadge(tabId, badge) {
    await browser.action.setBadgeText({ tabId, text: badge.text });
    if (badge.color) await browser.action.setBadgeBackgroundColor({ tabId, color: badge.color });
    await browser.action.setTitle({ tabId, title: badge.title ?? browser.i18n.getMessage('actionTitle') });
  },
};

/**
 * One connection, closed for a newer version; a blocked upgrade gives up after 4 s and is said in every open
 * page (session storage), until the old connection closes.
 */
function openDatabase(upgrades: UpgradeInfo[]): () => Promise<JobsightDatabase> {
  const db = keepDatabase({
    now: () => new Date().toISOString(),
    report: (health) => {
      const write = health ? browser.storage.session.set({ [DB_HEALTH_KEY]: health }) : browser.storage.session.remove(DB_HEALTH_KEY);
      void write.catch(() => undefined);
    },
    onUpgraded: (info) => upgrades.push(info),
  });
  // A new worker has no upgrade running and no open waiting: a notice a stopped one left is stale.
  void browser.storage.session.remove(DB_HEALTH_KEY).catch(() => undefined);
  return db;
}

/** Calls `run` once, a moment after the last of a burst of calls. */
function settleThen(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}

/**
 * Every part of the background, each built once with what it needs: the database, the analysis and its market
 * sample, the tracker's index, the tabs (state, sidebars, badge), reminders, backups, the data area and the
 * diagnostics log. Every write is told to each part that keeps derived data.
 */
export function createBackgroundApp() {
  const now = () => new Date().toISOString();
  const upgrades: UpgradeInfo[] = [];
  const db = openDatabase(upgrades);
  const diagnose = createDiagnostics();
  // A rule that throws is logged with the content scripts' faults (the background counts as tab -1).
  const insight = createInsight(db, (rule, message) => {
    void diagnose(-1, { where: 'analysis', message: `${rule}: ${message}`.slice(0, MAX_DIAGNOSTIC_MESSAGE) });
  });
  const tracked = createBackgroundTracker(db);
  const tabs = new TabHub({
    facade: tabsBrowser,
    analysisOf: (record) => insight.analysisOf(record),
    withDuplicates: (state) => withDuplicates(state, db),
    // A save, or a posting read, changes what a list page's cards should say.
    afterSet: (tabId, state) => {
      if (state.kind === 'posting') void browser.tabs.sendMessage(tabId, { type: 'cs:marks-stale' }, { frameId: 0 }).catch(() => undefined);
    },
  });
  // The alarm follows every change of a record's dates, set again a moment after the last one.
  const rescheduleSoon = settleThen(() => void reschedule(reminders).catch(() => undefined), 200);
  const changed = (record: StoredPosting) => {
    insight.changed(record);
    tracked.changed(record);
    tabs.forgetAnalyses();
    // A record changed from the popup or the tracker: the tabs showing it follow, their sidebar and badge.
    void tabs.follow(record).catch(() => undefined);
    // Only a record that has (or had: an emptied list stays an array) reminders moves the alarm.
    if (record.reminders !== undefined) rescheduleSoon();
  };
  // An import or an erase changes many records at once: the market sample and the index start over.
  const reset = () => {
    insight.reset();
    tracked.reset();
    tabs.forgetAnalyses();
    rescheduleSoon();
  };
  const care = startDataCare({ db, reset, shownIds: () => tabs.shownIds() });
  const reminders = startReminders({ tracker: tracked.tracker, db, now, lang: care.lang, changed });
  const backups = startBackups(now, () => dataDeps(deps));
  const deps: RouterDeps = {
    extensionId: browser.runtime.id,
    extensionOrigin: new URL(browser.runtime.getURL('/')).origin,
    db,
    now,
    getTabState: (tabId) => tabs.getState(tabId),
    setTabState: (tabId, state, frameId, page) => tabs.setState(tabId, state, frameId, page),
    updateTabPosting: (tabId, record) => tabs.updatePosting(tabId, record),
    changed,
    deleted: (id) => {
      insight.deleted(id);
      tracked.deleted(id);
      tabs.forgetAnalyses();
    },
    readTab,
    async closeSidebar(tabId) {
      await browser.tabs.sendMessage(tabId, { type: 'cs:close-sidebar' }, { frameId: await tabs.frameOf(tabId) }).catch(() => undefined);
    },
    // The page of the frame that proposed the tab's posting.
    snapshotTab: async (tabId) => browser.tabs.sendMessage(tabId, SNAPSHOT_COMMAND, { frameId: await tabs.frameOf(tabId) }),
    prefs: { ...care.prefs, noteExport: backups.noteExport },
    lang: care.lang,
    reset,
    tracker: tracked.tracker,
    analysisOf: (record) => insight.analysisOf(record),
    backups: backups.backups,
    diagnose,
  };
  return { deps, tabs, upgrades, reminders, backups, tracker: tracked.tracker };
}

export type BackgroundApp = ReturnType<typeof createBackgroundApp>;
