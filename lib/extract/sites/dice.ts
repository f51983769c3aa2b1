import { attrAt, firstText, textAt, textOf, cardText } from '../dom';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Dice (www.dice.com), a Next.js app: the job page /job-detail/{uuid} ships a schema.org
 * JobPosting and renders the description into [data-testid="jobDescriptionHtml"]; search cards
 * are [data-testid="job-card"] carrying data-job-guid, the same uuid the job page's address has.
 * A removed job answers 200 with the title "Job Not Found | Dice.com".
 */
const JOB_PATH = /^\/job-detail\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE = ['h1[data-cy="jobTitle"]', 'main h1', 'h1'];
const COMPANY = ['a[data-cy="companyNameLink"]', '[data-testid="companyNameLink"]', 'main a[href*="/company-profile/"]'];
const DESCRIPTION = ['[data-testid="jobDescriptionHtml"]', '#jobDescription', '[data-cy="jobDescription"]'];
const CLOSED_TEXT = /^job not found|this job (?:is no longer available|has expired)|no longer accepting applications/i;

export const adapter: SiteAdapter = {
  id: 'dice',
  label: 'Dice',
  market: 'global',
  countryOf: () => 'US',
  matches: ['https://www.dice.com/job-detail/*', 'https://www.dice.com/jobs*'],

  detect({ doc, url }): Detection {
    const guid = JOB_PATH.exec(url.pathname)?.[1]?.toLowerCase();
    if (!guid) return { kind: 'none', reason: 'a Dice page that is not one job (a search, a company page)' };
    const title = firstText(doc, TITLE);
    const hasJsonLd = scanJsonLd(doc).postings.length > 0;
    if (!hasJsonLd && (CLOSED_TEXT.test(doc.title ?? '') || CLOSED_TEXT.test(title ?? '')))
      return { kind: 'blocked', reason: 'this Dice job is closed' };
    if (!title && !hasJsonLd) return { kind: 'none', reason: 'the Dice job has not loaded' };
    return {
      kind: 'posting',
      canonicalUrl: `https://www.dice.com/job-detail/${guid}`,
      externalId: guid,
      container: doc.querySelector('main') ?? doc.body,
    };
  },

  extract({ doc, url }, detection): Found {
    const main = detection.container ?? doc;
    const descriptionEl = DESCRIPTION.map((s) => main.querySelector(s)).find(Boolean);
    const companyHref = attrAt(main, 'a[href*="/company-profile/"]', 'href');
    return {
      title: firstText(main, TITLE),
      company: firstText(main, COMPANY),
      companyUrl: companyHref ? new URL(companyHref, url.origin).href.replace(/\?.*$/, '') : undefined,
      locations: [textAt(main, '[data-cy="location"], [data-testid="job-location"]')]
        .filter((raw): raw is string => Boolean(raw))
        .map((raw) => ({ raw })),
      description: descriptionEl ? textOf(descriptionEl) : undefined,
    };
  },

  cards: {
    selector: '[data-testid="job-card"]',
    externalId(card) {
      // data-job-guid when the card has it, else its own link to /job-detail/{uuid}.
      const href = card.querySelector('a[href*="/job-detail/"]')?.getAttribute('href') ?? '';
      const guid = (card.getAttribute('data-job-guid') ?? /\/job-detail\/([^/?#]+)/.exec(href)?.[1])?.toLowerCase();
      return guid && GUID.test(guid) ? guid : undefined;
    },
    // The name under the company-profile link; the link beside the logo holds only the logo.
    company: (card) => cardText(card, ['[data-testid="job-card-company-name"]', 'a[href*="/company-profile/"] p']),
    // The card-wide overlay link has no text of its own on the real page: it comes second.
    title: (card) => cardText(card, ['[data-testid="job-search-job-detail-link"]', '[data-testid="job-search-job-card-link"]']),
  },
};

/* Test pages
https://www.dice.com/job-detail/4f7c2a9e-1b3d-4e5f-8a6b-9c0d1e2f3a4b
https://www.dice.com/jobs?q=platform+engineer&location=Remote
*/
