import { useEffect, useRef, useState } from 'preact/hooks';
import { SIDEBAR_READY_MESSAGE } from '@/lib/content-command';

/**
 * Clickjacking. The sidebar is a frame in a page we do not trust; the page can fade it
 * (opacity on html), cover it (an overlay or a popover with pointer-events:none, so the click falls
 * through to us), distort it (transform, filter) or mask it, and put a lure where our buttons are.
 * Before any action, the frame must have been seen as it is, whole and unobstructed, for a while:
 *  - IntersectionObserver v2 (`trackVisibility`) tells whether the browser draws this frame with
 *    nothing on top, at full opacity, without filters or distorting transforms;
 *  - the content script (the host element's side) adds what v2 does not see: a mask or clip-path on
 *    an ancestor, the sidebar moved from its place, a top-layer element over it. It speaks through
 *    postMessage with a per-frame token from our URL's hash, which the page cannot read; it can only
 *    make us refuse, never allow;
 *  - the click itself must be trusted (a real user event, not a script's `click()`).
 * A refused action does nothing and says why; keyboard activation is a trusted click like any other.
 */

/** The frame must have been fully visible this long before it accepts an action (the reveal-then-click lure). */
const MIN_VISIBLE_MS = 500;
/** The shortest delay v2 allows; notifications come at most this often. */
const DELAY_MS = 100;

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean;
}

export interface ActionGate {
  /** Visible long enough: actions go ahead (buttons are marked aria-disabled until then). */
  armed: boolean;
  /** An action was refused since the last one that went ahead. */
  refused: boolean;
  /** Checks an action's event now; false: do nothing (the refusal is shown). */
  allows(event: Event): boolean;
}

/** v2 is Chromium's; elsewhere only the host's checks guard the frame. */
const SUPPORTS_V2 = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

export function useActionGate(target: () => Element | null): ActionGate {
  // In a page (a token in our address), the host's side has not spoken yet: hidden until it says otherwise.
  const hosted = location.hash.length > 1;
  const seen = useRef({ visible: !SUPPORTS_V2, hostHidden: hosted, since: SUPPORTS_V2 || hosted ? Infinity : performance.now() });
  const observer = useRef<IntersectionObserver | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [armed, setArmed] = useState(false);
  const [refused, setRefused] = useState(false);

  const isArmed = () => {
    const state = seen.current;
    return state.visible && !state.hostHidden && performance.now() - state.since >= MIN_VISIBLE_MS;
  };
  const update = (visible: boolean, hostHidden: boolean) => {
    const state = seen.current;
    const was = state.visible && !state.hostHidden;
    const now = visible && !hostHidden;
    state.visible = visible;
    state.hostHidden = hostHidden;
    if (now && !was) state.since = performance.now();
    if (!now) state.since = Infinity;
    clearTimeout(timer.current);
    setArmed(isArmed());
    if (now && !isArmed()) timer.current = setTimeout(() => setArmed(isArmed()), MIN_VISIBLE_MS - (performance.now() - state.since) + 10);
  };
  const take = (entries: readonly IntersectionObserverEntry[]) => {
    const last = entries[entries.length - 1] as VisibilityEntry | undefined;
    if (last) update(last.isVisible === true, seen.current.hostHidden);
  };

  useEffect(() => {
    const element = target();
    if (SUPPORTS_V2 && element) {
      observer.current = new IntersectionObserver(take, {
        trackVisibility: true,
        delay: DELAY_MS,
        threshold: [0, 1],
      } as IntersectionObserverInit);
      observer.current.observe(element);
    } else update(seen.current.visible, false);

    // The host's verdict, from the content script: [token, hidden]. Without the token it is not ours.
    const token = location.hash.slice(1);
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!token || event.source !== window.parent || !Array.isArray(data) || data[0] !== token) return;
      update(seen.current.visible, data[1] === true);
    };
    addEventListener('message', onMessage);
    if (hosted && window.parent !== window) window.parent.postMessage(SIDEBAR_READY_MESSAGE, '*');
    return () => {
      clearTimeout(timer.current);
      observer.current?.disconnect();
      removeEventListener('message', onMessage);
    };
  }, []);

  const allows = (event: Event) => {
    // Notifications not yet delivered count too: a page that hid us a moment ago is caught here.
    if (observer.current) take(observer.current.takeRecords());
    const ok = event.isTrusted && isArmed();
    setRefused(!ok);
    return ok;
  };

  return { armed, refused, allows };
}
