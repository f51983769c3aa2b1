import type { Location, RawLocation } from '../posting';
import { AU_STATES, CA_PROVINCES, CN_CITIES, CN_CITIES_EN, countryCode, US_STATES } from './places';
import { toHalfWidth } from './text';

const WORK_MODE_WORDS = /\s*[(（[]\s*(?:remote|hybrid|on-?site|in[- ]office|远程|混合办公)\s*[)）\]]\s*/gi;
const REMOTE_PREFIX = /^(?:remote|anywhere|远程)\s*(?:[-–—:,(（]\s*)?/i;

function regionCountry(token: string): { region?: string; country?: string } | undefined {
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

/**
 * "San Francisco, CA", "Melbourne, Victoria, Australia", "Camberwell VIC 3124", "深圳-龙华区",
 * "US-CA-Santa-Clara", "Remote - US" into city, region and ISO country where the words say so.
 */
export function parseLocation(input: RawLocation): Location | undefined {
  const raw = toHalfWidth(input.raw).replace(/\s+/g, ' ').trim().slice(0, 500);
  if (!raw) return undefined;
  const given: Location = { raw };
  if (input.city) given.city = input.city.trim();
  if (input.region) given.region = input.region.trim();
  if (input.country) given.country = countryCode(input.country) ?? input.country.trim();
  if (given.city || given.country) return withInferredCountry(given);

  let text = raw.replace(WORK_MODE_WORDS, ' ').trim();
  const remote = REMOTE_PREFIX.exec(text);
  if (remote) {
    const rest = text.slice(remote[0].length).replace(/[)）]$/, '').trim();
    const country = rest ? countryCode(rest) : undefined;
    return country ? { raw, country } : { raw };
  }
  // Chinese boards: 城市-区 or 城市·区.
  const cn = /^([\u4e00-\u9fff]{2,4}?)(?:市)?(?:\s*[-·・]\s*([\u4e00-\u9fff]+(?:区|县|市|新区)?))?$/.exec(text);
  if (cn && CN_CITIES[cn[1]!]) {
    return { raw, city: cn[1]!, ...(cn[2] ? { region: cn[2] } : {}), country: cn[1] === '香港' ? 'HK' : cn[1] === '台北' ? 'TW' : 'CN' };
  }
  // Workday: US-CA-Santa-Clara, China-Shanghai.
  const workday = /^([A-Za-z]{2,})-([A-Z]{2})-([A-Za-z-]+)$/.exec(text);
  if (workday) {
    const country = countryCode(workday[1]!);
    if (country) return { raw, city: workday[3]!.replace(/-/g, ' '), region: workday[2]!, country };
  }
  const countryCity = /^([A-Za-z]+)-([A-Za-z-]+)$/.exec(text);
  if (countryCity && countryCode(countryCity[1]!)) {
    return withInferredCountry({ raw, city: countryCity[2]!.replace(/-/g, ' '), country: countryCode(countryCity[1]!)! });
  }

  text = text.replace(/\s+\d{4,6}$/, '');
  const parts = text.split(/\s*[,，]\s*/).filter(Boolean);
  if (parts.length === 1) {
    const only = parts[0]!;
    const country = countryCode(only);
    if (country) return { raw, country };
    // "Camberwell VIC"
    const trailing = /^(.+?)\s+([A-Z]{2,3})$/.exec(only);
    const place = trailing ? regionCountry(trailing[2]!) : undefined;
    if (trailing && place) return { raw, city: trailing[1]!, ...place };
    if (/metropolitan area|greater |area$/i.test(only)) return withInferredCountry({ raw, city: only.replace(/^greater\s+|\s+(?:metropolitan\s+)?area$/gi, '').trim() });
    return withInferredCountry({ raw, city: only });
  }
  const last = parts[parts.length - 1]!;
  // "San Francisco, CA": two capitals after a city are a state before they are a country code.
  const state = /^[A-Z]{2}$/.test(last) ? regionCountry(last) : undefined;
  if (state) return { raw, city: parts[0]!, ...state };
  const country = countryCode(last);
  if (country) {
    const region = parts.length >= 3 ? parts[parts.length - 2] : undefined;
    return { raw, city: parts[0]!, ...(region ? { region } : {}), country };
  }
  const place = regionCountry(last);
  if (place) return { raw, city: parts[0]!, ...place };
  return withInferredCountry({ raw, city: parts[0]!, region: last });
}

function withInferredCountry(location: Location): Location {
  if (location.country || !location.city) return location;
  if (CN_CITIES[location.city]) return { ...location, country: 'CN' };
  if (CN_CITIES_EN.has(location.city.toLowerCase())) return { ...location, country: 'CN' };
  return location;
}
