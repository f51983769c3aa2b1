import { attrAt, firstText, textAt, textOf, cardText } from '../dom';
import { type Detection, type Found, type SiteAdapter } from '../types';
import { countryOfHost } from '../host';

const LISTING_ID = /^\d{6,}$/;

/** CSS-module classes carry a build hash (JobDetails_jobDescription__uW_fK): match the stable prefix. */
const DETAILS = '[class*="JobDetails_jobDetailsContainer__"]';
const TITLE = [
  '[data-test="job-title"]',
  'h1[id^="jd-job-title-"]',
  'header[data-test="job-details-header"] h1',
  '[class*="JobDetails_jobDetailsHeader"] h1',
];
const COMPANY = [
  '[data-test="employer-name"]',
  '[class*="EmployerProfile_employerNameHeading"]',
  '[class*="EmployerProfile_employerName__"]',
  '[class*="JobDetails_companyNameAndRating"]',
];
const LOCATION = ['[data-test="location"]', '[data-test="job-location"]', '[class*="JobDetails_location__"]'];
const SALARY = ['[data-test="detailSalary"]', '[class*="SalaryEstimate_salaryRange"]'];
const DESCRIPTION = [
  '[class*="JobDetails_jobDescription__"]',
  '[data-test="jobDescriptionContent"]',
  '.jobDescriptionContent',
  '[data-test="jobDescriptionText"]',
];
/** A list card's employer: the 2024+ compact name, then the 2023 one. */
const CARD_EMPLOYER = ['[class*="EmployerProfile_compactEmployerName"]', '[class*="EmployerProfile_employerName__"]'];
const RATING = '[class*="rating" i], [class*="Rating"], [data-test*="rating" i]';

/** Cloudflare's managed challenge ("Just a moment..."), served in place of the page. */
function isChallenge(doc: Document): boolean {
  if (doc.querySelector('#challenge-form, #challenge-running, #challenge-error-text, #cf-challenge-running')) return true;
  if (/^(?:just a moment|attention required|help us protect glassdoor)/i.test(doc.title ?? '')) return true;
  return Array.from(doc.querySelectorAll('script:not([src])')).some((s) => (s.textContent ?? '').includes('_cf_chl_opt'));
}

function listingIdOf(url: URL): string | undefined {
  const id = url.searchParams.get('jl') ?? url.searchParams.get('jobListingId');
  return id && LISTING_ID.test(id) ? id : undefined;
}

/** The listing a details block shows, from its title id (jd-job-title-{id}) or its brand-view tag (…:jlid={id}). */
function shownListingId(details: Element): string | undefined {
  const titleId = details.querySelector('h1[id^="jd-job-title-"]')?.getAttribute('id')?.replace('jd-job-title-', '');
  if (titleId && LISTING_ID.test(titleId)) return titleId;
  return /jlid=(\d+)/.exec(attrAt(details, '[data-brandviews*="jlid="]', 'data-brandviews') ?? '')?.[1];
}

/** "Kestrel Health4.1★": the employer block shows its rating inside the name. */
export function cleanEmployerName(text: string | undefined): string | undefined {
  return (
    text
      ?.replace(/\s*\d[.,]\d\s*★?\s*$/, '')
      .replace(/\s*★\s*$/, '')
      .trim() || undefined
  );
}

/** Card ages ("5d", "24h", "30d+") in the words the date reader knows ("5d ago"). */
export function cleanListingAge(text: string | undefined): string | undefined {
  const age = /^(\d+)\s*([hdwm])\+?$/i.exec(text?.trim() ?? '');
  return age ? `${age[1]}${age[2]!.toLowerCase()} ago` : text;
}

function overview(details: ParentNode): Pick<Found, 'companySize' | 'companyIndustry'> {
  const found: Pick<Found, 'companySize' | 'companyIndustry'> = {};
  for (const item of Array.from(details.querySelectorAll('[class*="JobDetails_overviewItem__"]'))) {
    const label = textAt(item, '[class*="JobDetails_overviewItemLabel"]') ?? '';
    const value = textAt(item, '[class*="JobDetails_overviewItemValue"]');
    if (!value || /^-+$/.test(value)) continue;
    if (/^(?:size|größe|taille)$/i.test(label)) found.companySize = value;
    else if (/^(?:industry|branche|secteur)$/i.test(label)) found.companyIndustry = value;
  }
  return found;
}

export const adapter: SiteAdapter = {
  id: 'glassdoor',
  label: 'Glassdoor',
  market: 'global',
  countryOf: countryOfHost,
  // glassdoor.com and the country sites with the most users: the same pages on every host. Another country site
  // would be a new host permission, which Chrome makes the user accept again on update: added with a fixture only.
  matches: [
    'https://www.glassdoor.com/*',
    'https://www.glassdoor.co.uk/*',
    'https://www.glassdoor.ca/*',
    'https://www.glassdoor.com.au/*',
    'https://www.glassdoor.de/*',
    'https://www.glassdoor.fr/*',
    'https://www.glassdoor.co.in/*',
    'https://www.glassdoor.ie/*',
    'https://www.glassdoor.nl/*',
    'https://www.glassdoor.es/*',
    'https://www.glassdoor.it/*',
    'https://www.glassdoor.sg/*',
  ],
  // The listing page's own JobPosting fills the date and type; search pages carry none of their own.
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    const details = Array.from(doc.querySelectorAll(DETAILS)).find((el) => firstText(el, TITLE)) ?? null;
    if (!details && isChallenge(doc)) return { kind: 'blocked', reason: 'Glassdoor shows a security check instead of the page' };
    const asked = listingIdOf(url);
    const shown = details ? shownListingId(details) : undefined;
    // A search page opened without ?jl= shows its first listing, named by the pane itself.
    const id = asked ?? shown;
    if (!id) return { kind: 'none', reason: 'a Glassdoor page with no job listing open' };
    if (!details) return { kind: 'none', reason: 'the Glassdoor job details have not rendered yet' };
    if (shown && shown !== id) return { kind: 'none', reason: 'the detail pane still shows the previously selected job' };
    return {
      kind: 'posting',
      canonicalUrl: `https://${url.hostname.toLowerCase()}/job-listing/j?jl=${id}`,
      externalId: id,
      container: details,
    };
  },

  extract({ doc, url }, detection): Found {
    const details = detection.container ?? doc;
    const header = details.querySelector('header[data-test="job-details-header"], [class*="JobDetails_jobDetailsHeader"]') ?? details;
    const location = firstText(header, LOCATION) ?? firstText(details, LOCATION);
    const companyHref = attrAt(header, 'a[class*="EmployerProfile_profileContainer"], a[href*="/Overview/"]', 'href');
    const descriptionEl = DESCRIPTION.map((s) => details.querySelector(s)).find(Boolean);
    // On a search page the selected card (same listing) shows the age the pane leaves out.
    const card = Array.from(doc.querySelectorAll('[data-test="jobListing"][data-jobid]')).find(
      (li) => li.getAttribute('data-jobid') === detection.externalId,
    );
    return {
      title: firstText(header, TITLE) ?? firstText(details, TITLE),
      company: cleanEmployerName(firstText(header, COMPANY, { exclude: RATING })),
      companyUrl: companyHref ? new URL(companyHref, url.origin).href : undefined,
      locations: location ? [{ raw: location }] : [],
      salaryText: firstText(details, SALARY),
      postedText: cleanListingAge(textAt(card, '[data-test="job-age"]')),
      description: descriptionEl ? textOf(descriptionEl, { exclude: 'button' }) : undefined,
      ...overview(details),
    };
  },

  watch: '[class*="TwoColumnLayout_columnRight"], [class*="JobDetails_jobDetailsContainer__"]',

  cards: {
    selector: '[data-test="jobListing"][data-jobid]',
    externalId(card) {
      const id = card.getAttribute('data-jobid');
      return id && LISTING_ID.test(id) ? id : undefined;
    },
    // The compact name (2024+) stands apart from the rating; the 2023 name span holds it ("Kestrel Health4.1").
    company: (card) => cleanEmployerName(cardText(card, CARD_EMPLOYER)),
    title: (card) => cardText(card, ['[data-test="job-title"]', '[class*="JobCard_jobTitle"]']),
  },
};

/* Test pages
https://www.glassdoor.com/job-listing/senior-data-engineer-kestrel-health-JV_IC1128808_KO0,20_KE21,35.htm?jl=1009512345678
https://www.glassdoor.com/Job/austin-tx-software-engineer-jobs-SRCH_IL.0,9_IC1139761_KO10,27.htm?jl=1009598765432
*/
