import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';

const RETRIES = 5;
/** A worker stopped while it handles the question never answers: asked again after this long. */
const NO_ANSWER_MS = 4_000;
/** How long the background holds a claimed frame for an injection on its way (entrypoints/background/reader.ts). */
const CLAIM_HELD_MS = 5_000;

/** The reader's mark in this isolated world, which the sentinel shares with it. */
const readerAlive = () => {
  const mark = (globalThis as { jobsightReader?: unknown }).jobsightReader;
  return typeof mark === 'function' && (mark as () => boolean)() === true;
};

/**
 * The only script that always runs on a supported site, on its whole origin: the user enters at the feed
 * or the home page and the site never reloads on the way to a job. It carries no adapter and no reader;
 * at each address it asks the background, which knows the adapters' match patterns, whether the reader is
 * wanted there and injects it into this frame. Once the reader runs it follows the site itself: the
 * sentinel stops listening.
 */
export default defineContentScript({
  // The whole origin of every site the reader runs on (lib/extract/sentinel-matches.ts), put into the
  // manifest by wxt.config.ts: named here, they would bring every adapter into this bundle.
  matches: [],
  runAt: 'document_idle',
  main(ctx) {
    let asked = '';
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const url = location.href;
      if (url === asked || ctx.isInvalid) return;
      asked = url;
      // The worker was starting, or stopped before it answered: the same address is asked again a little later.
      const again = (wait = 250 * (failures + 1)) => {
        if (asked !== url || failures++ >= RETRIES) return;
        asked = '';
        timer = setTimeout(ask, wait);
      };
      const noAnswer = new Promise<undefined>((resolve) => setTimeout(resolve, NO_ANSWER_MS, undefined));
      Promise.race([browser.runtime.sendMessage({ type: 'page:address', url }) as Promise<{ reader?: boolean } | undefined>, noAnswer]).then((reply) => {
        if (reply === undefined) return again();
        if (reply.reader !== true) {
          failures = 0;
          return;
        }
        if (readerAlive()) return ctx.abort();
        // Claimed by an injection the stopped worker never finished: asked again once the claim lapses.
        again(CLAIM_HELD_MS + 500);
      }, () => again());
    };
    const navigation = (globalThis as { navigation?: EventTarget }).navigation;
    if (navigation?.addEventListener) {
      // Fired after the address changed: pushState, replaceState, back and forward alike.
      navigation.addEventListener('currententrychange', ask, { signal: ctx.signal });
    } else {
      // No Navigation API (Firefox): back and forward are heard, pushState is seen within a second.
      addEventListener('popstate', ask, { signal: ctx.signal });
      const poll = setInterval(ask, 1_000);
      ctx.onInvalidated(() => clearInterval(poll));
    }
    ctx.onInvalidated(() => clearTimeout(timer));
    ask();
  },
});
