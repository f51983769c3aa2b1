import { readFileSync } from 'node:fs';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { companyKey, type Status, type StoredPosting } from '@/lib/db/schema';
import type { Posting } from '@/lib/posting';
import { loadCorpus } from '../support/corpus';

/**
 * 10,000 realistic stored postings for the benchmark: every posting the fixture corpus yields,
 * run through the real extraction and normalization, then varied: invented companies, title
 * prefixes, pay scaled up and down, a spread of statuses, dates over half a year, some notes.
 */

const COMPANIES = [
  'Northwind',
  'Bluepeak',
  'Ferrovia',
  'Lattice Bay',
  'Orchard Loop',
  'Silverline',
  'Kestrel',
  'Mosaic Forge',
  'Tidewater',
  'Brightmoor',
  '星河数据',
  '云杉科技',
  '北辰智能',
  '青禾网络',
  '远山互动',
  'Quarry Labs',
  'Helix Nine',
  'Copperleaf',
  'Driftwood',
  'Ambergate',
];
const PREFIXES = ['', '', '', 'Senior ', 'Lead ', 'Junior ', 'Staff ', 'Principal '];
const NOTES = [
  'Referral from a former colleague',
  'Recruiter call booked for Tuesday',
  'Salary band to confirm',
  'Take-home due Friday',
  '内推，等待 HR 回复',
  'Follow up next week',
];
// Roughly what a heavy user's store holds: many looked at, fewer saved, a few far down the pipeline.
const STATUS_WEIGHTS: [Status, number][] = [
  ['viewed', 40],
  ['saved', 30],
  ['applied', 14],
  ['interviewing', 6],
  ['offer', 2],
  ['rejected', 6],
  ['archived', 2],
];

export function corpusPostings(): Posting[] {
  const postings: Posting[] = [];
  for (const fixture of loadCorpus()) {
    if (!fixture.expected || fixture.expected['blocked'] === true) continue;
    try {
      const out = extractHtml(decodePage(readFileSync(fixture.pagePath)), fixture.meta.url, fixture.meta.capturedAt);
      if (out.posting) postings.push(out.posting);
    } catch {
      // A page the pipeline cannot read adds nothing to the sample.
    }
  }
  return postings;
}

/** A small deterministic generator, so that every run seeds the same 10,000 records. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length)]!;
}

function weighted(rnd: () => number): Status {
  const total = STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let at = rnd() * total;
  for (const [status, weight] of STATUS_WEIGHTS) if ((at -= weight) < 0) return status;
  return 'viewed';
}

function scaled(value: number | undefined, factor: number): number | undefined {
  return value === undefined ? undefined : Math.round(value * factor);
}

export function seedRecords(count: number, base: readonly Posting[], now = Date.parse('2026-11-20T12:00:00.000Z')): StoredPosting[] {
  const rnd = random(20261120);
  const records: StoredPosting[] = [];
  for (let i = 0; i < count; i++) {
    const source = base[i % base.length]!;
    const companyName = rnd() < 0.5 ? source.company.name : `${pick(COMPANIES, rnd)}${rnd() < 0.5 ? '' : ` ${1 + Math.floor(rnd() * 40)}`}`;
    const title = /[\u4e00-\u9fff]/.test(source.title) ? source.title : `${pick(PREFIXES, rnd)}${source.title}`.slice(0, 300);
    const factor = 0.7 + rnd() * 0.8;
    const salary = source.salary
      ? {
          ...source.salary,
          ...(source.salary.min !== undefined ? { min: scaled(source.salary.min, factor) } : {}),
          ...(source.salary.max !== undefined ? { max: scaled(source.salary.max, factor) } : {}),
          ...(source.salary.yearly
            ? {
                yearly: {
                  ...source.salary.yearly,
                  ...(source.salary.yearly.min !== undefined ? { min: scaled(source.salary.yearly.min, factor) } : {}),
                  ...(source.salary.yearly.max !== undefined ? { max: scaled(source.salary.yearly.max, factor) } : {}),
                },
              }
            : {}),
        }
      : undefined;
    const seenAt = new Date(now - Math.floor(rnd() * 180 * 86_400_000)).toISOString();
    const status = weighted(rnd);
    const id = `${source.source.site}:bench-${i}`;
    const posting: Posting = {
      ...source,
      id,
      url: `${source.url.split('#')[0]}${source.url.includes('?') ? '&' : '?'}bench=${i}`,
      title,
      company: { ...source.company, name: companyName },
      ...(salary ? { salary: salary as Posting['salary'] } : {}),
      firstSeenAt: seenAt,
      lastSeenAt: seenAt,
    };
    const savedAt = status === 'viewed' ? null : new Date(Date.parse(seenAt) + 3_600_000).toISOString();
    const history = savedAt
      ? [
          { status: 'saved' as Status, at: savedAt },
          ...(status !== 'saved' ? [{ status, at: new Date(Date.parse(savedAt) + 86_400_000).toISOString() }] : []),
        ]
      : [];
    records.push({
      id,
      posting,
      site: source.source.site,
      company: companyKey(companyName),
      status,
      savedAt,
      lastSeenAt: seenAt,
      statusHistory: history,
      notes: rnd() < 0.12 ? pick(NOTES, rnd) : '',
      checklist: [],
      updatedAt: history[history.length - 1]?.at ?? seenAt,
    });
  }
  return records;
}
