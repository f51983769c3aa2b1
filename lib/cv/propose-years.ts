import { coveredMonths, dateRanges, type MonthRange } from './dates';
import { kindOf, type CvLine, type CvSectionKind } from './lines';
import type { YearsProposal } from './proposal';
import { chineseNumber } from '../normalize/date';
import { ENGLISH_NUMBER_WORDS } from '../normalize/numbers';

/**
 * Years of experience: what the CV states ("8 years of experience", "工作经验：6年", "有十年一线教学经验"),
 * else the months its jobs cover, overlaps counted once. A lower bound ("10+ years", "十余年") gives
 * way to the jobs' dates when they agree with it, since the dates are the more exact of the two.
 */

function toNumber(text: string): number | undefined {
  const value = ENGLISH_NUMBER_WORDS[text.toLowerCase()] ?? chineseNumber(text) ?? Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const EN_NUM = String.raw`(\d{1,2}(?:\.\d)?|${Object.keys(ENGLISH_NUMBER_WORDS).join('|')})`;
const ZH_NUM = String.raw`(\d{1,2}|[二三四五]?十[一二三四五六七八九]?|[一二两三四五六七八九])`;
const YEARS = String.raw`(?:years?|yrs?)`;
/** "7 years in busy kitchens", "Eight years teaching", "12 years over-the-road": what an introduction puts after the years. */
const INTRO_WORDS = [
  'in',
  'as',
  'across',
  'of',
  'on',
  'at',
  'over',
  'teaching',
  'driving',
  'nursing',
  'working',
  'managing',
  'leading',
  'building',
  'developing',
  'designing',
  'running',
  'cooking',
  'selling',
  'serving',
  'supporting',
  'caring',
].join('|');
const UP_TO_FOUR_WORDS = String.raw`(?:[\w/&-]+\s+){0,4}?`;
const MORE_BEFORE = /(?:over|more than|at least|upwards of|超过|逾)\s*$/i;
const NOT_WORK_AFTER = /^\s*(?:old\b|of age\b|in a row\b|running\b|warranty|contract|plan|岁|期|制|合同|质保)/i;

interface Statement {
  years: number;
  atLeast: boolean;
  evidence: string;
}

/** Patterns that state the person's experience anywhere they appear outside the jobs themselves. */
const EXPERIENCE_PATTERNS: readonly RegExp[] = [
  // "9 years of acute-care experience", "six years' experience", "10+ years of hands-on experience"
  new RegExp(String.raw`(?<![\w.])${EN_NUM}\s*(\+|plus)?\s*${YEARS}(?:['’]s?)?\s+(?:of\s+)?${UP_TO_FOUR_WORDS}(?:experience|exp\b)`, 'gi'),
  // "Experience: 5 years", "Years of experience: 5+"
  new RegExp(String.raw`(?:experience|years of experience)\s*:\s*${EN_NUM}\s*(\+)?\s*(?:years?|yrs?)?\b`, 'gi'),
  // "8年B2B销售经验", "有十年一线教学经验", "5年以上工作经验"
  new RegExp(String.raw`${ZH_NUM}\s*(余|多)?\s*年(以上|多)?(?:的)?[\u4e00-\u9fffA-Za-z0-9/&+ ]{0,12}?经验`, 'g'),
  // "工作经验:6年", "工作年限:5年以上", "经验:3年"
  new RegExp(String.raw`(?:工作|从业)?(?:经验|年限)\s*:?\s*${ZH_NUM}\s*(余|多)?\s*年(以上)?`, 'g'),
];

/** Looser patterns, read only where the CV introduces the person: "Sous chef with 7 years in busy kitchens", "从事仓储工作十余年". */
const INTRO_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\w.])${EN_NUM}\s*(\+|plus)?\s*${YEARS}\s+(?:${INTRO_WORDS})\b`, 'gi'),
  new RegExp(String.raw`(?:从事|从业|深耕|扎根)[\u4e00-\u9fffA-Za-z]{0,10}?${ZH_NUM}\s*(余|多)?\s*年(以上)?`, 'g'),
];

const INTRO_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['header', 'personal', 'objective', 'summary']);
const NO_STATEMENT_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['experience', 'internship', 'projects', 'education', 'references']);
/** Jobs whose dates count: internships, projects and volunteering are left out, as a reader leaves them out. */
const JOB_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['experience']);

function statementsIn(line: CvLine, patterns: readonly RegExp[]): Statement[] {
  const found: Statement[] = [];
  for (const pattern of patterns) {
    for (const match of line.norm.matchAll(pattern)) {
      const numberText = match[1]!;
      const years = toNumber(numberText);
      if (years === undefined || years < 1 || years > 50) continue;
      const after = line.norm.slice(match.index + match[0].length);
      if (NOT_WORK_AFTER.test(after)) continue;
      const before = line.norm.slice(0, match.index);
      const marks = match.slice(2).some((group) => group !== undefined && group !== '');
      found.push({ years: Math.floor(years), atLeast: marks || MORE_BEFORE.test(before), evidence: line.text });
    }
  }
  return found;
}

export function proposeYears(lines: readonly CvLine[], now: Date): YearsProposal | undefined {
  const statements: Statement[] = [];
  for (const line of lines) {
    // The section, not an inline label: "工作经验：6年" in the header is a statement, not a job.
    if (line.heading || NO_STATEMENT_SECTIONS.has(line.section)) continue;
    const kind = kindOf(line);
    statements.push(...statementsIn(line, EXPERIENCE_PATTERNS));
    if (INTRO_SECTIONS.has(kind)) statements.push(...statementsIn(line, INTRO_PATTERNS));
  }
  const exact = statements.filter((statement) => !statement.atLeast);
  // The largest total: "9 years of experience, the last 5 in cardiology" is nine.
  const best = (list: Statement[]) => list.reduce<Statement | undefined>((top, s) => (!top || s.years > top.years ? s : top), undefined);
  const stated = best(exact);
  if (stated) return { value: stated.years, evidence: stated.evidence, basis: 'stated' };

  const fromDates = yearsFromDates(lines, now);
  const floor = best(statements);
  if (floor && (!fromDates || fromDates.value < floor.years)) return { value: floor.years, evidence: floor.evidence, basis: 'stated' };
  return fromDates;
}

/** Whole years the experience section's date ranges cover; none below one year (a proposal of 0 helps nobody). */
function yearsFromDates(lines: readonly CvLine[], now: Date): YearsProposal | undefined {
  const ranges: MonthRange[] = [];
  const evidence: string[] = [];
  for (const line of lines) {
    if (line.heading || !JOB_SECTIONS.has(line.section)) continue;
    const found = dateRanges(line.norm, now);
    if (found.length === 0) continue;
    // One job a line: a second range on the line is a detail of the first ("2019 – 2021, promoted 2020 – 2021").
    ranges.push(found[0]!);
    evidence.push(line.text);
  }
  if (ranges.length === 0) return undefined;
  const years = Math.floor(coveredMonths(ranges) / 12);
  if (years < 1 || years > 50) return undefined;
  return { value: years, evidence: evidence.join('\n'), basis: 'dates' };
}
