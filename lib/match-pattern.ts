/** Chrome's match patterns (scheme://host/path with * wildcards), to know where the content script runs. */
export function matchesPattern(pattern: string, href: string): boolean {
  if (pattern === '<all_urls>') return /^(https?|file|ftp):/.test(href);
  const match = /^(\*|https?|file|ftp):\/\/([^/]*)(\/.*)$/.exec(pattern);
  if (!match) return false;
  const [, scheme, host, path] = match as unknown as [string, string, string, string];
  const url = new URL(href);
  const urlScheme = url.protocol.slice(0, -1);
  if (scheme === '*' ? urlScheme !== 'http' && urlScheme !== 'https' : scheme !== urlScheme) return false;
  if (host !== '*') {
    if (host.startsWith('*.')) {
      const base = host.slice(2);
      if (url.hostname !== base && !url.hostname.endsWith(`.${base}`)) return false;
    } else if (url.hostname !== host) return false;
  }
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`).test(url.pathname + url.search);
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
  return [...origins].filter(([, origin]) => !all.some((other) => covers(other, origin))).map(([pattern]) => pattern).sort();
}
