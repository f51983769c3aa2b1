import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { introducesEmployer } from '@/lib/extract/headings';

/**
 * What a page shows about who is hiring (issue 27, docs/data-contracts.md "Employer facts"): read as facts by the
 * readers, kept on the Posting as presence only, never as the profile's words.
 */

const URL = 'https://careers.example-employer.test/jobs/77';
const NOW = '2026-11-29T12:00:00.000Z';

function jsonLdPage(org: Record<string, unknown>, description = '<p>Pack orders for the Tuesday route.</p>'): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Warehouse Associate',
    hiringOrganization: org,
    description,
  };
  return `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><p>…</p></body></html>`;
}

const companyOf = (html: string, url = URL) => {
  const result = extractHtml(html, url, NOW);
  if (!result.posting) throw new Error(result.reason);
  return result.posting.company;
};

describe("the employer's facts", () => {
  it("a JSON-LD hiringOrganization's logo and description count; a bare name does not", () => {
    expect(companyOf(jsonLdPage({ '@type': 'Organization', name: 'Brookfield Parcel' }))).toEqual({ name: 'Brookfield Parcel' });
    const full = companyOf(
      jsonLdPage({
        '@type': 'Organization',
        name: 'Brookfield Parcel',
        logo: { '@type': 'ImageObject', url: 'https://cdn.example.test/logo.png' },
        description: 'A family-run parcel carrier serving the valley since 1988.',
      }),
    );
    expect(full).toMatchObject({ about: true, logo: true });
    expect(full.verified).toBeUndefined();
    // A logo of an empty string and a one-word description are nothing.
    expect(companyOf(jsonLdPage({ name: 'Brookfield Parcel', logo: ' ', description: 'Logistics' }))).toEqual({
      name: 'Brookfield Parcel',
    });
  });

  it("an 'About us' section with words under it introduces the employer; a heading alone or 'About the role' does not", () => {
    expect(introducesEmployer('About us\nWe run three bakeries in the old town and supply forty cafés.\nThe role\nBake.')).toBe(true);
    expect(introducesEmployer('关于我们\n我们是一家专注于冷链物流的企业，服务华东地区两千家门店。')).toBe(true);
    expect(introducesEmployer('About us\nThe role\nBake bread at night.')).toBe(false);
    expect(introducesEmployer('About the role\nYou will bake bread at night for our three shops.')).toBe(false);
    expect(introducesEmployer('About you\nYou like early mornings and flour on your hands.')).toBe(false);
    const company = companyOf(
      jsonLdPage(
        { name: 'Brookfield Parcel' },
        '<h2>About us</h2><p>A parcel carrier with depots in four towns.</p><h2>The role</h2><p>Sort parcels.</p>',
      ),
    );
    expect(company.about).toBe(true);
  });

  it("LinkedIn's verified mark on a job's title is read from the page (its logo is not: the company link says as much)", () => {
    const dir = join(import.meta.dirname, '../fixtures/pages/linkedin/real-sdui-view-nl');
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { url: string; capturedAt: string };
    const result = extractHtml(decodePage(readFileSync(join(dir, 'page.html'))), meta.url, meta.capturedAt);
    expect(result.posting?.company).toMatchObject({ verified: true });
    expect(result.posting?.company.logo).toBeUndefined();
  });

  it("BOSS直聘's company block: its logo and 公司介绍", () => {
    const dir = join(import.meta.dirname, '../fixtures/pages/boss/detail-2022');
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { url: string; capturedAt: string };
    const result = extractHtml(decodePage(readFileSync(join(dir, 'page.html'))), meta.url, meta.capturedAt);
    expect(result.posting?.company).toMatchObject({ about: true, logo: true });
  });
});
