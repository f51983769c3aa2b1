import { emphasisedLines, firstText, textAt, textOf, cardText } from '../dom';
import { isJsonObject, numberAt, path, stringAt, type JsonObject } from '../embedded';
import { parseJsonLenient } from '../jsonld';
import { collapseSpaces, decodeEntities } from '../text';
import { type Detection, type Found, type SiteAdapter } from '../types';
import { countryOfHost } from '../host';

/** `/jobs/view/4226352667/` and the guest SEO form `/jobs/view/senior-devops-engineer-at-acme-4226352667`. */
const VIEW_PATH = /^\/jobs\/view\/(?:[^/]*-)?(\d{6,})\/?$/;
const LIST_PATH = /^\/jobs\/(?:search|search-results|collections(?:\/[^/]+)?)\/?$/;
const SIGN_IN_PATH = /^\/(?:authwall|login|signup|uas\/login|checkpoint)\b/;

/** The detail pane of the logged-in SPA, newest layout first. */
const PANE = [
  '.jobs-search__job-details--container',
  '.scaffold-layout__detail',
  '.jobs-details__main-content',
  '.job-view-layout',
  '.jobs-details',
];
const PANE_TITLE = [
  '.job-details-jobs-unified-top-card__job-title h1',
  '.job-details-jobs-unified-top-card__job-title',
  '.jobs-unified-top-card__job-title',
  'h1.t-24',
];
const PANE_COMPANY = [
  '.job-details-jobs-unified-top-card__company-name a',
  '.job-details-jobs-unified-top-card__company-name',
  '.jobs-unified-top-card__company-name',
];
const PANE_META = [
  '.job-details-jobs-unified-top-card__tertiary-description-container',
  '.job-details-jobs-unified-top-card__primary-description-container',
  '.jobs-unified-top-card__primary-description',
];
/** Salary, workplace, type and level pills: 2025-26 buttons, 2025 pills (and the skills button), 2024 insight rows. */
const PILLS = [
  '.job-details-fit-level-preferences button',
  '.job-details-preferences-and-skills',
  '.job-details-preferences-and-skills__pill',
  'li.job-details-jobs-unified-top-card__job-insight',
  'li.jobs-unified-top-card__job-insight',
].join(', ');
const PANE_DESCRIPTION = ['#job-details', '.jobs-description__content', '.jobs-description-content__text', '.jobs-box__html-content'];
/** LinkedIn's own screen-reader copies ("Matches your job preferences, workplace type is Hybrid."). */
const HIDDEN = '.visually-hidden, .a11y-text';
const CLOSED = /no longer accepting applications/i;
/**
 * The sign-in and join walls (/authwall's pageKey auth_wall_desktop_*, the login page's
 * d_checkpoint_lg_consumerLogin), by their forms and page keys, when the address does not say so.
 */
const SIGN_IN_MARKS =
  '.authwall-join-form, .authwall-sign-in-form, form.login__form, meta[name="pageKey"][content^="auth_wall"], meta[name="pageKey"][content^="d_checkpoint_lg"]';

function jobIdOf(url: URL): string | undefined {
  const view = VIEW_PATH.exec(url.pathname);
  if (view) return view[1];
  if (!LIST_PATH.test(url.pathname)) return undefined;
  const current = url.searchParams.get('currentJobId');
  return current && /^\d{6,}$/.test(current) ? current : undefined;
}

/** The job a pane shows, from its own title link or apply button: the URL changes before the pane does. */
function paneJobId(pane: Element): string | undefined {
  const href = pane
    .querySelector(
      '.job-details-jobs-unified-top-card__job-title a[href*="/jobs/view/"], .jobs-unified-top-card__job-title a[href*="/jobs/view/"]',
    )
    ?.getAttribute('href');
  const fromLink = href ? /\/jobs\/view\/(?:[^/?#]*-)?(\d{6,})/.exec(href)?.[1] : undefined;
  return fromLink ?? pane.querySelector('.jobs-apply-button[data-job-id]')?.getAttribute('data-job-id') ?? undefined;
}

/** A list card's employer and title: the logged-in list, its older class names, then the guest list. */
const CARD_COMPANY = [
  '.artdeco-entity-lockup__subtitle',
  '.job-card-container__primary-description',
  '.job-card-container__company-name',
  '.base-search-card__subtitle',
];
const CARD_TITLE = ['.job-card-list__title--link', '.job-card-list__title', '.artdeco-entity-lockup__title', '.base-search-card__title'];

const GUEST_TOP = '.top-card-layout';
/**
 * The 2025+ server-driven layout (/jobs/view/ and the search-results pane): class names are hashes,
 * the job's parts are named by componentkey ("JobDetails_AboutTheJob_{id}") and data-view-name.
 */
const SDUI_ABOUT = '[componentkey^="JobDetails_AboutTheJob_"]';
const SDUI_PAGE = '[data-view-name="job-detail-page"]';
const CONTAINERS = [GUEST_TOP, SDUI_ABOUT, ...PANE].join(', ');

/**
 * The guest page's top card or the logged-in detail pane, found in one walk of the document:
 * the page is megabytes of list and data, and each selector tried alone would walk it again.
 */
function findContainers(doc: Document): { guestTop?: Element; pane?: Element; sdui?: Element } {
  const found = Array.from(doc.querySelectorAll(CONTAINERS));
  const guestTop = found.find((el) => el.matches(GUEST_TOP));
  if (guestTop) return { guestTop };
  for (const selector of PANE) {
    const pane = found.find((el) => el.matches(selector));
    if (pane && firstText(pane, PANE_TITLE)) return { pane };
  }
  const sdui = found.find((el) => el.matches(SDUI_ABOUT));
  return sdui ? { sdui } : {};
}

/** The job a guest top card shows: its title links to /jobs/view/{slug}-{id}. */
function guestJobId(top: Element): string | undefined {
  const href = top.querySelector('a[href*="/jobs/view/"]')?.getAttribute('href');
  return href ? /\/jobs\/view\/(?:[^/?#]*-)?(\d{6,})/.exec(href)?.[1] : undefined;
}

const sduiJobId = (about: Element) => /_(\d{6,})$/.exec(about.getAttribute('componentkey') ?? '')?.[1];

/** Text of an HTML comment inside a `<code>` block: `<code id="applyUrl"><!--"https://..."--></code>`. */
function commentText(el: Element | null): string {
  if (!el) return '';
  return Array.from(el.childNodes)
    .map((node) => node.nodeValue ?? '')
    .join('')
    .trim();
}

function withoutQuery(href: string | null | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    url.search = '';
    url.hash = '';
    url.pathname = url.pathname.replace(/\/life\/?$/, '/');
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * "$171.3K/yr - $253.8K/yr": a unit on both ends hides the range from a reader that looks for
 * "X - Y", so the first unit goes ("$171.3K - $253.8K/yr").
 */
export function cleanLinkedInSalary(text: string): string {
  return text.replace(/\s*\/\s*(?:yr|mo|wk|hr|day)\s*([-–])\s*/i, ' $1 ').trim();
}

/**
 * LinkedIn's own pill labels in the languages of its interface, to the English the normalizer reads
 * ("In sede", "A tempo pieno" on Italian pages). Pills only: a description's words are not labels.
 */
const PILL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:in sede|sur site|vor ort|presencial|op locatie|på plats|现场办公)$/i, 'On-site'],
  [/^(?:ibrido|hybride|híbrido|hybrid|混合办公)$/i, 'Hybrid'],
  [/^(?:da remoto|remoto|à distance|en remoto|op afstand|distans|远程)$/i, 'Remote'],
  [/^(?:a tempo pieno|temps plein|vollzeit|jornada completa|tempo integral|voltijds|heltid|全职)$/i, 'Full-time'],
  [/^(?:tempo parziale|temps partiel|teilzeit|media jornada|meio período|deeltijds|deltid|兼职)$/i, 'Part-time'],
  [/^(?:contratto|contrat|vertrag|contrato(?: por obra)?|合同工)$/i, 'Contract'],
  [/^(?:temporaneo|temporaire|befristet|temporal|temporário|tijdelijk|临时工?)$/i, 'Temporary'],
  [/^(?:stage|tirocinio|praktikum|prácticas|estágio|实习)$/i, 'Internship'],
];

function englishPill(part: string): string {
  const trimmed = part.trim();
  return PILL_WORDS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}

const MONEY =
  /(?:[A-Z]{0,3}[$€£¥₹])\s?[1-9][\d,.]*\s*[KkMm]?(?:\s*\/\s*[a-z]+)?(?:\s*[-–]\s*(?:[A-Z]{0,3}[$€£¥₹])?\s?[1-9][\d,.]*\s*[KkMm]?(?:\s*\/\s*[a-z]+)?)?/;
const WORK_MODE = /\b(?:remote|hybrid|on-site|onsite)\b/i;
const EMPLOYMENT = /\b(?:full-time|part-time|contract|temporary|internship|volunteer)\b/i;
const LEVEL = /\b(?:internship|entry level|associate|mid-senior level|director|executive)\b/i;

/** Pills and the " · " parts of insight rows, each sorted by what it says. */
function readPills(pills: readonly string[]): Found {
  const found: Required<Pick<Found, 'workModeHints' | 'employmentTypeHints' | 'seniorityHints' | 'skillHints'>> & Found = {
    workModeHints: [],
    employmentTypeHints: [],
    seniorityHints: [],
    skillHints: [],
  };
  for (const pill of pills) {
    const parts = pill.split(/\s+·\s+/).map(englishPill);
    parts.forEach((part, index) => {
      const skills = /skills?(?: on your profile)?(?: match)?\s*:\s*(.+)$/i.exec(part);
      if (skills) {
        found.skillHints.push(...skills[1]!.split(/\s*,\s*/).filter((s) => s && !/^\+?\d+ more$/i.test(s)));
        return;
      }
      const money = MONEY.exec(part);
      if (money && !found.salaryText) found.salaryText = cleanLinkedInSalary(money[0]);
      // The company row: "1,001-5,000 employees · Insurance".
      const size = /[\d,]+(?:\s*-\s*[\d,]+|\+)?\s+employees/i.exec(part);
      if (size) {
        found.companySize = size[0];
        const next = parts[index + 1];
        if (next && !MONEY.test(next) && !WORK_MODE.test(next) && !EMPLOYMENT.test(next)) found.companyIndustry = next;
        return;
      }
      const mode = WORK_MODE.exec(part);
      if (mode) found.workModeHints.push(mode[0]);
      const type = EMPLOYMENT.exec(part);
      if (type) found.employmentTypeHints.push(type[0]);
      const level = LEVEL.exec(part);
      if (level) found.seniorityHints.push(level[0]);
    });
  }
  return found;
}

/** "Cologne, North Rhine-Westphalia, Germany · Reposted 2 weeks ago · Over 100 people clicked apply". */
function readMetaLine(line: string | undefined, company: string | undefined): Found {
  const found: Found = {};
  for (const part of (line ?? '').split(/\s*·\s*/).filter(Boolean)) {
    if (/\bago\b|\bjust now\b|\btoday\b/i.test(part)) {
      found.postedText ??= part;
      // "Reposted 2 weeks ago": the site's own word that the role was posted before.
      if (/\breposted\b/i.test(part)) found.pageFacts = [...(found.pageFacts ?? []), { kind: 'reposted', raw: part }];
    } else if (/applicants?|clicked apply/i.test(part)) found.pageFacts = [...(found.pageFacts ?? []), { kind: 'applicants', raw: part }];
    else if (!found.locations && part !== company && !/promoted|responses|reviewing/i.test(part)) found.locations = [{ raw: part }];
  }
  return found;
}

/** The description's bold lines and headings, for the section splitter: LinkedIn's descriptions are one block. */
function headingHints(description: Element | null | undefined): Pick<Found, 'sectionHints'> {
  const headings = emphasisedLines(description);
  return headings.length > 0 ? { sectionHints: { headings } } : {};
}

/**
 * LinkedIn's verified check after a job's title (svg#verified-small, #verified-medium). Its company logo is not read:
 * every LinkedIn posting links its company page, which already says the employer is named and findable.
 */
function verifiedMark(titleElement: Element | null | undefined): Pick<Found, 'employer'> {
  return { employer: { verified: Boolean(titleElement?.parentElement?.querySelector('svg[id^=verified]')) } };
}

function readGuestPage(doc: Document, top: Element): Found {
  // The guest search page shows the selected job in a details pane beside the list.
  const scope = top.closest('.details-pane__content') ?? doc;
  const details = scope.querySelector('.decorated-job-posting__details') ?? scope.querySelector('.details') ?? scope;
  const orgLink = top?.querySelector('a.topcard__org-name-link');
  const markup = details.querySelector('.show-more-less-html__markup') ?? details.querySelector('.description__text');
  const found: Found = {
    title: firstText(top, ['.top-card-layout__title', '.topcard__title']),
    company: textAt(top, '.topcard__org-name-link') ?? textAt(top, '.topcard__flavor:not(.topcard__flavor--bullet)'),
    companyUrl: withoutQuery(orgLink?.getAttribute('href'), 'https://www.linkedin.com/'),
    postedText: textAt(top, '.posted-time-ago__text'),
    ...verifiedMark(top.querySelector('.top-card-layout__title, .topcard__title')),
    description: textOf(markup, { exclude: 'button' }) || undefined,
    ...headingHints(markup),
    employmentTypeHints: [],
    seniorityHints: [],
    tags: [],
  };
  const place = textAt(top, '.topcard__flavor-row .topcard__flavor--bullet:not(.num-applicants__caption)');
  if (place) found.locations = [{ raw: place }];
  const applicants = textAt(top, '.num-applicants__caption');
  if (applicants) found.pageFacts = [{ kind: 'applicants', raw: applicants }];
  const pay = textAt(details, '.compensation__salary');
  if (pay) found.salaryText = cleanLinkedInSalary(pay);
  // Criteria come in a fixed order (level, type, function, industries): the order reads labels in other languages.
  const kinds = ['level', 'type', 'function', 'industry'] as const;
  Array.from(details.querySelectorAll('ul.description__job-criteria-list li')).forEach((item, index) => {
    const label = textAt(item, '.description__job-criteria-subheader') ?? '';
    const value = textAt(item, '.description__job-criteria-text');
    const kind = /seniority/i.test(label)
      ? 'level'
      : /employment/i.test(label)
        ? 'type'
        : /function/i.test(label)
          ? 'function'
          : /industr/i.test(label)
            ? 'industry'
            : kinds[index];
    if (!value || !kind) return;
    if (kind === 'level') found.seniorityHints!.push(value);
    else if (kind === 'type') found.employmentTypeHints!.push(value);
    else if (kind === 'industry') found.companyIndustry = value;
    else found.tags!.push(value);
  });
  const apply = /[?&]url=([^&"]+)/.exec(commentText(scope.querySelector('code#applyUrl')))?.[1];
  if (apply) {
    try {
      found.applyUrl = decodeURIComponent(apply);
    } catch {
      // A malformed escape leaves the apply link out.
    }
  }
  return found;
}

function readPane(doc: Document, pane: Element): Found {
  const company = firstText(pane, PANE_COMPANY, { exclude: HIDDEN });
  const companyLink = pane.querySelector('.job-details-jobs-unified-top-card__company-name a, .jobs-unified-top-card__company-name a');
  // A pill container and its pills both match: only the innermost are read, once each.
  const pillElements = Array.from(pane.querySelectorAll(PILLS));
  const leaves = pillElements.filter((el) => !pillElements.some((other) => other !== el && el.contains(other)));
  const pills = readPills(leaves.map((el) => collapseSpaces(textOf(el, { exclude: HIDDEN }).replace(/\n/g, ' '))).filter(Boolean));
  const description = PANE_DESCRIPTION.map((s) => pane.querySelector(s)).find(Boolean);
  return {
    title: firstText(pane, PANE_TITLE, { exclude: HIDDEN }),
    company,
    companyUrl: withoutQuery(companyLink?.getAttribute('href'), 'https://www.linkedin.com/'),
    ...verifiedMark(pane.querySelector(PANE_TITLE.join(', '))),
    ...readMetaLine(firstText(pane, PANE_META, { exclude: HIDDEN }), company),
    ...pills,
    description: textOf(description, { exclude: `${HIDDEN}, h2.text-heading-large, button` }) || undefined,
    ...headingHints(description),
  };
}

/** The top card of the 2025+ layout, read in document order up to "About the job": company, title, meta line, pills. */
function readSdui(doc: Document, about: Element): Found {
  const root = about.closest(SDUI_PAGE) ?? about.closest('main') ?? doc.body;
  let company: string | undefined;
  let companyUrl: string | undefined;
  let title: string | undefined;
  let titleElement: Element | undefined;
  let meta: string | undefined;
  const pills: string[] = [];
  for (const el of Array.from(root?.querySelectorAll(`a[href*="/company/"], p, button, ${SDUI_ABOUT}`) ?? [])) {
    if (el === about) break;
    const text = collapseSpaces(textOf(el, { exclude: HIDDEN }).replace(/\n/g, ' '));
    if (!text) continue;
    if (!company) {
      if (el.localName === 'a') {
        company = text;
        companyUrl = withoutQuery(el.getAttribute('href'), 'https://www.linkedin.com/');
      }
      continue;
    }
    if (el.localName === 'button') {
      if (title && text.length <= 60) pills.push(text);
    } else if (el.localName === 'p' && text !== company && !el.querySelector('a[href*="/company/"]')) {
      if (!title && !text.includes(' · ')) {
        title = text;
        titleElement = el;
      } else if (title && !meta && text.includes(' · ')) meta = text;
    }
  }
  // <title> is "Graduate Data Engineer | Flow Traders | LinkedIn": the top card's own title wins when both exist.
  const [docTitle, docCompany] = (doc.title ?? '').split(' | ');
  // The whole "About the job" block, not only its text box: a saved page's <ul> inside the box's <p> is
  // moved out of it by an HTML parser (a browser closes the <p>), while linkedom keeps it inside.
  return {
    title: title ?? docTitle?.trim(),
    company: company ?? docCompany?.trim(),
    companyUrl,
    ...verifiedMark(titleElement),
    ...readMetaLine(meta, company),
    ...readPills(pills),
    description: textOf(about, { exclude: `${HIDDEN}, h2, button` }) || undefined,
    ...headingHints(about),
  };
}

/**
 * The jobPosting hydration blob of the first server render (`<code id="bpr-guid-N">` named by a
 * `datalet-bpr-guid-N` whose request is /voyager/api/jobs/jobPostings/{id}). Only the blob of this
 * very job is read: after in-app navigation the blobs describe the job the tab opened with.
 */
function hydrationBlob(doc: Document, jobId: string): JsonObject | undefined {
  const wanted = `/jobs/jobPostings/${jobId}`;
  for (const datalet of Array.from(doc.querySelectorAll('code[id^="datalet-bpr-guid-"]'))) {
    // A page holds hundreds of these: look for the job's address in the raw text before decoding any.
    if (!(datalet.textContent ?? '').includes(wanted)) continue;
    const meta = codeJson(datalet);
    const request = stringAt(meta, 'request') ?? '';
    if (!new RegExp(`/jobs/jobPostings/${jobId}(?:\\D|$)`).test(request)) continue;
    const bodyId = stringAt(meta, 'body');
    const body = bodyId ? doc.getElementById(bodyId) : null;
    const blob = body ? codeJson(body) : undefined;
    if (isJsonObject(path(blob, 'data'))) return blob;
  }
  return undefined;
}

/** Parsed blobs by element: their text never changes, and the page is read again on every mutation. */
const parsedCode = new WeakMap<Element, JsonObject | null>();

function codeJson(el: Element): JsonObject | undefined {
  let parsed = parsedCode.get(el);
  if (parsed === undefined) {
    parsed = parseCode(el.textContent ?? '') ?? null;
    parsedCode.set(el, parsed);
  }
  return parsed ?? undefined;
}

function parseCode(text: string): JsonObject | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return undefined;
  let parsed = parseJsonLenient(trimmed);
  // Saved as source, the blob is still entity-encoded ({&quot;data&quot;...}).
  if (!parsed.ok && trimmed.includes('&quot;')) parsed = parseJsonLenient(decodeEntities(trimmed));
  return parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
}

const WORKPLACE_BY_NUMBER: Record<string, string> = { '1': 'On-site', '2': 'Remote', '3': 'Hybrid' };

function readBlob(blob: JsonObject): Found {
  const data = path(blob, 'data');
  const included = path(blob, 'included');
  const byUrn = new Map<string, JsonObject>();
  if (Array.isArray(included)) {
    for (const item of included) {
      const urn = stringAt(item, 'entityUrn');
      if (urn && isJsonObject(item)) byUrn.set(urn, item);
    }
  }
  const text = (value: string | undefined) => (value ? decodeEntities(value) : undefined);
  const companyUrn = stringAt(data, 'companyDetails', 'company');
  const company = companyUrn ? byUrn.get(companyUrn) : undefined;
  const workplaces = path(data, 'workplaceTypes');
  const workModeHints = (Array.isArray(workplaces) ? workplaces : [])
    .map((urn) =>
      typeof urn === 'string' ? (stringAt(byUrn.get(urn), 'localizedName') ?? WORKPLACE_BY_NUMBER[urn.replace(/^.*:/, '')]) : undefined,
    )
    .filter((mode): mode is string => Boolean(mode));
  if (workModeHints.length === 0 && path(data, 'workRemoteAllowed') === true) workModeHints.push('Remote');
  const listedAt = numberAt(data, 'listedAt');
  const location = text(stringAt(data, 'formattedLocation'));
  const employment = stringAt(data, 'employmentStatus')?.replace(/^.*:/, '');
  const level = stringAt(data, 'formattedExperienceLevel');
  return {
    title: text(stringAt(data, 'title')),
    company: text(stringAt(company, 'name') ?? stringAt(data, 'companyDetails', 'companyName')),
    companyUrl: stringAt(company, 'url'),
    ...(location ? { locations: [{ raw: location }] } : {}),
    workModeHints,
    employmentTypeHints: employment ? [employment] : [],
    seniorityHints: level ? [level] : [],
    postedText: listedAt ? String(listedAt) : undefined,
    description: stringAt(data, 'description', 'text'),
    applyUrl: stringAt(data, 'applyMethod', 'companyApplyUrl'),
  };
}

/** Blob values first (the page's own data), the rendered pane for the rest; the pane's text keeps its lists. */
function preferFirst(first: Found, second: Found): Found {
  const merged: Record<string, unknown> = { ...second };
  for (const [key, value] of Object.entries(first)) {
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    if (!empty && !(key === 'description' && second.description)) merged[key] = value;
  }
  return merged as Found;
}

export const adapter: SiteAdapter = {
  id: 'linkedin',
  label: 'LinkedIn',
  market: 'global',
  countryOf: countryOfHost,
  // The sign-in walls too: a job clicked from the feed lands on one, and the toolbar must say so.
  matches: [
    'https://www.linkedin.com/jobs/*',
    'https://*.linkedin.com/jobs/*',
    'https://www.linkedin.com/authwall*',
    'https://www.linkedin.com/login*',
    'https://www.linkedin.com/signup*',
    'https://www.linkedin.com/uas/login*',
    'https://www.linkedin.com/checkpoint/*',
  ],

  detect({ doc, url }): Detection {
    const signIn = { kind: 'blocked', reason: 'LinkedIn asks to sign in before it shows the job' } as const;
    if (SIGN_IN_PATH.test(url.pathname)) return signIn;
    const signInWall = () => doc.querySelector(SIGN_IN_MARKS) !== null;
    const { guestTop, pane, sdui } = findContainers(doc);
    const urlJobId = jobIdOf(url);
    // A list address without currentJobId still shows a job when the guest details pane holds one.
    const jobId = urlJobId ?? (guestTop && LIST_PATH.test(url.pathname) ? guestJobId(guestTop) : undefined);
    if (!jobId) {
      if (!guestTop && !pane && !sdui && signInWall()) return signIn;
      return {
        kind: 'none',
        reason: LIST_PATH.test(url.pathname) ? 'no job is selected in this LinkedIn list' : 'not a LinkedIn job page',
      };
    }
    const canonicalUrl = `https://www.linkedin.com/jobs/view/${jobId}/`;
    const closed = { kind: 'blocked', reason: 'this LinkedIn job no longer accepts applications' } as const;
    const stale = { kind: 'none', reason: 'the detail pane still shows the previously selected job' } as const;
    if (guestTop && firstText(guestTop, ['.top-card-layout__title', '.topcard__title'])) {
      const shown = guestJobId(guestTop);
      if (urlJobId && shown && shown !== urlJobId && LIST_PATH.test(url.pathname)) return stale;
      if (guestTop.querySelector('.closed-job, .closed-job__flavor--closed')) return closed;
      return { kind: 'posting', canonicalUrl, externalId: jobId, container: guestTop };
    }
    if (sdui) {
      const shown = sduiJobId(sdui);
      if (shown && shown !== jobId) return stale;
      return { kind: 'posting', canonicalUrl, externalId: jobId, container: sdui };
    }
    if (pane) {
      const shown = paneJobId(pane);
      if (shown && shown !== jobId) return stale;
      const notices = Array.from(pane.querySelectorAll('.jobs-details-top-card__apply-error, .artdeco-inline-feedback__message'));
      if (notices.some((el) => CLOSED.test(textOf(el)))) return closed;
      return { kind: 'posting', canonicalUrl, externalId: jobId, container: pane };
    }
    // Not rendered (yet): the server render's own data for this job, when the page holds it.
    const blob = hydrationBlob(doc, jobId);
    if (blob) {
      const state = stringAt(blob, 'data', 'jobState');
      return state && state !== 'LISTED' ? closed : { kind: 'posting', canonicalUrl, externalId: jobId, container: null };
    }
    if (signInWall()) return signIn;
    return { kind: 'none', reason: 'the LinkedIn job has not rendered yet' };
  },

  extract({ doc }, detection): Found {
    const container = detection.container;
    if (container?.classList.contains('top-card-layout')) return readGuestPage(doc, container);
    if (container?.matches(SDUI_ABOUT)) return readSdui(doc, container);
    const blob = detection.externalId ? hydrationBlob(doc, detection.externalId) : undefined;
    const fromBlob = blob ? readBlob(blob) : {};
    return container ? preferFirst(fromBlob, readPane(doc, container)) : fromBlob;
  },

  // The search pane, and the /jobs/view/ page, whose "similar jobs" links change the job in place.
  watch:
    '.scaffold-layout__detail, .jobs-search__job-details--wrapper, .jobs-search__job-details--container, .job-view-layout, main#workspace',

  cards: {
    selector: '[data-occludable-job-id], .job-card-container[data-job-id], .base-card[data-entity-urn^="urn:li:jobPosting:"]',
    externalId(card) {
      // The logged-in list nests .job-card-container[data-job-id] inside li[data-occludable-job-id]: one marker per job.
      if (!card.hasAttribute('data-occludable-job-id') && card.parentElement?.closest('[data-occludable-job-id]')) return undefined;
      const id =
        card.getAttribute('data-occludable-job-id') ??
        card.getAttribute('data-job-id') ??
        card.getAttribute('data-entity-urn')?.replace(/^urn:li:jobPosting:/, '');
      return id && /^\d{6,}$/.test(id) ? id : undefined;
    },
    // Logged-in cards (lockup subtitle since 2024, primary-description and company-name before) and guest cards.
    company: (card) => cardText(card, CARD_COMPANY, HIDDEN),
    // The title link repeats itself for screen readers, with " with verification" added.
    title: (card) => cardText(card, CARD_TITLE, HIDDEN),
  },
};

/* Test pages
https://www.linkedin.com/jobs/view/4226352667/
https://au.linkedin.com/jobs/view/senior-devops-engineer-at-acme-4226352667
https://www.linkedin.com/jobs/search/?currentJobId=4226352667&keywords=platform%20engineer
https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4226352667
https://www.linkedin.com/jobs/search?keywords=&location=United%20States&position=1&pageNum=0 (guest search, details pane)
https://www.linkedin.com/jobs/view/4374244548/ (2025+ SDUI layout)
https://www.linkedin.com/authwall?trk=bf&sessionRedirect=...
https://www.linkedin.com/login
*/
