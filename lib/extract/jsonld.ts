import type { RawLocation, RawSalaryData } from '../posting';
import { collapseSpaces, decodeEntities, htmlToText, toLines } from './text';
import { ABOUT_MIN_CHARS, type EmployerFound, type Found } from './types';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

const MAX_SCRIPT_CHARS = 3_000_000;
const MAX_DEPTH = 24;

interface JsonLdScan {
  postings: JsonObject[];
  /** Why a script was skipped (invalid JSON, too large): reported, never thrown. */
  problems: string[];
}

type LenientParse = { ok: true; value: JsonValue } | { ok: false; error: string };

/**
 * JSON as pages really write it: comment wrappers, raw control characters inside strings,
 * `//` comment lines and trailing commas are all seen in the wild (docs/sites.md §18).
 */
/**
 * Raw control characters inside JSON strings (a 猎聘 description's line breaks) written as escapes,
 * so the lines survive; between tokens they are whitespace and stay as they are.
 */
function escapeControlsInStrings(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString && ch === '\\') {
      out += ch + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') inString = !inString;
    const code = ch.charCodeAt(0);
    if (inString && code < 0x20) out += ch === '\n' ? '\\n' : ch === '\r' ? '' : ' ';
    else out += ch;
  }
  return out;
}

export function parseJsonLenient(source: string): LenientParse {
  const text = source
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (first) {
    const repaired = escapeControlsInStrings(
      text
        .split('\n')
        .filter((line) => !/^\s*\/\//.test(line))
        .join('\n'),
    ).replace(/,\s*([}\]])/g, '$1');
    try {
      return { ok: true, value: JSON.parse(repaired) as JsonValue };
    } catch {
      return { ok: false, error: first instanceof Error ? first.message.slice(0, 160) : 'invalid JSON' };
    }
  }
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(obj: JsonObject): string[] {
  const raw = obj['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

/** Every object of one schema.org type inside a parsed value: arrays, @graph, ItemList items, any nesting. */
function findTyped(root: JsonValue, type: string): JsonObject[] {
  const found: JsonObject[] = [];
  const stack: { value: JsonValue; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i]!, depth: depth + 1 });
      continue;
    }
    if (!isObject(value)) continue;
    if (typesOf(value).includes(type)) {
      found.push(value);
      continue;
    }
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return found;
}

function findJobPostings(root: JsonValue): JsonObject[] {
  return findTyped(root, 'JobPosting');
}

/** The name of the page's schema.org Organization (a company's career site describes itself). */
export function organizationName(doc: Document): string | undefined {
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]')).slice(0, 8)) {
    const text = script.textContent ?? '';
    if (!/Organization|Corporation/.test(text) || text.length > MAX_SCRIPT_CHARS) continue;
    const parsed = parseJsonLenient(text);
    if (!parsed.ok) continue;
    const org = [...findTyped(parsed.value, 'Organization'), ...findTyped(parsed.value, 'Corporation')][0];
    const name = org ? str(org['name']) : undefined;
    if (name) return name;
  }
  return undefined;
}

export function scanJsonLd(doc: Document): JsonLdScan {
  const postings: JsonObject[] = [];
  const problems: string[] = [];
  const scripts = Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'));
  scripts.forEach((script, index) => {
    const text = script.textContent ?? '';
    // Organization, BreadcrumbList, WebSite...: not worth parsing on every page the reader visits.
    if (!/jobposting/i.test(text)) return;
    if (text.length > MAX_SCRIPT_CHARS) {
      problems.push(`ld+json #${index + 1}: skipped, ${text.length} characters is more than a posting needs`);
      return;
    }
    const parsed = parseJsonLenient(text);
    if (!parsed.ok) {
      problems.push(`ld+json #${index + 1}: not valid JSON (${parsed.error})`);
      return;
    }
    postings.push(...findJobPostings(parsed.value));
  });
  return { postings, problems };
}

function str(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') {
    // Text properties are text: angle brackets in a title are shown, not parsed.
    const text = collapseSpaces(decodeEntities(value));
    return text || undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return str(value.find((item) => typeof item === 'string' || typeof item === 'number'));
  if (isObject(value)) return str(value['name'] ?? value['value'] ?? value['@value']);
  return undefined;
}

function strings(value: JsonValue | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => str(item)).filter((item): item is string => Boolean(item));
}

function num(value: JsonValue | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const cleaned = value.replace(/[,\s]/g, '');
    if (/^\d+(?:\.\d+)?$/.test(cleaned)) return Number(cleaned);
  }
  return undefined;
}

function dateText(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Epoch seconds or milliseconds, both seen in the wild.
    const ms = value < 1e11 ? value * 1000 : value;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return str(value);
}

const CN_CITY_DISTRICT = /^[\u4e00-\u9fff]{2,}(?:\s*[-－·・]\s*[\u4e00-\u9fff]{2,})+$/u;

function location(place: JsonValue): RawLocation | undefined {
  if (typeof place === 'string') {
    const raw = collapseSpaces(decodeEntities(place));
    return raw ? { raw } : undefined;
  }
  if (!isObject(place)) return undefined;
  const address = place['address'] ?? place;
  if (typeof address === 'string') {
    const raw = collapseSpaces(decodeEntities(address));
    return raw ? { raw } : undefined;
  }
  if (!isObject(address)) return undefined;
  const locality = str(address['addressLocality']);
  const region = str(address['addressRegion']);
  const country = str(address['addressCountry']);
  // Chinese boards (and the aggregators that copy their JSON-LD) write "北京-丰台区" as the locality:
  // city and district in one, given as the place's bare text so that the normalizer splits it (a
  // place with fields is taken as its fields, and the city table gives the country again).
  if (locality && CN_CITY_DISTRICT.test(locality)) return { raw: locality };
  const city = locality;
  const name = str(place['name']);
  const parts = [city, region, country].filter((part): part is string => Boolean(part));
  const raw = parts.length > 0 ? parts.join(', ') : (name ?? str(address['streetAddress']));
  if (!raw) return undefined;
  return { raw, ...(city ? { city } : {}), ...(region ? { region } : {}), ...(country ? { country } : {}) };
}

function salary(posting: JsonObject): RawSalaryData | undefined {
  const topCurrency = str(posting['salaryCurrency']);
  for (const key of ['baseSalary', 'estimatedSalary']) {
    const given = posting[key];
    const candidate = Array.isArray(given) ? given[0] : given;
    if (candidate === undefined || candidate === null) continue;
    const single = num(candidate);
    if (single !== undefined) return { min: single, max: single, ...(topCurrency ? { currency: topCurrency } : {}) };
    if (!isObject(candidate)) continue;
    const currency = str(candidate['currency']) ?? str(candidate['priceCurrency']) ?? topCurrency;
    const value = candidate['value'];
    let min: number | undefined;
    let max: number | undefined;
    let unit = str(candidate['unitText']);
    const exact = num(value);
    if (exact !== undefined) {
      min = exact;
      max = exact;
    } else if (isObject(value)) {
      const point = num(value['value']);
      min = num(value['minValue']) ?? point;
      max = num(value['maxValue']) ?? point;
      unit = str(value['unitText']) ?? unit;
    } else {
      min = num(candidate['minValue']) ?? num(candidate['minPrice']) ?? num(candidate['price']);
      max = num(candidate['maxValue']) ?? num(candidate['maxPrice']) ?? num(candidate['price']);
    }
    if (min === undefined && max === undefined && !currency) continue;
    return {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(currency ? { currency } : {}),
      ...(unit ? { unit } : {}),
    };
  }
  return undefined;
}

function htmlLines(value: JsonValue | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((item) => (typeof item === 'string' ? toLines(htmlToText(item)) : []));
}

function experience(value: JsonValue | undefined): string | undefined {
  if (isObject(value)) {
    const months = num(value['monthsOfExperience']);
    if (months !== undefined) return `${Math.round((months / 12) * 10) / 10} years`;
    return str(value['description']);
  }
  return str(value);
}

function education(value: JsonValue | undefined): string | undefined {
  if (isObject(value)) return str(value['credentialCategory']) ?? str(value['description']);
  return str(value);
}

export function identifierOf(posting: JsonObject): string | undefined {
  const id = posting['identifier'];
  if (isObject(id)) return str(id['value']) ?? str(id['@id']);
  return str(id);
}

/** A schema.org JobPosting as the fields of a posting. */
/** A property some boards capitalise ("EducationRequirements" on Built In): read whatever its case. */
function anyCase(object: JsonObject, key: string): JsonValue | undefined {
  if (key in object) return object[key];
  const lower = key.toLowerCase();
  const found = Object.keys(object).find((name) => name.toLowerCase() === lower);
  return found === undefined ? undefined : object[found];
}

/** What a hiringOrganization shows of itself: a logo, a description (its presence only); the cascade keeps what is true. */
export function organizationFacts(org: JsonObject): EmployerFound {
  return {
    logo: Boolean(str(org['logo']) ?? (isObject(org['logo']) && org['logo']['url'])),
    about: (str(org['description'])?.length ?? 0) >= ABOUT_MIN_CHARS,
  };
}

export function jobPostingFound(posting: JsonObject): Found {
  const org = posting['hiringOrganization'];
  const orgObject = Array.isArray(org) ? org.find(isObject) : isObject(org) ? org : undefined;
  const company = typeof org === 'string' ? str(org) : str(orgObject?.['name']);
  const companyUrl = orgObject ? (str(orgObject['sameAs']) ?? str(orgObject['url'])) : undefined;
  const employer = orgObject ? organizationFacts(orgObject) : undefined;
  const places = posting['jobLocation'];
  const locations = (Array.isArray(places) ? places : places === undefined || places === null ? [] : [places])
    .map(location)
    .filter((loc): loc is RawLocation => Boolean(loc));
  const workModeHints = strings(posting['jobLocationType']);
  const applicantPlaces = strings(posting['applicantLocationRequirements']);
  if (workModeHints.some((hint) => /telecommute/i.test(hint)) && locations.length === 0) {
    for (const name of applicantPlaces.length > 0 ? applicantPlaces : ['Remote']) {
      locations.push({ raw: name === 'Remote' ? name : `Remote (${name})`, ...(name !== 'Remote' ? { country: name } : {}) });
    }
  }
  const description = typeof posting['description'] === 'string' ? htmlToText(posting['description']) : undefined;
  const found: Found = {
    title: str(posting['title']) ?? str(posting['name']),
    company,
    companyUrl,
    employer,
    companyIndustry: str(posting['industry']) ?? (orgObject ? str(orgObject['industry']) : undefined),
    locations,
    workModeHints,
    employmentTypeHints: strings(posting['employmentType']),
    salaryData: salary(posting),
    postedText: dateText(posting['datePosted']),
    validThroughText: dateText(posting['validThrough']),
    experienceText: experience(anyCase(posting, 'experienceRequirements')),
    educationText: education(anyCase(posting, 'educationRequirements')),
    description: description || undefined,
    sectionHints: {
      responsibilities: htmlLines(posting['responsibilities']),
      requirements: [...htmlLines(posting['qualifications']), ...htmlLines(posting['skills']).filter((line) => line.length > 40)],
      benefits: htmlLines(posting['jobBenefits']),
    },
    skillHints: strings(posting['skills'])
      .flatMap((s) => (s.length <= 40 ? s.split(/\s*[,;、，]\s*/) : []))
      .map(collapseSpaces)
      .filter(Boolean),
    language: str(posting['inLanguage']),
    tags: strings(posting['occupationalCategory']),
  };
  return found;
}

/** The one JobPosting a page is about, or nothing when there are several and none is this page's. */
export function pickPosting(postings: JsonObject[], pageUrl: URL): JsonObject | undefined {
  if (postings.length === 1) return postings[0];
  const here = pageUrl.origin + pageUrl.pathname.replace(/\/$/, '');
  return postings.find((p) => {
    const url = str(p['url']);
    if (!url) return false;
    try {
      const parsed = new URL(url, pageUrl);
      return parsed.origin + parsed.pathname.replace(/\/$/, '') === here;
    } catch {
      return false;
    }
  });
}
