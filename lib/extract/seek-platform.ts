import { attrAt, firstText, textAt, textOf, cardText } from './dom';
import { isJsonObject, path, scriptObject, stringAt, type JsonObject } from './embedded';
import { scanJsonLd } from './jsonld';
import { htmlToText } from './text';
import type { Detection, Found, SiteAdapter } from './types';

/**
 * SEEK's candidate front end ("houston"), shared by SEEK (AU, NZ), Jobstreet (MY, PH, SG, ID) and
 * Jobsdb (HK, TH): the same server-rendered React app with the same `data-automation` hooks and the
 * same `window.SEEK_REDUX_DATA` state, whatever the brand. The brands stay separate sites for the
 * user (own ids, own labels); what they share is read here, once.
 *
 * Addresses: a job page is /job/{id} (Jobstreet ID and Jobsdb TH also /id/job/{id}, /th/job/{id});
 * a search is /{keywords}-jobs[/in-{place}], /jobs, /jobs-in-{classification}, and the split view
 * names the job it shows with ?jobId={id}.
 */

interface SeekBrand {
  id: string;
  label: string;
  matches: readonly string[];
  countryOf(url: URL): string | undefined;
}

const JOB_PATH = /^\/(?:[a-z]{2}\/)?job\/(\d{5,12})\/?$/i;
const SEARCH_PATH = /^\/(?:[a-z]{2}\/)?(?:jobs(?:-in-[^/]+)?|[^/]+-jobs(?:\/[^/]+)*)\/?$/i;
const JOB_ID = /^\d{5,12}$/;
const UI = (name: string) => `[data-automation="${name}"]`;

const DETAILS = UI('jobDetailsPage');
const PANE = UI('splitViewJobDetailsWrapper');
/** The site's own "this job is gone" words, English and Indonesian (Jobstreet ID), Thai (Jobsdb TH). */
const EXPIRED_TEXT =
  /this job is no longer advertised|job (?:ad )?(?:has )?expired|lowongan kerja ini tidak lagi diiklankan|งานนี้ไม่ได้ลงประกาศแล้ว/i;

/** Cloudflare's managed challenge, which Jobstreet sometimes serves in place of the page. */
function isChallenge(doc: Document): boolean {
  if (doc.querySelector('#challenge-form, #challenge-running, #challenge-error-text, #cf-challenge-running')) return true;
  return /^(?:just a moment|attention required)/i.test(doc.title ?? '');
}

/** The job the address asks for, and whether it is shown in a search's split view. */
function jobOf(url: URL): { id: string; pane: boolean } | undefined {
  const page = JOB_PATH.exec(url.pathname);
  if (page) return { id: page[1]!, pane: false };
  const asked = url.searchParams.get('jobId');
  return asked && JOB_ID.test(asked) && SEARCH_PATH.test(url.pathname) ? { id: asked, pane: true } : undefined;
}

/** The job a details block shows, from its own apply link (/job/{id}/apply) or review link (?jobId={id}). */
function shownJobId(details: Element): string | undefined {
  const apply = /\/job\/(\d{5,12})\/apply/.exec(attrAt(details, `a${UI('job-detail-apply')}`, 'href') ?? '')?.[1];
  if (apply) return apply;
  for (const link of Array.from(details.querySelectorAll('a[href*="jobId="], a[href*="/job/"]'))) {
    const href = link.getAttribute('href') ?? '';
    const id = /[?&]jobId=(\d{5,12})/.exec(href)?.[1] ?? /\/job\/(\d{5,12})(?:[/?#]|$)/.exec(href)?.[1];
    if (id) return id;
  }
  return undefined;
}

/** `SEEK_REDUX_DATA.jobdetails.result` when it describes this job (the split view keeps the state of the first load). */
function jobDetails(doc: Document, id: string): JsonObject | undefined {
  const result = path(scriptObject(doc, 'SEEK_REDUX_DATA'), 'jobdetails', 'result');
  return isJsonObject(result) && stringAt(result, 'job', 'id') === id ? result : undefined;
}

function isExpired(doc: Document, scope: Element | null, details: JsonObject | undefined): boolean {
  if (doc.querySelector(UI('expiredJobPage'))) return true;
  if (path(details, 'job', 'isExpired') === true) return true;
  const status = stringAt(details, 'job', 'status');
  if (status && /^expired$/i.test(status)) return true;
  if (EXPIRED_TEXT.test(doc.title ?? '')) return true;
  return Array.from((scope ?? doc).querySelectorAll('h1, h2, h3')).some((heading) => EXPIRED_TEXT.test(textOf(heading)));
}

function datedByJsonLd(doc: Document): boolean {
  return scanJsonLd(doc).postings.some((posting) => posting['datePosted']);
}

function labels(value: ReturnType<typeof path>): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => stringAt(item, 'label')).filter((label): label is string => Boolean(label));
}

export function seekPlatformAdapter(brand: SeekBrand): SiteAdapter {
  const adapter: SiteAdapter = {
    id: brand.id,
    label: brand.label,
    market: 'global',
    countryOf: brand.countryOf,
    matches: brand.matches,

    detect({ doc, url }): Detection {
      const job = jobOf(url);
      const scope = job?.pane ? doc.querySelector(PANE) : doc;
      const details = scope?.querySelector(DETAILS) ?? null;
      const titled = details && firstText(details, [UI('job-detail-title')]) ? details : null;
      if (!titled && isChallenge(doc)) return { kind: 'blocked', reason: `${brand.label} shows a security check instead of the page` };
      if (!job) return { kind: 'none', reason: `a ${brand.label} page with no job open` };
      const state = jobDetails(doc, job.id);
      if ((!titled || !job.pane) && isExpired(doc, titled, state)) {
        return { kind: 'blocked', reason: `this ${brand.label} job is no longer advertised` };
      }
      if (!titled)
        return { kind: 'none', reason: job.pane ? `the ${brand.label} split view shows no job yet` : `no job on this ${brand.label} page` };
      const shown = shownJobId(titled);
      if (shown && shown !== job.id) return { kind: 'none', reason: 'the detail pane still shows the previously selected job' };
      return {
        kind: 'posting',
        canonicalUrl: `https://${url.hostname.toLowerCase()}/job/${job.id}`,
        externalId: job.id,
        container: titled,
      };
    },

    extract({ doc, url }, detection): Found {
      const scope = detection.container ?? doc;
      const result = jobDetails(doc, detection.externalId ?? '');
      const job = path(result, 'job');
      const descriptionEl = scope.querySelector(UI('jobAdDetails'));
      const content = stringAt(job, 'content');
      const location = stringAt(job, 'location', 'label') ?? textAt(scope, UI('job-detail-location'));
      const workType = stringAt(job, 'workTypes', 'label') ?? textAt(scope, UI('job-detail-work-type'));
      const arrangement = stringAt(job, 'workArrangements', 'label') ?? textAt(scope, UI('job-detail-work-arrangement'));
      const classifications = labels(path(job, 'classifications'));
      const classification = textAt(scope, UI('job-detail-classifications'));
      // "Posted 3d ago" sits in an unhooked span of the header; the state has the exact time.
      const posted = Array.from(scope.querySelectorAll('span'))
        .map((el) => textOf(el))
        .find((text) => /^Posted\s+\S+.*ago$/i.test(text));
      const applyHref = attrAt(scope, `a${UI('job-detail-apply')}`, 'href');
      return {
        title: stringAt(job, 'title') ?? textAt(scope, UI('job-detail-title')),
        company: stringAt(job, 'advertiser', 'name') ?? textAt(scope, UI('advertiser-name')),
        companySize: stringAt(result, 'companyProfile', 'overview', 'size', 'description'),
        companyIndustry: stringAt(result, 'companyProfile', 'overview', 'industry'),
        locations: location ? [{ raw: location }] : [],
        workModeHints: arrangement ? [arrangement] : [],
        employmentTypeHints: workType ? [workType] : [],
        salaryText: stringAt(job, 'salary', 'label') ?? textAt(scope, UI('job-detail-salary')),
        // Jobstreet's JobPosting carries the exact datePosted: "3d ago" is only for pages without either.
        postedText: stringAt(job, 'listedAt', 'dateTimeUtc') ?? (datedByJsonLd(doc) ? undefined : posted?.replace(/^Posted\s+/i, '')),
        validThroughText: stringAt(job, 'expiresAt', 'dateTimeUtc'),
        description: descriptionEl ? textOf(descriptionEl) : content ? htmlToText(content) : undefined,
        tags: classifications.length > 0 ? classifications : classification ? [classification] : [],
        applyUrl: applyHref ? new URL(applyHref, url.origin).href : undefined,
      };
    },

    watch: PANE,

    cards: {
      selector: 'article[data-job-id]',
      externalId(card) {
        const id = card.getAttribute('data-job-id');
        return id && JOB_ID.test(id) ? id : undefined;
      },
      // The list's own automation hooks, the same the job page uses for its header.
      company: (card) => cardText(card, ['[data-automation="jobCompany"]']),
      title: (card) => cardText(card, ['[data-automation="jobTitle"]']),
    },
  };
  return adapter;
}
