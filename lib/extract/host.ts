/**
 * The country a job site's host serves: a country subdomain (uk.indeed.com, de.linkedin.com) or a
 * country domain (www.glassdoor.co.uk). A generic host (www.indeed.com) names none.
 */
export function countryOfHost(url: URL): string | undefined {
  const labels = url.hostname.toLowerCase().split('.');
  const last = labels[labels.length - 1]!;
  const code = /^[a-z]{2}$/.test(last) ? last : labels.length > 2 && /^[a-z]{2}$/.test(labels[0]!) ? labels[0] : undefined;
  return code === 'uk' ? 'GB' : code?.toUpperCase();
}
