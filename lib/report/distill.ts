import { SKILLS, type Alias } from '../normalize/skills-data';
import { AU_STATES, CA_PROVINCES, CN_CITIES, COUNTRIES, US_STATES, WORLD_CITIES } from '../normalize/places';
import { cleanPageUrl, sanitizeDocument, wholeDocument } from './sanitize';
import { KEPT_CHINESE, KEPT_ENGLISH, KEPT_OTHER, KEPT_SITE_LANGUAGES } from './distill-vocabulary';

/**
 * A real saved page turned into a fixture that can be committed (docs/data-contracts.md, "Fixtures": a
 * *real capture*). The page is first cleaned as a bad-read report is
 * (sanitize.ts: no code, no visitor data, no emails or phones, links without tracking parameters); then
 * every human-readable text is replaced by invented text of the same kind and length, while the
 * structure stays exactly as it was: tags, classes, ids, data attributes, the keys and shapes of
 * embedded JSON, numbers and dates.
 *
 * What readers key on is kept: section headings, employment and work-mode words, units of pay and
 * time, skill names, place names (distill-vocabulary.ts and the normalizers' own tables). Every other
 * word becomes a pseudo-word of the same length and letter case, chosen by a hash of the word, so that
 * a company's name reads the same in the title, the JSON-LD and the page's address. Chinese text keeps
 * its known terms and replaces the rest character for character.
 */

const LATIN_WORD = /[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’][A-Za-z]+)?/g;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const URL_IN_TEXT = /(?:https?:)?\/\/[^\s"'<>\\]+/g;

/** Characters invented Chinese text is drawn from: common ones that form no name on their own. */
const CJK_POOL =
  '安宝北昌成达东方丰福复光广海和恒华佳嘉金锦晶景俊康乐力立林龙隆茂美明南鹏平启荣瑞润森盛顺泰天通同万伟文祥新信星兴旭扬业怡益英永优宇元远悦云泽兆振正志智中众洲卓博创德鼎飞峰';

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfghjklmnprstvz';

function hash(text: string, salt = 0): number {
  // FNV-1a: stable across runs and machines, which keeps a re-distilled page byte-identical.
  let value = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value >>> 0;
}

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

function latinWordsOf(text: string): string[] {
  return text.toLowerCase().match(LATIN_WORD) ?? [];
}

const aliasText = (alias: Alias) => (typeof alias === 'string' ? alias : alias.text);

function buildKeptLatin(): Set<string> {
  const kept = new Set([...words(KEPT_ENGLISH), ...words(KEPT_OTHER), ...words(KEPT_SITE_LANGUAGES)].flatMap(latinWordsOf));
  const names: string[] = [
    ...Object.values(COUNTRIES).flat(),
    ...Object.keys(US_STATES),
    ...Object.values(US_STATES),
    ...Object.keys(CA_PROVINCES),
    ...Object.values(CA_PROVINCES),
    ...Object.keys(AU_STATES),
    ...Object.values(AU_STATES),
    ...Object.keys(WORLD_CITIES),
    ...Object.values(CN_CITIES),
  ];
  for (const skill of SKILLS) {
    names.push(skill.name);
    for (const alias of skill.aliases ?? []) names.push(aliasText(alias));
  }
  for (const name of names) for (const word of latinWordsOf(name)) kept.add(word);
  return kept;
}

function buildKeptChinese(): string[] {
  const terms = new Set(words(KEPT_CHINESE));
  for (const city of Object.keys(CN_CITIES)) terms.add(city);
  for (const names of Object.values(COUNTRIES)) for (const name of names) if (/[\u3400-\u9fff]/.test(name)) terms.add(name);
  for (const skill of SKILLS) for (const alias of (skill.zh ?? []).map(aliasText)) if (/^[\u3400-\u9fff]+$/.test(alias)) terms.add(alias);
  return [...terms].sort((a, b) => b.length - a.length);
}

class Distiller {
  private readonly keptLatin = buildKeptLatin();
  private readonly keptChinese = buildKeptChinese();
  private readonly invented = new Map<string, string>();
  /** Lower-case words that the page's text had replaced: a path segment equal to one of them is a name. */
  private readonly replaced = new Set<string>();
  /** `replaced` as the first pass left it: what later passes rewrite in links and data attributes. */
  private names: ReadonlySet<string> = new Set();

  /** An invented word of the same length and letter case; the same word always gets the same one. */
  word(original: string): string {
    // "You’ll" is "you'll": pages write either apostrophe.
    const lower = original.toLowerCase().replace(/’/g, "'");
    if (lower.length <= 2 || this.keptLatin.has(lower) || this.keptLatin.has(lower.replace(/['’]s$/, ''))) return original;
    this.replaced.add(lower);
    let plain = this.invented.get(lower);
    for (let salt = 0; plain === undefined || this.keptLatin.has(plain); salt++) {
      plain = pseudoWord(lower.length, hash(lower, salt), VOWELS.includes(lower[0]!));
    }
    this.invented.set(lower, plain);
    let out = '';
    for (let i = 0; i < original.length; i++) {
      const char = original[i]!;
      const made = plain[i] ?? 'a';
      out += /['’]/.test(char) ? char : char !== char.toLowerCase() ? made.toUpperCase() : made;
    }
    return out;
  }

  private chinese(run: string): string {
    let out = '';
    let pending = '';
    const flush = () => {
      const seed = hash(pending);
      for (let i = 0; i < pending.length; i++) out += CJK_POOL[(seed + i * 7919) % CJK_POOL.length]!;
      pending = '';
    };
    for (let i = 0; i < run.length;) {
      const term = this.keptChinese.find((candidate) => run.startsWith(candidate, i));
      if (term) {
        flush();
        out += term;
        i += term.length;
      } else {
        pending += run[i];
        i += 1;
      }
    }
    flush();
    return out;
  }

  /** Human text with its words invented; numbers, punctuation, kept words and links' ids stay. */
  text(text: string): string {
    const parts = text.split(URL_IN_TEXT);
    const links = text.match(URL_IN_TEXT) ?? [];
    return parts
      .map((part, i) => {
        const plain = part.replace(LATIN_WORD, (word) => this.word(word)).replace(CJK_RUN, (run) => this.chinese(run));
        return i < links.length ? plain + this.url(links[i]!) : plain;
      })
      .join('');
  }

  /** Words seen in text before links are rewritten, so a company's slug in a path is recognised as its name. */
  notice(text: string): void {
    // Addresses written in the text are not names: their words (www, htm, careers) would be rewritten in every link.
    for (const word of text.replace(URL_IN_TEXT, ' ').match(LATIN_WORD) ?? []) this.word(word);
  }

  /** Ends the first pass: from now on links and data attributes change only the names it found. */
  freezeNames(): void {
    this.names = new Set(this.replaced);
  }

  /** A value that mixes structure and text (a data attribute): only the text's names change, Chinese text always. */
  namesOnly(text: string): string {
    return text
      .replace(LATIN_WORD, (word) => (this.names.has(word.toLowerCase()) ? this.word(word) : word))
      .replace(CJK_RUN, (run) => this.chinese(run));
  }

  /**
   * A link keeps its scheme, host, ids and query; only path words that the text replaced (a
   * company's or a job's name in a slug) are rewritten the same way. Structural words (view, jobs,
   * job-detail) stay, since the page never shows them as text.
   */
  url(link: string): string {
    const match = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*)?([^?#]*)(.*)$/i.exec(link);
    if (!match) return link;
    const [, origin = '', path = '', rest = ''] = match;
    const newPath = path.replace(/[^/\-_.~%]+/g, (segment, at: number) => {
      // Ids and file endings (.htm, .html, .php) are structure.
      if (/\d/.test(segment) || path[at - 1] === '.') return segment;
      const lower = segment.toLowerCase();
      return this.names.has(lower) ? this.word(segment) : segment;
    });
    return `${origin}${newPath}${rest}`;
  }

  /** A string inside embedded JSON: text is invented, identifiers, enums and links keep their shape. */
  jsonString(key: string, value: string): string {
    if (isAddress(value)) return this.url(value);
    // Entities in a plain string ("R&amp;D", "Finance &amp; Accounting") are markup too: their names are no words.
    if (/<[a-z/!][^>]*>/i.test(value) || /&[#a-z0-9]+;/i.test(value)) return this.markup(value);
    const identifierKey =
      /(?:^|[_-])(?:id|ids|type|urn|code|status|state|unit|currency|locale|lang|language|format|mime|version|kind|key|enum|slug|hash)$|(?:Id|Ids|Type|Urn|Code|Status|Key|Enum)$|^\$|^@/.test(
        key,
      );
    if (/[\s\u3400-\u9fff]/.test(value)) return this.text(value);
    // A slug is a name written as an address segment ("heidi-health"): its names change as the links' do.
    if (/slug/i.test(key)) return this.url(value);
    if (identifierKey || /[_:.$#@]/.test(value) || /^[a-z]+[A-Z]/.test(value) || /^[A-Z0-9_]+$/.test(value)) return value;
    return this.text(value);
  }

  /** HTML held in a string (a JSON-LD description): tags and entities stay, the text between them is invented. */
  markup(html: string): string {
    return html
      .split(/(<[^>]*>|&[#a-z0-9]+;)/gi)
      .map((part) => (part.startsWith('<') || /^&[#a-z0-9]+;$/i.test(part) ? this.markupTag(part) : this.text(part)))
      .join('');
  }

  private markupTag(tag: string): string {
    return tag.replace(
      /\b(href|src)=(["'])([^"']*)\2/gi,
      (_all, name: string, quote: string, link: string) => `${name}=${quote}${this.url(link)}${quote}`,
    );
  }

  json(value: unknown, key = ''): unknown {
    if (typeof value === 'string') return this.jsonString(key, value);
    if (Array.isArray(value)) return value.map((item) => this.json(item, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.json(item, name)]));
    return value;
  }

  /**
   * The strings of a JSON value that are text a person reads, for `notice`: prose, or a name under a
   * key that says so. A bare token elsewhere ("seo-authwall-base", a LinkedIn tracking prefix kept in a
   * <code> comment) is the page's machinery; had it counted, /authwall in every link would be renamed.
   */
  noticeJson(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (isAddress(value)) return;
      if (/[\s\u3400-\u9fff]/.test(value) || NAME_KEY.test(key)) this.notice(value.replace(/<[^>]*>/g, ' '));
    } else if (Array.isArray(value)) for (const item of value) this.noticeJson(item, key);
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) this.noticeJson(item, name);
  }
}

/** Keys whose one-word value is still a name a person reads ("companyName": "Stripe"). */
const NAME_KEY = /name|title|company|organi[sz]ation|employer|author|brand|label|caption|text$/i;

/** A link or a bare path ("/authwall" in og:url): structure, whose words are no one's name. */
function isAddress(value: string): boolean {
  return /^(?:https?:)?\/\/\S+$/i.test(value.trim()) || /^\/[^\s]*$/.test(value.trim());
}

function pseudoWord(length: number, seed: number, vowelFirst: boolean): string {
  let state = seed || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  let out = '';
  for (let i = 0; i < length; i++) {
    const vowel = (i % 2 === 0) === vowelFirst;
    const letters = vowel ? VOWELS : CONSONANTS;
    out += letters[next() % letters.length];
  }
  return out;
}

/** Attributes that hold words a person reads. */
const TEXT_ATTRIBUTES = [
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'placeholder',
  'label',
  'summary',
  'value',
];
/** Meta tags whose content is the page's text (description, Open Graph, Twitter cards, keywords). */
const TEXT_META = /description|title|og:|twitter:|keywords|author|site_name/i;
const ASSIGNMENT = /^(\s*[^=]+=\s*)([\s\S]*?);?\s*$/;

type Visit = (text: string) => void;

function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[{["]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** The JSON a data script kept by the sanitizer holds: its whole text, or the object of `x = {...};`. */
function scriptData(text: string): { prefix: string; data: unknown } | undefined {
  const whole = parseJsonText(text);
  if (whole !== undefined) return { prefix: '', data: whole };
  const assignment = ASSIGNMENT.exec(text);
  const data = assignment ? parseJsonText(assignment[2]!) : undefined;
  return data === undefined ? undefined : { prefix: assignment![1]!, data };
}

/**
 * JSON that does not parse (JSON-LD with raw newlines inside its strings, as some boards write it):
 * each `"key": "value"` pair's value is distilled in place, so its keys and its quirks stay as they were.
 */
function looseJson(text: string, distiller: Distiller): string {
  return text.replace(/"((?:[^"\\]|\\[\s\S])*)"(\s*:\s*)"((?:[^"\\]|\\[\s\S])*)"/g, (_all, key: string, colon: string, value: string) => {
    // Escapes (\n, \u003c) stay as written; only the text between them is distilled.
    const distilled = value
      .split(/(\\(?:u[0-9a-fA-F]{4}|[\s\S]))/)
      .map((part) => (part.startsWith('\\') ? part : distiller.jsonString(key, part)))
      .join('');
    return `"${key}"${colon}"${distilled}"`;
  });
}

function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TEXT_NODE = 3;
const COMMENT_NODE = 8;

function walkText(root: Node, onText: (node: Node, parent: string) => void): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE || child.nodeType === COMMENT_NODE) onText(child, node.nodeName.toLowerCase());
      else stack.push(child);
    }
  }
}

function forEachTextValue(doc: Document, visit: Visit, visitJson: (value: unknown) => void): void {
  walkText(doc.documentElement, (node, parent) => {
    if (parent === 'style') return;
    const text = node.nodeValue ?? '';
    if (parent === 'script') {
      const data = scriptData(text);
      if (data) visitJson(data.data);
      return;
    }
    const json = parseJsonText(text);
    if (json !== undefined) visitJson(json);
    else visit(text);
  });
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) visit(value);
    }
  }
}

interface DistillOptions {
  /** The page's real address: links are resolved against it and it is distilled alike. */
  url: string;
}

export interface DistilledPage {
  html: string;
  url: string;
}

/** The page as a real capture to commit: cleaned, its text invented, its structure kept. */
export function distillHtml(html: string, options: DistillOptions, parse: (html: string) => Document): DistilledPage {
  const cleaned = sanitizeDocument(parse(wholeDocument(html)), { url: options.url });
  const doc = parse(cleaned);
  const distiller = new Distiller();
  // First pass: learn which words are names, so that links can be rewritten to match the text.
  forEachTextValue(
    doc,
    (text) => distiller.notice(text),
    (value) => distiller.noticeJson(value),
  );
  for (const meta of Array.from(doc.querySelectorAll('meta[content]'))) {
    const key = `${meta.getAttribute('name') ?? ''} ${meta.getAttribute('property') ?? ''}`;
    const content = meta.getAttribute('content') ?? '';
    if (TEXT_META.test(key) && !isAddress(content)) distiller.notice(content);
  }
  distiller.freezeNames();

  walkText(doc.documentElement, (node, parent) => {
    if (parent === 'style') return;
    const text = node.nodeValue ?? '';
    if (parent === 'script') {
      const data = scriptData(text);
      node.nodeValue = data
        ? `${data.prefix}${scriptJson(distiller.json(data.data))}${data.prefix ? ';' : ''}`
        : looseJson(text, distiller);
      return;
    }
    const json = parseJsonText(text);
    node.nodeValue = json !== undefined ? JSON.stringify(distiller.json(json)) : distiller.text(text);
  });
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      let next = value;
      if (TEXT_ATTRIBUTES.includes(name)) next = distiller.text(value);
      else if (name === 'href' || name === 'src' || name === 'action' || name === 'data-href' || name === 'data-url')
        next = distiller.url(value);
      else if (name === 'content' && element.nodeName.toLowerCase() === 'meta') {
        const key = `${element.getAttribute('name') ?? ''} ${element.getAttribute('property') ?? ''}`;
        if (TEXT_META.test(key)) next = isAddress(value) ? distiller.url(value) : distiller.text(value);
      } else if (name.startsWith('data-') && /[\s\u3400-\u9fff]/.test(value)) {
        const json = parseJsonText(value);
        next = json !== undefined ? JSON.stringify(distiller.json(json)) : distiller.namesOnly(value);
      }
      if (next !== value) element.setAttribute(attribute.name, next);
    }
  }
  // The fixture is kept as UTF-8 whatever the page was saved in.
  for (const meta of Array.from(doc.querySelectorAll('meta[charset]'))) meta.setAttribute('charset', 'utf-8');
  for (const meta of Array.from(doc.querySelectorAll('meta[http-equiv]'))) {
    if (/content-type/i.test(meta.getAttribute('http-equiv') ?? '')) meta.setAttribute('content', 'text/html; charset=utf-8');
  }
  return { html: `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`, url: distiller.url(cleanPageUrl(options.url)) };
}
