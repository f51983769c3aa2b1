import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { route, type RouterDeps } from '@/lib/background/router';
import { sitesForSender } from '@/lib/background/sender-site';
import { extractPage } from '@/lib/extract';
import { ALLOWED, Request, sameSite, type Role, type SenderInfo, type TabState } from '@/lib/messages';
import type { RawPosting } from '@/lib/posting/raw';
import { loadCorpus } from '../support/corpus';
import * as forgedModule from '../support/forged';
import { forgedMessages, PRIVILEGED_TYPES, reasonOf, type ForgeContext } from '../support/forged';
import { DIAGNOSTIC_PLACES, MAX_MARK_IDS } from '@/lib/messages';
import { STATUSES } from '@/lib/db/schema';
import { SORT_KEYS, TRACKER_VIEWS } from '@/lib/tracker/types';
import { sampleRecord } from '../support/records';

/**
 * The router's role matrix under generated senders × messages (docs/reliability.md §5 item 3).
 * The router may act only when the message is well-formed, the sender has a role, and the role may ask
 * it; before that nothing of the background is touched. Past the gate, a content script's proposal
 * must speak for its own site, and a sidebar only for its own tab's posting.
 */

const EXT = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXT}`;
const PAGE_URL = 'https://boards.greenhouse.io/lumenfieldlabs/jobs/4071123';
const OWN_TAB = 7;
const OWN_ID = 'greenhouse:4071123';
const GATE_ERRORS = new Set(['malformed message', 'unknown sender']);
const CASES = 120_000;

function legacyRaw(): RawPosting {
  const fixture = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
  const { document } = parseHTML(readFileSync(fixture.pagePath, 'utf8'));
  const result = extractPage(document as unknown as Document, fixture.meta.url, '2026-11-29T09:59:00.000Z');
  if (result.kind !== 'posting') throw new Error('fixture has no posting');
  return result.raw;
}

interface GeneratedSender {
  sender: SenderInfo;
  /** The role it has by construction. */
  role: Role | undefined;
  label: string;
}

const webUrls = fc.constantFrom(
  PAGE_URL,
  'https://www.linkedin.com/jobs/view/1/',
  'http://localhost:5178/jobsight-demo/architect.html',
  'https://evil.example/',
  'https://boards.greenhouse.io.evil.example/x',
);
const extensionPages = fc.constantFrom('/popup.html', '/options.html', '/tracker.html', '/popup.html?x=1', '/options.html#data');
const strangeUrls = fc.constantFrom(
  'file:///etc/passwd',
  'chrome://settings/',
  'about:blank',
  'data:text/html,x',
  'javascript:alert(1)',
  'blob:https://evil.example/1',
  `${ORIGIN}.evil.example/popup.html`,
  `chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/popup.html`,
  'not a url',
  '',
);
const tab = fc.record({ id: fc.integer({ min: 1, max: 20 }), url: fc.constant(PAGE_URL) });

const senders: fc.Arbitrary<GeneratedSender> = fc.oneof(
  fc.tuple(webUrls, tab, fc.nat({ max: 4 })).map(([url, t, frameId]) => ({
    sender: { id: EXT, url, tab: t, frameId, origin: new URL(url).origin },
    role: 'content' as const,
    label: 'content script',
  })),
  fc.tuple(tab, fc.constantFrom('', '#token', '?q=1')).map(([t, suffix]) => ({
    sender: { id: EXT, url: `${ORIGIN}/sidebar.html${suffix}`, origin: ORIGIN, tab: t, frameId: 3 },
    role: 'sidebar' as const,
    label: 'sidebar frame',
  })),
  fc.tuple(extensionPages, fc.option(tab, { nil: undefined })).map(([path, t]) => ({
    sender: { id: EXT, url: `${ORIGIN}${path}`, origin: ORIGIN, ...(t ? { tab: t } : {}) },
    role: 'page' as const,
    label: 'extension page',
  })),
  // No role: other extensions, missing fields, pages of ours that are not a messaging page, foreign origins.
  fc.oneof(
    webUrls.map((url) => ({
      sender: { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url, tab: { id: 3 } },
      role: undefined,
      label: 'another extension',
    })),
    webUrls.map((url) => ({ sender: { url, tab: { id: 3 } }, role: undefined, label: 'no extension id' })),
    webUrls.map((url) => ({ sender: { id: EXT, url }, role: undefined, label: 'web page without a tab' })),
    fc.constant({ sender: { id: EXT, tab: { id: 3 } }, role: undefined, label: 'no url' }),
    fc.constant({ sender: { id: EXT, url: `${ORIGIN}/sidebar.html`, origin: ORIGIN }, role: undefined, label: 'sidebar without a tab' }),
    fc
      .constantFrom('/background.js', '/sidebar.htm', '/content-scripts/job.js', '/popup.html/../x.html', '/_locales/en/messages.json')
      .map((path) => ({ sender: { id: EXT, url: `${ORIGIN}${path}`, origin: ORIGIN }, role: undefined, label: 'other file of ours' })),
    fc.constantFrom('/popup.html', '/sidebar.html').map((path) => ({
      sender: { id: EXT, url: `${ORIGIN}${path}`, origin: 'https://evil.example', tab: { id: 3 } },
      role: undefined,
      label: 'foreign origin',
    })),
    strangeUrls.map((url) => ({ sender: { id: EXT, url, tab: { id: 3 } }, role: undefined, label: 'strange scheme' })),
  ),
);

describe('router fuzz: generated senders × messages', () => {
  it("the generator's copies of the contract's values are the contract's", () => {
    expect(forgedModule.STATUSES).toEqual(STATUSES);
    expect(forgedModule.DIAGNOSTIC_PLACES).toEqual(DIAGNOSTIC_PLACES);
    expect(forgedModule.MAX_MARK_IDS).toBe(MAX_MARK_IDS);
    expect(forgedModule.TRACKER_VIEWS).toEqual(TRACKER_VIEWS);
    expect(forgedModule.SORT_KEYS).toEqual(SORT_KEYS);
    // Every type the sidebar and the pages may send is forged, and none a content script may send.
    expect(new Set(PRIVILEGED_TYPES)).toEqual(new Set([...ALLOWED.sidebar, ...ALLOWED.page]));
  });

  it(`holds the role matrix over ${CASES.toLocaleString('en')} cases`, async () => {
    const raw = legacyRaw();
    const record = sampleRecord('greenhouse', '4071123', { status: 'saved', notes: 'mine' });
    const ctx: ForgeContext = {
      raw,
      senderUrl: PAGE_URL,
      postingIds: [OWN_ID, 'linkedin:3901234567', 'greenhouse:555'],
      tabIds: [OWN_TAB, 8, 9],
      record,
    };
    const messages = forgedMessages(ctx).map((f) => f.message);
    const ownState: TabState = { kind: 'posting', record: { ...record, status: 'viewed' } };

    const figures = { cases: 0, byRole: new Map<string, number>(), refused: new Map<string, number>(), reached: new Map<string, number>() };
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

    await fc.assert(
      fc.asyncProperty(senders, messages, async ({ sender, role, label }, message) => {
        let touched = '';
        const touch = (what: string) => {
          touched ||= what;
        };
        const deps: RouterDeps = {
          extensionId: EXT,
          extensionOrigin: ORIGIN,
          // Past the gate the database is not needed to judge the matrix: reaching it is what is counted.
          db: async () => {
            touch('db');
            throw new Error('db reached');
          },
          now: () => new Date().toISOString(),
          getTabState: async (tabId) => {
            touch('tab state');
            return tabId === OWN_TAB ? ownState : undefined;
          },
          setTabState: async () => touch('set tab state'),
          updateTabPosting: async () => {
            touch('update tab posting');
            return true;
          },
          closeSidebar: async () => touch('close sidebar'),
          readTab: async () => {
            touch('read tab');
            return 'declared';
          },
          snapshotTab: async () => {
            touch('snapshot');
            return undefined;
          },
          diagnose: async () => {
            touch('diagnose');
            return { kept: true, debug: false };
          },
        };
        figures.cases++;
        bump(figures.byRole, label);
        const reply = await route(message, sender, deps);
        const parsed = Request.safeParse(message);
        const type = parsed.success ? parsed.data.type : undefined;

        if (!parsed.success || !role || !ALLOWED[role].includes(type!)) {
          // The gate: refused with its reason, and nothing behind it touched.
          expect(reply.ok).toBe(false);
          expect(touched).toBe('');
          const error = reply.ok ? '' : reply.error;
          if (!parsed.success) expect(error).toBe('malformed message');
          else if (!role) expect(error).toBe('unknown sender');
          else expect(error).toBe(`${type} is not allowed from a ${role}`);
          expect(GATE_ERRORS.has(error) || error.includes(' is not allowed from a ')).toBe(true);
          bump(figures.refused, reasonOf(error));
          return;
        }
        bump(figures.reached, `${role} ${type}`);
        const request = parsed.data;
        // Past the gate: a proposal speaks for its own site (address and key), or nothing is written.
        if (request.type === 'page:posting') {
          const own = sameSite(request.raw.url, sender.url!) && sitesForSender(sender.url!).includes(request.raw.site);
          if (!own) {
            expect(reply).toMatchObject({ ok: false });
            expect(['', 'tab state']).toContain(touched);
          }
        }
        // A sidebar acts only on its own tab's posting.
        if (role === 'sidebar' && 'id' in request && request.type.startsWith('sidebar:')) {
          const ownPosting = sender.tab?.id === OWN_TAB && request.id === ownState.record.id;
          if (!ownPosting) {
            expect(reply).toMatchObject({ ok: false, error: 'not the posting of this tab' });
            expect(touched).toBe('tab state');
          }
        }
      }),
      { numRuns: CASES, seed: 20261130 },
    );

    const table = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
    console.log(`router fuzz: ${figures.cases} cases; senders ${table(figures.byRole)}`);
    console.log(`router fuzz: refused at the gate ${table(figures.refused)}`);
    console.log(`router fuzz: past the gate ${table(figures.reached)}`);
    // Every kind of sender and every content-script type was tried.
    expect(figures.cases).toBe(CASES);
    for (const type of ALLOWED.content) expect(figures.reached.get(`content ${type}`) ?? 0).toBeGreaterThan(100);
    for (const role of ['sidebar', 'page'] as const) expect([...figures.reached.keys()].some((k) => k.startsWith(role))).toBe(true);
    // Privileged types from a content script never got past the gate.
    for (const type of PRIVILEGED_TYPES) expect(figures.reached.has(`content ${type}`)).toBe(false);
  }, 300_000);
});
