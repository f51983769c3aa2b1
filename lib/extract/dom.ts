import { collapseSpaces, isBlockTag, isDroppedContentTag, joinLoneBullets, toLines } from './text';

/**
 * Reading text out of a DOM the same way in the browser and in Node (linkedom): a walk of our own,
 * because innerText needs layout and differs between DOM implementations.
 */

type HiddenTest = (el: Element) => boolean;

export interface TextOptions {
  /** Elements the page hides on purpose (decoy words); skipped with their subtree. */
  isHidden?: HiddenTest;
  /** Parts of the container that are not the posting's text (a pay box, an apply form). */
  exclude?: string;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export function textOf(root: Node | null | undefined, options: TextOptions = {}): string {
  if (!root) return '';
  const parts: string[] = [];
  // An explicit stack: pages nest deeply enough to overflow a recursive walk.
  const stack: (Node | string)[] = [root];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      parts.push(item);
      continue;
    }
    if (item.nodeType === TEXT_NODE) {
      const value = item.nodeValue ?? '';
      // One list item is one line: a line break in its source (indented or prettified markup) is a space on screen.
      parts.push(value.includes('\n') && item.parentElement?.closest('li') ? value.replace(/\s*\n\s*/g, ' ') : value);
      continue;
    }
    if (item.nodeType !== ELEMENT_NODE && item !== root) continue;
    if (item.nodeType === ELEMENT_NODE) {
      const el = item as Element;
      const tag = el.localName;
      if (isDroppedContentTag(tag) && item !== root) continue;
      if (options.isHidden && item !== root && options.isHidden(el)) continue;
      if (options.exclude && item !== root && el.matches(options.exclude)) continue;
      if (tag === 'br') {
        parts.push('\n');
        continue;
      }
      if (isBlockTag(tag)) {
        // List items keep a bullet, so that sections can tell a list from the paragraph after it.
        parts.push(tag === 'li' && item !== root ? '\n• ' : '\n');
        stack.push('\n');
      }
    }
    const children = item.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return joinLoneBullets(toLines(parts.join(''))).join('\n');
}

const EMPHASIS = 'h2,h3,h4,h5,h6,strong,b,u,[role="heading"]';

/**
 * The texts the markup sets apart as headings (<strong>Responsibilities</strong><br>, <p><b>Perks</b></p>,
 * <h3>): the section splitter takes a line that is one of them as a heading even in words it does not
 * know, since a plain line of the same words can be an item ("Competitive salary").
 */
export function emphasisedLines(root: Element | null | undefined, limit = 200): string[] {
  if (!root) return [];
  const found = new Set<string>();
  for (const el of Array.from(root.querySelectorAll(EMPHASIS))) {
    const text = collapseSpaces(el.textContent ?? '');
    if (text.length >= 2 && text.length <= 80) found.add(text);
    if (found.size >= limit) break;
  }
  return [...found];
}

/** One-line text of the first element matching the selector inside scope. */
export function textAt(scope: ParentNode | null | undefined, selector: string, options?: TextOptions): string | undefined {
  const el = scope?.querySelector(selector);
  if (!el) return undefined;
  const value = collapseSpaces(textOf(el, options).replace(/\n/g, ' '));
  return value || undefined;
}

/** First non-empty text among selectors, in order. */
export function firstText(scope: ParentNode | null | undefined, selectors: readonly string[], options?: TextOptions): string | undefined {
  for (const selector of selectors) {
    const value = textAt(scope, selector, options);
    if (value) return value;
  }
  return undefined;
}

export function allTexts(scope: ParentNode | null | undefined, selector: string, options?: TextOptions): string[] {
  if (!scope) return [];
  const values: string[] = [];
  for (const el of Array.from(scope.querySelectorAll(selector))) {
    const value = collapseSpaces(textOf(el, options).replace(/\n/g, ' '));
    if (value) values.push(value);
  }
  return values;
}

export function attrAt(scope: ParentNode | null | undefined, selector: string, name: string): string | undefined {
  const value = scope?.querySelector(selector)?.getAttribute(name)?.trim();
  return value || undefined;
}

export function metaContent(doc: Document, key: string): string | undefined {
  const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  const value = el?.getAttribute('content')?.trim();
  return value || undefined;
}

const HIDING_DECLARATION =
  /(?:^|;|\{)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px)?\s*(?:;|$|!)|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$|!))/i;
/** The same declarations found anywhere in a stylesheet: only the rules holding one are looked at. */
const HIDING_IN_SHEET =
  /(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px)?|opacity\s*:\s*0(?:\.0+)?)(?=\s*(?:;|\}|!|$))/gi;
const SIMPLE_SELECTOR = /^[a-zA-Z0-9_\-.#[\]="' :>*]+$/;
// A pseudo-element (".clearfix:after") or a state (":hover") hides something other than the element itself.
const NOT_THE_ELEMENT = /::|:(?:after|before|first-line|first-letter|hover|focus|active|placeholder)/i;

/** Selectors of the rules in a stylesheet that hide what they match (simple selectors only). */
function hidingSelectors(css: string, into: Set<string>): void {
  HIDING_IN_SHEET.lastIndex = 0;
  for (let match = HIDING_IN_SHEET.exec(css); match; match = HIDING_IN_SHEET.exec(css)) {
    const open = css.lastIndexOf('{', match.index);
    const close = css.indexOf('}', match.index);
    // Skip to the rule's end: one rule is read once, however many hiding declarations it holds.
    if (close > 0) HIDING_IN_SHEET.lastIndex = close;
    if (open < 0 || css.lastIndexOf('}', match.index) > open) continue;
    // A declaration of its own, not the tail of another property ("-x-display:none").
    const before = css.slice(open, match.index).trimEnd();
    if (!before.endsWith('{') && !before.endsWith(';')) continue;
    const start = Math.max(css.lastIndexOf('}', open), css.lastIndexOf('{', open - 1), css.lastIndexOf(';', open)) + 1;
    for (const selector of css.slice(start, open).split(',')) {
      const trimmed = selector.trim();
      if (trimmed && SIMPLE_SELECTOR.test(trimmed) && !NOT_THE_ELEMENT.test(trimmed) && !/^(html|body|\*)$/i.test(trimmed))
        into.add(trimmed);
    }
  }
}

/**
 * Which elements a page hides on purpose, read from inline styles and the page's own <style>
 * rules (simple selectors only). Computed styles are not used: they need layout and the CLI has none.
 * A real page carries a hundred KB of inline CSS or more (BOSS直聘: 144 KB): only its hiding rules are
 * read, once, on the first question, and the elements they match are found in one query of the page
 * instead of matching every element the readers walk against every selector.
 */
export function hiddenTest(doc: Document): HiddenTest {
  let hidden: Set<Element> | undefined;
  const matched = (): Set<Element> => {
    const selectors = new Set<string>();
    for (const style of Array.from(doc.querySelectorAll('style'))) hidingSelectors(style.textContent ?? '', selectors);
    const valid: string[] = [];
    const probe = doc.createDocumentFragment();
    for (const selector of selectors) {
      try {
        probe.querySelector(selector);
        valid.push(selector);
      } catch {
        // One selector this DOM cannot parse must not disable the others.
      }
    }
    try {
      return new Set(valid.length > 0 ? Array.from(doc.querySelectorAll(valid.join(','))) : []);
    } catch {
      return new Set();
    }
  };
  return (el: Element) => {
    const inline = el.getAttribute('style');
    if (inline && HIDING_DECLARATION.test(`;${inline}`)) return true;
    if (el.hasAttribute('hidden')) return true;
    hidden ??= matched();
    return hidden.has(el);
  };
}

/**
 * Values a page labels with an icon instead of words: <i aria-label="Workplace type"></i><span>On Site</span>.
 * The labelled element's next sibling holds the value.
 */
export function iconLabelledTexts(scope: ParentNode | null | undefined, label: RegExp, limit = 5): string[] {
  const found: string[] = [];
  for (const el of Array.from(scope?.querySelectorAll('[aria-label], [title]') ?? [])) {
    if (!label.test(el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '') || collapseSpaces(el.textContent ?? '')) continue;
    const value = collapseSpaces(el.nextElementSibling?.textContent ?? '');
    if (value && value.length <= 60) found.push(value);
    if (found.length >= limit) break;
  }
  return found;
}

/** Our own elements on the page (the card labels, the sidebar host): their words are never the site's. */
const OWN_TAG = /^jobsight-/i;

function lineOf(el: Element, skip: string | undefined): string | undefined {
  const isHidden = (child: Element) => OWN_TAG.test(child.localName) || (skip !== undefined && child.matches(skip));
  return collapseSpaces(textOf(el, { isHidden }).replace(/\n/g, ' ')) || undefined;
}

function insideOwn(el: Element, card: ParentNode): boolean {
  for (let at: Element | null = el; at && at !== card; at = at.parentElement) if (OWN_TAG.test(at.localName)) return true;
  return false;
}

/**
 * One line of a card's text: the first non-empty element among the selectors, in order (a site's
 * older markup after its current one). Elements the page keeps for screen readers only (`skip`) are
 * left out, and so is ours: a label we put into a card must never read as the company's name.
 */
export function cardText(card: ParentNode | null | undefined, selectors: readonly string[], skip?: string): string | undefined {
  if (!card) return undefined;
  for (const selector of selectors) {
    for (const el of Array.from(card.querySelectorAll(selector))) {
      const text = insideOwn(el, card) ? undefined : lineOf(el, skip);
      if (text) return text;
    }
  }
  return undefined;
}

/** The whole text of a card element that is itself the title (a link), ours left out. */
export function ownText(el: Element | null | undefined): string | undefined {
  return el ? lineOf(el, undefined) : undefined;
}
