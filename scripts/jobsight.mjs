#!/usr/bin/env node
// Runs lib/cli/main.ts through Vite's module runner, so that the CLI uses the very same lib/
// code as the extension build (import.meta.glob registries included).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}lib/cli/main.ts`, {
  root,
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
});
const code = await module.runCli(process.argv.slice(2), {
  readFile: (path) => readFile(path),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
process.exitCode = code;
