import type { RawSectionHints, Sections } from '../posting';
import { toHalfWidth } from './text';

/**
 * Splits a description into responsibilities, requirements, preferred and benefits by its
 * headings, in English and Chinese, including inline ones ("岗位职责：1、... 任职要求：1、...").
 */

export type SectionKind = keyof Sections | 'other';

const HEADINGS: readonly (readonly [SectionKind, RegExp])[] = [
  ['preferred', /^(?:preferred(?: qualifications| skills| experience)?|nice[- ]to[- ]haves?|bonus(?: points)?|pluses|it'?s a plus|ways to stand out(?: from the crowd)?|additional qualifications|desired(?: qualifications| skills)?|desirable(?: criteria| skills| qualifications| requirements)?|good to have|加分项?|优先资格|优先条件|以下条件优先|优先考虑|有以下经验者优先)$/i],
  ['requirements', /^(?:requirements?|qualifications?|minimum qualifications|basic qualifications|required qualifications|required skills|essential (?:criteria|skills|qualifications|requirements)|job requirements|what you(?:'|’)ll bring|what you bring|what we(?:'|’)re looking for|what we look for|what we need to see|who you are|about you|you have|you(?:'|’)ll have|must[- ]haves?|skills(?: and| &) experience|experience(?: and| &) skills|your profile|your skills|the ideal candidate|skills|qualifications (?:&|and) experience|任职要求|任职资格|岗位要求|职位要求|任职条件|我们希望你|最低要求|基本要求|技能要求|职位条件|资格要求|你需要)$/i],
  // "Qualified candidates need:", "The ideal candidate will have:" (Indeed, small employers).
  ['requirements', /^(?:the )?(?:(?:qualified|ideal|successful|suitable) )?candidates? (?:need|needs|must have|should have|will have)$/i],
  ['responsibilities', /^(?:responsibilities|key responsibilities|job responsibilities|your responsibilities|duties|key duties|main (?:responsibilities|duties)|(?:your |key |main )?tasks|what you(?:'|’)ll (?:actually )?do|what you will (?:actually )?do|what you(?:'|’)ll be doing|what you will be doing|your role|the role|in this role(?:,? you will)?|role responsibilities|your impact|what you(?:'|’)ll work on|day[- ]to[- ]day|岗位职责|工作职责|职位职责|职责描述|主要职责|工作内容|职责|你将负责|你的职责|岗位描述|工作描述)$/i],
  ['benefits', /^(?:benefits|perks|perks (?:&|and) benefits|benefits (?:&|and) perks|what we offer|we offer|compensation(?: (?:&|and) benefits)?|why join us|why you(?:'|’)ll love (?:it|working here)|福利待遇|我们提供|我们能提供|我们为你提供|薪资福利|公司福利|福利|员工福利|职位福利)$/i],
  ['other', /^(?:about (?:us|the company|the team|[A-Z][\w&. ]{1,40})|who we are|our company|company description|job description|about the (?:role|job|position)|overview|summary|equal (?:employment )?opportunity.*|eeo.*|how to apply|location|additional information|关于我们|公司介绍|公司简介|工作地点|上班时间|办公地点|职位描述|关于这个职位|职位详情|加入我们)$/i],
];

const BULLET = /^(?:[•·●○◦▪▫■□◆◇★☆►▶➤✓✔\-–—*+]|\d{1,2}\s*[.、)）:：]|[(（]\d{1,2}[)）]|[①-⑳]|[a-z][.)])\s*/;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** An item as kept: no bullet, and no run-on separator (；，、。) left at its end. */
function cleanItem(line: string): string {
  return stripBullet(line).replace(/[\s;；,，、。]+$/, '');
}

/** "【岗位职责】", "二、福利待遇", "**What you'll bring**", "## Benefits" all name their section. */
function headingText(line: string): string {
  return toHalfWidth(line)
    .trim()
    .replace(/^#+\s*/, '')
    .replace(/^(\*\*|__)(.+)\1$/, '$2')
    .replace(/^[【[](.+)[】\]]$/, '$1')
    .replace(/^(?:[一二三四五六七八九十]+\s*[、.]|\d{1,2}\s*[、.)])\s*/, '')
    .replace(/[:：]\s*$/, '')
    .replace(/^[【[](.+)[】\]]$/, '$1')
    .trim();
}

/** The kind of section a line names, when the line is a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const text = headingText(line);
  if (text.length === 0 || text.length > 60) return undefined;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(text)) return kind;
  return undefined;
}

/** "任职要求：1、熟悉..." — a heading with its first item on the same line. */
function inlineHeading(line: string): { kind: SectionKind; rest: string } | undefined {
  const match = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(line);
  if (!match) return undefined;
  const kind = headingKind(match[1]!);
  return kind ? { kind, rest: match[2]! } : undefined;
}

/** Chinese JDs often run sections together on one line: split before each known heading. */
function splitRunOnHeadings(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) =>
      line
        .replace(/(岗位职责|工作职责|职位职责|职责描述|任职要求|任职资格|岗位要求|职位要求|加分项|优先资格|福利待遇)\s*[:：]/g, '\n$1：')
        .replace(/([;；。])\s*(?=\d{1,2}\s*[、.．)）]\s*\S)/g, '$1\n')
        .split('\n'),
    )
    .map((line) => line.trim())
    .filter(Boolean);
}

const PREFERRED_LINE = /(?:优先|加分|is a plus|a plus\.?$|are a plus|nice to have|preferred\.?$|is preferred|bonus if|bonus points)/i;

export function splitSections(description: string, hints: RawSectionHints = {}): Sections {
  const sections: Sections = { responsibilities: [], requirements: [], preferred: [], benefits: [] };
  let current: SectionKind | undefined;
  let listStarted = false;
  // "Compensation: Excellent salary, health benefits" is a whole section on one line: a long
  // paragraph right after it is the posting's prose again, not more of that section.
  let inlineOnly = false;
  for (const line of splitRunOnHeadings(description)) {
    const kind = headingKind(line);
    if (kind) {
      current = kind;
      listStarted = false;
      inlineOnly = false;
      continue;
    }
    const bulleted = BULLET.test(line);
    if (inlineOnly && !bulleted && line.length >= 100) current = 'other';
    inlineOnly = false;
    // A paragraph after a section's list closes the section ("Benefits: • ... • ..." then an EEO note).
    if (listStarted && !bulleted && line.length >= 25) current = 'other';
    if (bulleted) listStarted = true;
    const inline = inlineHeading(line);
    if (inline) {
      current = inline.kind;
      listStarted = false;
      inlineOnly = true;
      const item = cleanItem(inline.rest);
      if (item && current !== 'other') sections[current].push(item);
      continue;
    }
    if (!current || current === 'other') continue;
    const item = cleanItem(line);
    if (item) sections[current].push(item);
  }
  // Requirement lines that say "优先" / "is a plus" are preferences.
  const moved = sections.requirements.filter((line) => PREFERRED_LINE.test(line));
  if (moved.length > 0 && moved.length < sections.requirements.length) {
    sections.requirements = sections.requirements.filter((line) => !PREFERRED_LINE.test(line));
    sections.preferred.push(...moved);
  }
  for (const key of ['responsibilities', 'requirements', 'preferred', 'benefits'] as const) {
    const given = hints[key]?.map(cleanItem).filter(Boolean) ?? [];
    if (sections[key].length === 0 && given.length > 0) sections[key] = given;
    sections[key] = [...new Set(sections[key])].slice(0, 400);
  }
  return sections;
}
