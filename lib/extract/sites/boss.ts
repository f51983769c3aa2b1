import { allTexts, attrAt, firstText, hiddenTest, textAt, textOf, type TextOptions, cardText } from '../dom';
import { objectLiteralAt, stringAt, type JsonObject } from '../embedded';
import { parseJsonLenient } from '../jsonld';
import { htmlToText } from '../text';
import { cambrianLd, classifyFacts, findObject, hasPrivateUseChars, labelledValue, placeParts, segmentsOf } from '../cn';
import { ABOUT_MIN_CHARS, type Detection, type Found, type SiteAdapter } from '../types';

/**
 * BOSS直聘 (zhipin.com): the job page `/job_detail/{encryptJobId}.html` (2022 SSR layout, the
 * 2023-24 `.job-banner` layout and the 2025-26 `.job-detail-header` layout) and the detail pane of
 * the search page (`/web/geek/jobs`), whose content belongs to the selected card.
 * Salary digits in the DOM may be drawn with a private-use-area font: such a salary is never read;
 * the salary comes from data the page embeds (a job JSON with salaryDesc, the Baidu Cambrian summary).
 * Decoy words hidden with CSS inside the description are dropped (hiddenTest).
 */

const DETAIL_PATH = /^\/job_detail\/([^/.?#]+)\.html$/;
const JOB_LINK = /\/job_detail\/([^/.?#]+)\.html/;
const LIST_PATH = /^\/web\/geek\/(?:jobs?|job-recommend)\/?$|^\/c\d+(?:-p\d+)?\/?$/;

const PANE = '.job-detail-container .job-detail-box, .job-detail-box';
const CARD = '.job-card-box, .job-card-wrapper';
const SELECTED_CARD = '.job-card-box.active, .job-card-wrapper.active, .job-card-box.selected, .job-card-wrapper.selected';
const TITLE = ['.job-detail-header .job-name', '.job-detail-info .job-name', '.info-primary .name h1', '.job-banner .name h1', '.name h1'];
const SALARY = ['.job-detail-header .job-salary', '.job-detail-info .job-salary', '.info-primary .name .salary', '.job-banner .salary'];
const DESCRIPTION = [
  '.job-detail-body > p.desc',
  '.job-detail-body .desc',
  '.job-detail-section .job-sec-text',
  '.job-sec-text',
  '.detail-content .job-sec:not(.company-info) .text',
];
const COMPANY = [
  '.job-detail-header .job-company-name',
  '.job-detail-box .company-info .company-name',
  '.business-info-box li.company-name',
  'a[ka="job-detail-company_custompage"]',
  '.sider-company .company-info a[title]',
];
const BENEFITS = '.job-banner .job-tags span, .job-tags.tag-all span, .job-detail-header .job-tags span, .job-detail-info .job-tags span';
const BLOCKED_TEXT = /安全验证|滑块验证|拖动滑块|请完成验证/;
const CLOSED_TEXT = /已关闭|已下线|已失效|停止招聘|暂停招聘/;

function jobIdOf(href: string | null | undefined): string | undefined {
  return href ? JOB_LINK.exec(href)?.[1] : undefined;
}

function cardId(card: Element): string | undefined {
  return jobIdOf(card.querySelector('a[href*="/job_detail/"]')?.getAttribute('href') ?? card.getAttribute('href'));
}

/** The pane's own job: its "more" link names it; before that link renders, the selected card does. */
function paneJobId(pane: Element, doc: Document): string | undefined {
  const own = pane.querySelector('a.more-job-btn[href*="/job_detail/"]') ?? pane.querySelector('a[href*="/job_detail/"]');
  const fromPane = jobIdOf(own?.getAttribute('href'));
  if (fromPane) return fromPane;
  const selected = doc.querySelector(SELECTED_CARD);
  return selected ? cardId(selected) : undefined;
}

function canonical(id: string): string {
  return `https://www.zhipin.com/job_detail/${id}.html`;
}

/** The first characters of the page's text, without building the text of the whole body (megabytes on a list page). */
function leadingText(root: Node | null | undefined, max: number): string {
  if (!root) return '';
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  let text = '';
  for (let node = walker.nextNode(); node && text.length < max; node = walker.nextNode()) {
    const parent = node.parentNode?.nodeName;
    if (parent !== 'SCRIPT' && parent !== 'STYLE') text += node.nodeValue ?? '';
  }
  return text.slice(0, max);
}

function looksBlocked(doc: Document): boolean {
  const text = `${doc.title}\n${leadingText(doc.body, 3000)}`;
  return BLOCKED_TEXT.test(text) || doc.querySelector('.verify-slider, #captcha, .geetest_holder, .error-content') !== null;
}

/** The job object (jobName + salaryDesc) of this job in the page's inline scripts: a detail.json-like state or a job list. */
function embeddedJob(doc: Document, id: string | undefined): { job: JsonObject; brand?: JsonObject } | undefined {
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    if (!text.includes('salaryDesc')) continue;
    const literal = objectLiteralAt(text, Math.max(0, text.indexOf('=')));
    const parsed = literal ? parseJsonLenient(literal) : undefined;
    if (!parsed?.ok) continue;
    const isJob = (obj: JsonObject) => 'jobName' in obj && 'salaryDesc' in obj;
    const idOf = (obj: JsonObject) => stringAt(obj, 'encryptJobId') ?? stringAt(obj, 'encryptId');
    // A job without an id is the page's own only when it is the only job there (detail.json's jobInfo).
    const job =
      findObject(parsed.value, (obj) => isJob(obj) && idOf(obj) === id) ?? findObject(parsed.value, (obj) => isJob(obj) && !idOf(obj));
    if (job) return { job, brand: findObject(parsed.value, (obj) => 'brandName' in obj && !isJob(obj)) };
  }
  return undefined;
}

/** City, experience and education as each layout writes them under the title. */
function factsOf(root: ParentNode) {
  const row = root.querySelector('.info-primary p');
  const parts = row
    ? segmentsOf(row, 'em.dolt, em.vline, i.vline')
    : [
        ...allTexts(root, '.text-city, .text-experiece, .text-experience, .text-degree'),
        ...allTexts(root, '.job-detail-header .tag-list li, .job-detail-info .tag-list li, .job-detail-box .tag-list li'),
      ];
  return classifyFacts(parts);
}

function sideFact(root: ParentNode, icon: string): string | undefined {
  const row = Array.from(root.querySelectorAll('.sider-company p')).find((p) => p.querySelector(`i.${icon}`));
  return row ? textOf(row).trim() || undefined : undefined;
}

function paneCompany(doc: Document, id: string | undefined): string | undefined {
  // The pane names no company: the card of the same job does.
  const card = Array.from(doc.querySelectorAll(CARD)).find((c) => cardId(c) === id);
  return card ? firstText(card, ['.job-card-footer .boss-name', '.company-name', '.boss-name']) : undefined;
}

export const adapter: SiteAdapter = {
  id: 'boss',
  label: 'BOSS直聘',
  market: 'cn',
  matches: ['https://www.zhipin.com/*', 'https://m.zhipin.com/*'],
  watch: '.job-detail-container',
  cards: {
    selector: CARD,
    externalId: cardId,
    // .boss-name is the company in the 2025 .job-card-box layout and the recruiter (张女士) in the older .job-card-wrapper one.
    company: (card) => cardText(card, card.closest('.job-card-wrapper') ? ['.company-name'] : ['.boss-name', '.company-name']),
    title: (card) => cardText(card, ['.job-name']),
  },

  detect({ doc, url }): Detection {
    const detailId = DETAIL_PATH.exec(url.pathname)?.[1];
    if (detailId) {
      const root = doc.querySelector('#main') ?? doc.body;
      const domTitle = firstText(root, TITLE);
      const title = domTitle ?? stringAt(cambrianLd(doc), 'title');
      const status = `${textAt(root, '.job-status') ?? ''} ${textAt(root, '.job-detail-header .job-status, .job-banner .job-status') ?? ''}`;
      if (CLOSED_TEXT.test(status) || (!title && /职位已(?:关闭|下线)|该职位已(?:关闭|下线)/.test(leadingText(root, 20_000)))) {
        return { kind: 'blocked', reason: 'this BOSS直聘 job is closed' };
      }
      if (domTitle) return { kind: 'posting', canonicalUrl: canonical(detailId), externalId: detailId, container: root };
      if (looksBlocked(doc)) return { kind: 'blocked', reason: 'BOSS直聘 shows a verification page' };
      return { kind: 'none', reason: 'the BOSS直聘 job page has not rendered a job' };
    }
    if (LIST_PATH.test(url.pathname)) {
      const pane = doc.querySelector(PANE);
      const id = pane ? paneJobId(pane, doc) : undefined;
      if (pane && id && firstText(pane, TITLE)) return { kind: 'posting', canonicalUrl: canonical(id), externalId: id, container: pane };
    }
    if (looksBlocked(doc)) return { kind: 'blocked', reason: 'BOSS直聘 shows a verification page' };
    return { kind: 'none', reason: 'no BOSS直聘 job on this page' };
  },

  extract({ doc }, detection): Found {
    const root = detection.container ?? doc;
    const isPane = detection.container?.matches('.job-detail-box') ?? false;
    const opts: TextOptions = { isHidden: hiddenTest(doc) };
    const embedded = embeddedJob(doc, detection.externalId);
    const job = embedded?.job;
    // The Cambrian summary describes the page's own job, never the pane of a list.
    const cambrian = isPane ? undefined : cambrianLd(doc);
    const summary = stringAt(cambrian, 'description');

    // Logged out, the salary is drawn as asterisks in an SVG (.zp-hide-salary) beside its unit: only "元" is text.
    const domSalary = firstText(root, SALARY, opts);
    const salaryText =
      stringAt(job, 'salaryDesc') ??
      (domSalary && !hasPrivateUseChars(domSalary) && /\d|面议/.test(domSalary) ? domSalary : undefined) ??
      labelledValue(summary, '薪资');

    const facts = factsOf(root);
    const jobCity = [
      stringAt(job, 'locationName') ?? stringAt(job, 'cityName'),
      stringAt(job, 'areaDistrict'),
      stringAt(job, 'businessDistrict'),
    ]
      .filter(Boolean)
      .join('·');
    const place = facts.place ?? (jobCity || undefined) ?? labelledValue(summary, '地点');

    const descriptionEl = DESCRIPTION.map((s) => root.querySelector(s)).find(Boolean);
    const postDescription = stringAt(job, 'postDescription');
    const description = descriptionEl ? textOf(descriptionEl, opts) : postDescription ? htmlToText(postDescription) : undefined;

    const benefits = allTexts(root, BENEFITS, opts);
    const cambrianBenefits =
      labelledValue(summary, '福利')
        ?.split(/[、,，]/)
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    const keywords = allTexts(root, 'ul.job-keyword-list li', opts);
    // The 2026 pane's labels ("不需要倒班", "超市/食品") describe the job, they are not skills.
    const labels = allTexts(root, 'ul.job-label-list li', opts);
    const skillList = job?.['showSkills'];
    const jobSkills = Array.isArray(skillList) ? skillList.filter((s): s is string => typeof s === 'string') : [];

    const company =
      stringAt(job, 'brandName') ??
      stringAt(embedded?.brand, 'brandName') ??
      firstText(root, COMPANY.slice(0, 4), opts) ??
      attrAt(root, '.sider-company .company-info a[title]', 'title') ??
      (isPane ? paneCompany(doc, detection.externalId) : undefined);

    // The publish date, never the update date: Cambrian's pubDate, else a "发布于" line. "更新于" and upDate
    // move whenever the recruiter refreshes the job, and would make an old posting look new.
    const published = Array.from(root.querySelectorAll('p.gray'))
      .map((p) => textOf(p))
      .find((text) => /发布于/.test(text));

    // The recruiter's last activity ("刚刚活跃" … "半年前活跃"): a recruiter gone for months rarely answers.
    const activity =
      firstText(root, ['.boss-active-time'], opts) ??
      Array.from(root.querySelectorAll('.job-boss-info p.gray, .boss-info-attr, p.gray'))
        .map((p) => textOf(p))
        .flatMap((text) => text.split(/[·•]/))
        .map((part) => part.trim())
        .find((part) => /活跃$/.test(part));

    // The employer's own marks: its logo beside its name, its introduction (公司介绍); presence only.
    const logo = Boolean(
      stringAt(embedded?.brand, 'logo') ??
      root.querySelector('.sider-company .company-info img[src], .job-detail-company img[src*="/logo/"]'),
    );
    const about =
      (textAt(root, '.job-sec.company-info .text') ?? textAt(root, '.job-detail-company .fold-text') ?? '').length >= ABOUT_MIN_CHARS;

    return {
      title: stringAt(job, 'jobName') ?? attrAt(root, '.info-primary .name h1[title]', 'title') ?? firstText(root, TITLE, opts),
      ...(activity ? { pageFacts: [{ kind: 'recruiter_active' as const, raw: activity }] } : {}),
      company,
      employer: { logo, about },
      companySize: stringAt(embedded?.brand, 'scaleName') ?? stringAt(job, 'brandScaleName') ?? sideFact(root, 'icon-scale'),
      companyIndustry: stringAt(embedded?.brand, 'industryName') ?? stringAt(job, 'brandIndustry') ?? sideFact(root, 'icon-industry'),
      salaryText,
      locations: place ? [placeParts(place)] : [],
      experienceText:
        facts.experience ?? stringAt(job, 'experienceName') ?? stringAt(job, 'jobExperience') ?? labelledValue(summary, '要求'),
      educationText: facts.education ?? stringAt(job, 'degreeName') ?? stringAt(job, 'jobDegree') ?? labelledValue(summary, '学历'),
      postedText: stringAt(cambrian, 'pubDate') ?? published,
      description,
      sectionHints: { benefits: benefits.length > 0 ? benefits : cambrianBenefits },
      tags: [...(keywords.length > 0 ? keywords : jobSkills), ...labels],
      skillHints: keywords.length > 0 ? keywords : jobSkills,
      language: 'zh',
    };
  },
  // BOSS's ld+json is Baidu Cambrian, read above; there is no schema.org JobPosting to fall back on.
  fallbacks: [],
};

/* Test pages
https://www.zhipin.com/job_detail/a3f6c1d2e8b74b1c1nZ82ty4F1VX.html
https://www.zhipin.com/web/geek/jobs (real capture: tests/fixtures/pages/boss/real-search-pane-2026)
https://www.zhipin.com/web/geek/jobs?query=golang&city=101210100
*/
