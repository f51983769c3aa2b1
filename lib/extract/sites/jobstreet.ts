import { seekPlatformAdapter } from '../seek-platform';

/** Jobstreet (my., ph., sg., id.jobstreet.com) and Jobsdb (hk., th.jobsdb.com): SEEK's Asian brands on its front end. */
export const adapter = seekPlatformAdapter({
  id: 'jobstreet',
  label: 'Jobstreet / Jobsdb',
  // The country is the host's first label on every one of these brands.
  countryOf: (url) => url.hostname.split('.')[0]?.toUpperCase(),
  matches: ['my', 'ph', 'sg', 'id']
    .flatMap((cc) => [
      `https://${cc}.jobstreet.com/job/*`,
      `https://${cc}.jobstreet.com/*-jobs*`,
      `https://${cc}.jobstreet.com/jobs*`,
      ...(cc === 'id' ? ['https://id.jobstreet.com/id/*'] : []),
    ])
    .concat(
      ['hk', 'th'].flatMap((cc) => [
        `https://${cc}.jobsdb.com/job/*`,
        `https://${cc}.jobsdb.com/*-jobs*`,
        `https://${cc}.jobsdb.com/jobs*`,
        ...(cc === 'th' ? ['https://th.jobsdb.com/th/*'] : []),
      ]),
    ),
});

/* Test pages
https://ph.jobstreet.com/job/82411354
https://my.jobstreet.com/product-manager-jobs
https://hk.jobsdb.com/data-analyst-jobs?jobId=83456789&type=standard
*/
