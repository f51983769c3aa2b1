import { allTexts, attrAt, firstText, textOf } from '../dom';
import type { RawLocation } from '../../posting';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * SmartRecruiters job ads (jobs.smartrecruiters.com/{Company}/{postingId}-{slug}): server-rendered
 * schema.org microdata plus an <spl-job-location> web component whose attributes carry the place
 * and the workplace type ("on_site", "hybrid", "remote"). A removed posting answers with an
 * error page instead of the ad.
 */
const HOST = 'jobs.smartrecruiters.com';
const JOB_PATH = /^\/([A-Za-z0-9_-]+)\/(\d{6,})(?:-[^/]*)?\/?$/;
const POSTING_SCOPE = '[itemtype*="schema.org/JobPosting" i]';
const TITLE = ['[itemprop="title"]', 'h1.job-title'];

function idsOf(url: URL): { company: string; postingId: string } | undefined {
  if (url.hostname !== HOST) return undefined;
  const match = JOB_PATH.exec(url.pathname);
  return match ? { company: match[1]!, postingId: match[2]! } : undefined;
}

function meta(scope: ParentNode, prop: string): string | undefined {
  return attrAt(scope, `meta[itemprop="${prop}"]`, 'content');
}

/**
 * The place: the component's formatted address, unless it is a street address
 * ("500 Boylston Street, Boston, MA 02116"), then the address microdata's town, region, country.
 */
function locationOf(scope: ParentNode): RawLocation[] {
  const city = meta(scope, 'addressLocality');
  const region = meta(scope, 'addressRegion');
  const country = meta(scope, 'addressCountry');
  const parts: string[] = [];
  for (const part of [city, region, country]) if (part && !parts.some((p) => p.toLowerCase() === part.toLowerCase())) parts.push(part);
  const formatted = attrAt(scope, 'spl-job-location', 'formattedAddress') ?? attrAt(scope, 'spl-job-location', 'formattedaddress');
  const raw = formatted && !/\d/.test(formatted) ? formatted : parts.join(', ') || formatted;
  if (!raw) return [];
  return [{ raw, ...(city ? { city } : {}), ...(region ? { region } : {}), ...(country ? { country } : {}) }];
}

export const adapter: SiteAdapter = {
  id: 'smartrecruiters',
  label: 'SmartRecruiters',
  market: 'global',
  matches: ['https://jobs.smartrecruiters.com/*'],

  detect({ doc, url }): Detection {
    const ids = idsOf(url);
    if (!ids) return { kind: 'none', reason: 'a SmartRecruiters page that is not one job ad' };
    if (!firstText(doc, TITLE)) {
      if (
        /no longer (?:available|accepting)|(?:has|is) (?:expired|been filled|closed)|job (?:ad )?(?:was )?(?:not found|removed)/i.test(
          doc.body?.textContent ?? '',
        )
      ) {
        return { kind: 'blocked', reason: 'this SmartRecruiters job ad has been removed' };
      }
      return { kind: 'none', reason: 'no job ad on this SmartRecruiters page' };
    }
    return {
      kind: 'posting',
      canonicalUrl: `https://${HOST}/${ids.company}/${ids.postingId}`,
      externalId: ids.postingId,
      container: doc.querySelector(POSTING_SCOPE) ?? doc.querySelector('main.jobad-main') ?? doc.body,
    };
  },

  extract({ doc }, detection): Found {
    const ad = detection.container ?? doc;
    const workplace = attrAt(ad, 'spl-job-location', 'workplaceType') ?? attrAt(ad, 'spl-job-location', 'workplacetype');
    const description = ad.querySelector('[itemprop="description"]');
    // A company's own job fields: "Salary Range: 124,000.00-165,300.00".
    const pay = allTexts(ad, '.job-detail').find((detail) => /^(?:salary|pay|compensation)\b[^:]*:\s*\S*\d/i.test(detail));
    return {
      title: firstText(ad, TITLE),
      company: attrAt(ad, '[itemprop="hiringOrganization"] meta[itemprop="name"]', 'content') ?? attrAt(doc, '.header-logo img', 'alt'),
      locations: locationOf(ad),
      workModeHints: workplace ? [workplace.replace(/_/g, ' ')] : [],
      employmentTypeHints: allTexts(ad, '[itemprop="employmentType"]'),
      postedText: meta(ad, 'datePosted'),
      description: description ? textOf(description) : undefined,
      salaryText: pay?.replace(/^[^:]*:\s*/, ''),
    };
  },
};

/* Test pages
https://jobs.smartrecruiters.com/Corvanta/744000061234567-senior-data-analyst
https://jobs.smartrecruiters.com/HalvorsenBioscience/744000062345678-clinical-research-associate
*/
