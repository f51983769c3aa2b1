import { afterEach, describe, expect, it, vi } from 'vitest';
import { adapters, adaptersFor } from '@/lib/extract/registry';
import { originPatterns } from '@/lib/match-pattern';

/**
 * Jobsight's demo page (localhost) is read in development and test builds, the unit tests and the CLI, never in
 * production: `wxt build` is mode "production", `wxt build --mode test` and vitest are "test", `wxt` and the CLI's
 * module runner (scripts/jobsight.mjs) are "development".
 */

const LOCAL = /^[^:]+:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?\//;

describe('the adapters of each build mode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('production carries the job sites only: no demo adapter, no localhost pattern, no localhost host access', () => {
    const production = adaptersFor('production');
    expect(production.map((a) => a.id)).not.toContain('demo');
    const patterns = production.flatMap((a) => [...a.matches, ...(a.onDemand ?? [])]);
    expect(patterns.filter((pattern) => LOCAL.test(pattern))).toEqual([]);
    expect(originPatterns(production.flatMap((a) => a.matches)).filter((origin) => LOCAL.test(origin))).toEqual([]);
  });

  it('development and test add the demo page, and nothing else', () => {
    const sites = adaptersFor('production').map((a) => a.id);
    for (const mode of ['development', 'test'])
      expect(
        adaptersFor(mode).map((a) => a.id),
        mode,
      ).toEqual([...sites, 'demo'].sort());
    expect(import.meta.env.MODE).toBe('test');
    expect(adapters.map((a) => a.id)).toContain('demo');
  });

  it('the registry module evaluated in a production build leaves the demo page out of what the manifest is built from', async () => {
    vi.stubEnv('MODE', 'production');
    vi.resetModules();
    const registry = await import('@/lib/extract/registry');
    expect(registry.adapters.map((a) => a.id)).not.toContain('demo');
    expect(registry.adaptersFor('test').map((a) => a.id)).not.toContain('demo');
    expect([...registry.contentScriptMatches, ...registry.frameContentScriptMatches].filter((pattern) => LOCAL.test(pattern))).toEqual([]);
  });
});
