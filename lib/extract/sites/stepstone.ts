import { firstText, textAt, textOf, cardText } from '../dom';
import { jobPageDetection, unlessDated } from '../boards';
import { scanJsonLd } from '../jsonld';
import type { RawSectionHints } from '../../posting';
import { type Detection, type Found, type SiteAdapter } from '../types';
import { countryOfHost } from '../host';

/**
 * The StepStone platform: stepstone.de and its siblings (.at, .be, .nl), and Totaljobs
 * (totaljobs.com), which StepStone owns and runs on the same front end: the same data-at hooks
 * (header-job-title, metadata-company-name, metadata-location, job-ad-content ...) and the same
 * result list (article[data-at="job-item"]#job-item-{id}). One adapter, one place for those hooks;
 * only the job address differs:
 * - StepStone: /stellenangebote--{slug}--{id}-inline.html (also /emplois--, /vacatures--, /jobs--).
 * - Totaljobs: /job/{title-slug}/{company-slug}-job{id}.
 * Result lists (/jobs/{what}/in-{where}) hold no posting of their own.
 */
const STEPSTONE_HOST = /^(?:www\.)?stepstone\.(?:de|at|be|nl)$/i;
const TOTALJOBS_HOST = /^(?:www\.)?totaljobs\.com$/i;
const STEPSTONE_JOB = /^\/[a-z]+--.*--(\d{5,})-inline\.html$/i;
const TOTALJOBS_JOB = /^\/job\/[^/]+\/[^/]*?job(\d{5,})\/?$/i;
const AT = (name: string) => `[data-at="${name}"]`;
const CLOSED =
  /nicht mehr (?:verfügbar|online|aktiv)|ist leider abgelaufen|this job (?:has )?expired|job is no longer available|no longer (?:available|accepting applications)|n'est plus disponible|niet meer beschikbaar/i;
/** Platform labels in front of the value: "Erschienen: vor 1 Tag", "Posted: 2 days ago". */
const LABEL = /^(?:erschienen|ver[öo]ffentlicht|posted|publi[ée]e?|geplaatst)\s*:\s*/i;
const NOT_A_SALARY = /^(?:gehalt anzeigen|show salary|salaire|salaris bekijken)$/i;

function jobIdOf(url: URL): string | undefined {
  if (STEPSTONE_HOST.test(url.hostname)) return STEPSTONE_JOB.exec(url.pathname)?.[1];
  if (TOTALJOBS_HOST.test(url.hostname)) return TOTALJOBS_JOB.exec(url.pathname)?.[1];
  return undefined;
}

/** The platform's fixed home-office labels (its own search facets: "Teilweise Home-Office", "Nur Home-Office"). */
const HOME_OFFICE: readonly (readonly [RegExp, string])[] = [
  [/^(?:nur home-?office|full(?:y)? remote|work from home)$/i, 'remote'],
  [/^(?:homeoffice möglich|teilweise home-?office|hybrid(?: working)?)$/i, 'hybrid'],
];

/** The ad's sections by the kind their data-at hook names (section-text-description, -profile, -weOffer...). */
const SECTION_KINDS: readonly (readonly [RegExp, keyof RawSectionHints])[] = [
  [/description|responsibilit|tasks/i, 'responsibilities'],
  [/profile|requirement|qualification/i, 'requirements'],
  [/offer|benefit/i, 'benefits'],
];

function sectionHints(content: Element | null): RawSectionHints | undefined {
  if (!content) return undefined;
  const hints: RawSectionHints = {};
  for (const section of Array.from(content.querySelectorAll('[data-at^="section-text-"]:not([data-at$="-content"])'))) {
    const kind = SECTION_KINDS.find(([name]) => name.test(section.getAttribute('data-at') ?? ''))?.[1];
    const items = Array.from(section.querySelectorAll('li'))
      .map((li) => textOf(li))
      .filter(Boolean);
    if (kind && items.length > 0) hints[kind] = [...(hints[kind] ?? []), ...items];
  }
  return Object.keys(hints).length > 0 ? hints : undefined;
}

/** "Homeoffice möglich, Vollzeit": the work setting and the hours share one line. */
function splitWorkType(text: string | undefined): { mode: string[]; type: string[] } {
  const parts = (text ?? '').split(/\s*,\s*/).filter(Boolean);
  const mode = parts.flatMap((part) => HOME_OFFICE.filter(([label]) => label.test(part)).map(([, hint]) => hint));
  return { mode, type: parts.filter((part) => !HOME_OFFICE.some(([label]) => label.test(part))) };
}

export const adapter: SiteAdapter = {
  id: 'stepstone',
  label: 'StepStone / Totaljobs',
  market: 'global',
  countryOf: (url) => (TOTALJOBS_HOST.test(url.hostname) ? 'GB' : countryOfHost(url)),
  matches: [
    'https://www.stepstone.de/*',
    'https://www.stepstone.at/*',
    'https://www.stepstone.be/*',
    'https://www.stepstone.nl/*',
    'https://www.totaljobs.com/*',
  ],
  fallbacks: ['jsonld'],

  detect({ doc, url }): Detection {
    const header = doc.querySelector(AT('header-job-title'));
    return jobPageDetection(doc, {
      board: TOTALJOBS_HOST.test(url.hostname) ? 'Totaljobs' : 'StepStone',
      id: jobIdOf(url),
      canonicalUrl: `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`,
      shown: Boolean(header && textOf(header)) || scanJsonLd(doc).postings.length > 0,
      container: header?.closest('main, #JobAdContent, [data-at="job-ad-page"]') ?? doc.body,
      closed: CLOSED,
    });
  },

  extract({ doc }, detection): Found {
    const scope = detection.container ?? doc;
    const { mode, type } = splitWorkType(textAt(scope, AT('metadata-work-type')));
    const contract = textAt(scope, AT('metadata-contract-type'));
    const salary = textAt(scope, AT('metadata-salary'));
    const place = textAt(scope, AT('metadata-location'));
    const content = scope.querySelector(AT('job-ad-content'));
    return {
      title: firstText(scope, [AT('header-job-title')]),
      company: firstText(scope, [AT('metadata-company-name'), AT('header-company-name')]),
      locations: place ? [{ raw: place }] : [],
      workModeHints: mode,
      employmentTypeHints: [...(contract ? [contract] : []), ...type],
      // Logged out, the pay box says "Gehalt anzeigen" (show salary): a button, not a figure.
      salaryText: salary && !NOT_A_SALARY.test(salary) && /\d/.test(salary) ? salary : undefined,
      // The JobPosting dates the ad to the minute; "vor 4 Tagen" only to the day.
      postedText: unlessDated(doc, textAt(scope, AT('metadata-online-date'))?.replace(LABEL, '')),
      sectionHints: sectionHints(content),
      description: content ? textOf(content, { exclude: `${AT('job-ad-salary')}, button` }) : undefined,
    };
  },

  cards: {
    selector: `article${AT('job-item')}`,
    externalId(card) {
      const id = /^job-item-(\d{5,})$/.exec(card.id)?.[1];
      return (
        id ??
        /--(\d{5,})-inline\.html|job(\d{5,})/
          .exec(card.querySelector(`a${AT('job-item-title')}`)?.getAttribute('href') ?? '')
          ?.slice(1)
          .find(Boolean)
      );
    },
    company: (card) => cardText(card, [AT('job-item-company-name')]),
    title: (card) => cardText(card, [AT('job-item-title')]),
  },
};

/* Test pages
https://www.stepstone.de/jobs/software-engineer/in-40210?radius=10&q=%22software-engineer%22&searchOrigin=Homepage_top-search
https://www.stepstone.de/stellenangebote--Data-Engineer-m-w-d-Leipzig-Muldental-Logistik-GmbH--13915027-inline.html
https://www.totaljobs.com/job/payroll-administrator/harbourside-care-group-job104729318
*/
