import type { FieldSource, RawPosting } from '../posting';
import { canonicalUrl } from '../posting/url';
import { jobPostingFound, pickPosting, scanJsonLd, identifierOf } from './jsonld';
import { readMicrodata } from './microdata';
import type { readGeneric } from './generic';
import type { EmployerFound, ExtractResult, FallbackReader, Found, FoundField, PageInput, SiteAdapter } from './types';
import { emphasisedLines, metaContent } from './dom';
import { collapseSpaces } from './text';
import { handles } from '../match-pattern';

const DEFAULT_FALLBACKS: readonly FallbackReader[] = ['jsonld', 'microdata'];
/** A page no adapter knows: schema.org first, then the generic reader (lib/extract/generic.ts). */
const UNKNOWN_SITE_READERS: readonly FallbackReader[] = ['jsonld', 'microdata', 'generic'];
const MICRODATA_POSTING = '[itemscope][itemtype*="schema.org/JobPosting" i]';

/** A date and time stated outright, which beats an earlier reader's phrase (a day alone does not beat "3 days ago", read at its hour). */
const ABSOLUTE_DATE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

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
      // What the page shows about the employer comes from any reader that saw it (a logo in the adapter's header, an
      // introduction in the JSON-LD): each mark a reader saw is kept.
      if (key === 'employer') {
        for (const [mark, shown] of Object.entries(value as EmployerFound))
          if (shown) ((found[key] ??= {}) as Record<string, boolean>)[mark] = true;
        continue;
      }
      if (LIST_FIELDS.has(key)) {
        const existing = (found[key] as string[] | undefined) ?? [];
        const merged = [...existing];
        for (const item of value as string[]) if (!merged.includes(item)) merged.push(item);
        found[key] = merged;
        fieldsFrom[POSTING_FIELD[key] ?? key] ??= source;
      } else if (found[key] === undefined) {
        found[key] = value;
        fieldsFrom[POSTING_FIELD[key] ?? key] ??= source;
      } else if (key === 'postedText' && !ABSOLUTE_DATE.test(String(found[key])) && ABSOLUTE_DATE.test(String(value))) {
        // A date and time a later reader states outright ("2024-06-11T13:47Z") beats an earlier one's "5 giorni fa".
        found[key] = value;
        fieldsFrom[POSTING_FIELD[key] ?? key] = source;
      }
    }
  }
  return { found: found as Found, fieldsFrom };
}

interface ReaderContext {
  /** The JSON-LD scan, done once per page and shared by the readers. */
  jsonld: ReturnType<typeof scanJsonLd>;
  /** An adapter or schema.org already found a posting: the generic reader reads, it does not judge. */
  structured: boolean;
  scope?: Element | null;
  generic?: typeof readGeneric;
}

interface ReaderLayer {
  found: Found;
  externalId?: string;
  url?: string;
}

/**
 * What a bundle carries: the site content script has the adapters but not the generic reader
 * (it runs only on the sites the adapters know); the script read on demand on any other page
 * has the generic reader; the CLI and the tests have everything.
 */
export interface ExtractOptions {
  adapters: readonly SiteAdapter[];
  generic?: typeof readGeneric;
}

function fallbackLayer(reader: FallbackReader, page: PageInput, context: ReaderContext): ReaderLayer | { reason: string } | undefined {
  if (reader === 'jsonld') {
    const posting = pickPosting(context.jsonld.postings, page.url);
    if (!posting) return undefined;
    const url = typeof posting['url'] === 'string' ? posting['url'] : undefined;
    return { found: jobPostingFound(posting), externalId: identifierOf(posting), url };
  }
  if (reader === 'microdata') {
    const found = readMicrodata(page.doc);
    return found ? { found } : undefined;
  }
  if (!context.generic) return undefined;
  const generic = context.generic(page, { structured: context.structured, scope: context.scope ?? null });
  return generic.ok ? { found: generic.found } : { reason: generic.reason };
}

/** The site key of a page no adapter knows: its host without "www.". */
export function siteOfHost(url: URL): string {
  return url.hostname.replace(/^www\./, '').toLowerCase();
}

/**
 * The description's lines that the page's markup sets apart as headings (<h2>, <strong> lines) within the
 * posting, whichever reader gave the text: the section splitter then ends a section at a heading in words it
 * does not know ("Accommodations" after a benefits list) instead of taking it for one more item.
 */
function withMarkedHeadings(found: Found, scope: Element | null | undefined): Found['sectionHints'] {
  const given = found.sectionHints;
  if (!found.description || !scope) return given;
  const lines = new Set(found.description.split('\n').map(collapseSpaces));
  const marked = emphasisedLines(scope).filter((text) => lines.has(text));
  if (marked.length === 0) return given;
  return { ...given, headings: [...new Set([...(given?.headings ?? []), ...marked])] };
}

/**
 * Career sites' own summary line: "Learn more about applying for {title} position at Acme." (og:description,
 * meta description). Only a sentence that names this job's title counts.
 */
function companyFromSummary(doc: Document, title: string): string | undefined {
  for (const key of ['og:description', 'description', 'twitter:description']) {
    const summary = metaContent(doc, key);
    if (!summary || !summary.includes(title)) continue;
    const named = /\b(?:position|role|job|opening|vacancy)\s+(?:at|with)\s+([\p{Lu}\d][^.,;:!?|]{0,60}?)\s*(?:[.,;:!?|]|$)/u.exec(
      summary.slice(summary.indexOf(title) + title.length),
    );
    if (named) return named[1]!.trim();
  }
  return undefined;
}

function assemble(
  page: PageInput,
  adapter: Pick<SiteAdapter, 'id' | 'market' | 'countryOf'> & { site: string },
  layers: Layer[],
  canonical: string,
  externalId: string | undefined,
  scope?: Element | null,
): ExtractResult {
  const merged = mergeLayers(layers);
  const { fieldsFrom } = merged;
  const sectionHints = withMarkedHeadings(merged.found, scope);
  const found: Found = sectionHints ? { ...merged.found, sectionHints } : merged.found;
  const title = found.title?.trim();
  if (!title) return { kind: 'none', reason: 'no posting title on the page' };
  const company = found.company?.trim() || metaContent(page.doc, 'og:site_name') || companyFromSummary(page.doc, title);
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
    // An "About us" section inside the description is found by normalize, in the background: the reader stays small.
    ...(found.employer ? { employer: found.employer } : {}),
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

/** How a reason begins when a reader threw (the content script reports these to its diagnostics log). */
export const READ_FAILED = 'could not read the page';

/**
 * page -> detect -> extract: the one entry point used by the content script and the CLI alike.
 * Never throws: a page that breaks a reader is a page without a posting, with the reason.
 */
export function extractWith(doc: Document, href: string, readAt: string, options: ExtractOptions): ExtractResult {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none', reason: 'not a web address' };
  }
  const page: PageInput = { doc, url, readAt };
  try {
    const adapter = options.adapters.find((a) => handles(a, url));
    if (adapter) return extractWithAdapter(page, adapter, options);
    return extractUnknownSite(page, options);
  } catch (error) {
    return { kind: 'none', reason: `${READ_FAILED} (${error instanceof Error ? error.message.slice(0, 120) : 'error'})` };
  }
}

function extractWithAdapter(page: PageInput, adapter: SiteAdapter, options: ExtractOptions): ExtractResult {
  const detection = adapter.detect(page);
  if (detection.kind === 'blocked') return { kind: 'blocked', site: adapter.id, reason: detection.reason };
  if (detection.kind === 'none') return detection;
  const layers: Layer[] = [{ source: 'adapter', found: adapter.extract(page, detection) }];
  const readers = adapter.fallbacks ?? DEFAULT_FALLBACKS;
  const jsonld = readers.includes('jsonld') ? scanJsonLd(page.doc) : { postings: [], problems: [] };
  const context: ReaderContext = {
    jsonld,
    structured: true,
    scope: detection.container,
    ...(options.generic ? { generic: options.generic } : {}),
  };
  for (const reader of readers) {
    const layer = fallbackLayer(reader, page, context);
    if (layer && 'found' in layer) layers.push({ source: reader, found: layer.found });
  }
  return assemble(
    page,
    { ...adapter, site: adapter.id },
    layers,
    detection.canonicalUrl,
    detection.externalId,
    detection.container ?? page.doc.body,
  );
}

function extractUnknownSite(page: PageInput, options: ExtractOptions): ExtractResult {
  const jsonld = scanJsonLd(page.doc);
  const microdataItems = page.doc.querySelectorAll(MICRODATA_POSTING).length;
  const layers: Layer[] = [];
  let declared: ReaderLayer | undefined;
  let reason = 'no job posting on this page';
  for (const reader of UNKNOWN_SITE_READERS) {
    if (reader === 'generic' && layers.length === 0 && (jsonld.postings.length > 1 || microdataItems > 1)) {
      // Several postings and none of them this page's: a list, whatever the page's headings say.
      reason = `the page lists ${Math.max(jsonld.postings.length, microdataItems)} job postings, none of them this page's own`;
      break;
    }
    const layer = fallbackLayer(reader, page, {
      jsonld,
      structured: layers.length > 0,
      ...(options.generic ? { generic: options.generic } : {}),
    });
    if (!layer) continue;
    if ('reason' in layer) {
      if (layers.length === 0) reason = layer.reason;
      continue;
    }
    declared ??= layer;
    layers.push({ source: reader, found: layer.found });
  }
  if (!declared) {
    const problems = jsonld.problems.length > 0 ? ` (${jsonld.problems.join('; ')})` : '';
    return { kind: 'none', reason: `${reason}${problems}` };
  }
  let canonical = canonicalUrl(page.url.href);
  if (declared.url) {
    try {
      const url = new URL(declared.url, page.url);
      if (url.origin === page.url.origin) canonical = canonicalUrl(url.href);
    } catch {
      // A malformed url property leaves the page's own address in place.
    }
  }
  const lang = page.doc.documentElement.getAttribute('lang') ?? '';
  const market = /\.cn$/.test(page.url.hostname) || /^zh-(?:cn|hans)/i.test(lang) ? 'cn' : 'global';
  return assemble(page, { id: layers[0]!.source, site: siteOfHost(page.url), market }, layers, canonical, declared.externalId);
}
