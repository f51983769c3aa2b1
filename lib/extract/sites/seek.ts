import { seekPlatformAdapter } from '../seek-platform';

/** SEEK Australia and New Zealand (www.seek.com.au, www.seek.co.nz, and the newer au./nz.seek.com hosts). */
export const adapter = seekPlatformAdapter({
  id: 'seek',
  label: 'SEEK',
  countryOf: (url) => (/\.co\.nz$|^nz\./i.test(url.hostname) ? 'NZ' : 'AU'),
  matches: [
    'https://www.seek.com.au/job/*',
    'https://www.seek.com.au/*-jobs*',
    'https://www.seek.com.au/jobs*',
    'https://www.seek.co.nz/job/*',
    'https://www.seek.co.nz/*-jobs*',
    'https://www.seek.co.nz/jobs*',
    'https://au.seek.com/job/*',
    'https://au.seek.com/*-jobs*',
    'https://au.seek.com/jobs*',
    'https://nz.seek.com/job/*',
    'https://nz.seek.com/*-jobs*',
    'https://nz.seek.com/jobs*',
  ],
});

/* Test pages
https://www.seek.com.au/job/81234567
https://www.seek.co.nz/data-engineer-jobs/in-Wellington?jobId=81987654&type=standard
https://www.seek.com.au/project-support-officer-jobs/in-All-Sydney-NSW
*/
