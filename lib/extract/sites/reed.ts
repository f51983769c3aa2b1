import { textOf } from '../dom';
import { jobPageDetection } from '../boards';
import { scanJsonLd } from '../jsonld';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * Reed (www.reed.co.uk): job pages at /jobs/{title-slug}/{id} (an 8-digit id, often followed by
 * ?source=searchResults), result lists at /jobs, /jobs/{what}-jobs and /jobs/{what}-jobs-in-{where}.
 * No real Reed page was found in public repositories (2026-12): the adapter reads what Reed
 * publishes for Google for Jobs, a schema.org JobPosting (through the JSON-LD and microdata
 * fallbacks), and the page's own header only for the title and company. The login wall lives on
 * secure.reed.co.uk and /account/login (public extension code that watches for it).
 */
const JOB_PATH = /^\/jobs\/[^/]+\/(\d{6,10})\/?$/;
const LOGIN_PATH = /^\/(?:account|authentication)\/(?:login|signin)|^\/signin\/?$/i;
const CLOSED = /this job (?:has )?expired|job (?:is )?no longer available|no longer accepting applications|vacancy (?:has )?closed/i;

export const adapter: SiteAdapter = {
  id: 'reed',
  label: 'Reed',
  market: 'global',
  countryOf: () => 'GB',
  matches: [
    'https://www.reed.co.uk/jobs',
    'https://www.reed.co.uk/jobs/*',
    'https://www.reed.co.uk/account/login*',
    'https://secure.reed.co.uk/*',
  ],

  detect({ doc, url }): Detection {
    if (url.hostname === 'secure.reed.co.uk' || LOGIN_PATH.test(url.pathname)) return { kind: 'blocked', reason: 'Reed asks to sign in' };
    const id = JOB_PATH.exec(url.pathname)?.[1];
    const heading = doc.querySelector('main h1, h1');
    return jobPageDetection(doc, {
      board: 'Reed',
      id,
      canonicalUrl: `https://www.reed.co.uk${url.pathname.replace(/\/$/, '')}`,
      // A list has its own h1 ("Data analyst jobs"): on a list address only a JobPosting counts.
      shown: scanJsonLd(doc).postings.length > 0 || Boolean(id && heading && textOf(heading)),
      container: heading?.closest('main, article') ?? doc.body,
      closed: CLOSED,
    });
  },

  // Unverified hooks are not guessed: the header's h1 names the job; the JobPosting (or its microdata) the rest.
  extract({ doc }, detection): Found {
    const heading = (detection.container ?? doc).querySelector('h1');
    return { title: heading ? textOf(heading) : undefined };
  },
};

/* Test pages
https://www.reed.co.uk/jobs/payroll-officer/51873204?source=searchResults&filter=%2fjobs%2fpayroll-jobs-in-leeds
https://www.reed.co.uk/jobs/warehouse-team-leader/51860377
*/
