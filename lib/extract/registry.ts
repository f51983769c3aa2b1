import type { SiteAdapter } from './types';

/** Every file in lib/extract/sites/ exports `adapter`; the build finds them, nobody lists them by hand. */
const modules = import.meta.glob<{ adapter: SiteAdapter }>('./sites/*.ts', { eager: true });

export const adapters: readonly SiteAdapter[] = Object.entries(modules)
  .map(([file, mod]) => {
    if (!mod.adapter) throw new Error(`${file} exports no adapter`);
    return mod.adapter;
  })
  // Plain comparison: localeCompare would load ICU's collation in every page the script runs in.
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function adapterFor(url: URL): SiteAdapter | undefined {
  return adapters.find((adapter) => adapter.handles(url));
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

