import type { Sections } from '../posting';
import { toHalfWidth } from './text';
import { ABOUT_MIN_CHARS } from './types';

/**
 * Section headings in English, Chinese and German, as job ads write them: the generic reader finds a posting by
 * them, normalize splits a description by them (lib/normalize/sections.ts).
 */

export type SectionKind = keyof Sections | 'other';

const HEADINGS: readonly (readonly [SectionKind, RegExp])[] = [
  [
    'preferred',
    /^(?:preferred(?: qualifications| skills| experience)?|nice[- ]to[- ]haves?|bonus(?: points)?|pluses|it'?s a plus|ways to stand out(?: from the crowd)?|additional qualifications|desired(?: qualifications| skills)?|desirable(?: criteria| skills| qualifications| requirements)?|good to have|加分项?|优先资格|优先条件|以下条件优先|优先考虑|有以下经验者优先)$/i,
  ],
  // "Qualified candidates need:", "The ideal candidate will have:" (Indeed, small employers).
  ['requirements', /^(?:the )?(?:(?:qualified|ideal|successful|suitable) )?candidates? (?:need|needs|must have|should have|will have)$/i],
  [
    'requirements',
    /^(?:requirements?|qualifications?|minimum qualifications|basic qualifications|required qualifications|required skills|essential (?:criteria|skills|qualifications|requirements)|job requirements|what you(?:'|’)ll bring|what you bring|what we(?:'|’)re looking for|what we look for|what we need to see|what we need(?: from you)?|what you(?:'|’)ll need|what you need|who you are|about you|you have|you(?:'|’)ll have|must[- ]haves?|skills(?: and| &) experience|experience(?: and| &) skills|your profile|your skills|the ideal candidate|skills|qualifications (?:&|and) experience|(?:ihr|dein) profil|(?:ihre|deine) qualifikationen|das bringst du mit|das bringen sie mit|was du mitbringst|was sie mitbringen|任职要求|任职资格|岗位要求|职位要求|任职条件|我们希望你|最低要求|基本要求|技能要求|职位条件|资格要求|你需要)$/i,
  ],
  [
    'responsibilities',
    /^(?:responsibilities|key responsibilities|job responsibilities|your responsibilities|duties|key duties|main (?:responsibilities|duties)|(?:your |key |main )?tasks|what you(?:'|’)ll (?:actually )?do|what you will (?:actually )?do|what you(?:'|’)ll be doing|what you will be doing|your role|the role|in this role(?:,? you will)?|role responsibilities|your impact|what you(?:'|’)ll work on|day[- ]to[- ]day|(?:ihre|deine) aufgaben|(?:ihr|dein) aufgabengebiet|岗位职责|工作职责|职位职责|职责描述|主要职责|工作内容|职责|你将负责|你的职责|岗位描述|工作描述)$/i,
  ],
  [
    'benefits',
    /^(?:benefits|perks|perks (?:&|and) benefits|benefits (?:&|and) perks|what we offer|we offer|compensation(?: (?:&|and) benefits)?|pay(?: (?:&|and) (?:benefits|progression|perks))?|salary (?:&|and) benefits|why join us|why you(?:'|’)ll love (?:it|working here)|wir bieten(?: (?:ihnen|dir))?|das bieten wir(?: (?:ihnen|dir))?|was wir (?:ihnen |dir )?bieten|福利待遇|薪酬福利|薪资待遇|薪酬待遇|待遇|我们提供|我们能提供|我们为你提供|薪资福利|公司福利|福利|员工福利|职位福利)$/i,
  ],
  [
    'other',
    /^(?:about (?:us|the company|the team|[A-Z][\w&. ]{1,40})|who we are|our company|company description|job description|about the (?:role|job|position)|overview|summary|equal (?:employment )?opportunity.*|eeo.*|how to apply|location|additional information|hours|(?:working |work )?hours(?: (?:&|and) (?:location|schedule|shifts))?|schedule|shifts?|shift pattern|the schedule|关于我们|公司介绍|公司简介|工作地点|上班时间|办公地点|职位描述|关于这个职位|职位详情|加入我们)$/i,
  ],
];

/** Emoji that decorate a heading ("🚀 What you'll do 🚀") rather than mark an item. */
const DECORATION = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)+|\p{Extended_Pictographic}\uFE0F?(?:\s*\p{Extended_Pictographic}\uFE0F?)*$/gu;

/** "【岗位职责】", "二、福利待遇", "**What you'll bring**", "## Benefits" all name their section. */
export function headingText(line: string): string {
  return toHalfWidth(line)
    .trim()
    .replace(DECORATION, '')
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

/** Headings under which a posting introduces its employer: "About us", "About Acme", "Who we are", 公司介绍. */
const EMPLOYER_HEADING =
  /^(?:about (?:us|the company|(?!the (?:role|job|position|team|opportunity|candidate)|this\b|your\b|you\b|the\b|\d)[\p{L}\d][\p{L}\d&'’ -]{1,40})|who we are|our company|our story|(?:company|corporate|organi[sz]ation(?:al)?) (?:description|overview|profile|information|background)|the company|关于我们|公司介绍|公司简介|企业介绍|企业简介|公司概况|关于公司)$/iu;

/**
 * Whether a description introduces its employer: an employer heading ("About us") followed by a line of text before
 * the next heading. Only presence is read (issue 27: the words of a profile must never teach the red flags).
 */
export function introducesEmployer(description: string): boolean {
  const lines = description.split('\n').map((line) => line.trim());
  for (let i = 0; i < lines.length; i += 1) {
    if (!EMPLOYER_HEADING.test(headingText(lines[i]!))) continue;
    let chars = 0;
    for (let j = i + 1; j < lines.length && headingKind(lines[j]!) === undefined; j += 1) chars += lines[j]!.length;
    if (chars >= ABOUT_MIN_CHARS) return true;
  }
  return false;
}

/** An introduction longer than this has run into the job: what follows is read again. */
const INTRO_MAX_CHARS = 1_500;
/** A short line without a closing stop ("Job Summary", "Position Overview", 职位描述): a heading the lists may not know. */
const SHORT_HEADING = /^(?=.{2,40}$)[^.!?。！？;；]+[:：]?$/u;

/**
 * The description without its employer introduction: the red flags read the posting's words about the job, never
 * the employer's words about itself (issue 27).
 */
export function withoutEmployerIntro(description: string): string {
  const kept: string[] = [];
  let inIntro = false;
  let introChars = 0;
  for (const line of description.split('\n')) {
    const trimmed = line.trim();
    if (EMPLOYER_HEADING.test(headingText(trimmed))) {
      inIntro = true;
      introChars = 0;
    } else if (inIntro && (headingKind(trimmed) !== undefined || introChars > INTRO_MAX_CHARS || SHORT_HEADING.test(trimmed)))
      inIntro = false;
    if (inIntro) introChars += trimmed.length;
    else kept.push(line);
  }
  return kept.join('\n');
}
