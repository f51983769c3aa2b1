import { firstText, textAt, textOf, cardText } from '../dom';
import { jobPageDetection, unlessDated } from '../boards';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Naukri (www.naukri.com): job pages at /job-listings-{title}-{company}-{place}-{years}-{id}
 * (a 12-digit id last, often with ?src=...), result lists at /{what}-jobs and /{what}-jobs-in-{where}.
 * No real Naukri page was found in public repositories (2026-12). The job header's CSS-module
 * classes carry a build hash (styles_jd-header-title__rZwM1, __159e2, __r2Aud in public extension
 * code), so they are matched by their stable prefix; the schema.org JobPosting Naukri publishes
 * for Google for Jobs fills the date and the rest through the JSON-LD fallback. Naukri salaries
 * are rupees in lakhs ("12-18 Lacs P.A."), which the salary reader knows.
 */
const JOB_PATH = /^\/job-listings-[^/]*?-(\d{9,15})\/?$/;
const LOGIN_PATH = /^\/(?:nlogin|mnjuser)\//i;
const CLOSED =
  /job (?:you are looking for )?(?:is )?no longer available|this job (?:has )?expired|no longer accepting (?:responses|applications)|job has been (?:removed|closed)/i;
const CLS = (prefix: string) => `[class*="${prefix}"]`;

/** "Employment Type: Full Time, Permanent" rows of the job's other details. */
function detailRows(scope: ParentNode): Map<string, string> {
  const rows = new Map<string, string>();
  for (const label of Array.from(scope.querySelectorAll(`${CLS('details')} > label`))) {
    const value = label.nextElementSibling ? textOf(label.nextElementSibling) : '';
    if (value) rows.set(textOf(label).replace(/:\s*$/, '').toLowerCase(), value.replace(/,\s*$/, ''));
  }
  return rows;
}

export const adapter: SiteAdapter = {
  id: 'naukri',
  label: 'Naukri',
  market: 'global',
  countryOf: () => 'IN',
  matches: ['https://www.naukri.com/job-listings-*', 'https://www.naukri.com/*-jobs*', 'https://www.naukri.com/nlogin/*'],
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    if (LOGIN_PATH.test(url.pathname)) return { kind: 'blocked', reason: 'Naukri asks to log in' };
    const header = doc.querySelector(`h1${CLS('jd-header-title')}`);
    return jobPageDetection(doc, {
      board: 'Naukri',
      id: JOB_PATH.exec(url.pathname)?.[1],
      canonicalUrl: `https://www.naukri.com${url.pathname.replace(/\/$/, '')}`,
      shown: Boolean(header && textOf(header)) || scanJsonLd(doc).postings.length > 0,
      container: header?.closest('main') ?? doc.body,
      closed: CLOSED,
    });
  },

  extract({ doc }, detection): Found {
    const scope = detection.container ?? doc;
    const rows = detailRows(scope);
    const places = Array.from(scope.querySelectorAll(`${CLS('jhc__location')} a`))
      .map((a) => textOf(a))
      .filter(Boolean);
    const place = places.length === 0 ? textAt(scope, CLS('jhc__location')) : undefined;
    const stats = Array.from(scope.querySelectorAll(CLS('jhc__stat'))).map((el) => textOf(el));
    const posted = stats.find((line) => /^posted\b/i.test(line))?.replace(/^posted\s*:?\s*/i, '');
    const description = scope.querySelector(CLS('JDC__dang-inner-html'));
    const skills = Array.from(scope.querySelectorAll(`${CLS('key-skill')} a`))
      .map((el) => textOf(el))
      .filter(Boolean);
    return {
      title: textAt(scope, `h1${CLS('jd-header-title')}`),
      company: firstText(scope, [`${CLS('jd-header-comp-name')} > a`, `${CLS('jd-header-comp-name')} a`]),
      locations: [...places, ...(place ? [place] : [])].map((raw) => ({ raw })),
      experienceText: textAt(scope, CLS('jhc__exp')),
      salaryText: textAt(scope, CLS('jhc__salary')),
      postedText: unlessDated(doc, posted),
      employmentTypeHints: rows.get('employment type') ? [rows.get('employment type')!] : [],
      workModeHints: rows.get('work mode') ? [rows.get('work mode')!] : [],
      companyIndustry: rows.get('industry type'),
      educationText: rows.get('education') ?? rows.get('ug') ?? rows.get('pg'),
      skillHints: [...new Set(skills)],
      description: description ? textOf(description) : undefined,
    };
  },

  cards: {
    selector: '.srp-jobtuple-wrapper[data-job-id]',
    externalId(card) {
      const id = card.getAttribute('data-job-id');
      return id && /^\d{9,15}$/.test(id) ? id : undefined;
    },
    // The tuple's company link, then the older tuples' subTitle.
    company: (card) => cardText(card, ['.comp-name', 'a.subTitle']),
    title: (card) => cardText(card, ['a.title']),
  },
};

/* Test pages
https://www.naukri.com/job-listings-senior-data-engineer-kaveri-analytics-bengaluru-4-to-8-years-281126004512?src=jobsearchDesk
https://www.naukri.com/data-engineer-jobs-in-bengaluru
*/
