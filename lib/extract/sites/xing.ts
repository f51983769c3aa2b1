import { textOf } from '../dom';
import { jobPageDetection } from '../boards';
import { scanJsonLd } from '../jsonld';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * XING (www.xing.com): job pages at /jobs/{place}-{title-slug}-{id} (a numeric id last), the search
 * at /jobs/search (and /jobs/search/ki). No real XING job page was found in public repositories
 * (2026-12): the adapter reads the schema.org JobPosting XING publishes for Google for Jobs
 * through the JSON-LD fallback, the page's h1 for the title, and recognises the login wall
 * (/login, /signup) and closed ads.
 */
const JOB_PATH = /^\/jobs\/(?!search(?:\/|$))[^/]*?-(\d{5,})\/?$/;
const LOGIN_PATH = /^\/(?:login|signup|start\/signup)(?:\/|$)/i;
const CLOSED =
  /stellenanzeige (?:ist )?(?:leider )?nicht mehr (?:verfügbar|aktiv|online)|job ad (?:is )?no longer (?:available|online)|this job is no longer available/i;

export const adapter: SiteAdapter = {
  id: 'xing',
  label: 'XING',
  market: 'global',
  countryOf: () => 'DE',
  matches: ['https://www.xing.com/jobs/*', 'https://www.xing.com/login*'],
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    if (LOGIN_PATH.test(url.pathname)) return { kind: 'blocked', reason: 'XING asks to log in' };
    const id = JOB_PATH.exec(url.pathname)?.[1];
    const heading = doc.querySelector('main h1, h1');
    return jobPageDetection(doc, {
      board: 'XING',
      id,
      canonicalUrl: `https://www.xing.com${url.pathname.replace(/\/$/, '')}`,
      shown: scanJsonLd(doc).postings.length > 0,
      container: heading?.closest('main') ?? doc.body,
      closed: CLOSED,
    });
  },

  // Unverified hooks are not guessed: the h1 names the job; the JobPosting the rest.
  extract({ doc }, detection): Found {
    const heading = (detection.container ?? doc).querySelector('h1');
    return { title: heading ? textOf(heading) : undefined };
  },
};

/* Test pages
https://www.xing.com/jobs/hamburg-backend-entwickler-kotlin-148203311
https://www.xing.com/jobs/muenchen-product-owner-payments-147961052
*/
