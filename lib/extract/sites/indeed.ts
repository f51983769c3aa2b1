import { attrAt, firstText, textAt, textOf, cardText, ownText } from '../dom';
import { isJsonObject, path, scriptObject, stringAt, type JsonObject } from '../embedded';
import { scanJsonLd } from '../jsonld';
import { htmlToText } from '../text';
import { type Detection, type Found, type SiteAdapter } from '../types';
import { countryOfHost } from '../host';

const JOB_KEY = /^[0-9a-f]{16}$/;
const VIEWJOB_PATH = /^\/(?:m\/)?(?:basecamp\/)?viewjob\/?$/;
/** Search pages: /jobs?q=…, /m/jobs, and the SEO form /q-frontend-l-egypt,-ar-jobs.html. */
const SEARCH_PATH = /^\/(?:m\/)?(?:jobs\/?|q-[^/]*-jobs\.html|l-[^/]*-jobs\.html|[^/]*-jobs(?:-in-[^/]*)?)$/i;

/** The search page's detail pane, then the viewjob page's own component. */
const PANE = ['#jobsearch-ViewjobPaneWrapper', '.jobsearch-RightPane'];
const JOB_COMPONENT = ['.jobsearch-JobComponent', '#viewJobSSRRoot'];
const TITLE = [
  '[data-testid="jobsearch-JobInfoHeader-title"]',
  '.jobsearch-JobInfoHeader-title',
  '[data-testid="jobDetailTitle"]',
  '[data-testid="simpler-jobTitle"]',
];
const COMPANY = [
  '[data-testid="inlineHeader-companyName"] a',
  '[data-testid="inlineHeader-companyName"]',
  '[data-company-name="true"]',
  '[data-testid="jobDetailSubtitle"] a',
];
const LOCATION = [
  '[data-testid="jobsearch-JobInfoHeader-companyLocation"]',
  '[data-testid="inlineHeader-companyLocation"]',
  '[data-testid="job-location"]',
  '#jobLocationText',
];
const DESCRIPTION = ['#jobDescriptionText', '[data-testid="jobDetailDescription"]', '.jobsearch-JobComponent-description'];
const CARD_BOX = '.cardOutline, [data-testid^="job-card"]';
/** Indeed's work-setting labels, shown on their own next to the place. */
const WORK_SETTING = /^(?:hybrid work|hybrid remote|remote|temporarily remote|in person|on-site)$/i;

/** Cloudflare's managed challenge ("Just a moment..."), served in place of the page. */
function isChallenge(doc: Document): boolean {
  if (doc.querySelector('#challenge-form, #challenge-running, #challenge-error-text, #cf-challenge-running')) return true;
  if (/^(?:just a moment|attention required|security check)/i.test(doc.title ?? '')) return true;
  return Array.from(doc.querySelectorAll('script:not([src])')).some((s) => (s.textContent ?? '').includes('_cf_chl_opt'));
}

/**
 * The job an address names: viewjob's jk, a search page's vjk. A search page without vjk still
 * opens its first result in the pane, server-rendered: its job is then the one the pane shows.
 */
function jobKeyOf(url: URL): { jk?: string; pane: boolean } | undefined {
  const viewjob = VIEWJOB_PATH.test(url.pathname);
  const key = (viewjob ? url.searchParams.get('jk') : url.searchParams.get('vjk'))?.toLowerCase();
  if (key && JOB_KEY.test(key)) return { jk: key, pane: !viewjob };
  return !viewjob && !key && SEARCH_PATH.test(url.pathname) ? { pane: true } : undefined;
}

/**
 * The job a pane shows, from its data-jk or its own addresses: the apply button's
 * "applystart?jk=…" (a <button href> on the search pane), a "viewjob?jk=…" link, the company
 * link's "fromjk=…". The URL changes before the pane does.
 */
function shownJobKey(pane: Element): string | undefined {
  const keyed = pane.querySelector('[data-jk]')?.getAttribute('data-jk');
  if (keyed) return keyed.toLowerCase();
  const hrefs = Array.from(pane.querySelectorAll('[href*="jk="]')).map((el) => el.getAttribute('href') ?? '');
  for (const pattern of [/[?&]v?jk=([0-9a-f]{16})/i, /[?&]fromjk=([0-9a-f]{16})/i]) {
    for (const href of hrefs) {
      const key = pattern.exec(href)?.[1];
      if (key) return key.toLowerCase();
    }
  }
  return undefined;
}

/** The job key of the one card the result list marks as open (.vjs-highlight, aria-pressed): only when it is one. */
function selectedCardKey(doc: Document): string | undefined {
  const keys = new Set<string>();
  for (const el of Array.from(doc.querySelectorAll('.vjs-highlight [data-jk], a[data-jk][aria-pressed="true"]')))
    keys.add(el.getAttribute('data-jk')!.toLowerCase());
  for (const el of Array.from(doc.querySelectorAll('.vjs-highlight'))) {
    const key = /\bjob_([0-9a-f]{16})\b/i.exec(el.getAttribute('class') ?? '')?.[1];
    if (key) keys.add(key.toLowerCase());
  }
  const [key] = keys;
  return keys.size === 1 && /^[0-9a-f]{16}$/.test(key!) ? key : undefined;
}

/** "Senior DevOps Engineer - job post": Indeed appends the phrase inside the heading. */
function cleanTitle(text: string | undefined): string | undefined {
  return text?.replace(/\s*-\s*job post\s*$/i, '').trim() || undefined;
}

/** A company link's address without Indeed's tracking parameters (campaignid, from, tk, fromjk). */
function companyPage(href: string | undefined, origin: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, origin);
    return /\/cmp\//.test(url.pathname) ? `${url.origin}${url.pathname}` : undefined;
  } catch {
    return undefined;
  }
}

/** `window._initialData` of the viewjob page, when it describes this very job. */
function initialData(doc: Document, jk: string): JsonObject | undefined {
  const data = scriptObject(doc, '_initialData');
  const info = path(data, 'jobInfoWrapperModel', 'jobInfoModel');
  if (!isJsonObject(info)) return undefined;
  const key = stringAt(data, 'jobKey') ?? stringAt(info, 'jobInfoHeaderModel', 'jobKey');
  return key && key.toLowerCase() !== jk ? undefined : data;
}

/** "$130,000 - $160,000 a year" and " - Full-time" from #salaryInfoAndJobType or the job-details tiles. */
function payAndType(scope: ParentNode): { pay?: string; type?: string } {
  const box = scope.querySelector('#salaryInfoAndJobType');
  if (box) {
    const parts = Array.from(box.children)
      .map((el) =>
        textOf(el)
          .replace(/^\s*-\s*/, '')
          .trim(),
      )
      .filter(Boolean);
    const pay = parts.find((part) => /\d/.test(part));
    const type = parts.find((part) => !/\d/.test(part));
    if (pay || type) return { pay, type };
  }
  return {
    pay: textAt(scope, '[role="group"][aria-label="Pay"] [data-testid$="-tile"]'),
    type: textAt(scope, '[role="group"][aria-label="Job type"] [data-testid$="-tile"]'),
  };
}

/**
 * Indeed keeps an expired job's page up, description and all; its page data says
 * `"isJobExpired":true`. The banner's words ("This job has expired on Indeed") sit in every page's
 * bundle as a translation, so text proves nothing, and a page saying both true and false is not
 * taken as expired.
 */
function isExpired(doc: Document): boolean {
  let expired = false;
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    if (!text.includes('isJobExpired')) continue;
    if (/"isJobExpired"\s*:\s*false/.test(text)) return false;
    if (/"isJobExpired"\s*:\s*true/.test(text)) expired = true;
  }
  return expired;
}

export const adapter: SiteAdapter = {
  id: 'indeed',
  label: 'Indeed',
  market: 'global',
  countryOf: countryOfHost,
  matches: ['https://*.indeed.com/*'],
  // Search pages may carry JSON-LD of other jobs; the viewjob page's own JobPosting is read for what the DOM lacks.
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    const ids = jobKeyOf(url);
    const scopes = ids?.pane ? PANE : JOB_COMPONENT;
    const container = scopes.map((s) => doc.querySelector(s)).find((el) => el && firstText(el, TITLE)) ?? null;
    if (!container && isChallenge(doc)) return { kind: 'blocked', reason: 'Indeed shows a security check instead of the page' };
    if (!ids) return { kind: 'none', reason: 'an Indeed page with no job open' };
    if (!ids.pane && container && isExpired(doc)) return { kind: 'blocked', reason: 'this Indeed job has expired' };
    if (!container) return { kind: 'none', reason: ids.pane ? 'the Indeed detail pane shows no job yet' : 'no job on this Indeed page' };
    const shown = ids.pane ? shownJobKey(container) : undefined;
    if (ids.jk && shown && shown !== ids.jk) return { kind: 'none', reason: 'the detail pane still shows the previously selected job' };
    // A pane that names no job (no vjk in the address, no key inside it) shows the card the list has selected.
    const jk = ids.jk ?? shown ?? (ids.pane ? selectedCardKey(doc) : undefined);
    if (!jk) return { kind: 'none', reason: 'the Indeed detail pane names no job' };
    return { kind: 'posting', canonicalUrl: `https://${url.hostname.toLowerCase()}/viewjob?jk=${jk}`, externalId: jk, container };
  },

  extract({ doc, url }, detection): Found {
    const scope = detection.container ?? doc;
    const jk = detection.externalId ?? '';
    const data = initialData(doc, jk);
    const header = path(data, 'jobInfoWrapperModel', 'jobInfoModel', 'jobInfoHeaderModel');
    const { pay, type } = payAndType(scope);
    const descriptionEl = DESCRIPTION.map((s) => scope.querySelector(s)).find(Boolean);
    const sanitized = path(data, 'jobInfoWrapperModel', 'jobInfoModel', 'sanitizedJobDescription');
    const descriptionHtml = typeof sanitized === 'string' ? sanitized : stringAt(sanitized, 'content');
    const location = stringAt(header, 'formattedLocation') ?? firstText(scope, LOCATION);
    const settings = Array.from(
      scope.querySelectorAll(
        '[data-testid="jobsearch-CompanyInfoContainer"] div, [data-testid="jobsearch-CompanyInfoContainer"] span, [data-testid="jobDetailSubtitle"] span, #jobLocationSectionWrapper div',
      ),
    )
      .filter((el) => el.children.length === 0)
      .map((el) => textOf(el))
      .filter((text) => WORK_SETTING.test(text));
    const remoteModel = stringAt(header, 'remoteWorkModel', 'text');
    // The JobPosting's exact datePosted beats "8 days ago"; the relative age is for pages without one.
    const datedByJsonLd = !detection.container?.matches(PANE.join(', ')) && scanJsonLd(doc).postings.some((p) => p['datePosted']);
    const card = Array.from(doc.querySelectorAll('a[data-jk]')).find((a) => a.getAttribute('data-jk')?.toLowerCase() === jk);
    const cardBox = card?.closest('.cardOutline, .job_seen_beacon, li');
    const age = stringAt(data, 'hiringInsightsModel', 'age') ?? textAt(cardBox, '[data-testid="myJobsStateDate"], .date');
    const applyHref = attrAt(scope, '#applyButtonLinkContainer a[href]', 'href');
    return {
      title: stringAt(header, 'jobTitle') ?? cleanTitle(firstText(scope, TITLE)),
      company: stringAt(header, 'companyName') ?? firstText(scope, COMPANY),
      companyUrl: companyPage(
        attrAt(scope, '[data-testid="inlineHeader-companyName"] a, [data-testid="jobDetailSubtitle"] a', 'href'),
        url.origin,
      ),
      locations: location ? [{ raw: location }] : [],
      workModeHints: [...settings, ...(remoteModel ? [remoteModel] : [])],
      employmentTypeHints: [stringAt(data, 'jobInfoWrapperModel', 'jobInfoModel', 'jobMetadataHeaderModel', 'jobType') ?? type].filter(
        (t): t is string => Boolean(t),
      ),
      salaryText: stringAt(data, 'salaryInfoModel', 'salaryText') ?? pay,
      postedText: datedByJsonLd ? undefined : age,
      description: descriptionEl ? textOf(descriptionEl) : descriptionHtml ? htmlToText(descriptionHtml) : undefined,
      applyUrl: applyHref ? new URL(applyHref, url.origin).href : undefined,
    };
  },

  watch: '#jobsearch-ViewjobPaneWrapper, .jobsearch-RightPane',

  cards: {
    selector: 'a[data-jk]',
    externalId(card) {
      const key = card.getAttribute('data-jk')?.toLowerCase();
      return key && JOB_KEY.test(key) ? key : undefined;
    },
    // .cardOutline, not the nearer .job_seen_beacon: hiding that would leave the card's snippet shelf behind.
    box: CARD_BOX,
    // The company sits beside the title link, not in it: it is read from the whole card.
    company: (card) => cardText(card.closest(CARD_BOX), ['[data-testid="company-name"]', '.companyName']),
    title: (card) => cardText(card, ['[id^="jobTitle-"]', 'span[title]']) ?? ownText(card),
  },
};

/* Test pages
https://au.indeed.com/viewjob?jk=7c3e9a1f5b2d4e60
https://www.indeed.com/jobs?q=data+engineer&l=Austin%2C+TX&vjk=9f2c4e1a7b3d5086
https://www.indeed.com/jobs?q=Frontend&l=Egypt
*/
