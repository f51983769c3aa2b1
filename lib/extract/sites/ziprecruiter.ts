import { attrAt, textAt, textOf, cardText } from '../dom';
import { dataBlock, isJsonObject, path, stringAt, numberAt, type JsonObject } from '../embedded';
import { isBotCheck, saysClosed } from '../boards';
import { scanJsonLd, parseJsonLenient } from '../jsonld';
import { htmlToText } from '../text';
import { type Detection, type Found, type SiteAdapter } from '../types';
import { countryOfHost } from '../host';

/**
 * ZipRecruiter (www.ziprecruiter.com, www.ziprecruiter.co.uk).
 * - Job pages: /c/{Company}/Job/{Title}/-in-{Place}?jid={16 hex} (?ojob={32 hex} on the 2018 build, whose
 *   header is h1.job_title with .job_location_name / .job_location_city and the text in #job_desc),
 *   and JobSpy's /jobs//j?lvk={listing key}.
 * - The search page /jobs-search?search=&location=&lk={listing key}: cards on the left, the selected
 *   job in [data-testid="right-pane"]. Two builds were seen in real captures: a 2026-02 one whose
 *   server HTML is an empty React root with everything in <script id="js_variables"> (cards in
 *   hydrateJobCardsResponse.jobCards, the selected job in getJobDetailsResponse.jobDetails), and a
 *   2026-03 Next.js one rendered server-side, whose cards are article#job-card-{listing key}, the
 *   selected one flagged by a [data-testid="job-card-selected-highlight"] sibling, and whose
 *   JSON-LD is an ItemList of the cards' job pages (name + url with jid).
 * One job is one record: the id is the jid of its job page wherever the page names it, else the listing key.
 */
const JOB_PATH = /^\/c\/[^/]+\/Job\/[^/]+(?:\/-in-[^/]*)?\/?$/i;
const LVK_PATH = /^\/jobs\/+j\/?$/i;
const SEARCH_PATH = /^\/(?:jobs-search|candidate\/search)\/?$/i;
const JID = /^[0-9a-f]{16}$/i;
const OJOB = /^[0-9a-f]{32}$/i;
const LISTING_KEY = /^[A-Za-z0-9_-]{16,32}$/;
const PANE = '[data-testid="right-pane"]';
const CARD = 'article[id^="job-card-"]';
const CLOSED =
  /this job (?:is )?no longer available|this job has expired|job (?:listing )?(?:has been )?(?:closed|removed)|no longer accepting applications/i;
/** The site's pay and currency codes as the 2026-03 build spells them (PAY_INTERVAL_YEAR, CURRENCY_USD). */
const INTERVALS: Record<string, string> = {
  PAY_INTERVAL_YEAR: 'YEAR',
  PAY_INTERVAL_HOUR: 'HOUR',
  PAY_INTERVAL_MONTH: 'MONTH',
  PAY_INTERVAL_WEEK: 'WEEK',
  PAY_INTERVAL_DAY: 'DAY',
};
/** The numeric codes of the older build are undocumented; its annualised amounts are read in the currency of the site's country. */
const CURRENCY_OF_COUNTRY: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP' };

function jidOf(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const jid = new URL(href, base).searchParams.get('jid');
    return jid && JID.test(jid) ? jid.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** The job's id on its own page: jid, the 2018 build's ojob, or a listing key. */
function pageIdOf(url: URL): string | undefined {
  const ojob = url.searchParams.get('ojob');
  return (
    jidOf(url.href, url.href) ?? (ojob && OJOB.test(ojob) ? ojob.toLowerCase() : undefined) ?? url.searchParams.get('lvk') ?? undefined
  );
}

/** The job's address with only the parameter that names it (a listing key is case-sensitive, the others are not). */
function canonicalOf(href: string, base: string): string {
  const url = new URL(href, base);
  const key = ['jid', 'ojob', 'lvk'].find((name) => url.searchParams.get(name));
  const value = key === 'lvk' ? url.searchParams.get(key)! : url.searchParams.get(key ?? '')?.toLowerCase();
  return `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${key ? `?${key}=${encodeURIComponent(value!)}` : ''}`;
}

/** The old build's app state, when the page carries it. */
function jsVariables(doc: Document): JsonObject | undefined {
  return dataBlock(doc, 'script#js_variables');
}

/** A job page on the list's JSON-LD ItemList, by its title (and company, when two cards share a title). */
function itemListUrl(doc: Document, title: string, company: string | undefined): string | undefined {
  const matches: string[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'))) {
    const text = script.textContent ?? '';
    if (!text.includes('ItemList')) continue;
    const parsed = parseJsonLenient(text);
    const items = parsed.ok && isJsonObject(parsed.value) ? parsed.value['itemListElement'] : undefined;
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      if (stringAt(item, 'name') === title && stringAt(item, 'url')) matches.push(stringAt(item, 'url')!);
    }
  }
  if (matches.length <= 1 || !company) return matches[0];
  const slug = `/c/${company.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}/`.toLowerCase();
  return matches.find((url) => url.toLowerCase().includes(slug)) ?? matches[0];
}

/** The rendered search page: the pane, its job's listing key (highlighted card, checked against lk=) and job page. */
function renderedPane(doc: Document, url: URL): Detection {
  const pane = doc.querySelector(PANE);
  const title = textAt(pane, 'h1, h2');
  if (!pane || !title) return { kind: 'none', reason: 'no job open in the ZipRecruiter pane' };
  const highlight = doc.querySelector('[data-testid="job-card-selected-highlight"]');
  const card = highlight?.parentElement?.querySelector(CARD);
  const key = card?.id.replace('job-card-', '') ?? url.searchParams.get('lk') ?? undefined;
  const asked = url.searchParams.get('lk');
  if (asked && key && asked !== key) return { kind: 'none', reason: 'the ZipRecruiter pane still shows the previously selected job' };
  // The pane names no id of its own: the selected card's title must be the pane's.
  const cardTitle = card ? textAt(card, 'h2') : undefined;
  if (cardTitle && cardTitle !== title) return { kind: 'none', reason: 'the ZipRecruiter pane still shows the previously selected job' };
  const company = textAt(pane, 'a[href^="/co/"], a[href*="ziprecruiter.com/co/"]');
  const page = itemListUrl(doc, title, company);
  const jid = jidOf(page, url.href);
  if (page && jid) return { kind: 'posting', canonicalUrl: canonicalOf(page, url.href), externalId: jid, container: pane };
  if (!key || !LISTING_KEY.test(key)) return { kind: 'none', reason: 'cannot tell which job the ZipRecruiter pane shows' };
  return {
    kind: 'posting',
    canonicalUrl: `https://${url.hostname.toLowerCase()}/jobs//j?lvk=${encodeURIComponent(key)}`,
    externalId: key,
    container: pane,
  };
}

/** The old build: the selected job's details in js_variables, checked against lk= and the initial key. */
function statePane(state: JsonObject, url: URL): Detection {
  const details = path(state, 'getJobDetailsResponse', 'jobDetails');
  const key = stringAt(details, 'listingKey');
  if (!key || !stringAt(details, 'title')) return { kind: 'none', reason: 'no job open in the ZipRecruiter pane' };
  const asked = url.searchParams.get('lk') ?? stringAt(state, 'initialJobKey', 'listingKey');
  if (asked && asked !== key) return { kind: 'none', reason: 'the ZipRecruiter pane still shows the previously selected job' };
  const cards = path(state, 'hydrateJobCardsResponse', 'jobCards');
  const card = Array.isArray(cards) ? cards.find((c) => stringAt(c, 'listingKey') === key) : undefined;
  const page = stringAt(card, 'rawCanonicalZipJobPageUrl');
  const jid = jidOf(page, url.href);
  if (page && jid) return { kind: 'posting', canonicalUrl: canonicalOf(page, url.href), externalId: jid };
  return { kind: 'posting', canonicalUrl: `https://${url.hostname.toLowerCase()}/jobs//j?lvk=${encodeURIComponent(key)}`, externalId: key };
}

/** "Charleston, WV • Remote": the place, then the work setting. */
function placeAndSetting(text: string | undefined): { place?: string; setting?: string } {
  const parts = (text ?? '')
    .split(/\s+[•·]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const setting = parts.find((part) => /^(?:remote|hybrid|on-?site|in[- ]person)$/i.test(part));
  return { place: parts.find((part) => part !== setting), setting };
}

function fromPane(pane: Element, origin: string): Found {
  const header = pane.querySelector('h1, h2')?.parentElement;
  const { place, setting } = placeAndSetting(textAt(header, 'p'));
  // The icon lines under the header: the job type, "Posted 8 days ago", and the pay when shown.
  const facts = Array.from(pane.querySelectorAll('.flex.gap-x-12 > p')).map((p) => textOf(p));
  const posted = facts.find((line) => /^posted\b/i.test(line));
  const pay = facts.find((line) => /\d/.test(line) && /[$£€]|\/(?:hr|yr|hour|year)\b/i.test(line));
  const type = facts.find((line) => line !== posted && line !== pay);
  const heading = Array.from(pane.querySelectorAll('h2, h3')).find((h) => /^job description$/i.test(textOf(h)));
  const description = heading?.nextElementSibling;
  const details: Record<string, string> = {};
  for (const item of Array.from(pane.querySelectorAll('[data-testid="zds-company-details"] h3'))) {
    const value = item.closest('span')?.parentElement?.nextElementSibling;
    if (value) details[textOf(item).toLowerCase()] = textOf(value);
  }
  const companyHref = attrAt(header, 'a[href*="/co/"]', 'href');
  return {
    title: textAt(header, 'h1, h2'),
    company: textAt(header, 'a[href*="/co/"]'),
    companyUrl: companyHref ? new URL(companyHref, origin).href.replace(/[?#].*$/, '') : undefined,
    companyIndustry: details['industry'],
    companySize: details['company size'],
    locations: place ? [{ raw: place }] : [],
    workModeHints: setting ? [setting] : [],
    employmentTypeHints: type ? [type] : [],
    salaryText: pay,
    postedText: posted?.replace(/^posted\s+/i, ''),
    description: description ? textOf(description) : undefined,
  };
}

function fromState(state: JsonObject): Found {
  const details = path(state, 'getJobDetailsResponse', 'jobDetails');
  const pay = path(details, 'pay');
  const min = numberAt(pay, 'minAnnual') ?? numberAt(pay, 'min');
  const max = numberAt(pay, 'maxAnnual') ?? numberAt(pay, 'max');
  const interval = numberAt(pay, 'minAnnual') !== undefined ? 'YEAR' : INTERVALS[stringAt(pay, 'interval') ?? ''];
  const code = stringAt(pay, 'currency');
  const currency = code && /^CURRENCY_[A-Z]{3}$/.test(code) ? code.slice(9) : CURRENCY_OF_COUNTRY[stringAt(state, 'countryCode') ?? ''];
  const named = (key: string, prefix: string) => {
    const list = path(details, key);
    return Array.isArray(list)
      ? list
          .map((item) => stringAt(item, 'name'))
          .filter((name): name is string => Boolean(name?.startsWith(prefix)))
          .map((name) => name.slice(prefix.length).replace(/_/g, ' ').toLowerCase())
      : [];
  };
  const html = stringAt(details, 'htmlFullDescription');
  const place = stringAt(details, 'location', 'displayName');
  const industries = path(details, 'companyWidget', 'canonicalIndustries');
  return {
    title: stringAt(details, 'title'),
    company: stringAt(details, 'company', 'name') ?? stringAt(details, 'companyWidget', 'displayName'),
    companySize: stringAt(details, 'companyWidget', 'companySizeDisplay'),
    companyIndustry: Array.isArray(industries) && typeof industries[0] === 'string' ? industries[0] : undefined,
    locations: place
      ? [{ raw: place, ...(stringAt(details, 'location', 'countryCode') ? { country: stringAt(details, 'location', 'countryCode') } : {}) }]
      : [],
    workModeHints: named('locationTypes', 'LOCATION_TYPE_NAME_'),
    employmentTypeHints: named('employmentTypes', 'EMPLOYMENT_TYPE_NAME_'),
    salaryData:
      min !== undefined || max !== undefined
        ? {
            ...(min !== undefined ? { min } : {}),
            ...(max !== undefined ? { max } : {}),
            ...(currency ? { currency } : {}),
            ...(interval ? { unit: interval } : {}),
          }
        : undefined,
    postedText: stringAt(details, 'status', 'postedAtUtc'),
    description: html ? htmlToText(html) : undefined,
  };
}

export const adapter: SiteAdapter = {
  id: 'ziprecruiter',
  label: 'ZipRecruiter',
  market: 'global',
  countryOf: (url) => countryOfHost(url) ?? 'US',
  matches: [
    'https://www.ziprecruiter.com/c/*',
    'https://www.ziprecruiter.com/jobs/*',
    'https://www.ziprecruiter.com/jobs-search*',
    'https://www.ziprecruiter.com/candidate/search*',
    'https://www.ziprecruiter.co.uk/c/*',
    'https://www.ziprecruiter.co.uk/jobs/*',
    'https://www.ziprecruiter.co.uk/jobs-search*',
  ],
  // A job page's JobPosting dates the ad exactly and carries the pay; search pages have none of their own.
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    const onJobPage = JOB_PATH.test(url.pathname) || LVK_PATH.test(url.pathname);
    if (onJobPage) {
      const id = pageIdOf(url);
      const heading = doc.querySelector('main h1, h1');
      // The 2026-02 build's job page is the same empty React root, its job in js_variables (getJobDetailsResponse).
      const state = jsVariables(doc);
      const hasPosting =
        scanJsonLd(doc).postings.length > 0 ||
        Boolean(heading && textOf(heading)) ||
        Boolean(stringAt(state, 'getJobDetailsResponse', 'jobDetails', 'title'));
      if (!hasPosting || !id) {
        if (isBotCheck(doc)) return { kind: 'blocked', reason: 'ZipRecruiter shows a security check instead of the page' };
        if (saysClosed(doc, CLOSED)) return { kind: 'blocked', reason: 'this ZipRecruiter job is no longer available' };
        return { kind: 'none', reason: id ? 'the ZipRecruiter job has not loaded yet' : 'a ZipRecruiter job address without its job id' };
      }
      // App state naming another job's page (a stale shell) is not this job.
      const fromState = state && !heading ? statePane(state, url) : undefined;
      if (fromState?.kind === 'posting' && fromState.externalId !== id && JID.test(fromState.externalId ?? '')) {
        return { kind: 'none', reason: 'the ZipRecruiter page data describes another job' };
      }
      return {
        kind: 'posting',
        canonicalUrl: canonicalOf(url.href, url.href),
        externalId: id,
        container: heading?.closest('main') ?? doc.body,
      };
    }
    if (!SEARCH_PATH.test(url.pathname)) {
      return isBotCheck(doc)
        ? { kind: 'blocked', reason: 'ZipRecruiter shows a security check instead of the page' }
        : { kind: 'none', reason: 'a ZipRecruiter list page with no job open' };
    }
    const state = jsVariables(doc);
    const found = state && path(state, 'getJobDetailsResponse', 'jobDetails') ? statePane(state, url) : renderedPane(doc, url);
    if (found.kind === 'none' && isBotCheck(doc))
      return { kind: 'blocked', reason: 'ZipRecruiter shows a security check instead of the page' };
    return found;
  },

  extract({ doc, url }, detection): Found {
    const scope = detection.container;
    if (scope?.matches(PANE)) return fromPane(scope, url.origin);
    const state = jsVariables(doc);
    if (state && stringAt(state, 'getJobDetailsResponse', 'jobDetails', 'title')) return fromState(state);
    // A job page: the JSON-LD fallback reads the JobPosting; the page's own header fills the rest.
    const main = scope ?? doc;
    const heading = main.querySelector('h1');
    const { place, setting } = placeAndSetting(textAt(heading?.parentElement, 'p') ?? textAt(main, '#job_header .job_location_city'));
    const company = textAt(heading?.parentElement, 'a[href*="/co/"]') ?? textAt(main, '#job_header .job_location_name');
    const description =
      main.querySelector('#job_desc') ??
      Array.from(main.querySelectorAll('h2, h3')).find((h) => /^job description$/i.test(textOf(h)))?.nextElementSibling;
    return {
      title: heading ? textOf(heading) : undefined,
      company,
      locations: place ? [{ raw: place }] : [],
      workModeHints: setting ? [setting] : [],
      description: description ? textOf(description) : undefined,
    };
  },

  watch: PANE,

  cards: {
    selector: CARD,
    // The id detect gives: the jid of the card's job page on the list's ItemList, else its listing key.
    externalId(card) {
      const title = textAt(card, 'h2');
      const page = title ? itemListUrl(card.ownerDocument, title, textAt(card, '[data-testid="job-card-company"]')) : undefined;
      const key = card.id.replace('job-card-', '');
      return jidOf(page, 'https://www.ziprecruiter.com/') ?? (LISTING_KEY.test(key) ? key : undefined);
    },
    company: (card) => cardText(card, ['[data-testid="job-card-company"]']),
    title: (card) => cardText(card, ['h2']),
  },
};

/* Test pages
https://www.ziprecruiter.com/jobs-search?search=staff+platform+architect&location=Remote+%28USA%29&lk=il98sdaV5Z7_q2SogBy-0A
https://www.ziprecruiter.com/c/Juniper-Ridge-Dental/Job/Dental-Office-Manager/-in-Boise,ID?jid=4e7a2c91b5d3f608
*/
