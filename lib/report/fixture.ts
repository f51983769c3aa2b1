import { strToU8, zipSync } from 'fflate';
import type { Posting } from '../posting';
import { stableHash } from '../posting/url';
import type { StoredReport } from './schema';

/**
 * A report as a fixture folder (tests/fixtures/pages/<site>/<case>/): page.html (the cleaned page),
 * meta.json (where and when it was read; the meta-test wants url, capturedAt and structure) and
 * expected.json (what Jobsight read, for the user to correct into what it should have read).
 */

interface FixtureFolder {
  /** `<site>/<case>`, the path under tests/fixtures/pages/. */
  folder: string;
  files: { name: 'page.html' | 'meta.json' | 'expected.json'; text: string }[];
}

const REPORT_STRUCTURE =
  'reported by the user: a snapshot of the live page, cleaned by Jobsight (scripts other than page data, form values, emails, phone numbers, tracking and link parameters removed)';

/** The part of a Posting a fixture states: everything read, nothing that depends on when or how often. */
export function expectedOf(posting: Posting): Record<string, unknown> {
  const { site, externalId, adapter } = posting.source;
  const expected: Record<string, unknown> = {
    ...posting,
    source: { site, ...(externalId ? { externalId } : {}), adapter },
    description: { sections: posting.description.sections },
  };
  delete expected['firstSeenAt'];
  delete expected['lastSeenAt'];
  return expected;
}

function caseName(report: StoredReport): string {
  const day = report.capturedAt.slice(0, 10).replace(/-/g, '');
  return `reported-${day}-${stableHash(report.id).slice(0, 6)}`;
}

export function fixtureFolder(report: StoredReport): FixtureFolder {
  const site = report.site.replace(/[^a-z0-9.-]+/gi, '-').toLowerCase() || 'generic';
  const meta = {
    url: report.url,
    capturedAt: report.capturedAt,
    structure: REPORT_STRUCTURE,
    modelledOn: 'the live page the user reported',
    people: 'a real page: replace real names, companies and text with invented ones before committing',
  };
  const expected = report.posting ? expectedOf(report.posting) : null;
  return {
    folder: `${site}/${caseName(report)}`,
    files: [
      { name: 'page.html', text: report.html },
      { name: 'meta.json', text: `${JSON.stringify(meta, null, 2)}\n` },
      { name: 'expected.json', text: `${JSON.stringify(expected, null, 2)}\n` },
    ],
  };
}

/** The fixture folder as a zip file. */
export function fixtureZip(report: StoredReport): { name: string; bytes: Uint8Array } {
  const { folder, files } = fixtureFolder(report);
  const bytes = zipSync(Object.fromEntries(files.map((file) => [`${folder}/${file.name}`, strToU8(file.text)])), {
    level: 6,
    mtime: new Date(report.capturedAt),
  });
  return { name: `jobsight-${folder.replace('/', '-')}.zip`, bytes };
}
