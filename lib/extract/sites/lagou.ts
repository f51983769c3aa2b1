import { allTexts, attrAt, firstText, textAt, textOf } from '../dom';
import { dataBlock, stringAt, type JsonObject } from '../embedded';
import { htmlToText } from '../text';
import { classifyFacts, findObject, placeParts } from '../cn';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 拉勾 (lagou.com): the legacy job page `/jobs/{positionId}.html` (.job-name, dd.job_request spans,
 * dd.job_bt, #job_company) and the current `/wn/jobs/{positionId}.html`, a Next.js page whose
 * __NEXT_DATA__ carries the position (positionName, salary, workYear, education, positionDetail…)
 * and whose DOM uses CSS-module class names with hashed suffixes, matched by their prefix.
 */

const JOB_PATH = /^\/(?:wn\/)?jobs\/(\d+)\.html$/;
/** `[class^="money__"]` misses an element whose hashed class is not its first one. */
const hashed = (prefix: string, tail = '') => `[class^="${prefix}__"]${tail}, [class*=" ${prefix}__"]${tail}`;
const WN_ROOT = hashed('job-detail');
/** The legacy page splits the job between .position-head and dl#job_detail: its selectors are specific enough for the whole body. */
const LEGACY_MARK = '.position-head .job-name, .job-name[title]';
const BLOCKED_TEXT = /安全验证|访问验证|滑块|行为验证|访问过于频繁/;

function nextPosition(doc: Document, id: string | undefined): JsonObject | undefined {
  return findObject(
    dataBlock(doc, 'script#__NEXT_DATA__'),
    (obj) => stringAt(obj, 'positionId') === id && stringAt(obj, 'positionName') !== undefined,
  );
}

function list(value: JsonObject[string] | undefined): string[] {
  if (typeof value === 'string')
    return value
      .split(/[,，、]/)
      .map((s) => s.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/** "20k-35k" with salaryMonth "14" is the page's "20k-35k·14薪". */
function salaryOf(position: JsonObject | undefined): string | undefined {
  const salary = stringAt(position, 'salary');
  const months = Number(stringAt(position, 'salaryMonth') ?? 0);
  return salary && months > 12 && !/薪/.test(salary) ? `${salary}·${months}薪` : salary;
}

/** #job_company's feature rows: <h4 class="c_feature_name">150-500人</h4><span class="hovertips">规模</span>. */
function companyFeature(doc: Document, label: string): string | undefined {
  const row = Array.from(doc.querySelectorAll('#job_company .c_feature li')).find((li) => textAt(li, '.hovertips') === label);
  return textAt(row, '.c_feature_name');
}

export const adapter: SiteAdapter = {
  id: 'lagou',
  label: '拉勾',
  market: 'cn',
  matches: ['https://www.lagou.com/*'],

  detect({ doc, url }): Detection {
    const id = JOB_PATH.exec(url.pathname)?.[1];
    if (!id) return { kind: 'none', reason: 'a 拉勾 page that is not one job (search, company or home page)' };
    const root = doc.querySelector(WN_ROOT) ?? (doc.querySelector(LEGACY_MARK) ? doc.body : null);
    const hasJob =
      nextPosition(doc, id) !== undefined || firstText(root, ['.job-name .name', 'span.name', hashed('position-name')]) !== undefined;
    if (hasJob) return { kind: 'posting', canonicalUrl: `https://www.lagou.com${url.pathname}`, externalId: id, container: root };
    if (BLOCKED_TEXT.test(`${doc.title}\n${(doc.body?.textContent ?? '').slice(0, 3000)}`))
      return { kind: 'blocked', reason: '拉勾 shows a security check' };
    if (/该职位已(?:下线|关闭)|职位已下线/.test(doc.body?.textContent ?? ''))
      return { kind: 'blocked', reason: 'this 拉勾 job is no longer open' };
    return { kind: 'none', reason: 'the 拉勾 job page has not rendered a job' };
  },

  extract({ doc }, detection): Found {
    const root = detection.container ?? doc;
    const position = nextPosition(doc, detection.externalId);
    const head = root.querySelector(hashed('position-head')) ?? root;
    const request = root.querySelector('dd.job_request');
    const factTexts = request
      ? Array.from(request.querySelectorAll('span'))
          .filter((span) => !span.classList.contains('salary'))
          .map((span) => textOf(span))
      : allTexts(root, hashed('job-require', ' > span'));
    const facts = classifyFacts(factTexts);
    const place = [stringAt(position, 'city'), stringAt(position, 'district')].filter(Boolean).join('·') || facts.place;
    const detailHtml = stringAt(position, 'positionDetail');
    const descriptionEl = root.querySelector(`dd.job_bt .job-detail, dd.job_bt > div, ${hashed('job-description-content')}`);
    const advantage =
      stringAt(position, 'positionAdvantage') ?? textAt(root, 'dd.job-advantage p') ?? textAt(root, hashed('job-advantage', ' p'));
    const labels =
      list(position?.['positionLables']).length > 0 ? list(position?.['positionLables']) : allTexts(root, '.position-label li');
    const companyRow = doc.querySelector(hashed('company-info'));
    return {
      title: stringAt(position, 'positionName') ?? firstText(root, ['.job-name .name', 'span.name', hashed('position-name')]),
      company:
        stringAt(position, 'companyFullName') ??
        attrAt(doc, '#job_company dt a img.b2', 'alt') ??
        textAt(doc, '#job_company .fl-cn') ??
        textAt(companyRow, hashed('company-name')) ??
        textAt(root, '.job-name .company')?.replace(/招聘$/, ''),
      companySize: stringAt(position, 'companySize') ?? companyFeature(doc, '规模'),
      companyIndustry: stringAt(position, 'industryField') ?? companyFeature(doc, '领域'),
      salaryText: salaryOf(position) ?? textAt(root, 'dd.job_request .salary') ?? textAt(head, hashed('money')),
      locations: place ? [placeParts(place)] : [],
      experienceText: stringAt(position, 'workYear') ?? facts.experience,
      educationText: stringAt(position, 'education') ?? facts.education,
      employmentTypeHints: [stringAt(position, 'jobNature') ?? facts.nature].filter((s): s is string => Boolean(s)),
      postedText: stringAt(position, 'createTime') ?? textAt(root, '.publish_time') ?? textAt(root, hashed('publish-time')),
      description: detailHtml ? htmlToText(detailHtml) : descriptionEl ? textOf(descriptionEl) : undefined,
      sectionHints: { benefits: advantage ? list(advantage.replace(/^职位(?:诱惑|福利)[:：]\s*/, '')) : [] },
      tags: labels,
      skillHints: list(position?.['skillLables']),
      language: 'zh',
    };
  },
};

/* Test pages
https://www.lagou.com/jobs/6843217.html
https://www.lagou.com/wn/jobs/10321456.html
*/
