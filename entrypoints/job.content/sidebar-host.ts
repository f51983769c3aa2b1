import { browser } from 'wxt/browser';
import { SIDEBAR_PAGE_PARAM, SIDEBAR_READY_MESSAGE } from '@/lib/content-command';
import { sidebarCovered } from '@/lib/content/drawn';

/**
 * The sidebar's place in the page: a host element with a closed shadow root holding an iframe of
 * the extension's own sidebar.html. The page's CSS cannot reach inside, its scripts cannot read
 * the frame, and nothing but the host tag is visible in the page's DOM.
 */

const HOST_TAG = 'jobsight-sidebar';

// Important declarations inside a shadow root win over the page's own, even `* { all: unset !important }`.
const CSS =
  ':host{all:initial!important;display:block!important;position:fixed!important;top:0!important;right:0!important;bottom:auto!important;left:auto!important;width:min(400px, 100vw)!important;height:100vh!important;margin:0!important;padding:0!important;border:0!important;z-index:2147483647!important;visibility:visible!important;opacity:1!important;transform:none!important;filter:none!important;clip-path:none!important;mask:none!important;mix-blend-mode:normal!important;pointer-events:auto!important;contain:layout style!important}' +
  ':host([data-collapsed]){width:36px!important;height:96px!important;top:40vh!important}' +
  'iframe{all:initial;display:block;width:100%;height:100%;border:0;margin:0;box-shadow:-2px 0 12px rgba(0, 0, 0, 0.18);background:#fff;color-scheme:light dark}' +
  'button{all:initial;display:flex;align-items:center;justify-content:center;width:36px;height:96px;background:#1f5fbf;color:#fff;font:600 14px/1 system-ui, sans-serif;cursor:pointer;border-radius:8px 0 0 8px;writing-mode:vertical-rl;box-shadow:-2px 0 8px rgba(0, 0, 0, 0.2)}' +
  'button:focus-visible{outline:3px solid #ffbf47;outline-offset:1px}';

export interface SidebarHost {
  /** The sidebar is shown (not collapsed to its handle). */
  readonly open: boolean;
  collapse(): void;
  expand(): void;
  remove(): void;
  /** Puts the host back when the page's own rendering threw it out of the document. */
  keep(): void;
}

interface SidebarOptions {
  /** The key of the page the frame sits on (lib/content/reader.ts): the background shows the frame only that page's posting. */
  page?: string;
  /** Start as the handle: the user closed the sidebar earlier on this page. */
  collapsed?: boolean;
  /** The user opened it again from the handle. */
  onExpand?(): void;
}

/** A closed shadow root styled by CSS: constructed sheets work under a page's strict style-src, where a <style> element would not. */
function styledShadow(host: Element): ShadowRoot {
  const shadow = host.attachShadow({ mode: 'closed' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = CSS;
    shadow.append(style);
  }
  return shadow;
}

/** How often the pointer's presence is looked at when the page swallowed its arrival (the event checks at once). */
const ATTENTION_POLL_MS = 200;

/** The origin our frame's page lands under: asked for under the per-session id (use_dynamic_url), it lands under the extension's own. */
function frameOrigin(): string {
  const base = browser.runtime.getURL('/');
  return base.startsWith('chrome-extension:') ? `chrome-extension://${browser.runtime.id}` : new URL(base).origin;
}

/** Puts the host where it belongs, the only one of its tag: a copy left by a reader that ran before this one goes. */
function place(host: Element): void {
  for (const stale of Array.from(document.querySelectorAll(HOST_TAG))) stale.remove();
  document.documentElement.append(host);
}

/** The handle the collapsed sidebar shows: only the user's own click on it opens the sidebar again. */
function handleButton(label: string, onOpen: () => void): HTMLButtonElement {
  const handle = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
  handle.setAttribute('aria-label', label);
  handle.addEventListener('click', (event) => {
    if (event.isTrusted) onOpen();
  });
  return handle;
}

/**
 * The frame of our own sidebar.html; the token in its hash is known only to the page in it, and the page key in its
 * query is how the background tells this page's sidebar from one left by the page before (SIDEBAR_PAGE_PARAM).
 */
function sidebarFrame(token: string, page: string | undefined, onLoad: () => void): HTMLIFrameElement {
  const query = page ? `?${SIDEBAR_PAGE_PARAM}=${encodeURIComponent(page)}` : '';
  const frame = Object.assign(document.createElement('iframe'), {
    src: `${browser.runtime.getURL('/sidebar.html')}${query}#${token}`,
    title: 'Jobsight',
  });
  frame.addEventListener('load', onLoad);
  return frame;
}

/**
 * The page gets no pointer events over our frame, so it is looked at while the user is at it: the
 * pointer over it or the focus in it (a check costs a style and layout pass, which a page that changes
 * all the time would pay ten times a second), in step with rendering. The pointer's arrival is checked
 * at once; the poll catches it too when the page swallows that event.
 */
function pollAttention(host: Element, look: () => void): number {
  return window.setInterval(() => {
    if (host.matches(':hover') || document.activeElement === host) requestAnimationFrame(look);
  }, ATTENTION_POLL_MS);
}

export function mountSidebar(label: string, options: SidebarOptions = {}): SidebarHost {
  const host = document.createElement(HOST_TAG);
  const shadow = styledShadow(host);

  let frame: HTMLIFrameElement | null = null;
  // Clickjacking, the host's side (lib/content/drawn.ts; the frame's own check is components/runtime/action-gate.ts).
  // The verdict goes to the frame with a token only the frame knows (its URL's hash); the page can neither read nor forge it.
  const token = crypto.randomUUID();
  let told: boolean | undefined;
  let poll: number | undefined;
  const origin = frameOrigin();
  let loaded = false;
  const tell = () => {
    // Only to our loaded page: before that the frame holds a blank document of the page's origin.
    if (!frame || !loaded) return;
    const hidden = sidebarCovered(host, window);
    if (hidden !== told) frame.contentWindow?.postMessage([token, (told = hidden)], origin);
  };
  const handle = handleButton(label, () => {
    showFrame();
    options.onExpand?.();
  });

  const showFrame = () => {
    handle.remove();
    host.removeAttribute('data-collapsed');
    frame = sidebarFrame(token, options.page, () => {
      loaded = true;
      tell();
    });
    told = undefined;
    loaded = false;
    clearInterval(poll);
    poll = pollAttention(host, tell);
    shadow.append(frame);
  };
  const collapse = () => {
    clearInterval(poll);
    frame?.remove();
    frame = null;
    host.setAttribute('data-collapsed', '');
    shadow.append(handle);
  };
  // The frame, once listening, asks for the verdict again (the one sent at its load may have come too early).
  const onReady = (event: MessageEvent) => {
    if (!frame || event.source !== frame.contentWindow || event.data !== SIDEBAR_READY_MESSAGE) return;
    loaded = true;
    told = undefined;
    tell();
  };
  window.addEventListener('message', onReady);
  host.addEventListener('pointerover', tell);
  host.addEventListener('focusin', tell);
  if (options.collapsed) collapse();
  else showFrame();
  place(host);

  return {
    get open() {
      return frame !== null;
    },
    collapse,
    expand() {
      if (!frame) showFrame();
    },
    remove() {
      clearInterval(poll);
      window.removeEventListener('message', onReady);
      host.remove();
    },
    keep() {
      // Also put back where it belongs when the page moved it (under a faded or transformed parent).
      if (host.parentNode !== document.documentElement) place(host);
    },
  };
}
