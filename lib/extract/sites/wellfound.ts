import { allTexts, firstText, textOf } from '../dom';
import { dataBlock, isJsonObject, numberAt, path, stringAt, type JsonObject } from '../embedded';
import { scanJsonLd } from '../jsonld';
import { htmlToText } from '../text';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * Wellfound (formerly AngelList Talent) job pages, wellfound.com/jobs/{id}-{slug}: Next.js pages
 * whose `<script id="__NEXT_DATA__">` carries an Apollo cache (props.pageProps.apolloState, with
 * or without a `data` wrapper) of flat "Type:id" nodes that point at each other by
 * `{"__ref": "Startup:123"}` (older caches: `{"type": "id", "id": ...}`). The job node is found by
 * the id in the address, so data left over from an earlier page is never read as this job.
 * DataDome guards the site: its challenge page is a block, not an empty page.
 */
const JOB_PATH = /^\/jobs\/(\d+)(?:-[^/]*)?\/?$/;
const JOB_TYPES = /^JobListing(?:SearchResult)?$/;

type ApolloState = Record<string, JsonObject>;

function apolloStateOf(doc: Document): ApolloState | undefined {
  const state = path(dataBlock(doc, 'script#__NEXT_DATA__'), 'props', 'pageProps', 'apolloState');
  const nodes = isJsonObject(path(state, 'data')) ? path(state, 'data') : state;
  return isJsonObject(nodes) ? (nodes as ApolloState) : undefined;
}

function deref(state: ApolloState, value: JsonObject[string] | undefined): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const key = stringAt(value, '__ref') ?? (value['type'] === 'id' ? stringAt(value, 'id') : undefined);
  return key ? state[key] : value;
}

function jobNode(state: ApolloState, jobId: string): { key: string; job: JsonObject } | undefined {
  for (const [key, node] of Object.entries(state)) {
    const [type, id] = key.split(':');
    if (JOB_TYPES.test(type ?? '') && (id === jobId || stringAt(node, 'id') === jobId)) return { key, job: node };
  }
  return undefined;
}

/** The startup a job belongs to: its own pointer, or the startup that lists it (search caches). */
function startupOf(state: ApolloState, key: string, job: JsonObject): JsonObject | undefined {
  const own = deref(state, job['startup']);
  if (own) return own;
  return Object.values(state).find((node) => {
    const listed = node['highlightedJobListings'];
    return Array.isArray(listed) && listed.some((ref) => isJsonObject(ref) && (ref['__ref'] === key || ref['id'] === key));
  });
}

function experienceOf(job: JsonObject): string | undefined {
  const min = numberAt(job, 'yearsExperienceMin');
  const max = numberAt(job, 'yearsExperienceMax');
  if (min !== undefined && max !== undefined) return `${min}-${max} years`;
  if (min !== undefined) return `${min}+ years`;
  return max !== undefined ? `${max} years or less` : undefined;
}

function isDataDome(doc: Document): boolean {
  return (
    doc.querySelector('script[src*="captcha-delivery.com"], iframe[src*="captcha-delivery.com"]') !== null ||
    /\bvar dd\s*=\s*\{/.test(doc.querySelector('head')?.textContent ?? '')
  );
}

export const adapter: SiteAdapter = {
  id: 'wellfound',
  label: 'Wellfound',
  market: 'global',
  matches: ['https://wellfound.com/jobs*', 'https://www.wellfound.com/jobs*'],

  detect({ doc, url }): Detection {
    if (isDataDome(doc)) return { kind: 'blocked', reason: 'Wellfound shows its DataDome check instead of the page' };
    const jobId = JOB_PATH.exec(url.pathname)?.[1];
    if (!jobId) return { kind: 'none', reason: 'a Wellfound list page, not one job' };
    const state = apolloStateOf(doc);
    const known = state ? jobNode(state, jobId) : undefined;
    if (
      !known &&
      !(firstText(doc, ['main h1', 'h1']) && (doc.querySelector('main a[href^="/company/"]') || scanJsonLd(doc).postings.length > 0))
    ) {
      return { kind: 'none', reason: 'the Wellfound job has not loaded yet' };
    }
    return {
      kind: 'posting',
      canonicalUrl: `https://wellfound.com${url.pathname.replace(/\/$/, '')}`,
      externalId: jobId,
      container: doc.querySelector('main') ?? doc.body,
    };
  },

  extract({ doc }, detection): Found {
    const state = apolloStateOf(doc);
    const known = state ? jobNode(state, detection.externalId ?? '') : undefined;
    if (!state || !known) {
      // The server-rendered page without its data (or with the blob cut short): the header's heading,
      // company link and characteristics ("$140k – $175k • 0.1% – 0.4%", "Remote only", "Full Time").
      const main = detection.container ?? doc;
      const facts = allTexts(main, '[class*="characteristics" i] li');
      return {
        title: firstText(main, ['h1']),
        company: firstText(main, ['a[href^="/company/"] h2', 'a[href^="/company/"]']),
        description: textOf(main.querySelector('[class*="description" i]')) || undefined,
        salaryText: facts.find((fact) => /[$€£₹]\s?\d/.test(fact)),
        workModeHints: facts,
        employmentTypeHints: facts,
      };
    }
    const { key, job } = known;
    const startup = startupOf(state, key, job);
    const names = job['locationNames'];
    const remoteKind = stringAt(job, 'remoteConfig', 'kind');
    const jobType = stringAt(job, 'jobType');
    const html = stringAt(job, 'description');
    const size = stringAt(startup, 'companySize');
    return {
      title: stringAt(job, 'title'),
      company: stringAt(startup, 'name'),
      companySize: size
        ?.replace(/^SIZE_/, '')
        .replace(/_PLUS$/, '+')
        .replace(/_/g, '-'),
      locations: Array.isArray(names)
        ? names.filter((name): name is string => typeof name === 'string' && name.trim() !== '').map((raw) => ({ raw }))
        : [],
      // "REMOTE_ONLY", "ONSITE", "HYBRID": underscores kept would hide the word from the reader.
      workModeHints: [...(job['remote'] === true ? ['Remote'] : []), ...(remoteKind ? [remoteKind.replace(/_/g, ' ')] : [])],
      employmentTypeHints: jobType ? [jobType] : [],
      salaryText: stringAt(job, 'compensation'),
      postedText: stringAt(job, 'liveStartAt'),
      experienceText: experienceOf(job),
      description: html ? htmlToText(html) : undefined,
      tags: [stringAt(job, 'primaryRoleTitle')].filter((tag): tag is string => Boolean(tag)),
    };
  },
};

/* Test pages
https://wellfound.com/jobs/3184072-senior-full-stack-engineer
https://wellfound.com/jobs/2956310-data-scientist
*/
