import { textAt, textOf, cardText } from '../dom';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Monster (www.monster.com): job pages at /job-openings/{slug}--{uuid}, and a search page
 * (/jobs/search?q=&where=) whose right-hand pane shows the selected card. Both render the job in
 * [data-testid="svx-job-view-wrapper"]; the search cards use the same data-testid names
 * (jobTitle, company), so every read is scoped to that wrapper. Job pages also carry a
 * schema.org JobPosting JSON-LD, which fills what the view leaves out (pay, job type).
 */
const HOST = /^(?:www\.)?monster\.com$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const JOB_PATH = new RegExp(`^/job-openings/(?:[^/]*--)?(${UUID})/?$`, 'i');
const VIEW = '[data-testid="svx-job-view-wrapper"]';
const CARD = 'article[data-testid="JobCard"], [data-testid="svx_jobCard"]';
const TEST = (id: string) => `[data-testid="${id}"]`;

function jobOfHref(href: string | null | undefined, base: string): { id: string; path: string } | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    const id = JOB_PATH.exec(url.pathname)?.[1];
    return id && HOST.test(url.hostname) ? { id: id.toLowerCase(), path: url.pathname.replace(/\/$/, '') } : undefined;
  } catch {
    return undefined;
  }
}

/** Which job the search pane shows: the address's id, a job link in the pane, or the card with its title and company. */
function paneJob(doc: Document, url: URL, view: Element): { id: string; path: string } | undefined {
  const fromParam = url.searchParams.get('id');
  if (fromParam && new RegExp(`^${UUID}$`, 'i').test(fromParam))
    return { id: fromParam.toLowerCase(), path: `/job-openings/${fromParam.toLowerCase()}` };
  const ownLink = jobOfHref(view.querySelector('a[href*="/job-openings/"]')?.getAttribute('href'), url.href);
  if (ownLink) return ownLink;
  const title = textAt(view, TEST('jobTitle'));
  const company = textAt(view, TEST('company'));
  const card = Array.from(doc.querySelectorAll(CARD)).find(
    (c) => textAt(c, TEST('jobTitle')) === title && (!company || textAt(c, TEST('company')) === company),
  );
  return jobOfHref(card?.querySelector(`a${TEST('jobTitle')}, a${TEST('job-card-link')}`)?.getAttribute('href'), url.href);
}

export const adapter: SiteAdapter = {
  id: 'monster',
  label: 'Monster',
  market: 'global',
  matches: ['https://www.monster.com/job-openings/*', 'https://www.monster.com/jobs/search*'],

  detect({ doc, url }): Detection {
    const view = doc.querySelector(VIEW);
    const shown = view && textAt(view, TEST('jobTitle')) ? view : null;
    const direct = JOB_PATH.exec(url.pathname)?.[1];
    if (direct) {
      if (!shown && scanJsonLd(doc).postings.length === 0) {
        if (/job (?:is )?no longer available|job has expired|no longer accepting/i.test(doc.body?.textContent ?? '')) {
          return { kind: 'blocked', reason: 'this Monster job has expired' };
        }
        return { kind: 'none', reason: 'the Monster job has not loaded yet' };
      }
      return {
        kind: 'posting',
        canonicalUrl: `https://www.monster.com${url.pathname.replace(/\/$/, '')}`,
        externalId: direct.toLowerCase(),
        container: shown ?? doc.body,
      };
    }
    if (!shown) return { kind: 'none', reason: 'no job selected on this Monster search page' };
    const job = paneJob(doc, url, shown);
    if (!job) return { kind: 'none', reason: 'cannot tell which job the Monster pane shows' };
    return { kind: 'posting', canonicalUrl: `https://www.monster.com${job.path}`, externalId: job.id, container: shown };
  },

  extract({ doc, url }, detection): Found {
    const view = detection.container ?? doc;
    const location = textAt(view, TEST('jobDetailLocation'));
    const description = view.querySelector(TEST('svx-description-container-inner'));
    // A job page's JSON-LD dates the posting to the second; "Posted 2 days ago" only to the day.
    const exactDate = JOB_PATH.test(url.pathname) && scanJsonLd(doc).postings.some((posting) => typeof posting['datePosted'] === 'string');
    return {
      title: textAt(view, TEST('jobTitle')),
      company: textAt(view, TEST('company')),
      locations: location ? [{ raw: location }] : [],
      postedText: exactDate ? undefined : textAt(view, TEST('jobDetailDateRecency')),
      description: description ? textOf(description) : undefined,
    };
  },

  watch: VIEW,

  cards: {
    selector: CARD,
    externalId: (card) =>
      jobOfHref(card.querySelector(`a${TEST('jobTitle')}, a${TEST('job-card-link')}`)?.getAttribute('href'), 'https://www.monster.com/')
        ?.id,
    // The JobCard layout's names, then the svx_jobCard ones some builds use.
    company: (card) => cardText(card, [TEST('company'), TEST('svx_jobCard-company')]),
    title: (card) => cardText(card, [TEST('jobTitle'), TEST('svx_jobCard-title')]),
  },
};

/* Test pages
https://www.monster.com/job-openings/warehouse-operations-supervisor-columbus-oh--2b7f4c1e-9a3d-4e85-b6f0-7c1d2e3f4a5b
https://www.monster.com/jobs/search?q=dental+hygienist&where=Denver%2C+CO&page=1
*/
