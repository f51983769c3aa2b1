#!/usr/bin/env node
// The import graph of lib/, components/ and entrypoints/, folder by folder: drawn as docs/architecture.svg (the
// picture at the top of docs/ARCHITECTURE.md) and checked for imports that go against the flow.
//
//   node scripts/import-graph.mjs           write docs/architecture.svg; print the folders, the edges against the flow
//   node scripts/import-graph.mjs --check   write nothing; exit 1 if an import goes against the flow or a folder has
//                                           no place in ROWS below
//
// Imports are read with TypeScript's own pre-processor (import, import type, export … from, import()), so a
// string that looks like an import inside a comment or a template does not count.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const OUT = join(root, 'docs', 'architecture.svg');

/**
 * Every folder's place. A row is drawn from left to right in the order given (null leaves a slot empty), the rows
 * from top to bottom. `tier` is the rule: a module may import from its own tier or a later one, never an earlier one.
 * The pipeline's stages are tiers in reverse (analyze, then normalize, then extract) because a later stage reads
 * what an earlier one made: normalize may use an extract helper, extract may not reach into normalize.
 * A folder's subfolders belong to it unless listed (lib/db/migrations is lib/db, components/tracker is components).
 */
const ROWS = [
  { label: 'entry points', tier: 0, groups: ['entrypoints/job.content', null, 'entrypoints/background', null, ['entrypoints/pages', 1.3]] },
  { label: 'views', tier: 1, groups: [null, null, null, ['components', 1.3]] },
  { label: 'runtimes, messages', tier: 2, groups: ['lib/content', 'lib/cli', 'lib/background', null, ['lib/messages.ts', 1.6]] },
  {
    label: 'features',
    tier: 3,
    groups: [
      'lib/report',
      'lib/cv',
      'lib/lists',
      'lib/dedupe.ts',
      'lib/reminders',
      'lib/backups',
      'lib/export',
      'lib/settings.ts',
      'lib/tracker',
      'lib/deep-read',
    ],
  },
  {
    label: 'pipeline',
    groups: ['lib/extract/sites', 'lib/extract', 'lib/normalize', 'lib/analyze'],
    tiers: { 'lib/extract/sites': 6, 'lib/extract': 6, 'lib/normalize': 5, 'lib/analyze': 4 },
  },
  {
    label: 'records, leaves',
    groups: ['lib/posting', null, 'lib/db', null, ['lib/profile.ts', 1.3], 'lib/i18n'],
    tiers: { 'lib/db': 7, 'lib/posting': 8, 'lib/profile.ts': 8, 'lib/i18n': 8 },
  },
];
/**
 * Groups drawn as one box: files at the top of lib/ and entrypoints/, and folders that are one thing to a reader.
 * `name` replaces the last part of the group's path in its box; `note` follows its file count.
 */
const MERGED = {
  'entrypoints/job.content': {
    members: ['entrypoints/any-page.content.ts', 'entrypoints/job-frame.content.ts'],
    note: '+ any-page, job-frame',
  },
  'entrypoints/pages': {
    members: ['entrypoints/options', 'entrypoints/popup', 'entrypoints/sidebar', 'entrypoints/tracker'],
    name: 'options, popup, sidebar, tracker',
    prefix: 'entrypoints/ (the pages)',
  },
  'lib/messages.ts': {
    members: ['lib/messages.ts', 'lib/client.ts', 'lib/diagnostics.ts', 'lib/content-command.ts'],
    note: '+ client, diagnostics, content-command',
  },
  components: { members: ['components'], prefix: 'components/', name: 'Preact views', note: '+ runtime/, tracker/' },
  'lib/analyze': { members: ['lib/analyze'], note: '+ rules/, knowledge/' },
  'lib/db': { members: ['lib/db'], note: '+ migrations/' },
  'lib/settings.ts': { members: ['lib/settings.ts'] },
  'lib/dedupe.ts': { members: ['lib/dedupe.ts'] },
  'lib/profile.ts': { members: ['lib/profile.ts', 'lib/match-pattern.ts'], name: 'profile.ts, match-pattern.ts' },
};

/** A row's entries: a group's name, null for an empty slot, or [name, width in slots] for a wider box. */
const entriesOf = (row) =>
  row.groups.map((entry) => (Array.isArray(entry) ? { name: entry[0], span: entry[1] } : { name: entry, span: 1 }));
const placed = new Map();
ROWS.forEach((row, rowIndex) => {
  entriesOf(row).forEach(({ name }, slot) => {
    if (name) placed.set(name, { name, row: rowIndex, slot, tier: row.tier ?? row.tiers[name] });
  });
});

function sourceFiles(folder) {
  const out = [];
  for (const name of readdirSync(join(root, folder)).sort()) {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const files = ['entrypoints', 'components', 'lib'].flatMap(sourceFiles);
const known = new Set(files);

/** The group a file is drawn in: a merged group's member, else the longest listed folder above it. */
function groupOf(file) {
  for (const [name, { members }] of Object.entries(MERGED)) {
    if (members.some((member) => file === member || file.startsWith(`${member}/`))) return name;
  }
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) if (placed.has(dir)) return dir;
  return dirname(file) === 'lib' || dirname(file) === 'entrypoints' ? file : dirname(file);
}

/** The project file an import names (the `@/` and `~/` aliases are the repository's root), or null if outside. */
function resolve(from, specifier) {
  const alias = /^(?:@@|~~|@|~)\/(.*)$/.exec(specifier);
  let base;
  if (alias) base = alias[1];
  else if (specifier.startsWith('.')) base = relative(root, join(root, dirname(from), specifier));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

const filesIn = new Map();
const edges = new Map();
for (const file of files) {
  const group = groupOf(file);
  filesIn.set(group, (filesIn.get(group) ?? 0) + 1);
  const text = readFileSync(join(root, file), 'utf8');
  const lineStarts = ts.computeLineStarts(text);
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolve(file, imported.fileName);
    if (!target) continue;
    const to = groupOf(target);
    if (to === group) continue;
    const key = `${group}\u0000${to}`;
    if (!edges.has(key)) edges.set(key, { from: group, to, sites: [] });
    const line = ts.computeLineAndCharacterOfPosition(lineStarts, imported.pos).line + 1;
    edges.get(key).sites.push(`${file}:${line} ${imported.fileName}`);
  }
}

const unplaced = [...filesIn.keys()].filter((group) => !placed.has(group)).sort();
const against = [...edges.values()].filter(
  (edge) => placed.has(edge.from) && placed.has(edge.to) && placed.get(edge.to).tier < placed.get(edge.from).tier,
);
const betweenEntryPoints = [...edges.values()].filter((edge) => edge.from.startsWith('entrypoints/') && edge.to.startsWith('entrypoints/'));

const statements = [...edges.values()].reduce((sum, edge) => sum + edge.sites.length, 0);
console.log(`${files.length} modules in ${filesIn.size} folders; ${statements} imports between folders, ${edges.size} folder pairs`);
if (unplaced.length > 0) {
  console.log(`\nno place in scripts/import-graph.mjs ROWS (add them there, or to a group in MERGED): ${unplaced.join(', ')}`);
}
console.log(`\nagainst the flow: ${against.length}`);
for (const edge of against.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))) {
  console.log(`  ${edge.from} → ${edge.to} (${edge.sites.length})`);
  for (const site of edge.sites) console.log(`      ${site}`);
}
if (betweenEntryPoints.length > 0) {
  console.log('\nbetween entry points (not a failure; the code imported is bundled into both):');
  for (const edge of betweenEntryPoints) console.log(`  ${edge.from} → ${edge.to}: ${edge.sites.join('; ')}`);
}

if (check) {
  process.exitCode = against.length > 0 || unplaced.length > 0 ? 1 : 0;
} else {
  writeFileSync(OUT, draw());
  console.log(`\nwrote ${relative(root, OUT)}`);
  if (unplaced.length > 0) process.exitCode = 1;
}

// ---- the picture ----

function draw() {
  const W = 1400;
  const LEFT = 175;
  const RIGHT = 20;
  const TOP = 84;
  const BOX_H = 56;
  const ROW_GAP = 92;
  const GAP = 20;
  const COLORS = ['#1f5f99', '#7046a8', '#0f7f86', '#b35900', '#2d7d2d', '#5f6b7a'];
  const WRONG = '#c62828';

  const boxes = new Map();
  ROWS.forEach((row, rowIndex) => {
    const entries = entriesOf(row);
    const slotW = (W - LEFT - RIGHT) / entries.reduce((sum, entry) => sum + entry.span, 0);
    let x = LEFT;
    entries.forEach(({ name, span }, slot) => {
      if (name && filesIn.has(name)) {
        boxes.set(name, {
          name,
          row: rowIndex,
          slot,
          x: x + GAP / 2,
          y: TOP + rowIndex * (BOX_H + ROW_GAP),
          w: span * slotW - GAP,
          h: BOX_H,
          ports: { top: [], bottom: [], left: [], right: [] },
        });
      }
      x += span * slotW;
    });
  });
  const height = TOP + ROWS.length * (BOX_H + ROW_GAP) + 10;

  // Each edge gets a port on the side it leaves and the side it enters; ports along a side are ordered by where
  // the other end is, so that lines into one box do not cross each other there.
  const drawn = [...edges.values()].filter((edge) => boxes.has(edge.from) && boxes.has(edge.to));
  const centre = (box) => box.x + box.w / 2;
  for (const edge of drawn) {
    const a = boxes.get(edge.from);
    const b = boxes.get(edge.to);
    edge.wrong = against.includes(edge);
    if (a.row === b.row) {
      const between = [...boxes.values()].some(
        (box) => box.row === a.row && box.slot > Math.min(a.slot, b.slot) && box.slot < Math.max(a.slot, b.slot),
      );
      edge.kind = between ? 'arc' : 'side';
    } else edge.kind = a.row < b.row ? 'down' : 'up';
    const [fromSide, toSide] = {
      down: ['bottom', 'top'],
      up: ['top', 'bottom'],
      arc: ['bottom', 'bottom'],
      side: a.slot < b.slot ? ['right', 'left'] : ['left', 'right'],
    }[edge.kind];
    a.ports[fromSide].push({ edge, end: 'tail', other: centre(b) });
    b.ports[toSide].push({ edge, end: 'head', other: centre(a) });
  }
  for (const box of boxes.values()) {
    for (const side of ['top', 'bottom']) {
      const ports = box.ports[side].sort((p, q) => p.other - q.other || (p.end < q.end ? -1 : 1));
      ports.forEach((port, i) => {
        port.edge[port.end] = { x: box.x + ((i + 1) * box.w) / (ports.length + 1), y: side === 'top' ? box.y : box.y + box.h, index: i };
      });
    }
    for (const side of ['left', 'right']) {
      // Both boxes order a pair's side arrows the same way, so that each arrow runs straight across.
      const ports = box.ports[side].sort((p, q) => `${p.edge.from}>${p.edge.to}`.localeCompare(`${q.edge.from}>${q.edge.to}`));
      ports.forEach((port, i) => {
        port.edge[port.end] = { x: side === 'left' ? box.x : box.x + box.w, y: box.y + ((i + 1) * box.h) / (ports.length + 1), index: i };
      });
    }
  }

  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const colorOf = (edge) => (edge.wrong ? WRONG : COLORS[boxes.get(edge.from).row]);
  const widthOf = (edge) => (1 + Math.log2(edge.sites.length) * 0.45).toFixed(2);
  const lines = [];
  const labels = [];
  for (const edge of drawn.sort((p, q) => p.sites.length - q.sites.length)) {
    const { tail: p, head: q } = edge;
    let path;
    let label;
    if (edge.kind === 'down' || edge.kind === 'up') {
      const dy = (q.y - p.y) / 2;
      const c1 = { x: p.x, y: p.y + dy };
      const c2 = { x: q.x, y: q.y - dy };
      path = `M${p.x.toFixed(1)},${p.y} C${c1.x.toFixed(1)},${c1.y} ${c2.x.toFixed(1)},${c2.y} ${q.x.toFixed(1)},${q.y}`;
      // The number sits over its arrowhead, at one of two heights so that neighbours do not touch.
      const above = q.index % 2 === 0 ? 12 : 26;
      label = { x: q.x, y: edge.kind === 'down' ? q.y - above : q.y + above + 10 };
    } else if (edge.kind === 'side') {
      path = `M${p.x},${p.y.toFixed(1)} L${q.x},${q.y.toFixed(1)}`;
      label = { x: (p.x + q.x) / 2, y: q.index === 0 ? q.y - 5 : q.y + 14 };
    } else {
      const depth = Math.min(ROW_GAP - 30, 22 + Math.abs(q.x - p.x) * 0.12);
      path = `M${p.x.toFixed(1)},${p.y} C${p.x.toFixed(1)},${p.y + depth} ${q.x.toFixed(1)},${q.y + depth} ${q.x.toFixed(1)},${q.y}`;
      label = { x: (p.x + q.x) / 2, y: p.y + depth * 0.75 + 4 };
    }
    const color = colorOf(edge);
    lines.push(
      `<path d="${path}" fill="none" stroke="${color}" stroke-width="${widthOf(edge)}" stroke-opacity="${edge.wrong ? 1 : Math.abs(boxes.get(edge.to).row - boxes.get(edge.from).row) > 1 ? 0.3 : 0.6}"${edge.wrong ? ' stroke-dasharray="6 3"' : ''} marker-end="url(#head-${color.slice(1)})"><title>${esc(`${edge.from} → ${edge.to}: ${edge.sites.length}`)}</title></path>`,
    );
    labels.push(`<text x="${label.x.toFixed(1)}" y="${label.y.toFixed(1)}" class="count" fill="${color}">${edge.sites.length}</text>`);
  }

  const boxSvg = [...boxes.values()].map((box) => {
    const cut = box.name.lastIndexOf('/');
    const count = filesIn.get(box.name);
    const name = MERGED[box.name]?.name ?? box.name.slice(cut + 1);
    const note = `${count} file${count === 1 ? '' : 's'}${MERGED[box.name]?.note ? `, ${MERGED[box.name].note}` : ''}`;
    const wrong = against.some((edge) => edge.from === box.name);
    const x = (box.x + 8).toFixed(1);
    // About half an em a character in sans-serif: enough to tell when a longer name or note would run out of its box.
    for (const [text, em] of [
      [name, 14 * 0.53],
      [note, 12 * 0.5],
    ]) {
      if (text.length * em > box.w - 12)
        console.error(`the picture: "${text}" may not fit its box (${box.name}); give it a wider slot in ROWS`);
    }
    return [
      `<g><rect x="${box.x.toFixed(1)}" y="${box.y}" width="${box.w.toFixed(1)}" height="${box.h}" rx="6" fill="#ffffff" stroke="${wrong ? WRONG : '#44505e'}" stroke-width="${wrong ? 2 : 1.2}"/>`,
      `<text x="${x}" y="${box.y + 16}" class="prefix">${esc(MERGED[box.name]?.prefix ?? box.name.slice(0, cut + 1))}</text>`,
      `<text x="${x}" y="${box.y + 34}" class="name">${esc(name)}</text>`,
      `<text x="${x}" y="${box.y + 50}" class="files">${esc(note)}</text></g>`,
    ].join('');
  });

  const rowLabels = ROWS.map(
    (row, i) => `<text x="16" y="${TOP + i * (BOX_H + ROW_GAP) + BOX_H / 2 + 4}" class="row">${esc(row.label)}</text>`,
  );
  const heads = [...new Set([...COLORS, WRONG])].map(
    (color) =>
      `<marker id="head-${color.slice(1)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`,
  );
  const wrongNote =
    against.length === 0
      ? 'no import goes against the flow'
      : `${against.length} folder pair${against.length === 1 ? '' : 's'} against the flow, dashed red`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">
<title>Jobsight: how lib/, components/ and entrypoints/ import each other</title>
<desc>Generated by scripts/import-graph.mjs. Each box is a folder with its number of files; an arrow goes from the importing folder to the imported one, its number the import statements between them.</desc>
<style>
.prefix { font-size: 12px; fill: #5f6b7a; }
.name { font-size: 14px; font-weight: 600; fill: #1d2733; }
.files { font-size: 12px; fill: #5f6b7a; }
.row { font-size: 13px; font-weight: 600; fill: #5f6b7a; }
.count { font-size: 12px; font-weight: 700; text-anchor: middle; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; }
.head { font-size: 18px; font-weight: 600; fill: #1d2733; }
.note { font-size: 13px; fill: #44505e; }
</style>
<defs>${heads.join('')}</defs>
<rect width="${W}" height="${height}" fill="#ffffff"/>
<text x="16" y="30" class="head">How lib/, components/ and entrypoints/ import each other</text>
<text x="16" y="54" class="note">A box is a folder (its files); an arrow points from the folder that imports to the folder imported, its number the import statements. Colour by the importing row; ${esc(wrongNote)}.</text>
<text x="16" y="72" class="note">A red box imports against the flow. Made by scripts/import-graph.mjs (npm run graph) from the source; do not edit by hand.</text>
${lines.join('\n')}
${boxSvg.join('\n')}
${rowLabels.join('\n')}
${labels.join('\n')}
</svg>
`;
}
