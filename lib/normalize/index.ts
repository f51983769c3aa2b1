import { Posting, type PageFact, type RawPageFact, type RawPosting } from '../posting';
import { isHttpUrl, postingId } from '../posting/url';
import { collapseSpaces } from '../extract/text';
import { introducesEmployer } from '../extract/headings';
import { cleanCompanyName, companyInTitle } from './company';
import { parseEducation, parseEmploymentType, parseExperience, parseSeniority, parseWorkMode } from './attributes';
import { CHINA_TIME, parsePostedDate } from './date';
import { parseLocation, splitPlaces, withCountryHint } from './location';
import { findMonthsPerYear, findSalaryText, parseSalary, salaryFromData, withMonthsPerYear } from './salary';
import { splitSections } from './sections';
import { postingSkills } from './skills';
import { toHalfWidth } from '../extract/text';
import { detectLanguage, uniqueStrings } from './text';

type NormalizeResult = { ok: true; posting: Posting } | { ok: false; reason: string };

/** BOSS直聘's recruiter activity line, as days since the recruiter was last active (the line's upper bound). */
const ACTIVITY_DAYS: readonly [RegExp, number][] = [
  [/刚刚|在线|今日|今天/, 0],
  [/3日内|三日内/, 3],
  [/本周|7日内|一周内/, 7],
  [/2周内|两周内|半月内/, 14],
  [/本月|30日内|一月内|1月内/, 30],
  [/(?:2|两|二)(?:个)?月内/, 60],
  [/(?:3|三)(?:个)?月内/, 90],
  [/(?:4|5|四|五|半年)(?:个)?月?内|近半年/, 180],
  [/半年前|半年以前|(?:6|六)(?:个)?月前/, 182],
  [/一年前|1年前|一年以前/, 365],
];

function parseActivity(text: string): number | undefined {
  // "4个月前活跃": that many months since.
  const months = /(\d{1,2})\s*个?月前/.exec(text);
  if (months) return Number(months[1]) * 30;
  return ACTIVITY_DAYS.find(([pattern]) => pattern.test(text))?.[1];
}

/** "约 330 个在招" → 330 (approximate); "196 applicants" → 196; "Reposted 2 weeks ago" → 1; "半年前活跃" → 182 (days). */
export function parsePageFact(fact: RawPageFact): PageFact | undefined {
  const text = toHalfWidth(fact.raw).replace(/\s+/g, ' ').trim();
  if (fact.kind === 'reposted')
    return /repost|重新发布|重发/i.test(text) ? { kind: 'reposted', value: 1, raw: text.slice(0, 500) } : undefined;
  if (fact.kind === 'recruiter_active') {
    const days = parseActivity(text);
    return days === undefined ? undefined : { kind: 'recruiter_active', value: days, raw: text.slice(0, 500) };
  }
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(万|k|\+)?/i.exec(text);
  if (!match) return undefined;
  let value = Number(match[1]!.replace(/,/g, ''));
  if (match[2] === '万') value *= 10_000;
  else if (match[2]?.toLowerCase() === 'k') value *= 1_000;
  const approximate = /约|大约|近|超过|over|about|around|~|\+|多/i.test(text);
  return {
    kind: fact.kind,
    value,
    ...(approximate ? { approximate } : {}),
    ...(fact.scope ? { scope: fact.scope.slice(0, 200) } : {}),
    raw: text.slice(0, 500),
  };
}

function clean(value: string | undefined, max = 500): string | undefined {
  if (!value) return undefined;
  const text = collapseSpaces(value).slice(0, max);
  return text || undefined;
}

/**
 * RawPosting -> Posting: every string the page gave turned into typed values. Runs in the
 * background (and in the CLI), so ids and derived fields are never taken from the page.
 */
export function normalizePosting(raw: RawPosting): NormalizeResult {
  if (!isHttpUrl(raw.url)) return { ok: false, reason: 'the posting address is not http(s)' };
  // The reader already made the address canonical; only the fragment goes.
  const parsedUrl = new URL(raw.url);
  parsedUrl.hash = '';
  const url = parsedUrl.toString();
  const titled = clean(raw.title);
  if (!titled) return { ok: false, reason: 'no title' };
  // A board that lists other companies' jobs titles them "Role at Company (S23)" (YC's Work at a Startup): the
  // company is the one the title names, not the board.
  const listed = companyInTitle(titled);
  const title = listed?.title ?? titled;
  const given = listed?.company ?? clean(raw.company);
  const companyName = given ? cleanCompanyName(given) : undefined;
  if (!companyName) return { ok: false, reason: 'no company' };

  const language = detectLanguage(`${title}\n${raw.description}`, raw.language);
  // "SF, CA; NYC, NY" and "北京/上海" are several places; structured ones (JSON-LD) are kept as given.
  const places = raw.locations.flatMap((loc) => (loc.city || loc.country ? [loc] : splitPlaces(loc.raw).map((part) => ({ raw: part }))));
  const locations = uniqueByRaw(places.map(parseLocation).filter((loc) => loc !== undefined)).map((loc) =>
    withCountryHint(loc, raw.countryHint),
  );
  const country = locations.find((loc) => loc.country)?.country ?? raw.countryHint;
  const salaryContext = { market: raw.market, language, country };
  const descriptionLines = raw.description.split('\n');
  const salaryText = raw.salaryText ?? (raw.salaryData ? undefined : findSalaryText(descriptionLines));
  const sections = splitSections(raw.description, raw.sectionHints);
  const statedSalary = raw.salaryData
    ? salaryFromData(raw.salaryData, salaryContext, raw.salaryText)
    : salaryText
      ? parseSalary(salaryText, salaryContext)
      : undefined;
  // "14 Monatsgehälter", "paid 14 times a year", "年终奖13薪" in the benefits: the months the salary is paid.
  const salary = statedSalary && withMonthsPerYear(statedSalary, findMonthsPerYear([...sections.benefits, ...descriptionLines]));
  const fieldsFrom = { ...raw.fieldsFrom };
  if (salary && !fieldsFrom['salary'] && fieldsFrom['description']) fieldsFrom['salary'] = fieldsFrom['description'];

  const experienceYears =
    parseExperience(raw.experienceText) ?? firstDefined([...sections.requirements, ...sections.preferred], parseExperience) ?? undefined;
  const education = parseEducation(raw.educationText) ?? firstDefined(sections.requirements, parseEducation);
  // Chinese boards write their times in China time, without an offset.
  const pageTimeZone = raw.market === 'cn' ? CHINA_TIME : undefined;
  const postedAt = parsePostedDate(raw.postedText, raw.readAt, pageTimeZone);
  const validThrough = parsePostedDate(raw.validThroughText, raw.readAt, pageTimeZone);
  const pageFacts = raw.pageFacts.map(parsePageFact).filter((fact) => fact !== undefined);
  const companyUrl = isHttpUrl(raw.companyUrl) ? raw.companyUrl : undefined;
  const applyUrl = isHttpUrl(raw.applyUrl) ? raw.applyUrl : undefined;

  const candidate = {
    id: postingId(raw.site, raw.externalId, url),
    url,
    source: {
      site: raw.site,
      ...(raw.externalId ? { externalId: raw.externalId } : {}),
      adapter: raw.adapter,
      fieldsFrom,
    },
    title,
    company: {
      name: companyName,
      ...(companyUrl ? { url: companyUrl } : {}),
      ...(clean(raw.companySize) ? { size: clean(raw.companySize) } : {}),
      ...(clean(raw.companyIndustry) ? { industry: clean(raw.companyIndustry) } : {}),
      // An "About us" section in the description introduces the employer as much as a profile does.
      ...(raw.employer?.about || introducesEmployer(raw.description) ? { about: true } : {}),
      ...(raw.employer?.logo ? { logo: true } : {}),
      ...(raw.employer?.verified ? { verified: true } : {}),
    },
    locations,
    workMode: parseWorkMode(
      raw.workModeHints,
      raw.locations.map((l) => l.raw),
      title,
      raw.description,
    ),
    employmentType: parseEmploymentType(raw.employmentTypeHints, title),
    seniority: parseSeniority(title, raw.seniorityHints, experienceYears),
    ...(salary ? { salary } : {}),
    ...(postedAt ? { postedAt } : {}),
    ...(validThrough ? { validThrough } : {}),
    ...(experienceYears ? { experienceYears } : {}),
    ...(education ? { education } : {}),
    description: { text: raw.description.slice(0, 200_000), sections },
    skills: postingSkills({ title, description: raw.description, sections, skillHints: raw.skillHints, tags: raw.tags }),
    tags: uniqueStrings(raw.tags.map((tag) => clean(tag, 100)).filter((tag) => tag !== undefined)).slice(0, 100),
    ...(applyUrl ? { applyUrl } : {}),
    language,
    firstSeenAt: raw.readAt,
    lastSeenAt: raw.readAt,
    ...(pageFacts.length > 0 ? { pageFacts } : {}),
  };
  const parsed = Posting.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `invalid posting: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() };
  }
  return { ok: true, posting: parsed.data };
}

function firstDefined<T>(lines: readonly string[], parse: (line: string) => T | undefined): T | undefined {
  for (const line of lines) {
    const value = parse(line);
    if (value !== undefined) return value;
  }
  return undefined;
}

function uniqueByRaw<T extends { raw: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.raw) ? false : (seen.add(item.raw), true)));
}
