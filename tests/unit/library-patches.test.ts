import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATCHES, libraryPatches } from '../../scripts/library-patches';

const root = join(import.meta.dirname, '..', '..');
/** The installed file each patch is for: the file pattern's own path, as npm laid it out. */
const installed: Record<string, string> = {
  preact: 'node_modules/preact/dist/preact.module.js',
  underscore: 'node_modules/underscore/modules/_setup.js',
  template: 'node_modules/underscore/modules/template.js',
  setimmediate: 'node_modules/setimmediate/setImmediate.js',
  jszip: 'node_modules/jszip/dist/jszip.min.js',
  pdf: 'node_modules/pdfjs-dist/build/pdf.mjs',
  worker: 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
};
const fileOf = (pattern: RegExp) => Object.values(installed).filter((path) => pattern.test(path));
/** What AMO's linter warns on (web-ext lint: UNSAFE_VAR_ASSIGNMENT, DANGEROUS_EVAL). */
const FLAGGED = [/\.innerHTML\s*=/, /\bFunction\s*\(/, /\bimport\s*\(/];

describe('library patches (scripts/library-patches.ts)', () => {
  it.each(LIBRARY_PATCHES.map((patch) => [patch.why, patch] as const))(
    '%s: the text is in the installed library, as often as said',
    (_, patch) => {
      const files = fileOf(patch.file);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(existsSync(join(root, file))).toBe(true);
        const code = readFileSync(join(root, file), 'utf8');
        if (!code.includes(patch.find)) continue; // _setup.js and template.js share underscore's pattern
        expect(code.split(patch.find).length - 1).toBe(patch.count);
      }
      expect(files.some((file) => readFileSync(join(root, file), 'utf8').includes(patch.find))).toBe(true);
    },
  );

  it.each(LIBRARY_PATCHES.map((patch) => [patch.why, patch] as const))(
    '%s: the replacement has nothing the linter warns on',
    (_, patch) => {
      for (const flagged of FLAGGED) expect(patch.replace).not.toMatch(flagged);
      expect(FLAGGED.some((flagged) => flagged.test(patch.find))).toBe(true);
    },
  );

  it('a module whose patched text is gone fails the build instead of passing with the warning back', () => {
    const plugin = libraryPatches();
    const transform = plugin.transform as (code: string, id: string) => string | undefined;
    expect(() => transform('export const x = 1;', '/work/node_modules/preact/dist/preact.module.js')).toThrow(/the library changed/);
    // Vite's `?url` stand-in of a file is not the file.
    expect(transform('export default "/assets/x.mjs"', '/work/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url')).toBeUndefined();
    expect(transform('export const x = 1;', '/work/lib/posting/index.ts')).toBeUndefined();
  });

  it('patches the pdf.js worker where it is copied as an asset', () => {
    const plugin = libraryPatches();
    const worker = readFileSync(join(root, installed.worker!), 'utf8');
    const bundle = { 'assets/pdf.worker.min-abc123.mjs': { type: 'asset', fileName: 'assets/pdf.worker.min-abc123.mjs', source: worker } };
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const patched = bundle['assets/pdf.worker.min-abc123.mjs'].source;
    expect(patched).not.toMatch(/\bimport\s*\(/);
    expect(patched.length).toBeLessThan(worker.length);
  });
});
