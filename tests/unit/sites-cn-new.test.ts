import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractPage } from '@/lib/extract';
import { adapter as job51 } from '@/lib/extract/sites/job51';
import { scanJsonLd } from '@/lib/extract/jsonld';
import { normalizePosting } from '@/lib/normalize';

/**
 * The Chinese pages added for issue 10 (实习僧, 智联's www job page, 51job's we.51job.com, the 猎聘
 * publish date, an aggregator's city): behaviour the golden fixtures do not show on their own.
 */

const NOW = '2026-11-25T02:00:00.000Z';

function page(body: string, head = ''): Document {
  return parseHTML(`<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`)
    .document as unknown as Document;
}

function extract(body: string, url: string, head = '') {
  return extractPage(page(body, head), url, NOW);
}

/** Digits drawn with the site's private-use font: U+E1x0 for x. */
const glyphs = (text: string) => text.replace(/\d/g, (d) => `&#x${(0xe100 + Number(d)).toString(16)};`);

function internship(money: string, date: string, nuxt = ''): string {
  return `<div class="job-box"><div class="job-header"><div class="new_job_name"><span>运营实习生</span></div>
    <div class="job_date"><span class="cutom_font">${date}</span> <span>刷新</span></div>
    <div class="job_msg"><span class="job_money cutom_font">${money}</span> <span title="深圳" class="job_position">深圳</span> <span class="job_academic">本科</span></div></div>
    <div class="job-content"><div class="con-job"><div class="job_part"><div class="job_detail">负责社群运营。</div></div></div>
    <div class="job-about"><div class="com_intro"><a class="com-name">岚岫文创</a></div></div></div></div>${nuxt}`;
}

describe('实习僧', () => {
  it('never reads private-use-font digits as numbers: the salary and date come from __NUXT__ or not at all', () => {
    const withNuxt = extract(
      internship(
        glyphs('150-200/天'),
        glyphs('2026-11-20 09:00:00'),
        '<script>window.__NUXT__=(function(a,b){b.minsal="150";b.maxsal="200";b.refresh="2026-11-20 09:00:00";return {data:[{msg:b}]}}(false,{}));</script>',
      ),
      'https://www.shixiseng.com/intern/inn_abc123def456',
    );
    expect(withNuxt.kind).toBe('posting');
    if (withNuxt.kind !== 'posting') return;
    expect(withNuxt.raw).toMatchObject({
      salaryText: '150-200元/天',
      postedText: '2026-11-20 09:00:00',
      externalId: 'inn_abc123def456',
      url: 'https://www.shixiseng.com/intern/inn_abc123def456',
    });

    const without = extract(
      internship(glyphs('150-200/天'), glyphs('2026-11-20 09:00:00')),
      'https://www.shixiseng.com/intern/inn_abc123def456',
    );
    expect(without.kind).toBe('posting');
    if (without.kind !== 'posting') return;
    expect(without.raw.salaryText).toBeUndefined();
    expect(without.raw.postedText).toBeUndefined();
  });

  it('reads plain digits on the page as they are', () => {
    const result = extract(
      internship('150-200/天', '2026-11-20 09:00:00'),
      'https://www.shixiseng.com/intern/inn_abc123def456?pcm=pc_SearchList',
    );
    expect(result.kind).toBe('posting');
    if (result.kind === 'posting')
      expect(result.raw).toMatchObject({ salaryText: '150-200/天', postedText: '2026-11-20 09:00:00', employmentTypeHints: ['实习'] });
  });

  it.each([
    [
      'a slider verification page',
      '<div class="nc-container"><span>请完成验证</span><p>滑块验证</p></div>',
      'https://www.shixiseng.com/intern/inn_abc123def456',
      'blocked',
    ],
    ['a page without its job rendered', '<div id="__nuxt"></div>', 'https://www.shixiseng.com/intern/inn_abc123def456', 'none'],
    ['the company page', '<div class="com-name">岚岫文创</div>', 'https://www.shixiseng.com/com/com_4jti4flzstx1', 'none'],
  ])('%s', (_label, body, url, kind) => {
    expect(extract(body, url).kind).toBe(kind);
  });
});

describe('智联招聘 www.zhaopin.com/jobdetail', () => {
  it('gives the same job number on both addresses and keeps each page its own address', () => {
    const plane =
      '<div class="summary-plane"><h1 class="summary-plane__title">测试开发工程师</h1><span class="summary-plane__salary">1万-1.5万</span></div><a class="company__title">青梧软件</a>';
    const www = extract(plane, 'https://www.zhaopin.com/jobdetail/CC100200300J40000000001.htm?refcode=4019');
    const jobs = extract(plane, 'https://jobs.zhaopin.com/CC100200300J40000000001.htm');
    expect(www).toMatchObject({
      kind: 'posting',
      raw: { externalId: 'CC100200300J40000000001', url: 'https://www.zhaopin.com/jobdetail/CC100200300J40000000001.htm' },
    });
    expect(jobs).toMatchObject({
      kind: 'posting',
      raw: { externalId: 'CC100200300J40000000001', url: 'https://jobs.zhaopin.com/CC100200300J40000000001.htm' },
    });
  });

  it.each([
    [
      'a closed job',
      '<div class="job-summary"><p class="job-status">该职位已下线</p></div>',
      'https://www.zhaopin.com/jobdetail/CC100200300J40000000002.htm',
      'blocked',
    ],
    [
      'the slider page',
      '<div id="nc_1_wrapper"></div>',
      'https://www.zhaopin.com/jobdetail/CC100200300J40000000002.htm',
      'blocked',
      '<title>滑动验证页面</title>',
    ],
    [
      'a search list',
      '<div class="joblist-box__item"><a class="jobinfo__name" href="https://www.zhaopin.com/jobdetail/CC1J2.htm">测试</a></div>',
      'https://www.zhaopin.com/sou/jl538/kw01O00U80EG06G03F01N0/p1',
      'none',
    ],
  ])('%s', (_label, body, url, kind, head = '') => {
    expect(extract(body, url, head).kind).toBe(kind);
  });

  it('reads the 2026 info line split by slashes and the company line "stage · size · industry"', () => {
    const result = extract(
      `<div class="summary-planes"><h1 class="summary-planes__title">结构工程师</h1><div class="summary-planes__salary">8千-1.2万</div>
       <div class="summary-planes__info">苏州 工业园区 / 金鸡湖 / 3-5年 / 大专 / 全职 / 招1人</div></div>
       <div class="company-info"><a class="company-info__name">苏州砺衡机械有限公司</a><div class="company-info__desc">A轮 · 100-299人 · 机械/设备/重工</div></div>`,
      'https://www.zhaopin.com/jobdetail/CC100200300J40000000003.htm',
    );
    expect(result.kind).toBe('posting');
    if (result.kind !== 'posting') return;
    expect(result.raw).toMatchObject({
      company: '苏州砺衡机械有限公司',
      companySize: '100-299人',
      companyIndustry: '机械/设备/重工',
      experienceText: '3-5年',
      educationText: '大专',
      employmentTypeHints: ['全职'],
      locations: [{ raw: '苏州 工业园区' }],
    });
  });
});

describe('前程无忧 we.51job.com', () => {
  const card = (json: string) =>
    `<div class="joblist-item"><div class="joblist-item-job sensors_exposure" sensorsdata='${json}'><span class="jname">数据分析师</span></div></div>`;

  it('gives a list card the job id of its job page, from the sensorsdata JSON', () => {
    const doc = page(
      card('{"jobId":"158204417","jobTitle":"数据分析师"}') +
        card('{"jobId":157993021}') +
        card('{"jobTitle":"APP下载"}') +
        card('not json'),
    );
    const ids = Array.from(doc.querySelectorAll(job51.cards!.selector)).map((el) => job51.cards!.externalId(el));
    expect(ids).toEqual(['158204417', '157993021', undefined, undefined]);
  });

  it('reads a we.51job.com job address as the jobs.51job.com job of the same id', () => {
    const header =
      '<div class="tHeader tHjob"><div class="in"><div class="cn"><h1 title="运维工程师">运维工程师</h1><strong>1-1.5万</strong><p class="cname"><a title="杭州溪石网络有限公司">杭州溪石网络有限公司</a></p><p class="msg ltype" title="杭州-西湖区 | 3-4年经验 | 本科 | 招2人 | 11-24发布">杭州-西湖区</p></div></div></div>';
    for (const url of ['https://we.51job.com/pc/jobdetail?jobId=158204417', 'https://we.51job.com/pc/job?jobid=158204417']) {
      expect(extract(header, url)).toMatchObject({
        kind: 'posting',
        raw: { externalId: '158204417', url: 'https://jobs.51job.com/all/158204417.html', company: '杭州溪石网络有限公司' },
      });
    }
  });

  it.each([
    ['the search list', card('{"jobId":"158204417"}'), 'https://we.51job.com/pc/search?keyword=go&jobArea=020000', 'none'],
    [
      'a search list whose decoy card says 访问验证',
      card('{"jobId":"1","jobTitle":"访问验证"}').replace('数据分析师', '访问验证'),
      'https://we.51job.com/pc/search?keyword=go',
      'none',
    ],
    [
      'the slider wall on a job address',
      '<div class="nc_wrapper"><span>请按住滑块，拖动到最右边</span></div>',
      'https://jobs.51job.com/shanghai/158204417.html',
      'blocked',
    ],
    [
      'a job taken off the site',
      '<div class="tCompany_center"><p>该职位已下架</p></div>',
      'https://jobs.51job.com/shanghai/158204417.html',
      'blocked',
    ],
    [
      'a we.51job.com job address before its job renders',
      '<div id="app"></div>',
      'https://we.51job.com/pc/jobdetail?jobId=158204417',
      'none',
    ],
  ])('%s', (_label, body, url, kind) => {
    expect(extract(body, url).kind).toBe(kind);
  });
});

describe('猎聘 publish date', () => {
  const apply = (update: string) =>
    `<section class="job-apply-container"><div class="job-apply-content"><div class="name-box"><span class="name">财务经理</span><span class="salary">20-30k</span></div>
     <div class="job-properties"><span>上海-徐汇区</span><span class="split"></span><span>5-10年</span><span class="split"></span><span class="update-time">${update}</span></div></div></section>
     <script>var $CONFIG = {"jobId": 88001122, "compName": "\\u6caa\\u77f3\\u8d22\\u52a1", "jobTitle": "财务经理", "traceId": {"initial": "gw.1"}};</script>`;
  const ld = (body: string) => `<script type="application/ld+json">${body}</script>`;

  it.each([
    [
      'the schema.org datePosted over 今日更新',
      apply('今日更新'),
      ld('{"@context":"https://schema.org","@type":"JobPosting","title":"财务经理","datePosted":"2026-11-02T10:00:00"}'),
      '2026-11-02T10:00:00',
    ],
    [
      'the Cambrian pubDate over 今日更新',
      apply('今日更新'),
      ld('{"@context":"https://ziyuan.baidu.com/contexts/cambrian.jsonld","pubDate":"2026-10-30T08:15:00","upDate":"2026-11-25T09:00:00"}'),
      '2026-10-30T08:15:00',
    ],
    ['the refresh text when the page says nothing else', apply('11月20日更新'), '', '11月20日更新'],
  ])('%s', (_label, body, head, posted) => {
    const result = extract(body, 'https://www.liepin.com/job/1988001122.shtml', head);
    expect(result.kind).toBe('posting');
    if (result.kind === 'posting') expect(result.raw.postedText).toBe(posted);
  });

  it('reads a JobPosting whose description breaks lines inside the string, keeping its lines', () => {
    const head = ld(
      '{"@type":"JobPosting","title":"财务经理","description":"职责：\n1.负责月度结账。\n任职要求：\n1.中级会计职称。","datePosted":"2026-11-02"}',
    );
    expect(scanJsonLd(page(apply('今日更新'), head)).postings[0]?.['description']).toBe(
      '职责：\n1.负责月度结账。\n任职要求：\n1.中级会计职称。',
    );
    const result = extract(apply('今日更新'), 'https://www.liepin.com/job/1988001122.shtml', head);
    expect(result.kind).toBe('posting');
    if (result.kind === 'posting') expect(result.raw).toMatchObject({ postedText: '2026-11-02', company: '沪石财务' });
  });
});

describe('a Chinese aggregator page read by schema.org alone', () => {
  const posting = (address: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"嵌入式软件工程师","description":"负责固件开发。","hiringOrganization":{"@type":"Organization","name":"南京栖霞汇芯电子有限公司"},"jobLocation":{"@type":"Place","address":${address}}}</script>`;

  it.each([
    [
      'city and district in one locality',
      '{"@type":"PostalAddress","addressLocality":"南京-江宁区","addressRegion":"江苏","addressCountry":"CN"}',
      { city: '南京', region: '江宁区', country: 'CN' },
    ],
    [
      'city · district · area',
      '{"@type":"PostalAddress","addressLocality":"上海·浦东新区·张江","addressCountry":"CN"}',
      { city: '上海', region: '浦东新区', country: 'CN' },
    ],
    [
      'a plain city',
      '{"@type":"PostalAddress","addressLocality":"杭州","addressRegion":"浙江","addressCountry":"CN"}',
      { city: '杭州', country: 'CN' },
    ],
  ])('%s', (_label, address, place) => {
    const result = extract('<h1>嵌入式软件工程师</h1>', 'https://www.zhijuwang.example/job/1.html', posting(address));
    expect(result.kind).toBe('posting');
    if (result.kind !== 'posting') return;
    const normalized = normalizePosting(result.raw);
    expect(normalized.ok).toBe(true);
    if (normalized.ok) expect(normalized.posting.locations[0]).toMatchObject(place);
  });
});
