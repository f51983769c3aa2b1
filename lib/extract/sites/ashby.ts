import { firstText, textOf } from '../dom';
import { isJsonObject, numberAt, path, scriptObject, stringAt, type JsonObject } from '../embedded';
import { htmlToText } from '../text';
import type { Detection, Found, SiteAdapter } from '../types';
import type { RawSalaryData } from '../../posting';

/**
 * Ashby's hosted boards: the server sends a spinner and one `window.__appData = {...}` blob
 * (7 KB to 2 MB) that holds the organization and, on a job page, the posting. The blob is
 * sliced by brace counting (lib/extract/embedded.ts), never by a regex. Ashby is a single-page
 * app: after a click from the board the address names a job while the blob still describes
 * the board, so the board's own entry for that job and the rendered DOM are read instead.
 */
const ASHBY_HOST = 'jobs.ashbyhq.com';
const POSTING_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/application)?\/?$/i;
const TITLE = ['h1.ashby-job-posting-heading', 'h1[class*="_title_"]', 'h1'];
const DESCRIPTION = ['[class*="_descriptionText"]', '#overview', '[class*="_description_"]'];

function idsOf(url: URL): { org: string; postingId: string } | undefined {
  if (url.hostname !== ASHBY_HOST) return undefined;
  const match = POSTING_PATH.exec(url.pathname);
  return match ? { org: match[1]!, postingId: match[2]!.toLowerCase() } : undefined;
}

/** The posting the blob describes, or the board's entry for it after in-app navigation. */
function postingOf(appData: JsonObject | undefined, postingId: string): { posting: JsonObject; full: boolean } | undefined {
  const posting = path(appData, 'posting');
  if (isJsonObject(posting) && stringAt(posting, 'id')?.toLowerCase() === postingId) return { posting, full: true };
  const listed = path(appData, 'jobBoard', 'jobPostings');
  const entry = Array.isArray(listed)
    ? listed.find((item) => isJsonObject(item) && stringAt(item, 'id')?.toLowerCase() === postingId)
    : undefined;
  return isJsonObject(entry) ? { posting: entry, full: false } : undefined;
}

/** The salary component of the first compensation tier: "1 YEAR" intervals become "YEAR". */
function salaryData(posting: JsonObject): RawSalaryData | undefined {
  const tiers = posting['compensationTiers'];
  const summary = posting['summaryComponents'];
  const components = [
    ...(Array.isArray(summary) ? summary : []),
    ...(Array.isArray(tiers)
      ? tiers.flatMap((tier) => (isJsonObject(tier) && Array.isArray(tier['components']) ? tier['components'] : []))
      : []),
  ];
  const salary = components.find((item) => isJsonObject(item) && stringAt(item, 'compensationType') === 'Salary');
  if (!isJsonObject(salary)) return undefined;
  const min = numberAt(salary, 'minValue');
  const max = numberAt(salary, 'maxValue');
  if (min === undefined && max === undefined) return undefined;
  const currency = stringAt(salary, 'currencyCode');
  const unit = stringAt(salary, 'interval')?.replace(/^1\s+/, '');
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(currency ? { currency } : {}),
    ...(unit ? { unit } : {}),
  };
}

function locationsOf(posting: JsonObject): { raw: string }[] {
  const names = [stringAt(posting, 'locationName')];
  const secondary = posting['secondaryLocations'];
  if (Array.isArray(secondary)) for (const item of secondary) names.push(stringAt(item, 'locationName') ?? stringAt(item, 'location'));
  // Newer boards list the other places by name only.
  const secondaryNames = posting['secondaryLocationNames'];
  if (Array.isArray(secondaryNames)) for (const name of secondaryNames) if (typeof name === 'string') names.push(name);
  return [...new Set(names.filter((name): name is string => Boolean(name)))].map((raw) => ({ raw }));
}

/** "Senior Product Designer @ Quillmark" is the page title of a job. */
function companyFromTitle(doc: Document): string | undefined {
  return /\s@\s(.+)$/.exec(doc.title.trim())?.[1]?.trim() || undefined;
}

export const adapter: SiteAdapter = {
  id: 'ashby',
  label: 'Ashby',
  market: 'global',
  matches: ['https://jobs.ashbyhq.com/*'],

  detect({ doc, url }): Detection {
    const ids = idsOf(url);
    if (!ids) return { kind: 'none', reason: 'an Ashby board or page that is not one job' };
    const known = postingOf(scriptObject(doc, 'window.__appData'), ids.postingId);
    if (!known && !firstText(doc, TITLE.slice(0, 2))) {
      if (
        /job (?:posting )?(?:you are looking for )?(?:is )?(?:no longer|not) (?:available|found|open)/i.test(doc.body?.textContent ?? '')
      ) {
        return { kind: 'blocked', reason: 'this Ashby job is closed' };
      }
      return { kind: 'none', reason: 'the Ashby job has not loaded yet' };
    }
    return {
      kind: 'posting',
      canonicalUrl: `https://${ASHBY_HOST}/${ids.org}/${ids.postingId}`,
      externalId: ids.postingId,
      container: doc.body,
    };
  },

  extract({ doc }, detection): Found {
    const appData = scriptObject(doc, 'window.__appData');
    const known = postingOf(appData, detection.externalId ?? '');
    const posting = known?.posting;
    const html = known?.full ? stringAt(posting, 'descriptionHtml') : undefined;
    const descriptionEl = DESCRIPTION.map((selector) => doc.querySelector(selector)).find(Boolean);
    const summary = stringAt(posting, 'compensationTierSummary') ?? stringAt(posting, 'scrapeableCompensationSalarySummary');
    const workplace = stringAt(posting, 'workplaceType');
    const employment = stringAt(posting, 'employmentType');
    const tags = [stringAt(posting, 'departmentName'), stringAt(posting, 'teamName')].filter((tag): tag is string => Boolean(tag));
    return {
      title: stringAt(posting, 'title') ?? firstText(doc, TITLE),
      company: stringAt(appData, 'organization', 'name') ?? companyFromTitle(doc),
      companyUrl: stringAt(appData, 'organization', 'publicWebsite'),
      locations: posting ? locationsOf(posting) : [],
      workModeHints: workplace ? [workplace] : [],
      employmentTypeHints: employment ? [employment] : [],
      tags: [...new Set(tags)],
      description: html
        ? htmlToText(html)
        : (stringAt(posting, 'descriptionPlainText') ?? (descriptionEl ? textOf(descriptionEl) : undefined)),
      salaryText: summary,
      salaryData: posting ? salaryData(posting) : undefined,
      postedText: stringAt(posting, 'publishedDate') ?? stringAt(posting, 'publishedAt'),
      applyUrl: `${detection.canonicalUrl}/application`,
    };
  },
};

/* Test pages
https://jobs.ashbyhq.com/quillmark/5b1e8c3a-7d24-4f9e-a6b0-2c8d91f4e3a7
https://jobs.ashbyhq.com/quillmark/5b1e8c3a-7d24-4f9e-a6b0-2c8d91f4e3a7/application
https://jobs.ashbyhq.com/quillmark
*/
