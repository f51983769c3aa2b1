import type { StoredPosting, Status } from '@/lib/db/schema';
import { companyKey } from '@/lib/db/schema';
import type { Posting } from '@/lib/posting';
import { samplePosting } from './sample';

/** A stored record for tests: a posting of `site` with the site's job id, in the given status, with user data. */
export function sampleRecord(
  site: string,
  externalId: string,
  {
    status = 'saved',
    updatedAt = '2026-11-03T09:00:00.000Z',
    posting = {},
    notes = '',
  }: { status?: Status; updatedAt?: string; posting?: Partial<Posting>; notes?: string } = {},
): StoredPosting {
  const id = `${site}:${externalId}`;
  const base = samplePosting({
    id,
    source: { site, externalId, adapter: site, fieldsFrom: { title: 'adapter', salary: 'jsonld' } },
    ...posting,
  });
  const history: StoredPosting['statusHistory'] =
    status === 'viewed'
      ? []
      : status === 'saved'
        ? [{ status: 'saved', at: '2026-11-01T08:00:00.000Z' }]
        : [
            { status: 'saved', at: '2026-11-01T08:00:00.000Z' },
            { status, at: '2026-11-03T08:00:00.000Z' },
          ];
  return {
    id,
    posting: base,
    site,
    company: companyKey(base.company.name),
    status,
    savedAt: status === 'viewed' ? null : '2026-11-01T08:00:00.000Z',
    lastSeenAt: base.lastSeenAt,
    statusHistory: history,
    notes,
    checklist: status === 'viewed' ? [] : ['quantify-latency'],
    updatedAt,
  };
}

/** `count` varied records (long descriptions, Chinese text, salaries, page facts), for round trips and benches. */
export function manyRecords(count: number): StoredPosting[] {
  const statuses: Status[] = ['viewed', 'saved', 'applied', 'interviewing', 'offer', 'rejected', 'archived'];
  const paragraph = 'Own the payments ledger end to end: design, build and run services in Go and PostgreSQL. ';
  return Array.from({ length: count }, (_, i) => {
    const chinese = i % 3 === 0;
    return sampleRecord(chinese ? 'boss' : 'linkedin', chinese ? `${(i * 7919).toString(16)}1HJ92dy-FlpQ` : String(4_000_000_000 + i), {
      status: statuses[i % statuses.length]!,
      updatedAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
      notes: i % 5 === 0 ? `Asked about on-call (#${i}), "quoted", comma, and\nnew line` : '',
      posting: {
        url: chinese ? `https://www.zhipin.com/job_detail/${i}.html` : `https://www.linkedin.com/jobs/view/${4_000_000_000 + i}/`,
        title: chinese ? `数据分析师（${i}）` : `Senior Backend Engineer ${i}`,
        company: { name: chinese ? `星河数据科技有限公司 ${i % 40}` : `Lumenfield Labs ${i % 40}` },
        description: {
          text: chinese ? '岗位职责：\n1. 负责业务数据分析。\n任职要求：熟悉 SQL、Python。'.repeat(6) : paragraph.repeat(8),
          sections: {
            responsibilities: ['Own the ledger'],
            requirements: ['6+ years with Go'],
            preferred: ['Kafka'],
            benefits: ['Remote budget'],
          },
        },
        skills: chinese ? ['SQL', 'Python'] : ['Go', 'PostgreSQL'],
        ...(chinese
          ? {
              salary: {
                min: 15000,
                max: 25000,
                currency: 'CNY',
                period: 'month' as const,
                monthsPerYear: 14,
                raw: '15-25K·14薪',
                yearly: { min: 210000, max: 350000, assumptions: ['14 months'] },
              },
            }
          : {}),
        pageFacts: [{ kind: 'applicants', value: 40 + (i % 100), raw: `${40 + (i % 100)} applicants` }],
      },
    });
  });
}

// Tracker-ui: records written through the background's restore message

/** Stored records for tracker tests, written through the background's restore message. */

export interface TestRecord {
  id: string;
  posting: Posting;
  site: string;
  company: string;
  status: 'viewed' | 'saved' | 'applied' | 'interviewing' | 'offer' | 'rejected' | 'archived';
  savedAt: string | null;
  lastSeenAt: string;
  statusHistory: { status: TestRecord['status']; at: string }[];
  notes: string;
  checklist: string[];
  updatedAt: string;
}

export interface RecordSpec {
  n: number;
  title: string;
  company: string;
  skills?: string[];
  status?: TestRecord['status'];
  salary?: { min: number; max: number; currency: string } | null;
  workMode?: Posting['workMode'];
  site?: string;
  city?: string;
  country?: string;
  day?: number;
  notes?: string;
}

export function testRecord(spec: RecordSpec): TestRecord {
  const day = String(spec.day ?? spec.n).padStart(2, '0');
  const at = `2026-10-${day}T09:00:00.000Z`;
  const site = spec.site ?? 'greenhouse';
  const id = `${site}:${1000 + spec.n}`;
  const status = spec.status ?? 'saved';
  const skills = spec.skills ?? ['Go'];
  const salary =
    spec.salary === null ? undefined : (spec.salary ?? { min: 100_000 + spec.n * 10_000, max: 120_000 + spec.n * 10_000, currency: 'USD' });
  const posting = samplePosting({
    id,
    url: `https://job-boards.greenhouse.io/${spec.company.toLowerCase().replace(/\W+/g, '')}/jobs/${1000 + spec.n}`,
    source: { site, externalId: String(1000 + spec.n), adapter: site, fieldsFrom: { title: 'adapter' } },
    title: spec.title,
    company: { name: spec.company },
    locations: [{ raw: `${spec.city ?? 'Berlin'}, ${spec.country ?? 'DE'}`, city: spec.city ?? 'Berlin', country: spec.country ?? 'DE' }],
    workMode: spec.workMode ?? 'hybrid',
    ...(salary
      ? {
          salary: {
            min: salary.min,
            max: salary.max,
            currency: salary.currency,
            period: 'year' as const,
            raw: `${salary.currency} ${salary.min} - ${salary.max}`,
            yearly: { min: salary.min, max: salary.max, assumptions: [] },
          },
        }
      : { salary: undefined }),
    description: {
      text: `We build things.\nYou will own services.\nRequirements: ${skills.join(', ')}.`,
      sections: {
        responsibilities: ['Own services end to end'],
        requirements: skills.map((s) => `3+ years with ${s}`),
        preferred: [],
        benefits: [],
      },
    },
    skills,
    firstSeenAt: at,
    lastSeenAt: at,
  });
  if (!salary) delete (posting as Partial<Posting>).salary;
  return {
    id,
    posting,
    site,
    company: spec.company.toLowerCase(),
    status,
    savedAt: status === 'viewed' ? null : at,
    lastSeenAt: at,
    statusHistory: status === 'viewed' ? [] : [{ status: 'saved', at }, ...(status !== 'saved' ? [{ status, at }] : [])],
    notes: spec.notes ?? '',
    checklist: [],
    updatedAt: at,
  };
}
