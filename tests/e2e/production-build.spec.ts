import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from './fixtures';

/**
 * The production build (`wxt build`, what the stores get) against the test build the rest of the e2e suite loads
 * (`wxt build --mode test`): the demo site on localhost and the service worker's test hooks exist only in the
 * latter; otherwise the two ask for the same things.
 */
const PRODUCTION_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3');

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  content_scripts?: { matches: string[] }[];
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
const scriptsOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? scriptsOf(path) : name.endsWith('.js') ? [readFileSync(path, 'utf8')] : [];
  });

const TEST_ONLY = ['jobsightUpgrades', 'jobsightReminders', 'jobsightBackups', 'jobsightTracker', 'jobsight-demo'];
const LOOPBACK = /localhost|127\.0\.0\.1/;

const patternsOf = (manifest: Manifest) => [
  ...(manifest.host_permissions ?? []),
  ...(manifest.content_scripts ?? []).flatMap((script) => script.matches),
];

test('the production build reads no localhost address and carries no test hook', () => {
  const manifest = manifestOf(PRODUCTION_DIR);
  expect(patternsOf(manifest).filter((pattern) => LOOPBACK.test(pattern))).toEqual([]);
  const code = scriptsOf(PRODUCTION_DIR).join('\n');
  expect(TEST_ONLY.filter((name) => code.includes(name))).toEqual([]);
});

test('the test build has them (the check above would see them), and asks for nothing else', () => {
  const production = manifestOf(PRODUCTION_DIR);
  const testBuild = manifestOf(EXTENSION_DIR);
  expect(patternsOf(testBuild).some((pattern) => LOOPBACK.test(pattern))).toBe(true);
  const code = scriptsOf(EXTENSION_DIR).join('\n');
  expect(TEST_ONLY.filter((name) => !code.includes(name))).toEqual([]);
  expect(testBuild.permissions).toEqual(production.permissions);
  expect(testBuild.optional_permissions).toEqual(production.optional_permissions);
  expect(testBuild.optional_host_permissions).toEqual(production.optional_host_permissions);
  const withoutLoopback = (patterns: string[]) => [...new Set(patterns.filter((pattern) => !LOOPBACK.test(pattern)))].sort();
  expect(withoutLoopback(patternsOf(testBuild))).toEqual(withoutLoopback(patternsOf(production)));
});
