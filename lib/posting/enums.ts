/** The closed vocabularies of the Posting contract, kept apart so the content script can use them without the full schema. */

export const FIELD_SOURCES = ['adapter', 'jsonld', 'microdata', 'generic'] as const;

export const WORK_MODES = ['onsite', 'hybrid', 'remote', 'unknown'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship', 'unknown'] as const;
export const SENIORITIES = ['intern', 'entry', 'mid', 'senior', 'staff', 'lead', 'manager', 'director', 'executive', 'unknown'] as const;
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'phd'] as const;
export const PAGE_FACT_KINDS = [
  'company_open_positions',
  'company_open_in_family',
  'market_open_positions',
  'applicants',
  'views',
  'recruits',
  /** The site labels the posting as reposted (LinkedIn's "Reposted 2 weeks ago"); value 1. */
  'reposted',
  /** How long ago the recruiter was last active, in days (BOSS直聘's 刚刚活跃 … 半年前活跃). */
  'recruiter_active',
] as const;
