#!/usr/bin/env node
// `npm run fixture:distill -- PAGE.html --url URL [--out DIR] [--repo OWNER/NAME --path PATH --commit SHA]
//   [--captured-at ISO] [--structure TEXT]`: a real saved page as a real capture to commit
// (lib/report/distill.ts). With --out it writes DIR/page.html and DIR/meta.json; expected.json is
// yours to write by reading the distilled page. Without --out it prints the distilled page.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = (path) =>
  runnerImport(`${root}${path}`, {
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': root.replace(/\/$/, '') } },
  }).then((r) => r.module);
const { distillPageBytes, distilledMeta } = await load('lib/report/distill-cli.ts');

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const page = args[0];
const url = option('url');
if (!page || page.startsWith('--') || !url) {
  process.stderr.write(
    'usage: npm run fixture:distill -- PAGE.html --url URL [--out DIR] [--repo OWNER/NAME --path PATH --commit SHA] [--captured-at ISO] [--structure TEXT]\n',
  );
  process.exit(2);
}
const distilled = distillPageBytes(await readFile(page), url);
const out = option('out');
if (!out) {
  process.stdout.write(distilled.html);
} else {
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'page.html'), distilled.html);
  const meta = distilledMeta({
    url: distilled.url,
    capturedAt: option('captured-at'),
    structure: option('structure'),
    repo: option('repo'),
    path: option('path'),
    commit: option('commit'),
  });
  await writeFile(join(out, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  process.stdout.write(`${distilled.url}\nwrote ${join(out, 'page.html')} and meta.json; now write expected.json by reading the page\n`);
}
