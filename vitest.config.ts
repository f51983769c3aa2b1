import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 60_000,
    reporters: process.env.JOBSIGHT_REPORT ? ['default', ['json', { outputFile: process.env.JOBSIGHT_REPORT }]] : ['default'],
  },
});
