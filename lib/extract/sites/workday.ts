import { allTexts, metaContent, textAt, textOf, cardText } from '../dom';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Workday career sites: a client-rendered app on {tenant}.wd{N}.myworkdayjobs.com (or the shared
 * wd{N}.myworkdaysite.com/recruiting/{tenant}/...). What is read is the rendered DOM and its
 * data-automation-id hooks; the server shell often carries a JobPosting JSON-LD as well.
 * The same requisition shows up under several shards and locales, so a posting is the tenant
 * plus the requisition id (workday:{tenant}:{reqid}).
 */
const JOBS_HOST = /^([a-z0-9-]+)(?:\.wd\d+)?\.myworkdayjobs\.com$/i;
const SITE_HOST = /^wd\d+\.myworkdaysite\.com$/i;
const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
const REQUISITION = /_([A-Za-z0-9][A-Za-z0-9-]*)$/;
const HOOK = (id: string) => `[data-automation-id="${id}"]`;

interface WorkdayJobRef {
  tenant: string;
  requisitionId: string;
  /** The job's address without locale, apply step or query. */
  canonicalUrl: string;
}

/** The job a Workday address points to, or nothing for a search, list or unknown page. */
export function workdayJobOf(url: URL): WorkdayJobRef | undefined {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (LOCALE.test(segments[0] ?? '')) segments.shift();
  let tenant: string | undefined;
  let prefix: string[];
  const jobsHost = JOBS_HOST.exec(url.hostname);
  if (jobsHost) {
    tenant = jobsHost[1];
    prefix = segments.slice(0, 1);
  } else if (SITE_HOST.test(url.hostname) && segments[0] === 'recruiting') {
    tenant = segments[1];
    prefix = segments.slice(0, 3);
  } else {
    return undefined;
  }
  const rest = segments.slice(prefix.length);
  // "/job/{place}/{title}_{id}" from a link, "/details/{title}_{id}" once opened from the site's own search.
  if (!tenant || prefix.length === 0 || (rest[0] !== 'job' && rest[0] !== 'details')) return undefined;
  const applyAt = rest.indexOf('apply');
  const jobPath = applyAt > 0 ? rest.slice(0, applyAt) : rest;
  const requisitionId = REQUISITION.exec(jobPath[jobPath.length - 1] ?? '')?.[1];
  if (!requisitionId || jobPath.length < 2) return undefined;
  const path = [...prefix, ...jobPath].map(encodeURIComponent).join('/');
  return { tenant: tenant.toLowerCase(), requisitionId, canonicalUrl: `https://${url.hostname.toLowerCase()}/${path}` };
}

/**
 * The detail pane: its own container, else the nearest ancestor holding both title and description.
 * Never the whole page: beside a result list, the cards carry the same locations/postedOn hooks.
 */
function detailOf(header: Element): Element {
  const details = header.closest(HOOK('job-posting-details'));
  if (details) return details;
  let node: Element | null = header.parentElement;
  while (node && !node.querySelector(HOOK('jobPostingDescription'))) node = node.parentElement;
  return node ?? header.parentElement ?? header;
}

/**
 * The pane shows the address's requisition: "R0123456" for "…_R0123456-1" too, since Workday
 * numbers the postings of one requisition ("-1", "-2") in the address only.
 */
function sameRequisition(shown: string, fromUrl: string): boolean {
  const a = shown.trim().toLowerCase();
  const b = fromUrl.toLowerCase();
  return a === b || b.replace(/-\d{1,2}$/, '') === a || a.replace(/-\d{1,2}$/, '') === b;
}

/** A <dl> value under a hook: `<div data-automation-id="time"><dl><dt>time type</dt><dd>Full time</dd></dl></div>`. */
function valueOf(scope: ParentNode, hook: string): string | undefined {
  return textAt(scope, `${HOOK(hook)} dd`);
}

/**
 * The tenant slug ("harrowgate") is often only the first word of the employer's name; the
 * description usually writes the whole name ("Harrowgate Mutual insures 400,000 homes"), which is
 * kept when it starts with the slug, is capitalised, and runs on in capitalised words.
 */
function employerFromTenant(tenant: string, text: string | undefined): string {
  const fallback = tenant.charAt(0).toUpperCase() + tenant.slice(1);
  const escaped = tenant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = text ? new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'i').exec(text)?.index : undefined;
  if (text === undefined || at === undefined) return fallback;
  const name = /^[A-Z][\w&'-]*(?:[ \t]+(?:[A-Z][\w&'-]*|&(?=[ \t]+[A-Z]))){0,4}/.exec(text.slice(at))?.[0];
  return name ? name.replace(/'s$/, '') : fallback;
}

export const adapter: SiteAdapter = {
  id: 'workday',
  label: 'Workday',
  market: 'global',
  matches: ['https://*.myworkdayjobs.com/*', 'https://*.myworkdaysite.com/*'],

  detect({ doc, url }): Detection {
    const job = workdayJobOf(url);
    if (!job) return { kind: 'none', reason: 'a Workday search or list page without one job open' };
    const header = doc.querySelector(HOOK('jobPostingHeader'));
    if (!header) {
      if (scanJsonLd(doc).postings.length > 0) {
        return {
          kind: 'posting',
          canonicalUrl: job.canonicalUrl,
          externalId: `${job.tenant}:${job.requisitionId.toLowerCase()}`,
          container: doc.body,
        };
      }
      if (
        /page you are looking for doesn.t exist|no longer (?:available|accepting applications)|job posting is closed/i.test(
          doc.body?.textContent ?? '',
        )
      ) {
        return { kind: 'blocked', reason: 'this Workday job is closed' };
      }
      return { kind: 'none', reason: 'the Workday job has not rendered yet' };
    }
    const container = detailOf(header);
    // After in-app navigation the address changes before the pane does: wait for the pane's own req id.
    const shown = valueOf(container, 'requisitionId');
    if (shown && !sameRequisition(shown, job.requisitionId)) {
      return { kind: 'none', reason: 'the Workday pane still shows the previous job' };
    }
    return { kind: 'posting', canonicalUrl: job.canonicalUrl, externalId: `${job.tenant}:${job.requisitionId.toLowerCase()}`, container };
  },

  extract({ doc, url }, detection): Found {
    const pane = detection.container ?? doc;
    const collapsed = /^\d+\s+locations?$/i;
    // The job's own blocks come first; a "similar jobs" list further down repeats the hooks.
    const locations = [
      ...allTexts(pane.querySelector(HOOK('locations')), 'dd'),
      ...allTexts(pane.querySelector(HOOK('additionalLocations')), 'dd'),
    ]
      .filter((raw) => !collapsed.test(raw))
      .map((raw) => ({ raw }));
    const timeType = valueOf(pane, 'time');
    const description = pane.querySelector(HOOK('jobPostingDescription'));
    const apply = pane.querySelector(`a${HOOK('adventureButton')}`)?.getAttribute('href');
    // The tenant names the employer only when the page names it nowhere else (JSON-LD, og:site_name).
    const tenant = workdayJobOf(url)?.tenant;
    const namedElsewhere = scanJsonLd(doc).postings.length > 0 || metaContent(doc, 'og:site_name') !== undefined;
    return {
      title: textAt(pane, HOOK('jobPostingHeader')),
      company: !namedElsewhere && tenant ? employerFromTenant(tenant, description ? textOf(description) : undefined) : undefined,
      locations,
      employmentTypeHints: timeType ? [timeType] : [],
      postedText: valueOf(pane, 'postedOn'),
      // "End Date: December 1, 2026 (30+ days left to apply)"
      validThroughText: valueOf(pane, 'timeLeftToApply')
        ?.replace(/\(.*\)/, '')
        .trim(),
      description: description ? textOf(description) : undefined,
      applyUrl: apply ? new URL(apply, url).href : undefined,
    };
  },

  watch: HOOK('job-posting-details'),

  cards: {
    selector: `${HOOK('jobResults')} li`,
    externalId(card) {
      const href = card.querySelector(`a${HOOK('jobTitle')}`)?.getAttribute('href');
      const base = card.ownerDocument.location?.href;
      if (!href || !base) return undefined;
      const job = workdayJobOf(new URL(href, base));
      return job ? `${job.tenant}:${job.requisitionId.toLowerCase()}` : undefined;
    },
    // A tenant's list never names its employer (the page title is the site's, "Careers"), and the slug is a guess.
    company: () => undefined,
    title: (card) => cardText(card, [`a${HOOK('jobTitle')}`]),
  },
};

/* Test pages
https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite/job/US-CA-Santa-Clara/Senior-GPU-Compiler-Engineer_JR2019876
https://voltaris.wd1.myworkdayjobs.com/VoltarisExternalCareerSite/job/US-CA-Santa-Clara/Senior-GPU-Compiler-Engineer_JR2019876/apply
https://wd3.myworkdaysite.com/recruiting/harrowgate/Harrowgate_Careers/job/Toronto-ON/Payroll-Analyst_R-104522
https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite?q=compiler
https://voltaris.wd5.myworkdayjobs.com/en-US/VoltarisExternalCareerSite/details/Senior-GPU-Compiler-Engineer_JR2019876-1
*/
