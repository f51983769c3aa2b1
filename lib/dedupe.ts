import type { Posting } from './posting';
import { MAX_DUPLICATES, companyKey, type StoredPosting } from './db/schema';
import { CN_CITIES } from './normalize/places';

/**
 * The same role posted on two sites (or twice on one) is one job for the user: Greenhouse's page
 * and its LinkedIn copy, BOSS直聘's and 51job's. Two postings are the same role when
 *   - their companies have the same core name (`companyCore`: legal form, city prefix and trade words
 *     dropped, so "上海青枫数智科技有限公司" and "青枫数智" meet),
 *   - their titles name the same role at the same level (word sets, Chinese as character pairs; a
 *     "Senior" on one side only, or "Backend" against "Frontend", keeps them apart),
 *   - they are offered in a common place (city, else country; a side that names none does not object),
 *   - and their descriptions are mostly the same text: word shingles for English, character shingles
 *     for Chinese (three tokens each), compared by Jaccard and by containment (one site may cut or
 *     extend the text). Two descriptions too short to compare leave the decision to an exact title.
 * The comparison runs in the background when a posting is recorded, only against the postings of the
 * same company (one index read), so its cost does not grow with the whole database.
 */

const HAN = /\p{Script=Han}/u;
/** A Han character alone, or a run of other letters and digits. */
const TOKEN = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** Lower-case words of a text; each Chinese character is a word of its own. */
export function tokens(text: string): string[] {
  return Array.from(text.normalize('NFKC').toLowerCase().matchAll(TOKEN), (match) => match[0]);
}

// - companies -----------------------------------------------------------------------------

const CN_PLACES = [
  ...Object.keys(CN_CITIES),
  '中国',
  '广东',
  '浙江',
  '江苏',
  '福建',
  '山东',
  '四川',
  '湖北',
  '湖南',
  '河南',
  '河北',
  '安徽',
  '江西',
  '辽宁',
  '吉林',
  '黑龙江',
  '陕西',
  '山西',
  '云南',
  '贵州',
  '广西',
  '海南',
  '甘肃',
  '内蒙古',
  '新疆',
  '香港',
  '澳门',
  '台湾',
].sort((a, b) => b.length - a.length);

/** Words that say what a Chinese company does, not which one it is. Longest first. */
const CN_TRADE_WORDS = [
  '人力资源',
  '电子商务',
  '供应链',
  '计算机',
  '新能源',
  '云计算',
  '科技',
  '技术',
  '信息',
  '网络',
  '数据',
  '软件',
  '智能',
  '电子',
  '互动',
  '教育',
  '文化',
  '传媒',
  '服务',
  '管理',
  '咨询',
  '发展',
  '实业',
  '贸易',
  '控股',
  '餐饮',
  '连锁',
  '会展',
  '生物',
  '医疗',
  '健康',
  '金融',
  '投资',
  '物流',
  '系统',
  '能源',
  '商务',
  '数字',
  '股份',
  '有限',
  '公司',
  '集团',
];

const LATIN_TRADE_WORDS = new Set(['technologies', 'technology', 'group', 'holdings', 'holding', 'international', 'company', 'the']);

const MIN_CORE = 2;

function stripChinese(part: string): string {
  let core = part;
  for (const place of CN_PLACES) {
    if (core.startsWith(place) && core.length - place.length >= MIN_CORE) {
      core = core.slice(place.length).replace(/^市/, '');
      break;
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const word of CN_TRADE_WORDS) {
      if (core.endsWith(word) && core.length - word.length >= MIN_CORE) {
        core = core.slice(0, -word.length);
        changed = true;
      }
    }
  }
  return core;
}

/**
 * The part of a company name that tells the company apart: `companyKey` without a Chinese city or
 * province, a city in brackets ("（杭州）"), trade words ("科技", "信息技术") or English group words.
 * Coarser than `companyKey` on purpose: it only chooses which postings are compared.
 */
export function companyCore(name: string): string {
  const parts = companyKey(name)
    .split(' ')
    .filter((part) => part && !(HAN.test(part) && CN_PLACES.includes(part)));
  const joined = parts.join('');
  const core = HAN.test(joined) ? stripChinese(joined) : parts.filter((part) => !LATIN_TRADE_WORDS.has(part)).join(' ');
  return core || companyKey(name);
}

// - titles --------------------------------------------------------------------------------

const ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  eng: 'engineer',
  engr: 'engineer',
  dev: 'developer',
  mgr: 'manager',
  mgmt: 'management',
  assoc: 'associate',
  ops: 'operations',
  qa: 'quality',
};

/** Words that set a role's level: two titles that differ in one of them are two roles. */
const LEVEL_WORDS = new Set([
  'intern',
  'internship',
  'trainee',
  'graduate',
  'junior',
  'entry',
  'associate',
  'mid',
  'senior',
  'staff',
  'principal',
  'lead',
  'head',
  'director',
  'vp',
  'chief',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  '4',
  '5',
]);
const CN_LEVEL_WORDS = ['实习', '初级', '中级', '高级', '资深', '专家', '首席', '主管', '总监', '助理', '应届', '校招'];

/** Gender marks, work modes and bracketed places are not the role. */
const TITLE_NOISE =
  /\(\s*[mfwhdx]\s*\/\s*[mfwhdx]\s*(?:\/\s*[mfwhdx]\s*)?\)|\b(?:all genders|remote|hybrid|on-?site)\b|远程|全职|急聘|急招/giu;

interface TitleKey {
  words: Set<string>;
  levels: Set<string>;
}

function titleKey(title: string): TitleKey {
  const cleaned = title.normalize('NFKC').toLowerCase().replace(TITLE_NOISE, ' ');
  const words = new Set<string>();
  const levels = new Set<string>();
  let han = '';
  const flushHan = () => {
    // Chinese has no spaces: pairs of characters stand for its words ("开发工程师" -> 开发 发工 工程 程师).
    if (han.length === 1) words.add(han);
    for (let i = 0; i + 1 < han.length; i++) words.add(han.slice(i, i + 2));
    han = '';
  };
  for (const token of tokens(cleaned)) {
    if (HAN.test(token)) {
      han += token;
      continue;
    }
    flushHan();
    const word = ABBREVIATIONS[token] ?? token;
    words.add(word);
    if (LEVEL_WORDS.has(word)) levels.add(word);
  }
  flushHan();
  for (const level of CN_LEVEL_WORDS) if (cleaned.includes(level)) levels.add(level);
  return { words, levels };
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): { jaccard: number; containment: number } {
  if (a.size === 0 || b.size === 0) return { jaccard: 0, containment: 0 };
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const item of small) if (large.has(item)) common++;
  return { jaccard: common / (a.size + b.size - common), containment: common / small.size };
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/** 1 for the same role name, 0 for another; a title that adds a team or product to the other's still counts. */
export function titleSimilarity(a: string, b: string): number {
  const ka = titleKey(a);
  const kb = titleKey(b);
  if (!sameSet(ka.levels, kb.levels)) return 0;
  const { jaccard, containment } = overlap(ka.words, kb.words);
  return containment === 1 && jaccard >= 0.5 ? Math.max(jaccard, 0.8) : jaccard;
}

const TITLE_THRESHOLD = 0.8;

// - places --------------------------------------------------------------------------------

function cityName(city: string): string {
  const name = city.normalize('NFKC').trim().replace(/市$/, '');
  return (CN_CITIES[name] ?? name).toLowerCase();
}

/** Do two postings share a place? Cities when both name one, else countries; a side with neither does not object. */
export function samePlace(a: Pick<Posting, 'locations'>, b: Pick<Posting, 'locations'>): boolean {
  const cities = (p: Pick<Posting, 'locations'>) => new Set(p.locations.flatMap((l) => (l.city ? [cityName(l.city)] : [])));
  const countries = (p: Pick<Posting, 'locations'>) => new Set(p.locations.flatMap((l) => (l.country ? [l.country.toUpperCase()] : [])));
  const [ca, cb] = [cities(a), cities(b)];
  if (ca.size > 0 && cb.size > 0) return overlap(ca, cb).containment > 0;
  const [na, nb] = [countries(a), countries(b)];
  if (na.size > 0 && nb.size > 0) return overlap(na, nb).containment > 0;
  return true;
}

// - descriptions --------------------------------------------------------------------------

const SHINGLE_SIZE = 3;
/** Fewer shingles than this on either side: the texts are too short to say anything. */
const MIN_SHINGLES = 12;

/** Runs of three tokens (words, or Chinese characters) of a text. */
export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const words = tokens(text);
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

/**
 * How much of two descriptions is the same text: the larger of their Jaccard index and of the
 * shorter one's containment in the longer (scaled down a little: containment is the easier test).
 * null when either is too short to compare.
 */
export function descriptionSimilarity(a: string, b: string): number | null {
  const sa = shingles(a);
  const sb = shingles(b);
  if (sa.size < MIN_SHINGLES || sb.size < MIN_SHINGLES) return null;
  const { jaccard, containment } = overlap(sa, sb);
  return Math.max(jaccard, containment * 0.9);
}

const DESCRIPTION_THRESHOLD = 0.5;

// - the verdict ---------------------------------------------------------------------------

type RoleFields = Pick<Posting, 'title' | 'company' | 'locations' | 'description'> & Partial<Pick<Posting, 'url' | 'applyUrl'>>;

/**
 * The site and path of an address, lower-case, without a trailing slash: enough to tell one posting's
 * page from another, whichever of a board's hosts serves it (boards. and job-boards.greenhouse.io).
 */
function pageKey(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    const labels = parsed.hostname.toLowerCase().split('.');
    const site = labels.slice(/^(?:co|com|org|net|ac|gov|edu)$/.test(labels[labels.length - 2] ?? '') ? -3 : -2).join('.');
    return `${site}${parsed.pathname.replace(/\/+$/, '').toLowerCase()}`;
  } catch {
    return undefined;
  }
}

/** A board that links its Apply button to the other posting's own page is reposting it. */
function appliesTo(a: RoleFields, b: RoleFields): boolean {
  const target = pageKey(a.applyUrl);
  return target !== undefined && target === pageKey(b.url);
}

interface DuplicateVerdict {
  duplicate: boolean;
  /** What decided it, for tests and for debugging a link that should not be there. */
  reason: 'company' | 'title' | 'place' | 'description' | 'short texts, same title' | 'same role' | 'apply link';
  title: number;
  description: number | null;
}

export function compareRoles(a: RoleFields, b: RoleFields): DuplicateVerdict {
  const title = titleSimilarity(a.title, b.title);
  const verdict = (duplicate: boolean, reason: DuplicateVerdict['reason'], description: number | null = null): DuplicateVerdict => ({
    duplicate,
    reason,
    title,
    description,
  });
  if (companyCore(a.company.name) !== companyCore(b.company.name)) return verdict(false, 'company');
  if (title >= TITLE_THRESHOLD && (appliesTo(a, b) || appliesTo(b, a))) return verdict(true, 'apply link');
  if (title < TITLE_THRESHOLD) return verdict(false, 'title');
  if (!samePlace(a, b)) return verdict(false, 'place');
  const description = descriptionSimilarity(a.description.text, b.description.text);
  if (description === null) return verdict(title === 1, 'short texts, same title');
  return description >= DESCRIPTION_THRESHOLD ? verdict(true, 'same role', description) : verdict(false, 'description', description);
}

// - links between stored records ----------------------------------------------------------

interface Linked {
  /** The recorded posting with its `duplicates` filled. */
  record: StoredPosting & { duplicates: string[] };
  /** Other records whose `duplicates` gained or lost the recorded posting's id: to be written too. */
  changed: StoredPosting[];
}

/**
 * Links a record to the same roles among `candidates` (the records of its company, and those it was
 * linked to before), both ways; a record that no longer matches loses the link, both ways.
 */
export function linkDuplicates(record: StoredPosting, candidates: readonly StoredPosting[]): Linked {
  const others = new Map<string, StoredPosting>();
  for (const candidate of candidates) if (candidate.id !== record.id) others.set(candidate.id, candidate);
  const found: string[] = [];
  for (const other of others.values()) {
    if (found.length < MAX_DUPLICATES && compareRoles(record.posting, other.posting).duplicate) found.push(other.id);
  }
  const links = new Set(found);
  const changed: StoredPosting[] = [];
  for (const other of others.values()) {
    const list = other.duplicates ?? [];
    const has = list.includes(record.id);
    const wants = links.has(other.id);
    if (has === wants) continue;
    if (wants && list.length >= MAX_DUPLICATES) {
      links.delete(other.id);
      continue;
    }
    changed.push({ ...other, duplicates: wants ? [...list, record.id] : list.filter((id) => id !== record.id) });
  }
  return { record: { ...record, duplicates: found.filter((id) => links.has(id)) }, changed };
}
