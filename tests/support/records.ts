import type { Posting } from '@/lib/posting';
import { samplePosting } from './sample';

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
  const salary = spec.salary === null ? undefined : (spec.salary ?? { min: 100_000 + spec.n * 10_000, max: 120_000 + spec.n * 10_000, currency: 'USD' });
  const posting = samplePosting({
    id,
    url: `https://job-boards.greenhouse.io/${spec.company.toLowerCase().replace(/\W+/g, '')}/jobs/${1000 + spec.n}`,
    source: { site, externalId: String(1000 + spec.n), adapter: site, fieldsFrom: { title: 'adapter' } },
    title: spec.title,
    company: { name: spec.company },
    locations: [{ raw: `${spec.city ?? 'Berlin'}, ${spec.country ?? 'DE'}`, city: spec.city ?? 'Berlin', country: spec.country ?? 'DE' }],
    workMode: spec.workMode ?? 'hybrid',
    ...(salary
      ? { salary: { min: salary.min, max: salary.max, currency: salary.currency, period: 'year' as const, raw: `${salary.currency} ${salary.min} - ${salary.max}`, yearly: { min: salary.min, max: salary.max, assumptions: [] } } }
      : { salary: undefined }),
    description: {
      text: `We build things.\nYou will own services.\nRequirements: ${skills.join(', ')}.`,
      sections: { responsibilities: ['Own services end to end'], requirements: skills.map((s) => `3+ years with ${s}`), preferred: [], benefits: [] },
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
