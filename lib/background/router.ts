import type { JobsightDatabase } from '../db/open';
import type { StoredPosting } from '../db/schema';
import {
  deletePosting,
  getPosting,
  listSaved,
  recordSeen,
  restorePosting,
  savePosting,
  setChecklistItem,
  setDeepRead,
  unsavePosting,
} from '../db/repository';
import { recheckRecord } from '../deep-read/recheck';
import type { StoredDeepRead } from '../deep-read/record';
import {
  ALLOWED,
  PageSnapshot,
  type DiagnosticEntry,
  Request,
  roleOf,
  sameSite,
  type Reply,
  type Role,
  type SenderInfo,
  type TabState,
} from '../messages';
import { normalizePosting } from '../normalize';
import { addReport, deleteReport, getReport, listReports } from '../db/reports';
import { stableHash } from '../posting/url';
import { cleanPageUrl } from '../report/sanitize';
import { StoredReport } from '../report/schema';
import { countData, eraseData, exportData, importData, type DataDeps } from './data';
import { blockCompany, dismissCard, listDismissed, marksFor } from './lists';
import type { Analysis } from '../analyze/schema';
import { deletePostings, restorePostings, setNotes, setReminders, setStatus, setStatusMany } from '../db/repository';
import type { Status } from '../db/schema';
import { translator } from '../i18n';
import { dueBy, withFollowUp } from '../reminders/plan';
import { interviewsToIcs } from '../reminders/ics';
import { readSettings, reminderSettingsOf } from '../settings';
import { readProfile } from '../profile';
import type { Tracker } from '../tracker/service';
import { durabilityCode } from '../db/health';
import { backupInfo, restoreBackup } from './durability';
import { sitesForSender } from './sender-site';
import type { BackupState } from '../backups/schedule';
import type { BackupOutcome } from './backup-outcome';

/** What the router needs from the browser, so that it runs in Node tests unchanged. */
export interface RouterDeps {
  extensionId: string;
  extensionOrigin: string;
  db(): Promise<JobsightDatabase>;
  now(): string;
  getTabState(tabId: number): Promise<TabState | undefined>;
  /** A page's report, from frame `frameId` of the page whose key is `page` (lib/background/tabs.ts). */
  setTabState(tabId: number, state: TabState, frameId?: number, page?: string): Promise<void>;
  /** A newer copy of the posting the tab shows, shown only while the tab still shows it (false: it moved on). */
  updateTabPosting(tabId: number, record: StoredPosting): Promise<boolean>;
  closeSidebar(tabId: number): Promise<void>;
  /** Told of every record written or deleted, to keep derived data (the market sample) current. */
  changed?(record: StoredPosting): void;
  deleted?(id: string): void;
  /** Reads a tab the content script is not declared for (activeTab granted by the toolbar click). */
  readTab(tabId: number): Promise<'declared' | 'injected'>;
  /** Asks the content script of a tab (its posting's frame) for the page as it is now. */
  snapshotTab?(tabId: number): Promise<unknown>;
  // Settings and profile storage (export, import, erase), the UI language (marker labels),
  // and a reset of derived data after many records change at once.
  prefs?: DataDeps['prefs'];
  lang?: DataDeps['lang'];
  reset?(): void;
  /** The popup's and tracker page's index of the saved postings. */
  tracker?: Tracker;
  /** The sidebar's analysis of a record, for the tracker's details and comparison. */
  analysisOf?(record: StoredPosting): Promise<Analysis>;
  /** The export reminder and the automatic backups (lib/background/backups.ts). */
  backups?: { status(): Promise<{ state: BackupState; exportDue: boolean }>; run(): Promise<BackupOutcome> };
  /** Keeps a content script's diagnostic (rate-limited per tab); says whether it was kept and whether debug mode is on. */
  diagnose?(
    tabId: number,
    entry: { where: DiagnosticEntry['where']; adapter?: string; message: string },
  ): Promise<{ kept: boolean; debug: boolean }>;
}

export function dataDeps(deps: RouterDeps): DataDeps {
  return {
    db: deps.db,
    now: deps.now,
    prefs: deps.prefs ?? {
      read: async () => ({}),
      write: async () => undefined,
      clear: async () => undefined,
    },
    lang: deps.lang ?? (async () => 'en'),
    ...(deps.reset ? { reset: deps.reset } : {}),
  };
}

const MAX_CLOCK_SKEW_MS = 10 * 60_000;

function refuse(error: string): Reply {
  return { ok: false, error };
}

/**
 * The background's one entry for messages: validate the shape, decide the sender's role,
 * check the role may ask this, then act. Anything else is refused with a reason.
 */
export async function route(message: unknown, sender: SenderInfo, deps: RouterDeps): Promise<Reply> {
  const parsed = Request.safeParse(message);
  if (!parsed.success) return refuse('malformed message');
  const request = parsed.data;
  const role = roleOf(sender, deps.extensionId, deps.extensionOrigin);
  if (!role) return refuse('unknown sender');
  if (!ALLOWED[role].includes(request.type)) return refuse(`${request.type} is not allowed from a ${role}`);
  try {
    const reply = await act(request, role, sender, deps);
    if (reply.ok && reply.record) deps.changed?.(reply.record);
    if (reply.ok && request.type === 'posting:delete' && reply.deleted) deps.deleted?.(request.id);
    return reply;
  } catch (error) {
    // A blocked upgrade and a full disk are answered with codes pages translate.
    const code = durabilityCode(error);
    if (code) return refuse(code);
    return refuse(error instanceof Error ? error.message.slice(0, 200) : 'failed');
  }
}

/**
 * The addresses the browser gives for a content script's page: its frame's address when the script
 * started, and for a top frame the tab's address now. A single-page site moves on with pushState (the
 * feed, then a job): the frame's address stays the first one, the tab's follows, on the same origin.
 */
function senderAddresses(sender: SenderInfo): string[] {
  const addresses = sender.url ? [sender.url] : [];
  const now = sender.frameId === 0 ? sender.tab?.url : undefined;
  try {
    if (now && sender.url && new URL(now).origin === new URL(sender.url).origin) addresses.push(now);
  } catch {
    // Not an address: only the frame's counts.
  }
  return addresses;
}

async function ownTabPosting(sender: SenderInfo, id: string, deps: RouterDeps): Promise<number | undefined> {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return undefined;
  const state = await deps.getTabState(tabId);
  return state?.kind === 'posting' && state.record.id === id ? tabId : undefined;
}

async function act(request: Request, role: Role, sender: SenderInfo, deps: RouterDeps): Promise<Reply> {
  switch (request.type) {
    case 'page:posting': {
      const tabId = sender.tab!.id!;
      // A content script speaks only for the page it runs in.
      if (!sender.url || !sameSite(request.raw.url, sender.url)) return refuse('the posting is not from the sender page');
      // Nor under another site's key (the key makes the id: it would overwrite that site's posting)
      if (!senderAddresses(sender).some((url) => sitesForSender(url).includes(request.raw.site)))
        return refuse('the posting is not from the sender site');
      // The page's clock is not ours: a reading time far from now is replaced by now.
      const now = deps.now();
      const readAt = Math.abs(Date.parse(request.raw.readAt) - Date.parse(now)) > MAX_CLOCK_SKEW_MS ? now : request.raw.readAt;
      const normalized = normalizePosting({ ...request.raw, readAt });
      if (!normalized.ok) {
        await deps.setTabState(tabId, { kind: 'none', reason: normalized.reason }, sender.frameId, request.page);
        return refuse(normalized.reason);
      }
      const db = await deps.db();
      const record = await recordSeen(db, normalized.posting);
      await deps.setTabState(tabId, { kind: 'posting', record }, sender.frameId, request.page);
      deps.changed?.(record);
      return { ok: true, id: record.id };
    }
    case 'page:none': {
      const tabId = sender.tab!.id!;
      await deps.setTabState(
        tabId,
        request.blocked ? { kind: 'blocked', reason: request.reason } : { kind: 'none', reason: request.reason },
        sender.frameId,
        request.page,
      );
      return { ok: true };
    }
    case 'sidebar:save':
    case 'sidebar:unsave': {
      const tabId = await ownTabPosting(sender, request.id, deps);
      if (tabId === undefined) return refuse('not the posting of this tab');
      const db = await deps.db();
      const record =
        request.type === 'sidebar:save' ? await savePosting(db, request.id, deps.now()) : await unsavePosting(db, request.id, deps.now());
      if (!record) return refuse('posting not found');
      await deps.updateTabPosting(tabId, record);
      return { ok: true, record };
    }
    case 'sidebar:check': {
      const tabId = await ownTabPosting(sender, request.id, deps);
      if (tabId === undefined) return refuse('not the posting of this tab');
      const record = await setChecklistItem(await deps.db(), request.id, request.itemId, request.done, deps.now());
      if (!record) return refuse('posting not found');
      await deps.updateTabPosting(tabId, record);
      return { ok: true, record };
    }
    case 'sidebar:deep-read': {
      const tabId = await ownTabPosting(sender, request.id, deps);
      if (tabId === undefined) return refuse('not the posting of this tab');
      const record = await keepDeepRead(request.id, request.deepRead, deps);
      if (!record) return refuse('the answer does not fit the posting');
      await deps.updateTabPosting(tabId, record);
      return { ok: true, record };
    }
    case 'sidebar:close': {
      await deps.closeSidebar(sender.tab!.id!);
      return { ok: true };
    }
    case 'postings:list': {
      const records = await listSaved(await deps.db(), request.limit ?? 500);
      return { ok: true, records };
    }
    case 'posting:get': {
      const record = await getPosting(await deps.db(), request.id);
      return record ? { ok: true, record } : refuse('posting not found');
    }
    case 'posting:delete': {
      const deleted = await deletePosting(await deps.db(), request.id);
      return { ok: true, deleted };
    }
    case 'tab:read': {
      const read = await deps.readTab(request.tabId);
      const state = await deps.getTabState(request.tabId);
      return { ok: true, read, ...(state ? { state } : {}) };
    }
    case 'tab:state': {
      const state = await deps.getTabState(request.tabId);
      return { ok: true, ...(state ? { state } : {}) };
    }
    case 'posting:restore': {
      await restorePosting(await deps.db(), request.record);
      deps.changed?.(request.record);
      return { ok: true, id: request.record.id };
    }
    // Reports of bad reads
    case 'sidebar:snapshot': {
      const tabId = await ownTabPosting(sender, request.id, deps);
      if (tabId === undefined) return refuse('not the posting of this tab');
      if (!deps.snapshotTab) return refuse('reports are not available here');
      const snapshot = PageSnapshot.safeParse(await deps.snapshotTab(tabId));
      return snapshot.success ? { ok: true, snapshot: snapshot.data } : refuse('the page did not answer');
    }
    case 'sidebar:report': {
      const tabId = await ownTabPosting(sender, request.id, deps);
      if (tabId === undefined) return refuse('not the posting of this tab');
      const state = await deps.getTabState(tabId);
      if (state?.kind !== 'posting') return refuse('not the posting of this tab');
      const posting = state.record.posting;
      const url = cleanPageUrl(request.url);
      // The same page reported twice is one report: a retried message is harmless.
      const report = StoredReport.safeParse({
        id: `report-${stableHash(`${url}\n${request.html}`)}`,
        capturedAt: deps.now(),
        url,
        site: posting.source.site,
        title: posting.title,
        html: request.html,
        posting,
      });
      if (!report.success) return refuse('malformed report');
      await addReport(await deps.db(), report.data);
      return { ok: true, id: report.data.id };
    }
    case 'reports:list':
      return { ok: true, reports: await listReports(await deps.db()) };
    case 'report:get': {
      const report = await getReport(await deps.db(), request.id);
      return report ? { ok: true, report } : refuse('report not found');
    }
    case 'report:delete':
      return { ok: true, deleted: await deleteReport(await deps.db(), request.id) };
    case 'data:export':
      return exportData(request.format, dataDeps(deps));
    case 'data:import':
      return importData(request.text, request.restoreSettings, dataDeps(deps));
    case 'data:erase':
      return eraseData(dataDeps(deps));
    case 'data:count':
      return countData(dataDeps(deps));
    case 'page:marks':
      return marksFor(request.cards, sender.url, dataDeps(deps));
    case 'page:dismiss':
      return dismissCard(request.card, request.undo, sender.url, dataDeps(deps));
    case 'page:block-company':
      return blockCompany(request.company, request.undo, sender.url, dataDeps(deps));
    case 'lists:dismissed':
      return listDismissed(request.clear, dataDeps(deps));
    case 'backups:status':
      if (!deps.backups) return refuse('no backups here');
      return { ok: true, backups: await deps.backups.status() };
    case 'backups:run': {
      if (!deps.backups) return refuse('no backups here');
      const outcome = await deps.backups.run();
      return { ok: true, backups: { ...(await deps.backups.status()), outcome } };
    }
    case 'durability:backup':
      return backupInfo(dataDeps(deps));
    case 'durability:restore':
      return restoreBackup(dataDeps(deps));
    case 'page:diagnostic': {
      if (!deps.diagnose) return refuse('no diagnostics here');
      const { kept, debug } = await deps.diagnose(sender.tab!.id!, {
        where: request.where,
        message: request.message,
        ...(request.adapter ? { adapter: request.adapter } : {}),
      });
      return kept ? { ok: true, debug } : { ok: false, error: 'too many diagnostics from this tab' };
    }
    default:
      return actTracker(request, deps);
  }
  return refuse(`unhandled ${role} request`);
}

/** Moving to "Applied" adds the follow-up date the user's settings ask for (none when set to 0 days). */
async function followUpAfter(status: Status, deps: RouterDeps): Promise<(record: StoredPosting) => StoredPosting> {
  if (status !== 'applied') return (record) => record;
  const data = dataDeps(deps);
  const days = reminderSettingsOf(readSettings((await data.prefs.read()).settings)).followUpDays;
  const note = translator(await data.lang())('reminders_followUpNote');
  const now = deps.now();
  return (record) => withFollowUp(record, now, days, note);
}

/** A deep read is kept only with quotes the stored posting holds: they are checked again here. */
async function keepDeepRead(id: string, deepRead: StoredDeepRead, deps: RouterDeps): Promise<StoredPosting | undefined> {
  return setDeepRead(await deps.db(), id, (posting) => recheckRecord(deepRead, posting), deps.now());
}

// Tracker (popup list, tracker page)
async function actTracker(request: Request, deps: RouterDeps): Promise<Reply> {
  switch (request.type) {
    case 'tracker:query':
      if (!deps.tracker) return refuse('no tracker');
      return { ok: true, page: await deps.tracker.query(request.query) };
    case 'tracker:board':
      if (!deps.tracker) return refuse('no tracker');
      return { ok: true, board: await deps.tracker.board(request.query, request.perColumn) };
    case 'tracker:ids':
      if (!deps.tracker) return refuse('no tracker');
      return { ok: true, ids: await deps.tracker.ids(request.query) };
    case 'tracker:facets':
      if (!deps.tracker) return refuse('no tracker');
      return { ok: true, facets: await deps.tracker.facets() };
    case 'posting:status': {
      const record = await setStatus(await deps.db(), request.id, request.status, deps.now(), await followUpAfter(request.status, deps));
      return record ? { ok: true, record } : refuse('posting not found');
    }
    case 'posting:reminders': {
      const record = await setReminders(await deps.db(), request.id, request.reminders, deps.now());
      return record ? { ok: true, record } : refuse('posting not found');
    }
    case 'tracker:charts': {
      if (!deps.tracker) return refuse('no tracker');
      const profile = readProfile((await dataDeps(deps).prefs.read()).profile);
      return { ok: true, charts: await deps.tracker.charts(profile, deps.now(), request.utcOffsetMinutes) };
    }
    case 'reminders:due':
      if (!deps.tracker) return refuse('no tracker');
      return { ok: true, items: dueBy(await deps.tracker.reminders(), request.until) };
    case 'reminders:ics': {
      if (!deps.tracker) return refuse('no tracker');
      const t = translator(await dataDeps(deps).lang());
      const interviews = (await deps.tracker.reminders()).filter((item) => item.reminder.kind === 'interview' && !item.reminder.done);
      return {
        ok: true,
        text: interviewsToIcs(interviews, deps.now(), { interview: t('reminders_interview') }),
        fileName: 'jobsight-interviews.ics',
        count: interviews.length,
      };
    }
    case 'posting:notes': {
      const record = await setNotes(await deps.db(), request.id, request.notes, deps.now());
      return record ? { ok: true, record } : refuse('posting not found');
    }
    case 'posting:check': {
      const record = await setChecklistItem(await deps.db(), request.id, request.itemId, request.done, deps.now());
      return record ? { ok: true, record } : refuse('posting not found');
    }
    case 'posting:analysis': {
      if (!deps.analysisOf) return refuse('no analysis here');
      const record = await getPosting(await deps.db(), request.id);
      if (!record) return refuse('posting not found');
      return { ok: true, record, analysis: await deps.analysisOf(record) };
    }
    case 'posting:deep-read': {
      const record = await keepDeepRead(request.id, request.deepRead, deps);
      return record ? { ok: true, record } : refuse('the answer does not fit the posting');
    }
    case 'postings:status': {
      const changed = await setStatusMany(
        await deps.db(),
        request.ids,
        request.status,
        deps.now(),
        await followUpAfter(request.status, deps),
      );
      for (const record of changed) deps.changed?.(record);
      return { ok: true, count: changed.length };
    }
    case 'postings:delete': {
      const removed = await deletePostings(await deps.db(), request.ids);
      for (const record of removed) deps.deleted?.(record.id);
      return { ok: true, records: removed, count: removed.length };
    }
    case 'postings:restore': {
      await restorePostings(await deps.db(), request.records);
      for (const record of request.records) deps.changed?.(record);
      return { ok: true, count: request.records.length };
    }
  }
  return refuse(`unhandled ${request.type} request`);
}
