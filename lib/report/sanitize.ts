/**
 * Cleans a saved page before it is kept as a bad-read report, so that what the user exports (and may
 * share as a test fixture) holds the posting and the page's structure, not the user: no scripts and
 * no inline handlers, no form values, no forms that are not the posting, no frames, comments, tracking
 * pixels or tracking data attributes, no emails or phone numbers, and links without their query
 * parameters (only those that name a job are kept).
 *
 * It works on a parsed, inert Document (DOMParser in the extension page that calls it, linkedom in Node)
 * and returns the page as text. Kept on purpose: the posting's text, class names, ids and the data
 * attributes adapters read, inline styles and <style> rules (the hidden-text test reads them), and
 * schema.org JSON-LD (public posting data), scrubbed like the text.
 */

import { objectLiteralAt } from '../extract/embedded';

/** Elements dropped with everything inside them. */
const DROPPED = [
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'portal',
  'jobsight-sidebar',
  'audio',
  'video',
  'canvas',
];

/** Query parameters of a link that say which job or page it is; every other parameter is removed. */
const KEPT_PARAMS = new Set([
  'jk',
  'vjk',
  'jl',
  'jobid',
  'job_id',
  'jid',
  'ojob',
  'lk',
  'gh_jid',
  'currentjobid',
  'id',
  'pid',
  'positionid',
  'for',
  'token',
  'lang',
  'hl',
  'locale',
]);

/** Parameters that carry where a redirect link leads. */
const REDIRECT_PARAMS = new Set(['url', 'u', 'dest', 'destination', 'redirect', 'redirect_url', 'target', 'to']);

/** Attributes that hold a link. */
const LINK_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'cite',
  'background',
  'longdesc',
  'manifest',
  'xlink:href',
];

/** Data attributes that track the visitor rather than describe the page. */
const TRACKING_DATA =
  /track|analytic|gtm|beacon|impression|telemetry|tealium|segment|mixpanel|amplitude|hotjar|heap|optimizely|datadog|adobe|omniture|pixel|utm|click-?id|session|visitor|viewer|member|user|uid|guid|csrf|xsrf|token|fingerprint|experiment|ab-?test|\bga\b|^data-ga|^data-ev|^data-li-/i;

/** Hosts that serve tracking pixels and beacons. */
const TRACKER_HOSTS =
  /(?:^|\.)(?:google-analytics\.com|googletagmanager\.com|doubleclick\.net|facebook\.com|facebook\.net|bat\.bing\.com|px\.ads\.linkedin\.com|snap\.licdn\.com|analytics\.twitter\.com|t\.co|hm\.baidu\.com|cnzz\.com|umeng\.com|sensorsdata\.cn|scorecardresearch\.com|quantserve\.com|hotjar\.com|segment\.io|mixpanel\.com|amplitude\.com|clarity\.ms|adnxs\.com|criteo\.com|taboola\.com|outbrain\.com)$/i;

/** Meta tags that carry the session or the user. */
const PRIVATE_META = /csrf|xsrf|token|nonce|session|user|member|viewer|account|email|phone|client-?id|visitor/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const PHONES = [
  /\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,4}){1,5}/g, // +86 10 6552 1234, +1 (415) 555-0100
  /\(\d{3}\)\s?\d{3}[\s.-]\d{4}/g, // (415) 555-0100
  /(?<![\d.-])\d{3}[.-]\d{3}[.-]\d{4}(?![\d.-])/g, // 415-555-0100
  /(?<!\d)1[3-9]\d{9}(?!\d)/g, // 13812345678
  /(?<![\d-])0\d{2,3}-\d{7,8}(?![\d-])/g, // 010-65521234
  /(?<![\d\s])0\d{2,4}\s\d{3,4}\s?\d{3,4}(?!\d)/g, // 020 7946 0958
  /(?<!\d)\b0\d{3}\s\d{3}\s\d{3}(?!\d)/g, // 0412 345 678
];
const MIN_PHONE_DIGITS = 7;

const EMAIL_PLACEHOLDER = '[email]';
const PHONE_PLACEHOLDER = '[phone]';

/** Text with its email addresses and phone numbers replaced by placeholders. */
export function scrubText(text: string): string {
  let out = text.replace(EMAIL, EMAIL_PLACEHOLDER);
  for (const pattern of PHONES) {
    out = out.replace(pattern, (match) => (match.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? PHONE_PLACEHOLDER : match));
  }
  return out;
}

/**
 * A link without what it says about the visit: query parameters that do not name a job are removed,
 * and so is the fragment; mail and phone links lose their address; script links are dropped (undefined).
 */
export function cleanLink(value: string, base: string): string | undefined {
  const trimmed = value.trim();
  if (/^(?:javascript|vbscript|data):/i.test(trimmed)) return undefined;
  if (/^mailto:/i.test(trimmed)) return 'mailto:';
  if (/^tel:/i.test(trimmed)) return 'tel:';
  if (trimmed === '' || trimmed.startsWith('#')) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return trimmed.replace(/[?#].*$/, '');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return trimmed.replace(/[?#].*$/, '');
  const given = [...url.searchParams.entries()];
  const kept = given.flatMap(([name, param]): [string, string][] => {
    // A redirect link's destination is the posting's own apply page: kept, and cleaned the same way.
    if (REDIRECT_PARAMS.has(name.toLowerCase()) && /^https?:\/\//i.test(param)) return [[name, cleanLink(param, param) ?? '']];
    return keepParam(name, param) ? [[name, param]] : [];
  });
  // Nothing to remove: the link stays as written ("https://example.com" does not become ".../").
  const untouched =
    kept.length === given.length &&
    kept.every(([name, param], i) => given[i]![0] === name && given[i]![1] === param) &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (untouched) return trimmed;
  url.search = '';
  for (const [name, param] of kept) url.searchParams.append(name, param);
  url.hash = '';
  url.username = '';
  url.password = '';
  // A relative link stays relative: the fixture is read at the page's own address.
  if (!/^[a-z][a-z\d+.-]*:|^\/\//i.test(trimmed)) return `${url.pathname}${url.search}`;
  return url.href;
}

function keepParam(name: string, value: string): boolean {
  const key = name.toLowerCase();
  if (!KEPT_PARAMS.has(key) || value.length > 64 || value.includes('@')) return false;
  // A Greenhouse embed's "token" is the job id; any other token is a secret.
  return key !== 'token' || /^\d+$/.test(value);
}

/** The page's own address as a report keeps it: the same rule as its links. */
export function cleanPageUrl(url: string): string {
  return cleanLink(url, url) ?? url;
}

/** Words of embedded data keys that are about the visitor, not the posting: such keys are dropped. */
const VISITOR_WORD =
  /^(?:e?mails?|email\w*|phones?\w*|mobile|users?\w*|members?\w*|viewers?\w*|visitors?\w*|cookies?\w*|password\w*|fingerprint\w*|geeks?\w*|devices?\w*|ip|ipaddress|login\w*|logged\w*)$/;
/** Words of keys that hold secrets when their value is a long string ("url_token": "harborline" is a board's name). */
const SECRET_WORD = /^(?:tokens?|csrf\w*|xsrf\w*|sessions?\w*|auth\w*|security\w*|tracking\w*|nonce|signature|sig|hash)$/;

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

function isPrivateKey(key: string, value: unknown): boolean {
  const words = keyWords(key);
  if (words.some((word) => VISITOR_WORD.test(word))) return true;
  const secretValue = (typeof value === 'string' && value.length >= 16) || typeof value === 'number';
  return secretValue && words.some((word) => SECRET_WORD.test(word));
}

/** `window.x = `, `var x = `, `window.a.b["c"] = `: an assignment of data, as app-state scripts write it. */
const ASSIGNMENT = /^\s*((?:(?:window|self|globalThis)\.[\w$.]+|(?:var|let|const)\s+[\w$]+|[\w$.]+)(?:\[\s*["'][^"']+["']\s*\])*\s*=\s*)/;

function scrubData(value: unknown, base: string): unknown {
  if (typeof value === 'string') return cleanEmbeddedLinks(scrubText(value), base);
  if (Array.isArray(value)) return value.map((item) => scrubData(item, base));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => (isPrivateKey(key, item) ? [] : [[key, scrubData(item, base)]])),
    );
  }
  return value;
}

/** JSON written into a script, safe to put back between <script> tags. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's own data (schema.org JSON-LD, __NEXT_DATA__, `window._initialData = {...}`) is what
 * adapters read first, so a report keeps it: parsed, stripped of keys about the visitor, its strings
 * scrubbed like the text. Anything that is not plain data (code, a blob that does not parse) is dropped.
 */
function cleanDataScript(script: Element, base: string): string | undefined {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  const text = script.textContent ?? '';
  if (script.hasAttribute('src')) return undefined;
  if (type === 'application/ld+json' || type === 'application/json') {
    try {
      return scriptJson(scrubData(JSON.parse(text), base));
    } catch {
      return type === 'application/ld+json' ? scrubText(text) : undefined;
    }
  }
  if (type !== '' && type !== 'text/javascript' && type !== 'application/javascript') return undefined;
  const assignment = ASSIGNMENT.exec(text);
  // Only the object assigned is kept; code after it (`__remixContext.p = function…`) is not.
  const literal = assignment ? objectLiteralAt(text, assignment[0].length) : undefined;
  if (!assignment || !literal) return undefined;
  try {
    const data: unknown = JSON.parse(literal);
    if (!data || typeof data !== 'object') return undefined;
    return `${assignment[1]!.trim()} ${scriptJson(scrubData(data, base))};`;
  } catch {
    return undefined;
  }
}

function isTrackingPixel(img: Element, base: string): boolean {
  const size = (name: string) => Number.parseInt(img.getAttribute(name) ?? '', 10);
  if (size('width') <= 3 && size('height') <= 3) return true;
  const style = img.getAttribute('style') ?? '';
  if (/(?:width|height)\s*:\s*[0-3]px/i.test(style) && /display\s*:\s*none|visibility\s*:\s*hidden|position\s*:\s*absolute/i.test(style))
    return true;
  const src = img.getAttribute('src');
  if (!src) return false;
  try {
    const url = new URL(src, base);
    return TRACKER_HOSTS.test(url.hostname) || /\/(?:pixel|beacon|tr|collect|track(?:ing)?|impression)(?:[/.?]|$)/i.test(url.pathname);
  } catch {
    return false;
  }
}

/** A form that wraps the page (ASP.NET pages wrap everything in one) holds the posting: it is unwrapped, not removed. */
function wrapsPosting(form: Element): boolean {
  return form.querySelector('h1, h2, article, main') !== null || (form.textContent ?? '').replace(/\s+/g, ' ').length > 1_000;
}

function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  element.remove();
}

const COMMENT_NODE = 8;
const TEXT_NODE = 3;
/** LinkedIn keeps small facts (the job id, the apply link) in comments inside <code>: those stay, cleaned. */
const MAX_KEPT_COMMENT = 2_000;

function cleanNodes(root: Node, base: string): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === COMMENT_NODE) {
        const keep = node.nodeName.toLowerCase() === 'code' && (child.nodeValue ?? '').length <= MAX_KEPT_COMMENT;
        if (keep) child.nodeValue = cleanEmbeddedLinks(scrubText(child.nodeValue ?? ''), base);
        else node.removeChild(child);
      } else if (child.nodeType === TEXT_NODE) {
        const parentName = node.nodeName.toLowerCase();
        if (parentName !== 'style') child.nodeValue = scrubText(child.nodeValue ?? '');
      } else {
        stack.push(child);
      }
    }
  }
}

/** Absolute addresses written inside text (a comment's JSON), cleaned like links; URL-encoded ones too. */
function cleanEmbeddedLinks(text: string, base: string): string {
  return text
    .replace(/https?:\/\/[^\s"'<>\\]+/g, (link) => cleanLink(link, base) ?? '')
    .replace(/https?%3A%2F%2F[^\s"'<>&\\]+/gi, (encoded) => {
      try {
        return encodeURIComponent(cleanLink(decodeURIComponent(encoded), base) ?? '');
      } catch {
        return '';
      }
    });
}

function cleanAttributes(element: Element, base: string): void {
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    const value = attribute.value;
    if (name.startsWith('on') || name === 'nonce' || name === 'integrity' || name === 'ping' || name === 'srcdoc') {
      element.removeAttribute(attribute.name);
    } else if (LINK_ATTRIBUTES.includes(name)) {
      const cleaned = cleanLink(value, base);
      if (cleaned === undefined) element.removeAttribute(attribute.name);
      else if (cleaned !== value) element.setAttribute(attribute.name, cleaned);
    } else if (name === 'srcset' || name === 'imagesrcset') {
      const cleaned = value
        .split(',')
        .map((candidate) => {
          const [link, ...descriptor] = candidate.trim().split(/\s+/);
          const url = link ? cleanLink(link, base) : undefined;
          return url ? [url, ...descriptor].join(' ') : '';
        })
        .filter(Boolean)
        .join(', ');
      element.setAttribute(attribute.name, cleaned);
    } else if (name.startsWith('data-') && ((TRACKING_DATA.test(name) && !/job/.test(name)) || looksLikeSecret(value))) {
      // Kept: a job's own id (data-job-guid, data-job-id) names the posting, not the visitor, and adapters read it.
      element.removeAttribute(attribute.name);
    } else if (name !== 'style' && name !== 'class' && name !== 'id') {
      const scrubbed = cleanEmbeddedLinks(scrubText(value), base);
      if (scrubbed !== value) element.setAttribute(attribute.name, scrubbed);
    }
  }
}

/**
 * A long unbroken run of letters, digits and base64 signs: a session id, a token, a fingerprint.
 * Job ids are shorter (BOSS直聘's 28 characters) or are UUIDs (Lever, Ashby), which stay.
 */
function looksLikeSecret(value: string): boolean {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false;
  return value.length >= 40 && /^[A-Za-z0-9+/=_.~-]+$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
}

function clearControls(root: ParentNode): void {
  for (const input of Array.from(root.querySelectorAll('input'))) {
    if ((input.getAttribute('type') ?? '').toLowerCase() === 'hidden') {
      input.remove();
      continue;
    }
    input.removeAttribute('value');
    input.removeAttribute('checked');
  }
  for (const area of Array.from(root.querySelectorAll('textarea'))) area.textContent = '';
  for (const option of Array.from(root.querySelectorAll('option'))) option.removeAttribute('selected');
  for (const editable of Array.from(root.querySelectorAll('[contenteditable]'))) {
    if (editable.getAttribute('contenteditable') !== 'false') editable.textContent = '';
  }
}

interface SanitizeOptions {
  /** The page's address: relative links are resolved against it. */
  url: string;
}

/** Cleans the document in place and returns it as HTML text, with a doctype. */
export function sanitizeDocument(doc: Document, options: SanitizeOptions): string {
  const base = options.url;
  for (const element of Array.from(doc.querySelectorAll(DROPPED.join(', ')))) {
    const data = element.nodeName.toLowerCase() === 'script' ? cleanDataScript(element, base) : undefined;
    if (data === undefined) {
      element.remove();
      continue;
    }
    element.textContent = data;
    for (const attribute of Array.from(element.attributes))
      if (!['type', 'id'].includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
  }
  for (const meta of Array.from(doc.querySelectorAll('meta'))) {
    const key = `${meta.getAttribute('name') ?? ''} ${meta.getAttribute('property') ?? ''} ${meta.getAttribute('http-equiv') ?? ''}`;
    if (PRIVATE_META.test(key) || /refresh|set-cookie/i.test(meta.getAttribute('http-equiv') ?? '')) meta.remove();
  }
  for (const link of Array.from(doc.querySelectorAll('link'))) {
    if (/preload|prefetch|preconnect|dns-prefetch|prerender|manifest|pingback/i.test(link.getAttribute('rel') ?? '')) link.remove();
  }
  for (const img of Array.from(doc.querySelectorAll('img'))) if (isTrackingPixel(img, base)) img.remove();
  for (const form of Array.from(doc.querySelectorAll('form'))) {
    if (wrapsPosting(form)) unwrap(form);
    else form.remove();
  }
  clearControls(doc);
  for (const element of Array.from(doc.querySelectorAll('*'))) cleanAttributes(element, base);
  cleanNodes(doc.documentElement, base);
  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`;
}

/**
 * The page as a whole document. A saved body fragment (LinkedIn's guest job markup as scrapers keep
 * it: sibling <section>s with no <html> around them) parses in linkedom with its first element as the
 * document element, and everything after that element is lost; browsers put it all in <body>.
 * Wrapping the fragment the way a browser reads it keeps every element on both sides.
 */
export function wholeDocument(html: string): string {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  if (/<html[\s>]/i.test(markup)) return html;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  const rest = html.slice(doctype.length);
  return /<body[\s>]/i.test(markup) ? `${doctype}<html>${rest}</html>` : `${doctype}<html><head></head><body>${rest}</body></html>`;
}

/** Parses and cleans a page's HTML; `parse` is DOMParser in the browser, linkedom in Node. */
export function sanitizeHtml(html: string, options: SanitizeOptions, parse: (html: string) => Document): string {
  return sanitizeDocument(parse(wholeDocument(html)), options);
}
