import { canonicalUrl } from '../../posting/url';
import { allTexts, firstText, textAt, textOf } from '../dom';
import { findObjectWith, isJsonObject, scriptObject, stringAt, type JsonObject } from '../embedded';
import { htmlToText } from '../text';
import { scanJsonLd } from '../jsonld';
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
  const text = textOf(box).split('\n').filter((line) => /\d/.test(line)).join(' ');
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
  allFrames: true,

  handles(url) {
    return GREENHOUSE_HOST.test(url.hostname) || url.searchParams.has('gh_jid');
  },

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
      scanJsonLd(doc).postings.length > 0;
    if (!hasPosting) {
      if (doc.querySelector('#grnhse_iframe, #grnhse_app iframe')) {
        return { kind: 'none', reason: 'the posting is inside the Greenhouse frame, which is read on its own' };
      }
      if (CLOSED_TEXT.test(doc.body?.textContent ?? '')) {
        return { kind: 'blocked', reason: 'this Greenhouse job post is closed' };
      }
      return { kind: 'none', reason: 'no job post on this Greenhouse page' };
    }
    const canonical = ids.token
      ? `https://job-boards.greenhouse.io/${ids.token}/jobs/${ids.jobId}`
      : canonicalUrl(url.href, ['gh_jid']);
    return { kind: 'posting', canonicalUrl: canonical, externalId: ids.jobId };
  },

  extract({ doc }): Found {
    const post = remixJobPost(doc);
    const header = doc.querySelector('#header');
    const companyText = textAt(header, '.company-name')?.replace(/^at\s+/i, '');
    const descriptionEl = DESCRIPTION.map((s) => doc.querySelector(s)).find(Boolean);
    const postHtml = stringAt(post, 'content');
    const location = stringAt(post, 'job_post_location') ?? firstText(doc, LOCATION);
    const published = stringAt(post, 'published_at') ?? stringAt(post, 'first_published');
    return {
      title: stringAt(post, 'title') ?? firstText(doc, TITLE),
      company: stringAt(post, 'company_name') ?? companyText ?? companyFromTitle(doc),
      locations: location ? location.split(/\s*;\s*|\s+or\s+/).filter(Boolean).map((raw) => ({ raw })) : [],
      description: postHtml ? htmlToText(postHtml) : descriptionEl ? textOf(descriptionEl, { exclude: '.pay-range, form, #application' }) : undefined,
      postedText: published ?? textAt(doc, '.application--post-date'),
      // A company page that renders the job itself writes the work mode beside the place, in its own
      // markup ("Denver, CO · Hybrid (3 days in office)"), which JSON-LD leaves out.
      workModeHints: allTexts(doc.querySelector('h1')?.parentElement, '[class*="location"]'),
      ...payRange(post, doc),
    };
  },
};

/* Test pages
https://boards.greenhouse.io/acmerobotics/jobs/4012345
https://job-boards.greenhouse.io/acmerobotics/jobs/4012345
https://job-boards.greenhouse.io/embed/job_app?for=acmerobotics&token=4012345
https://www.acmerobotics.example/careers?gh_jid=4012345
*/
