import type { Sections } from '../posting';
import { headingKind } from '../extract/headings';
import { splitSections, stripBullet } from './sections';
import { SKILLS, type AliasMatch, type AliasRule, type SkillEntry, type SkillFamily } from './skills-data';
import { toHalfWidth } from '../extract/text';

/**
 * Finds the skills of lib/normalize/skills-data.ts in a posting's text, in English and Chinese.
 * The taxonomy is compiled once into a character trie; a posting is read in one left-to-right
 * pass where the longest alias starting at a position wins ("分布式训练" is not also "训练",
 * "TensorRT-LLM" is not also "LLM"). Latin aliases match on word boundaries only ("Go" is not in
 * "Google", "Java" not in "JavaScript"); Chinese aliases match anywhere.
 */

export { SKILL_FAMILIES, type SkillFamily } from './skills-data';

type SkillImportance = 'must' | 'nice' | 'mentioned';

interface FoundSkill {
  name: string;
  family: SkillFamily;
  /** must: the title, requirements or responsibilities ask for it; nice: a preference; mentioned: elsewhere. */
  importance: SkillImportance;
  /** The sentence the skill was found in (or the site's tag). */
  evidence: string;
}

export interface SkillMatch {
  name: string;
  family: SkillFamily;
  /** Offsets in the text given to matchSkills. */
  start: number;
  end: number;
  text: string;
}

/** What findSkills reads; a Posting fits, and so does a RawPosting-like object. */
interface SkillSource {
  title?: string;
  description?: string | { text?: string; sections?: Partial<Sections> };
  sections?: Partial<Sections>;
  /** The site's own skill labels (RawPosting.skillHints). */
  skillHints?: readonly string[];
  /** The site's tags (which may mix skills with benefits). */
  tags?: readonly string[];
}

interface SkillSuggestion {
  name: string;
  family: SkillFamily;
  /** The name to show: the Chinese label when asked for Chinese and the skill has one. */
  label: string;
  /** The name or alias the query matched. */
  matched: string;
}

// ---------------------------------------------------------------------------------------
// Compilation

interface CompiledAlias {
  skill: number;
  /** As written, separators squashed to one space: compared with the text for case rules. */
  text: string;
  match: AliasMatch;
  latinStart: boolean;
  dotStart: boolean;
  latinEnd: boolean;
  symbolEnd: boolean;
  plural: boolean;
  version: boolean;
  notFollowedBy?: RegExp;
  notPrecededBy?: RegExp;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  aliases?: CompiledAlias[];
}

interface Compiled {
  root: TrieNode;
  /** Folded alias -> the skills it names (a few aliases differ only by case: "SoC" / "SOC"). */
  lookup: Map<string, { skill: number; text: string }[]>;
  byName: Map<string, number>;
  entries: { key: string; text: string; skill: number; isName: boolean }[];
}

const WORD = /[a-z0-9]/;
const LETTER = /[A-Za-z]/;
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const SEPARATOR = /[\s\-_]+/g;

const isWord = (ch: string | undefined): boolean => ch !== undefined && WORD.test(ch);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isSeparator = (ch: string): boolean => ch === ' ' || ch === '-' || ch === '_' || ch === '\t';

/** Half-width, ASCII lower case, no-break space as space: same length as the input, so offsets hold. */
function fold(text: string): string {
  return toHalfWidth(text)
    .replace(/[A-Z]/g, (ch) => ch.toLowerCase())
    .replace(/\u00a0/g, ' ');
}

const squash = (text: string): string => text.replace(SEPARATOR, ' ').trim();
const keyOf = (text: string): string => squash(fold(text));

function defaultMatch(text: string): AliasMatch {
  // Short all-capital acronyms are everyday words in lower case ("bi-weekly", "arm", "elk").
  return /^[A-Z][A-Z0-9]{1,3}$/.test(text) && /[A-Z].*[A-Z]|^[A-Z]\d$/.test(text) ? 'cased' : 'any';
}

function compileAlias(skill: number, rule: AliasRule): CompiledAlias {
  const text = squash(toHalfWidth(rule.text));
  const key = keyOf(rule.text);
  const first = key[0] ?? '';
  const last = key[key.length - 1] ?? '';
  const match = rule.match ?? defaultMatch(text);
  const latinEnd = WORD.test(last);
  return {
    skill,
    text,
    match,
    latinStart: WORD.test(first),
    dotStart: first === '.',
    latinEnd,
    symbolEnd: last === '+' || last === '#',
    plural: latinEnd && key.length >= 2 && match !== 'listed' && match !== 'strict' && /[a-z]/.test(last),
    version: latinEnd && key.length >= 2 && match !== 'listed' && /[a-z]/.test(last),
    ...(rule.notFollowedBy ? { notFollowedBy: new RegExp(rule.notFollowedBy, 'iy') } : {}),
    ...(rule.notPrecededBy ? { notPrecededBy: new RegExp(`(?:${rule.notPrecededBy})$`, 'i') } : {}),
  };
}

/** The name and every alias of a skill as rules; an alias rule for the name's own text replaces it. */
export function aliasRules(entry: SkillEntry): AliasRule[] {
  const rules: AliasRule[] = [];
  const given = [...(entry.aliases ?? []), ...(entry.zh ?? [])].map((alias) => (typeof alias === 'string' ? { text: alias } : alias));
  const overridesName = given.some((rule) => keyOf(rule.text) === keyOf(entry.name));
  if (entry.matchName !== false && !overridesName) rules.push({ text: entry.name });
  rules.push(...given);
  return rules;
}

let compiled: Compiled | undefined;

function compile(): Compiled {
  if (compiled) return compiled;
  const root: TrieNode = { next: new Map() };
  const lookup = new Map<string, { skill: number; text: string }[]>();
  const byName = new Map<string, number>();
  const entries: Compiled['entries'] = [];
  SKILLS.forEach((entry, skill) => {
    byName.set(entry.name, skill);
    const seen = new Set<string>();
    const nameKey = keyOf(entry.name);
    entries.push({ key: nameKey, text: entry.name, skill, isName: true });
    addLookup(lookup, nameKey, skill, entry.name);
    for (const rule of aliasRules(entry)) {
      const alias = compileAlias(skill, rule);
      const key = keyOf(rule.text);
      if (!key) continue;
      addLookup(lookup, key, skill, alias.text);
      if (key !== nameKey) entries.push({ key, text: alias.text, skill, isName: false });
      // The same spelling twice (a name and its own alias differing only in case) adds nothing.
      const seenKey = `${key}\u0000${alias.match}\u0000${alias.match === 'any' ? '' : alias.text}`;
      if (seen.has(seenKey)) continue;
      seen.add(seenKey);
      let node = root;
      for (const ch of key) {
        let next = node.next.get(ch);
        if (!next) {
          next = { next: new Map() };
          node.next.set(ch, next);
        }
        node = next;
      }
      (node.aliases ??= []).push(alias);
    }
  });
  compiled = { root, lookup, byName, entries };
  return compiled;
}

function addLookup(lookup: Compiled['lookup'], key: string, skill: number, text: string): void {
  const list = lookup.get(key) ?? [];
  if (!list.some((item) => item.skill === skill)) list.push({ skill, text });
  lookup.set(key, list);
}

// ---------------------------------------------------------------------------------------
// Context rules

/** How a neighbour of a match reads: a list separator, a weaker boundary, or ordinary prose. */
type Side = 'strong' | 'weak' | 'in' | 'none';

const STRONG_LEFT = new Set([',', '，', '、', '/', ';', '；', '|', '(', '（', '[', '【', '+', ':', '：']);
const STRONG_RIGHT = new Set([',', '，', '、', '/', ';', '；', '|', ')', '）', ']', '】', '+']);
const WEAK_RIGHT = new Set(['。', '!', '?', '！', '？', ':', '：', '(', '（', '"', '”', '」']);
const LEFT_WORDS = new Set(['and', 'or', 'like', 'including', 'include', 'includes', 'e.g.', 'eg', 'as', 'plus', 'vs', 'such']);
const LEFT_IN_WORDS = new Set(['in', 'with', 'using', 'of']);
const RIGHT_WORDS = new Set([
  'and',
  'or',
  'etc',
  'programming',
  'language',
  'languages',
  'development',
  'developer',
  'developers',
  'code',
  'coding',
  'scripts',
  'scripting',
  'packages',
  'libraries',
  'skills',
  'experience',
  'plus',
]);
/** After a 'listed' alias, only these Chinese continuations keep it a skill ("C语言", not "C端"). */
const LISTED_CJK_RIGHT =
  /^(?:语言|编程|开发|和|或|及|与|等|代码|程序|脚本|工程|基础|经验|技能|能力|中的|进行|者|的|使用|相关|方面|技术|框架|工具|平台|数据库|项目)/;
const LANGUAGE_WORD_RIGHT = /^\s*(?:语言|编程|language\b|programming\b)/i;

function leftSide(text: string, start: number): Side {
  let k = start - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
  if (k < 0 || text[k] === '\n' || text[k] === '\r') return 'weak';
  const ch = text[k]!;
  if (STRONG_LEFT.has(ch)) {
    // "B/C", "C/S": a single letter on the other side of a slash is an abbreviation, not a list.
    if (ch === '/' && LETTER.test(text[k - 1] ?? '') && !/[A-Za-z0-9]/.test(text[k - 2] ?? '')) return 'none';
    return 'strong';
  }
  if (CJK.test(ch)) return 'strong';
  if (LETTER.test(ch) || ch === '.') {
    let b = k;
    while (b > 0 && /[A-Za-z.]/.test(text[b - 1]!)) b--;
    const word = text.slice(b, k + 1).toLowerCase();
    if (LEFT_IN_WORDS.has(word)) return 'in';
    return LEFT_WORDS.has(word) ? 'weak' : 'none';
  }
  if (ch === '"' || ch === '“' || ch === '「') return 'weak';
  return 'none';
}

function rightSide(text: string, end: number, listed: boolean): Side {
  let k = end;
  while (k < text.length && (text[k] === ' ' || text[k] === '\t')) k++;
  if (k >= text.length || text[k] === '\n' || text[k] === '\r') return 'weak';
  const ch = text[k]!;
  if (STRONG_RIGHT.has(ch)) {
    if (ch === '/' && LETTER.test(text[k + 1] ?? '') && !/[A-Za-z0-9+#]/.test(text[k + 2] ?? '')) return 'none';
    return 'strong';
  }
  if (ch === '.') return k + 1 >= text.length || /\s/.test(text[k + 1]!) ? 'weak' : 'none';
  if (WEAK_RIGHT.has(ch)) return 'weak';
  if (CJK.test(ch)) return !listed || LISTED_CJK_RIGHT.test(text.slice(k, k + 2)) ? 'strong' : 'none';
  if (LETTER.test(ch)) {
    let e = k;
    while (e < text.length && LETTER.test(text[e]!)) e++;
    return RIGHT_WORDS.has(text.slice(k, e).toLowerCase()) ? 'weak' : 'none';
  }
  return 'none';
}

/** "C/C++", "Python/R": a slash to a word of two or more letters (not "C/S", "B/C"). */
function slashPair(text: string, start: number, end: number): boolean {
  if (text[end] === '/' && /^[A-Za-z][A-Za-z0-9]*[+#A-Za-z]/.test(text.slice(end + 1, end + 4))) return true;
  return text[start - 1] === '/' && /[A-Za-z0-9+#][A-Za-z0-9+#]$/.test(text.slice(Math.max(0, start - 4), start - 1));
}

/**
 * Whether a match sits in a list of skills: "Python、R", "熟悉go语言", "SQL and R", "in C.".
 * A lower-case spelling of a 'cased' alias needs a list separator on one side; a 'listed'
 * alias (written as in the taxonomy) needs only that neither side be ordinary prose.
 */
function inList(text: string, start: number, end: number, listed: boolean): boolean {
  if (listed && slashPair(text, start, end)) return true;
  const left = leftSide(text, start);
  if (left === 'none') return false;
  const right = rightSide(text, end, listed);
  if (right === 'none') return false;
  return listed || left === 'strong' || right === 'strong';
}

function leftBoundary(folded: string, start: number, alias: CompiledAlias): boolean {
  if (start === 0) return true;
  const prev = folded[start - 1]!;
  if (alias.dotStart) return !isWord(prev);
  if (!alias.latinStart) return true;
  if (isWord(prev) || prev === '@') return false;
  // "Node.js" does not hold "JS"; "google.com" does not hold "com".
  return !(prev === '.' && isWord(folded[start - 2]));
}

/** Where a match really ends (a plural "s" or a version "3" may follow), or -1 when it runs into a word. */
function rightBoundary(folded: string, end: number, alias: CompiledAlias): number {
  const next = folded[end];
  if (next === undefined) return end;
  if (alias.symbolEnd) return next === '+' || next === '#' ? -1 : end;
  if (!alias.latinEnd) return end;
  if (isWord(next)) {
    if (alias.plural && next === 's' && !isWord(folded[end + 1]) && folded[end + 1] !== '+') return end + 1;
    if (alias.version && isDigit(next)) {
      const version = /^\d+(?:\.[\dx]+)*\+?/.exec(folded.slice(end, end + 12))![0];
      return isWord(folded[end + version.length]) ? -1 : end + version.length;
    }
    return -1;
  }
  if (next === '#' || (next === '+' && folded[end + 1] === '+')) return -1;
  if (next === '.' && isWord(folded[end + 1])) return -1;
  return end;
}

/** "上户期间不刷短视频", "禁止玩游戏": a habit the job forbids is no skill it asks for. */
const FORBIDDEN_USE = /(?:不|禁止|严禁|不得|不能|不准|不要|别)(?:刷|看|玩|碰|沾)$/;

function accept(original: string, folded: string, alias: CompiledAlias, start: number, rawEnd: number): number {
  if (!leftBoundary(folded, start, alias)) return -1;
  const end = rightBoundary(folded, rawEnd, alias);
  if (end < 0) return -1;
  if (alias.match !== 'any') {
    const asWritten = squash(original.slice(start, rawEnd)) === alias.text;
    if (alias.match === 'strict' && !asWritten) return -1;
    if (alias.match === 'cased' && !asWritten && !inList(original, start, end, false)) return -1;
    if (alias.match === 'listed') {
      if (!asWritten) return -1;
      if (!LANGUAGE_WORD_RIGHT.test(original.slice(end, end + 14)) && !inList(original, start, end, true)) return -1;
    }
  }
  if (alias.notFollowedBy) {
    alias.notFollowedBy.lastIndex = rawEnd;
    if (alias.notFollowedBy.test(original)) return -1;
  }
  if (alias.notPrecededBy && alias.notPrecededBy.test(original.slice(Math.max(0, start - 40), start))) return -1;
  if (FORBIDDEN_USE.test(original.slice(Math.max(0, start - 4), start))) return -1;
  return end;
}

// ---------------------------------------------------------------------------------------
// Matching

const candidateEnds: number[] = [];
const candidateNodes: TrieNode[] = [];
const remember = (end: number, node: TrieNode): void => {
  candidateEnds.push(end);
  candidateNodes.push(node);
};

/** Every skill mention in a text, left to right, longest alias first, with offsets. */
export function matchSkills(input: string): SkillMatch[] {
  const { root } = compile();
  const original = toHalfWidth(input);
  const folded = fold(input);
  const found: SkillMatch[] = [];
  let i = 0;
  while (i < folded.length) {
    const ch = folded[i]!;
    // No alias starts inside a Latin word.
    const first = isWord(ch) && i > 0 && isWord(folded[i - 1]) ? undefined : root.next.get(ch);
    if (!first) {
      i++;
      continue;
    }
    candidateEnds.length = 0;
    candidateNodes.length = 0;
    let node = first;
    let j = i + 1;
    if (node.aliases) remember(j, node);
    while (j < folded.length) {
      const c = folded[j]!;
      if (isSeparator(c)) {
        const spaced = node.next.get(' ');
        if (!spaced) break;
        while (j < folded.length && isSeparator(folded[j]!)) j++;
        node = spaced;
        continue;
      }
      const next = node.next.get(c);
      if (!next) break;
      node = next;
      j++;
      if (node.aliases) remember(j, node);
    }
    let matchedEnd = -1;
    let matchedAlias: CompiledAlias | undefined;
    for (let c = candidateEnds.length - 1; c >= 0 && !matchedAlias; c--) {
      for (const alias of candidateNodes[c]!.aliases!) {
        const end = accept(original, folded, alias, i, candidateEnds[c]!);
        if (end >= 0) {
          matchedEnd = end;
          matchedAlias = alias;
          break;
        }
      }
    }
    if (matchedAlias) {
      const entry = SKILLS[matchedAlias.skill]!;
      found.push({ name: entry.name, family: entry.family, start: i, end: matchedEnd, text: input.slice(i, matchedEnd) });
      i = matchedEnd;
    } else {
      i++;
    }
  }
  return found;
}

/** Canonical names of the skills in a text, in order of first mention. */
export function skillsInText(text: string): string[] {
  return [...new Set(matchSkills(text).map((match) => match.name))];
}

// ---------------------------------------------------------------------------------------
// Postings

const RANK: Record<SkillImportance, number> = { must: 0, nice: 1, mentioned: 2 };
const LONG_TEXT = 1_500;
const SENTENCE_SPLIT = /(?<=[。！？!?；;\n])|(?<=\.)\s+/;

/** A clause that states a preference rather than a requirement. */
const PREFERENCE =
  /优先|加分|更佳|为佳|者更好|a plus\b|is a bonus|bonus points|\bbonus\b|nice[- ]to[- ]have|\bpreferred\b|\bpreferably\b|\bideally\b|\bdesirable\b|\bdesired\b|would be great|is an advantage|an asset\b/i;
const CLAUSE_END = /[;；。!?！？\n]|，|,(?=\s*[\u4e00-\u9fff])|\.(?=\s|$)/g;
const SENTENCE_END = /[;；。!?！？\n]|\.(?=\s|$)/g;
/** Headings of blocks that say nothing about the job's skills. */
const SKIPPED_BLOCK =
  /^(?:about (?:us|the company|(?!the (?:role|job|position|team|opportunity)|this (?:role|job|position)|you\b)[A-Z][\w&. ]{1,40})|who we are|our company|company (?:description|overview)|equal (?:employment )?opportunity.*|eeo.*|关于我们|公司介绍|公司简介|企业介绍|公司福利|福利待遇|福利|薪资福利|员工福利|职位福利|我们提供|benefits|perks.*|what we offer|we offer|compensation.*)\s*[:：]?$/i;
/** A line that introduces the company rather than the job ("Ledgerly makes invoicing software for ..."). */
const COMPANY_INTRO =
  /^(?:(?!(?:We|You|They|This|The|Our|It|In|As|At|If|He|She|I)\b)[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}\s+(?:is|are|was|makes|builds|runs|helps|delivers|gives|stores|designs|serves|operates|provides|powers|develops|creates|offers|sells|connects)\b|(?:We are|We're|We were) (?:a|an|the)\b|Founded in\b)|是一家|成立于|总部位于|致力于为/;
/** "with the compliance team", "与后端团队协作", "firmware engineers": a team named after a skill. */
const TEAM_AFTER =
  /^(?:\s*(?:team|teams|partners|department|departments|org|organi[sz]ation|group|squad|engineers|designers|developers|scientists|analysts|managers|leaders)\b|\s*(?:团队|部门|同事)(?!建设|管理|精神|意识|(?:合作|协作)(?:精神|能力|意识))|[、及和与]\s*[^，,。；;\n]{0,10}?(?<!跨)(?:团队|部门)(?!建设|管理|精神|意识|(?:合作|协作)(?:精神|能力|意识)))/i;
/** "accounting, logistics and sales teams", "the Finance and Marketing departments": a list of departments. */
const TEAM_LIST_AFTER = /^(?:\s*(?:,|,? and|,? or|&|\/)\s*[A-Za-z][\w&-]*(?: [A-Za-z][\w&-]*)?){1,5}\s+(?:teams|departments|functions)\b/i;
/** "与产线工程师沟通", "与交互设计师合作": a colleague's role, when the clause is about working with them. */
const ROLE_AFTER = /^\s*(?:工程师|设计师|师(?![傅兄姐]))/;
const WORKING_WITH = /(?:与|和|跟|同|配合|协同|对接|协调|联合)[^，。；]{0,12}$/;
const BENEFIT_INLINE = /^(?:福利待遇|福利|我们提供|薪资福利|公司福利|员工福利|benefits|perks|what we offer)\s*[:：]/i;
const DEGREE_BEFORE =
  /\b(?:degree|bachelor'?s?|master'?s?|ph\.?\s?d\.?|doctorate|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|b\.?eng|m\.?eng|major(?:ing)?|studying|pursuing)\b[^.;]*\b(?:in|of)\s/i;
const FIELD_AFTER =
  /^[^.;]*?\b(?:or (?:a |an |another )?(?:closely )?(?:related|similar|equivalent|relevant)|related (?:technical |quantitative |engineering )?(?:field|discipline|area|subject|major)s?|or equivalent|field)\b/i;

/** The clause or sentence around [start, end) in a text. */
function around(text: string, start: number, end: number, boundary: RegExp): { from: number; to: number } {
  let from = 0;
  let to = text.length;
  boundary.lastIndex = 0;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    if (m.index < start) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return { from, to };
}

/** "统计学、数学等相关专业", "BS in Statistics or a related field": a field of study, not a skill asked for. */
function isFieldOfStudy(text: string, start: number, end: number): boolean {
  const clause = around(text, start, end, CLAUSE_END);
  const after = text.slice(end, clause.to);
  if (/专业/.test(after) && !/专业[四八]级/.test(text.slice(clause.from, clause.to))) return true;
  const sentence = around(text, start, end, SENTENCE_END);
  if (!DEGREE_BEFORE.test(text.slice(sentence.from, start))) return false;
  const rest = text.slice(end, sentence.to);
  // "... or a related field", or nothing but more fields of study ("in Finance, Accounting or Economics").
  return FIELD_AFTER.test(rest) || !/\b(?:experience|skills?|knowledge|with|using|proficien\w*|familiar\w*|plus|years?)\b/i.test(rest);
}

function evidenceOf(text: string, start: number, end: number): string {
  const { from, to } = around(text, start, end, SENTENCE_END);
  let sentence = text.slice(from, to).trim();
  if (sentence.length > 300) {
    const at = Math.max(0, start - from - 120);
    sentence = `${at > 0 ? '…' : ''}${text.slice(from + at, from + at + 280).trim()}…`;
  }
  return sentence;
}

interface Occurrence {
  skill: number;
  rank: number;
  order: number;
  evidence: string;
}

class Collector {
  private readonly bySkill = new Map<number, Occurrence>();
  private order = 0;

  add(skill: number, importance: SkillImportance, evidence: string): void {
    const rank = RANK[importance];
    const known = this.bySkill.get(skill);
    this.order++;
    if (!known || rank < known.rank) this.bySkill.set(skill, { skill, rank, order: this.order, evidence });
  }

  scan(text: string, importance: SkillImportance, { clauses = false, title = false }: { clauses?: boolean; title?: boolean } = {}): void {
    if (!text) return;
    // Evidence and clause rules look around each match: keep the text they look through short.
    if (text.length > LONG_TEXT) {
      // Sentence by sentence; a "sentence" with no break in it at all is read in windows (never recursively:
      // a page can hold megabytes without a full stop).
      for (const piece of text.split(SENTENCE_SPLIT)) {
        for (let at = 0; at < piece.length; at += LONG_TEXT) this.scanShort(piece.slice(at, at + LONG_TEXT), importance, clauses, title);
      }
      return;
    }
    this.scanShort(text, importance, clauses, title);
  }

  private scanShort(text: string, importance: SkillImportance, clauses: boolean, title: boolean): void {
    const { byName } = compile();
    for (const match of matchSkills(text)) {
      if (isFieldOfStudy(text, match.start, match.end)) continue;
      if (!title && TEAM_AFTER.test(text.slice(match.end, match.end + 24))) continue;
      if (!title && TEAM_LIST_AFTER.test(text.slice(match.end, match.end + 80))) continue;
      if (!title && ROLE_AFTER.test(text.slice(match.end, match.end + 4)) && WORKING_WITH.test(text.slice(0, match.start))) continue;
      let level = importance;
      if (clauses && importance === 'must') {
        const clause = around(text, match.start, match.end, CLAUSE_END);
        if (PREFERENCE.test(text.slice(clause.from, clause.to))) level = 'nice';
      }
      this.add(byName.get(match.name)!, level, evidenceOf(text, match.start, match.end));
    }
  }

  result(): FoundSkill[] {
    return [...this.bySkill.values()]
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map((occurrence) => {
        const entry = SKILLS[occurrence.skill]!;
        const importance = (['must', 'nice', 'mentioned'] as const)[occurrence.rank]!;
        return { name: entry.name, family: entry.family, importance, evidence: occurrence.evidence };
      });
  }
}

function sourceParts(source: SkillSource): { text: string; sections: Partial<Sections> } {
  const description = source.description;
  const text = typeof description === 'string' ? description : (description?.text ?? '');
  const given = source.sections ?? (typeof description === 'string' ? undefined : description?.sections);
  return { text, sections: given ?? splitSections(text) };
}

/** Description lines outside the sections (the role's introduction), without company and benefit blocks. */
function otherLines(text: string, sections: Partial<Sections>): string[] {
  const inSections = new Set(
    [
      ...(sections.requirements ?? []),
      ...(sections.responsibilities ?? []),
      ...(sections.preferred ?? []),
      ...(sections.benefits ?? []),
    ].map((line) => line.trim()),
  );
  const lines: string[] = [];
  let skipping = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const kind = line.length <= 60 ? headingKind(line) : undefined;
    if (kind || SKIPPED_BLOCK.test(line)) {
      skipping = kind === 'benefits' || SKIPPED_BLOCK.test(line);
      continue;
    }
    if (skipping || BENEFIT_INLINE.test(line)) continue;
    if (inSections.has(line) || inSections.has(stripBullet(line))) continue;
    // The company's own introduction is its first sentence; what follows may be about the role.
    const rest = COMPANY_INTRO.test(line) ? line.replace(/^.*?(?:[。！？!?]|\.(?:\s|$))/, '').trim() : line;
    if (rest) lines.push(rest);
  }
  return lines;
}

/**
 * The skills a posting asks for, each with how much it matters and the sentence that says so:
 * title, requirements and responsibilities make a must, preferences a nice-to-have, the rest of
 * the description and the site's own tags a mention. Must-haves come first, each group in the
 * order the posting names them.
 */
export function findSkills(source: SkillSource): FoundSkill[] {
  const collector = new Collector();
  const { text, sections } = sourceParts(source);
  if (source.title) collector.scan(source.title, 'must', { title: true });
  for (const line of sections.requirements ?? []) collector.scan(line, 'must', { clauses: true });
  for (const line of sections.responsibilities ?? []) collector.scan(line, 'must', { clauses: true });
  // "熟练掌握Python，有Spark经验者优先" lands in the preferences whole; only its marked clause is one.
  for (const line of sections.preferred ?? []) collector.scan(line, PREFERENCE.test(line) ? 'must' : 'nice', { clauses: true });
  for (const line of otherLines(text, sections)) collector.scan(line, 'mentioned');
  for (const tag of [...(source.skillHints ?? []), ...(source.tags ?? [])]) {
    const whole = lookupSkill(tag);
    if (whole !== undefined) collector.add(whole, 'mentioned', tag.trim());
    else collector.scan(tag, 'mentioned');
  }
  return collector.result();
}

/**
 * Canonical skill names for Posting.skills, must-haves first. A site's own skill label that the
 * taxonomy does not know is kept as the site wrote it (tags are not: they mix in benefits).
 */
export function postingSkills(source: SkillSource): string[] {
  const names = findSkills(source).map((skill) => skill.name);
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (const hint of source.skillHints ?? []) {
    const label = hint.replace(/\s+/g, ' ').trim();
    if (!label || label.length > 60 || seen.has(label.toLowerCase())) continue;
    if (lookupSkill(label) !== undefined || matchSkills(label).length > 0) continue;
    seen.add(label.toLowerCase());
    names.push(label);
  }
  return names.slice(0, 400);
}

// ---------------------------------------------------------------------------------------
// Lookups for profiles and inputs

function lookupSkill(input: string): number | undefined {
  const key = keyOf(input).replace(/^[\s,.;:，。；：、]+|[\s,.;:，。；：、]+$/g, '');
  if (!key) return undefined;
  const found = compile().lookup.get(key);
  if (!found || found.length === 0) return undefined;
  const written = squash(toHalfWidth(input.trim()));
  return (found.find((item) => item.text === written) ?? found[0]!).skill;
}

/**
 * The canonical name for what a user typed in a profile ("golang", "K8s", "张量并行",
 * "熟悉Python"), or undefined for a skill the taxonomy does not know.
 */
export function canonicalSkill(input: string): string | undefined {
  const whole = lookupSkill(input);
  if (whole !== undefined) return SKILLS[whole]!.name;
  const trimmed = input.trim();
  const matches = matchSkills(trimmed);
  const names = new Set(matches.map((match) => match.name));
  if (names.size !== 1) return undefined;
  // Only when the skill is most of what was typed ("Java开发", not "Java and a lot else").
  const covered = matches.reduce((sum, match) => sum + (match.end - match.start), 0);
  return covered * 2 >= trimmed.replace(/\s+/g, '').length ? matches[0]!.name : undefined;
}

/** Canonical names for a profile's list, unknown entries kept as typed, duplicates dropped. */
export function canonicalSkills(inputs: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const input of inputs) {
    const name = canonicalSkill(input) ?? input.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

export function skillFamily(name: string): SkillFamily | undefined {
  const canonical = canonicalSkill(name);
  const skill = canonical === undefined ? undefined : compile().byName.get(canonical);
  return skill === undefined ? undefined : SKILLS[skill]!.family;
}

/** The skill's name in the interface language: its first Chinese alias for Chinese. */
export function skillLabel(name: string, language = 'en'): string {
  const skill = compile().byName.get(name);
  if (skill === undefined || !/^zh/i.test(language)) return name;
  const first = SKILLS[skill]!.zh?.[0];
  return first === undefined ? name : typeof first === 'string' ? first : first.text;
}

/**
 * Suggestions for a skill input box: names and aliases that start with what was typed (or,
 * failing that, have a word that does), best first.
 */
export function suggestSkills(
  query: string,
  { limit = 10, language = 'en' }: { limit?: number; language?: string } = {},
): SkillSuggestion[] {
  const key = keyOf(query);
  if (!key) return [];
  const best = new Map<number, { rank: number; matched: string }>();
  for (const entry of compile().entries) {
    let rank: number;
    if (entry.key === key) rank = 0;
    else if (entry.key.startsWith(key)) rank = entry.isName ? 1 : 2;
    else if (entry.key.includes(` ${key}`) || entry.key.includes(`/${key}`)) rank = 3;
    else if (CJK.test(key) && entry.key.includes(key)) rank = 4;
    else continue;
    const known = best.get(entry.skill);
    if (!known || rank < known.rank) best.set(entry.skill, { rank, matched: entry.text });
  }
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.rank - y.rank || SKILLS[a]!.name.length - SKILLS[b]!.name.length || a - b)
    .slice(0, limit)
    .map(([skill, { matched }]) => {
      const entry = SKILLS[skill]!;
      return { name: entry.name, family: entry.family, label: skillLabel(entry.name, language), matched };
    });
}

/** Every canonical skill name, in taxonomy order. */
export function allSkillNames(): string[] {
  return SKILLS.map((entry) => entry.name);
}
