import { describe } from 'vitest';
import { itChecksTable } from '../support/knowledge-table';
import { WORK_TERMS, workTermsIn } from '@/lib/analyze/knowledge/work-terms';

/** Costs, missing protections and application steps are data (lib/analyze/knowledge/work-terms.ts). */

describe('work terms', () => {
  // Ordinary terms of a good job are none of these.
  itChecksTable(WORK_TERMS, workTermsIn, [
    '五险一金，带薪年假',
    '试用期3个月',
    'Full medical, dental and vision benefits from day one',
    'We provide all tools and a company van',
    'Commission is paid monthly on closed deals',
    '负责员工入职、转正与离职手续',
  ]);
});
