import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractPage } from '@/lib/extract';
import { classifyFacts, hasPrivateUseChars, labelledValue, placeParts } from '@/lib/extract/cn';
import { adapter as boss } from '@/lib/extract/sites/boss';

/** Behaviour of the Chinese boards' adapters that the golden fixtures do not show on their own. */

const NOW = '2026-03-02T08:00:00.000Z';
const FIXTURES = join(__dirname, '../fixtures/pages/boss');

function page(html: string): Document {
  return parseHTML(`<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`).document as unknown as Document;
}

function extract(html: string, url: string) {
  return extractPage(page(html), url, NOW);
}

const CARDS = `
  <ul>
    <li class="job-card-box"><a class="job-name" href="/job_detail/aaa111.html?lid=x&securityId=y">数据分析师</a><span class="job-salary">15-20K</span><div class="job-card-footer"><span class="boss-name">明溪零售</span></div></li>
    <li class="job-card-box active"><a class="job-name" href="/job_detail/bbb222.html?lid=x&securityId=z">算法工程师</a><span class="job-salary">&#xe8f3;&#xe8f0;-&#xe8f5;&#xe8f0;K</span><div class="job-card-footer"><span class="boss-name">远帆数据</span></div></li>
  </ul>`;

describe('BOSS直聘', () => {
  it('gives a list card the same job id as the job page and the pane', () => {
    const doc = page(CARDS);
    const cards = Array.from(doc.querySelectorAll(boss.cards!.selector));
    expect(cards.map((card) => boss.cards!.externalId(card))).toEqual(['aaa111', 'bbb222']);
    const detail = boss.detect({
      doc: page('<div id="main"><div class="job-banner"><div class="name"><h1>算法工程师</h1></div></div></div>'),
      url: new URL('https://www.zhipin.com/job_detail/bbb222.html?ka=x'),
      readAt: NOW,
    });
    expect(detail).toMatchObject({ kind: 'posting', externalId: 'bbb222', canonicalUrl: 'https://www.zhipin.com/job_detail/bbb222.html' });
  });

  it('reads the pane of the selected card before its own link renders, and takes the salary from embedded job data, never from font glyphs', () => {
    const result = extract(
      `${CARDS}
      <div class="job-detail-container"><div class="job-detail-box">
        <div class="job-detail-header"><div class="job-detail-info"><span class="job-name">算法工程师</span><span class="job-salary">&#xe8f3;&#xe8f0;-&#xe8f5;&#xe8f0;K</span></div>
        <ul class="tag-list"><li>杭州·余杭区</li><li>3-5年</li><li>硕士</li></ul></div>
        <div class="job-detail-body"><p class="desc">负责推荐模型。</p></div>
      </div></div>
      <script>window.__jobs = {"jobList":[{"encryptJobId":"aaa111","jobName":"数据分析师","salaryDesc":"15-20K","brandName":"明溪零售"},{"encryptJobId":"bbb222","jobName":"算法工程师","salaryDesc":"30-50K·16薪","brandName":"远帆数据"}]};</script>`,
      'https://www.zhipin.com/web/geek/jobs?query=%E7%AE%97%E6%B3%95&city=101210100',
    );
    expect(result.kind).toBe('posting');
    if (result.kind !== 'posting') return;
    expect(result.raw).toMatchObject({
      externalId: 'bbb222',
      url: 'https://www.zhipin.com/job_detail/bbb222.html',
      company: '远帆数据',
      salaryText: '30-50K·16薪',
    });
  });

  it('leaves the salary out when the only salary on the page is drawn with private-use glyphs', () => {
    const result = extract(
      `<div id="main"><div class="job-detail-container"><div class="job-detail-header"><div class="job-detail-info"><span class="job-name">前端开发</span><span class="job-salary">&#xe8f1;&#xe8f5;-&#xe8f2;&#xe8f5;K</span></div><a class="job-company-name">栖云文旅</a></div></div></div>`,
      'https://www.zhipin.com/job_detail/ccc333.html',
    );
    expect(result.kind).toBe('posting');
    if (result.kind === 'posting') expect(result.raw.salaryText).toBeUndefined();
  });

  it('says nothing on a list page whose pane has not rendered', () => {
    expect(extract(CARDS.replace(' active', ''), 'https://www.zhipin.com/web/geek/jobs?query=go').kind).toBe('none');
  });

  it('reads no salary from the logged-out pane, whose figure is an SVG of asterisks beside the text 元 (real capture)', () => {
    const html = readFileSync(join(FIXTURES, 'real-search-pane-2026/page.html'), 'utf8');
    const result = extractPage(parseHTML(html).document as unknown as Document, 'https://www.zhipin.com/web/geek/jobs', NOW);
    expect(result.kind).toBe('posting');
    if (result.kind !== 'posting') return;
    expect(result.raw.salaryText).toBeUndefined();
    // The pane's own <style> hides decoy words inside the description; the page's 144 KB of CSS hides other things.
    expect(result.raw.description).not.toMatch(/COKU|nalocaf|南万/);
  });

  it('dates a job by its publish date, never by the update date', () => {
    const ld = (dates: string) =>
      `<script type="application/ld+json">{"@context":"https://ziyuan.baidu.com/contexts/cambrian.jsonld","title":"前端开发",${dates}}</script>`;
    const body = (extra: string) =>
      `<div id="main"><div class="job-banner"><div class="name"><h1>前端开发</h1></div></div>${extra}<a ka="job-detail-company_custompage" title="栖云文旅">栖云文旅</a></div>`;
    const url = 'https://www.zhipin.com/job_detail/ddd444.html';
    const posted = (html: string) => {
      const result = extract(html, url);
      return result.kind === 'posting' ? result.raw.postedText : 'no posting';
    };
    expect(
      posted(ld('"pubDate":"2026-01-05T09:00:00","upDate":"2026-02-27T18:04:11"') + body('<p class="gray">更新于：2026-02-27</p>')),
    ).toBe('2026-01-05T09:00:00');
    expect(posted(body('<p class="gray">更新于：2026-02-27</p>'))).toBeUndefined();
    expect(posted(body('<p class="gray">发布于：2026-01-05</p>'))).toBe('发布于：2026-01-05');
  });
});

describe('blocked and closed pages', () => {
  it.each([
    [
      '猎聘 closed job',
      '<section class="job-apply-container"><div class="job-apply-content"><div class="name-box"><span class="name">运营经理</span></div></div><p>该职位已暂停招聘</p></section>',
      'https://www.liepin.com/job/1970001111.shtml',
    ],
    [
      '拉勾 security check',
      '<div class="verify-wrap"><h2>安全验证</h2><p>请按住滑块，拖动到最右边</p></div>',
      'https://www.lagou.com/wn/jobs/10321456.html',
    ],
    [
      '智联 cookie challenge',
      "<script>var arg1='3F2B1C9D8E7A6B5C4D3E2F1A0B9C8D7E6F5A4B3C';</script>",
      'https://jobs.zhaopin.com/CC392160220J40512345607.htm',
    ],
  ])('%s', (_label, html, url) => {
    expect(extract(html, url).kind).toBe('blocked');
  });
});

describe('shared readers of the Chinese boards', () => {
  it.each([
    [
      ['上海-浦东新区', '3-4年经验', '本科', '招1人', '02-26发布'],
      { place: '上海-浦东新区', experience: '3-4年经验', education: '本科', headcount: '招1人', posted: '02-26发布' },
    ],
    [
      ['深圳-龙华区', '10年以上', '统招本科', '今日更新'],
      { place: '深圳-龙华区', experience: '10年以上', education: '统招本科', posted: '今日更新' },
    ],
    [
      ['/上海 /', '经验应届毕业生 /', '大专及以上 /', '实习'],
      { place: '上海', experience: '经验应届毕业生', education: '大专及以上', nature: '实习' },
    ],
    [
      ['成都-锦江区', '经验不限', '学历不限', '更新于：2022-07-17'],
      { place: '成都-锦江区', experience: '经验不限', education: '学历不限', posted: '更新于：2022-07-17' },
    ],
  ])('classifies %j', (parts, expected) => {
    expect(classifyFacts(parts)).toEqual(expected);
  });

  it('reads the Cambrian summary by its labels', () => {
    const summary = '澜石云图科技测试开发工程师招聘，薪资：15-25K·16薪，地点：杭州，要求：3-5年，学历：本科，福利：五险一金、带薪年假';
    expect([
      labelledValue(summary, '薪资'),
      labelledValue(summary, '地点'),
      labelledValue(summary, '要求'),
      labelledValue(summary, '福利'),
    ]).toEqual(['15-25K·16薪', '杭州', '3-5年', '五险一金、带薪年假']);
  });

  it('splits a three-part place into city and district', () => {
    expect(placeParts('上海·长宁区·新华路')).toEqual({ raw: '上海·长宁区·新华路', city: '上海', region: '长宁区' });
    expect(placeParts('深圳-龙华区')).toEqual({ raw: '深圳-龙华区' });
  });

  it('knows private-use glyphs from digits', () => {
    expect(hasPrivateUseChars('\ue8f1\ue8f5-\ue8f2\ue8f5K')).toBe(true);
    expect(hasPrivateUseChars('15-25K·16薪')).toBe(false);
  });
});
