import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';

/**
 * Real ads of the EMSCAD fake-job dataset (docs/red-flags.md, "Real ads"), read from CSV files kept outside the
 * repository, for the red-flag bench. Ads whose job_id is divisible by 3 are reserved for an outside check: this
 * loader drops them before anything else reads a row. Of the rest, the same ads the reference's page script takes
 * (fraudulent ads from g.csv, legitimate ones from i.csv, descriptions over 300 characters), built into the same
 * pages: a schema.org JobPosting, the company profile as an "About us" section, the employer's name withheld for
 * both classes. Nothing here is committed but this code: the ads belong to their authors.
 */

export type AdPart = 'tuning' | 'setAside';

export interface RealAd {
  jobId: number;
  fraudulent: boolean;
  /** `setAside`: never read while the signs were tuned, reported apart (docs/red-flags.md, "Real ads"). */
  part: AdPart;
  url: string;
  html: string;
}

type Row = Record<string, string | undefined>;

/** The folder of g.csv and i.csv: JOBSIGHT_EMSCAD, or nothing (the bench then says it skipped the real ads). */
export function emscadDir(): string | undefined {
  const dir = process.env['JOBSIGHT_EMSCAD'];
  return dir && existsSync(join(dir, 'g.csv')) && existsSync(join(dir, 'i.csv')) ? dir : undefined;
}

const reserved = (jobId: number) => jobId % 3 === 0;
/** Every third ad of the rest, by job_id, chosen before any sign was written against the tuning part. */
export const partOf = (jobId: number): AdPart => (Math.floor(jobId / 3) % 3 === 0 ? 'setAside' : 'tuning');

function rows(path: string): Row[] {
  const parsed = Papa.parse<Row>(readFileSync(path, 'utf8'), { header: true, skipEmptyLines: true });
  return parsed.data.filter((row) => {
    const id = Number(row['job_id']);
    return Number.isInteger(id) && !reserved(id);
  });
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The dataset's own placeholders become ordinary ones; its run-together paragraphs are split where a sentence ends. */
function paragraphs(text: string): string {
  const plain = text.replace(/#(URL|EMAIL|PHONE)_[0-9a-f]+#/g, (_, kind: string) =>
    kind === 'URL' ? 'https://example.net/x' : kind === 'EMAIL' ? 'contact@example.net' : '555-0100',
  );
  return plain
    .split(/(?<=[a-z.!?:])(?=[A-Z][a-z])/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escape(part)}</p>`)
    .join('');
}

function pageOf(row: Row): string {
  const field = (key: string) => (row[key] ?? '').trim();
  let description = '';
  if (field('company_profile')) description += `<h2>About us</h2>${paragraphs(field('company_profile'))}`;
  description += `<h2>About the role</h2>${paragraphs(field('description'))}`;
  if (field('requirements')) description += `<h2>Requirements</h2>${paragraphs(field('requirements'))}`;
  if (field('benefits')) description += `<h2>Benefits</h2>${paragraphs(field('benefits'))}`;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: field('title'),
    description,
    datePosted: '2026-11-20',
    hiringOrganization: { '@type': 'Organization', name: 'Employer (not named)' },
  };
  const place = field('location')
    .split(',')
    .map((part) => part.trim());
  if (place.length >= 3 && place[2])
    ld['jobLocation'] = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: place[0], addressRegion: place[1], addressLocality: place[2] },
    };
  if (field('telecommuting') === '1') ld['jobLocationType'] = 'TELECOMMUTE';
  if (field('employment_type')) ld['employmentType'] = field('employment_type').toUpperCase().replace(/-/g, '_');
  const pay = /^(\d+)-(\d+)$/.exec(field('salary_range'));
  if (pay)
    ld['baseSalary'] = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: Number(pay[1]), maxValue: Number(pay[2]), unitText: 'YEAR' },
    };
  const title = escape(field('title'));
  const json = JSON.stringify(ld).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="application/ld+json">${json}</script></head><body><main><h1>${title}</h1>${description}</main></body></html>`;
}

/** The ads of the two parts (never the reserved ones), fraudulent and legitimate. */
export function loadRealAds(dir: string): RealAd[] {
  const take = (file: string, fraudulent: boolean) =>
    rows(join(dir, file))
      .filter((row) => row['fraudulent'] === (fraudulent ? '1' : '0') && (row['description'] ?? '').length > 300)
      .map((row) => {
        const jobId = Number(row['job_id']);
        return { jobId, fraudulent, part: partOf(jobId), url: `https://careers.example-employer.com/jobs/${jobId}`, html: pageOf(row) };
      });
  return [...take('g.csv', true), ...take('i.csv', false)];
}
