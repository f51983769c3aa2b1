import type { RawPosting } from './raw';

/**
 * How long each part of a RawPosting may be: one table for the background's zod schema and for
 * the content script, which cuts what it sends to fit instead of losing a posting to a long page.
 */
export const RAW_LIMITS = {
  url: 4_096, site: 60, adapter: 60, externalId: 200, title: 2_000, company: 2_000, companyUrl: 4_096,
  companySize: 200, companyIndustry: 200, salaryText: 500, postedText: 200, validThroughText: 200,
  experienceText: 2_000, educationText: 2_000, description: 1_000_000, applyUrl: 4_096, language: 35,
  hint: 2_000, hints: 100, locations: 100, placeRaw: 500, placePart: 200, pageFacts: 50, factRaw: 500,
  factScope: 200, currency: 10, unit: 40, fieldKey: 40, readAt: 40,
} as const;

const cut = (value: string | undefined, max: number): string | undefined => (value === undefined ? undefined : value.slice(0, max));
const cutAll = (values: readonly string[] | undefined): string[] => (values ?? []).slice(0, RAW_LIMITS.hints).map((v) => v.slice(0, RAW_LIMITS.hint));
const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : undefined);

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A RawPosting cut to the limits the background's schema accepts (no zod: the content script stays small). */
export function fitRawPosting(raw: RawPosting): RawPosting {
  const hints = raw.sectionHints;
  return compact({
    ...raw,
    url: raw.url.slice(0, RAW_LIMITS.url),
    site: raw.site.slice(0, RAW_LIMITS.site),
    adapter: raw.adapter.slice(0, RAW_LIMITS.adapter),
    externalId: cut(raw.externalId, RAW_LIMITS.externalId),
    countryHint: raw.countryHint && /^[A-Z]{2}$/.test(raw.countryHint) ? raw.countryHint : undefined,
    fieldsFrom: Object.fromEntries(Object.entries(raw.fieldsFrom).map(([k, v]) => [k.slice(0, RAW_LIMITS.fieldKey), v])),
    title: raw.title.slice(0, RAW_LIMITS.title),
    company: cut(raw.company, RAW_LIMITS.company),
    companyUrl: cut(raw.companyUrl, RAW_LIMITS.companyUrl),
    companySize: cut(raw.companySize, RAW_LIMITS.companySize),
    companyIndustry: cut(raw.companyIndustry, RAW_LIMITS.companyIndustry),
    locations: raw.locations.slice(0, RAW_LIMITS.locations).map((loc) =>
      compact({ raw: loc.raw.slice(0, RAW_LIMITS.placeRaw), city: cut(loc.city, RAW_LIMITS.placePart), region: cut(loc.region, RAW_LIMITS.placePart), country: cut(loc.country, RAW_LIMITS.placePart) }),
    ),
    workModeHints: cutAll(raw.workModeHints),
    employmentTypeHints: cutAll(raw.employmentTypeHints),
    seniorityHints: cutAll(raw.seniorityHints),
    salaryText: cut(raw.salaryText, RAW_LIMITS.salaryText),
    salaryData: raw.salaryData
      ? compact({ min: finite(raw.salaryData.min), max: finite(raw.salaryData.max), currency: cut(raw.salaryData.currency, RAW_LIMITS.currency), unit: cut(raw.salaryData.unit, RAW_LIMITS.unit) })
      : undefined,
    postedText: cut(raw.postedText, RAW_LIMITS.postedText),
    validThroughText: cut(raw.validThroughText, RAW_LIMITS.validThroughText),
    experienceText: cut(raw.experienceText, RAW_LIMITS.experienceText),
    educationText: cut(raw.educationText, RAW_LIMITS.educationText),
    description: raw.description.slice(0, RAW_LIMITS.description),
    sectionHints: hints
      ? compact({ responsibilities: hints.responsibilities && cutAll(hints.responsibilities), requirements: hints.requirements && cutAll(hints.requirements), preferred: hints.preferred && cutAll(hints.preferred), benefits: hints.benefits && cutAll(hints.benefits) })
      : undefined,
    tags: cutAll(raw.tags),
    skillHints: cutAll(raw.skillHints),
    applyUrl: cut(raw.applyUrl, RAW_LIMITS.applyUrl),
    language: cut(raw.language, RAW_LIMITS.language),
    pageFacts: raw.pageFacts.slice(0, RAW_LIMITS.pageFacts).map((fact) => compact({ kind: fact.kind, raw: fact.raw.slice(0, RAW_LIMITS.factRaw), scope: cut(fact.scope, RAW_LIMITS.factScope) })),
  });
}
