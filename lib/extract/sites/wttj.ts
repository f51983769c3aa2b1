import { allTexts, firstText, textAt, textOf } from '../dom';
import { jobPageDetection } from '../boards';
import { scanJsonLd } from '../jsonld';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * Welcome to the Jungle (www.welcometothejungle.com): job pages at
 * /{lang}/companies/{company}/jobs/{slug}, the search at /{lang}/jobs. No real page was found in
 * public repositories (2026-12). Public extension code reads the job header from
 * [data-testid="job-metadata-block"] (the title in its h2, the company in its /companies/ link)
 * and the text from [data-testid="job-section-description"]; the schema.org JobPosting the site
 * publishes for Google for Jobs fills the date, pay and contract through the JSON-LD fallback.
 */
const JOB_PATH = /^\/([a-z]{2}(?:-[a-z]{2})?)\/companies\/([^/]+)\/jobs\/([^/?#]+?)\/?$/i;
const LOGIN_PATH = /^\/[a-z]{2}(?:-[a-z]{2})?\/(?:signin|signup|login)\/?$/i;
const CLOSED =
  /(?:this|the) job (?:offer )?is no longer available|cette offre (?:d'emploi )?n.est plus disponible|offre expirée|diese stelle ist nicht mehr verfügbar/i;
const TEST = (id: string) => `[data-testid="${id}"]`;
/** The remote-work tags of the job header, French and English ("Télétravail fréquent", "Fully remote"). */
const REMOTE_TAGS: readonly (readonly [RegExp, string])[] = [
  [/^(?:télétravail total|fully remote|full remote)$/i, 'remote'],
  [/^(?:télétravail (?:fréquent|occasionnel|partiel)|frequent remote|occasional remote|partial remote)$/i, 'hybrid'],
];

export const adapter: SiteAdapter = {
  id: 'wttj',
  label: 'Welcome to the Jungle',
  market: 'global',
  matches: [
    'https://www.welcometothejungle.com/*/companies/*/jobs/*',
    'https://www.welcometothejungle.com/*/jobs*',
    'https://www.welcometothejungle.com/*/signin*',
  ],
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    if (LOGIN_PATH.test(url.pathname)) return { kind: 'blocked', reason: 'Welcome to the Jungle asks to sign in' };
    const job = JOB_PATH.exec(url.pathname);
    const block = doc.querySelector(TEST('job-metadata-block'));
    return jobPageDetection(doc, {
      board: 'Welcome to the Jungle',
      // The slug is the job's only id in the address; the company makes it unique on the site.
      id: job ? `${job[2]!.toLowerCase()}/${job[3]!.toLowerCase()}` : undefined,
      canonicalUrl: job ? `https://www.welcometothejungle.com/${job[1]!.toLowerCase()}/companies/${job[2]}/jobs/${job[3]}` : url.href,
      shown: Boolean(block && textAt(block, 'h1, h2')) || scanJsonLd(doc).postings.length > 0,
      container: block?.closest('main') ?? doc.body,
      closed: CLOSED,
    });
  },

  extract({ doc }, detection): Found {
    const scope = detection.container ?? doc;
    const block = scope.querySelector(TEST('job-metadata-block'));
    const description = scope.querySelector(TEST('job-section-description'));
    return {
      title: firstText(block, ['h1', 'h2']),
      workModeHints: allTexts(block, 'span').flatMap((tag) => REMOTE_TAGS.filter(([label]) => label.test(tag)).map(([, mode]) => mode)),
      company: firstText(block, ['a[href*="/companies/"] span', 'a[href*="/companies/"]']),
      description: description ? textOf(description) : undefined,
    };
  },
};

/* Test pages
https://www.welcometothejungle.com/fr/companies/atelier-lumen/jobs/developpeur-backend-python-h-f_lyon
https://www.welcometothejungle.com/en/jobs?query=data%20analyst&refinementList%5Boffices.country_code%5D%5B%5D=FR
*/
