import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';

const RETRIES = 3;

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
      browser.runtime.sendMessage({ type: 'page:address', url }).then(
        (reply?: { reader?: boolean }) => {
          failures = 0;
          if (reply?.reader === true) ctx.abort();
        },
        // The worker was starting, or stopped: the same address is asked again a little later.
        () => {
          if (asked !== url || failures++ >= RETRIES) return;
          asked = '';
          timer = setTimeout(ask, 250 * failures);
        },
      );
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
