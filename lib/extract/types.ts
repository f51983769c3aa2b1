import type { FieldSource, RawLocation, RawPageFact, RawPosting, RawSalaryData, RawSectionHints } from '../posting';

export interface PageInput {
  doc: Document;
  url: URL;
  /** When the page was read: relative dates ("2 hours ago") are measured from it. */
  readAt: string;
}

/**
 * What the page itself shows about who is hiring (docs/data-contracts.md, "Employer facts"): an introduction of
 * the employer, its logo, the site's own verification mark. `true` only when the page shows it; a reader that
 * cannot tell leaves the key out. The introduction's words are never kept, only whether there is one.
 */
export interface EmployerFound {
  about?: boolean;
  logo?: boolean;
  verified?: boolean;
}

/** An introduction shorter than this is a heading left over, not words about the employer. */
export const ABOUT_MIN_CHARS = 20;

/** What one reader found on the page; every reader returns this shape so the cascade can merge them. */
export interface Found {
  title?: string;
  company?: string;
  companyUrl?: string;
  companySize?: string;
  companyIndustry?: string;
  employer?: EmployerFound;
  locations?: RawLocation[];
  workModeHints?: string[];
  employmentTypeHints?: string[];
  seniorityHints?: string[];
  salaryText?: string;
  salaryData?: RawSalaryData;
  postedText?: string;
  validThroughText?: string;
  experienceText?: string;
  educationText?: string;
  description?: string;
  sectionHints?: RawSectionHints;
  tags?: string[];
  skillHints?: string[];
  applyUrl?: string;
  language?: string;
  pageFacts?: RawPageFact[];
}

export type FoundField = keyof Found;

export type Detection =
  | { kind: 'posting'; canonicalUrl: string; externalId?: string; container?: Element | null }
  | { kind: 'blocked'; reason: string }
  | { kind: 'none'; reason: string };

type PostingDetection = Extract<Detection, { kind: 'posting' }>;

export type FallbackReader = Exclude<FieldSource, 'adapter'>;

/** One job site: one file in lib/extract/sites/, found by the registry. */
export interface SiteAdapter {
  /** Stable id, used in posting ids and fixture folders (tests/fixtures/pages/<id>/). */
  id: string;
  label: string;
  /** Chinese boards read bare "15-25K" as monthly CNY. */
  market: 'cn' | 'global';
  /** The country the page's host serves (uk.indeed.com: GB), passed on as RawPosting.countryHint. */
  countryOf?(url: URL): string | undefined;
  /**
   * Chrome match patterns: the addresses that can hold the site's posting or a list of its cards. The one
   * statement of where the adapter reads: the manifest declares its reader there, the background injects it
   * there after an in-page move, and every reader takes an address by them (lib/match-pattern.ts `handles`).
   */
  matches: readonly string[];
  /**
   * Match patterns of addresses on any host that the adapter reads only when the any-page reader is brought
   * (the toolbar button, or "any site" granted): a company careers page naming its Greenhouse job with
   * ?gh_jid=. Never in the manifest; entrypoints/any-page.content.ts carries such adapters.
   */
  onDemand?: readonly string[];
  /** The content script also runs in frames of these pages (embedded boards). */
  allFrames?: boolean;
  /** Does the page hold one posting now? Cheap: the URL and a few selectors. */
  detect(page: PageInput): Detection;
  /** The site's own data (embedded app state, then its DOM), scoped to the posting's container. */
  extract(page: PageInput, detection: PostingDetection): Found;
  /** Page-wide readers allowed to fill what the adapter left empty, in order. */
  fallbacks?: readonly FallbackReader[];
  /**
   * Where the posting's content changes without a page load (the detail pane of a list+detail
   * page): the content script observes only this element's subtree, not the whole body.
   */
  watch?: string;
  /** Posting cards on the site's list pages, for the "seen / saved / applied" markers. */
  cards?: CardSpec;
}

export interface CardSpec {
  /** Selector of one card on a list page. */
  selector: string;
  /** The site's own job id of a card, the same id `detect` gives for that posting. */
  externalId(card: Element): string | undefined;
  /** The employer's name as the card shows it (blocking a company from its card; hiding a blocked one). */
  company?(card: Element): string | undefined;
  /** The posting's title as the card shows it (the keyword blocklist reads titles only, not snippets). */
  title?(card: Element): string | undefined;
  /**
   * When `selector` matches only part of a card (a link inside it): the closest ancestor that is the
   * whole card, which is what gets hidden.
   */
  box?: string;
}

export type ExtractResult =
  { kind: 'posting'; raw: RawPosting } | { kind: 'blocked'; site: string; reason: string } | { kind: 'none'; reason: string };
