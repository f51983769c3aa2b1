import { allTexts, firstText, textOf } from './dom';
import type { Detection, Found, SiteAdapter } from './types';
import { PAGE_FACT_KINDS } from '../posting/enums';

/**
 * Jobsight's own demo page (`npm start` serves tests/fixtures/pages/demo/ on localhost). Not a job site: kept out
 * of lib/extract/sites/, it is in development and test builds only, never in production (lib/extract/registry.ts).
 */
const DEMO_PATH = /^\/jobsight-demo\/([a-z0-9-]+)\.html$/;

export const adapter: SiteAdapter = {
  id: 'demo',
  label: 'Jobsight demo page',
  market: 'cn',
  matches: ['http://localhost/jobsight-demo/*', 'http://127.0.0.1/jobsight-demo/*'],

  detect({ doc, url }): Detection {
    const slug = DEMO_PATH.exec(url.pathname)?.[1];
    const detail = doc.querySelector('[data-job-detail]');
    if (!slug || !detail) return { kind: 'none', reason: 'a demo page without a posting' };
    return { kind: 'posting', canonicalUrl: `${url.origin}${url.pathname}`, externalId: slug, container: detail };
  },

  extract({ doc }, detection): Found {
    const detail = detection.container ?? doc;
    const facts = Array.from(doc.querySelectorAll('[data-page-fact]')).flatMap((el) => {
      const kind = PAGE_FACT_KINDS.find((k) => k === el.getAttribute('data-page-fact'));
      const raw = textOf(el);
      return kind && raw ? [{ kind, raw }] : [];
    });
    return {
      title: firstText(detail, ['.job-title', 'h1']),
      company: firstText(detail, ['.company-name']),
      postedText: firstText(detail, ['.posted-at']),
      workModeHints: allTexts(detail, '.job-badges .work-mode'),
      employmentTypeHints: allTexts(detail, '.job-badges .employment'),
      seniorityHints: allTexts(detail, '.job-badges .level'),
      tags: allTexts(detail, '.job-tags li'),
      description: textOf(detail.querySelector('.job-description')),
      applyUrl: detail.querySelector('a.apply-link')?.getAttribute('href') ?? undefined,
      locations: allTexts(detail, '.meta .city').map((raw) => ({ raw })),
      pageFacts: facts,
    };
  },
  fallbacks: ['jsonld', 'microdata'],
};

/* Test pages
http://localhost:5178/jobsight-demo/architect.html
*/
