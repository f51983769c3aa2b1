import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { analyze, type Analysis } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';

/**
 * The multi-domain golden set of the analysis (tests/fixtures/analysis/golden/README.md): invented postings
 * across trades, labelled by people who had not read the rules with what a good coach would raise and what
 * would be wrong to say. Each posting goes the extension's own way: a page holding its schema.org JobPosting,
 * read, normalized and analyzed in the posting's language.
 */

export const GOLDEN_DIR = resolve(import.meta.dirname, '../fixtures/analysis/golden');

const Pattern = z.string().check(
  z.minLength(1),
  z.refine((source) => {
    try {
      new RegExp(source, 'i');
      return true;
    } catch {
      return false;
    }
  }, 'not a regular expression'),
);

export const GoldenPosting = z.object({
  id: z.string().check(z.regex(/^(en|zh)-[a-z0-9-]+$/)),
  lang: z.enum(['en', 'zh']),
  family: z.string().check(z.regex(/^[a-z_]+$/)),
  split: z.enum(['tune', 'held-out']),
  labelledBy: z.literal('hand'),
  url: z.url({ protocol: /^https$/ }),
  posting: z.object({
    title: z.string().check(z.minLength(2)),
    company: z.string().check(z.minLength(2)),
    location: z.string().check(z.minLength(2)),
    employmentType: z.optional(z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'])),
    salary: z.optional(z.string()),
    datePosted: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    description: z.string().check(z.minLength(200)),
  }),
  mustRaise: z.array(z.object({ id: z.string(), why: z.string(), anyOf: z.array(Pattern).check(z.minLength(1)) })).check(z.minLength(1)),
  mustNot: z.array(z.object({ id: z.string(), why: z.string(), pattern: Pattern })).check(z.minLength(1)),
});
export type GoldenPosting = z.infer<typeof GoldenPosting>;

export interface GoldenFile {
  path: string;
  /** The family folder the file sits in. */
  folder: string;
  parsed: ReturnType<typeof GoldenPosting.safeParse>;
}

export function goldenFiles(): GoldenFile[] {
  return readdirSync(GOLDEN_DIR)
    .filter((name) => statSync(join(GOLDEN_DIR, name)).isDirectory())
    .sort()
    .flatMap((folder) =>
      readdirSync(join(GOLDEN_DIR, folder))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const path = join(GOLDEN_DIR, folder, name);
          return { path, folder, parsed: GoldenPosting.safeParse(JSON.parse(readFileSync(path, 'utf8'))) };
        }),
    );
}

export function goldenSet(): GoldenPosting[] {
  return goldenFiles().flatMap((file) => (file.parsed.success ? [file.parsed.data] : []));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The ad's plain text as a job site shows it: headings, paragraphs and bullet lists. */
function descriptionHtml(description: string): string {
  const out: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) out.push(`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const raw of description.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = /^(?:[-*•·]|\d+[.、)])\s*(.+)$/.exec(line);
    if (bullet) {
      items.push(bullet[1]!);
      continue;
    }
    flush();
    const heading =
      line.length <= 60 && !/[.。;；!！?？]$/.test(line) && (/[:：]$/.test(line) || !/[,，]/.test(line)) && line.split(/\s+/).length <= 8;
    out.push(heading ? `<h3>${escapeHtml(line)}</h3>` : `<p>${escapeHtml(line)}</p>`);
  }
  flush();
  return out.join('\n');
}

/** A page of an unsupported site holding the posting as a schema.org JobPosting (the generic path of the reader). */
export function goldenPage(golden: GoldenPosting): string {
  const { posting } = golden;
  // The pay as the ad states it, on its own line at the top of the text, as most boards show it.
  const description =
    posting.salary && !posting.description.includes(posting.salary)
      ? `${golden.lang === 'zh' ? '薪资：' : 'Pay: '}${posting.salary}\n\n${posting.description}`
      : posting.description;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    hiringOrganization: { '@type': 'Organization', name: posting.company },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: posting.location } },
    datePosted: posting.datePosted,
    ...(posting.employmentType ? { employmentType: posting.employmentType } : {}),
    description: descriptionHtml(description),
  };
  return `<!doctype html><html lang="${golden.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(posting.title)} - ${escapeHtml(posting.company)}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script></head>
<body><main><h1>${escapeHtml(posting.title)}</h1><p class="company">${escapeHtml(posting.company)}</p><p class="location">${escapeHtml(posting.location)}</p>
<article>${descriptionHtml(description)}</article></main></body></html>`;
}

/** Every line of an analysis a reader sees, with where it stands. */
export function analysisLines(analysis: Analysis): { where: string; text: string }[] {
  const lines: { where: string; text: string }[] = [];
  const add = (where: string, text: string | undefined) => {
    if (text) lines.push({ where, text });
  };
  add('overall', analysis.overall.summary);
  for (const [key, dimension] of Object.entries(analysis.dimensions))
    for (const reason of dimension.reasons) add(`dimension ${key}`, reason);
  for (const point of analysis.pros) add('pro', point.text);
  for (const point of analysis.cons) add('con', point.text);
  add('role', analysis.role.summary);
  for (const focus of analysis.role.focus) add('role focus', focus);
  for (const path of analysis.role.paths) add('path', path);
  for (const item of analysis.strategy) {
    add('strategy', item.text);
    add('strategy why', item.why);
  }
  for (const question of analysis.interview.questions) add(`question ${question.kind}`, question.text);
  for (const prep of analysis.interview.prep) add('prep', prep);
  return lines;
}

export interface GoldenResult {
  golden: GoldenPosting;
  /** The posting was read from its page at all. */
  read: boolean;
  lines: { where: string; text: string }[];
  raised: string[];
  missed: string[];
  /** mustNot labels hit, with the line that hit. */
  hits: { id: string; line: string }[];
}

export function gradeGolden(golden: GoldenPosting): GoldenResult {
  const now = `${golden.posting.datePosted}T12:00:00.000Z`;
  const read = extractHtml(goldenPage(golden), golden.url, new Date(Date.parse(now) + 3 * 86_400_000).toISOString());
  if (!read.posting) return { golden, read: false, lines: [], raised: [], missed: golden.mustRaise.map((label) => label.id), hits: [] };
  const analysis = analyze(read.posting, { lang: golden.lang, now: Date.parse(now) + 3 * 86_400_000 });
  const lines = analysisLines(analysis);
  const raised: string[] = [];
  const missed: string[] = [];
  for (const label of golden.mustRaise) {
    const patterns = label.anyOf.map((source) => new RegExp(source, 'i'));
    (lines.some((line) => patterns.some((pattern) => pattern.test(line.text))) ? raised : missed).push(label.id);
  }
  const hits: { id: string; line: string }[] = [];
  for (const label of golden.mustNot) {
    const pattern = new RegExp(label.pattern, 'i');
    const line = lines.find((candidate) => pattern.test(candidate.text));
    if (line) hits.push({ id: label.id, line: `${line.where}: ${line.text}` });
  }
  return { golden, read: true, lines, raised, missed, hits };
}

export interface GoldenFigures {
  postings: number;
  raise: { met: number; labels: number };
  mustNot: { hits: number; labels: number; postingsHit: number };
  lines: number;
}

export function goldenFigures(results: readonly GoldenResult[]): GoldenFigures {
  return {
    postings: results.length,
    raise: { met: results.reduce((n, r) => n + r.raised.length, 0), labels: results.reduce((n, r) => n + r.golden.mustRaise.length, 0) },
    mustNot: {
      hits: results.reduce((n, r) => n + r.hits.length, 0),
      labels: results.reduce((n, r) => n + r.golden.mustNot.length, 0),
      postingsHit: results.filter((r) => r.hits.length > 0).length,
    },
    lines: results.reduce((n, r) => n + r.lines.length, 0),
  };
}
