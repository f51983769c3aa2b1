/** Text helpers shared by every reader: whitespace, entities and HTML strings turned into lines. */

// The named entities job pages use; any other character comes as a numeric reference (&#233;).
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  times: '×',
  deg: '°',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  oacute: 'ó',
  ocirc: 'ô',
  ouml: 'ö',
  uacute: 'ú',
  uuml: 'ü',
  ntilde: 'ñ',
  ccedil: 'ç',
  szlig: 'ß',
  newline: '\n',
};

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/** Decodes HTML entities; twice when the first pass reveals more (double-encoded feeds). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const once = decodeOnce(text);
  return once !== text && ENTITY.test(once) ? decodeOnce(once) : once;
}

export function collapseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u200b\u3000]+/g, ' ').trim();
}

/** Lines of a text, each trimmed and collapsed, empty ones dropped. */
export function toLines(text: string): string[] {
  return text
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map(collapseSpaces)
    .filter((line) => line.length > 0);
}

/**
 * "<li><p>text</p></li>" (Workday, Ashby and most rich-text editors) leaves the list bullet on a
 * line of its own: it belongs to the line after it. A bullet before a nested list's own bullet goes.
 */
export function joinLoneBullets(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line !== '•') {
      joined.push(line);
      continue;
    }
    const next = lines[i + 1];
    if (next !== undefined && !next.startsWith('•')) {
      joined.push(`• ${next}`);
      i++;
    }
  }
  return joined;
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'summary',
  'details',
]);
const DROPPED_CONTENT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'head',
  'title',
  'select',
  'textarea',
]);

export function isBlockTag(tag: string): boolean {
  return BLOCK_TAGS.has(tag);
}
export function isDroppedContentTag(tag: string): boolean {
  return DROPPED_CONTENT_TAGS.has(tag);
}

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)[^>]*?>|<!--[\s\S]*?(?:-->|$)|<![^>]*>/g;

/**
 * An HTML string (a JSON-LD description, an app-state field) as lines of text, without a DOM:
 * DOMParser is a Trusted Types sink on pages such as LinkedIn, and the CLI must read the same way.
 * Entity-encoded HTML ("&lt;p&gt;...") is decoded first.
 */
export function htmlToText(html: string): string {
  let source = html;
  if (!/<[a-zA-Z/!]/.test(source) && /&lt;\s*\/?\s*[a-zA-Z]/.test(source)) source = decodeEntities(source);
  const out: string[] = [];
  let dropDepth = 0;
  let dropTag = '';
  let last = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(source); match; match = TAG.exec(source)) {
    if (dropDepth === 0) out.push(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (!tag) continue;
    if (dropDepth > 0) {
      if (tag === dropTag) dropDepth += closing ? -1 : 1;
      continue;
    }
    if (DROPPED_CONTENT_TAGS.has(tag) && !closing && !match[0].endsWith('/>')) {
      dropDepth = 1;
      dropTag = tag;
      continue;
    }
    if (tag === 'li' && !closing) out.push('\n• ');
    else if (BLOCK_TAGS.has(tag)) out.push('\n');
    else if (tag === 'img' || tag === 'wbr') out.push(' ');
  }
  if (dropDepth === 0) out.push(source.slice(last));
  return joinLoneBullets(toLines(decodeEntities(out.join('')))).join('\n');
}

/** Full-width digits, letters and punctuation as their ASCII forms (Chinese pages mix both). */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}
