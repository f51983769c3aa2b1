import { canonicalUrl } from '../../posting/url';
import { allTexts, iconLabelledTexts, firstText, metaContent, textAt, textOf } from '../dom';
import { findObjectWith, isJsonObject, scriptObject, stringAt, type JsonObject } from '../embedded';
import { decodeEntities, htmlToText } from '../text';
import { parseJsonLenient, scanJsonLd } from '../jsonld';
import type { Detection, Found, SiteAdapter } from '../types';

const GREENHOUSE_HOST = /^(?:boards|job-boards)(?:\.eu)?\.greenhouse\.io$/;
const BOARD_JOB_PATH = /^\/([^/]+)\/jobs\/(\d+)\/?$/;
const EMBED_PATH = /^\/embed\/job_app\/?$/;

const TITLE = ['.job__title h1', 'h1.section-header', '#header .app-title', '#header h1', '.app-title'];
const LOCATION = ['.job__location', '#header .location', '.location'];
const DESCRIPTION = ['.job__description', '#content', '#job_description'];
const CLOSED_TEXT = /no longer open|job you are looking for is no longer|page you were looking for/i;

interface Ids {
  token?: string;
  jobId: string;
}

function idsOf(url: URL): Ids | undefined {
  if (GREENHOUSE_HOST.test(url.hostname)) {
    const board = BOARD_JOB_PATH.exec(url.pathname);
    if (board) return { token: board[1]!, jobId: board[2]! };
    if (EMBED_PATH.test(url.pathname)) {
      const jobId = url.searchParams.get('token');
      const token = url.searchParams.get('for') ?? undefined;
      if (jobId && /^\d+$/.test(jobId)) return { token, jobId };
    }
    return undefined;
  }
  const jobId = url.searchParams.get('gh_jid');
  return jobId && /^\d+$/.test(jobId) ? { jobId } : undefined;
}

/** The job post the new board's Remix loader embedded in the page. */
function remixJobPost(doc: Document): JsonObject | undefined {
  const context = scriptObject(doc, 'window.__remixContext');
  const post = findObjectWith(context, ['title', 'content', 'company_name']);
  return isJsonObject(post) ? post : undefined;
}

/** Data blocks a server-rendered careers page carries: Next.js, Nuxt, Gatsby and plain JSON islands. */
const DATA_BLOCKS = 'script#__NEXT_DATA__, script#__NUXT_DATA__, script[type="application/json"]';

/**
 * The Greenhouse job a company page rendered on its server (its Job Board API object: id, title,
 * content, location.name, absolute_url), when the page shows the job only through the embed frame,
 * which the page cannot read across origins. Only the object of this very gh_jid counts: a careers
 * page carries the whole board.
 */
function serverCopy(doc: Document, jobId: string): JsonObject | undefined {
  for (const block of Array.from(doc.querySelectorAll(DATA_BLOCKS))) {
    const parsed = parseJsonLenient(block.textContent ?? '');
    const job = parsed.ok && isJsonObject(parsed.value) ? jobWithId(parsed.value, jobId) : undefined;
    if (job) return job;
  }
  return undefined;
}

function jobWithId(root: JsonObject, jobId: string): JsonObject | undefined {
  const stack: unknown[] = [root];
  for (let seen = 0; stack.length > 0 && seen < 50_000; seen++) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const object = value as JsonObject;
    const id = stringAt(object, 'id');
    const address = stringAt(object, 'absolute_url');
    const isThisJob =
      id === jobId || (address !== undefined && new RegExp(`(?:/jobs/|[?&]gh_jid=|[?&]token=)${jobId}(?!\\d)`).test(address));
    if (isThisJob && stringAt(object, 'title') && stringAt(object, 'content')) return object;
    stack.push(...Object.values(object));
  }
  return undefined;
}

/** The Job Board API escapes its HTML ("&lt;p&gt;"): unescaped once, then read as HTML. */
function contentText(content: string): string {
  return htmlToText(/&lt;[a-z/]/i.test(content) ? decodeEntities(content) : content);
}

function payRange(post: JsonObject | undefined, doc: Document): Pick<Found, 'salaryText' | 'salaryData'> {
  const ranges = post?.['pay_ranges'];
  const first = Array.isArray(ranges) ? ranges.find(isJsonObject) : undefined;
  if (first) {
    const min = stringAt(first, 'min');
    const max = stringAt(first, 'max');
    const currency = stringAt(first, 'currency_type');
    if (min || max) return { salaryText: [[min, max].filter(Boolean).join(' - '), currency].filter(Boolean).join(' ') };
  }
  const box = doc.querySelector('.pay-range');
  if (!box) return {};
  const text = textOf(box)
    .split('\n')
    .filter((line) => /\d/.test(line))
    .join(' ');
  return text ? { salaryText: text } : {};
}

function companyFromTitle(doc: Document): string | undefined {
  // "Job Application for Staff Engineer at Acme Robotics"
  const match = /\bat\s+(.+?)\s*$/.exec(doc.title ?? '');
  return match?.[1];
}

export const adapter: SiteAdapter = {
  id: 'greenhouse',
  label: 'Greenhouse',
  market: 'global',
  matches: ['https://boards.greenhouse.io/*', 'https://job-boards.greenhouse.io/*', 'https://job-boards.eu.greenhouse.io/*'],
  // A company's own careers page names its Greenhouse job with ?gh_jid=ID, on any host: read when the user
  // asks there (the any-page reader carries this adapter), never declared.
  onDemand: ['*://*/*?gh_jid=*', '*://*/*&gh_jid=*'],
  allFrames: true,

  detect({ doc, url }): Detection {
    const ids = idsOf(url);
    // A closed job's address redirects to its board with ?error=true and a flash saying so.
    if (!ids && url.searchParams.get('error') === 'true' && CLOSED_TEXT.test(doc.body?.textContent ?? '')) {
      return { kind: 'blocked', reason: 'this Greenhouse job post is closed' };
    }
    if (!ids) return { kind: 'none', reason: 'a Greenhouse page that is not one job post' };
    // A company page carrying ?gh_jid= may render the job itself and describe it in JSON-LD;
    // a board page whose markup changed still has its JSON-LD.
    const hasPosting =
      firstText(doc, TITLE) !== undefined ||
      remixJobPost(doc) !== undefined ||
      scanJsonLd(doc).postings.length > 0 ||
      (!ids.token && serverCopy(doc, ids.jobId) !== undefined);
    if (!hasPosting) {
      if (doc.querySelector('#grnhse_iframe, #grnhse_app iframe')) {
        return { kind: 'none', reason: 'the posting is inside the Greenhouse frame, which is read on its own' };
      }
      if (CLOSED_TEXT.test(doc.body?.textContent ?? '')) {
        return { kind: 'blocked', reason: 'this Greenhouse job post is closed' };
      }
      return { kind: 'none', reason: 'no job post on this Greenhouse page' };
    }
    const canonical = ids.token ? `https://job-boards.greenhouse.io/${ids.token}/jobs/${ids.jobId}` : canonicalUrl(url.href, ['gh_jid']);
    return { kind: 'posting', canonicalUrl: canonical, externalId: ids.jobId };
  },

  extract({ doc, url }, detection): Found {
    const onBoard = GREENHOUSE_HOST.test(url.hostname);
    const post = remixJobPost(doc) ?? (!onBoard && detection.externalId ? serverCopy(doc, detection.externalId) : undefined);
    const header = doc.querySelector('#header');
    const companyText = textAt(header, '.company-name')?.replace(/^at\s+/i, '');
    const descriptionEl = DESCRIPTION.map((s) => doc.querySelector(s)).find(Boolean);
    const postHtml = stringAt(post, 'content');
    const location = stringAt(post, 'job_post_location') ?? stringAt(post, 'location', 'name') ?? firstText(doc, LOCATION);
    const published = stringAt(post, 'published_at') ?? stringAt(post, 'first_published');
    // A company page's own name: the API object names the company only in newer boards.
    const siteName = onBoard ? undefined : metaContent(doc, 'og:site_name');
    return {
      title: stringAt(post, 'title') ?? firstText(doc, TITLE),
      company: stringAt(post, 'company_name') ?? companyText ?? siteName ?? companyFromTitle(doc),
      locations: location
        ? location
            .split(/\s*;\s*|\s+or\s+/)
            .filter(Boolean)
            .map((raw) => ({ raw }))
        : [],
      description: postHtml
        ? contentText(postHtml)
        : descriptionEl
          ? textOf(descriptionEl, { exclude: '.pay-range, form, #application' })
          : undefined,
      postedText: published ?? textAt(doc, '.application--post-date'),
      // A company page that renders the job itself writes the work mode beside the place, in its own
      // markup ("Denver, CO · Hybrid (3 days in office)"), which JSON-LD leaves out.
      // Careers-site builders mark it with an icon: <i aria-label="Workplace type"></i><span>On Site</span>.
      workModeHints: [
        ...allTexts(doc.querySelector('h1')?.parentElement, '[class*="location"]'),
        ...(onBoard ? [] : iconLabelledTexts(doc.body, /^workplace type$/i)),
      ],
      ...payRange(post, doc),
    };
  },
};

/* Test pages
https://boards.greenhouse.io/acmerobotics/jobs/4012345
https://job-boards.greenhouse.io/acmerobotics/jobs/4012345
https://job-boards.greenhouse.io/embed/job_app?for=acmerobotics&token=4012345
https://www.acmerobotics.example/careers?gh_jid=4012345
https://www.harborline.example/careers/jobs?gh_jid=5123460
*/
