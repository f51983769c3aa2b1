import { allTexts, firstText, textAt, textOf } from '../dom';
import { isJsonObject, scriptObject, stringAt, type JsonObject } from '../embedded';
import { htmlToText } from '../text';
import { classifyFacts, findObject } from '../cn';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 智联招聘: the job page `jobs.zhaopin.com/{CC…J…}.htm` and the same job at
 * `www.zhaopin.com/jobdetail/{CC…J…}.htm`. The DOM is read through its BEM classes
 * (.summary-plane__title/__salary/__info/__time, .highlights__content-item, .describtion__* [sic],
 * .company__title); the www page's 2026 build renames the blocks (.summary-planes__*,
 * .describtion-card__detail-content, .company-info__name/__desc "未融资 · 500-999人 · 行业") and
 * its 2025 build names the employer in .join-company__content ("入职公司:"). `window.__INITIAL_STATE__`
 * fills what the DOM lacks when its job number is this page's. sou.zhaopin.com is the search: a list.
 * An anti-bot page (the 滑动验证页面 slider, the arg1 cookie challenge) is blocked.
 */

/** jobs.zhaopin.com/{id}.htm and www.zhaopin.com/jobdetail/{id}.htm: one job number, two addresses. */
const JOB_PATH: Record<string, RegExp> = { jobs: /^\/([A-Za-z0-9]+)\.htm$/, www: /^\/jobdetail\/([A-Za-z0-9]+)\.htm$/ };
const PLANE = '.summary-plane, .summary-planes';
const TITLE = ['.summary-plane__title', '.summary-planes__title', '.summary-plane h3', '.summary-planes h1', '.summary-plane h1'];
const DESCRIPTION = '.describtion__detail-content, .describtion-card__detail-content';

/** The state's position: the object with this job's number, as the search JSON and detail props name it. */
function statePosition(doc: Document, id: string | undefined): JsonObject | undefined {
  return findObject(
    scriptObject(doc, '__INITIAL_STATE__'),
    (obj) => stringAt(obj, 'number') === id && Boolean(stringAt(obj, 'name') ?? stringAt(obj, 'jobName')),
  );
}

function nameOf(value: JsonObject[string] | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  return isJsonObject(value) ? (stringAt(value, 'name') ?? stringAt(value, 'display')) : undefined;
}

/** "广州 越秀区 / 黄花岗 / 经验不限 / 本科 / 全职 / 招1人": the 2026 info line is one text split by slashes. */
function infoParts(plane: Element | Document): string[] {
  const items = allTexts(plane, 'ul.summary-plane__info li, .summary-plane__info-box .summary-plane__info-text');
  if (items.length > 0) return items;
  return (textAt(plane, '.summary-planes__info') ?? '').split(/\s*[/／]\s*/).filter(Boolean);
}

/** 入职公司 in the 2025 www page's .join-company__content list. */
function joinedCompany(doc: Document): string | undefined {
  const row = Array.from(doc.querySelectorAll('.join-company__content li.company-info')).find((li) =>
    /公司/.test(textAt(li, '.company-info__title') ?? ''),
  );
  return textAt(row, '.company-info__description');
}

function strings(value: JsonObject[string] | undefined): string[] {
  return Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'string' ? item : (nameOf(item) ?? stringAt(item, 'value'))))
        .filter((s): s is string => Boolean(s))
    : [];
}

export const adapter: SiteAdapter = {
  id: 'zhaopin',
  label: '智联招聘',
  market: 'cn',
  matches: ['https://jobs.zhaopin.com/*', 'https://www.zhaopin.com/*', 'https://sou.zhaopin.com/*'],

  detect({ doc, url }): Detection {
    if (/滑动验证/.test(doc.title)) return { kind: 'blocked', reason: '智联招聘 shows a slider verification page' };
    const id = JOB_PATH[url.hostname.split('.')[0]!]?.exec(url.pathname)?.[1];
    if (!id) return { kind: 'none', reason: 'a 智联招聘 page that is not one job' };
    const plane = doc.querySelector(PLANE);
    const canonicalUrl = url.hostname.startsWith('www.')
      ? `https://www.zhaopin.com/jobdetail/${id}.htm`
      : `https://jobs.zhaopin.com/${id}.htm`;
    if (plane && firstText(plane, TITLE)) return { kind: 'posting', canonicalUrl, externalId: id, container: plane };
    if (Array.from(doc.querySelectorAll('script:not([src])')).some((s) => /\barg1\s*=/.test(s.textContent ?? ''))) {
      return { kind: 'blocked', reason: '智联招聘 answered with a cookie challenge instead of the job' };
    }
    if (/职位已(?:下线|关闭|过期|暂停招聘)|停止招聘/.test(doc.body?.textContent ?? ''))
      return { kind: 'blocked', reason: 'this 智联招聘 job is no longer open' };
    return { kind: 'none', reason: 'no job on this 智联招聘 page' };
  },

  extract({ doc }, detection): Found {
    const plane = detection.container ?? doc;
    const position = statePosition(doc, detection.externalId);
    const facts = classifyFacts(infoParts(plane));
    const detail = doc.querySelector('.job-detail') ?? doc;
    const descriptionEl = detail.querySelector(DESCRIPTION) ?? doc.querySelector(DESCRIPTION);
    const companyDesc = (textAt(doc, '.company-info__desc') ?? '').split(/\s*[·•]\s*/).filter(Boolean);
    const stateDescription = stringAt(position, 'jobDesc') ?? stringAt(position, 'jobDescription');
    const skills = allTexts(detail, '.describtion__skills-item, .describtion__skills-content span, .describtion-card__skills-item');
    const highlights = allTexts(detail, '.highlights__content-item');
    const place = facts.place ?? nameOf(position?.['city']) ?? stringAt(position, 'workCity');
    return {
      title: firstText(plane, TITLE) ?? stringAt(position, 'name') ?? stringAt(position, 'jobName'),
      company:
        firstText(doc, ['.company .company__title', 'a.company__title', '.company a.company-name', '.company-info__name']) ??
        joinedCompany(doc) ??
        stringAt(position, 'companyName') ??
        nameOf(position?.['company']),
      companySize:
        textAt(doc.querySelector('.company'), '.company__size') ??
        companyDesc.find((part) => /\d\s*人/.test(part)) ??
        (isJsonObject(position?.['company']) ? nameOf(position['company']['size']) : undefined),
      // "未融资 · 500-999人 · 检测/认证/计量": the stage comes first, the industry after the size.
      companyIndustry:
        textAt(doc.querySelector('.company'), '.company__industry') ??
        (companyDesc.length >= 3 ? companyDesc.slice(2).join(' · ') : undefined),
      salaryText: firstText(plane, ['.summary-plane__salary', '.summary-planes__salary']) ?? stringAt(position, 'salary'),
      locations: place ? [{ raw: place }] : [],
      experienceText: facts.experience ?? nameOf(position?.['workingExp']),
      educationText: facts.education ?? nameOf(position?.['eduLevel']),
      postedText:
        firstText(plane, ['.summary-plane__time', '.summary-planes__time']) ??
        stringAt(position, 'updateDate') ??
        stringAt(position, 'publishTime'),
      employmentTypeHints: [facts.nature ?? stringAt(position, 'emplType')].filter((s): s is string => Boolean(s)),
      description: descriptionEl ? textOf(descriptionEl) : stateDescription ? htmlToText(stateDescription) : undefined,
      sectionHints: { benefits: highlights.length > 0 ? highlights : strings(position?.['welfare']) },
      tags: skills.length > 0 ? skills : strings(position?.['skillLabel']),
      skillHints: skills,
      language: 'zh',
    };
  },
};

/* Test pages
https://jobs.zhaopin.com/CC392160220J40512345607.htm
https://www.zhaopin.com/jobdetail/CC120989510J40856755313.htm
*/
