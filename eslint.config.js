import js from '@eslint/js';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  noUnsanitized.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Page text is text: never dangerouslySetInnerHTML.' },
        {
          selector: "ImportDeclaration[source.value='zod'] ImportSpecifier[imported.name='z']",
          message: "import * as z from 'zod/mini' (the named z import pulls every locale in).",
        },
      ],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'lib/ runs in Node: no browser extension APIs here.' },
        { name: 'browser', message: 'lib/ runs in Node: no browser extension APIs here.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['wxt/*', 'wxt', '#imports', 'preact', 'preact/*'], message: 'lib/ is pure TypeScript: no WXT or UI imports.' },
          ],
        },
      ],
    },
  },
  {
    // Size limits are warnings, summed up by scripts/lint-limits.mjs and turned off in the --max-warnings=0 run:
    // a function over them is a place to split next, not a broken build. Data tables have no functions to split.
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    ignores: ['lib/analyze/knowledge/**', 'lib/lists/knowledge.ts', 'lib/normalize/skills-data.ts', 'lib/report/distill-vocabulary.ts'],
    rules: {
      complexity: ['warn', { max: 20 }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts'],
    // Node scripts that also hand functions to the browser (page.evaluate) see both kinds of globals.
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'URL',
          'Buffer',
          'window',
          'document',
          'performance',
          'PerformanceObserver',
          'MutationObserver',
          'indexedDB',
          'navigator',
          'location',
          'getComputedStyle',
          'IntersectionObserver',
          'requestAnimationFrame',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
