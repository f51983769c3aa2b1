import type { RawPosting } from './raw';

/**
 * How long each part of a RawPosting may be, by property name: one table for the background's
 * zod schema and for the content script, which cuts what it sends to fit instead of losing a
 * posting to a long page.
 */
export const STRING_LIMITS = {
  url: 4_096,
  site: 60,
  adapter: 60,
  externalId: 200,
  title: 2_000,
  company: 2_000,
  companyUrl: 4_096,
  companySize: 200,
  companyIndustry: 200,
  salaryText: 500,
  postedText: 200,
  validThroughText: 200,
  experienceText: 2_000,
  educationText: 2_000,
  description: 1_000_000,
  applyUrl: 4_096,
  language: 35,
  readAt: 40,
  // Inside locations, page facts and salary data.
  raw: 500,
  city: 200,
  region: 200,
  country: 200,
  scope: 200,
  currency: 10,
  unit: 40,
} as const;
/** Items of the hint and tag lists, and the keys of fieldsFrom. */
export const ITEM_LIMIT = 2_000;
export const KEY_LIMIT = 40;
export const LIST_LIMITS = { locations: 100, pageFacts: 50, hints: 100 } as const;

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

function fit(value: Json, name: string): Json {
  if (typeof value === 'string') return value.slice(0, (STRING_LIMITS as Record<string, number>)[name] ?? ITEM_LIMIT);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const max = (LIST_LIMITS as Record<string, number>)[name] ?? LIST_LIMITS.hints;
    return value.slice(0, max).map((item) => fit(item, name));
  }
  if (value && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, inner] of Object.entries(value)) {
      const fitted = fit(inner, key);
      if (fitted !== undefined) out[name === 'fieldsFrom' ? key.slice(0, KEY_LIMIT) : key] = fitted;
    }
    return out;
  }
  return value;
}

/** A RawPosting cut to the limits the background's schema accepts (no zod: the content script stays small). */
export function fitRawPosting(raw: RawPosting): RawPosting {
  const fitted = fit(raw as unknown as Json, '') as unknown as RawPosting;
  if (fitted.countryHint !== undefined && !/^[A-Z]{2}$/.test(fitted.countryHint)) delete fitted.countryHint;
  return fitted;
}
