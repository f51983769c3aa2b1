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
