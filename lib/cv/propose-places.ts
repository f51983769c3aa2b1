import { parseLocation } from '../normalize/location';
import { AU_STATES, CA_PROVINCES, CN_CITIES, CN_CITIES_EN, countryCode, US_STATES, WORLD_CITIES } from '../normalize/places';
import { isContact, kindOf, segments, type CvLine, type CvSectionKind } from './lines';
import type { PlaceProposal } from './proposal';

/**
 * Places: the CV's own address or city ("Home: 2207 Birchwood Ave, Sacramento, CA", "现居：四川成都",
 * "Pune, India" under the name) and the places it asks for ("Willing to relocate to Seattle",
 * "期望城市：杭州、上海"). Cities of schools and employers are never read: they say where someone
 * studied or worked, not where they want to work.
 */

/** After a label, the value starts: "Home: …", "现居：…", "Based in Pune". */
const LABEL_END = String.raw`\s*:?\s*(?=\S)`;
const CURRENT_LABEL = new RegExp(
  `^(?:${[
    'home(?: address)?',
    'address',
    'location',
    'current location',
    'current city',
    'city',
    'residence',
    'based in',
    'located in',
    'lives? in',
    'living in',
    '现居(?:住)?(?:地|城市|地址)?',
    '现住址',
    '现所在地',
    '居住地',
    '所在(?:地|城市)',
    '目前所在地',
    '当前(?:城市|所在地)',
    '家庭住址',
    '住址',
    '地址',
    '通讯地址',
  ].join('|')})${LABEL_END}`,
  'i',
);
const WANTED_LABEL = new RegExp(
  `^(?:${[
    'preferred locations?',
    'desired locations?',
    'location preferences?',
    'target locations?',
    'willing to relocate(?: to)?',
    'open to relocat(?:e|ion|ing)(?: to)?',
    'relocation',
    '期望(?:工作)?(?:城市|地点|工作地点?)',
    '意向(?:城市|地点)',
    '求职(?:城市|地点)',
    '工作地点',
    '目标城市',
  ].join('|')})${LABEL_END}`,
  'i',
);
/** Free text that asks for a place: "Willing to relocate to Seattle", "Looking for a head chef role in Copenhagen". */
const WANTED_PHRASE = new RegExp(
  String.raw`\b(?:${[
    String.raw`relocat(?:e|ing|ion)\s+to`,
    String.raw`move\s+to`,
    String.raw`(?:roles?|positions?|jobs?|opportunities|openings|routes?|runs?|shifts?)\s+(?:based\s+)?(?:in|out of|around|near)`,
    String.raw`an?\s+[\w -]{1,30}?\s+(?:role|position|job|route)\s+(?:in|out of)`,
    String.raw`work(?:ing)?\s+(?:[\w-]{1,30}\s+)?(?:in|out of)`,
  ].join('|')})\s+`,
  'gi',
);
const WANTING = /\b(?:looking|seeking|open to|willing|happy to|prefer|available|interested|relocat\w*|want|would like|hoping|keen)\b/i;

/** Where a CV says where the person is or wants to be; never its jobs or schools. */
const READ_SECTIONS: ReadonlySet<CvSectionKind> = new Set([
  'header',
  'personal',
  'objective',
  'summary',
  'skills',
  'languages',
  'other',
  'certifications',
]);
/** "Java Developer, Germany" parses as a city called "Java Developer": a job is no town. */
const JOB_WORDS = new RegExp(
  String.raw`\b(?:${[
    'engineer',
    'developer',
    'programmer',
    'manager',
    'nurse',
    'driver',
    'chef',
    'cook',
    'teacher',
    'analyst',
    'designer',
    'consultant',
    'specialist',
    'assistant',
    'officer',
    'director',
    'technician',
    'electrician',
    'accountant',
    'administrator',
    'coordinator',
    'associate',
    'lead',
    'senior',
    'junior',
    'intern',
    'architect',
    'scientist',
    'worker',
    'operator',
    'representative',
    'agent',
    'clerk',
    'cashier',
    'supervisor',
    'executive',
    'founder',
    'resume',
    'cv',
  ].join('|')})s?\b`,
  'i',
);
/** A town's name as a CV writes it: one to three capitalised words. */
const TOWN_NAME = /^[A-Z][\p{L}'’.-]+(?: [A-Z][\p{L}'’.-]+){0,2}$/u;
/** "不限", "全国", "可接受出差": answers to a form's question, not places. */
const NOT_A_PLACE_ZH = /^(?:不限|均可|皆可|全国|任意|国内|海外|出差|远程|可接受|可出差|接受)/;
const REGION_TABLES: Record<string, Record<string, string>> = { US: US_STATES, CA: CA_PROVINCES, AU: AU_STATES };
const CN_CITY_NAMES = Object.keys(CN_CITIES).sort((a, b) => b.length - a.length);

interface Found {
  value: string;
  key: string;
}

/** A Chinese city in a value: a known city anywhere in it ("四川成都", "江苏省苏州市工业园区"), else "XX市". */
function chineseCity(token: string): Found | undefined {
  if (NOT_A_PLACE_ZH.test(token)) return undefined;
  let best: { at: number; name: string } | undefined;
  for (const name of CN_CITY_NAMES) {
    const at = token.indexOf(name);
    if (at >= 0 && (!best || at < best.at)) best = { at, name };
  }
  if (best) return { value: best.name, key: best.name };
  const city = /^(?:[\u4e00-\u9fff]{2,3}(?:省|自治区))?([\u4e00-\u9fff]{2,4}?)市/.exec(token);
  return city ? { value: city[1]!, key: city[1]! } : undefined;
}

function placeValue(city: string, region: string | undefined, country: string | undefined): Found {
  const regionTable = country ? REGION_TABLES[country] : undefined;
  const withRegion = region && regionTable?.[region.toUpperCase()] ? `${city}, ${region.toUpperCase()}` : city;
  return { value: withRegion, key: city.toLowerCase() };
}

/** A place written out in Latin script ("2207 Birchwood Ave, Sacramento, CA 95818"): its city, when the words pin it down. */
function latinPlace(text: string, labelled: boolean): Found | undefined {
  const clean = text.replace(/[.;]+$/, '').trim();
  if (!clean || isContact(clean) || clean.length > 120) return undefined;
  const location = parseLocation({ raw: clean });
  if (!location) return undefined;
  const { city, country, region } = location;
  if (city && !JOB_WORDS.test(city)) {
    const known = isKnownCity(city);
    const regionKnown = country !== undefined && region !== undefined && REGION_TABLES[country]?.[region] !== undefined;
    // Unlabelled, a city must be one we know or sit in a region or country we know: "Registered Nurse, Cardiac Care" is neither.
    if (!labelled && !known && !regionKnown && !(country && TOWN_NAME.test(city))) return undefined;
    if (!/^\p{Lu}/u.test(city) || /\d/.test(city)) return undefined;
    return placeValue(city, region, country);
  }
  // "Germany", or "Java Developer, Germany": the country is the place.
  const last = clean.split(/\s*,\s*/).pop()!;
  if (country && !region && countryCode(last) === country && last.length > 3) return { value: last, key: last.toLowerCase() };
  return undefined;
}

function isKnownCity(name: string): boolean {
  const lower = name.toLowerCase();
  return WORLD_CITIES[lower] !== undefined || CN_CITIES_EN.has(lower) || CN_CITIES[name.replace(/市$/, '')] !== undefined;
}

/** Several places in one value: "Seattle or Denver", "Springfield, MO or Tulsa, OK", "杭州、上海", "广州 / 深圳". */
function placesIn(value: string, labelled: boolean): Found[] {
  const found: Found[] = [];
  if (/[\u4e00-\u9fff]/.test(value)) {
    for (const token of value.split(/[、,，/／;；|｜\s]+|和|或|及/)) {
      const city = token.trim() ? chineseCity(token.trim()) : undefined;
      if (city) found.push(city);
    }
    return found;
  }
  // "City, ST" pairs first, so that the comma between a city and its state does not split them.
  const pairs = /\b([A-Z][\p{L}.'’-]*(?: [A-Z][\p{L}.'’-]*){0,3}),\s*([A-Z]{2,3})\b/gu;
  let rest = value;
  for (const match of value.matchAll(pairs)) {
    const place = latinPlace(match[0], labelled);
    if (place && /, [A-Z]{2,3}$/.test(place.value)) {
      found.push(place);
      rest = rest.replace(match[0], ' ; ');
    }
  }
  for (const token of rest.split(/\s*(?:[,;/&]|\bor\b|\band\b)\s*/)) {
    const name = token
      .replace(/^(?:the|in|to)\s+/i, '')
      .replace(/[.()]+/g, '')
      .trim();
    if (!name) continue;
    // A country by its name, not a two-letter code: "in the UK" is a work permit more often than a wish.
    const country = countryCode(name) !== undefined && /^\p{Lu}/u.test(name) && name.length > 3;
    if (isKnownCity(name) || country) found.push({ value: name, key: name.toLowerCase() });
  }
  return found;
}

/** Profile.places holds at most 30. */
const MAX_PLACES = 30;

export function proposePlaces(lines: readonly CvLine[]): PlaceProposal[] {
  const proposals: PlaceProposal[] = [];
  const seen = new Set<string>();
  const add = (places: Found[], kind: PlaceProposal['kind'], evidence: string) => {
    for (const place of places) {
      // "上海" and "Shanghai" are one place.
      const key = CN_CITIES[place.key]?.toLowerCase() ?? place.key;
      if (seen.has(key)) continue;
      seen.add(key);
      proposals.push({ value: place.value, kind, evidence });
    }
  };
  let headerLines = 0;
  for (const line of lines) {
    if (line.heading || !READ_SECTIONS.has(kindOf(line))) continue;
    const inHeader = line.section === 'header' || line.section === 'personal';
    if (line.section === 'header') headerLines++;
    for (const part of segments(line.text)) {
      const norm = part.replace(/：/g, ':').trim();
      const current = CURRENT_LABEL.exec(norm);
      const wanted = current ? null : WANTED_LABEL.exec(norm);
      if (current) {
        const value = norm.slice(current[0].length);
        const place = /[\u4e00-\u9fff]/.test(value) ? chineseCity(value) : latinPlace(value, true);
        if (place) add([place], 'current', line.text);
      } else if (wanted) {
        add(placesIn(norm.slice(wanted[0].length), true), 'wanted', line.text);
      } else if (inHeader && headerLines <= 8 && !isContact(part)) {
        // A part of a line under the name that is only a place: "Pune, India", "Malmö, Sweden", "男 | 35岁 | 北京".
        const bareCity = CN_CITIES[part.replace(/市$/, '')] ? part.replace(/市$/, '') : undefined;
        if (bareCity) add([{ value: bareCity, key: bareCity }], 'current', line.text);
        else if (headerLines > 1 && !/[\u4e00-\u9fff]/.test(part)) {
          const place = latinPlace(part, false);
          if (place) add([place], 'current', line.text);
        }
      }
    }
    // Sentence by sentence: "Right to work in the UK. Happy to work hybrid in Manchester or Leeds." asks for the second only.
    for (const sentence of line.norm.split(/(?<=[.;!?])\s+|\s+\|\s+/)) {
      for (const phrase of sentence.matchAll(WANTED_PHRASE)) {
        if (!WANTING.test(sentence.slice(0, phrase.index + phrase[0].length))) continue;
        const rest = sentence.slice(phrase.index + phrase[0].length).split(/[.;!?(|]/)[0]!;
        add(placesIn(rest, false), 'wanted', line.text);
      }
    }
  }
  return proposals.slice(0, MAX_PLACES);
}
