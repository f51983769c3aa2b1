import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { factsOfLine, readGeneric } from '@/lib/extract/generic';
import { adapterById, adapters } from '@/lib/extract/registry';
import type { Posting } from '@/lib/posting';
import { PAGES_DIR } from '../support/corpus';

const NOW = '2026-11-29T08:00:00.000Z';

function read(html: string, url: string, structured = false) {
  const { document } = parseHTML(html);
  return readGeneric({ doc: document as unknown as Document, url: new URL(url), readAt: NOW }, { structured });
}

const sections = (...names: string[]) =>
  names.map((name) => `<h2>${name}</h2><ul><li>${name} item one</li><li>${name} item two</li></ul>`).join('');
const html = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>Page</title>${head}</head><body>${body}</body></html>`;
const JOB_URL = 'https://careers.example-generic.test/jobs/17';

interface RuleCase {
  name: string;
  page: string;
  url?: string;
  /** true: a posting; a RegExp: no posting, for a reason matching it. */
  expected: true | RegExp;
}

const rules: RuleCase[] = [
  {
    name: 'title and two sections',
    page: html(`<main><h1>Backend Engineer</h1>${sections("What you'll do", 'Requirements')}</main>`),
    expected: true,
  },
  { name: 'title and Chinese sections', page: html(`<main><h1>后端工程师</h1>${sections('岗位职责', '任职要求')}</main>`), expected: true },
  {
    name: 'one section only',
    page: html(`<main><h1>Backend Engineer</h1>${sections('Requirements')}</main>`),
    expected: /fewer than two posting sections/,
  },
  {
    name: 'two sections, neither duties nor requirements',
    page: html(`<main><h1>Backend Engineer</h1>${sections('Benefits', 'Nice to have')}</main>`),
    expected: /fewer than two posting sections/,
  },
  {
    name: 'no title anywhere',
    page: `<html><body>${sections('Responsibilities', 'Requirements')}</body></html>`,
    expected: /no posting title/,
  },
  {
    name: 'a listing title',
    page: html(`<main><h1>128 engineering jobs in Berlin</h1>${sections('Responsibilities', 'Requirements')}</main>`),
    expected: /no posting title/,
  },
  {
    name: 'og:type article',
    page: html(
      `<main><h1>Backend Engineer</h1>${sections('Responsibilities', 'Requirements')}</main>`,
      '<meta property="og:type" content="article">',
    ),
    expected: /og:type is article/,
  },
  {
    name: 'BlogPosting JSON-LD',
    page: html(
      `<main><h1>Backend Engineer</h1>${sections('Responsibilities', 'Requirements')}</main>`,
      '<script type="application/ld+json">{"@type":"BlogPosting","headline":"x"}</script>',
    ),
    expected: /BlogPosting/,
  },
  {
    name: 'an <article> with a byline and a date',
    page: html(
      `<article><h1>We are hiring</h1><p class="byline">By Ana</p><time datetime="2026-11-20">20 Nov</time>${sections('Responsibilities', 'Requirements')}</article>`,
    ),
    expected: /article with an author/,
  },
  {
    name: 'a feed',
    page: html(`<div role="feed"><article><h1>Post</h1>${sections('Responsibilities', 'Requirements')}</article></div>`),
    expected: /feed/,
  },
  {
    name: 'sections repeated card after card',
    page: html(
      `<main><h1>Backend Engineer</h1><div>${sections('Responsibilities', 'Requirements')}</div><div>${sections('Responsibilities', 'Requirements')}</div></main>`,
    ),
    expected: /repeat/,
  },
  {
    name: 'nothing speaks of a job',
    page: html(`<main><h1>Tidewatch Backup</h1>${sections('Responsibilities', 'Requirements')}</main>`),
    url: 'https://shop.example-generic.test/p/tidewatch',
    expected: /speaks of a job/,
  },
  {
    name: 'an Apply link makes an unknown address a job page',
    page: html(`<main><h1>Backend Engineer</h1>${sections('Responsibilities', 'Requirements')}<a href="/a/17">Apply now</a></main>`),
    url: 'https://www.example-generic.test/p/17',
    expected: true,
  },
  {
    name: 'a page wrapped in one <form> (ASP.NET WebForms)',
    page: html(`<form id="aspnetForm"><main><h1>Backend Engineer</h1>${sections('Responsibilities', 'Requirements')}</main></form>`),
    expected: true,
  },
  {
    name: '<h3><strong>Requirements</strong></h3> counts once',
    page: html(
      `<main><h1>Backend Engineer</h1><h3><strong>Responsibilities</strong></h3><ul><li>a</li></ul><h3><strong>Requirements</strong></h3><ul><li>b</li></ul></main>`,
    ),
    expected: true,
  },
  {
    name: 'sections inside a similar-jobs block do not count',
    page: html(
      `<main><h1>Backend Engineer</h1><p>Short intro.</p></main><div class="similar-jobs">${sections('Responsibilities', 'Requirements')}</div>`,
    ),
    expected: /fewer than two posting sections/,
  },
];

describe('the detection rule', () => {
  it.each(rules.map((r) => [r.name, r] as const))('%s', (_name, { page, url, expected }) => {
    const result = read(page, url ?? JOB_URL);
    if (expected === true) expect(result.ok, result.ok ? '' : result.reason).toBe(true);
    else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(expected);
    }
  });
});

describe('pages built like the seeds', () => {
  const insightWords = [
    'AI 洞察',
    '优缺点',
    '角色解读',
    '申请策略',
    '面试指南',
    '职位点评',
    '薪资信号',
    'comprehensive benefits package',
    '值不值得投',
    '综合评分',
    '相似职位',
    '云岫半导体',
    '澜起智算',
  ];

  it.each(['seed-architect', 'seed-intern'])("%s: the site's insight panel does not leak into the posting", (name) => {
    const dir = join(PAGES_DIR, 'generic', name);
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { url: string; capturedAt: string };
    const output = extractHtml(readFileSync(join(dir, 'page.html'), 'utf8'), meta.url, meta.capturedAt);
    const posting = output.posting as Posting;
    expect(posting).not.toBeNull();
    const everything = [
      posting.description.text,
      ...Object.values(posting.description.sections).flat(),
      ...posting.tags,
      posting.salary?.raw ?? '',
    ].join('\n');
    for (const word of insightWords) expect(everything, word).not.toContain(word);
    expect(posting.salary, "the site's own pay estimate is not the posting's salary").toBeUndefined();
    expect(['职位详情', '关于这个职位']).toContain(posting.description.text.split('\n')[0]);
  });
});

describe('page facts', () => {
  it.each([
    [
      '约 330 个在招 · 其中高性能计算 5 个',
      [
        { kind: 'company_open_positions', raw: '约 330 个在招' },
        { kind: 'company_open_in_family', raw: '其中高性能计算 5 个', scope: '高性能计算' },
      ],
    ],
    [
      '上海 · 高性能计算 · 29 个在招',
      [{ kind: 'market_open_positions', raw: '上海 · 高性能计算 · 29 个在招', scope: '上海 · 高性能计算' }],
    ],
    [
      '上海 · 机器学习工程 · 约 400 个在招',
      [{ kind: 'market_open_positions', raw: '上海 · 机器学习工程 · 约 400 个在招', scope: '上海 · 机器学习工程' }],
    ],
    ['38 applicants', [{ kind: 'applicants', raw: '38 applicants' }]],
    ['已有 56 人投递', [{ kind: 'applicants', raw: '已有 56 人投递' }]],
    ['1,203 views', [{ kind: 'views', raw: '1,203 views' }]],
    ['更新于 3 天前 · 招2人', [{ kind: 'recruits', raw: '招2人' }]],
    ['12 open positions', [{ kind: 'company_open_positions', raw: '12 open positions' }]],
    ['新岗位 · 今天发布', []],
  ])('%s', (line, facts) => {
    expect(factsOfLine(line)).toEqual(facts);
  });
});

describe('cost', () => {
  const filler = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<div class="post"><h2 class="title">Story ${i}</h2><p>Some <b>bold</b> words about requirements ${i}.</p><a href="/s/${i}">more</a></div>`,
    ).join('');

  it('a big page without a posting is turned away quickly', () => {
    const page = html(`<main><h1>News</h1>${filler(4_000)}</main>`);
    const { document } = parseHTML(page);
    const input = { doc: document as unknown as Document, url: new URL(JOB_URL), readAt: NOW };
    readGeneric(input);
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect(readGeneric(input).ok).toBe(false);
    const perRead = (performance.now() - started) / 5;
    // Printed, not asserted: a unit test never depends on the machine's speed (npm run bench measures the browser).
    console.info(`generic reader on a 16,000-element page without a posting: ${perRead.toFixed(1)} ms per read (linkedom)`);
  });

  it('looks at a bounded number of heading candidates', () => {
    const far = html(
      `<main><h1>Backend Engineer</h1>${Array.from({ length: 700 }, (_, i) => `<b>word ${i}</b>`).join(' ')}${sections('Responsibilities', 'Requirements')}</main>`,
    );
    expect(read(far, JOB_URL).ok).toBe(false);
  });
});

describe('adapters opt in', () => {
  it('no adapter falls back on the generic reader: the site content script does not carry it', () => {
    for (const adapter of adapters) expect(adapter.fallbacks ?? [], adapter.id).not.toContain('generic');
    expect(adapterById('demo')?.fallbacks).toEqual(['jsonld', 'microdata']);
  });

  it('a structured reading fills what is there and never judges', () => {
    const result = read(html('<main><p class="salary">15-25K·14薪</p></main>'), JOB_URL, true);
    expect(result.ok).toBe(true);
  });
});

describe('a header row of facts with an inline element', () => {
  const page = (row: string) =>
    html(
      `<main><h1>嵌入式软件工程师</h1>${row}<h3>工作职责</h3><p>1、负责嵌入式开发<br>2、编写测试</p><h3>任职资格</h3><p>1、本科及以上学历<br>2、3年以上C语言经验</p></main>`,
    );

  it('reads the years in the row\'s own text beside a <span class="salary">', () => {
    const result = read(page('<p class="jobinfo-line">厦门 · 3-5年 · 本科 · <span class="salary">15-22K·13薪</span></p>'), JOB_URL);
    expect(result.ok && result.found.experienceText).toBe('3-5年');
    expect(result.ok && result.found.salaryText).toBe('15-22K·13薪');
  });

  it('reads nothing from a row of fewer than three facts', () => {
    const result = read(page('<p>3-5年 · <b>本科</b></p>'), JOB_URL);
    expect(result.ok && result.found.experienceText).toBeUndefined();
  });

  it('does not take a row with block children as one row', () => {
    const result = read(page('<div>厦门 · <div>3-5年</div> · 本科</div>'), JOB_URL);
    expect(result.ok && result.found.experienceText).toBe('3-5年');
  });
});
