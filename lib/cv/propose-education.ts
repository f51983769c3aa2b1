import { endsInFuture } from './dates';
import { anyOf, kindOf, type CvLine, type CvSectionKind } from './lines';
import type { EducationLevel, EducationProposal } from './proposal';

/**
 * The highest degree the CV says the person holds. Degree words are read strictly ("Master of",
 * "MSc", "硕士"; never "Scrum Master" or "Sales Associate"), a degree still being studied for does
 * not count, and a school's name counts only inside the education section ("Joplin High School").
 */

const LEVEL_ORDER: readonly EducationLevel[] = ['none', 'high_school', 'associate', 'bachelor', 'master', 'phd'];

/** Degree names that say their level wherever they stand (outside the jobs): words in any case, abbreviations as written. */
const DEGREES: readonly (readonly [RegExp, EducationLevel])[] = [
  [/\bdoctor of (?:philosophy|education|science|engineering|business administration|nursing practice)\b|\bdoctorate\b|博士/i, 'phd'],
  [/\bPh\.?\s?D\b|\bD\.?Phil\b|\bEd\.D\b/, 'phd'],
  [/\bmaster'?s? (?:of|in|degree)\b|\bmaster's\b|\bmasters (?:of|in|degree)\b|硕士|研究生(?!院)/i, 'master'],
  [
    anyOf([
      String.raw`\bM\.?B\.?A\b`,
      String.raw`\bEMBA\b`,
      String.raw`\bM\.S\.(?=\s|,|$)`,
      String.raw`\bMS in\b`,
      String.raw`\bM\.?Sc\b`,
      String.raw`\bM\.?Eng\b`,
      String.raw`\bM\.A\.(?=\s|,|$)`,
      String.raw`\bMA in\b`,
      String.raw`\bM\.?Phil\b`,
      String.raw`\bM\.?Ed\b`,
      String.raw`\bMPA\b`,
      String.raw`\bMPH\b`,
      String.raw`\bMFA\b`,
      String.raw`\bLL\.?M\b`,
      String.raw`\bM\.?Tech\b`,
    ]),
    'master',
  ],
  [/\bbachelor'?s?\b|本科|学士|专升本|\b(?:undergraduate|university|four-year|4-year) degree\b/i, 'bachelor'],
  [
    anyOf([
      String.raw`\bB\.?Sc\b`,
      String.raw`\bB\.S\.(?=\s|,|$)`,
      String.raw`\bBS in\b`,
      String.raw`\bB\.A\.(?=\s|,|$)`,
      String.raw`\bBA (?:in|\(Hons\))`,
      String.raw`\bB\.?Eng\b`,
      String.raw`\bB\.E\.(?=\s|,|$)`,
      String.raw`\bB\.?Tech\b`,
      String.raw`\bBBA\b`,
      String.raw`\bB\.?Com\b`,
      String.raw`\bBSN\b`,
      String.raw`\bLL\.?B\b`,
      String.raw`\bB\.?Ed\b`,
      String.raw`\bBFA\b`,
      String.raw`\bB\.?Arch\b`,
    ]),
    'bachelor',
  ],
  [
    /\bassociate'?s? degree\b|\bassociate of (?:applied )?(?:arts|science|applied science|occupational studies)\b|大专|专科|高职/i,
    'associate',
  ],
  [/\bA\.A\.S\.?|\bAAS\b|\bA\.A\.(?=\s|,|$)/, 'associate'],
  [/\bhigh school (?:diploma|graduate|certificate)\b|高中|中专|职高|技校|中技|职业高中/i, 'high_school'],
  [/\bGED\b/, 'high_school'],
];

/** School names that say a level only when the line is in the education section. */
const SCHOOLS: readonly (readonly [RegExp, EducationLevel])[] = [
  [/\bcommunity college\b/i, 'associate'],
  [/\bhigh school\b|\bsecondary school\b|\bgymnasi(?:um|et)\b|\bupper secondary\b|\bA[- ]levels?\b/i, 'high_school'],
];

/** Words that make a degree one still being studied for, or never finished. */
const NOT_HELD = anyOf(
  [
    String.raw`\b(?:expected|in progress|ongoing|candidate|pursuing|anticipated|to be completed)\b`,
    String.raw`\bcurrently (?:studying|enrolled|pursuing)\b`,
    String.raw`\b(?:incomplete|studying (?:\S+ ){0,3}for)\b`,
    '在读|就读中|预计|待毕业|肄业|未毕业|结业|辍学',
  ],
  'i',
);
const OPEN_RANGE = /(?:present|current|now|至今|今)\s*\)?\s*$/i;

const SKIPPED: ReadonlySet<CvSectionKind> = new Set(['experience', 'internship', 'projects', 'references', 'interests']);

function levelsOf(line: CvLine): EducationLevel[] {
  const inEducation = kindOf(line) === 'education';
  const levels = DEGREES.filter(([pattern]) => pattern.test(line.norm)).map(([, level]) => level);
  if (inEducation) levels.push(...SCHOOLS.filter(([pattern]) => pattern.test(line.norm)).map(([, level]) => level));
  return levels;
}

function notHeld(line: CvLine, next: CvLine | undefined, now: Date): boolean {
  if (NOT_HELD.test(line.norm) || endsInFuture(line.norm, now) || OPEN_RANGE.test(line.norm)) return true;
  // "MSc Data Science" on one line, "University of X — expected 2026" on the next.
  return next !== undefined && !next.heading && levelsOf(next).length === 0 && (NOT_HELD.test(next.norm) || endsInFuture(next.norm, now));
}

export function proposeEducation(lines: readonly CvLine[], now: Date): EducationProposal | undefined {
  let best: EducationProposal | undefined;
  lines.forEach((line, index) => {
    if (line.heading || SKIPPED.has(kindOf(line))) return;
    const levels = levelsOf(line);
    if (levels.length === 0 || notHeld(line, lines[index + 1], now)) return;
    const level = levels.reduce((top, l) => (LEVEL_ORDER.indexOf(l) > LEVEL_ORDER.indexOf(top) ? l : top));
    if (!best || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best.value)) best = { value: level, evidence: line.text };
  });
  return best;
}
