import { allTexts, attrAt, firstText, textAt, textOf, cardText } from '../dom';
import { scanJsonLd } from '../jsonld';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Built In (builtin.com and its older city sites such as builtinaustin.com): server-rendered pages
 * (Bootstrap classes, Alpine.js) whose job page /job/{slug}/{id} ships a schema.org JobPosting.
 * The DOM gives what the JSON-LD leaves out: the work-setting label, "Top Skills" and the
 * industries line; search pages list cards [data-id="job-card"] with id="job-card-{id}".
 */
const HOST = /^(?:www\.)?builtin(?:austin|boston|chicago|colorado|la|nyc|seattle|sf)?\.com$/i;
const JOB_PATH = /^\/job\/(?:[^/]+\/)+(\d{4,12})\/?$/;
const JOB_ID = /^\d{4,12}$/;
const TITLE = ['h1[data-id="job-title"]', 'main h1', 'h1'];
/** The job's own company link carries its job id; the cards of other jobs below it have the same data-id. */
const companyOf = (id: string | undefined) => [
  `[data-id="company-title"][data-builtin-track-job-id="${id}"]`,
  'a[data-id="company-title"] span',
  'a[data-id="company-title"]',
];
const DESCRIPTION = ['#job-post-body', '[data-id="job-description"]', '.job-description'];
const CLOSED_TEXT =
  /this job (?:is no longer available|has expired|was removed)|no longer accepting applications|job (?:has been|was) (?:removed|filled)/i;
const WORK_SETTING = /^(?:remote|hybrid|in-office|remote or hybrid|on-?site)$/i;
/** The experience label beside the pay in a job's header ("Entry level", "Senior level", "Expert/Leader"). */
const LEVEL = /^(?:internship|entry|junior|mid|senior|expert|leader|expert\/leader)(?:[- ]level)?$/i;

/** The page's own canonical address when it is this job's page on a Built In host (the city sites keep theirs). */
function ownCanonical(href: string | undefined, id: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return HOST.test(url.hostname) && jobIdOf(url) === id ? href : undefined;
  } catch {
    return undefined;
  }
}

function jobIdOf(url: URL): string | undefined {
  return JOB_PATH.exec(url.pathname)?.[1];
}

export const adapter: SiteAdapter = {
  id: 'builtin',
  label: 'Built In',
  market: 'global',
  matches: [
    'https://builtin.com/job/*',
    'https://builtin.com/jobs*',
    'https://builtin.com/company/*',
    'https://www.builtin.com/job/*',
    'https://www.builtin.com/jobs*',
    ...['austin', 'boston', 'chicago', 'colorado', 'la', 'nyc', 'seattle', 'sf'].flatMap((city) => [
      `https://www.builtin${city}.com/job/*`,
      `https://www.builtin${city}.com/jobs*`,
    ]),
  ],

  detect({ doc, url }): Detection {
    const id = jobIdOf(url);
    if (!id) return { kind: 'none', reason: 'a Built In page that is not one job (a search, a company page)' };
    const title = firstText(doc, TITLE);
    const hasJsonLd = scanJsonLd(doc).postings.length > 0;
    if (CLOSED_TEXT.test(textAt(doc, 'main') ?? doc.title ?? '') && !hasJsonLd)
      return { kind: 'blocked', reason: 'this Built In job is closed' };
    if (!title && !hasJsonLd) return { kind: 'none', reason: 'the Built In job has not loaded' };
    // The job's own block (id = the job id) holds its header; the related jobs below it are other postings.
    const container = doc.querySelector(`.job-post-item[id="${id}"]`) ?? doc.querySelector('main') ?? doc.body;
    const canonicalUrl =
      ownCanonical(attrAt(doc, 'link[rel="canonical"]', 'href'), id) ?? `https://builtin.com${url.pathname.replace(/\/$/, '')}`;
    return { kind: 'posting', canonicalUrl, externalId: id, container };
  },

  extract({ doc, url }, detection): Found {
    const main = detection.container ?? doc;
    const descriptionEl = DESCRIPTION.map((s) => main.querySelector(s)).find(Boolean);
    const company = companyOf(detection.externalId);
    const companyEl = company.map((selector) => main.querySelector(selector)).find(Boolean);
    const companyHref = companyEl?.closest('a')?.getAttribute('href') ?? undefined;
    const spans = allTexts(main, 'span');
    const settings = spans.filter((text) => WORK_SETTING.test(text));
    // "Top Skills:" is followed by one span per skill.
    const skillBox = Array.from(main.querySelectorAll('span')).find((el) => /^Top Skills:?$/i.test(textOf(el)))?.parentElement;
    const skills = skillBox ? allTexts(skillBox, 'span span') : [];
    return {
      title: firstText(main, TITLE),
      company: firstText(main, company),
      companyUrl: companyHref ? new URL(companyHref, url.origin).href : undefined,
      workModeHints: settings.slice(0, 1),
      seniorityHints: spans.filter((text) => LEVEL.test(text)).slice(0, 1),
      skillHints: skills,
      description: descriptionEl ? textOf(descriptionEl) : undefined,
    };
  },

  cards: {
    selector: '[data-id="job-card"]',
    externalId(card) {
      const id = card.getAttribute('id')?.replace(/^job-card-/, '');
      return id && JOB_ID.test(id) ? id : undefined;
    },
    company: (card) => cardText(card, ['[data-id="company-title"]']),
    // A job page's own header is a card too, titled by its h1.
    title: (card) => cardText(card, ['[data-id="job-card-title"]', 'h1']),
  },
};

/* Test pages
https://builtin.com/job/senior-data-engineer/8123456
https://www.builtinaustin.com/jobs/dev-engineering/backend
*/
