import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { parseLocation, splitPlaces } from '@/lib/normalize/location';
import { splitSections } from '@/lib/normalize/sections';
import { textOf } from '@/lib/extract/dom';
import { mergeLayers } from '@/lib/extract/cascade';
import { readerSite, readerFile } from '@/lib/extract/reach';
import { extractHtml } from '@/lib/cli/main';

/**
 * Failure classes seen on the real captures added in issue 10's second stop (tests/fixtures/pages/*\/real-*),
 * each fixed in general and pinned here on invented text of the same shape.
 */

describe('places as real pages write them', () => {
  it.each<readonly [string, { city?: string; region?: string; country?: string }]>([
    // Ashby: a note on which office.
    ['New York, NY (HQ)', { city: 'New York', region: 'NY', country: 'US' }],
    ['Berlin, Germany (Headquarters)', { city: 'Berlin', country: 'DE' }],
    // Greenhouse: the country with a word about which part of it.
    ['Remote, Contiguous US', { country: 'US' }],
    ['Remote - Continental United States', { country: 'US' }],
    // Workday: country and state, then the employer's name for the site (not a town).
    ['USA-MN Riverside Campus', { region: 'MN', country: 'US' }],
    // Indeed: a street address before the town.
    ['3181 SW Elm Park Rd, Portland, OR 97239', { city: 'Portland', region: 'OR', country: 'US' }],
  ])('%s', (raw, expected) => {
    const place = parseLocation({ raw });
    expect({ city: place?.city, region: place?.region, country: place?.country }).toEqual({
      city: undefined,
      region: undefined,
      country: undefined,
      ...expected,
    });
  });

  it('reads a site name given as a JSON-LD locality the same way', () => {
    expect(
      parseLocation({ raw: 'USA-MN Riverside Campus, United States', city: 'USA-MN Riverside Campus', country: 'United States' }),
    ).toEqual({
      raw: 'USA-MN Riverside Campus, United States',
      region: 'MN',
      country: 'US',
    });
  });

  it('"OR" is Oregon, "or" joins two places', () => {
    expect(splitPlaces('Portland, OR 97239')).toEqual(['Portland, OR 97239']);
    expect(splitPlaces('Austin or Remote')).toEqual(['Austin', 'Remote']);
  });
});

describe('sections as real pages write them', () => {
  it('markdown flattened into one paragraph: bold runs are headings, " - " starts an item', () => {
    const text =
      'We build apps. **Key Responsibilities:** - Build screens in Flutter. - Review code. **Requirements:** - Two years of Dart. - Git.';
    expect(splitSections(text)).toMatchObject({
      responsibilities: ['Build screens in Flutter.', 'Review code.'],
      requirements: ['Two years of Dart.', 'Git.'],
    });
  });

  it("a board's flattened plain-text copy is split before its Title Case headings", () => {
    const filler =
      'Our team keeps the ledgers of a large group honest and on time, and we work with people across the world every day. '.repeat(4);
    const text = `${filler}Key Responsibilities Reconcile the accounts every month Minimum Requirements Bachelor's degree plus 2+ years of experience in finance Nice to Have Experience with SAP`;
    const sections = splitSections(text);
    expect(sections.responsibilities).toEqual(['Reconcile the accounts every month']);
    expect(sections.requirements).toEqual(["Bachelor's degree plus 2+ years of experience in finance"]);
    expect(sections.preferred).toEqual(['Experience with SAP']);
  });

  it('prose under one heading of a kind gives way to the list under another heading of the same kind', () => {
    const intro =
      'We are looking for engineers who will build the systems behind our agents, from data pipelines to the infrastructure around them.';
    const text = `The Role\n${intro}\nWhat You'll Work On\n• Build the pipelines\n• Run the agents\nRequirements\n• Python`;
    expect(splitSections(text)).toMatchObject({ responsibilities: ['Build the pipelines', 'Run the agents'], requirements: ['Python'] });
  });

  it('a Title Case line between two runs of items is a sub-heading of the open section', () => {
    const text = 'Responsibilities\n• Build the API\nData Engineering & Model Performance\n• Tune the pipelines\nRequirements\n• Python';
    expect(splitSections(text)).toMatchObject({ responsibilities: ['Build the API', 'Tune the pipelines'], requirements: ['Python'] });
  });

  it('a bold sub-heading between runs of items is one too; a bold heading in unknown words over prose ends the section', () => {
    const text =
      'Responsibilities\n• Build the API\nData Engineering & Model Performance\n• Tune the pipelines\nBenefits\n• Dental\nInterview Process\nYou will meet three people over two weeks, then hear from us.';
    const sections = splitSections(text, { headings: ['Data Engineering & Model Performance', 'Interview Process'] });
    expect(sections).toMatchObject({ responsibilities: ['Build the API', 'Tune the pipelines'], benefits: ['Dental'] });
  });

  it("a list in groups: the first group's title set as a bullet is no item, and a group written as one paragraph is one", () => {
    const text = [
      'Responsibilities',
      '• Software Development & API Integration',
      '• Develop services in FastAPI and ship them to production every week.',
      '• Integrate model APIs into the document retrieval pipeline.',
      'Data Engineering & Model Performance',
      '• Design and run the data pipelines that feed model training.',
      'Mentorship & Knowledge Sharing',
      'Mentor junior engineers on model integration and API development, and share what you learn.',
      'Education & Experience Required',
      '• 12-18 years of experience in software engineering.',
    ].join('\n');
    expect(splitSections(text)).toMatchObject({
      responsibilities: [
        'Develop services in FastAPI and ship them to production every week.',
        'Integrate model APIs into the document retrieval pipeline.',
        'Design and run the data pipelines that feed model training.',
        'Mentor junior engineers on model integration and API development, and share what you learn.',
      ],
      requirements: ['12-18 years of experience in software engineering.'],
    });
  });

  it('a short first item stays one, grouped list or not', () => {
    const text = 'Requirements\n• Python\n• SQL\nCloud Platforms\n• AWS\n• Azure';
    expect(splitSections(text).requirements).toEqual(['Python', 'SQL', 'AWS', 'Azure']);
  });

  it('a summary block of labelled facts: "Designation" is the job\'s title, and "Qualifications:Chartered Accountant" a label run into its value', () => {
    const text =
      'Skill required: Ledger Reconciliations\nDesignation: Ledger Operations Manager\nQualifications:Chartered Accountant\nYears of Experience:10 to 14 years\nAbout Brightmoor\nBrightmoor keeps books.';
    expect(splitSections(text).requirements).toEqual(['Ledger Reconciliations', 'Chartered Accountant', '10 to 14 years']);
  });

  it('a heading and its first item on one line: "What are we looking for? • …", "Roles and Responsibilities: •…"', () => {
    const text =
      'What are we looking for? • Qualified accountant\n• NetSuite\nRoles and Responsibilities: •Close the books monthly\n• Review the ledgers';
    expect(splitSections(text)).toMatchObject({
      requirements: ['Qualified accountant', 'NetSuite'],
      responsibilities: ['Close the books monthly', 'Review the ledgers'],
    });
  });

  it('"Job Type: Full-time" after a list is a fact about the job, not one more item', () => {
    const text = 'Benefits\n• Flexible hours\n• Remote work\nJob Type: Full-time\nWork Location: Remote';
    expect(splitSections(text).benefits).toEqual(['Flexible hours', 'Remote work']);
  });

  it('"We prefer:" heads the preferred items', () => {
    expect(splitSections('You have:\n• C++\nWe prefer:\n• A degree in physics').preferred).toEqual(['A degree in physics']);
  });

  it('Italian headings: Attività, Requisiti obbligatori, Requisiti preferenziali', () => {
    const text = 'Attività:\n• analisi dei dati\nRequisiti obbligatori:\n• laurea\nRequisiti preferenziali:\n• esperienza in ruoli affini';
    expect(splitSections(text)).toMatchObject({
      responsibilities: ['analisi dei dati'],
      requirements: ['laurea'],
      preferred: ['esperienza in ruoli affini'],
    });
  });

  it("a page's own split fills an empty section, unless the headings split the text and left that prose out on purpose", () => {
    const invitation = "If you don't see the job you want, apply to this one and we will find you a place.";
    const text = `Description\n${invitation}\nRequirements\n• You love open source`;
    expect(splitSections(text, { responsibilities: [invitation] }).responsibilities).toEqual([]);
    // A list under a heading of no known kind ("Job Description") is taken from the site's own split.
    const listed = 'Job Description\n• Monitor the sites\nQualifications\n• A degree';
    expect(splitSections(listed, { responsibilities: ['Monitor the sites'] }).responsibilities).toEqual(['Monitor the sites']);
  });

  it('a run of thousands of characters is no item (the Posting schema would refuse the whole posting)', () => {
    const long = `• ${'word '.repeat(1_000)}`;
    expect(splitSections(`Requirements\n${long}\n• Python`).requirements).toEqual(['Python']);
  });
});

describe('reading the DOM as real pages are saved', () => {
  it('one list item is one line, however its markup is indented', () => {
    const { document } = parseHTML(
      '<ul><li>\n   analysis of the brands for the\n   <em>\n    personas\n   </em>\n   watching on demand;\n  </li><li>second</li></ul>',
    );
    expect(textOf(document.querySelector('ul'))).toBe('• analysis of the brands for the personas watching on demand;\n• second');
  });
});

describe('the cascade', () => {
  it("a date and time a later reader states outright beats an earlier reader's phrase, a day alone does not", () => {
    const later = mergeLayers([
      { source: 'adapter', found: { postedText: '5 giorni fa' } },
      { source: 'jsonld', found: { postedText: '2024-06-11T13:47:28.000Z' } },
    ]);
    expect(later.found.postedText).toBe('2024-06-11T13:47:28.000Z');
    expect(later.fieldsFrom['postedAt']).toBe('jsonld');
    const dayOnly = mergeLayers([
      { source: 'adapter', found: { postedText: 'Posted 3 Days Ago' } },
      { source: 'jsonld', found: { postedText: '2026-11-13' } },
    ]);
    expect(dayOnly.found.postedText).toBe('Posted 3 Days Ago');
  });
});

describe('a reader per site', () => {
  it("an address names the one site whose reader it wants, by the adapters' match patterns", () => {
    expect(readerSite('https://www.linkedin.com/jobs/view/4230011223/')).toBe('linkedin');
    expect(readerSite('https://www.zhipin.com/job_detail/abc123.html')).toBe('boss');
    expect(readerSite('https://www.linkedin.com/feed/')).toBeUndefined();
    // Greenhouse boards are read in their frames by the declared frame reader, not injected.
    expect(readerSite('https://job-boards.greenhouse.io/acme/jobs/123')).toBeUndefined();
    expect(readerFile('boss')).toBe('/content-scripts/reader-boss.js');
  });
});

describe('the generic reader on a company careers page', () => {
  it('reads a row of facts whose separators are elements ("Title<span>|</span>Full time<span>|</span>…")', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>Ledger Analyst</title>
      <meta property="og:description" content="Learn more about applying for Ledger Analyst position at Brightmoor."></head><body><main>
      <div class="hero"><h1>Ledger Analyst</h1><div class="job-data"><div class="row-one">Ledger Operations Analyst<span><span class="divider">|</span>Full time<span class="divider">|</span>Experience: 3-5 years</span></div></div></div>
      <section><h2>Responsibilities</h2><ul><li>Reconcile the accounts every month</li><li>Prepare the close reports</li></ul>
      <h2>Requirements</h2><ul><li>A degree in accounting</li><li>Two years in a finance team</li></ul></section></main></body></html>`;
    const { posting } = extractHtml(html, 'https://careers.brightmoor.example/jobs/ledger-analyst', '2026-11-01T00:00:00.000Z');
    expect(posting).toMatchObject({ title: 'Ledger Analyst', company: { name: 'Brightmoor' }, employmentType: 'full_time' });
  });

  it('takes the place from a "Locations" section of its own (an accordion: the heading in its toggle, the place in its panel)', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>Ledger Analyst</title>
      <meta property="og:description" content="Learn more about applying for Ledger Analyst position at Brightmoor."></head><body><main>
      <h1>Ledger Analyst</h1>
      <section><h2>Responsibilities</h2><ul><li>Reconcile the accounts every month</li><li>Prepare the close reports</li></ul>
      <h2>Requirements</h2><ul><li>A degree in accounting</li><li>Two years in a finance team</li></ul></section>
      <div class="accordion"><button><h2 class="toggle-title">Locations</h2><div class="icon"></div></button><div class="panel"><div><p>Leeds</p></div></div></div>
      </main></body></html>`;
    const { posting } = extractHtml(html, 'https://careers.brightmoor.example/jobs/ledger-analyst', '2026-11-01T00:00:00.000Z');
    expect(posting?.locations).toMatchObject([{ raw: 'Leeds', city: 'Leeds', country: 'GB' }]);
  });
});
