/** A pattern read once: the scheme, host and path tests Chrome applies to an address. */
type Compiled = (url: URL) => boolean;

const compiled = new Map<string, Compiled>();
const never: Compiled = () => false;

function compile(pattern: string): Compiled {
  if (pattern === '<all_urls>') return (url) => /^(https?|file|ftp):$/.test(url.protocol);
  const match = /^(\*|https?|file|ftp):\/\/([^/]*)(\/.*)$/.exec(pattern);
  if (!match) return never;
  const [, scheme, host, path] = match as unknown as [string, string, string, string];
  const base = host.startsWith('*.') ? host.slice(2) : undefined;
  const pathTest = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return (url) => {
    const urlScheme = url.protocol.slice(0, -1);
    if (scheme === '*' ? urlScheme !== 'http' && urlScheme !== 'https' : scheme !== urlScheme) return false;
    if (base !== undefined) {
      if (url.hostname !== base && !url.hostname.endsWith(`.${base}`)) return false;
    } else if (host !== '*' && url.hostname !== host) return false;
    return pathTest.test(url.pathname + url.search);
  };
}

function compiledOf(pattern: string): Compiled {
  let test = compiled.get(pattern);
  if (!test) compiled.set(pattern, (test = compile(pattern)));
  return test;
}

/** Chrome's match patterns (scheme://host/path with * wildcards), to know where the content script runs. */
export function matchesPattern(pattern: string, href: string): boolean {
  const test = compiledOf(pattern);
  return test !== never && test(new URL(href));
}

/** Does any of the patterns take the address. */
export function matchesAny(patterns: readonly string[], url: URL): boolean {
  return patterns.some((pattern) => compiledOf(pattern)(url));
}

/**
 * Does a site's adapter read this address: its match patterns take it (where its reader is declared), or its
 * on-demand patterns do (where only the any-page reader brings it). An adapter says so nowhere else.
 */
export function handles(adapter: { readonly matches: readonly string[]; readonly onDemand?: readonly string[] }, url: URL): boolean {
  return matchesAny(adapter.matches, url) || (adapter.onDemand !== undefined && matchesAny(adapter.onDemand, url));
}

/**
 * The whole origin of each pattern (https://www.linkedin.com/jobs/* -> https://www.linkedin.com/*), without
 * those another one covers (www.x.com under *.x.com): a single-page site is entered anywhere on its host.
 */
export function originPatterns(patterns: readonly string[]): string[] {
  const origins = new Map<string, { scheme: string; host: string }>();
  for (const pattern of patterns) {
    const match = /^(\*|https?):\/\/([^/]+)\//.exec(pattern);
    if (match) origins.set(`${match[1]}://${match[2]}/*`, { scheme: match[1]!, host: match[2]! });
  }
  const covers = (wide: { scheme: string; host: string }, narrow: { scheme: string; host: string }) => {
    if (wide === narrow || !wide.host.startsWith('*.') || (wide.scheme !== '*' && wide.scheme !== narrow.scheme)) return false;
    const base = wide.host.slice(2);
    return narrow.host === base || narrow.host.endsWith(`.${base}`);
  };
  const all = [...origins.values()];
  return [...origins]
    .filter(([, origin]) => !all.some((other) => covers(other, origin)))
    .map(([pattern]) => pattern)
    .sort();
}
