import * as z from 'zod/mini';
import { RawPosting } from './posting/raw';
import { StoredPosting } from './db/schema';
import { Analysis } from './analyze/schema';
import { Status } from './db/schema';
import { TrackerBoard, TrackerFacets, TrackerPage, TrackerQuery } from './tracker/types';

/**
 * Every message between the extension's contexts, validated with zod at both ends.
 * Who may send what is decided by `roleOf(sender)` and `ALLOWED`, never by the message itself.
 */

const id = () => z.string().check(z.minLength(3), z.maxLength(300));
const reason = () => z.string().check(z.maxLength(300));

// From a content script (the least trusted sender: it runs inside the job site's page).
export const PagePostingMessage = z.object({ type: z.literal('page:posting'), raw: RawPosting });
export const PageNoneMessage = z.object({ type: z.literal('page:none'), reason: reason(), blocked: z.optional(z.boolean()) });

// From the sidebar frame: acts only on the posting of its own tab.
export const SidebarSaveMessage = z.object({ type: z.literal('sidebar:save'), id: id() });
export const SidebarUnsaveMessage = z.object({ type: z.literal('sidebar:unsave'), id: id() });
export const SidebarCloseMessage = z.object({ type: z.literal('sidebar:close') });
export const SidebarCheckMessage = z.object({ type: z.literal('sidebar:check'), id: id(), itemId: z.string().check(z.minLength(1), z.maxLength(120)), done: z.boolean() });

// From the extension's own pages (popup, options, tracker).
export const PostingsListMessage = z.object({ type: z.literal('postings:list'), limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20_000))) });
export const PostingGetMessage = z.object({ type: z.literal('posting:get'), id: id() });
export const PostingDeleteMessage = z.object({ type: z.literal('posting:delete'), id: id() });
/** The popup asks to read its tab: the toolbar click granted activeTab for it. */
export const TabReadMessage = z.object({ type: z.literal('tab:read'), tabId: z.number().check(z.int(), z.gte(0)) });
export const TabStateMessage = z.object({ type: z.literal('tab:state'), tabId: z.number().check(z.int(), z.gte(0)) });
export const PostingRestoreMessage = z.object({ type: z.literal('posting:restore'), record: StoredPosting });

// ── Tracker (popup list, tracker page): queries answered from the background's index, and edits. ──
const ids = () => z.array(id()).check(z.minLength(1), z.maxLength(500));
const listQuery = () => z.omit(TrackerQuery, { offset: true, limit: true });
export const TrackerQueryMessage = z.object({ type: z.literal('tracker:query'), query: TrackerQuery });
export const TrackerBoardMessage = z.object({ type: z.literal('tracker:board'), query: listQuery(), perColumn: z.number().check(z.int(), z.gte(1), z.lte(500)) });
/** Every id a query matches ("select all"). */
export const TrackerIdsMessage = z.object({ type: z.literal('tracker:ids'), query: listQuery() });
export const TrackerFacetsMessage = z.object({ type: z.literal('tracker:facets') });
export const PostingStatusMessage = z.object({ type: z.literal('posting:status'), id: id(), status: Status });
export const PostingNotesMessage = z.object({ type: z.literal('posting:notes'), id: id(), notes: z.string().check(z.maxLength(50_000)) });
export const PostingCheckMessage = z.object({ type: z.literal('posting:check'), id: id(), itemId: z.string().check(z.minLength(1), z.maxLength(120)), done: z.boolean() });
/** The full analysis of one saved posting (details and comparison on the tracker page). */
export const PostingAnalysisMessage = z.object({ type: z.literal('posting:analysis'), id: id() });
export const PostingsStatusMessage = z.object({ type: z.literal('postings:status'), ids: ids(), status: Status });
/** Deletes several; the reply carries the records so that the page can undo. */
export const PostingsDeleteMessage = z.object({ type: z.literal('postings:delete'), ids: ids() });
export const PostingsRestoreMessage = z.object({ type: z.literal('postings:restore'), records: z.array(StoredPosting).check(z.minLength(1), z.maxLength(500)) });
const TRACKER_REQUESTS = [
  TrackerQueryMessage,
  TrackerBoardMessage,
  TrackerIdsMessage,
  TrackerFacetsMessage,
  PostingStatusMessage,
  PostingNotesMessage,
  PostingCheckMessage,
  PostingAnalysisMessage,
  PostingsStatusMessage,
  PostingsDeleteMessage,
  PostingsRestoreMessage,
] as const;
const TRACKER_TYPES = [
  'tracker:query',
  'tracker:board',
  'tracker:ids',
  'tracker:facets',
  'posting:status',
  'posting:notes',
  'posting:check',
  'posting:analysis',
  'postings:status',
  'postings:delete',
  'postings:restore',
] as const;
// ── end tracker ──

export const Request = z.discriminatedUnion('type', [
  PagePostingMessage,
  PageNoneMessage,
  SidebarSaveMessage,
  SidebarUnsaveMessage,
  SidebarCloseMessage,
  SidebarCheckMessage,
  PostingsListMessage,
  PostingGetMessage,
  PostingDeleteMessage,
  PostingRestoreMessage,
  TabReadMessage,
  TabStateMessage,
  ...TRACKER_REQUESTS,
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];

export type Role = 'content' | 'sidebar' | 'page';

/** What each kind of sender may ask. A content script only proposes what its own page shows. */
export const ALLOWED: Record<Role, readonly RequestType[]> = {
  content: ['page:posting', 'page:none'],
  sidebar: ['sidebar:save', 'sidebar:unsave', 'sidebar:close', 'sidebar:check'],
  page: ['postings:list', 'posting:get', 'posting:delete', 'posting:restore', 'tab:read', 'tab:state', ...TRACKER_TYPES],
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

export const TabState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('posting'), record: StoredPosting, analysis: z.optional(Analysis) }),
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
export interface TrackerReplyFields {
  page?: TrackerPage;
  board?: TrackerBoard;
  ids?: string[];
  facets?: TrackerFacets;
  analysis?: Analysis;
  count?: number;
}

export type Reply =
  | ({ ok: true; id?: string; record?: StoredPosting; records?: StoredPosting[]; deleted?: boolean; state?: TabState; read?: 'declared' | 'injected' } & TrackerReplyFields)
  | { ok: false; error: string };

export const ReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    id: z.optional(z.string()),
    record: z.optional(StoredPosting),
    records: z.optional(z.array(StoredPosting)),
    deleted: z.optional(z.boolean()),
    state: z.optional(TabState),
    read: z.optional(z.enum(['declared', 'injected'])),
    // tracker
    page: z.optional(TrackerPage),
    board: z.optional(TrackerBoard),
    ids: z.optional(z.array(z.string())),
    facets: z.optional(TrackerFacets),
    analysis: z.optional(Analysis),
    count: z.optional(z.number()),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
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
