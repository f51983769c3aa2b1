import { attrAt, firstText, metaContent, textAt, textOf, cardText } from '../dom';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Workable's hosted job pages (apply.workable.com/{company}/j/{shortcode}/, and the older
 * {company}.workable.com/j/{shortcode}): a client-rendered app with stable data-ui hooks, whose
 * server shell already ships a schema.org JobPosting JSON-LD. Before the app renders, the JSON-LD
 * is the whole posting; once it has, the rendered sections are read and JSON-LD fills the rest
 * (the date, the hiring organization).
 */
const APPLY_PATH = /^\/([^/]+)\/j\/([0-9A-F]{6,12})(?:\/(?:apply)?)?\/?$/i;
const SUBDOMAIN_PATH = /^\/j\/([0-9A-F]{6,12})(?:\/(?:apply)?)?\/?$/i;
const SUBDOMAIN_HOST = /^([a-z0-9-]+)\.workable\.com$/i;
const NOT_COMPANIES = new Set(['apply', 'www', 'jobs', 'help', 'resources']);
const UI = (name: string) => `[data-ui="${name}"]`;

function jobOf(url: URL): { shortcode: string; canonicalUrl: string } | undefined {
  if (url.hostname === 'apply.workable.com') {
    const match = APPLY_PATH.exec(url.pathname);
    return match
      ? { shortcode: match[2]!.toUpperCase(), canonicalUrl: `https://apply.workable.com/${match[1]}/j/${match[2]!.toUpperCase()}` }
      : undefined;
  }
  const host = SUBDOMAIN_HOST.exec(url.hostname);
  const match = SUBDOMAIN_PATH.exec(url.pathname);
  if (!host || NOT_COMPANIES.has(host[1]!.toLowerCase()) || !match) return undefined;
  return { shortcode: match[1]!.toUpperCase(), canonicalUrl: `https://${url.hostname.toLowerCase()}/j/${match[1]!.toUpperCase()}` };
}

/** "Backend Engineer - Meridia Travel": the page title names the company after the last " - ". */
function companyFromTitle(doc: Document, title: string | undefined): string | undefined {
  const pageTitle = doc.title.trim();
  if (!title || !pageTitle.startsWith(`${title} - `)) return undefined;
  return pageTitle.slice(title.length + 3).trim() || undefined;
}

/**
 * A careers list is one employer's and its cards name none: the list's og:title is the account's
 * name ("Meridia Travel"), which its <title> repeats before " - ". A job page's og:title is the job's.
 */
function listCompany(doc: Document): string | undefined {
  const name = metaContent(doc, 'og:title');
  return name && !doc.querySelector(`h1${UI('job-title')}`) && doc.title.trim().startsWith(`${name} - `) ? name : undefined;
}

export const adapter: SiteAdapter = {
  id: 'workable',
  label: 'Workable',
  market: 'global',
  matches: ['https://apply.workable.com/*', 'https://*.workable.com/j/*'],

  detect({ doc, url }): Detection {
    const job = jobOf(url);
    if (!job) return { kind: 'none', reason: 'a Workable page that is not one job (a careers list or the application form)' };
    const rendered = doc.querySelector(UI('job-title'));
    if (!rendered && scanJsonLd(doc).postings.length === 0) {
      if (
        /job (?:is )?(?:no longer available|not found)|no longer accepting applications|page you.re looking for/i.test(
          doc.body?.textContent ?? '',
        )
      ) {
        return { kind: 'blocked', reason: 'this Workable job is closed' };
      }
      return { kind: 'none', reason: 'the Workable job has not loaded yet' };
    }
    return { kind: 'posting', canonicalUrl: job.canonicalUrl, externalId: job.shortcode, container: rendered?.closest('main') ?? doc.body };
  },

  extract({ doc }, detection): Found {
    const main = detection.container ?? doc;
    const title = firstText(main, [`h1${UI('job-title')}`, UI('job-title')]);
    const workplace = firstText(main, [`${UI('job-workplace')} strong`, UI('job-workplace')]);
    const type = textAt(main, UI('job-type'));
    const department = textAt(main, UI('job-department'));
    const location = firstText(main, [
      `${UI('job-location')} [data-ellipsis-element="true"]`,
      `${UI('job-location-tooltip')} span`,
      UI('job-location'),
    ]);
    // Description, requirements and benefits are three sections, each under its own h2.
    const sections = ['job-description', 'job-requirements', 'job-benefits']
      .map((name) => main.querySelector(UI(name)))
      .filter((section): section is Element => section !== null)
      .map((section) => textOf(section));
    return {
      title,
      company: companyFromTitle(doc, title) ?? attrAt(doc, `${UI('company-logo')} img`, 'alt'),
      locations: location ? [{ raw: location }] : [],
      workModeHints: workplace ? [workplace] : [],
      employmentTypeHints: type ? [type] : [],
      tags: department ? [department] : [],
      description: sections.join('\n') || undefined,
    };
  },

  cards: {
    selector: `li${UI('job')}`,
    externalId(card) {
      const href = card.querySelector('a[href*="/j/"]')?.getAttribute('href') ?? '';
      return /\/j\/([0-9A-F]{6,12})/i.exec(href)?.[1]?.toUpperCase();
    },
    company: (card) => listCompany(card.ownerDocument),
    title: (card) => cardText(card, [UI('job-title')]),
  },
};

/* Test pages
https://apply.workable.com/meridia-travel/j/5C2E8A91D4/
https://meridia-travel.workable.com/j/5C2E8A91D4
https://apply.workable.com/meridia-travel/
*/
