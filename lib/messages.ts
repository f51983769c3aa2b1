import * as z from 'zod/mini';
import { RawPosting } from './posting/raw';
import { MAX_DUPLICATES, Status, StoredPosting } from './db/schema';
import { HttpUrl } from './posting/schema';
import { MAX_REPORT_HTML, MAX_SNAPSHOT_HTML, ReportSummary, StoredReport } from './report/schema';
import { Analysis } from './analyze/schema';
import { ImportReport, MAX_IMPORT_BYTES } from './export/format';
import { TrackerBoard, TrackerFacets, TrackerPage, TrackerQuery } from './tracker/types';
import { TrackerCharts } from './tracker/charts';
import { StoredDeepRead } from './deep-read/record';
import { CARD_TREATMENTS } from './lists/settings';
import { MAX_CARD_COMPANY, MAX_CARD_ID, MAX_CARD_TITLE } from './lists/limits';
import { Reminder, Reminders } from './reminders/schema';
import { BackupState } from './backups/schedule';
import { BACKUP_OUTCOMES, type BackupOutcome } from './background/backup-outcome';
import type { ReminderItem as ReminderItemShape } from './reminders/plan';
import { DismissedCards, type DismissedCard } from './lists/dismissed';
import { PAGE_KEY } from './content-command';

/**
 * Every message between the extension's contexts, validated with zod at both ends.
 * Who may send what is decided by `roleOf(sender)` and `ALLOWED`, never by the message itself.
 */

const id = () => z.string().check(z.minLength(3), z.maxLength(300));
const reason = () => z.string().check(z.maxLength(300));

// From a content script (the least trusted sender: it runs inside the job site's page).
/** The reporting document's own key (lib/content/reader.ts): the tab's state is kept for that page's sidebar. */
const pageKey = () => z.optional(z.string().check(z.regex(PAGE_KEY)));
const PagePostingMessage = z.object({ type: z.literal('page:posting'), raw: RawPosting, page: pageKey() });
const PageNoneMessage = z.object({ type: z.literal('page:none'), reason: reason(), blocked: z.optional(z.boolean()), page: pageKey() });

// From the sidebar frame: acts only on the posting of its own tab.
const SidebarSaveMessage = z.object({ type: z.literal('sidebar:save'), id: id() });
const SidebarUnsaveMessage = z.object({ type: z.literal('sidebar:unsave'), id: id() });
const SidebarCloseMessage = z.object({ type: z.literal('sidebar:close') });
/** A deep read the sidebar ran (lib/deep-read), to keep with its tab's posting; its quotes are checked again. */
const SidebarDeepReadMessage = z.object({ type: z.literal('sidebar:deep-read'), id: id(), deepRead: StoredDeepRead });
const SidebarCheckMessage = z.object({
  type: z.literal('sidebar:check'),
  id: id(),
  itemId: z.string().check(z.minLength(1), z.maxLength(120)),
  done: z.boolean(),
});

// From the extension's own pages (popup, options, tracker).
const PostingsListMessage = z.object({
  type: z.literal('postings:list'),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20_000))),
});
const PostingGetMessage = z.object({ type: z.literal('posting:get'), id: id() });
const PostingDeleteMessage = z.object({ type: z.literal('posting:delete'), id: id() });
/** The popup asks to read its tab: the toolbar click granted activeTab for it. */
const TabReadMessage = z.object({ type: z.literal('tab:read'), tabId: z.number().check(z.int(), z.gte(0)) });
const TabStateMessage = z.object({ type: z.literal('tab:state'), tabId: z.number().check(z.int(), z.gte(0)) });
const PostingRestoreMessage = z.object({ type: z.literal('posting:restore'), record: StoredPosting });

// "Report a bad read"
/** The sidebar asks for its tab's page (the content script's snapshot), to clean it and report it. */
const SidebarSnapshotMessage = z.object({ type: z.literal('sidebar:snapshot'), id: id() });
/** The sidebar sends the cleaned page; the background adds the posting its tab shows and keeps the report. */
const SidebarReportMessage = z.object({
  type: z.literal('sidebar:report'),
  id: id(),
  url: HttpUrl,
  html: z.string().check(z.minLength(1), z.maxLength(MAX_REPORT_HTML)),
});
const ReportsListMessage = z.object({ type: z.literal('reports:list') });
const ReportGetMessage = z.object({ type: z.literal('report:get'), id: z.string().check(z.minLength(3), z.maxLength(120)) });
const ReportDeleteMessage = z.object({ type: z.literal('report:delete'), id: z.string().check(z.minLength(3), z.maxLength(120)) });
export const PageSnapshot = z.object({
  html: z.string().check(z.minLength(1), z.maxLength(MAX_SNAPSHOT_HTML)),
  url: z.string().check(z.maxLength(4_096)),
});
// Export, import and erase (extension pages only); list-page markers (content script)
const DataExportMessage = z.object({ type: z.literal('data:export'), format: z.enum(['json', 'csv']) });
/** The file's text; the page checks the size first, the background again (a character is at least a byte). */
const DataImportMessage = z.object({
  type: z.literal('data:import'),
  text: z.string().check(z.maxLength(MAX_IMPORT_BYTES)),
  restoreSettings: z.boolean(),
});
const DataEraseMessage = z.object({ type: z.literal('data:erase'), confirm: z.literal('erase everything') });
const DataCountMessage = z.object({ type: z.literal('data:count') });
/** At most this many cards per question; the content script batches what it sees. */
export const MAX_MARK_IDS = 200;
const cardId = () => z.string().check(z.minLength(1), z.maxLength(MAX_CARD_ID));
/** What a list page's card shows (lib/extract/types.ts CardSpec): its job id, and the company and title when the adapter reads them. */
export const CardFacts = z.object({
  id: cardId(),
  company: z.optional(z.string().check(z.maxLength(MAX_CARD_COMPANY))),
  title: z.optional(z.string().check(z.maxLength(MAX_CARD_TITLE))),
});
export type CardFacts = z.infer<typeof CardFacts>;
/** A list page asks what to show of its cards: the site's own job ids, for its own site only. */
const PageMarksMessage = z.object({
  type: z.literal('page:marks'),
  cards: z.array(CardFacts).check(z.maxLength(MAX_MARK_IDS)),
});
/** "Not interested" on a card (or its undo). */
const PageDismissMessage = z.object({ type: z.literal('page:dismiss'), card: CardFacts, undo: z.boolean() });
/** "Hide all from this company" on a card (or its undo). */
const PageBlockCompanyMessage = z.object({
  type: z.literal('page:block-company'),
  company: z.string().check(z.maxLength(MAX_CARD_COMPANY)),
  undo: z.boolean(),
});
/** The export reminder's state and the automatic backups' (options page, popup). */
const BackupsStatusMessage = z.object({ type: z.literal('backups:status') });
/** "Back up now": an automatic backup at once, whatever its schedule. */
const BackupsRunMessage = z.object({ type: z.literal('backups:run') });
/** The options page lists the dismissed cards, or forgets them all. */
const ListsDismissedMessage = z.object({ type: z.literal('lists:dismissed'), clear: z.boolean() });
export const Mark = z.object({
  id: z.string().check(z.maxLength(200)),
  /** The posting's status, when the user has seen it. */
  status: z.optional(Status),
  /** The small label beside the card: its status, or why it is dimmed or hidden. */
  label: z.string().check(z.maxLength(120)),
  treatment: z.enum(CARD_TREATMENTS),
  dismissed: z.boolean(),
});
export type Mark = z.infer<typeof Mark>;
// Tracker (popup list, tracker page): queries answered from the background's index, and edits.
const ids = () => z.array(id()).check(z.minLength(1), z.maxLength(500));
const listQuery = () => z.omit(TrackerQuery, { offset: true, limit: true });
const TrackerQueryMessage = z.object({ type: z.literal('tracker:query'), query: TrackerQuery });
const TrackerBoardMessage = z.object({
  type: z.literal('tracker:board'),
  query: listQuery(),
  perColumn: z.number().check(z.int(), z.gte(1), z.lte(500)),
});
/** Every id a query matches ("select all"). */
const TrackerIdsMessage = z.object({ type: z.literal('tracker:ids'), query: listQuery() });
const TrackerFacetsMessage = z.object({ type: z.literal('tracker:facets') });
const PostingStatusMessage = z.object({ type: z.literal('posting:status'), id: id(), status: Status });
const PostingNotesMessage = z.object({ type: z.literal('posting:notes'), id: id(), notes: z.string().check(z.maxLength(50_000)) });
const PostingCheckMessage = z.object({
  type: z.literal('posting:check'),
  id: id(),
  itemId: z.string().check(z.minLength(1), z.maxLength(120)),
  done: z.boolean(),
});
/** The full analysis of one saved posting (details and comparison on the tracker page). */
/** A deep read the tracker page ran for a saved posting. */
const PostingDeepReadMessage = z.object({ type: z.literal('posting:deep-read'), id: id(), deepRead: StoredDeepRead });
const PostingAnalysisMessage = z.object({ type: z.literal('posting:analysis'), id: id() });
const PostingsStatusMessage = z.object({ type: z.literal('postings:status'), ids: ids(), status: Status });
/** Deletes several; the reply carries the records so that the page can undo. */
const PostingsDeleteMessage = z.object({ type: z.literal('postings:delete'), ids: ids() });
const PostingsRestoreMessage = z.object({
  type: z.literal('postings:restore'),
  records: z.array(StoredPosting).check(z.minLength(1), z.maxLength(500)),
});
/** A posting's reminders, replaced whole (popup, tracker). */
const PostingRemindersMessage = z.object({ type: z.literal('posting:reminders'), id: id(), reminders: Reminders });
/** Open reminders due before `until` (the page's end of today): the "Today" list. */
const RemindersDueMessage = z.object({ type: z.literal('reminders:due'), until: z.iso.datetime({ offset: true }) });
/** The tracker page's charts; weeks are counted on the page's clock (its offset from UTC, in minutes). */
const TrackerChartsMessage = z.object({
  type: z.literal('tracker:charts'),
  utcOffsetMinutes: z.number().check(z.int(), z.gte(-14 * 60), z.lte(14 * 60)),
});
/** Every interview as an iCalendar file. */
const RemindersIcsMessage = z.object({ type: z.literal('reminders:ics') });
export const ReminderItem = z.object({
  postingId: z.string().check(z.maxLength(300)),
  title: z.string().check(z.maxLength(1_000)),
  company: z.string().check(z.maxLength(1_000)),
  url: z.string().check(z.maxLength(4_000)),
  reminder: Reminder,
});
const TRACKER_REQUESTS = [
  TrackerChartsMessage,
  PostingRemindersMessage,
  RemindersDueMessage,
  RemindersIcsMessage,
  TrackerQueryMessage,
  TrackerBoardMessage,
  TrackerIdsMessage,
  TrackerFacetsMessage,
  PostingStatusMessage,
  PostingNotesMessage,
  PostingCheckMessage,
  PostingAnalysisMessage,
  PostingDeepReadMessage,
  PostingsStatusMessage,
  PostingsDeleteMessage,
  PostingsRestoreMessage,
] as const;
const TRACKER_TYPES = [
  'tracker:charts',
  'posting:reminders',
  'reminders:due',
  'reminders:ics',
  'tracker:query',
  'tracker:board',
  'tracker:ids',
  'tracker:facets',
  'posting:status',
  'posting:notes',
  'posting:check',
  'posting:analysis',
  'posting:deep-read',
  'postings:status',
  'postings:delete',
  'postings:restore',
] as const;
// The automatic snapshot before a migration or an import (extension pages only)
const DurabilityBackupMessage = z.object({ type: z.literal('durability:backup') });
/** Replaces every posting with the snapshot's: asked with a confirmation the page's second click gives. */
const DurabilityRestoreMessage = z.object({ type: z.literal('durability:restore'), confirm: z.literal('restore the snapshot') });
export const BackupInfo = z.object({
  takenAt: z.string().check(z.maxLength(40)),
  reason: z.enum(['migration', 'import', 'restore']),
  schemaVersion: z.number(),
  count: z.number(),
  hasSettings: z.boolean(),
  hasProfile: z.boolean(),
});
export type BackupInfo = z.infer<typeof BackupInfo>;
// Content-script diagnostics (a short error report, never page text beyond it)
/** Where in the content script a failure was caught. */
export const DIAGNOSTIC_PLACES = ['start', 'extract', 'observe', 'message', 'markers', 'sidebar', 'snapshot', 'analysis'] as const;
export const MAX_DIAGNOSTIC_MESSAGE = 200;
const PageDiagnosticMessage = z.object({
  type: z.literal('page:diagnostic'),
  where: z.enum(DIAGNOSTIC_PLACES),
  adapter: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/))),
  message: z.string().check(z.minLength(1), z.maxLength(MAX_DIAGNOSTIC_MESSAGE)),
});
export const DiagnosticEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  where: z.enum(DIAGNOSTIC_PLACES),
  adapter: z.optional(z.string().check(z.maxLength(40))),
  message: z.string().check(z.maxLength(MAX_DIAGNOSTIC_MESSAGE)),
  /** The same report again (same place, adapter and message) counts here instead of taking a new line. */
  count: z.number().check(z.int(), z.gte(1)),
});
export type DiagnosticEntry = z.infer<typeof DiagnosticEntry>;

export const Request = z.discriminatedUnion('type', [
  PagePostingMessage,
  PageNoneMessage,
  SidebarSaveMessage,
  SidebarUnsaveMessage,
  SidebarCloseMessage,
  SidebarCheckMessage,
  SidebarDeepReadMessage,
  PostingsListMessage,
  PostingGetMessage,
  PostingDeleteMessage,
  PostingRestoreMessage,
  TabReadMessage,
  TabStateMessage,
  SidebarSnapshotMessage,
  SidebarReportMessage,
  ReportsListMessage,
  ReportGetMessage,
  ReportDeleteMessage,
  DataExportMessage,
  DataImportMessage,
  DataEraseMessage,
  DataCountMessage,
  PageMarksMessage,
  PageDismissMessage,
  PageBlockCompanyMessage,
  ListsDismissedMessage,
  BackupsStatusMessage,
  BackupsRunMessage,
  ...TRACKER_REQUESTS,
  DurabilityBackupMessage,
  DurabilityRestoreMessage,
  PageDiagnosticMessage,
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];

export type Role = 'content' | 'sidebar' | 'page';

/** What each kind of sender may ask. A content script only proposes what its own page shows. */
export const ALLOWED: Record<Role, readonly RequestType[]> = {
  content: ['page:posting', 'page:none', 'page:marks', 'page:dismiss', 'page:block-company', 'page:diagnostic'],
  sidebar: ['sidebar:save', 'sidebar:unsave', 'sidebar:close', 'sidebar:check', 'sidebar:deep-read', 'sidebar:snapshot', 'sidebar:report'],
  page: [
    'postings:list',
    'posting:get',
    'posting:delete',
    'posting:restore',
    'tab:read',
    'tab:state',
    'reports:list',
    'report:get',
    'report:delete',
    'data:export',
    'data:import',
    'data:erase',
    'data:count',
    'lists:dismissed',
    'backups:status',
    'backups:run',
    ...TRACKER_TYPES,
    'durability:backup',
    'durability:restore',
  ],
};

/** The parts of runtime.MessageSender the router looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
  origin?: string;
  frameId?: number;
  tab?: { id?: number; url?: string };
}

const EXTENSION_PAGES = new Set(['/popup.html', '/options.html', '/tracker.html']);

/**
 * Who sent a message. Extension pages are recognised by their origin and path; anything from
 * another extension, or from a page with no tab, has no role and is refused.
 */
export function roleOf(sender: SenderInfo, extensionId: string, extensionOrigin: string): Role | undefined {
  if (sender.id !== extensionId || !sender.url) return undefined;
  let url: URL;
  try {
    url = new URL(sender.url);
  } catch {
    return undefined;
  }
  const origin = extensionOrigin.replace(/\/$/, '');
  // Compared as text: URL.origin is "null" for chrome-extension: outside the browser.
  if (sender.url.startsWith(`${origin}/`)) {
    if (sender.origin !== undefined && sender.origin !== origin) return undefined;
    if (url.pathname === '/sidebar.html') return sender.tab?.id !== undefined ? 'sidebar' : undefined;
    return EXTENSION_PAGES.has(url.pathname) ? 'page' : undefined;
  }
  if (sender.tab?.id === undefined) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return 'content';
}

// The same role recorded on another site, as the sidebar names it
export const DuplicateSummary = z.object({
  id: id(),
  site: z.string().check(z.maxLength(60)),
  /** The site's name for people ("LinkedIn"), or its host. */
  siteLabel: z.string().check(z.maxLength(120)),
  url: HttpUrl,
  title: z.string().check(z.maxLength(500)),
  lastSeenAt: z.iso.datetime({ offset: true }),
});
export type DuplicateSummary = z.infer<typeof DuplicateSummary>;

export const TabState = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('posting'),
    record: StoredPosting,
    analysis: z.optional(Analysis),
    duplicates: z.optional(z.array(DuplicateSummary).check(z.maxLength(MAX_DUPLICATES))),
  }),
  z.object({ kind: z.literal('none'), reason: reason() }),
  z.object({ kind: z.literal('blocked'), reason: reason() }),
  z.object({ kind: z.literal('waiting') }),
]);
export type TabState = z.infer<typeof TabState>;

/** Pushed by the background to the sidebar's port whenever its tab's posting changes. */
export const SidebarPush = z.object({ type: z.literal('tab-state'), state: TabState });
export type SidebarPush = z.infer<typeof SidebarPush>;

export { isCloseSidebarCommand, type CloseSidebarCommand } from './content-command';

/** What the tracker's requests add to a reply (see the tracker block above). */
interface TrackerReplyFields {
  page?: TrackerPage;
  board?: TrackerBoard;
  ids?: string[];
  facets?: TrackerFacets;
  analysis?: Analysis;
  count?: number;
}

export type Reply =
  | ({
      ok: true;
      id?: string;
      record?: StoredPosting;
      records?: StoredPosting[];
      deleted?: boolean;
      state?: TabState;
      read?: 'declared' | 'injected';
      snapshot?: z.infer<typeof PageSnapshot>;
      reports?: ReportSummary[];
      report?: StoredReport;
      text?: string;
      fileName?: string;
      count?: number;
      importReport?: ImportReport;
      marks?: Mark[];
      cardWords?: Record<string, string>;
      items?: ReminderItemShape[];
      charts?: TrackerCharts;
      backups?: { state: BackupState; exportDue: boolean; outcome?: BackupOutcome };
      dismissed?: DismissedCard[];
      backup?: BackupInfo | null;
      // The content script may write its diagnostics to the console (the user's debug setting)
      debug?: boolean;
    } & TrackerReplyFields)
  | { ok: false; error: string; reasons?: string[] };

export const ReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    id: z.optional(z.string()),
    record: z.optional(StoredPosting),
    records: z.optional(z.array(StoredPosting)),
    deleted: z.optional(z.boolean()),
    state: z.optional(TabState),
    read: z.optional(z.enum(['declared', 'injected'])),
    snapshot: z.optional(PageSnapshot),
    reports: z.optional(z.array(ReportSummary)),
    report: z.optional(StoredReport),
    text: z.optional(z.string()),
    fileName: z.optional(z.string().check(z.maxLength(100))),
    count: z.optional(z.number()),
    importReport: z.optional(ImportReport),
    marks: z.optional(z.array(Mark)),
    cardWords: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
    items: z.optional(z.array(ReminderItem).check(z.maxLength(10_000))),
    charts: z.optional(TrackerCharts),
    backups: z.optional(z.object({ state: BackupState, exportDue: z.boolean(), outcome: z.optional(z.enum(BACKUP_OUTCOMES)) })),
    dismissed: z.optional(DismissedCards),
    page: z.optional(TrackerPage),
    board: z.optional(TrackerBoard),
    ids: z.optional(z.array(z.string())),
    facets: z.optional(TrackerFacets),
    analysis: z.optional(Analysis),
    backup: z.optional(z.nullable(BackupInfo)),
    debug: z.optional(z.boolean()),
    reader: z.optional(z.boolean()),
  }),
  z.object({ ok: z.literal(false), error: z.string(), reasons: z.optional(z.array(z.string())) }),
]);

/** Two addresses belong to one site when they share the registrable part of the host. */
export function sameSite(a: string, b: string): boolean {
  try {
    return registrable(new URL(a).hostname) === registrable(new URL(b).hostname);
  } catch {
    return false;
  }
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

function registrable(host: string): string {
  const labels = host.toLowerCase().split('.');
  if (labels.length <= 2) return labels.join('.');
  const take = SECOND_LEVEL.has(labels[labels.length - 2]!) ? 3 : 2;
  return labels.slice(-take).join('.');
}
