import { handles } from '../match-pattern';
import { adapter as demo } from './demo';
import type { SiteAdapter } from './types';

/** Every file in lib/extract/sites/ exports `adapter`; the build finds them, nobody lists them by hand. */
const modules = import.meta.glob<{ adapter: SiteAdapter }>('./sites/*.ts', { eager: true });

const sites: readonly SiteAdapter[] = Object.entries(modules).map(([file, mod]) => {
  if (!mod.adapter) throw new Error(`${file} exports no adapter`);
  return mod.adapter;
});

/**
 * Jobsight's demo page on localhost, for `npm start`, the e2e tests, the unit tests and the CLI. Decided here, at
 * the top level, so that a production build (`wxt build`: mode "production") drops the adapter's code and its
 * localhost patterns with it; `wxt`, `wxt build --mode test`, vitest and the CLI's module runner are other modes.
 */
const devOnly: readonly SiteAdapter[] = import.meta.env.MODE === 'production' ? [] : [demo];

/** The adapters a build of this mode carries, sorted by id: the job sites, and outside production the demo page. */
export function adaptersFor(mode: string): SiteAdapter[] {
  return (
    [...sites, ...(mode === 'production' ? [] : devOnly)]
      // Plain comparison: localeCompare would load ICU's collation in every page the script runs in.
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  );
}

export const adapters: readonly SiteAdapter[] = adaptersFor(import.meta.env.MODE);

/** The adapter that reads this address: the first whose match patterns, or on-demand patterns, take it. */
export function adapterFor(url: URL): SiteAdapter | undefined {
  return adapters.find((adapter) => handles(adapter, url));
}

export function adapterById(id: string): SiteAdapter | undefined {
  return adapters.find((adapter) => adapter.id === id);
}

/**
 * Where a site's reader runs: the adapters' own patterns, addresses that can hold a posting or a list.
 * It is declared there (a load), and injected there by the background after an in-page move.
 */
export const contentScriptMatches: string[] = [...new Set(adapters.filter((a) => !a.allFrames).flatMap((a) => a.matches))].sort();
export const frameContentScriptMatches: string[] = [...new Set(adapters.filter((a) => a.allFrames).flatMap((a) => a.matches))].sort();
