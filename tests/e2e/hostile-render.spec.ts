import type { Frame, Page } from '@playwright/test';
import type { StoredPosting } from '@/lib/db/schema';
import { sampleRecord } from '../support/records';
import { expect, servePage, sidebarFrame, test } from './fixtures';
import { collectDialogs, payloadTraces, putRaw } from './security-support';

/**
 * Script payloads, event handlers and javascript:/data:/vbscript: links in every field a user
 * sees (docs/reliability.md §5 item 2), shown by every page that shows posting data: the sidebar, the popup,
 * the tracker (list, board, details, compare) and the options page (reports, diagnostics). Each payload
 * would set `window.__pwned` or open a dialog if it ran; none may, no link or source may be anything but
 * http(s), and no markup may come out of the data.
 */

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1;alert(1)">',
  '<script>window.__pwned=2</script>',
  '<svg onload=window.__pwned=3>',
  '"><iframe src="javascript:window.__pwned=4"></iframe>',
  '<a href="javascript:window.__pwned=5">click</a>',
  '<details open ontoggle=window.__pwned=6>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=7>',
  "{{constructor.constructor('window.__pwned=8')()}}",
  '<b onmouseover=window.__pwned=9>hover</b>',
  'javascript:window.__pwned=10',
] as const;
const BAD_URLS = [
  'javascript:window.__pwned=20',
  'JaVaScRiPt:alert(21)',
  ' javascript:alert(22)',
  'java\tscript:alert(23)',
  'data:text/html,<script>window.__pwned=24</script>',
  'vbscript:msgbox(25)',
  '&#106;avascript:alert(26)',
] as const;
const p = (i: number) => PAYLOADS[i % PAYLOADS.length]!;
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A job page with a payload in every field the demo reader and schema.org read, and hostile links. */
function hostilePage(): string {
  const jsonld = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: `${p(0)}Staff Engineer`,
    hiringOrganization: { '@type': 'Organization', name: `${p(2)}Foxglove Works`, sameAs: BAD_URLS[0] },
    url: BAD_URLS[4],
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' },
    },
    description: `<p>${p(1)}</p><h3>Benefits</h3><ul><li>${p(5)} 30 days of leave</li></ul>`,
  };
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(p(1))} Staff Engineer</title>
<script type="application/ld+json">${JSON.stringify(jsonld).replace(/</g, '\\u003c')}</script>
</head><body>
<section data-job-detail>
  <div class="company-name">${esc(p(2))}Foxglove Works</div>
  <h1 class="job-title">${esc(p(0))}Staff Engineer${esc(p(1))}</h1>
  <div class="meta"><span class="posted-at">3 days ago</span> · <span class="city">${esc(p(3))} Lisbon, Portugal</span> <span class="city">${esc(p(6))} Porto</span></div>
  <div class="job-badges"><span class="work-mode">Remote ${esc(p(7))}</span><span class="employment">Full-time ${esc(p(8))}</span><span class="level">Senior ${esc(p(9))}</span></div>
  <ul class="job-tags"><li>${esc(p(4))}</li><li>${esc(p(5))}</li></ul>
  <a class="apply-link" href="${esc(BAD_URLS[1])}">Apply now</a>
  <div class="job-description">
    <h3>Responsibilities</h3><ul><li>Ship ${esc(p(8))} developer tools used by 40 teams</li><li>Review ${esc(p(3))} designs</li></ul>
    <h3>Requirements</h3><ul><li>${esc(p(4))} 5+ years of TypeScript</li><li>${esc(p(9))} Go or Rust</li></ul>
    <p>Salary: €70,000 - €90,000 per year ${esc(p(6))}</p>
  </div>
  <div data-page-fact="applicants">${esc(p(0))} 40 applicants</div>
</section>
</body></html>`;
}

/** Stored records with payloads in every field, some with hostile addresses written past every check. */
function hostileRecords(): StoredPosting[] {
  const fields = (i: number, record: StoredPosting, urls: { url: string; applyUrl: string; companyUrl: string }): StoredPosting => ({
    // The title ends with the record's own id: each is found by it.
    ...record,
    notes: `${p(i + 7)} call on Tuesday ${p(i + 8)}`,
    posting: {
      ...record.posting,
      ...urls,
      title: `${p(i)} Engineer ${record.id}`,
      company: { name: `${p(i + 1)} Corp ${i}`, url: urls.companyUrl },
      locations: [{ raw: `${p(i + 2)} Berlin`, city: 'Berlin', country: 'DE' }],
      salary: {
        min: 80000 + i,
        max: 95000,
        currency: 'EUR',
        period: 'year',
        raw: `${p(i + 3)} €80k-95k`,
        yearly: { min: 80000, max: 95000, assumptions: [] },
      },
      description: {
        text: `${p(i + 4)}\n${p(i + 5)}`,
        sections: {
          responsibilities: [p(i + 4)],
          requirements: [`${p(i + 5)} 5+ years with Go`],
          preferred: [p(i + 6)],
          benefits: [p(i + 7)],
        },
      },
      tags: [p(i + 8), p(i + 9)],
      skills: ['Go'],
    },
    company: `${p(i + 1)} corp ${i}`.toLowerCase(),
  });
  const base = (site: string, id: string, status: 'saved' | 'applied' | 'interviewing') => {
    const record = sampleRecord(site, id, { status, updatedAt: new Date().toISOString() });
    return { ...record, lastSeenAt: new Date().toISOString(), posting: { ...record.posting, lastSeenAt: new Date().toISOString() } };
  };
  return [
    // Written past every check (a damaged or hand-edited database): the addresses are hostile.
    ...BAD_URLS.map((url, i) =>
      fields(i, base('lever', `bad-${i}`, 'saved'), {
        url,
        applyUrl: BAD_URLS[(i + 1) % BAD_URLS.length]!,
        companyUrl: BAD_URLS[(i + 2) % BAD_URLS.length]!,
      }),
    ),
    // Valid records (the details and the comparison read only those) with payloads in their text.
    fields(1, base('lever', 'text-1', 'applied'), {
      url: 'https://jobs.lever.co/quillmark/text-1',
      applyUrl: 'https://jobs.lever.co/quillmark/text-1/apply',
      companyUrl: 'https://quillmark.example/',
    }),
    fields(2, base('indeed', 'text-2', 'interviewing'), {
      url: 'https://www.indeed.com/viewjob?jk=text2',
      applyUrl: 'https://www.indeed.com/apply/text2',
      companyUrl: 'https://corp2.example/',
    }),
  ];
}

interface Checked {
  where: string;
  pwned: unknown;
  badUrls: string[];
  markup: number;
}

/** Opens every <details>, hovers every list item and row: a payload turned into markup would fire now. */
async function stir(target: Page | Frame): Promise<void> {
  await target.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
  });
  const items = target.locator('li, [role="row"], .card');
  const count = Math.min(await items.count(), 40);
  for (let i = 0; i < count; i++)
    await items
      .nth(i)
      .hover({ timeout: 1_000 })
      .catch(() => undefined);
}

async function check(where: string, target: Page | Frame, checked: Checked[]): Promise<void> {
  await stir(target);
  checked.push({ where, ...(await payloadTraces(target)) });
}

/** Console lines about blocked scripts (a payload that became markup would be refused by the pages' CSP, and say so). */
function cspWatch(page: Page, into: string[]): void {
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|run)|Trusted Type/i.test(message.text()))
      into.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`));
}

test('hostile payloads in every field: the sidebar, the popup, the tracker and the options page show them as text and run nothing', async ({
  jobsight,
}) => {
  test.setTimeout(120_000);
  const checked: Checked[] = [];
  const csp: string[] = [];
  const dialogs: string[] = [];

  // The sidebar: the same hostile posting on two addresses, so that the second lists the first as a duplicate.
  const html = hostilePage();
  await servePage(jobsight.context, 'http://localhost:5178/jobsight-demo/hostile-all.html', html);
  await servePage(jobsight.context, 'http://localhost:5178/jobsight-demo/hostile-all-repost.html', html);
  const first = await jobsight.context.newPage();
  dialogs.push(...collectDialogs(first).dialogs);
  await first.goto('http://localhost:5178/jobsight-demo/hostile-all.html');
  await expect((await sidebarFrame(first)).getByTestId('title')).toContainText('Staff Engineer');
  const page = await jobsight.context.newPage();
  const pageDialogs = collectDialogs(page);
  cspWatch(page, csp);
  await page.goto('http://localhost:5178/jobsight-demo/hostile-all-repost.html');
  const sidebar = await sidebarFrame(page);
  await expect(sidebar.getByTestId('title')).toHaveText(`${p(0)}Staff Engineer${p(1)}`);
  await expect(sidebar.getByTestId('company')).toHaveText(`${p(2)}Foxglove Works`);
  await expect(sidebar.getByTestId('duplicate')).toHaveCount(1);
  await expect(sidebar.getByTestId('duplicate').locator('a')).toHaveAttribute(
    'href',
    'http://localhost:5178/jobsight-demo/hostile-all.html',
  );
  await expect(sidebar.locator('[data-section="responsibilities"] li').first()).toContainText(p(8));
  await expect(sidebar.locator('.facts')).toContainText(p(3));
  await check('sidebar', sidebar, checked);
  // The job page keeps its own hostile link (it is the page's); nothing of ours ran anything in it.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // Stored records with payloads everywhere, and hostile addresses past every check; a report; diagnostics.
  const records = hostileRecords();
  await putRaw(jobsight.worker, 'postings', records);
  await putRaw(jobsight.worker, 'reports', [
    {
      id: 'report-hostile',
      capturedAt: new Date().toISOString(),
      url: 'https://www.linkedin.com/jobs/view/1/',
      site: p(2).slice(0, 60),
      title: `${p(0)} ${p(1)}`,
      html: `<html>${p(1)}</html>`,
    },
    { id: 'report-bad-url', capturedAt: new Date().toISOString(), url: BAD_URLS[0], site: 'linkedin', title: p(3), html: '<html></html>' },
  ]);
  await jobsight.worker.evaluate(
    (entries) =>
      (globalThis as unknown as { chrome: { storage: { session: { set(v: object): Promise<void> } } } }).chrome.storage.session.set({
        diagnostics: entries,
      }),
    [
      { at: new Date().toISOString(), where: 'extract', adapter: 'demo', message: `${p(0)}${p(4)}`.slice(0, 200), count: 1 },
      { at: new Date().toISOString(), where: 'observe', message: BAD_URLS[4], count: 2 },
    ],
  );

  // The popup.
  const popup = await jobsight.context.newPage();
  dialogs.push(...collectDialogs(popup).dialogs);
  cspWatch(popup, csp);
  await popup.goto(`chrome-extension://${jobsight.extensionId}/popup.html`);
  await expect(popup.getByTestId('posting-row')).toHaveCount(Math.min(records.length + 0, 20));
  await expect(popup.getByTestId('posting-row').filter({ hasText: `${p(0)} Engineer lever:bad-0` })).toHaveCount(1);
  await check('popup', popup, checked);

  // The tracker: list, board, details, compare.
  const tracker = await jobsight.context.newPage();
  dialogs.push(...collectDialogs(tracker).dialogs);
  cspWatch(tracker, csp);
  await tracker.goto(`chrome-extension://${jobsight.extensionId}/tracker.html`);
  await expect(tracker.getByTestId('tracker-row')).toHaveCount(records.length);
  await check('tracker list', tracker, checked);
  await tracker.getByTestId('mode-board').click();
  await expect(tracker.getByTestId('board-card').first()).toBeVisible();
  await check('tracker board', tracker, checked);
  await tracker.getByTestId('mode-list').click();
  const row = (title: string) => tracker.getByTestId('tracker-row').filter({ hasText: title });
  await row(`${p(1)} Engineer lever:text-1`)
    .getByTestId('open-details')
    .click();
  await expect(tracker.getByTestId('details-title')).toHaveText(`${p(1)} Engineer lever:text-1`);
  await expect(tracker.getByTestId('notes')).toHaveValue(`${p(8)} call on Tuesday ${p(9)}`);
  await check('tracker details', tracker, checked);
  await tracker.getByTestId('details-close').click();
  await row(`${p(1)} Engineer lever:text-1`)
    .getByTestId('select')
    .check();
  await row(`${p(2)} Engineer indeed:text-2`)
    .getByTestId('select')
    .check();
  await tracker.getByTestId('compare-open').click();
  await expect(tracker.getByTestId('compare').getByTestId('compare-column')).toHaveCount(2);
  await check('tracker compare', tracker, checked);
  // A record with hostile addresses: its details are refused at read, and say so.
  await tracker.getByTestId('compare-close').click();
  await row(`${p(0)} Engineer lever:bad-0`)
    .getByTestId('open-details')
    .click();
  await expect(tracker.getByTestId('details')).toBeVisible();
  await check('tracker details (hostile addresses)', tracker, checked);

  // The options page: the report list and the diagnostics log.
  const options = await jobsight.context.newPage();
  dialogs.push(...collectDialogs(options).dialogs);
  cspWatch(options, csp);
  await options.goto(`chrome-extension://${jobsight.extensionId}/options.html`);
  await expect(options.getByTestId('report-row')).toHaveCount(1);
  await expect(options.getByTestId('report-row')).toContainText(p(0));
  await expect(options.getByTestId('diagnostic')).toHaveCount(2);
  await check('options', options, checked);

  dialogs.push(...pageDialogs.dialogs);
  // Per stored record: title, company, location, salary, 4 sections, description, 2 tags, notes (12 texts) and 3 addresses.
  const placements = records.length * 12 + BAD_URLS.length * 3 + 17 + 2 * 2 + 2;
  console.log(
    `hostile payloads: ${PAYLOADS.length} script/handler payloads and ${BAD_URLS.length} hostile addresses in ${placements} places: ${records.length} stored records (title, company, location, salary, sections, description, tags, notes; url, apply url, company url), 1 job page (17 fields and links, read twice: a duplicate), 2 reports, 2 diagnostics`,
  );
  console.log(
    `hostile payloads: checked ${checked.map((c) => `${c.where} (${c.badUrls.length} bad urls, ${c.markup} markup, pwned ${String(c.pwned)})`).join('; ')}`,
  );
  expect(checked.filter((c) => c.pwned !== undefined || c.badUrls.length > 0 || c.markup > 0)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(csp).toEqual([]);
  expect(await first.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
