import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { dataDeps, route, type RouterDeps } from '@/lib/background/router';
import type { JobsightDatabase, UpgradeInfo } from '@/lib/db/open';
import { DB_HEALTH_KEY, keepDatabase } from '@/lib/db/health';
import { MAX_DIAGNOSTIC_MESSAGE, roleOf, TabState, type SidebarPush } from '@/lib/messages';
import type { StoredPosting } from '@/lib/db/schema';
import { frameContentScriptMatches } from '@/lib/extract/registry';
import { readerAfterUpdate, readerSite } from '@/lib/extract/reach';
import { matchesPattern } from '@/lib/match-pattern';
import { syncAnyPageScript } from './any-page';
import { injectIntoOpenTabs, injectReader } from './reader';
import { createInsight } from './insight';
import { withDuplicates } from '@/lib/background/duplicates';
import { SNAPSHOT_COMMAND } from '@/lib/report/command';
import { startDataCare } from './data-care';
import { createBackgroundTracker } from './tracker';
import { startDiagnostics } from './diagnostics';
import { startReminders } from './reminders';
import { startBackups } from './backups';
import { fireDue, reschedule } from '@/lib/background/reminders';
import { translator } from '@/lib/i18n';

export default defineBackground({
  type: 'module',
  main() {
    const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;
    // One connection, closed for a newer version; a blocked upgrade gives up
    // after 4 s and is said in every open page (session storage), until the old connection closes.
    const upgrades: UpgradeInfo[] = [];
    const db: () => Promise<JobsightDatabase> = keepDatabase({
      now: () => new Date().toISOString(),
      report: (health) => {
        const write = health ? browser.storage.session.set({ [DB_HEALTH_KEY]: health }) : browser.storage.session.remove(DB_HEALTH_KEY);
        void write.catch(() => undefined);
      },
      onUpgraded: (info) => upgrades.push(info),
    });
    // A new worker has no upgrade running and no open waiting: a notice a stopped one left is stale.
    void browser.storage.session.remove(DB_HEALTH_KEY).catch(() => undefined);
    // The e2e tests read what the upgrades of this worker's life did (times, migrations run).
    (globalThis as { jobsightUpgrades?: UpgradeInfo[] }).jobsightUpgrades = upgrades;

    // Tab state lives in session storage: the worker may be stopped at any time and must find it again.
    const stateKey = (tabId: number) => `tab:${tabId}`;
    const frameKey = (tabId: number) => `frame:${tabId}`;
    const ports = new Map<number, Set<Browser.runtime.Port>>();

    const getTabState = async (tabId: number) => {
      const stored = await browser.storage.session.get(stateKey(tabId));
      const parsed = TabState.safeParse(stored[stateKey(tabId)]);
      return parsed.success ? parsed.data : undefined;
    };

    // A rule that throws is logged with the content scripts' faults (the background counts as tab -1).
    const insight = createInsight(db, (rule, message) => {
      void deps.diagnose?.(-1, { where: 'analysis', message: `${rule}: ${message}`.slice(0, MAX_DIAGNOSTIC_MESSAGE) });
    });
    // The sidebar gets the posting with its analysis, in the UI language of the moment.
    const withAnalysis = async (state: TabState): Promise<TabState> => {
      if (state.kind !== 'posting') return state;
      try {
        return { ...state, analysis: await insight.analysisOf(state.record) };
      } catch {
        return state;
      }
    };
    // Each tab's pushes are numbered. The analysis takes a while (longer in a
    // worker just restarted); a push, or a connecting sidebar's first message, whose analysis ends after a
    // newer push began is dropped, so that a sidebar never ends on the posting before.
    const pushes = new Map<number, number>();
    /**
     * Pushes the state with its analysis to the tab's sidebars; returns the analysed state for the badge, or
     * undefined when a newer push began meanwhile (its badge is the one that counts).
     */
    const push = async (tabId: number, state: TabState): Promise<TabState | undefined> => {
      const turn = (pushes.get(tabId) ?? 0) + 1;
      pushes.set(tabId, turn);
      const analysed = await withAnalysis(state);
      if (pushes.get(tabId) !== turn) return undefined;
      const listeners = ports.get(tabId);
      if (!listeners || listeners.size === 0) return analysed;
      const message: SidebarPush = { type: 'tab-state', state: await withDuplicates(analysed, db) };
      if (pushes.get(tabId) !== turn) return undefined;
      // The sidebars listening now (one may have connected, in a new set, while the analysis ran).
      for (const port of ports.get(tabId) ?? []) port.postMessage(message);
      return analysed;
    };

    // The toolbar tells what the page is: a posting with high red flags (⚠, whatever else), a saved posting
    // (✓), or a page that hides it for now (!).
    const showOnToolbar = async (tabId: number, state: TabState) => {
      const risky = state.kind === 'posting' && state.analysis?.redFlags.level === 'high';
      const text = risky ? '⚠' : state.kind === 'blocked' ? '!' : state.kind === 'posting' && state.record.status !== 'viewed' ? '✓' : '';
      await browser.action.setBadgeText({ tabId, text }).catch(() => undefined);
      if (text) await browser.action.setBadgeBackgroundColor({ tabId, color: risky ? '#c62828' : state.kind === 'blocked' ? '#9a6700' : '#1a7f37' }).catch(() => undefined);
      const title = risky ? `${translator(state.analysis!.lang)('redFlags_badgeTitle')}: ${state.analysis!.redFlags.flags[0]?.text ?? ''}` : state.kind === 'blocked' ? `Jobsight: ${state.reason}` : '';
      await browser.action.setTitle({ tabId, title: title || browser.i18n.getMessage('actionTitle') }).catch(() => undefined);
    };

    const deps: RouterDeps = {
      extensionId: browser.runtime.id,
      extensionOrigin,
      db,
      now: () => new Date().toISOString(),
      getTabState,
      changed: (record) => insight.changed(record),
      deleted: (id) => insight.deleted(id),
      async setTabState(tabId, state, frameId) {
        await browser.storage.session.set({ [stateKey(tabId)]: state, ...(frameId !== undefined ? { [frameKey(tabId)]: frameId } : {}) });
        const shown = await push(tabId, state);
        if (shown) await showOnToolbar(tabId, shown);
      },
      async readTab(tabId) {
        const tab = await browser.tabs.get(tabId);
        const url = tab.url ?? '';
        if (!/^https?:/.test(url)) throw new Error('not a web page');
        if (frameContentScriptMatches.some((pattern) => matchesPattern(pattern, url))) return 'declared';
        // A reader is declared or was injected already: asked again, it is not injected twice.
        const site = readerSite(url);
        if (site !== undefined) {
          await injectReader(tabId, 0, site);
          return 'declared';
        }
        // Marks the extension's isolated world first, so that the reader reports "no posting" too.
        await browser.scripting.executeScript({ target: { tabId }, func: () => void ((globalThis as { jobsightOnDemand?: boolean }).jobsightOnDemand = true) });
        await browser.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/any-page.js'] });
        return 'injected';
      },
      async closeSidebar(tabId) {
        const stored = await browser.storage.session.get(frameKey(tabId));
        const frameId = typeof stored[frameKey(tabId)] === 'number' ? (stored[frameKey(tabId)] as number) : 0;
        await browser.tabs.sendMessage(tabId, { type: 'cs:close-sidebar' }, { frameId }).catch(() => undefined);
      },
      // The page of the frame that proposed the tab's posting
      async snapshotTab(tabId) {
        const stored = await browser.storage.session.get(frameKey(tabId));
        const frameId = typeof stored[frameKey(tabId)] === 'number' ? (stored[frameKey(tabId)] as number) : 0;
        return browser.tabs.sendMessage(tabId, SNAPSHOT_COMMAND, { frameId });
      },
    };
    // Export/import/erase storage, marker labels, retention of viewed postings, markers kept current.
    // Tracker: the popup's and tracker page's index, told of every write after the market sample
    const tracked = createBackgroundTracker(db);
    // An import or an erase changes many records at once: the market sample and the index start over.
    startDataCare(deps, db, () => {
      insight.reset();
      tracked.reset();
      // An import may bring reminders, an erase takes them away.
      rescheduleSoon();
    });
    deps.tracker = tracked.tracker;
    startBackups(deps, () => dataDeps(deps));
    deps.analysisOf = (record) => insight.analysisOf(record);
    const insightChanged = deps.changed;
    const insightDeleted = deps.deleted;
    // A record changed from the popup or the tracker (saved, a status, a tick): the tabs showing it follow,
    // their sidebar and their toolbar badge.
    const followInTabs = async (record: StoredPosting) => {
      const stored = await browser.storage.session.get(null);
      for (const key of Object.keys(stored)) {
        const tabId = key.startsWith('tab:') ? Number(key.slice(4)) : NaN;
        if (!Number.isInteger(tabId)) continue;
        const state = await getTabState(tabId);
        if (state?.kind === 'posting' && state.record.id === record.id && record.updatedAt > state.record.updatedAt) await deps.setTabState(tabId, { kind: 'posting', record });
      }
    };
    deps.changed = (record) => {
      insightChanged?.(record);
      tracked.changed(record);
      void followInTabs(record).catch(() => undefined);
    };
    deps.deleted = (id) => {
      insightDeleted?.(id);
      tracked.deleted(id);
    };
    // Reminders: the alarm follows every change of a record's dates (set again a moment after the last one).
    const reminders = startReminders(deps);
    let rescheduling: ReturnType<typeof setTimeout> | undefined;
    const trackerChanged = deps.changed;
    const rescheduleSoon = () => {
      if (!reminders) return;
      clearTimeout(rescheduling);
      rescheduling = setTimeout(() => void reschedule(reminders).catch(() => undefined), 200);
    };
    // Only a record that has (or had: an emptied list stays an array) reminders moves the alarm: a posting
    // merely seen costs no look at the others.
    deps.changed = (record) => {
      trackerChanged(record);
      if (record.reminders !== undefined) rescheduleSoon();
    };
    // The e2e tests ring the reminders' alarm at a time of their choosing (a mocked clock).
    (globalThis as { jobsightReminders?: unknown }).jobsightReminders = reminders && { fire: (now: string) => fireDue(reminders, now), reschedule: () => reschedule(reminders) };
    // The benchmark and the e2e tests reach the index from the service worker's console.
    (globalThis as { jobsightTracker?: typeof tracked.tracker }).jobsightTracker = tracked.tracker;
    // The content scripts' diagnostics log
    startDiagnostics(deps);

    browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
      route(message, sender, deps).then(sendResponse, (error: unknown) =>
        sendResponse({ ok: false, error: error instanceof Error ? error.message : 'failed' }),
      );
      return true;
    });

    browser.runtime.onConnect.addListener((port) => {
      const sender = port.sender;
      const tabId = sender?.tab?.id;
      if (port.name !== 'sidebar' || !sender || tabId === undefined || roleOf(sender, browser.runtime.id, extensionOrigin) !== 'sidebar') {
        port.disconnect();
        return;
      }
      const set = ports.get(tabId) ?? new Set();
      set.add(port);
      ports.set(tabId, set);
      port.onDisconnect.addListener(() => {
        set.delete(port);
        if (set.size === 0) ports.delete(tabId);
      });
      const turn = pushes.get(tabId) ?? 0;
      void getTabState(tabId)
        .then((state) => withAnalysis(state ?? { kind: 'waiting' }))
        .then((state) => withDuplicates(state, db))
        .then((state) => {
          // A newer push is on its way to this port already.
          if ((pushes.get(tabId) ?? 0) !== turn) return;
          const message: SidebarPush = { type: 'tab-state', state };
          port.postMessage(message);
        });
    });

    // "Run on every site": the any-page reader follows the optional host permission.
    browser.permissions.onAdded.addListener(() => void syncAnyPageScript());
    browser.permissions.onRemoved.addListener(() => void syncAnyPageScript());
    void syncAnyPageScript();
    browser.runtime.onInstalled.addListener(() => void injectIntoOpenTabs().catch(() => undefined));
    // A single-page site moved in-page to an address that can hold a posting or a list (lib/extract/reach.ts).
    // The tab's address is only known on the sites' origins (the host access), so other sites cost nothing.
    browser.tabs.onUpdated.addListener((tabId, update, tab) => {
      const site = readerAfterUpdate(update, tab);
      if (site !== undefined) void injectReader(tabId, 0, site).catch(() => undefined);
    });

    // A new profile, weights or language changes every open analysis: push them again.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'local' || !('settings' in changes || 'profile' in changes)) return;
      for (const tabId of ports.keys()) void getTabState(tabId).then((state) => state && push(tabId, state));
    });

    browser.tabs.onRemoved.addListener((tabId) => {
      void browser.storage.session.remove([stateKey(tabId), frameKey(tabId)]);
    });
  },
});
