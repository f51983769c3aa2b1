import type { Location, RawLocation } from '../posting';
import {
  AU_STATES,
  CA_PROVINCES,
  CN_CITIES,
  CN_CITIES_EN,
  countryCode,
  regionCode,
  US_STATES,
  WORLD_CITIES,
  WORLD_REGIONS,
} from './places';
import { toHalfWidth } from '../extract/text';

/** Work mode written into a place ("Chicago, IL (On-site)") belongs to workMode, not to the place. */
const WORK_MODE_WORDS = /\s*[(（[]\s*(?:remote|hybrid|on-?site|in[- ]office|远程|混合办公)\s*[)）\]]\s*/gi;
/** "New York, NY (HQ)": a note on which office, not part of the place. */
const OFFICE_NOTE = /\s*[(（]\s*(?:hq|headquarters|head ?office|main office|总部)\s*[)）]\s*/gi;
const REMOTE_PREFIX = /^(?:remote|anywhere|远程)\s*(?:[-–—:,(（]\s*)?/i;
/** Indeed: "Remote in Austin, TX", "Hybrid work in Seattle, WA": the place follows the work mode. */
const WORK_MODE_IN = /^(?:(?:temporarily\s+)?remote|hybrid(?:\s+(?:work|remote))?|in[- ]person|on-?site)\s+in\s+(?=\S)/i;
/** "Manchester M1 4BT", "Toronto, ON M5V 3L9": a postcode names its country. */
const POSTCODES: readonly (readonly [RegExp, string])[] = [
  [/\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/, 'GB'],
  [/\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/, 'CA'],
];
/** Between a Chinese city and its district: "北京·朝阳区·望京", "深圳-龙华区", "杭州 滨江区". */
const CN_SEP = String.raw`(?:\s*[-·・]\s*|\s+)`;
/** "US-Remote", "International Remote", "CA Remote": a country (or nothing) that remote work is limited to. */
const REMOTE_SUFFIX = /^(.*?)[\s\-–—,]*\b(?:remote|anywhere)$/i;
const TRAILING_NOTE = /\s*[(（][^)）]*[)）]\s*$/;
/** Built In and Workday show a count instead of a place when there are several. */
const PLACE_COUNT = /^\d+\s*(?:locations?|places|个地点|个城市)$/i;
const CN_CITY_DISTRICT = new RegExp(
  String.raw`^([\u4e00-\u9fff]{2,4}?)市?(?:${CN_SEP}([\u4e00-\u9fff]+?(?:新区|区|县|市)?)(?:${CN_SEP}[\u4e00-\u9fff\w]+)*)?$`,
);
/** A BOSS address: "杭州滨江区新华三集团…". */
const CN_ADDRESS = /^([\u4e00-\u9fff]{2,4}?)市?([\u4e00-\u9fff]{1,6}?(?:新区|区|县))/;
/** "中国·上海", "中国-上海-浦东新区", "中国上海": the country written before a Chinese city. */
const CN_COUNTRY_FIRST = /^中国\s*(?:[·・\-,，]\s*)?(?=[\u4e00-\u9fff])/;
/** "Australia - Sydney", "Berlin – Germany": a dash between words is a comma. */
const SPACED_DASH = /\s+[-–—]\s+/g;
/** "London - Hybrid": a work mode after a dash, as REMOTE_SUFFIX takes "remote". */
const WORK_MODE_SUFFIX = /\s*[-–—,]\s*(?:hybrid|on-?site|in[- ]office)$/i;

function regionCountry(token: string): { region: string; country: string } | undefined {
  const upper = token.toUpperCase();
  if (US_STATES[upper]) return { region: upper, country: 'US' };
  if (CA_PROVINCES[upper]) return { region: upper, country: 'CA' };
  if (AU_STATES[upper]) return { region: upper, country: 'AU' };
  const lower = token.toLowerCase();
  for (const [code, name] of Object.entries(US_STATES)) if (name === lower) return { region: code, country: 'US' };
  for (const [code, name] of Object.entries(CA_PROVINCES)) if (name === lower) return { region: code, country: 'CA' };
  for (const [code, name] of Object.entries(AU_STATES)) if (name === lower) return { region: code, country: 'AU' };
  return undefined;
}

function cnCountry(city: string): string {
  return city === '香港' ? 'HK' : city === '台北' ? 'TW' : 'CN';
}

/**
 * "San Francisco, CA", "Melbourne, Victoria, Australia", "Camberwell VIC 3124", "深圳-龙华区",
 * "US-CA-Santa-Clara", "Remote - US" into city, region and ISO country where the words say so.
 * Nothing is guessed: a place the words do not pin down keeps only its raw text.
 */
export function parseLocation(input: RawLocation): Location | undefined {
  const raw = toHalfWidth(input.raw).replace(/\s+/g, ' ').trim().slice(0, 500);
  if (!raw) return undefined;
  if (input.city?.trim() || input.country?.trim()) return fromFields(raw, input);

  let text = raw
    .replace(/^[【[]\s*|\s*[】\]]$/g, '')
    .replace(WORK_MODE_WORDS, ' ')
    .replace(OFFICE_NOTE, ' ')
    .trim();
  // Several places in one string belong in several locations (see splitPlaces); none is picked here.
  if (!text || PLACE_COUNT.test(text) || splitPlaces(text).length > 1) return { raw };

  text = text.replace(WORK_MODE_IN, '');
  const remote = REMOTE_PREFIX.exec(text);
  if (remote) return withCountryOnly(raw, text.slice(remote[0].length).replace(/[)）]$/, ''));
  const remoteSuffix = REMOTE_SUFFIX.exec(text.replace(TRAILING_NOTE, ''));
  if (remoteSuffix) return withCountryOnly(raw, remoteSuffix[1]!);
  if (WORLD_REGIONS.has(text.toLowerCase())) return { raw, region: text };

  // Chinese boards: 城市, 城市-区, 城市·区·商圈, or an address that starts with both.
  const cnText = text.replace(CN_COUNTRY_FIRST, '');
  const cn = CN_CITY_DISTRICT.exec(cnText) ?? CN_ADDRESS.exec(cnText);
  if (cn && CN_CITIES[cn[1]!]) {
    // "北京 上海" is two cities, not a city and its district.
    if (cn[2] && CN_CITIES[cn[2].replace(/市$/, '')]) return { raw };
    return { raw, city: cn[1]!, ...(cn[2] ? { region: cn[2] } : {}), country: cnCountry(cn[1]!) };
  }

  const site = workdaySite(raw, text);
  if (site) return site;
  // Workday: US-CA-Santa-Clara, China-Shanghai, Global-Headquarters--Chicago-USA.
  if (/^[\w.]+(?:-+[\w.]+)+$/.test(text)) {
    const workday = fromWorkday(raw, text);
    if (workday) return workday;
  }

  const postcode = POSTCODES.find(([pattern]) => pattern.test(text));
  if (postcode) {
    const place = fromParts(raw, text.replace(postcode[0], ''));
    return place.country ? place : { ...place, country: postcode[1] };
  }
  return fromParts(
    raw,
    text
      .replace(WORK_MODE_SUFFIX, '')
      .replace(SPACED_DASH, ', ')
      .replace(/\s+\d{4,6}$/, ''),
  );
}

/** "City, Region, Country" and its shorter and reversed forms. */
function fromParts(raw: string, text: string): Location {
  const parts = text.split(/\s*[,，]\s*/).filter(Boolean);
  // Workday's region path, "AMER - Canada - Quebec - Montreal - 10 Rue Duke": the world region before the country
  // and the street after the city are not the city.
  if (parts.length >= 3 && WORLD_REGIONS.has(parts[0]!.toLowerCase()) && countryCode(parts[1]!)) {
    parts.shift();
    while (parts.length >= 3 && /^\d+[A-Za-z]?\s+\S/.test(parts[parts.length - 1]!)) parts.pop();
  }
  // "3181 SW Sam Jackson Park Rd, Portland, OR": a street address before the town is not the town.
  while (parts.length >= 3 && /^\d+[A-Za-z]?\s+\S/.test(parts[0]!)) parts.shift();
  if (parts.length === 0) return { raw };
  if (parts.length === 1) return fromSingle(raw, parts[0]!);
  const reversed = countryFirst(raw, parts) ?? countryNameFirst(raw, parts);
  if (reversed) return reversed;
  const last = parts[parts.length - 1]!;
  // "San Francisco, CA": two capitals after a city are a state before they are a country code,
  // unless the city is known to lie in that country ("Bengaluru, IN", "Toronto, CA").
  const cityCountry = WORLD_CITIES[parts[0]!.toLowerCase()];
  if (parts.length === 2 && cityCountry && countryCode(last) === cityCountry) return { raw, city: parts[0]!, country: cityCountry };
  const state = /^[A-Z]{2}$/.test(last) ? regionCountry(last) : undefined;
  if (state) return { raw, city: parts[0]!, ...state };
  const country = countryCode(last);
  if (country) {
    const region = parts.length >= 3 ? parts[parts.length - 2] : undefined;
    return { raw, city: parts[0]!, ...(region ? { region: regionCode(region, country) } : {}), country };
  }
  const place = regionCountry(last);
  if (place) return { raw, city: parts[0]!, ...place };
  return withInferredCountry({ raw, city: parts[0]!, region: last });
}

/** "US, CA, Santa Clara", "CA, ON, Toronto": country code, region, city. */
function countryFirst(raw: string, parts: readonly string[]): Location | undefined {
  if (parts.length !== 3 || !/^[A-Z]{2,3}$/.test(parts[0]!)) return undefined;
  const country = countryCode(parts[0]!);
  const [, region, city] = parts as [string, string, string];
  if (!country || countryCode(city)) return undefined;
  // A named region must be one of the country's own where we know them ("US, Texas, Austin").
  if (!/^[A-Z]{1,3}$/.test(region) && ['US', 'CA', 'AU'].includes(country) && regionCountry(region)?.country !== country) return undefined;
  return { raw, city, region: regionCode(region, country), country };
}

function knownCityCountry(name: string): string | undefined {
  const bare = name.replace(/市$/, '');
  if (CN_CITIES[bare]) return cnCountry(bare);
  const lower = name.toLowerCase();
  return CN_CITIES_EN.has(lower) ? 'CN' : WORLD_CITIES[lower];
}

/**
 * "China, Shanghai", "中国, 上海", "Germany, Berlin", "China, Shanghai, Pudong", "Germany, Bavaria,
 * Munich": a country named first, then its city (and a region or district on one side of it).
 * A city known to lie elsewhere, or a second part that is itself a country or a state code, is no
 * such order ("Georgia, US", "Jordan, MN").
 */
function countryNameFirst(raw: string, parts: readonly string[]): Location | undefined {
  if (parts.length > 3) return undefined;
  const country = countryCode(parts[0]!);
  if (!country) return undefined;
  const inCountry = (name: string) => knownCityCountry(name) === country;
  const regionOf = (name: string) => (regionCountry(name)?.country === country ? regionCode(name, country) : undefined);
  // "CA, Toronto" could be California: a code first needs a city known to lie in that country ("UK, London").
  if (/^[A-Z]{2,3}$/.test(parts[0]!) && !inCountry(parts[1]!)) return undefined;
  const rest = parts.slice(1);
  // "Jordan, MN": a state code of another country after it makes the first part a town.
  if (rest.some((part) => /^[A-Z]{2,3}$/.test(part) && !regionOf(part) && !countryCode(part))) return undefined;
  // "Germany, Paris", "China, US": the parts disagree, so no part is trusted as the city.
  const disagrees = (part: string) =>
    (knownCityCountry(part) !== undefined && !inCountry(part)) || (countryCode(part) !== undefined && countryCode(part) !== country);
  if (rest.some(disagrees)) return { raw };
  const cityName = (name: string) => (country === 'CN' && CN_CITIES[name.replace(/市$/, '')] ? name.replace(/市$/, '') : name);
  if (rest.length === 1) return { raw, city: cityName(rest[0]!), country };
  const [second, third] = rest as [string, string];
  // "United States, California, San Francisco", "Canada, Toronto, ON": the region on either side.
  if (regionOf(second)) return { raw, city: third, region: regionOf(second), country };
  if (regionOf(third)) return { raw, city: cityName(second), region: regionOf(third), country };
  if (inCountry(second)) return { raw, city: cityName(second), region: third, country };
  if (inCountry(third)) return { raw, city: cityName(third), region: second, country };
  return { raw, country };
}

/**
 * A place the page left without a country lies in the country the site's host serves
 * (uk.indeed.com, www.glassdoor.co.uk). Areas wider than a country ("EMEA") and places with no
 * city or region ("Remote", "28 Locations") are left as they are.
 */
export function withCountryHint(location: Location, countryHint: string | undefined): Location {
  if (!countryHint || location.country || (!location.city && !location.region)) return location;
  if (location.region && WORLD_REGIONS.has(location.region.toLowerCase())) return location;
  const country = countryHint.toUpperCase();
  return { ...location, ...(location.region ? { region: regionCode(location.region, country) } : {}), country };
}

/**
 * "San Francisco, CA; New York, NY", "NYC or Remote - US", "北京/上海": one string, several places,
 * as Greenhouse and Chinese boards write them. Each part can then go through parseLocation.
 */
export function splitPlaces(text: string): string[] {
  return text
    .split(/\s*[;；|]\s*|\s+or\s+|\s*[/、]\s*(?=[\u4e00-\u9fff])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Workday's site names: "USA-MN ALI Corporate", "USA-CA Santa Rosa": the country and the state, then the
 * employer's name for the site, which need not be a town: only the state and country are read.
 */
function workdaySite(raw: string, text: string): Location | undefined {
  const site = /^([A-Z]{2,3})-([A-Z]{2})\s+\S/.exec(text);
  const country = site ? countryCode(site[1]!) : undefined;
  return country && regionCountry(site![2]!)?.country === country ? { raw, region: site![2]!, country } : undefined;
}

/** JSON-LD's PostalAddress and sites' own fields: kept as given, names turned into codes. */
function fromFields(raw: string, input: RawLocation): Location {
  const site = input.city ? workdaySite(raw, input.city.trim()) : undefined;
  if (site) return site;
  const location: Location = { raw };
  const country = input.country?.trim() ? (countryCode(input.country) ?? input.country.trim()) : undefined;
  if (input.city?.trim()) location.city = input.city.trim();
  if (input.region?.trim()) location.region = regionCode(input.region, country);
  if (country) location.country = country;
  return withInferredCountry(location);
}

/** "Contiguous US", "Continental United States", "Lower 48": the country with a word about which part of it. */
const COUNTRY_PART = /^(?:the\s+)?(?:contiguous|continental|mainland|anywhere in(?: the)?|all of(?: the)?)\s+/i;

function withCountryOnly(raw: string, rest: string): Location {
  const name = rest.trim().replace(COUNTRY_PART, '');
  const country = name ? (countryCode(name) ?? (/^lower 48$/i.test(name) ? 'US' : undefined)) : undefined;
  return country ? { raw, country } : { raw };
}

function fromWorkday(raw: string, text: string): Location | undefined {
  const segments = text.split(/-+/);
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const leading = countryCode(first);
  if (leading && segments.length >= 3 && /^[A-Z]{2,3}$/.test(segments[1]!)) {
    return { raw, city: segments.slice(2).join(' '), region: segments[1]!, country: leading };
  }
  if (leading && segments.length >= 2) return withInferredCountry({ raw, city: segments.slice(1).join(' '), country: leading });
  const trailing = countryCode(last);
  return trailing ? { raw, country: trailing } : undefined;
}

function fromSingle(raw: string, only: string): Location {
  const country = countryCode(only);
  if (country) return { raw, country };
  // "Camberwell VIC"
  const trailing = /^(.+?)\s+([A-Z]{2,3})$/.exec(only);
  const place = trailing ? regionCountry(trailing[2]!) : undefined;
  if (trailing && place) return { raw, city: trailing[1]!, ...place };
  const city = /bay area$/i.test(only)
    ? only
    : only
        .replace(/^greater\s+/i, '')
        .replace(/\s+(?:metropolitan\s+)?area$/i, '')
        .trim();
  return withInferredCountry({ raw, city });
}

function withInferredCountry(location: Location): Location {
  if (location.country || !location.city) return location;
  const lower = location.city.toLowerCase();
  if (CN_CITIES[location.city]) return { ...location, country: cnCountry(location.city) };
  if (CN_CITIES_EN.has(lower)) return { ...location, country: 'CN' };
  const country = WORLD_CITIES[lower];
  return country ? { ...location, country } : location;
}
