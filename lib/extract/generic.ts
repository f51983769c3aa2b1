import type { RawPageFact } from '../posting';
import { headingKind } from './headings';
import { emphasisedLines, hiddenTest, metaContent, textOf } from './dom';
import { organizationName } from './jsonld';
import { collapseSpaces } from './text';
import type { Found, PageInput } from './types';

/**
 * The reader for pages no adapter knows: a title plus the posting's sections found by their
 * headings (English and Chinese). It runs on every page the user lets Jobsight read, so a page
 * without a posting is turned away after one bounded selector query, and every walk is bounded.
 *
 * The rule: a posting needs two kinds of recognised section heading (headingKind of
 * lib/normalize/sections.ts, or "Job description"/"职位详情"), one of them duties or requirements,
 * each kind at most once or twice (more is a list of cards); a title (the main h1, else the nearest
 * heading above the sections, else og:title/<title>) that does not count jobs; a job word in the
 * address or <title>, or an Apply control; and no sign of an article, feed, product or list
 * (og:type, Article/Product JSON-LD, an <article> with byline and date, role=feed, many job links).
 * A JobPosting found by JSON-LD, microdata or an adapter skips the rule: then this reader only fills in.
 */

type GenericResult = { ok: true; found: Found } | { ok: false; reason: string };

interface GenericOptions {
  /** A JobPosting (JSON-LD, microdata, an adapter) already says this is a posting: read, do not judge. */
  structured?: boolean;
  /** The posting's own container when an adapter knows it. */
  scope?: Element | null;
}

type Kind = 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'about';
interface Mark {
  el: Element;
  kind: Kind;
}

const MAX_HEADINGS = 600;
const MAX_LEAVES = 400;
const MAX_FACT_ELEMENTS = 4_000;

/** Never the posting: site chrome, other jobs, the site's own commentary on the job. */
const OUTSIDE = 'nav,footer,aside,[role="navigation"],[class*="similar" i],[class*="recommend" i],[class*="insight" i]';
const OTHER_JOBS = 'nav,footer,[class*="similar" i],[class*="recommend" i]';
const HEADINGS = 'h2,h3,h4,h5,h6,dt,strong,b,th,[role="heading"],[class*="title" i],[class*="heading" i]';
const TEXT_BLOCKS = '[class*="desc" i],[id*="desc" i],[class*="jd" i],[class*="job-detail" i],[class*="job-content" i]';
const TITLES =
  'h1,h2,h3,[class*="job-title" i],[class*="jobtitle" i],[class*="job-name" i],[class*="position-title" i],[class*="position-name" i]';

/** Where the posting ends and the site's own panels begin (the seed site's "AI 洞察"). */
const STOP =
  /^(?:ai\s*洞察|ai insights?|职位点评|优缺点分析|相似职位.*|.*的其他在招职位|猜你喜欢|推荐职位|similar (?:jobs|roles|positions)|more jobs.*|other (?:jobs|openings).*|recommended jobs|jobs you may like|people also viewed)$/i;
const LISTING =
  /^(?:careers?|jobs?|job search|search results?|join us|join our team|work with us|open (?:positions|roles)|current openings|all jobs|招聘|加入我们|社会招聘|校园招聘|职位搜索|搜索结果|热招职位|全部职位)$|^(?:careers?|jobs?) (?:at|@) |\b\d[\d,.]*\+?\s+(?:[\w-]+\s+){0,3}(?:jobs|positions|openings|vacancies|results|roles)\b|\d+\s*个(?:职位|岗位)/i;
const SITE_WORDS = /^(?:jobs?|job details?|vacancies)$|careers?$|jobs$|招聘|职位详情|官网/i;
const JOB_WORDS = /job|career|position|opening|vacanc|recruit|hiring|apply|talent|职位|岗位|招聘|校招|社招|内推|zhaopin/i;
const APPLY =
  /^(?:apply(?: now| here| for this (?:job|role|position))?|submit (?:your )?application|easy apply|申请职位|立即申请|申请|投递简历|立即投递|我要应聘|立即沟通)$/i;

const POSTED =
  /发布于|发布时间|更新于|前发布|\d+\s*(?:分钟|小时|天|周|个月)前|今天发布|昨天发布|\bposted\b|\bpublished\b|\b\d+\+?\s*(?:minutes?|hours?|days?|weeks?|months?)\s+ago\b/i;
const SALARY =
  /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CNY|RMB|AUD|CAD|SGD|HKD|CHF)\b)\s?\d|\d\s*[kK万千]?\s*[-–~至到]\s*\d+(?:\.\d+)?\s*[kK万千]|\d(?:\.\d+)?\s*(?:[kK万千]|元)\s*(?:\/|每)\s*(?:月|年|天|小时|时)|\d\s*薪|^面议$/;
const WORK_MODE = /\b(?:remote|hybrid|on-?site|in[- ]office|in[- ]person)\b|远程|混合|弹性办公|现场办公|坐班|居家办公/i;
/** A header fact that is only the years asked for: "3-5年", "经验3年", "5年以上", "经验不限", "3+ years". */
const EXPERIENCE =
  /^(?:经验\s*)?\d+\s*(?:[-–~至到]\s*\d+\s*)?年(?:及?以上)?(?:经验)?$|^经验不限$|^\d+\+?\s*(?:[-–]\s*\d+\s*)?years?(?: of experience)?$/i;
const EMPLOYMENT =
  /\b(?:full[- ]time|part[- ]time|contract(?:or)?|internship|intern|temporary|permanent|freelance)\b|全职|兼职|实习|外包|合同工|劳务派遣/i;

type Field = 'location' | 'salary' | 'posted' | 'closes' | 'employment' | 'workMode' | 'company' | 'experience';
/** "Location: Berlin", <dt>薪资</dt><dd>...</dd>: a label names its value's field (one group per field). */
const LABEL =
  /^(?:(locations?|job location|office|based in|工作地点|工作城市|地点|城市|办公地点)|(salary(?: range)?|compensation|pay(?: range)?|base pay|薪资|薪酬|薪资范围|月薪|年薪|待遇)|(posted(?: on)?|date posted|published|posting date|发布时间|发布日期|更新时间|发布于)|(closing date|closes|apply by|(?:application )?deadline|截止日期|截止时间)|(employment type|job type|type|contract type|工作性质|职位类型|工作类型|招聘类型)|(workplace(?: type)?|work mode|work arrangement|remote policy|办公方式|工作方式|办公模式)|(company|employer|hiring company|公司|公司名称|招聘公司))$/i;
const LABEL_FIELDS: readonly Field[] = ['location', 'salary', 'posted', 'closes', 'employment', 'workMode', 'company'];
const CLASS =
  /(locat|city|address|job-area)|(salary|compens|\bpay\b|wage)|(company|employer|hiring-?org)|(posted|publish|post-?date|post-?time)/i;
const CLASS_FIELDS: readonly Field[] = ['location', 'salary', 'company', 'posted'];
const fieldOf = (match: RegExpExecArray | null, fields: readonly Field[]) =>
  match ? fields[match.slice(1).findIndex(Boolean)] : undefined;

const clean = (value: string | null | undefined): string => collapseSpaces(value ?? '');

function kindOfText(text: string): Kind | 'stop' | undefined {
  if (text.length < 2 || text.length > 60) return undefined;
  if (STOP.test(text)) return 'stop';
  const kind = headingKind(text);
  // "Job description", "About the role", "职位详情": the posting's own, though not one of its lists.
  return kind === 'other' ? (/job|role|position|职位|岗位/i.test(text) ? 'about' : undefined) : kind;
}

function kindOfHeading(el: Element): Kind | 'stop' | undefined {
  // Section headings are short and plain; a big titled container is not one.
  if (el.childElementCount > 2) return undefined;
  return kindOfText(clean(el.textContent));
}

/** Recognised section headings in document order, up to the first of the site's own panels. */
function collectMarks(root: ParentNode): Mark[] {
  const marks: Mark[] = [];
  const list = root.querySelectorAll(HEADINGS);
  const count = Math.min(list.length, MAX_HEADINGS);
  for (let i = 0; i < count; i++) {
    const el = list[i]!;
    const kind = kindOfHeading(el);
    if (!kind) continue;
    if (kind === 'stop') {
      if (marks.length > 0 && !el.closest(OUTSIDE)) break;
      continue;
    }
    // <h3><strong>Requirements</strong></h3> is one heading, not two.
    if (marks[marks.length - 1]?.el.contains(el) || el.closest(OUTSIDE)) continue;
    marks.push({ el, kind });
  }
  return marks;
}

/** 'ok': two kinds of section, one of them duties or requirements; 'list': the same sections repeat (cards). */
function judgeSections(kinds: readonly Kind[]): 'ok' | 'few' | 'list' {
  const counts = new Map<Kind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const repeated = [...counts].filter(([kind, n]) => kind !== 'about' && n >= 2).map(([, n]) => n);
  if (repeated.some((n) => n >= 3) || repeated.length >= 2) return 'list';
  return counts.size >= 2 && (counts.has('responsibilities') || counts.has('requirements')) ? 'ok' : 'few';
}

function depth(el: Element): number {
  let n = 0;
  for (let at: Element | null = el; at; at = at.parentElement) n++;
  return n;
}

/** The deepest element holding most of the headings: a stray "福利待遇" elsewhere does not widen it. */
function clusterContainer(marks: readonly Mark[]): Element | undefined {
  const need = Math.max(2, Math.ceil(marks.length * 0.6));
  let best: Element | undefined;
  for (const mark of marks) {
    for (let at = mark.el.parentElement; at; at = at.parentElement) {
      if (marks.filter((m) => at.contains(m.el)).length < need) continue;
      if (!best || depth(at) > depth(best)) best = at;
      break;
    }
  }
  return best;
}

/** A description written as plain lines ("岗位职责：<br>1、...<br>任职要求：..."), no heading elements. */
function textSections(root: ParentNode): Element | undefined {
  let found: Element | undefined;
  const blocks = root.querySelectorAll(TEXT_BLOCKS);
  for (let i = 0; i < Math.min(blocks.length, 6); i++) {
    const block = blocks[i]!;
    if ((block.textContent?.length ?? 0) > 30_000 || block.closest(OUTSIDE)) continue;
    const kinds: Kind[] = [];
    for (const line of textOf(block).split('\n')) {
      const prefix = /^([^:：]{2,24})[:：]/.exec(line)?.[1];
      const kind = kindOfText(line.length <= 60 ? line : '') ?? (prefix ? kindOfText(prefix) : undefined);
      if (kind && kind !== 'stop') kinds.push(kind);
    }
    if (judgeSections(kinds) === 'ok' && (!found || found.contains(block))) found = block;
  }
  return found;
}

/** Signals that the page is an article, a product, a profile or a feed, whatever its headings say. */
function pageKindVeto(doc: Document): string | undefined {
  const ogType = metaContent(doc, 'og:type')?.toLowerCase() ?? '';
  if (/^(?:article|blog|product|profile|book|video|music)/.test(ogType)) return `the page's og:type is ${ogType}, not a job`;
  if (doc.querySelector('meta[property="article:published_time"],[role="feed"]')) return 'the page is an article or a feed';
  if (
    doc.querySelector('article time,article [datetime]') &&
    doc.querySelector(
      'article [rel~="author"],article [class*="byline" i],article [itemprop~="author"],article [class*="author" i],article address',
    )
  ) {
    return 'the page is an article with an author (a blog or news post)';
  }
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]')).slice(0, 8)) {
    const type =
      /"@type"\s*:\s*\[?\s*"(?:schema:|https?:\/\/schema\.org\/)?(NewsArticle|BlogPosting|Article|LiveBlogPosting|Product|ProfilePage|SocialMediaPosting|DiscussionForumPosting)"/.exec(
        (script.textContent ?? '').slice(0, 50_000),
      );
    if (type) return `the page describes itself as a ${type[1]} (JSON-LD)`;
  }
  return undefined;
}

function isTitle(el: Element, siteName: string): boolean {
  const text = clean(el.textContent);
  return (
    text.length >= 2 && text.length <= 200 && !kindOfText(text) && !LISTING.test(text) && text.toLowerCase() !== siteName.toLowerCase()
  );
}

/** The main h1, else the nearest heading above the posting's sections (a list+detail page's pane). */
function titleElement(root: ParentNode, siteName: string, container?: Element, firstMark?: Element): Element | undefined {
  const h1s = Array.from(root.querySelectorAll('h1')).slice(0, 5);
  const h1 = h1s.find((el) => isTitle(el, siteName) && !el.closest(OUTSIDE));
  if (h1 || !container) return h1;
  for (let at: Element | null = container, i = 0; at && i < 3; at = at.parentElement, i++) {
    for (const el of Array.from(at.querySelectorAll(TITLES)).slice(0, 40)) {
      if (el.closest(OUTSIDE)) continue;
      if (firstMark && (el === firstMark || el.contains(firstMark) || firstMark.contains(el) || kindOfHeading(el))) break;
      if (isTitle(el, siteName)) return el;
    }
  }
  return undefined;
}

/** og:title and <title> cut at " - Company" and " | Careers", site words dropped: [title, company?, ...]. */
function headTitleParts(doc: Document, siteName: string): string[] {
  return `${metaContent(doc, 'og:title') ?? ''}|${doc.title ?? ''}`
    .split(/\s+[-–—|·]\s+|\s*[|｜_]\s*/)
    .map(clean)
    .filter((part) => part && !SITE_WORDS.test(part) && part.toLowerCase() !== siteName.toLowerCase());
}

function nextAfter(el: Element): Element | null {
  for (let at: Element | null = el; at && at.localName !== 'body'; at = at.parentElement) {
    if (at.nextElementSibling) return at.nextElementSibling;
  }
  return null;
}

/**
 * The header around the title and what follows it up to the posting's first section (meta rows
 * often sit apart from the title): where company, places, pay and dates are written.
 */
function headParts(title: Element, boundary?: Element): Element[] {
  let head = title;
  for (let i = 0; i < 5; i++) {
    const up = head.parentElement;
    if (!up || up.localName === 'body' || (boundary && up.contains(boundary)) || (up.textContent?.length ?? 0) > 1_500) break;
    head = up;
  }
  const parts: Element[] = [];
  // A title that stands right beside the text: the company line may come just before it.
  for (let at = head === title ? title.previousElementSibling : null, i = 0; at && i < 3; at = at.previousElementSibling, i++)
    parts.unshift(at);
  parts.push(head);
  if (!boundary) return parts;
  let at = nextAfter(head);
  for (let n = 0; at && at !== boundary && n < 150; n++) {
    if (at.contains(boundary)) {
      at = at.firstElementChild;
      continue;
    }
    if (!at.closest(OUTSIDE)) parts.push(at);
    at = nextAfter(at);
  }
  return parts;
}

/** Children that carry text: an icon beside the text (<i class="icon"></i>, <svg><title>) does not count. */
function textKids(el: Element): number {
  let count = 0;
  for (const kid of Array.from(el.children)) if (kid.localName !== 'svg' && kid.textContent?.trim()) count++;
  return count;
}

function isLeaf(el: Element): boolean {
  return el.localName !== 'svg' && !el.closest('svg') && (el.childElementCount === 0 || textKids(el) === 0);
}

const INLINE = new Set(['span', 'b', 'strong', 'em', 'i', 'a', 'time', 'small', 'font']);
const ROW_SEPARATOR = /\s[|·•]\s|[|｜]/;

/**
 * "厦门 · 3-5年 · 本科 · <span class=salary>15-22K</span>": a row of facts written as its own text
 * with a fact or two in inline elements. Its leaves alone would lose the facts in its own text.
 */
function isMixedRow(el: Element): boolean {
  if (el.childElementCount === 0 || el.childElementCount > 3) return false;
  if (!Array.from(el.children).every((kid) => INLINE.has(kid.localName) && kid.childElementCount === 0)) return false;
  const own = Array.from(el.childNodes)
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent ?? '')
    .join(' ');
  return (ROW_SEPARATOR.test(own) || separatedByElements(el)) && /\S/.test(own.replace(/[\s|·•｜]/g, ''));
}

/** "Full time<span class="divider">|</span>Experience: 5-10 years": the row's own text, split by separator elements. */
function separatedByElements(el: Element): boolean {
  const kids = Array.from(el.children);
  return (
    kids.some((kid) => /^\s*[|·•｜]\s*$/.test(kid.textContent ?? '')) && kids.every((kid) => /^\s*[|·•｜]?\s*$/.test(kid.textContent ?? ''))
  );
}

function leavesOf(parts: readonly Element[]): Element[] {
  const leaves: Element[] = [];
  for (const part of parts) {
    for (const el of [part, ...Array.from(part.querySelectorAll('*'))]) {
      if (leaves.length >= MAX_LEAVES) return leaves;
      if (isLeaf(el) || isMixedRow(el)) leaves.push(el);
    }
  }
  return leaves;
}

interface HeadFields {
  one: Partial<Record<Field, string>>;
  location: string[];
  workMode: string[];
  employment: string[];
  tags: string[];
}

function readHead(parts: readonly Element[], title: Element, titleText: string): HeadFields {
  const fields: HeadFields = { one: {}, location: [], workMode: [], employment: [], tags: [] };
  const tagsByGroup = new Map<Element, string[]>();
  const put = (field: Field, value: string) => {
    if (!value) return;
    if (field === 'location' || field === 'workMode' || field === 'employment') fields[field].push(value);
    else fields.one[field] ??= value;
  };
  for (const el of leavesOf(parts)) {
    if (title.contains(el)) continue;
    const text = clean(el.textContent);
    if (!text || text.length > 120 || text === titleText) continue;
    // A mixed row is read only as a row of facts; its inline children are leaves of their own.
    if (!isLeaf(el)) {
      const pieces = text.split(/\s+[|·•]\s+|\s*[|｜]\s*/);
      // Separators set as elements are the page's own: two pieces are already a row of facts.
      if (pieces.length >= 3 || (pieces.length === 2 && separatedByElements(el))) {
        for (const piece of pieces) {
          if (piece.length <= 20 && EXPERIENCE.test(piece)) put('experience', piece);
          // "Associate Manager | Full time | Experience: 5-10 years": the row's work words are facts too.
          if (piece.length <= 30 && EMPLOYMENT.test(piece)) put('employment', piece);
          if (piece.length <= 30 && WORK_MODE.test(piece)) put('workMode', piece);
        }
      }
      continue;
    }
    const labelled = /^([^:：]{1,20})[:：]\s*(.*)$/.exec(text);
    const key = labelled ? labelled[1]!.trim() : text;
    const label = fieldOf(LABEL.exec(key), LABEL_FIELDS);
    if (label) {
      let value = labelled?.[2] ?? '';
      if (!value) {
        const parent = clean(el.parentElement?.textContent);
        value =
          clean(el.nextElementSibling?.textContent) ||
          (parent.length <= 120 ? parent.slice(parent.indexOf(key) + key.length).replace(/^[\s:：]+/, '') : '');
      }
      put(label, value);
      continue;
    }
    if (el.localName === 'time' && el.getAttribute('datetime')) {
      put('posted', el.getAttribute('datetime')!);
      continue;
    }
    // <li class="location"><a>Maldon</a></li>: an only child speaks for its parent.
    const classes = `${el.getAttribute('class') ?? ''} ${el.parentElement && textKids(el.parentElement) === 1 ? (el.parentElement.getAttribute('class') ?? '') : ''}`;
    const byClass = fieldOf(CLASS.exec(classes), CLASS_FIELDS);
    if (byClass && text.length <= 80) {
      put(byClass, text);
      continue;
    }
    const inTagGroup = /tag|skill|chip|keyword/i.test(`${el.getAttribute('class') ?? ''} ${el.parentElement?.getAttribute('class') ?? ''}`);
    // "上海 | 1-3年 | 本科 | 12-18K": one row, several facts, the place first.
    const pieces = inTagGroup ? [text] : text.split(/\s+[|·•]\s+|\s*[|｜]\s*/);
    if (
      pieces.length >= 3 &&
      !/\d/.test(pieces[0]!) &&
      pieces[0]!.length <= 20 &&
      pieces.some((piece) => SALARY.test(piece) || /\d\s*年|years?\b|经验/i.test(piece))
    ) {
      put('location', pieces.shift()!);
    }
    for (const piece of pieces) {
      if (piece.length <= 60 && POSTED.test(piece)) put('posted', piece);
      // "$2,500 SIGN-ON BONUS!" under the title is a bonus, not the pay.
      else if (
        piece.length <= 60 &&
        SALARY.test(piece) &&
        !/\b(?:bonus|allowance|stipend|reimburse\w*|deposit|fee|referral)\b|奖金|补贴|押金/i.test(piece)
      )
        put('salary', piece);
      else if (piece.length <= 20 && EXPERIENCE.test(piece)) put('experience', piece);
      else if (piece.length <= 30 && (WORK_MODE.test(piece) || EMPLOYMENT.test(piece))) {
        if (WORK_MODE.test(piece)) put('workMode', piece);
        if (EMPLOYMENT.test(piece)) put('employment', piece);
      } else if (piece.length <= 30 && inTagGroup && el.parentElement) {
        const group = tagsByGroup.get(el.parentElement) ?? [];
        group.push(piece);
        tagsByGroup.set(el.parentElement, group);
      }
    }
  }
  // A lone "tag" is a tagline; chips come in groups.
  for (const group of tagsByGroup.values()) if (group.length >= 2) fields.tags.push(...group);
  return fields;
}

/** The figures a page shows about the job's market: "约 330 个在招 · 其中高性能计算 5 个", "120 applicants". */
export function factsOfLine(line: string): RawPageFact[] {
  const facts: RawPageFact[] = [];
  const parts = line.split(/\s*[·•|｜]\s*/);
  parts.forEach((part, i) => {
    const family = /^其中\s*(.+?)\s*约?\s*\d/.exec(part);
    if (/\d/.test(part) && /在招|open (?:positions|roles|jobs)|jobs? open/i.test(part)) {
      if (i === 0) facts.push({ kind: 'company_open_positions', raw: part });
      else facts.push({ kind: 'market_open_positions', raw: line, scope: parts.slice(0, i).join(' · ') });
    } else if (family) facts.push({ kind: 'company_open_in_family', raw: part, scope: family[1]! });
    else if (/\d[\d,]*\+?\s*(?:applicants?|人(?:已)?(?:申请|投递|应聘))|已有\s*\d+\s*人/i.test(part))
      facts.push({ kind: 'applicants', raw: part });
    else if (/\d[\d,]*\+?\s*(?:views|次浏览|人浏览)|浏览\s*\d/i.test(part)) facts.push({ kind: 'views', raw: part });
    else if (/招\s*\d+\s*人/.test(part)) facts.push({ kind: 'recruits', raw: part });
  });
  return facts;
}

function pageFacts(root: ParentNode, skip?: Element): RawPageFact[] {
  const facts: RawPageFact[] = [];
  const seen = new Set<string>();
  const all = root.querySelectorAll('*');
  for (let i = 0; i < Math.min(all.length, MAX_FACT_ELEMENTS) && facts.length < 20; i++) {
    const el = all[i]!;
    if (el.childElementCount > 0) continue;
    let line = clean(el.textContent);
    if (
      line.length > 100 ||
      !/\d/.test(line) ||
      !/在招|applicant|申请|投递|views|浏览|招\s*\d+\s*人|open (?:positions|roles|jobs)/i.test(line)
    )
      continue;
    if (skip?.contains(el) || el.closest(OTHER_JOBS)) continue;
    // "<span>上海</span> · <span>29 个在招</span>": the scope lives in the parent's line.
    const parent = clean(el.parentElement?.textContent);
    if (parent.length <= 100 && /[·•]/.test(parent) && !/[·•]/.test(line)) line = parent;
    if (seen.has(line)) continue;
    seen.add(line);
    facts.push(...factsOfLine(line));
  }
  return facts;
}

function applyLink(doc: Document, base: URL): { found: boolean; url?: string } {
  const controls = doc.querySelectorAll('a,button,[role="button"]');
  for (let i = 0; i < Math.min(controls.length, 400); i++) {
    const el = controls[i]!;
    if (!APPLY.test(clean(el.textContent))) continue;
    const href = el.getAttribute('href');
    try {
      const url = href && !href.startsWith('#') ? new URL(href, base) : undefined;
      return { found: true, ...(url && /^https?:$/.test(url.protocol) ? { url: url.href } : {}) };
    } catch {
      return { found: true };
    }
  }
  return { found: false };
}

function countJobLinks(container: Element): number {
  const links = container.querySelectorAll('a[href]');
  let count = 0;
  for (let i = 0; i < Math.min(links.length, 300); i++)
    if (/job|position|career|opening|职位|岗位/i.test(links[i]!.getAttribute('href') ?? '')) count++;
  return count;
}

/** The posting's text: the container's lines after the header, up to the site's own panels. */
function descriptionOf(doc: Document, container: Element, title: Element | undefined, firstMark: Element | undefined): string {
  let nodes: Element[] = [container];
  if (title && container.contains(title)) {
    const kids = Array.from(container.children);
    const at = kids.findIndex((kid) => kid.contains(title));
    if (at >= 0 && !(firstMark && kids[at]!.contains(firstMark))) {
      nodes = kids.slice(at + 1);
      // Short meta rows between the title and the text (place, type, date) are not the description.
      while (
        nodes.length > 1 &&
        !(firstMark && nodes[0]!.contains(firstMark)) &&
        nodes[0]!.localName !== 'p' &&
        !nodes[0]!.querySelector('p,ul,ol') &&
        clean(nodes[0]!.textContent).length <= 200
      )
        nodes.shift();
    }
  }
  const options = { exclude: `${OUTSIDE},form,button,select`, isHidden: hiddenTest(doc) };
  // An "Apply now" link inside the text is a control, not a line of the posting.
  const lines = nodes
    .map((node) => textOf(node, options))
    .join('\n')
    .split('\n')
    .filter((line) => !APPLY.test(line));
  const stop = lines.findIndex((line) => STOP.test(line));
  return (stop >= 0 ? lines.slice(0, stop) : lines).join('\n');
}

/** A section of the posting's own for the place: a heading "Locations" (工作地点) over a line or two of places. */
const PLACE_HEADING = /^(?:locations?|job locations?|work locations?|office locations?|工作地点|工作城市|办公地点)$/i;

function placesUnderHeading(container: Element | undefined): string[] {
  // The posting's block and the blocks beside it (accordions of one job page), not the rest of the page.
  const scope = container?.parentElement ?? container;
  for (const heading of Array.from(scope?.querySelectorAll('h2, h3, h4, h5, [role="heading"]') ?? []).slice(0, 200)) {
    if (!PLACE_HEADING.test(clean(heading.textContent))) continue;
    // The place follows the heading: its next sibling with text, or the block after the heading's own parent
    // (an accordion's toggle button holds the heading and an icon, its panel comes next).
    let next = heading.nextElementSibling;
    while (next && !clean(next.textContent)) next = next.nextElementSibling;
    next ??= heading.parentElement?.nextElementSibling ?? null;
    const places = textOf(next).split('\n').map(clean).filter(Boolean);
    if (places.length > 0 && places.length <= 5 && places.every((place) => place.length <= 80)) return places;
  }
  return [];
}

export function readGeneric(page: PageInput, options: GenericOptions = {}): GenericResult {
  const { doc, url } = page;
  const structured = options.structured ?? false;
  const root = options.scope ?? doc.body;
  if (!root) return { ok: false, reason: 'an empty page' };
  // Cheapest test first: most pages have no posting headings at all and stop here.
  const marks = collectMarks(root);
  const verdict = judgeSections(marks.map((m) => m.kind));
  if (verdict === 'list' && !structured)
    return { ok: false, reason: 'the same posting sections repeat: a list of jobs with none selected' };
  const speaksOfJob = JOB_WORDS.test(`${url.hostname}${url.pathname} ${doc.title ?? ''}`);
  let container: Element | undefined;
  let firstMark: Element | undefined;
  if (verdict === 'ok') {
    container = clusterContainer(marks);
    // Sections written as one <dl> or list: the posting is the block around it, intro included.
    if (container && /^(?:dl|ul|ol|table|tbody)$/.test(container.localName) && container.parentElement) container = container.parentElement;
    firstMark = marks.find((m) => container?.contains(m.el))?.el;
  } else if (structured || speaksOfJob) {
    container = textSections(root);
  }
  if (!container && !structured)
    return { ok: false, reason: 'fewer than two posting sections (responsibilities, requirements, ...) on the page' };
  if (!structured) {
    const veto =
      pageKindVeto(doc) ?? (container && countJobLinks(container) >= 6 ? 'the page lists jobs rather than describing one' : undefined);
    if (veto) return { ok: false, reason: veto };
  }

  const siteName = metaContent(doc, 'og:site_name') ?? '';
  const titleEl = titleElement(root, siteName, container, firstMark);
  const titleParts = headTitleParts(doc, siteName);
  // With a JobPosting present, <title> is no authority: a posting without a title stays without one.
  const title = titleEl ? clean(titleEl.textContent) : structured ? undefined : titleParts[0];
  // An h1 that counts jobs ("128 jobs in Berlin") heads a list; <title> does not overrule it.
  const listHeading =
    !titleEl &&
    Array.from(root.querySelectorAll('h1'))
      .slice(0, 5)
      .some((h1) => LISTING.test(clean(h1.textContent)));
  if (!structured && (!title || listHeading || LISTING.test(title))) return { ok: false, reason: 'no posting title on the page' };
  const apply = applyLink(doc, url);
  if (!structured && !speaksOfJob && !apply.found) return { ok: false, reason: 'nothing on the page speaks of a job or an application' };

  const head = titleEl && title ? readHead(headParts(titleEl, firstMark ?? container), titleEl, title) : undefined;
  const company =
    head?.one.company?.replace(/^(?:at|@)\s+/i, '') ||
    siteName.replace(/\s*(?:careers?|jobs|人才招聘|招聘|官网)$/i, '').trim() ||
    organizationName(doc) ||
    // "Job Application for Staff Engineer at Harborline Analytics"
    (title
      ? titleParts
          .map((part) => part.includes(title) && /\s(?:at|@)\s+(.+)$/.exec(part.slice(part.indexOf(title) + title.length))?.[1])
          .find(Boolean)
      : undefined) ||
    (structured ? undefined : titleParts.find((part) => part !== title));
  return {
    ok: true,
    found: {
      title,
      company,
      // The header's years ("3-5年") say more than a requirement line's "3年以上".
      experienceText: head?.one.experience,
      locations: (head?.location.length ? head.location : placesUnderHeading(container))
        .flatMap((value) => value.split(/\s*[;；|、]\s*|\s+or\s+/))
        .filter(Boolean)
        .map((raw) => ({ raw })),
      workModeHints: head?.workMode,
      employmentTypeHints: head?.employment,
      salaryText: head?.one.salary,
      postedText: head?.one.posted,
      validThroughText: head?.one.closes,
      tags: head?.tags,
      description: container ? descriptionOf(doc, container, titleEl, firstMark) : undefined,
      // Bold lines and headings of the text, so that sections in words no list knows still split.
      ...(container ? { sectionHints: { headings: emphasisedLines(container) } } : {}),
      applyUrl: apply.url,
      pageFacts: pageFacts(root, container),
    },
  };
}
