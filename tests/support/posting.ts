import { parseSalary } from '@/lib/normalize/salary';
import { postingSkills } from '@/lib/normalize/skills';
import { Posting, type Education, type Location, type PageFact, type RawPosting } from '@/lib/posting';

/**
 * A small, valid Posting for rule table tests: what a site would give for a posting with these
 * lines, the sections written into the text under their headings as real pages do.
 */
export interface PostingSpec {
  title: string;
  company?: string;
  language?: 'en' | 'zh';
  intro?: string[];
  responsibilities?: string[];
  requirements?: string[];
  preferred?: string[];
  benefits?: string[];
  /** Lines after the sections (how to apply, contact). */
  outro?: string[];
  salary?: string;
  locations?: Location[];
  workMode?: Posting['workMode'];
  employmentType?: Posting['employmentType'];
  seniority?: Posting['seniority'];
  postedAt?: string;
  validThrough?: string;
  experienceYears?: { min?: number; max?: number };
  education?: Education;
  pageFacts?: PageFact[];
  tags?: string[];
}

export const NOW = '2026-11-29T08:00:00.000Z';

export function makePosting(spec: PostingSpec): Posting {
  const zh = spec.language === 'zh';
  const heading = (en: string, cn: string) => (zh ? cn : en);
  const block = (title: string, lines: string[] | undefined) => (lines && lines.length > 0 ? [title, ...lines.map((l) => `• ${l}`)] : []);
  const text = [
    ...(spec.intro ?? []),
    ...block(heading('Responsibilities', '岗位职责'), spec.responsibilities),
    ...block(heading('Requirements', '任职要求'), spec.requirements),
    ...block(heading('Nice to have', '加分项'), spec.preferred),
    ...block(heading('Benefits', '福利待遇'), spec.benefits),
    ...(spec.outro ?? []),
  ].join('\n');
  const sections = {
    responsibilities: spec.responsibilities ?? [],
    requirements: spec.requirements ?? [],
    preferred: spec.preferred ?? [],
    benefits: spec.benefits ?? [],
  };
  const salary = spec.salary
    ? parseSalary(spec.salary, zh ? { market: 'cn', language: 'zh' } : { language: 'en', country: 'US' })
    : undefined;
  const posting = {
    id: `test:${spec.title.replace(/\W+/g, '-').toLowerCase().slice(0, 60) || 'posting'}`,
    url: 'https://jobs.example.com/postings/1',
    source: { site: 'test', adapter: 'test', fieldsFrom: {} },
    title: spec.title,
    company: { name: spec.company ?? (zh ? '示例科技' : 'Examplery') },
    locations: spec.locations ?? [],
    workMode: spec.workMode ?? 'unknown',
    employmentType: spec.employmentType ?? 'full_time',
    seniority: spec.seniority ?? 'mid',
    ...(salary ? { salary } : {}),
    ...(spec.postedAt ? { postedAt: spec.postedAt } : {}),
    ...(spec.validThrough ? { validThrough: spec.validThrough } : {}),
    ...(spec.experienceYears ? { experienceYears: spec.experienceYears } : {}),
    ...(spec.education ? { education: spec.education } : {}),
    description: { text, sections },
    skills: postingSkills({ title: spec.title, description: text, sections, tags: spec.tags ?? [] }),
    tags: spec.tags ?? [],
    language: zh ? 'zh' : 'en',
    firstSeenAt: NOW,
    lastSeenAt: NOW,
    ...(spec.pageFacts ? { pageFacts: spec.pageFacts } : {}),
  };
  return Posting.parse(posting);
}

/** A RawPosting as an adapter hands it over, empty but for what a normalizer test sets. */
export function rawPosting(overrides: Partial<RawPosting>): RawPosting {
  return {
    url: 'https://ca.indeed.com/viewjob?jk=0123456789abcdef',
    site: 'indeed',
    adapter: 'indeed',
    market: 'global',
    fieldsFrom: { title: 'adapter' },
    title: 'Platform Engineer',
    company: 'Invented Widgets Inc.',
    locations: [],
    workModeHints: [],
    employmentTypeHints: [],
    seniorityHints: [],
    description: '',
    tags: [],
    skillHints: [],
    pageFacts: [],
    readAt: '2026-11-29T12:00:00.000Z',
    ...overrides,
  };
}
