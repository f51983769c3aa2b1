import { EXTRACT_FIELDS, EXTRACT_GOAL, figure, type Figure } from './goals';

/**
 * bench:extract's figures as data, its goals, and its Markdown (the README's per-site tables are this Markdown,
 * written by `npm run figures`). No lib/ code here: the README's format test reads the tables back with
 * `parseBench` without running the pipeline.
 */

export const FIELDS = EXTRACT_FIELDS;
export type Field = (typeof FIELDS)[number];

export interface Tally {
  matched: number;
  stated: number;
}

export interface SiteFigures {
  site: string;
  cases: number;
  fields: Record<Field, Tally>;
  other: Tally;
  /** Case names and fields that did not match. */
  misses: string[];
}

export interface Detection {
  positives: number;
  negatives: number;
  truePositives: number;
  falsePositives: string[];
  falseNegatives: string[];
  /** Login walls, captchas and closed postings recognised as such (a subset of the negatives). */
  blocked: { recognised: number; cases: number };
  precision: number;
  recall: number;
}

/** Where a page comes from: distilled from a real saved page, or written here after a site's structure. */
export type Kind = 'real' | 'invented';
export const KINDS: readonly Kind[] = ['real', 'invented'];

/** The figures of one part of the corpus (the real captures, the invented pages, or all of it). */
export interface KindFigures {
  cases: number;
  sites: SiteFigures[];
  totals: Record<Field, Tally>;
  other: Tally;
  detection: Detection;
}

export interface BenchFigures {
  cases: number;
  /** Misses on fields a real capture's meta.json does not declare as known misses (`site/case: field`). */
  undeclaredMisses: string[];
  /** Fields declared as known misses that now read right: the declaration is stale. */
  staleKnownMisses: string[];
  /** Every field a fixture's meta.json declares as a known miss (`site/case: field`). */
  knownMisses: string[];
  /** Real captures and invented pages measured apart: a reader tuned on invented pages can fail real ones. */
  kinds: Record<Kind, KindFigures>;
  all: KindFigures;
  /** Real captures per fixture site, 0 for a site that has invented pages only. */
  realBySite: Record<string, number>;
  /** Milliseconds per page, page read to Posting. */
  medianMs: number;
}

export const emptyTally = (): Tally => ({ matched: 0, stated: 0 });
export const emptyFields = () => Object.fromEntries(FIELDS.map((field) => [field, emptyTally()])) as Record<Field, Tally>;

/**
 * The goals, the same for both kinds: every field stated somewhere at 97 % or better, and no page
 * without a posting read as one. Real captures are what users meet; invented pages keep the cases
 * no saved page shows (hostile text, bad input, layouts seen only in documentation).
 */
export const GOALS: Record<Kind, { minimum: number; falsePositives: number }> = {
  real: { ...EXTRACT_GOAL },
  invented: { ...EXTRACT_GOAL },
};

const KIND_NAME: Record<Kind, string> = { real: 'real captures', invented: 'invented pages' };

const percent = (tally: Tally) =>
  tally.stated === 0 ? '–' : `${((tally.matched / tally.stated) * 100).toFixed(tally.matched === tally.stated ? 0 : 1)} %`;
const cell = (tally: Tally) => (tally.stated === 0 ? '' : `${tally.matched}/${tally.stated}`);

/** Each goal the figures miss, as a sentence; empty when every goal is met. */
export function goalProblems(figures: BenchFigures, goals: Record<Kind, { minimum: number; falsePositives: number }> = GOALS): string[] {
  const problems: string[] = [];
  for (const kind of KINDS) {
    const part = figures.kinds[kind];
    const goal = goals[kind];
    for (const field of FIELDS) {
      const tally = part.totals[field];
      if (tally.stated > 0 && tally.matched / tally.stated < goal.minimum) {
        problems.push(
          `${KIND_NAME[kind]}: ${field} ${percent(tally)} (${tally.matched}/${tally.stated}) is below ${Math.round(goal.minimum * 100)} %`,
        );
      }
    }
    const fp = part.detection.falsePositives;
    if (fp.length > goal.falsePositives)
      problems.push(`${KIND_NAME[kind]}: ${fp.length} false positive${fp.length === 1 ? '' : 's'} (${fp.join(', ')})`);
  }
  return problems;
}

export function meetsGoal(figures: BenchFigures): boolean {
  return goalProblems(figures).length === 0;
}

/** The figures as the goal table names them (tests/bench/goals.ts): what `--check`, the JSON and the README's summary read. */
export function extractFigures(figures: BenchFigures): Figure[] {
  const out: Figure[] = [];
  for (const kind of KINDS) {
    const part = figures.kinds[kind];
    const d = part.detection;
    const sites = Object.entries(figures.realBySite)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const siteCounts = kind === 'real' ? sites.map(([site, n]) => `${site} ${n}`).join(', ') : '';
    out.push(
      figure(`extract.${kind}.pages`, part.cases, {
        basis: `${d.positives} with a posting, ${d.negatives} without; ${part.sites.length} sites${siteCounts ? ` (${siteCounts})` : ''}`,
      }),
    );
    const stated = FIELDS.filter((field) => part.totals[field].stated > 0);
    const lowest = stated.reduce<Field | undefined>(
      (low, field) => (low === undefined || share(part.totals[field]) < share(part.totals[low]) ? field : low),
      undefined,
    );
    const below = stated.filter((field) => share(part.totals[field]) < GOALS[kind].minimum);
    out.push(
      lowest === undefined
        ? figure(`extract.${kind}.lowestField`, null, { basis: 'no field stated' })
        : figure(`extract.${kind}.lowestField`, toCount(part.totals[lowest]), {
            basis: below.length
              ? `${stated.length} fields stated in the labels; below the goal: ${below.map((field) => `${field} ${percent(part.totals[field])}`).join(', ')}`
              : share(part.totals[lowest]) === 1
                ? `every one of the ${stated.length} fields stated in the labels is read right`
                : `${stated.length} fields stated in the labels; the lowest: ${lowest}`,
          }),
    );
    for (const field of FIELDS)
      out.push(
        figure(`extract.${kind}.field.${field}`, part.totals[field].stated ? toCount(part.totals[field]) : null, {
          basis: `stated in ${part.totals[field].stated} pages`,
        }),
      );
    const detected = d.truePositives + d.falsePositives.length;
    out.push(
      figure(`extract.${kind}.precision`, { matched: d.truePositives, of: detected }, { basis: `${detected} pages read as a posting` }),
      figure(`extract.${kind}.recall`, { matched: d.truePositives, of: d.positives }, { basis: `${d.positives} pages with a posting` }),
      figure(`extract.${kind}.falsePositives`, d.falsePositives.length, {
        basis: d.falsePositives.length ? d.falsePositives.join(', ') : `${d.negatives} pages without a posting`,
      }),
      figure(`extract.${kind}.blocked`, { matched: d.blocked.recognised, of: d.blocked.cases }, { basis: 'said as such instead of read' }),
    );
  }
  out.push(figure('extract.medianMs', figures.medianMs, { basis: `${figures.cases} pages` }));
  return out;
}

const share = (tally: Tally) => tally.matched / tally.stated;
const toCount = (tally: Tally) => ({ matched: tally.matched, of: tally.stated });

const SHORT: Record<Field, string> = {
  title: 'title',
  company: 'company',
  locations: 'places',
  workMode: 'mode',
  employmentType: 'type',
  seniority: 'level',
  salary: 'salary',
  postedAt: 'posted',
  experienceYears: 'years',
  education: 'educ.',
  sections: 'sections',
  skills: 'skills',
  description: 'text',
};
const TABLE_HEADER = ['site', 'cases', ...FIELDS.map((field) => SHORT[field]), 'other'];

function siteTable(part: KindFigures): string {
  const rows = part.sites.map((site) => [
    site.site,
    String(site.cases),
    ...FIELDS.map((field) => cell(site.fields[field])),
    cell(site.other),
  ]);
  rows.push(['**all**', String(part.cases), ...FIELDS.map((field) => `**${percent(part.totals[field])}**`), `**${percent(part.other)}**`]);
  rows.push(['stated in', '', ...FIELDS.map((field) => String(part.totals[field].stated)), String(part.other.stated)]);
  const widths = TABLE_HEADER.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(TABLE_HEADER), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function detectionText(part: KindFigures): string {
  const d = part.detection;
  return [
    `Detection over ${part.cases} pages (${d.positives} with a posting, ${d.negatives} without: ${d.blocked.cases} of them login walls, captchas or closed postings):`,
    `precision ${(d.precision * 100).toFixed(1)} %, recall ${(d.recall * 100).toFixed(1)} %, false positives ${d.falsePositives.length}${d.falsePositives.length ? ` (${d.falsePositives.join(', ')})` : ''}, missed ${d.falseNegatives.length}${d.falseNegatives.length ? ` (${d.falseNegatives.join(', ')})` : ''}; blocked pages recognised ${d.blocked.recognised}/${d.blocked.cases}.`,
  ].join('\n');
}

const HEADING: Record<Kind, string> = {
  real: 'Real captures (distilled from saved pages in public repositories, labelled by hand)',
  invented: "Invented pages (written here after each site's structure, labelled by hand)",
};
const GOALS_MET = 'Goals met: on real captures and on invented pages every stated field ≥ 97 %, no false positive.';

/**
 * The figures as Markdown: per kind the per-site table, totals and detection; real captures per site; the goals;
 * the declared known misses; what missed. `heading` is the Markdown level of the two kinds' titles.
 */
export function formatBench(figures: BenchFigures, { heading = '##' }: { heading?: string } = {}): string {
  const out: string[] = [];
  for (const kind of KINDS) {
    const part = figures.kinds[kind];
    out.push(`${heading} ${HEADING[kind]}`, '');
    out.push(part.cases === 0 ? `No ${KIND_NAME[kind]} in the corpus.` : `${siteTable(part)}\n\n${detectionText(part)}`, '');
  }
  const sites = Object.keys(figures.realBySite).sort();
  const without = sites.filter((site) => figures.realBySite[site] === 0);
  out.push(
    `Real captures per site (${figures.kinds.real.cases} in all): ${
      sites
        .filter((site) => figures.realBySite[site]! > 0)
        .map((site) => `${site} ${figures.realBySite[site]}`)
        .join(', ') || 'none'
    }${without.length ? `; none yet for ${without.join(', ')}` : ''}.`,
    `Median time per page, HTML to Posting (linkedom, Node): ${figures.medianMs.toFixed(1)} ms.`,
    '',
  );
  const problems = goalProblems(figures);
  const known =
    (figures.knownMisses ?? []).length === 0
      ? 'No real capture declares a known miss today.'
      : `Known misses declared, counted as misses above: ${figures.knownMisses.join(', ')}.`;
  out.push(problems.length === 0 ? `${GOALS_MET} ${known}` : ['Goals NOT met:', ...problems.map((p) => `- ${p}`), '', known].join('\n'));
  const misses = KINDS.flatMap((kind) =>
    figures.kinds[kind].sites.flatMap((site) => site.misses.map((miss) => `- ${kind}: ${site.site}/${miss}`)),
  );
  if (misses.length) out.push('', 'Misses:', ...misses);
  return out.join('\n');
}

/**
 * Reads `formatBench` output back into the figures it shows. The totals, the detection rates and the goals'
 * verdict are worked out from the rows again, so `formatBench(parseBench(text))` gives `text` back only when
 * the text is in the bench's format and adds up.
 */
export function parseBench(text: string, { heading = '##' }: { heading?: string } = {}): BenchFigures {
  const lines = text.split('\n');
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`bench:extract text, line ${at + 1}: ${why} (${JSON.stringify(lines[at] ?? '')})`);
  };
  /** The next line, when it is `want` (a string) or matches it (a pattern); the text is not the bench's otherwise. */
  function take(want: string, why: string): string;
  function take(want: RegExp, why: string): RegExpExecArray;
  function take(want: string | RegExp, why: string): string | RegExpExecArray {
    const line = lines[at];
    if (line === undefined) return fail(`the text ends early: ${why}`);
    const found = typeof want === 'string' ? (line === want ? line : null) : want.exec(line);
    if (found === null) return fail(why);
    at++;
    return found;
  }
  const cells = (why: string) =>
    take(/^\| (.*) \|$/, why)[1]!
      .split(' | ')
      .map((c) => c.trim());
  const tally = (c: string): Tally => {
    if (c === '') return emptyTally();
    const m = /^(\d+)\/(\d+)$/.exec(c) ?? fail(`a cell that is not "n/m": ${c}`);
    return { matched: Number(m[1]), stated: Number(m[2]) };
  };
  const kinds = {} as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    take(`${heading} ${HEADING[kind]}`, `expected the heading of the ${KIND_NAME[kind]}`);
    take('', 'expected an empty line');
    const part: KindFigures = {
      cases: 0,
      sites: [],
      totals: emptyFields(),
      other: emptyTally(),
      detection: {
        positives: 0,
        negatives: 0,
        truePositives: 0,
        falsePositives: [],
        falseNegatives: [],
        blocked: { recognised: 0, cases: 0 },
        precision: 1,
        recall: 1,
      },
    };
    kinds[kind] = part;
    if (lines[at] === `No ${KIND_NAME[kind]} in the corpus.`) {
      at++;
      take('', 'expected an empty line');
      continue;
    }
    if (cells('expected the table').join('|') !== TABLE_HEADER.join('|')) fail("the line before has not the bench's columns");
    cells("expected the table's rule");
    for (let row = cells('expected a site row'); row[0] !== '**all**'; row = cells('expected a site row or the **all** row')) {
      if (row.length !== TABLE_HEADER.length) fail('the line before has the wrong number of cells');
      const fields = Object.fromEntries(FIELDS.map((field, i) => [field, tally(row[i + 2]!)])) as Record<Field, Tally>;
      const site: SiteFigures = { site: row[0]!, cases: Number(row[1]), fields, other: tally(row.at(-1)!), misses: [] };
      part.sites.push(site);
      part.cases += site.cases;
      for (const field of FIELDS) {
        part.totals[field].matched += fields[field].matched;
        part.totals[field].stated += fields[field].stated;
      }
      part.other.matched += site.other.matched;
      part.other.stated += site.other.stated;
    }
    cells('expected the "stated in" row');
    take('', 'expected an empty line after the table');
    const head = take(
      /^Detection over \d+ pages \((\d+) with a posting, (\d+) without: (\d+) of them login walls, captchas or closed postings\):$/,
      'expected the detection line',
    );
    const rates = take(
      /false positives \d+(?: \(([^)]*)\))?, missed \d+(?: \(([^)]*)\))?; blocked pages recognised (\d+)\/\d+\.$/,
      'expected the detection figures',
    );
    const d = part.detection;
    [d.positives, d.negatives, d.blocked.cases] = [Number(head[1]), Number(head[2]), Number(head[3])];
    d.falsePositives = rates[1] ? rates[1].split(', ') : [];
    d.falseNegatives = rates[2] ? rates[2].split(', ') : [];
    d.blocked.recognised = Number(rates[3]);
    d.truePositives = d.positives - d.falseNegatives.length;
    const detected = d.truePositives + d.falsePositives.length;
    d.precision = detected === 0 ? 1 : d.truePositives / detected;
    d.recall = d.positives === 0 ? 1 : d.truePositives / d.positives;
    take('', 'expected an empty line');
  }
  const perSite = take(/^Real captures per site \(\d+ in all\): (.*?)(?:; none yet for (.*))?\.$/, 'expected the real captures per site');
  const realBySite: Record<string, number> = {};
  for (const entry of perSite[1] === 'none' ? [] : perSite[1]!.split(', ')) realBySite[entry.split(' ')[0]!] = Number(entry.split(' ')[1]);
  for (const site of perSite[2] ? perSite[2].split(', ') : []) realBySite[site] = 0;
  const median = take(/^Median time per page, HTML to Posting \(linkedom, Node\): ([\d.]+) ms\.$/, 'expected the median time');
  const rest = lines.slice(at).join('\n');
  const knownLine = /(?:^|\n)Known misses declared, counted as misses above: (.*)\.(?:\n|$)/.exec(rest);
  const knownMisses = knownLine ? knownLine[1]!.split(', ') : [];
  for (const miss of /\nMisses:\n([\s\S]*)$/.exec(rest)?.[1]?.split('\n') ?? []) {
    const m = /^- (real|invented): ([^/]+)\/(.*)$/.exec(miss) ?? fail(`a miss not in the bench's form: ${miss}`);
    const site = kinds[m[1] as Kind].sites.find((s) => s.site === m[2]) ?? fail(`a miss on a site the table does not have: ${miss}`);
    site.misses.push(m[3]!);
  }
  const all: KindFigures = {
    cases: kinds.real.cases + kinds.invented.cases,
    sites: [],
    totals: emptyFields(),
    other: emptyTally(),
    detection: kinds.invented.detection,
  };
  return { cases: all.cases, undeclaredMisses: [], staleKnownMisses: [], knownMisses, kinds, all, realBySite, medianMs: Number(median[1]) };
}
