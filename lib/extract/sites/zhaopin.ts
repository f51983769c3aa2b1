import { allTexts, firstText, textAt, textOf } from '../dom';
import { isJsonObject, scriptObject, stringAt, type JsonObject } from '../embedded';
import { htmlToText } from '../text';
import { classifyFacts, findObject } from '../cn';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 智联招聘: the job page `jobs.zhaopin.com/{CC…J…}.htm`. The DOM is read through its BEM classes
 * (.summary-plane__title/__salary/__info/__time, .highlights__content-item, .describtion__* [sic],
 * .company__title); `window.__INITIAL_STATE__` fills what the DOM lacks when its job number is this
 * page's. An anti-bot page (the 滑动验证页面 slider, the arg1 cookie challenge) is blocked.
 */

const HOST = /^jobs\.zhaopin\.com$/;
const JOB_PATH = /^\/([A-Za-z0-9]+)\.htm$/;
const TITLE = ['.summary-plane__title', '.summary-plane h3'];

/** The state's position: the object with this job's number, as the search JSON and detail props name it. */
function statePosition(doc: Document, id: string | undefined): JsonObject | undefined {
  return findObject(scriptObject(doc, '__INITIAL_STATE__'), (obj) => stringAt(obj, 'number') === id && Boolean(stringAt(obj, 'name') ?? stringAt(obj, 'jobName')));
}

function nameOf(value: JsonObject[string] | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  return isJsonObject(value) ? (stringAt(value, 'name') ?? stringAt(value, 'display')) : undefined;
}

function strings(value: JsonObject[string] | undefined): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : nameOf(item) ?? stringAt(item, 'value'))).filter((s): s is string => Boolean(s)) : [];
}

export const adapter: SiteAdapter = {
  id: 'zhaopin',
  label: '智联招聘',
  market: 'cn',
  matches: ['https://jobs.zhaopin.com/*'],

  handles(url) {
    return HOST.test(url.hostname);
  },

  detect({ doc, url }): Detection {
    if (/滑动验证/.test(doc.title)) return { kind: 'blocked', reason: '智联招聘 shows a slider verification page' };
    const id = JOB_PATH.exec(url.pathname)?.[1];
    if (!id) return { kind: 'none', reason: 'a 智联招聘 page that is not one job' };
    const plane = doc.querySelector('.summary-plane');
    if (plane && firstText(plane, TITLE)) return { kind: 'posting', canonicalUrl: `https://jobs.zhaopin.com/${id}.htm`, externalId: id, container: plane };
    if (Array.from(doc.querySelectorAll('script:not([src])')).some((s) => /\barg1\s*=/.test(s.textContent ?? ''))) {
      return { kind: 'blocked', reason: '智联招聘 answered with a cookie challenge instead of the job' };
    }
    if (/职位已(?:下线|关闭|过期|暂停招聘)|停止招聘/.test(doc.body?.textContent ?? '')) return { kind: 'blocked', reason: 'this 智联招聘 job is no longer open' };
    return { kind: 'none', reason: 'no job on this 智联招聘 page' };
  },

  extract({ doc }, detection): Found {
    const plane = detection.container ?? doc;
    const position = statePosition(doc, detection.externalId);
    const facts = classifyFacts([
      ...allTexts(plane, 'ul.summary-plane__info li'),
      ...allTexts(plane, '.summary-plane__info-box .summary-plane__info-text'),
    ]);
    const detail = doc.querySelector('.job-detail') ?? doc;
    const descriptionEl = detail.querySelector('.describtion__detail-content');
    const stateDescription = stringAt(position, 'jobDesc') ?? stringAt(position, 'jobDescription');
    const skills = allTexts(detail, '.describtion__skills-item, .describtion__skills-content span');
    const highlights = allTexts(detail, '.highlights__content-item');
    const place = facts.place ?? nameOf(position?.['city']) ?? stringAt(position, 'workCity');
    return {
      title: firstText(plane, TITLE) ?? stringAt(position, 'name') ?? stringAt(position, 'jobName'),
      company: firstText(doc, ['.company .company__title', 'a.company__title', '.company a.company-name']) ?? stringAt(position, 'companyName') ?? nameOf(position?.['company']),
      companySize: textAt(doc.querySelector('.company'), '.company__size') ?? (isJsonObject(position?.['company']) ? nameOf(position['company']['size']) : undefined),
      companyIndustry: textAt(doc.querySelector('.company'), '.company__industry'),
      salaryText: textAt(plane, '.summary-plane__salary') ?? stringAt(position, 'salary'),
      locations: place ? [{ raw: place }] : [],
      experienceText: facts.experience ?? nameOf(position?.['workingExp']),
      educationText: facts.education ?? nameOf(position?.['eduLevel']),
      postedText: textAt(plane, '.summary-plane__time') ?? stringAt(position, 'updateDate') ?? stringAt(position, 'publishTime'),
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
*/
