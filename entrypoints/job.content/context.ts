import { browser } from 'wxt/browser';
import type { ContentScriptContext as WxtContext } from 'wxt/utils/content-script-context';

/**
 * The content scripts' context, put in place of WXT's by an alias in wxt.config.ts.
 *
 * WXT's own context tells older copies of a script to stop with a `CustomEvent` on the page's document
 * and a `window.postMessage(..., '*')` whose type holds the extension's id: any page hears both, and
 * the id names Jobsight (a fingerprint, the kind LinkedIn collects). Copies of one extension's content
 * scripts share one isolated world, so they are told through that world's globals instead: nothing
 * reaches the page. Only what Jobsight's scripts use is kept (it also weighs less).
 */
type Used = Pick<WxtContext, 'signal' | 'isInvalid' | 'isValid' | 'onInvalidated' | 'abort'>;

interface ContentWorld {
  jobsightStop?: Record<string, () => void>;
  /** The live reader's mark (entrypoints/job.content/index.ts, background/reader.ts). */
  jobsightReader?: (() => boolean) | number;
}

export class ContentScriptContext implements Used {
  private readonly controller = new AbortController();

  constructor(name: string) {
    const world = globalThis as ContentWorld;
    // A site's reader arrives twice on a load when the background's injection (asked at every completed
    // update) meets the declared copy: the second keeps out of the way of a live first one. Any other
    // script's newer copy replaces the older (the any-page reader, read again on demand).
    if (name.startsWith('reader-') && typeof world.jobsightReader === 'function' && world.jobsightReader()) {
      this.abort();
      return;
    }
    const stops = (world.jobsightStop ??= {});
    stops[name]?.();
    stops[name] = () => this.abort();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The extension was reloaded or updated under this script: it is an orphan and stops. */
  get isInvalid(): boolean {
    if (browser.runtime?.id == null) this.abort();
    return this.signal.aborted;
  }

  get isValid(): boolean {
    return !this.isInvalid;
  }

  abort(reason?: unknown): void {
    this.controller.abort(reason);
  }

  onInvalidated(callback: () => void): () => void {
    this.signal.addEventListener('abort', callback);
    return () => this.signal.removeEventListener('abort', callback);
  }

  addEventListener(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, handler, { ...options, signal: this.signal });
  }
}
