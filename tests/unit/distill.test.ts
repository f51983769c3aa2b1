import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { distillHtml } from '@/lib/report/distill';
import { distilledMeta } from '@/lib/report/distill-cli';
import { wholeDocument } from '@/lib/report/sanitize';

const parse = (html: string) => parseHTML(html).document as unknown as Document;
const URL_REAL = 'https://au.linkedin.com/jobs/view/senior-software-engineer-at-heidi-health-4411867124?trk=x&refId=y';
const PAGE = `<html><head><meta charset="utf-8"><title>Senior Software Engineer - Heidi Health</title>
<script type="application/ld+json">{"@type":"JobPosting","title":"Senior Software Engineer","hiringOrganization":{"name":"Heidi Health","sameAs":"https://www.linkedin.com/company/heidi-health"},"employmentType":"FULL_TIME","description":"<p>We build <b>Python</b> tools. Contact jane.doe@heidi.example</p>","jobLocation":{"address":{"addressLocality":"Melbourne","addressCountry":"AU"}},"datePosted":"2026-08-06"}</script>
<script>var x = 1; track();</script></head>
<body><h1 class="top-card-layout__title">Senior Software Engineer</h1><a class="topcard__org-name-link" href="https://au.linkedin.com/company/heidi-health?trk=abc">Heidi Health</a>
<div class="description" id="job-details"><strong>Responsibilities:</strong><br>• Build React apps for clinicians<br>• Talk to Dr Jane Doe on 0412 345 678
<p>岗位职责：负责深圳华为技术有限公司的前端开发，熟悉Vue</p><p>薪资 2.5万-3.5万·14薪</p>
<code id="decoratedJobPostingId"><!--"4411867124"--></code><code id="bpr-guid-1">{"data":{"title":"Senior Software Engineer","companyName":"Heidi Health","listedAt":1700000000000,"workplaceTypes":["urn:li:fs_workplaceType:1"]}}</code>
<img alt="Heidi Health logo" src="https://media.example/dms/heidi-logo.png"><span data-testid="$130,000 - $160,000 a year-tile">x</span></div></body></html>`;

/** Tags, classes, ids and attribute names in document order: what "structure kept exactly" means here. */
function skeleton(html: string): string[] {
  const doc = parse(html);
  return Array.from(doc.querySelectorAll('body *')).map(
    (el) => `${el.nodeName}.${el.getAttribute('class') ?? ''}#${el.id}[${el.getAttributeNames().sort().join(',')}]`,
  );
}

describe('fixture:distill', () => {
  const { html, url } = distillHtml(PAGE, { url: URL_REAL }, parse);

  it('keeps entities in a JSON string without tags ("&amp;" is no word to invent)', () => {
    const page =
      '<html><head><script type="application/ld+json">{"@type":"JobPosting","title":"Finance &amp; Accounting Analyst","industry":"R&amp;D &#169; Services"}</script></head><body><h1>Finance</h1></body></html>';
    const ld = JSON.parse(
      parse(distillHtml(page, { url: 'https://example.org/job/1' }, parse).html).querySelector('script')!.textContent!,
    ) as Record<string, string>;
    expect(ld['title']).toMatch(/^\S+ &amp; \S+ \S+$/);
    expect(ld['industry']).toMatch(/&amp;.*&#169;/);
  });

  it('keeps the structure: elements, classes, ids, attribute names, JSON keys', () => {
    expect(skeleton(html)).toEqual(skeleton(PAGE));
    const ld = JSON.parse(parse(html).querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(Object.keys(ld)).toEqual(['@type', 'title', 'hiringOrganization', 'employmentType', 'description', 'jobLocation', 'datePosted']);
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.datePosted).toBe('2026-08-06');
    expect(ld.jobLocation.address).toEqual({ addressLocality: 'Melbourne', addressCountry: 'AU' });
  });

  it('replaces names the same way everywhere, in text, JSON and addresses, keeping length and case', () => {
    expect(html).not.toMatch(/heidi/i);
    const company = parse(html).querySelector('.topcard__org-name-link')!.textContent!;
    expect(company).toMatch(/^[A-Z][a-z]{4} Health$/);
    expect(parse(html).title).toBe(`Senior Software Engineer - ${company}`);
    expect(html).toContain(`"companyName":"${company}"`);
    const slug = company.split(' ')[0]!.toLowerCase();
    expect(url).toBe(`https://au.linkedin.com/jobs/view/senior-software-engineer-at-${slug}-health-4411867124`);
    expect(parse(html).querySelector('.topcard__org-name-link')!.getAttribute('href')).toBe(
      `https://au.linkedin.com/company/${slug}-health`,
    );
  });

  it('removes people: names, emails, phones; code and tracking go', () => {
    expect(html).not.toMatch(/Jane|Doe|jane\.doe|0412 345 678|track\(\)/);
    expect(html).toContain('[email]');
    expect(html).toContain('[phone]');
  });

  it('keeps what readers key on: headings, skills, places, numbers, Chinese terms and salary units', () => {
    expect(html).toContain('<strong>Responsibilities:</strong>');
    expect(html).toContain('Build React apps');
    expect(html).toMatch(/岗位职责：负责深圳.{2}技术.{2}公司的前端开发，熟悉Vue/);
    expect(html).not.toContain('华为');
    expect(html).toContain('薪资 2.5万-3.5万·14薪');
    expect(html).toContain('<!--"4411867124"-->');
    expect(html).toContain('data-testid="$130,000 - $160,000 a year-tile"');
    expect(html).toContain('"workplaceTypes":["urn:li:fs_workplaceType:1"]');
  });

  it('is deterministic', () => {
    expect(distillHtml(PAGE, { url: URL_REAL }, parse)).toEqual({ html, url });
  });

  it('writes a real capture meta.json naming its source', () => {
    const meta = distilledMeta({
      url,
      capturedAt: '2026-08-06T00:00:00.000Z',
      repo: 'someone/scraper',
      path: 'tests/page.html',
      commit: 'a'.repeat(40),
    });
    expect(meta).toMatchObject({
      kind: 'real',
      labelledBy: 'hand',
      source: { repo: 'someone/scraper', path: 'tests/page.html', commit: 'a'.repeat(40) },
    });
  });
});

describe('fixture:distill on JSON-LD that does not parse', () => {
  it('distills each value in place and keeps the raw newlines and keys', () => {
    const page = `<html><head><script type="application/ld+json">{"@type":"JobPosting","title":"Kitchen Porter at Bramblewick Inn","description":"Bramblewick Inn
needs help\\nin the kitchen","datePosted":"2026-05-01"}</script></head><body><h1>Kitchen Porter</h1><p>Bramblewick Inn</p></body></html>`;
    const { html } = distillHtml(page, { url: 'https://jobs.example/j/1' }, parse);
    const script = parse(html).querySelector('script')!.textContent!;
    expect(script).not.toMatch(/Bramblewick/);
    // The same name in the title and the description, the raw newline and the written \n both kept.
    const match =
      /^\{"@type":"JobPosting","title":"[A-Z][a-z]{6} [A-Z][a-z]{5} at ([A-Z][a-z]{10} [A-Z][a-z]{2})","description":"([A-Z][a-z]{10} [A-Z][a-z]{2})\nneeds help\\nin the [a-z]{7}","datePosted":"2026-05-01"\}$/.exec(
        script,
      );
    expect(match?.[1]).toBe(match?.[2]);
  });
});

describe('fixture:distill on addresses', () => {
  it('keeps file endings and words that only addresses in the text hold', () => {
    const page = `<html><body><h1>Qualified Welder</h1><p>Apply at https://careers.example/jobs/index.htm for Norvale Works</p><a href="/jobs/index.htm">all jobs</a><a href="/cmp/norvale-works">Norvale Works</a></body></html>`;
    const doc = parse(distillHtml(page, { url: 'https://www.example/jobs/norvale-welder-123.htm' }, parse).html);
    expect(doc.querySelector('h1')!.textContent).toMatch(/^Qualified [A-Z][a-z]{5}$/);
    expect(doc.querySelectorAll('a')[0]!.getAttribute('href')).toBe('/jobs/index.htm');
    expect(doc.querySelector('p')!.textContent).toContain('https://careers.example/jobs/index.htm');
    expect(doc.querySelectorAll('a')[1]!.getAttribute('href')).not.toContain('norvale');
  });
});

describe('fixture:distill on address structure', () => {
  it('renames a path segment only for a name the text shows, not for a word of the page machinery', () => {
    const page = `<html><head><meta property="og:url" content="/authwall"><link rel="canonical" href="/authwall"></head><body>
<code id="trackingPrefix" style="display: none"><!--"seo-authwall-base"--></code>
<p>Join Norvale Works on LinkedIn</p><a href="https://www.linkedin.com/company/norvale-works">Norvale Works</a>
<code id="companyData"><!--{"companySlug":"norvale-works","path":"/authwall"}--></code></body></html>`;
    const { html, url } = distillHtml(page, { url: 'https://www.linkedin.com/authwall?trk=bf' }, parse);
    const doc = parse(html);
    expect(url).toBe('https://www.linkedin.com/authwall');
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe('/authwall');
    expect(doc.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe('/authwall');
    expect(html).not.toMatch(/norvale/i);
    const slug = doc.querySelector('a')!.getAttribute('href')!.replace('https://www.linkedin.com/company/', '');
    expect(slug).toMatch(/^[a-z]{7}-works$/);
    expect(doc.querySelector('#companyData')!.innerHTML).toContain(`"companySlug":"${slug}","path":"/authwall"`);
  });
});

describe('fixture:distill on a saved body fragment', () => {
  // The shape of LinkedIn's guest job markup as scrapers save it: sibling sections with no <html>,
  // a comment first, a sign-in modal holding a form and <code> facts between the top card and the
  // description. linkedom made the first section the whole document and the description was lost.
  const FRAGMENT = `
<!---->
<section class="top-card-layout"><h2 class="top-card-layout__title">Pipeline Welder</h2><a class="topcard__org-name-link" href="https://www.linkedin.com/company/ostrava-forge">Ostrava Forge</a></section>
<div class="contextual-sign-in-modal"><code id="i18n_sign_in_form_show_text" style="display: none"><!--"Show"--></code>
<form data-id="sign-in-form" action="https://www.linkedin.com/uas/login-submit"><input name="loginCsrfParam" value="0de1265a" type="hidden"><label for="k">Email or phone</label><input id="k" name="session_key"><button type="submit">Sign in</button></form></div>
<section class="core-section-container description"><div class="show-more-less-html__markup"><strong>Responsibilities:</strong><br>• Weld steel pipe<br>• Read drawings<br><p>Full time</p></div></section>
<section class="description__job-criteria"><ul class="description__job-criteria-list"><li class="description__job-criteria-item"><h3 class="description__job-criteria-subheader">Seniority level</h3><span class="description__job-criteria-text">Entry level</span></li><li class="description__job-criteria-item"><h3 class="description__job-criteria-subheader">Employment type</h3><span class="description__job-criteria-text">Full-time</span></li></ul></section>
<code id="decoratedJobPostingId" style="display: none"><!--"4405055459"--></code>
`;
  const tagCounts = (doc: Document, skip: string) => {
    const counts: Record<string, number> = {};
    for (const el of Array.from(doc.querySelectorAll('body *'))) {
      if (el.closest(skip)) continue;
      counts[el.nodeName] = (counts[el.nodeName] ?? 0) + 1;
    }
    return counts;
  };

  it('keeps every element of the body but the sign-in form, the description and criteria included', () => {
    const doc = parse(distillHtml(FRAGMENT, { url: 'https://www.linkedin.com/jobs/view/4405055459/' }, parse).html);
    expect(tagCounts(doc, 'form')).toEqual(tagCounts(parse(`<html><head></head><body>${FRAGMENT}</body></html>`), 'form'));
    expect(doc.querySelector('.show-more-less-html__markup')!.innerHTML).toMatch(
      /^<strong>Responsibilities:<\/strong><br>• [A-Z][a-z]{3} [a-z]{5} [a-z]{4}<br>• Read [a-z]{8}<br><p>Full time<\/p>$/,
    );
    expect(Array.from(doc.querySelectorAll('.description__job-criteria-subheader'), (h) => h.textContent)).toEqual([
      'Seniority level',
      'Employment type',
    ]);
    expect(doc.querySelector('#decoratedJobPostingId')!.innerHTML).toBe('<!--"4405055459"-->');
    expect(doc.querySelector('form')).toBeNull();
  });

  it('leaves a whole document as it is', () => {
    const page = '<!DOCTYPE html><html><head><title>x</title></head><body><p>a</p></body></html>';
    expect(wholeDocument(page)).toBe(page);
    expect(wholeDocument('<!DOCTYPE html><section>a</section><div>b</div>')).toBe(
      '<!DOCTYPE html><html><head></head><body><section>a</section><div>b</div></body></html>',
    );
    expect(wholeDocument('<head><title>x</title></head><body><p>a</p></body>')).toBe(
      '<html><head><title>x</title></head><body><p>a</p></body></html>',
    );
  });
});

describe('fixture:distill on the words readers key on', () => {
  const distilled = (body: string) =>
    parse(distillHtml(`<html><body>${body}</body></html>`, { url: 'https://www.linkedin.com/jobs/view/1/' }, parse).html).body.innerHTML;

  it("keeps LinkedIn's pill and meta words in Italian, Spanish, Portuguese and Dutch, and countries' own names", () => {
    const pills =
      '<button>In sede</button><button>Ibrido</button><button>Da remoto</button><button>A tempo pieno</button><button>Part-time</button><button>Híbrido</button><button>Tempo integral</button><button>Op locatie</button><button>Voltijds</button>';
    expect(distilled(pills)).toBe(pills);
    const places =
      '<p>Milano, Lombardia, Italia</p><p>Madrid, España</p><p>Berlin, Deutschland</p><p>Utrecht, Nederland</p><p>Ripubblicata: 1 ora fa · 12 persone hanno cliccato</p>';
    const out = distilled(places);
    for (const kept of ['Italia', 'España', 'Deutschland', 'Nederland', 'Ripubblicata: 1 ora fa · 12 persone hanno cliccato'])
      expect(out).toContain(kept);
  });

  it('keeps contractions and heading words: "You’ll:", "You\'re Probably a Fit if You:"', () => {
    const headings = "<strong>You’ll:</strong><br><strong>You're Probably a Fit if You:</strong><br><strong>Why you'll like it</strong>";
    expect(distilled(headings)).toBe(headings);
  });
});
