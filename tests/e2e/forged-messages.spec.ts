import fc from 'fast-check';
import type { StoredPosting } from '@/lib/db/schema';
import type { RawPosting } from '@/lib/posting/raw';
import { loadCorpus } from '../support/corpus';
import { forgedMessages, oversizedMessages, reasonOf, type ForgeContext, type Forged } from '../support/forged';
import { sampleRecord } from '../support/records';
import { putRecords } from './data-support';
import { closeSidebar, expect, serveFixture, sidebarFrame, tabStates, test } from './fixtures';
import { dumpDatabase, openWithContentWorld } from './security-support';

/**
 * 10,000 generated messages sent to the background from the content script's own world
 * (DevTools evaluates them in Jobsight's isolated world of a job page): what a page that took over its
 * renderer could send. Only well-formed proposals for the sender's own page may succeed; the worker
 * survives; the database holds nothing new but those proposals, and the user's data is untouched.
 */

const legacy = loadCorpus().find((c) => c.site === 'greenhouse' && c.name === 'legacy-board')!;
const other = loadCorpus().find((c) => c.site === 'linkedin' && c.name === 'guest-view')!;
const COUNT = 10_000;
const BATCH = 250;

interface Outcome {
  ok: boolean;
  error?: string;
}

/** A well-formed proposal of the sender's own page, as its content script makes it (from what the tab shows). */
function rawOf(record: StoredPosting): RawPosting {
  const { posting } = record;
  return {
    url: posting.url,
    site: posting.source.site,
    adapter: posting.source.adapter,
    externalId: posting.source.externalId,
    fieldsFrom: { title: 'adapter' },
    title: posting.title,
    company: posting.company.name,
    locations: posting.locations.map((l) => ({ raw: l.raw })),
    workModeHints: [],
    employmentTypeHints: [],
    seniorityHints: [],
    description: posting.description.text,
    tags: [],
    skillHints: [],
    pageFacts: [],
    readAt: new Date().toISOString(),
  };
}

/** A record without its links to duplicates (a new proposal of the same role links itself to older records). */
const withoutLinks = (record: StoredPosting) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'duplicates'));

test(`${COUNT.toLocaleString('en')} forged messages from a content script: none accepted that should not be, the worker survives, the data stays`, async ({
  jobsight,
}) => {
  test.setTimeout(180_000);
  // Another tab shows another site's posting; the user has saved work the forgeries aim at.
  await serveFixture(jobsight.context, other);
  const otherPage = await jobsight.context.newPage();
  await otherPage.goto(other.meta.url);
  await sidebarFrame(otherPage);
  const mine = sampleRecord('linkedin', '3901234567', { status: 'interviewing', notes: 'Recruiter call on Tuesday; ask about on-call.' });
  await putRecords(jobsight.worker, [mine]);

  await serveFixture(jobsight.context, legacy);
  const { page, world } = await openWithContentWorld(jobsight, legacy.meta.url);
  // The forger's own sidebar is closed: it is not the subject here, and every accepted proposal would redraw it.
  await closeSidebar(page, await sidebarFrame(page));
  await expect.poll(() => page.frames().some((f) => f.url().includes('/sidebar.html'))).toBe(false);
  await expect
    .poll(async () => Object.values(await tabStates(jobsight.worker)).filter((s) => (s as { kind: string }).kind === 'posting').length)
    .toBe(2);

  const states = (await tabStates(jobsight.worker)) as Record<string, { kind: string; record?: StoredPosting }>;
  const tabIds = Object.keys(states).map((key) => Number(key.slice(4)));
  const otherTabKey = Object.keys(states).find((key) => states[key]!.record?.posting.source.site === 'linkedin')!;
  const before = await dumpDatabase(jobsight.worker);
  const beforeIds = new Set((before['postings'] as StoredPosting[]).map((r) => r.id));
  const ctx: ForgeContext = {
    raw: rawOf(Object.values(states).find((s) => s.record?.posting.source.site === 'greenhouse')!.record!),
    senderUrl: legacy.meta.url,
    postingIds: [...beforeIds],
    tabIds,
    record: mine,
  };

  // The worker must be the same one at the end: a crash or restart would lose this mark.
  const mark = `fuzz-${Date.now()}`;
  await jobsight.worker.evaluate((value) => void ((globalThis as { fuzzMark?: string }).fuzzMark = value), mark);
  let workerClosed = false;
  jobsight.worker.on('close', () => (workerClosed = true));

  const forged: Forged[] = [
    ...fc.sample(forgedMessages(ctx, 'browser'), { numRuns: COUNT - 6, seed: 20261130 }),
    ...oversizedMessages(ctx),
  ];
  expect(forged).toHaveLength(COUNT);
  const outcomes: Outcome[] = [];
  const began = Date.now();
  for (let start = 0; start < forged.length; start += BATCH) {
    const batch = forged.slice(start, start + BATCH).map((f) => f.message);
    // JSON text parsed in the content world: "__proto__" keys arrive as own keys, as a forger would send them.
    const replies = await world.evaluate<Outcome[]>(`(async () => {
      const list = JSON.parse(${JSON.stringify(JSON.stringify(batch))});
      return Promise.all(list.map((message) => chrome.runtime.sendMessage(message).then(
        (reply) => reply === undefined ? { ok: false, error: 'no reply' } : { ok: reply.ok === true, error: reply.error },
        (error) => ({ ok: false, error: 'send threw: ' + String(error && error.message).slice(0, 80) }),
      )));
    })()`);
    outcomes.push(...replies);
  }

  // Figures: sent, accepted (by what), refused (by reason).
  const accepted = new Map<string, number>();
  const refused = new Map<string, number>();
  const wrongly: string[] = [];
  forged.forEach((f, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) {
      accepted.set(f.label, (accepted.get(f.label) ?? 0) + 1);
      if (!f.mayAccept) wrongly.push(`${f.kind}: ${f.label}`);
    } else refused.set(reasonOf(outcome.error ?? ''), (refused.get(reasonOf(outcome.error ?? '')) ?? 0) + 1);
  });
  const table = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
  const acceptedCount = [...accepted.values()].reduce((a, b) => a + b, 0);
  console.log(`forged messages: ${forged.length} sent in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  console.log(
    `forged messages: sent ${forged.length}, accepted ${acceptedCount} (${table(accepted)}), refused ${forged.length - acceptedCount}`,
  );
  console.log(`forged messages refused by reason: ${table(refused)}`);
  const kinds = new Map<string, number>();
  for (const f of forged) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
  console.log(`forged messages by kind: ${table(kinds)}`);

  expect(wrongly).toEqual([]);
  expect(
    outcomes.filter((o) => /send threw|no reply/.test(o.error ?? '') && !/message length exceeded|exceeds|too large/i.test(o.error ?? '')),
  ).toEqual([]);
  // The worker lived through it all, and nothing was merged into Object.prototype.
  expect(workerClosed).toBe(false);
  expect(await jobsight.worker.evaluate(() => (globalThis as { fuzzMark?: string }).fuzzMark)).toBe(mark);
  expect(
    await jobsight.worker.evaluate(() => [
      Object.keys(Object.prototype),
      ({} as { polluted?: unknown }).polluted,
      ({} as { isAdmin?: unknown }).isAdmin,
    ]),
  ).toEqual([[], undefined, undefined]);

  // The database: every record that was there is as it was (links to new duplicates aside); the new ones
  // are the sender's own proposals, seen and not saved; no report was added.
  const after = await dumpDatabase(jobsight.worker);
  const afterRecords = after['postings'] as StoredPosting[];
  for (const record of before['postings'] as StoredPosting[])
    expect(withoutLinks(afterRecords.find((r) => r.id === record.id)!)).toEqual(withoutLinks(record));
  const added = afterRecords.filter((r) => !beforeIds.has(r.id));
  const proposed = new Set(
    forged
      .filter((f, i) => outcomes[i]!.ok && (f.message as { type?: string }).type === 'page:posting')
      .map((f) => `greenhouse:${(f.message as { raw: { externalId: string } }).raw.externalId}`),
  );
  for (const record of added) {
    expect(proposed.has(record.id), record.id).toBe(true);
    expect(record).toMatchObject({ status: 'viewed', notes: '', checklist: [], site: 'greenhouse' });
  }
  for (const record of afterRecords) for (const id of record.duplicates ?? []) expect(beforeIds.has(id) || proposed.has(id)).toBe(true);
  expect(after['reports']).toEqual(before['reports']);
  // Nothing of the prototype payloads was kept anywhere.
  expect(JSON.stringify(after)).not.toMatch(/polluted|isAdmin/);
  console.log(
    `forged messages: database before ${beforeIds.size} records, after ${afterRecords.length} (${added.length} proposals of the sender's own site)`,
  );
  // The other tab still shows its own posting.
  expect(((await tabStates(jobsight.worker)) as Record<string, { kind: string; record?: StoredPosting }>)[otherTabKey]!.record?.id).toBe(
    states[otherTabKey]!.record!.id,
  );
});
