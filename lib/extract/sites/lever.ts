import { attrAt, firstText, textAt, textOf, cardText } from '../dom';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * Lever's hosted job pages: server-rendered, one posting per page, JSON-LD usually present
 * (it fills datePosted, which the DOM never shows). The headline's categories carry a trailing
 * " /" separator and the workplace type an em dash ("Remote — ") on list cards.
 */
const LEVER_HOST = /^jobs(?:\.eu)?\.lever\.co$/;
const POSTING_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/apply)?\/?$/i;
const CATEGORY = '.posting-headline .posting-categories';
/** Some employers put a sentence into "commitment"; jobVyne ignores values this long, so do we. */
const MAX_COMMITMENT = 30;

/**
 * The commitment as employment hints. A list of terms ("Unbefristet, 40 Stunden pro Woche, Start
 * flexibel ab Januar") is read term by term, so that a long list still says full-time while a
 * sentence's long clauses stay out.
 */
function commitmentHints(commitment: string | undefined): string[] {
  if (!commitment) return [];
  return commitment
    .split(/\s*[,;·]\s*/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0 && term.length <= MAX_COMMITMENT);
}

function idsOf(url: URL): { company: string; postingId: string } | undefined {
  if (!LEVER_HOST.test(url.hostname)) return undefined;
  const match = POSTING_PATH.exec(url.pathname);
  return match ? { company: match[1]!, postingId: match[2]!.toLowerCase() } : undefined;
}

/** "Engineering – Platform /" and "Remote — " without the separators Lever prints between them. */
function category(scope: ParentNode, name: string): string | undefined {
  const text = textAt(scope, `${CATEGORY} .${name}`)
    ?.replace(/[\s/—–-]+$/u, '')
    .trim();
  return text || undefined;
}

/** "{Company} - {Title}" is the page title on every hosted posting. */
function companyOf(doc: Document, title: string | undefined): string | undefined {
  const pageTitle = doc.title.trim();
  if (title && pageTitle.endsWith(` - ${title}`)) return pageTitle.slice(0, -` - ${title}`.length).trim() || undefined;
  const alt = attrAt(doc, '.main-header-logo img', 'alt')?.replace(/\s+logo$/i, '');
  return alt || undefined;
}

/** A board's title is the employer's name alone ("Gate"); a posting's is "{Company} - {Title}". */
function boardCompany(doc: Document): string | undefined {
  const pageTitle = doc.title.trim();
  if (pageTitle && !pageTitle.includes(' - ')) return pageTitle;
  return attrAt(doc, '.main-header-logo img', 'alt')?.replace(/\s+logo$/i, '') || undefined;
}

function salaryText(scope: ParentNode): string | undefined {
  const box = scope.querySelector('[data-qa="salary-range"]');
  return box
    ? textOf(box)
        .split('\n')
        .find((line) => /\d/.test(line))
    : undefined;
}

export const adapter: SiteAdapter = {
  id: 'lever',
  label: 'Lever',
  market: 'global',
  matches: ['https://jobs.lever.co/*', 'https://jobs.eu.lever.co/*'],

  detect({ doc, url }): Detection {
    const ids = idsOf(url);
    if (!ids) return { kind: 'none', reason: 'a Lever page that is not one posting (a board or an unknown path)' };
    if (!firstText(doc, ['.posting-headline h2', '.posting-header h2'])) {
      if (/couldn.t find anything here|posting .*(?:closed|no longer)|page not found/i.test(doc.body?.textContent ?? '')) {
        return { kind: 'blocked', reason: 'this Lever posting is closed' };
      }
      return { kind: 'none', reason: 'no posting headline on this Lever page' };
    }
    return {
      kind: 'posting',
      canonicalUrl: `https://${url.hostname}/${ids.company}/${ids.postingId}`,
      externalId: ids.postingId,
      container: doc.querySelector('.posting-page') ?? doc.body,
    };
  },

  extract({ doc }, detection): Found {
    const page = detection.container ?? doc;
    const title = firstText(page, ['.posting-headline h2', '.posting-header h2']);
    const location = category(page, 'location') ?? category(page, 'sort-by-location');
    const commitment = category(page, 'commitment');
    const workplace = category(page, 'workplaceTypes');
    const team = category(page, 'department') ?? category(page, 'sort-by-team');
    // The job's own sections: intro, the h3-headed lists, closing text; not the apply buttons or the pay box.
    const parts = Array.from(page.querySelectorAll('.section-wrapper.page-full-width .section'))
      .filter(
        (section) =>
          !section.closest('.accent-section') &&
          !section.matches('[data-qa="salary-range"], .last-section-apply, [data-qa="btn-apply-bottom"]'),
      )
      .map((section) => textOf(section))
      .filter(Boolean);
    const apply = attrAt(page, 'a[data-qa="show-page-apply"]', 'href') ?? attrAt(page, '.postings-btn-wrapper a', 'href');
    return {
      title,
      company: companyOf(doc, title),
      locations: location ? location.split(/\s+\/\s+/).map((raw) => ({ raw })) : [],
      workModeHints: workplace ? [workplace] : [],
      employmentTypeHints: commitmentHints(commitment),
      tags: team ? [team] : [],
      description: parts.join('\n') || undefined,
      salaryText: salaryText(page),
      applyUrl: apply,
    };
  },

  cards: {
    selector: '.posting[data-qa-posting-id]',
    externalId: (card) => card.getAttribute('data-qa-posting-id')?.toLowerCase() || undefined,
    // A board is one employer's: its cards name no company, the board's title and logo do.
    company: (card) => boardCompany(card.ownerDocument),
    title: (card) => cardText(card, ['[data-qa="posting-name"]', '.posting-title h5']),
  },
};

/* Test pages
https://jobs.lever.co/brightwater/3f6c2a9e-8b1d-4e57-a0c4-7d29e15b6f80
https://jobs.lever.co/brightwater/3f6c2a9e-8b1d-4e57-a0c4-7d29e15b6f80/apply
https://jobs.eu.lever.co/kestrelhaus/91d0e7c4-2b6a-4f3e-8c15-a4e7b2d9c630
https://jobs.lever.co/brightwater
*/
