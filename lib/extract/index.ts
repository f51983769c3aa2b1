import type { FieldSource, RawPosting } from '../posting';
import { canonicalUrl } from '../posting/url';
import { jobPostingFound, pickPosting, scanJsonLd, identifierOf } from './jsonld';
import { readMicrodata } from './microdata';
import { adapterFor } from './registry';
import type { ExtractResult, FallbackReader, Found, FoundField, PageInput, SiteAdapter } from './types';
import { metaContent } from './dom';

export type { ExtractResult, Found, PageInput, SiteAdapter } from './types';

const DEFAULT_FALLBACKS: readonly FallbackReader[] = ['jsonld', 'microdata'];

/** Fields where every reader's values add up (hints, tags) rather than the first one winning. */
const LIST_FIELDS = new Set<FoundField>(['workModeHints', 'employmentTypeHints', 'seniorityHints', 'tags', 'skillHints']);

interface Layer {
  source: FieldSource;
  found: Found;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

/** Reader fields by the Posting field they become, so `fieldsFrom` speaks the contract's names. */
const POSTING_FIELD: Partial<Record<FoundField, string>> = {
  company: 'company.name',
  companyUrl: 'company.url',
  companySize: 'company.size',
  companyIndustry: 'company.industry',
  workModeHints: 'workMode',
  employmentTypeHints: 'employmentType',
  seniorityHints: 'seniority',
  salaryText: 'salary',
  salaryData: 'salary',
  postedText: 'postedAt',
  validThroughText: 'validThrough',
  experienceText: 'experienceYears',
  educationText: 'education',
  sectionHints: 'description.sections',
  skillHints: 'skills',
};

/** Merges readers in order of trust: the first reader with a value wins, and the field remembers it. */
export function mergeLayers(layers: readonly Layer[]): { found: Found; fieldsFrom: Record<string, FieldSource> } {
  const found: Record<string, unknown> = {};
  const fieldsFrom: Record<string, FieldSource> = {};
  for (const { source, found: fields } of layers) {
    for (const [key, value] of Object.entries(fields) as [FoundField, unknown][]) {
      if (isEmpty(value)) continue;
      if (LIST_FIELDS.has(key)) {
        const existing = (found[key] as string[] | undefined) ?? [];
        const merged = [...existing];
        for (const item of value as string[]) if (!merged.includes(item)) merged.push(item);
        found[key] = merged;
        fieldsFrom[POSTING_FIELD[key] ?? key] ??= source;
      } else if (found[key] === undefined) {
        found[key] = value;
        fieldsFrom[POSTING_FIELD[key] ?? key] ??= source;
      }
    }
  }
  return { found: found as Found, fieldsFrom };
}

function fallbackLayer(reader: FallbackReader, page: PageInput): { found: Found; externalId?: string; url?: string } | undefined {
  if (reader === 'jsonld') {
    const { postings } = scanJsonLd(page.doc);
    const posting = pickPosting(postings, page.url);
    if (!posting) return undefined;
    const url = typeof posting['url'] === 'string' ? posting['url'] : undefined;
    return { found: jobPostingFound(posting), externalId: identifierOf(posting), url };
  }
  if (reader === 'microdata') {
    const found = readMicrodata(page.doc);
    return found ? { found } : undefined;
  }
  return undefined;
}

/** The site key of a page no adapter knows: its host without "www.". */
export function siteOfHost(url: URL): string {
  return url.hostname.replace(/^www\./, '').toLowerCase();
}

function assemble(
  page: PageInput,
  adapter: Pick<SiteAdapter, 'id' | 'market' | 'countryOf'> & { site: string },
  layers: Layer[],
  canonical: string,
  externalId: string | undefined,
): ExtractResult {
  const { found, fieldsFrom } = mergeLayers(layers);
  const title = found.title?.trim();
  if (!title) return { kind: 'none', reason: 'no posting title on the page' };
  const company = found.company?.trim() || metaContent(page.doc, 'og:site_name');
  if (!company) return { kind: 'none', reason: 'the page names no hiring company' };
  if (!found.company) fieldsFrom['company.name'] = 'generic';
  const language = found.language ?? page.doc.documentElement.getAttribute('lang') ?? undefined;
  const countryHint = adapter.countryOf?.(page.url);
  const raw: RawPosting = {
    url: canonical,
    site: adapter.site,
    adapter: adapter.id,
    ...(externalId ? { externalId } : {}),
    market: adapter.market,
    ...(countryHint ? { countryHint } : {}),
    fieldsFrom,
    title,
    company,
    ...(found.companyUrl ? { companyUrl: found.companyUrl } : {}),
    ...(found.companySize ? { companySize: found.companySize } : {}),
    ...(found.companyIndustry ? { companyIndustry: found.companyIndustry } : {}),
    locations: found.locations ?? [],
    workModeHints: found.workModeHints ?? [],
    employmentTypeHints: found.employmentTypeHints ?? [],
    seniorityHints: found.seniorityHints ?? [],
    ...(found.salaryText ? { salaryText: found.salaryText } : {}),
    ...(found.salaryData ? { salaryData: found.salaryData } : {}),
    ...(found.postedText ? { postedText: found.postedText } : {}),
    ...(found.validThroughText ? { validThroughText: found.validThroughText } : {}),
    ...(found.experienceText ? { experienceText: found.experienceText } : {}),
    ...(found.educationText ? { educationText: found.educationText } : {}),
    description: found.description ?? '',
    ...(found.sectionHints ? { sectionHints: found.sectionHints } : {}),
    tags: found.tags ?? [],
    skillHints: found.skillHints ?? [],
    ...(found.applyUrl ? { applyUrl: found.applyUrl } : {}),
    ...(language ? { language } : {}),
    pageFacts: found.pageFacts ?? [],
    readAt: page.readAt,
  };
  return { kind: 'posting', raw };
}

/**
 * page -> detect -> extract: the one entry point used by the content script and the CLI alike.
 * Never throws: a page that breaks a reader is a page without a posting, with the reason.
 */
export function extractPage(doc: Document, href: string, readAt: string = new Date().toISOString()): ExtractResult {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none', reason: 'not a web address' };
  }
  const page: PageInput = { doc, url, readAt };
  try {
    const adapter = adapterFor(url);
    if (adapter) return extractWithAdapter(page, adapter);
    return extractUnknownSite(page);
  } catch (error) {
    return { kind: 'none', reason: `could not read the page (${error instanceof Error ? error.message.slice(0, 120) : 'error'})` };
  }
}

function extractWithAdapter(page: PageInput, adapter: SiteAdapter): ExtractResult {
  const detection = adapter.detect(page);
  if (detection.kind === 'blocked') return { kind: 'blocked', site: adapter.id, reason: detection.reason };
  if (detection.kind === 'none') return detection;
  const layers: Layer[] = [{ source: 'adapter', found: adapter.extract(page, detection) }];
  for (const reader of adapter.fallbacks ?? DEFAULT_FALLBACKS) {
    const layer = fallbackLayer(reader, page);
    if (layer) layers.push({ source: reader, found: layer.found });
  }
  return assemble(page, { ...adapter, site: adapter.id }, layers, detection.canonicalUrl, detection.externalId);
}

function extractUnknownSite(page: PageInput): ExtractResult {
  for (const reader of DEFAULT_FALLBACKS) {
    const layer = fallbackLayer(reader, page);
    if (!layer) continue;
    let canonical = canonicalUrl(page.url.href);
    if (layer.url) {
      try {
        const declared = new URL(layer.url, page.url);
        if (declared.origin === page.url.origin) canonical = canonicalUrl(declared.href);
      } catch {
        // A malformed url property leaves the page's own address in place.
      }
    }
    const site = siteOfHost(page.url);
    return assemble(page, { id: reader, site, market: /\.cn$/.test(page.url.hostname) ? 'cn' : 'global' }, [{ source: reader, found: layer.found }], canonical, layer.externalId);
  }
  return { kind: 'none', reason: 'no job posting on this page' };
}
