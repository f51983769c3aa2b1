/**
 * Is our own UI on a page drawn as the user sees it? A hostile page can fade, move or cover the sidebar or a
 * card's control and lure a click onto it (clickjacking). These are the checks made from the page's side; the
 * sidebar frame's own check is components/runtime/action-gate.ts. The page's window and document are passed in.
 */

/** The part of a window the checks read (the page's own `window` in the content script). */
export interface PageView {
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(
    element: Element,
  ): Pick<CSSStyleDeclaration, 'opacity' | 'filter' | 'transform' | 'clipPath' | 'maskImage' | 'visibility'>;
  document: Pick<Document, 'elementFromPoint'>;
}

/**
 * The sidebar's host is hidden from the user: moved from its place at the right edge, not the topmost element at
 * its own centre, or under an ancestor that is faded, filtered, transformed, clipped or masked.
 */
export function sidebarCovered(host: Element, view: PageView): boolean {
  const box = host.getBoundingClientRect();
  if (Math.abs(box.right - view.innerWidth) > 24 || Math.abs(box.top) > 1) return true;
  if (view.document.elementFromPoint(box.left + box.width / 2, Math.min(box.bottom, view.innerHeight) / 2) !== host) return true;
  for (let node: Element | null = host; node; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (+style.opacity < 0.9 || style.filter + style.transform + style.clipPath + style.maskImage !== 'nonenonenonenone') return true;
  }
  return false;
}

/** The part of a click the card controls' check reads. */
interface ClickLike {
  isTrusted: boolean;
  detail: number;
  clientX: number;
  clientY: number;
}

/** The part of the cards' document the check reads (the page's own `document` in the content script). */
export interface CardDocument {
  elementFromPoint(x: number, y: number): Element | null;
  defaultView: Pick<PageView, 'getComputedStyle'> | null;
}

/**
 * Is the user's click really on a card's control, as drawn? A page script's synthetic event is not trusted; a
 * pointer click must land on our host (nothing of the page's over it) with no ancestor faded by the page, hidden
 * or filtered; `ownFade` names the boxes we dimmed ourselves, which do not count. A keyboard's click (detail 0)
 * comes from focus the page cannot fake.
 */
export function clickOnDrawn(host: Element, event: ClickLike, doc: CardDocument, ownFade: (element: Element) => boolean): boolean {
  if (!event.isTrusted) return false;
  if (event.detail === 0) return true;
  if (doc.elementFromPoint(event.clientX, event.clientY) !== host) return false;
  const view = doc.defaultView;
  let opacity = 1;
  for (let at: Element | null = host; at && view; at = at.parentElement) {
    if (ownFade(at)) continue;
    const style = view.getComputedStyle(at);
    opacity *= Number(style.opacity) || 0;
    if (style.visibility !== 'visible' || (style.filter && style.filter !== 'none')) return false;
  }
  return opacity >= 0.9;
}
