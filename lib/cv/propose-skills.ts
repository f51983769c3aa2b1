import { matchSkills, skillLabel, type SkillMatch } from '../normalize/skills';
import { dateRanges } from './dates';
import { isContact, kindOf, type CvLine, type CvSectionKind } from './lines';
import type { SkillProposal } from './proposal';

/**
 * Skills, through the taxonomy only, in the order the CV first names them. A CV names more than
 * the person's skills: employers ("Kestrel Logistics Software"), majors ("财务管理 本科"), colleagues'
 * work ("配合后端", "with the CRM team"), exams not yet passed ("CPA 在考"), and the industries of
 * past employers. Those are read past; when unsure, nothing is proposed.
 */

export const MAX_SKILLS = 60;

/**
 * Sections whose words are not the person's skills: schools and majors, referees, hobbies. A
 * "Languages" section stays (tech CVs list Kotlin and SQL there); spoken languages are dropped by family.
 */
const SKIPPED: ReadonlySet<CvSectionKind> = new Set(['education', 'references', 'interests']);
/** Where the CV speaks for the person as a whole; an industry named here is one they claim, not an employer's. */
const CLAIM_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['header', 'personal', 'objective', 'summary', 'skills', 'certifications']);
const JOB_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['experience', 'internship', 'projects', 'other']);

const BULLET = /^(?:[•·●○◦▪▫■□◆◇★☆►▶▸➤\-–—*+]|\d{1,2}\s*[.、)）](?!\d))/;
/** Where a job header line splits into title, employer, place and dates. */
const PIECE_SEPARATOR = /\s*(?:[|｜•·●▪\t]|\s{2,}|\u3000+|\s+[—–-]\s+|,\s+|\s+at\s+|\s+@\s+)\s*/g;
/** Where a header line splits into name, contact details and the like. */
const HEADER_SEPARATOR = /\s*(?:[|｜•·●▪\t]|\s{2,}|\u3000+)\s*/g;
/** Words that make part of a job's line an employer's name ("Kestrel Logistics Software", "Valley Oaks Medical Center"). */
const ORG_WORDS = new RegExp(
  String.raw`\b(?:${[
    'inc',
    'llc',
    String.raw`l\.l\.c`,
    'ltd',
    'limited',
    'co',
    'corp',
    'corporation',
    'company',
    'gmbh',
    'ag',
    'plc',
    'pvt',
    String.raw`s\.a`,
    'group',
    'holdings',
    'technolog(?:y|ies)',
    'software',
    'systems',
    'solutions',
    'consulting',
    'partners',
    'agency',
    'studios?',
    'labs?',
    'bank',
    'hospital',
    'clinic',
    'medical cent(?:er|re)',
    'university',
    'college',
    'school',
    'academy',
    'institute',
    'restaurant',
    'restaurang',
    'hotel',
    'trattoria',
    'bistro',
    'cafe',
    'café',
    'transport',
    'logistics',
    'carriers',
    'freight',
    'foods',
    'bottling',
    'electric',
    'research',
    'annexe',
    'council',
    'ministry',
    'department of',
  ].join('|')})\b\.?`,
  'i',
);
const ORG_WORDS_ZH =
  /公司|集团|有限|医院|学校|大学|学院|小学|中学|幼儿园|银行|工厂|[^工]厂$|酒店|餐厅|饭店|研究院|研究所|事务所|工作室|门店|分行|支行|商行|中心$/;
/** Personal details that name no skill: "性别：女", "Date of birth: …". */
const PERSONAL_LABEL = new RegExp(
  String.raw`^(?:${[
    '姓名',
    '性别',
    '年龄',
    '出生',
    '生日',
    '籍贯',
    '民族',
    '政治面貌',
    '婚姻',
    '身高',
    '体重',
    '电话',
    '手机',
    '邮箱',
    '微信',
    'QQ',
    '现居',
    '地址',
    '住址',
    'date of birth',
    'dob',
    'nationality',
    'gender',
    'age',
    'phone',
    'mobile',
    'email',
    'e-mail',
  ].join('|')})\s*[:：]`,
  'i',
);

/** "with the CRM team", "与后端团队", "the compliance department": a team named after a skill. */
const TEAM_AFTER = /^\s*(?:team|teams|department|dept\b|group|squad|colleagues|团队|部门|同事|组(?![件织合]))/i;
/** "配合后端完成联调", "配合年度审计": someone else's work the person helped with. */
const HELPING_BEFORE = /(?:配合|协同)[^，,。；;、]{0,4}$/;
/** "可阅读英文技术文档": reading documents is no writing of them. */
const READING_BEFORE = /(?:阅读|看懂|读懂|查阅)[^，,。；;]{0,4}$/;
/** "CPA 在考", "studying for the CFA", "CFA Level II candidate": a qualification not yet held. */
const NOT_YET_AFTER = /^\s*[(（]?\s*(?:在考|备考|考试中|学习中|在读|in progress|candidate|\(?expected|level (?:i{1,3}|[123]) candidate)/i;
const NOT_YET_BEFORE = /(?:studying for|preparing for|pursuing|working towards?|enrolled in|备考|正在考|准备考)\s*(?:the\s+)?$/i;
/** "财务管理 本科", "Bachelor of Science in Nursing", "统计学专业": a field of study is no skill. */
const STUDY_AFTER = /^\s*(?:专业|方向)?\s*(?:本科|硕士|博士|学士|大专|专科)|^\s*专业/;
const DEGREE_WORDS = [
  'degree',
  "bachelor'?s?",
  "master'?s?",
  String.raw`B\.?Sc`,
  String.raw`M\.?Sc`,
  String.raw`B\.?A`,
  String.raw`B\.?S`,
  String.raw`M\.?S`,
  String.raw`B\.?Eng`,
  String.raw`Ph\.?D`,
  'diploma',
  'major(?:ing)?',
  'studied',
  'graduated?',
].join('|');
const STUDY_BEFORE = new RegExp(String.raw`\b(?:${DEGREE_WORDS})\b[^,;.]{0,40}\b(?:in|of)\s+$|(?:专业|主修)[:：]?\s*$`, 'i');

interface Piece {
  start: number;
  end: number;
  text: string;
}

function pieces(text: string, separator = PIECE_SEPARATOR): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(separator)) {
    if (match.index > at) out.push({ start: at, end: match.index, text: text.slice(at, match.index) });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ start: at, end: text.length, text: text.slice(at) });
  return out;
}

/** "DHL Supply Chain", "Northgate Home & Garden": every word capitalised, bar the small ones. */
const TITLE_WORD = String.raw`(?:\p{Lu}[\p{L}\d&'’.-]*|\d+|of|and|the|for|de|du|la|&)`;
const TITLE_CASE = new RegExp(String.raw`^(?=.*\p{Lu})${TITLE_WORD}(?:\s+${TITLE_WORD})*$`, 'u');

/** A job line's dates, or half of them once split at the dash: "Mar 2020", "Present", "2019.03", "至今". */
const DATE_PIECE = /(?:19|20)\d\d|^\(?(?:present|current|now|today|至今|今)\)?$/i;

const isOrg = (text: string): boolean => ORG_WORDS.test(text) || ORG_WORDS_ZH.test(text);

/** A job's header line: no bullet, and dates on it or an employer's name in it. */
function isJobHeader(line: CvLine, now: Date): boolean {
  if (BULLET.test(line.text)) return false;
  return dateRanges(line.norm, now).length > 0 || pieces(line.text).some((piece) => isOrg(piece.text));
}

/** Spans of a line whose skill names are not the person's: employers on a job's line, contact details, personal fields. */
function blockedSpans(line: CvLine, now: Date): Piece[] {
  const kind = kindOf(line);
  const blocked: Piece[] = [];
  if (JOB_SECTIONS.has(kind) && isJobHeader(line, now)) {
    // "Team Leader, DHL Supply Chain, Rugby — 2021 – now": after the title, a name in title case is an employer or a town.
    const named = pieces(line.text).filter((piece) => !DATE_PIECE.test(piece.text.trim()));
    named.forEach((piece, index) => {
      if (isOrg(piece.text) || (index > 0 && TITLE_CASE.test(piece.text.replace(/[()]/g, '')))) blocked.push(piece);
    });
  }
  if (kind === 'header' || kind === 'personal') {
    blocked.push(...pieces(line.text, HEADER_SEPARATOR).filter((piece) => isContact(piece.text) || PERSONAL_LABEL.test(piece.text)));
  }
  return blocked;
}

function keepMatch(line: CvLine, match: SkillMatch, family: string, kind: CvSectionKind): boolean {
  const text = line.text;
  const before = text.slice(Math.max(0, match.start - 60), match.start);
  const after = text.slice(match.end, match.end + 30);
  if (family === 'human-language') return false;
  if (family === 'domain' && !CLAIM_SECTIONS.has(kind)) return false;
  // A trait the CV claims of itself ("calm under pressure", 责任心强) is no skill to put in a profile unless the
  // CV lists it as one: the fit score would credit words anyone can write.
  if (family === 'soft' && !LIST_SECTIONS.has(kind)) return false;
  if (TEAM_AFTER.test(after) || HELPING_BEFORE.test(before) || READING_BEFORE.test(before)) return false;
  if (NOT_YET_AFTER.test(after) || NOT_YET_BEFORE.test(before)) return false;
  if (STUDY_AFTER.test(after) || STUDY_BEFORE.test(before)) return false;
  return true;
}

/** Sections where a bare two-letter abbreviation ("PS", "UI") is as good as the skill's name. */
const LIST_SECTIONS: ReadonlySet<CvSectionKind> = new Set(['skills', 'certifications']);
const TWO_LETTERS = /^[A-Z][A-Z0-9]$/;

export function proposeSkills(lines: readonly CvLine[], lang: 'en' | 'zh', now: Date): SkillProposal[] {
  const proposals: SkillProposal[] = [];
  const seen = new Set<string>();
  const firstLine = lines.find((line) => !line.heading);
  for (const line of lines) {
    const kind = kindOf(line);
    if (line.heading || SKIPPED.has(kind)) continue;
    // The name at the top: "Amelia J. Thornbury, RN" holds no React Native.
    if (line === firstLine && line.section === 'header' && line.text.length <= 60) continue;
    const blocked = blockedSpans(line, now);
    const matches = matchSkills(line.text);
    for (const match of matches) {
      if (seen.has(match.name)) continue;
      if (blocked.some((span) => match.start < span.end && match.end > span.start)) continue;
      // "RN, St. Mary's Hospital" is a nurse, not React Native: two letters alone on a line outside a skills list are too weak.
      if (TWO_LETTERS.test(match.text) && !LIST_SECTIONS.has(kind) && matches.length === 1) continue;
      if (!keepMatch(line, match, match.family, kind)) continue;
      seen.add(match.name);
      const label = skillLabel(match.name, lang);
      proposals.push({ value: match.name, label, family: match.family, evidence: evidenceOf(line.text, match) });
      if (proposals.length >= MAX_SKILLS) return proposals;
    }
  }
  return proposals;
}

/** The line, or for a very long one the stretch around the skill. */
function evidenceOf(text: string, match: SkillMatch): string {
  if (text.length <= 300) return text;
  const from = Math.max(0, match.start - 120);
  return `${from > 0 ? '…' : ''}${text.slice(from, from + 280).trim()}…`;
}
