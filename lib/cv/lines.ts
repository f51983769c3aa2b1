import { toHalfWidth } from '../extract/text';

/**
 * A CV as lines, each knowing the section it sits in ("Experience", "教育背景", …). The proposals
 * lean on this: a university's city is in the education section, an employer's industry in the
 * experience section, and neither is the person's own place or skill.
 */

export type CvSectionKind =
  | 'header'
  | 'personal'
  | 'objective'
  | 'summary'
  | 'experience'
  | 'internship'
  | 'projects'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'other';

export interface CvLine {
  /** As the CV has it, trimmed: what a proposal shows as its evidence. */
  text: string;
  /** Half-width, tabs and runs of spaces as one space: what the patterns read. */
  norm: string;
  section: CvSectionKind;
  /** The line is a heading; `section` is the section it opens. */
  heading: boolean;
  /** "Languages: English, French", "学历：本科": a label naming a section, with the section's content after it. */
  inline?: CvSectionKind;
  /** What follows an inline label. */
  value?: string;
}

/** A whole-line pattern from its alternatives, one per line in the source. */
const oneOf = (alternatives: readonly string[], flags = ''): RegExp => new RegExp(`^(?:${alternatives.join('|')})$`, flags);

/** A pattern matching any of its alternatives anywhere, one per line in the source. */
export const anyOf = (alternatives: readonly string[], flags = ''): RegExp => new RegExp(alternatives.join('|'), flags);

/** "Teaching experience", "Work history", "Clinical experience": kinds of experience a CV heads its jobs with. */
const EXPERIENCE_KINDS = [
  'work',
  'professional',
  'relevant',
  'employment',
  'career',
  'teaching',
  'clinical',
  'industry',
  'nursing',
  'kitchen',
  'culinary',
  'sales',
  'driving',
  'military',
  'previous',
  'other',
].join('|');

const HEADINGS: readonly (readonly [CvSectionKind, RegExp])[] = [
  ['header', oneOf(['resume', 'résumé', 'curriculum vitae', 'cv', '个人简历', '求职简历', '简历'])],
  [
    'personal',
    oneOf([
      'personal (?:information|details|data|info|profile)',
      'contact(?: (?:information|info|details|me))?',
      '基本信息',
      '个人信息',
      '个人资料',
      '基本资料',
      '联系方式',
    ]),
  ],
  ['objective', oneOf(['(?:career |job |employment )?objective', '求职意向', '求职目标', '期望职位', '职业目标'])],
  [
    'summary',
    oneOf([
      '(?:professional |career |personal |executive )?(?:summary|profile|overview|statement)',
      'about(?: me)?',
      '(?:career )?highlights',
      'summary of qualifications',
      '个人(?:优势|简介|总结|评价|概述|介绍|亮点)',
      '自我(?:评价|介绍|描述)',
      '职业(?:概述|概况|总结)',
    ]),
  ],
  [
    'experience',
    oneOf([
      `(?:(?:${EXPERIENCE_KINDS})\\s+)?(?:experience|history)`,
      'employment(?: history)?',
      'work',
      '工作(?:经历|经验|履历|背景|简历)',
      '(?:职业|任职|从业)经历',
    ]),
  ],
  ['internship', oneOf(['internships?', 'internship experience', '实习(?:经历|经验)', '实践经历', '社会实践', '校园经历', '在校经历'])],
  ['projects', oneOf(['(?:key |selected |personal |academic )?projects?', 'project experience', '项目(?:经历|经验|介绍)', '主要项目'])],
  [
    'education',
    oneOf([
      'education(?:al background)?',
      'education (?:&|and) (?:training|qualifications|certifications?)',
      'academic (?:background|qualifications)',
      'qualifications',
      'training (?:&|and) education',
      '教育(?:背景|经历|情况)',
      '学历(?:背景)?',
      '学习经历',
    ]),
  ],
  [
    'skills',
    oneOf([
      '(?:technical |core |key |professional |relevant |other |additional |computer |it |soft )?skills' +
        '(?: (?:&|and) (?:tools|abilities|competencies|expertise|technologies|qualifications|interests))?',
      '(?:core |key )?competencies',
      'areas of expertise',
      'expertise',
      'tools(?: (?:&|and) technologies)?',
      'technologies',
      'tech stack',
      'technical proficiencies',
      '(?:专业|个人|职业|相关|核心|技术)?技能(?:特长|清单)?',
      '专业能力',
      '技术栈',
      '技能与证书',
      '证书与技能',
      '个人能力',
      '能力特长',
    ]),
  ],
  [
    'certifications',
    oneOf([
      'certifications?',
      'certificates?',
      'licen[cs]es?(?: (?:&|and) (?:certifications?|training|registrations?))?',
      '(?:professional )?training',
      'courses',
      'professional development',
      '(?:资格|技能|荣誉|所获)?证书',
      '职业资格',
      '培训经历',
    ]),
  ],
  ['languages', oneOf(['languages?', 'language (?:skills|proficiency)', '语言(?:能力|水平|技能)?', '外语(?:能力|水平)?'])],
  ['interests', oneOf(['interests', 'hobbies(?: (?:&|and) interests)?', 'interests (?:&|and) hobbies', '(?:兴趣|个人)?爱好', '兴趣爱好'])],
  ['references', oneOf(['references?(?: available.*)?', '推荐人'])],
  [
    'other',
    oneOf([
      'other',
      'additional information',
      'awards?(?: (?:&|and) honou?rs)?',
      'honou?rs(?: (?:&|and) awards)?',
      'volunteer(?:ing| experience| work)?',
      'publications',
      'memberships',
      'affiliations',
      '荣誉(?:奖项)?',
      '获奖(?:情况|经历)?',
      '其他',
      '其它',
      '附加信息',
    ]),
  ],
];

/** "【工作经历】", "二、教育背景", "## Skills", "**EXPERIENCE**", "Skills:" all name their section. */
function headingText(line: string): string {
  return line
    .replace(/^#+\s*/, '')
    .replace(/^(\*\*|__)(.+)\1$/, '$2')
    .replace(/^[【[『「](.+)[】\]』」]$/, '$1')
    .replace(/^(?:[一二三四五六七八九十]+\s*[、.]|\d{1,2}\s*[、.)])\s*/, '')
    .replace(/\s*[:：]$/, '')
    .replace(/^[【[『「](.+)[】\]』」]$/, '$1')
    .trim()
    .toLowerCase();
}

export function headingKind(line: string): CvSectionKind | undefined {
  const text = headingText(line);
  if (text.length === 0 || text.length > 45) return undefined;
  return HEADINGS.find(([, pattern]) => pattern.test(text))?.[0];
}

const INLINE_LABEL = /^([^:：]{2,30}?)\s*[:：]\s*(\S.*)$/;

function normalizeLine(line: string): string {
  return toHalfWidth(line)
    .replace(/[\t\u00a0 ]+/g, ' ')
    .trim();
}

/** No CV line is longer; a longer one (a paste with no line breaks) is read in pieces, cut at a space where one is near. */
const MAX_LINE = 1_000;

function shortLines(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line;
    while (rest.length > MAX_LINE) {
      const space = rest.lastIndexOf(' ', MAX_LINE);
      const cut = space > MAX_LINE / 2 ? space : MAX_LINE;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out;
}

export function cvLines(text: string): CvLine[] {
  const lines: CvLine[] = [];
  let section: CvSectionKind = 'header';
  for (const raw of shortLines(text)) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const norm = normalizeLine(trimmed);
    const kind = headingKind(norm);
    if (kind) {
      section = kind;
      lines.push({ text: trimmed, norm, section, heading: true });
      continue;
    }
    const label = INLINE_LABEL.exec(norm);
    const inline = label ? headingKind(label[1]!) : undefined;
    lines.push({ text: trimmed, norm, section, heading: false, ...(inline ? { inline, value: label![2]! } : {}) });
  }
  return lines;
}

/** The section a line's content belongs to: its inline label's, else its section's. */
export const kindOf = (line: CvLine): CvSectionKind => line.inline ?? line.section;

/** Parts of a line the CV set apart: "Pune, India · ravi@example.com", "电话：… 邮箱：…" (full-width spaces between), a tab before the dates. */
export function segments(text: string): string[] {
  return text
    .split(/\s*(?:[|｜•·●▪]|\t|\s{2,}|\u3000+)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// Bounded runs, anchored at a run's start: an unbounded [\w.]+@ retried at every letter of a long line is quadratic.
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,63}/;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S|(?<![\w-])[\w-]{1,63}\.(?:com|org|net|io|dev|cn|me|co|uk|de)\//i;
const PHONE = /(?<![\d+])\+?\d[\d\s().-]{7,24}\d/;

/** A line or segment of contact details, which name no skill and (bar an address) no place. */
export function isContact(text: string): boolean {
  return EMAIL.test(text) || URL_LIKE.test(text) || (PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 8);
}
