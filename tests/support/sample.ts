import type { Posting } from '@/lib/posting';

/** A valid Posting for tests that need one; fields can be overridden. */
export function samplePosting(overrides: Partial<Posting> = {}): Posting {
  return {
    id: 'greenhouse:4071123',
    url: 'https://job-boards.greenhouse.io/lumenfieldlabs/jobs/4071123',
    source: { site: 'greenhouse', externalId: '4071123', adapter: 'greenhouse', fieldsFrom: { title: 'adapter' } },
    title: 'Senior Backend Engineer, Payments',
    company: { name: 'Lumenfield Labs' },
    locations: [{ raw: 'San Francisco, CA', city: 'San Francisco', region: 'CA', country: 'US' }],
    workMode: 'hybrid',
    employmentType: 'full_time',
    seniority: 'senior',
    salary: {
      min: 172000,
      max: 215000,
      currency: 'USD',
      period: 'year',
      raw: '$172,000 - $215,000',
      yearly: { min: 172000, max: 215000, assumptions: [] },
    },
    description: {
      text: 'Design the ledger service.\n6+ years with Go.',
      sections: { responsibilities: ['Design the ledger service'], requirements: ['6+ years with Go'], preferred: [], benefits: [] },
    },
    skills: ['Go'],
    tags: [],
    language: 'en',
    firstSeenAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
