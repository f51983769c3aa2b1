import fc from 'fast-check';
import type { StoredPosting } from '@/lib/db/schema';
import type { RequestType } from '@/lib/messages';
import type { RawPosting } from '@/lib/posting/raw';

// Copies of the contract's values (tests/unit/security-router-fuzz.test.ts checks them against lib/):
// the e2e runner cannot load lib/messages.ts, which reaches the locale JSON files.
export const STATUSES = ['viewed', 'saved', 'applied', 'interviewing', 'offer', 'rejected', 'archived'] as const;
export const DIAGNOSTIC_PLACES = ['start', 'extract', 'observe', 'message', 'markers', 'sidebar', 'snapshot', 'analysis'] as const;
export const MAX_MARK_IDS = 200;
export const TRACKER_VIEWS = ['saved', 'viewed', 'all'] as const;
export const SORT_KEYS = ['title', 'company', 'place', 'salary', 'overall', 'fit', 'status', 'savedAt', 'lastSeenAt'] as const;

/**
 * Forged messages, as a page that took over its renderer would send them to the background
 * from the content script's place (docs/reliability.md §1.1, §5 item 3). Every message says
 * what it is and whether the background may accept it: only well-formed `page:posting` (for the
 * sender's own site), `page:none`, `page:marks` and `page:diagnostic` may ever succeed from a content script.
 */

export type ForgeryKind = 'legit' | 'privileged' | 'wrong-shape' | 'prototype-keys' | 'other-site' | 'other-tab' | 'junk';

export interface Forged {
  kind: ForgeryKind;
  /** What it tries, for the figures ("posting:delete", "page:posting for linkedin", ...). */
  label: string;
  message: unknown;
  /** A content script may have this accepted (it is well-formed and speaks for its own page). */
  mayAccept: boolean;
}

export interface ForgeContext {
  /** A well-formed proposal of the sender's own page. */
  raw: RawPosting;
  /** The sender page's address. */
  senderUrl: string;
  /** Ids of postings other tabs show or the store holds. */
  postingIds: readonly string[];
  /** Ids of other tabs. */
  tabIds: readonly number[];
  /** A stored record to overwrite with (restore forgeries). */
  record: StoredPosting;
}

/** A well-formed deep read a forger would try to plant on a posting. */
export const FORGED_DEEP_READ = {
  provider: 'openai',
  model: 'forged',
  promptVersion: 'deep-read-3',
  lang: 'en',
  at: '2026-11-29T10:00:00.000Z',
  answer: { overall: { score: 100, summary: 'Best job ever' } },
  dropped: { quotes: 0 },
  ms: 1,
  sentChars: 1,
  trimmed: [],
  withProfile: false,
  repaired: false,
  hiddenInstructions: [],
};

/** Message types only the sidebar or the extension's own pages may send. */
export const PRIVILEGED_TYPES: readonly RequestType[] = [
  'sidebar:save',
  'sidebar:unsave',
  'sidebar:close',
  'sidebar:check',
  'sidebar:snapshot',
  'sidebar:report',
  'sidebar:deep-read',
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
  'durability:backup',
  'durability:restore',
];

const OTHER_SITES: readonly { site: string; url: string }[] = [
  { site: 'linkedin', url: 'https://www.linkedin.com/jobs/view/3901234567/' },
  { site: 'indeed', url: 'https://www.indeed.com/viewjob?jk=9a8b7c6d5e4f3a2b' },
  { site: 'lever', url: 'https://jobs.lever.co/quillmark/1f2e3d4c-0000-4000-8000-000000000001' },
  { site: 'boss', url: 'https://www.zhipin.com/job_detail/abc123.html' },
  { site: 'greenhouse', url: 'https://boards.greenhouse.io.evil.example/x/jobs/1' },
  { site: 'greenhouse', url: 'https://boards.greenhouse.io@evil.example/x/jobs/1' },
  { site: 'evil.example', url: 'https://evil.example/jobs/1' },
  { site: 'greenhouse', url: 'javascript:alert(1)//boards.greenhouse.io' },
  { site: 'greenhouse', url: 'data:text/html,<script>alert(1)</script>' },
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty'] as const;

/** A copy without the named keys. */
function without(value: object, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/** An object with an own key of that name (a computed key: `{ __proto__: x }` would set the prototype instead). */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return { ...target, [key]: value };
}

/** `browser`: the messages go through extension messaging (e2e); `direct`: handed to the router as they are (unit). */
export function forgedMessages(ctx: ForgeContext, transport: 'browser' | 'direct' = 'direct'): fc.Arbitrary<Forged> {
  const anyId = fc.oneof(fc.constantFrom(...ctx.postingIds), fc.string({ minLength: 3, maxLength: 60 }));
  const tabId = fc.oneof(fc.constantFrom(...ctx.tabIds), fc.nat({ max: 2 ** 31 - 1 }));
  const status = fc.constantFrom(...STATUSES);
  const query = fc.record({
    view: fc.constantFrom(...TRACKER_VIEWS),
    text: fc.string({ maxLength: 20 }),
    filters: fc.constant({}),
    sort: fc.record({ key: fc.constantFrom(...SORT_KEYS), dir: fc.constantFrom('asc', 'desc') }),
    offset: fc.nat({ max: 1000 }),
    limit: fc.integer({ min: 1, max: 500 }),
  });
  const listQuery = query.map((q) => without(q, 'offset', 'limit'));
  const forged =
    (label: string) =>
    (message: unknown): Forged => ({ kind: 'privileged', label, message, mayAccept: false });

  // Every privileged request, well-formed: refused for who sends it, not for its shape.
  const privileged = fc.oneof(
    anyId.map((id) => forged('sidebar:save')({ type: 'sidebar:save', id })),
    anyId.map((id) => forged('sidebar:unsave')({ type: 'sidebar:unsave', id })),
    fc.constant(forged('sidebar:close')({ type: 'sidebar:close' })),
    fc
      .tuple(anyId, fc.string({ minLength: 1, maxLength: 40 }), fc.boolean())
      .map(([id, itemId, done]) => forged('sidebar:check')({ type: 'sidebar:check', id, itemId, done })),
    anyId.map((id) => forged('sidebar:snapshot')({ type: 'sidebar:snapshot', id })),
    anyId.map((id) => forged('sidebar:deep-read')({ type: 'sidebar:deep-read', id, deepRead: FORGED_DEEP_READ })),
    anyId.map((id) => forged('posting:deep-read')({ type: 'posting:deep-read', id, deepRead: FORGED_DEEP_READ })),
    fc
      .tuple(anyId, fc.string({ minLength: 1, maxLength: 200 }))
      .map(([id, html]) => forged('sidebar:report')({ type: 'sidebar:report', id, url: ctx.senderUrl, html })),
    fc
      .option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined })
      .map((limit) => forged('postings:list')({ type: 'postings:list', ...(limit ? { limit } : {}) })),
    anyId.map((id) => forged('posting:get')({ type: 'posting:get', id })),
    anyId.map((id) => forged('posting:delete')({ type: 'posting:delete', id })),
    fc
      .string({ maxLength: 40 })
      .map((notes) => forged('posting:restore')({ type: 'posting:restore', record: { ...ctx.record, notes, status: 'archived' } })),
    tabId.map((id) => forged('tab:read')({ type: 'tab:read', tabId: id })),
    tabId.map((id) => forged('tab:state')({ type: 'tab:state', tabId: id })),
    fc.constant(forged('reports:list')({ type: 'reports:list' })),
    anyId.map((id) => forged('report:get')({ type: 'report:get', id })),
    anyId.map((id) => forged('report:delete')({ type: 'report:delete', id })),
    fc.constantFrom('json', 'csv').map((format) => forged('data:export')({ type: 'data:export', format })),
    fc
      .tuple(fc.string({ maxLength: 200 }), fc.boolean())
      .map(([text, restoreSettings]) =>
        forged('data:import')({ type: 'data:import', text: text || '{"format":"jobsight","version":1,"postings":[]}', restoreSettings }),
      ),
    fc.constant(forged('data:erase')({ type: 'data:erase', confirm: 'erase everything' })),
    fc.constant(forged('data:count')({ type: 'data:count' })),
    fc.constant(forged('durability:backup')({ type: 'durability:backup' })),
    fc.constant(forged('durability:restore')({ type: 'durability:restore', confirm: 'restore the snapshot' })),
    query.map((q) => forged('tracker:query')({ type: 'tracker:query', query: q })),
    fc
      .tuple(listQuery, fc.integer({ min: 1, max: 500 }))
      .map(([q, perColumn]) => forged('tracker:board')({ type: 'tracker:board', query: q, perColumn })),
    listQuery.map((q) => forged('tracker:ids')({ type: 'tracker:ids', query: q })),
    fc.constant(forged('tracker:facets')({ type: 'tracker:facets' })),
    fc.tuple(anyId, status).map(([id, s]) => forged('posting:status')({ type: 'posting:status', id, status: s })),
    fc.tuple(anyId, fc.string({ maxLength: 80 })).map(([id, notes]) => forged('posting:notes')({ type: 'posting:notes', id, notes })),
    fc
      .tuple(anyId, fc.string({ minLength: 1, maxLength: 40 }), fc.boolean())
      .map(([id, itemId, done]) => forged('posting:check')({ type: 'posting:check', id, itemId, done })),
    anyId.map((id) => forged('posting:analysis')({ type: 'posting:analysis', id })),
    fc
      .tuple(fc.array(anyId, { minLength: 1, maxLength: 5 }), status)
      .map(([ids, s]) => forged('postings:status')({ type: 'postings:status', ids, status: s })),
    fc.array(anyId, { minLength: 1, maxLength: 5 }).map((ids) => forged('postings:delete')({ type: 'postings:delete', ids })),
    fc.constant(forged('postings:restore')({ type: 'postings:restore', records: [{ ...ctx.record, notes: 'forged' }] })),
  );

  // The same privileged requests aimed at other tabs' postings and tabs: still privileged.
  const otherTab = fc
    .oneof(
      fc.constantFrom(...ctx.postingIds).map((id) => ({ type: 'sidebar:save', id })),
      fc.constantFrom(...ctx.postingIds).map((id) => ({ type: 'sidebar:check', id, itemId: 'quantify-metrics', done: true })),
      fc.constantFrom(...ctx.postingIds).map((id) => ({ type: 'posting:notes', id, notes: 'forged' })),
      fc.constantFrom(...ctx.postingIds).map((id) => ({ type: 'sidebar:deep-read', id, deepRead: FORGED_DEEP_READ })),
      fc.constantFrom(...ctx.tabIds).map((id) => ({ type: 'tab:read', tabId: id })),
      fc.constantFrom(...ctx.tabIds).map((id) => ({ type: 'tab:state', tabId: id })),
    )
    .map((message): Forged => ({ kind: 'other-tab', label: `${message.type} (other tab)`, message, mayAccept: false }));

  // What a content script may send, well-formed.
  const legitNone = fc
    .record({ reason: fc.string({ maxLength: 300 }), blocked: fc.option(fc.boolean(), { nil: undefined }) })
    .map(({ reason, blocked }) => ({
      type: 'page:none',
      reason,
      ...(blocked === undefined ? {} : { blocked }),
    }));
  const legitMarks = fc
    .array(fc.oneof(fc.constantFrom(...ctx.postingIds.map((id) => id.split(':')[1] ?? id)), fc.string({ minLength: 1, maxLength: 200 })), {
      maxLength: 20,
    })
    .map((ids) => ({ type: 'page:marks', cards: ids.map((id) => ({ id })) }));
  const legitDiagnostic = fc
    .record({ where: fc.constantFrom(...DIAGNOSTIC_PLACES), message: fc.string({ minLength: 1, maxLength: 200 }) })
    .map((m) => ({ type: 'page:diagnostic', ...m }));
  const legitPosting = fc
    .record({ id: fc.stringMatching(/^[0-9]{5,9}$/), title: fc.string({ minLength: 1, maxLength: 120 }) })
    .map(({ id, title }) => ({
      type: 'page:posting',
      raw: { ...ctx.raw, externalId: `9${id}`, title: title.trim() ? title : 'Forged title', readAt: new Date().toISOString() },
    }));
  const legitDismiss = fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 200 }),
      title: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
      undo: fc.boolean(),
    })
    .map(({ id, title, undo }) => ({ type: 'page:dismiss', card: { id, ...(title === undefined ? {} : { title }) }, undo }));
  const legitBlock = fc
    .record({ company: fc.string({ maxLength: 200 }), undo: fc.boolean() })
    .map((m) => ({ type: 'page:block-company', ...m }));
  const legit = fc
    .oneof(legitNone, legitMarks, legitDiagnostic, legitPosting, legitDismiss, legitBlock)
    .map((message): Forged => ({ kind: 'legit', label: message.type, message, mayAccept: true }));

  // Proposals under another site's key or address.
  const otherSite = fc
    .tuple(fc.constantFrom(...OTHER_SITES), fc.boolean(), fc.stringMatching(/^[0-9]{3,9}$/))
    .map(([other, keepOwnUrl, id]): Forged => {
      // Either the address is another site's, or the address is ours and the site key another's (the id is made of the key).
      const raw: RawPosting =
        keepOwnUrl && other.site !== ctx.raw.site
          ? { ...ctx.raw, site: other.site, adapter: other.site, externalId: id }
          : { ...ctx.raw, url: other.url, site: other.site, externalId: id };
      return {
        kind: 'other-site',
        label: `page:posting for ${keepOwnUrl ? `key ${raw.site}` : new URL(other.url.startsWith('http') ? other.url : 'https://x.invalid').hostname || other.site}`,
        message: { type: 'page:posting', raw: { ...raw, readAt: new Date().toISOString() } },
        mayAccept: false,
      };
    });

  // Shapes the schema must refuse: each mutation breaks a required field, a type or a limit.
  const base = fc.oneof(
    legitNone,
    legitMarks,
    legitDiagnostic,
    legitPosting,
    privileged.map((f) => f.message as Record<string, unknown>),
  );
  const mutationList: [string, (m: Record<string, unknown>) => unknown][] = [
    ['unknown type', (m) => ({ ...m, type: `${String(m['type'])}x` })],
    ['type in capitals', (m) => ({ ...m, type: String(m['type']).toUpperCase() })],
    ['type missing', (m) => without(m, 'type')],
    ['type not a string', (m) => ({ ...m, type: 7 })],
    ['message is an array', (m) => [m]],
    ['message is a string', (m) => JSON.stringify(m)],
    ['message is null', () => null],
    ['nested message', (m) => ({ type: 'page:none', reason: 1, message: m })],
    ['every field a number', (m) => Object.fromEntries(Object.keys(m).map((k) => [k, k === 'type' ? m[k] : 42]))],
    ['page:none reason too long', () => ({ type: 'page:none', reason: 'x'.repeat(301) })],
    ['page:none without reason', () => ({ type: 'page:none' })],
    [
      'page:marks too many ids',
      () => ({ type: 'page:marks', cards: Array.from({ length: MAX_MARK_IDS + 1 }, (_, i) => ({ id: String(i) })) }),
    ],
    ['page:marks id too long', () => ({ type: 'page:marks', cards: [{ id: 'x'.repeat(201) }] })],
    ['page:marks ids not an array', () => ({ type: 'page:marks', cards: 'abc' })],
    ['page:marks company too long', () => ({ type: 'page:marks', cards: [{ id: '1', company: 'x'.repeat(201) }] })],
    ['page:block-company name too long', () => ({ type: 'page:block-company', company: 'x'.repeat(201), undo: false })],
    ['page:dismiss without undo', () => ({ type: 'page:dismiss', card: { id: '1' } })],
    ['page:diagnostic unknown place', () => ({ type: 'page:diagnostic', where: 'anywhere', message: 'x' })],
    ['page:diagnostic empty message', () => ({ type: 'page:diagnostic', where: 'extract', message: '' })],
    [
      'page:diagnostic adapter with page text',
      () => ({ type: 'page:diagnostic', where: 'extract', message: 'x', adapter: 'Dear Jane, your offer' }),
    ],
    ['page:posting without raw', () => ({ type: 'page:posting' })],
    ['page:posting title a number', () => ({ type: 'page:posting', raw: { ...ctx.raw, title: 42 } })],
    ['page:posting without url', () => ({ type: 'page:posting', raw: without(ctx.raw, 'url') })],
    ['page:posting bad readAt', () => ({ type: 'page:posting', raw: { ...ctx.raw, readAt: 'yesterday' } })],
    ['page:posting title too long', () => ({ type: 'page:posting', raw: { ...ctx.raw, title: 'T'.repeat(20_000) } })],
    [
      'page:posting too many locations',
      () => ({ type: 'page:posting', raw: { ...ctx.raw, locations: Array.from({ length: 1000 }, () => ({ raw: 'Berlin' })) } }),
    ],
    ['page:posting bad field source', () => ({ type: 'page:posting', raw: { ...ctx.raw, fieldsFrom: { title: 'the page itself' } } })],
    ['page:posting market unknown', () => ({ type: 'page:posting', raw: { ...ctx.raw, market: 'mars' } })],
  ];
  const mutations = fc.constantFrom(...mutationList);
  const wrongShape = fc.tuple(base, mutations).map(([message, [label, mutate]]): Forged => ({
    kind: 'wrong-shape',
    label,
    message: mutate(message as Record<string, unknown>),
    mayAccept: false,
  }));

  // Prototype keys at every level of a well-formed message: stripped or refused, never merged into anything.
  const prototypeKeys = fc
    .tuple(
      fc.oneof(legitNone, legitPosting, legitMarks),
      fc.constantFrom(...PROTO_KEYS),
      fc.constantFrom('top', 'raw', 'fieldsFrom', 'location', 'salaryData'),
    )
    .map(([message, key, where]): Forged => {
      const payload = { polluted: 'yes', isAdmin: true, type: 'posting:delete' };
      let forgedMessage: Record<string, unknown>;
      let mayAccept = true;
      if (where === 'top' || !('raw' in message)) forgedMessage = withKey(message, key, payload);
      else {
        const raw = message.raw as RawPosting & Record<string, unknown>;
        if (where === 'raw') forgedMessage = { ...message, raw: withKey(raw, key, payload) };
        else if (where === 'fieldsFrom') {
          // A record's keys are data: an object value there is not a field source, so the message is refused.
          // Except "__proto__" sent through the browser: extension messaging rebuilds objects by assignment, so the
          // key arrives as that object's prototype, not as a key (nothing of it is read or kept).
          forgedMessage = { ...message, raw: { ...raw, fieldsFrom: withKey(raw.fieldsFrom, key, payload) } };
          mayAccept = key === '__proto__' && transport === 'browser';
        } else if (where === 'location')
          forgedMessage = { ...message, raw: { ...raw, locations: [withKey({ raw: 'Berlin' }, key, payload)] } };
        else forgedMessage = { ...message, raw: { ...raw, salaryData: withKey({ min: 1, max: 2, currency: 'EUR' }, key, payload) } };
      }
      return {
        kind: 'prototype-keys',
        label: `${key} in ${where === 'top' || message.type !== 'page:posting' ? `${String(message.type)}` : `page:posting ${where}`}`,
        message: forgedMessage,
        mayAccept,
      };
    });

  const junk = fc
    .oneof(fc.jsonValue({ maxDepth: 4 }), fc.record({ type: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }))
    .map((message): Forged => ({ kind: 'junk', label: 'random value', message, mayAccept: false }));

  return fc.oneof(
    { weight: 40, arbitrary: privileged },
    { weight: 8, arbitrary: otherTab },
    { weight: 10, arbitrary: legit },
    { weight: 10, arbitrary: otherSite },
    { weight: 16, arbitrary: wrongShape },
    { weight: 8, arbitrary: prototypeKeys },
    { weight: 8, arbitrary: junk },
  );
}

/** Huge payloads, each over a limit: refused for their size, and the worker survives them. */
export function oversizedMessages(ctx: Pick<ForgeContext, 'raw'>): Forged[] {
  const mb = (n: number) => 'x'.repeat(n * 1024 * 1024);
  return [
    { kind: 'wrong-shape', label: 'oversized page:none reason (2 MB)', message: { type: 'page:none', reason: mb(2) }, mayAccept: false },
    {
      kind: 'wrong-shape',
      label: 'oversized description (8 MB)',
      message: { type: 'page:posting', raw: { ...ctx.raw, description: mb(8) } },
      mayAccept: false,
    },
    {
      kind: 'wrong-shape',
      label: 'oversized marks (50,000 ids)',
      message: { type: 'page:marks', cards: Array.from({ length: 50_000 }, (_, i) => ({ id: `id-${i}` })) },
      mayAccept: false,
    },
    {
      kind: 'wrong-shape',
      label: 'oversized diagnostic (1 MB)',
      message: { type: 'page:diagnostic', where: 'extract', message: mb(1) },
      mayAccept: false,
    },
    {
      kind: 'privileged',
      label: 'oversized data:import (20 MB)',
      message: { type: 'data:import', text: mb(20), restoreSettings: true },
      mayAccept: false,
    },
    {
      kind: 'wrong-shape',
      label: 'deeply nested value (1,500 levels)',
      message: { type: 'page:none', reason: 'x', extra: JSON.parse(`${'['.repeat(1500)}${']'.repeat(1500)}`) as unknown },
      // Extra keys are stripped: a well-formed page:none with a deep extra value may pass, and nothing is kept of it.
      mayAccept: true,
    },
  ];
}

/** The refusal reasons as figures: the first words of each error, numbers and ids removed. */
export function reasonOf(error: string): string {
  if (/ is not allowed from a /.test(error)) return `not allowed from a ${error.split(' is not allowed from a ')[1]}`;
  if (/^invalid posting/.test(error)) return 'invalid posting (normalize)';
  return error.replace(/[0-9]+/g, 'N').slice(0, 60);
}
