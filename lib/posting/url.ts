/** Query parameters that track how a visitor arrived, never which job it is. */
const TRACKING_PARAMS = new Set([
  'gclid',
  'fbclid',
  'msclkid',
  'yclid',
  'dclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ref',
  'refid',
  'ref_id',
  'referer',
  'referrer',
  'src',
  'source',
  'trk',
  'trkinfo',
  'trackingid',
  'tracking_id',
  'lipi',
  'originalsubdomain',
  'eBP',
  'ebp',
  'recommendedflavor',
  'gh_src',
  'lever-origin',
  'lever-source',
  'lever-source[]',
  'iis',
  'iisn',
  'from',
  'ka',
  'lid',
  'securityid',
  'sessionid',
  'jobsearchsource',
  'pagenum',
  'sid',
  'spm',
  'share',
  'sharing',
  'utm',
  'ss',
  'bi',
  'tk',
  'advn',
  'xkcb',
  'vjs',
  'from_page',
  'd_sfrom',
  'd_ckid',
  'd_curpage',
  'd_pagesize',
  'd_headid',
  'd_posi',
  'sfrom',
  'scene',
  'refposition',
]);

function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || key.startsWith('_hs') || TRACKING_PARAMS.has(key);
}

/**
 * The address of a posting without what tracks the visit: lower-case host, no fragment,
 * no tracking parameters, remaining parameters sorted so that two orders make one URL.
 */
export function canonicalUrl(input: string, keepOnly?: readonly string[]): string {
  const url = new URL(input);
  url.hash = '';
  url.hostname = url.hostname.toLowerCase();
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => (keepOnly ? keepOnly.includes(name) : !isTrackingParam(name)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = '';
  for (const [name, value] of kept) url.searchParams.append(name, value);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.toString();
}

export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A short, stable, synchronous hash (53 bits, cyrb53) for ids; not for security. */
export function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** site + the site's own job id, else a hash of the canonical URL. */
export function postingId(site: string, externalId: string | undefined, url: string): string {
  if (externalId) return `${site}:${externalId}`;
  return `${site}:u${stableHash(canonicalUrl(url))}`;
}
