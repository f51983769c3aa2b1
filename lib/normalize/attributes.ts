import type { Education, EmploymentType, Seniority, WorkMode } from '../posting';
import { toHalfWidth } from '../extract/text';
import { chineseNumber } from './date';
import { ENGLISH_NUMBER_WORDS } from './numbers';

/** Experience, education, seniority, work mode and employment type from a posting's words. */

export interface YearsRange {
  min?: number;
  max?: number;
}

// Each alternative starts only where its run starts, so that a long run of digits stays linear.
const NUM =
  '((?<![\\d.])\\d+(?:\\.\\d)?|(?<![一二两三四五六七八九十])[一二两三四五六七八九十]+|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen)\\b)';
const YEARS = '(?:年|years?|yrs?)';

function yearsNumber(text: string): number {
  return ENGLISH_NUMBER_WORDS[text.toLowerCase()] ?? chineseNumber(text) ?? Number(text);
}

/** "Jahre", "Jahren", "ans": years in German and French. */
const YEARS_DE_FR = '(?:jahre?n?|ans)\\b';
/** Up to the word for experience, within the sentence: "Jahre Berufserfahrung", "ans d'expérience". */
const TO_EXPERIENCE = '[^.;!?\\n]{0,40}?(?:erfahrung|expérience|experience)';

/** Patterns tried in order; the first that matches decides. */
const EXPERIENCE_PATTERNS: readonly (readonly [RegExp, (a: number, b: number) => YearsRange | undefined])[] = [
  // "3-5 years", "3-5年", "三到五年"
  [
    new RegExp(`${NUM}\\s*(?:-|–|—|~|至|到|to)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS}`, 'i'),
    (a, b) => (a <= b && b <= 50 ? { min: a, max: b } : undefined),
  ],
  // "5年以上", "3年及以上", "5 years or more"
  [new RegExp(`${NUM}\\s*${YEARS}\\s*(?:及|或)?\\s*(?:以上|或以上|及以上|or more|or above|plus)`, 'i'), (a) => ({ min: a })],
  // "1年以内", "3 years or less"
  [new RegExp(`${NUM}\\s*${YEARS}\\s*(?:以内|以下|or less|or fewer)`, 'i'), (a) => ({ min: 0, max: a })],
  // "5+ years", "at least 5 years", "minimum of 3 years"
  [new RegExp(`${NUM}\\s*\\+\\s*${YEARS}`, 'i'), (a) => ({ min: a })],
  [new RegExp(`(?:at least|minimum of|a minimum of|min\\.?|over|more than|不少于|至少)\\s*${NUM}\\s*${YEARS}`, 'i'), (a) => ({ min: a })],
  // "5 years of experience with Python", "2 years of related experience", "10年工作经验"
  [
    new RegExp(`${NUM}\\s*(?:years?|yrs?)(?:'|’)?\\s*(?:of\\s+)?(?:[a-z\\-/,]+\\s+){0,6}?(?:experience|exp\\b)`, 'i'),
    (a) => (a <= 50 ? { min: a } : undefined),
  ],
  [new RegExp(`${NUM}\\s*年(?:工作|相关|以上)?(?:工作)?经验`), (a) => (a <= 50 ? { min: a } : undefined)],
  // "经验3年", "Experience: 2+ years" (the "+" case is above)
  [new RegExp(`经验\\s*${NUM}\\s*年`), (a) => ({ min: a })],
  // German and French, only with the word for experience in the same sentence: "seit 20 Jahren am Markt" is no requirement.
  [
    new RegExp(`${NUM}\\s*(?:-|–|bis|à)\\s*${NUM}\\s*${YEARS_DE_FR}${TO_EXPERIENCE}`, 'i'),
    (a, b) => (a <= b && b <= 50 ? { min: a, max: b } : undefined),
  ],
  [
    new RegExp(`(?:mindestens|wenigstens|min\\.|au moins|minimum(?: de)?)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS_DE_FR}${TO_EXPERIENCE}`, 'i'),
    (a) => (a <= 50 ? { min: a } : undefined),
  ],
  [new RegExp(`${NUM}\\s*\\+?\\s*${YEARS_DE_FR}${TO_EXPERIENCE}`, 'i'), (a) => (a <= 50 ? { min: a } : undefined)],
];

/**
 * "5+ years", "3-5 years", "3-5年", "5年以上", "经验不限", "1年以内". A number the page left out
 * ("年以上" on the seed page) gives nothing rather than 0.
 */
export function parseExperience(input: string | undefined): YearsRange | undefined {
  if (!input) return undefined;
  // An age is no experience: "at least 21 years old", "18 years of age or older", "18-35岁".
  // Nor are the years a licence has been held: "licensed for 2+ years", "held a licence for 2 years", "驾龄3年以上".
  const text = toHalfWidth(input)
    .replace(/\s+/g, ' ')
    .replace(
      /\d+\s*(?:-|–|~|至|到)?\s*\d*\s*(?:years?|yrs?)\s*(?:old|of age)\b|\d+\s*(?:years?|yrs?)\s*(?:or|and) older\b|\d+\s*(?:-|–|~|至|到)?\s*\d*\s*周?岁/gi,
      ' ',
    )
    .replace(
      /licen[cs]e[ds]?[^.;,]{0,30}?(?:for )?(?:at least |a minimum of )?\d+\s*\+?\s*(?:years?|yrs?)|驾龄\s*\d+\s*年(?:以上)?|\d+\s*年(?:以上)?驾龄/gi,
      ' ',
    );
  // "无工作经验" (Lagou) and "无需经验" ask for none; "无工作经验者勿投" turns people away.
  if (/经验不限|不限经验|无(?:需|须)?(?:工作)?经验(?!者)|no (?:prior )?experience (?:required|necessary)/i.test(text)) return { min: 0 };
  // Graduates and students: no working years asked for.
  if (
    /应届|在校生|在读|new grad(?:uate)?s?\b|recent graduates?/i.test(text) &&
    !/\d\s*(?:\+|年|years?)(?!届)/i.test(text.replace(/\d{4}届/g, ''))
  ) {
    return { min: 0, max: 0 };
  }
  for (const [pattern, build] of EXPERIENCE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const range = build(yearsNumber(match[1]!), match[2] !== undefined ? yearsNumber(match[2]) : Number.NaN);
    if (range) return range;
  }
  return undefined;
}

const EDUCATION_PATTERNS: readonly (readonly [RegExp, Education['level']])[] = [
  [/博士|\bph\.?\s?d\b|doctorate|doctoral/i, 'phd'],
  [
    /硕士|研究生|\bmaster'?s?\b|\bm\.?s\.?c?\b(?!\s*(?:office|excel|word|sql|teams|access|project|visio|outlook|dynamics|azure))|\bm\.?eng\b|\bmba\b/i,
    'master',
  ],
  [
    /本科|学士|统招本科|\bbachelor'?s?\b|\bb\.?s\.?c?\b|\bb\.?a\.?\b(?=[\s,/)]|$)|\bb\.?eng\b|\bb\.?tech\b|undergraduate degree|4-year degree|four-year degree|university degree|college degree/i,
    'bachelor',
  ],
  [/大专|专科|高职|\bassociate'?s? degree\b/i, 'associate'],
  [/高中|中专|中技|技校|high school|\bged\b|secondary school/i, 'high_school'],
  [/学历不限|不限学历|no degree required|degree not required/i, 'none'],
];
const LEVEL_ORDER: Education['level'][] = ['none', 'high_school', 'associate', 'bachelor', 'master', 'phd'];

/** The lowest degree the posting accepts: "博士、硕士或学士学位" asks for a bachelor's. */
export function parseEducation(input: string | undefined): Education | undefined {
  if (!input) return undefined;
  const text = toHalfWidth(input);
  const levels = EDUCATION_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  if (levels.length === 0) return undefined;
  const level = levels.includes('none') ? 'none' : levels.sort((a, b) => LEVEL_ORDER.indexOf(a) - LEVEL_ORDER.indexOf(b))[0]!;
  const orEquivalent = /or equivalent|equivalent (?:practical |work )?experience|同等学力|同等学历|或同等|or related experience/i.test(
    text,
  );
  const raw = input.replace(/\s+/g, ' ').trim().slice(0, 300);
  return { level, ...(orEquivalent ? { orEquivalent } : {}), raw };
}

const SENIORITY_BY_TITLE: readonly (readonly [RegExp, Seniority])[] = [
  [/\bintern(?:ship)?\b|实习|见习|\bco-?op\b|\btrainee\b|\bwerkstudent/i, 'intern'],
  // 首席架构师 / 首席工程师 are principal-level individual contributors, 首席技术官 is the CTO.
  [
    /\b(?:chief|c[teofi]o|vice president|vp|svp|evp|president|founder)\b|首席(?!工程师|架构师|研究员|专家|科学家)|副总裁|总裁|合伙人/i,
    'executive',
  ],
  [/\bdirector\b|\bhead of\b|总监|部长/i, 'director'],
  [
    /\b(?:engineering|software|development|dev|team|people|general|delivery|store|restaurant|office|account(?:ing)?|sales|marketing|operations|hr|finance) manager\b|\bmanager,?\s+(?:engineering|software|development)\b|经理|主管/i,
    'manager',
  ],
  [/\b(?:tech(?:nical)? lead|team lead|lead)\b|负责人|组长|技术leader/i, 'lead'],
  [/\b(?:staff|principal|distinguished|fellow)\b|专家|首席(?:工程师|架构师|研究员|科学家)/i, 'staff'],
  [/\b(?:senior|sr\.?|snr)\b|资深|高级/i, 'senior'],
  [
    /\b(?:junior|jr\.?|entry[- ]level|graduate|new grad|associate(?! director| manager| professor)|apprentice)\b|初级|助理|应届|校招|毕业生/i,
    'entry',
  ],
  [/\b(?:mid[- ]level|intermediate|ii|2)\b|中级/i, 'mid'],
];

const SENIORITY_BY_HINT: readonly (readonly [RegExp, Seniority])[] = [
  [/internship|实习/i, 'intern'],
  [/entry level|entry-level|初级|应届/i, 'entry'],
  [/^associate$/i, 'entry'],
  [/mid-senior|mid senior/i, 'senior'],
  [/executive|高管/i, 'executive'],
  [/director|总监/i, 'director'],
  [/manager|经理|管理/i, 'manager'],
  [/senior|资深|高级/i, 'senior'],
  [/mid|中级/i, 'mid'],
];

export function parseSeniority(title: string, hints: readonly string[] = [], years?: YearsRange): Seniority {
  const text = toHalfWidth(title);
  for (const [pattern, level] of SENIORITY_BY_TITLE) if (pattern.test(text)) return level;
  for (const hint of hints) for (const [pattern, level] of SENIORITY_BY_HINT) if (pattern.test(hint)) return level;
  if (/架构师|\barchitect\b/i.test(text)) return 'senior';
  if (years?.min !== undefined) {
    if (years.min >= 8) return 'staff';
    if (years.min >= 5) return 'senior';
    if (years.min >= 2) return 'mid';
    return 'entry';
  }
  return 'unknown';
}

const REMOTE =
  /\b(?:fully remote|100% remote|remote[- ]first|remote[- ]only|remote (?:role|position|job|work|opportunity|-\s*\w+)|work (?:from home|remotely)|wfh|telecommute|telework|anywhere)\b|^remote\b|\bremote$|\(remote\)|远程|居家办公|在家办公|异地办公/i;
const HYBRID =
  /\bhybrid\b|混合|弹性办公|灵活办公|\b\d (?:days?|d) (?:a|per|each) week (?:in|at|from) (?:the )?(?:office|home)\b|\b(?:from home|remote(?:ly)?|wfh) \d (?:days?|d) (?:a|per|each) week\b|\(hybrid\)/i;
const ONSITE = /\bon[- ]?site\b|\bin[- ]office\b|\bin[- ]person\b|\boffice[- ]based\b|坐班|驻场|现场办公|到岗办公|\(on-site\)/i;
const RULED_OUT_MODE =
  /\b(?:no|not|non|never|without)[- ](?:an? |fully |100% )?(?:remote|hybrid)\b[^.;,)]*|\bremote (?:work )?(?:is )?not (?:available|possible|an option|offered)[^.;,)]*|不(?:支持|接受|提供|可)?(?:远程|居家)(?:办公)?/gi;
/** A place named "CA Remote (BC & ON only)" or "US-Remote" is remote wherever the word stands. */
const REMOTE_PLACE = /\bremote\b|\banywhere\b|远程/i;

/**
 * Work mode from what the page states: its own labels first (hints), then the places and title,
 * then explicit phrases in the text. Words like "remote collaboration" do not count.
 */
export function parseWorkMode(hints: readonly string[], locations: readonly string[], title: string, description: string): WorkMode {
  const judge = (texts: readonly string[], remote: RegExp): WorkMode | undefined => {
    let found: WorkMode | undefined;
    // "(no remote work)", "not a remote role", "不支持远程": the work mode ruled out is not the work mode.
    for (const text of texts.map((t) => t.replace(RULED_OUT_MODE, ' '))) {
      if (HYBRID.test(text)) return 'hybrid';
      if (remote.test(text)) found = 'remote';
      else if (!found && ONSITE.test(text)) found = 'onsite';
    }
    return found;
  };
  // Sites' data writes its labels as constants: "ON_SITE", "REMOTE_ONLY", "remote_ok".
  const labels = hints.map((hint) => hint.replace(/_/g, ' '));
  return (
    judge(labels, REMOTE) ??
    judge(locations, REMOTE_PLACE) ??
    judge([title], REMOTE) ??
    judge(
      description.split('\n').filter((line) => line.length < 400),
      REMOTE,
    ) ??
    'unknown'
  );
}

const EMPLOYMENT: readonly (readonly [RegExp, EmploymentType])[] = [
  [/intern(?:ship)?|实习|见习|trainee|co-?op|werkstudent|praktikum/i, 'internship'],
  [/part[-_ ]?time|兼职|teilzeit/i, 'part_time'],
  // "befristet" is fixed-term; "unbefristet" is its opposite, permanent.
  [/contract(?:or)?|freelance|外包|劳务派遣|合同工|派遣|consultant \(contract\)|(?<!un)befristet/i, 'contract'],
  [/temporary|temp\b|seasonal|临时|短期/i, 'temporary'],
  // A full week stated in hours ("40 Stunden pro Woche", "37.5 hours a week") is full-time work.
  [
    /full[-_ ]?time|全职|permanent|unbefristet|正式员工|vollzeit|regular|\b(?:3[5-9]|4[0-5])(?:[.,]5)?[- ]?(?:hours?|stunden|std\.?)\s*(?:per|a|pro|\/)\s*(?:week|woche)/i,
    'full_time',
  ],
];

/** A title speaks only of internships and part-time work: "Contracts Manager" is not a contract. */
const TITLE_EMPLOYMENT = EMPLOYMENT.filter(([, type]) => type === 'internship' || type === 'part_time');

export function parseEmploymentType(hints: readonly string[], title: string): EmploymentType {
  for (const text of hints) {
    for (const [pattern, type] of EMPLOYMENT) if (pattern.test(text)) return type;
  }
  for (const [pattern, type] of TITLE_EMPLOYMENT) if (pattern.test(title)) return type;
  if (/\((?:contract|contractor|fixed[- ]term)\)/i.test(title)) return 'contract';
  return 'unknown';
}
