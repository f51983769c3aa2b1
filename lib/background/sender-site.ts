import { siteOfHost } from '../extract/cascade';
import { adapters } from '../extract/registry';
import { handles } from '../match-pattern';

/**
 * The site keys a page may propose postings under. A posting's id is its site key and the
 * site's job id (lib/posting/url.ts postingId), so a page that could name another site's key would
 * overwrite that site's stored posting (its title, its text, its address) under the user's status and
 * notes. A page may name the adapters that read its address, or its own host (the schema.org and
 * generic readers' key on sites no adapter knows), and nothing else.
 */
export function sitesForSender(senderUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(senderUrl);
  } catch {
    return [];
  }
  return [...adapters.filter((adapter) => handles(adapter, url)).map((adapter) => adapter.id), siteOfHost(url)];
}
