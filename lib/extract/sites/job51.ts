import { allTexts, attrAt, textAt, textOf } from '../dom';
import { classifyFacts } from '../cn';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 前程无忧 51job: the legacy job page `jobs.51job.com/{city-area}/{jobid}.html`, saved as GBK
 * (the page declares its charset; the CLI and tests decode by it). The header .tHeader.tHjob .cn
 * holds title, salary ("1.5-2.5万/月", "6-10万/年", "120元/天"), company and the facts line
 * "上海-浦东新区 | 3-4年经验 | 本科 | 招1人 | 02-26发布"; the description is div.bmsg.job_msg.inbox.
 */

const HOST = /^jobs\.51job\.com$/;
const JOB_PATH = /^\/([a-z0-9-]+)\/(\d+)\.html$/;
const HEADER = '.tHeader.tHjob .cn';
const CLOSED_TEXT = /很抱歉，你选择的职位目前已经暂停招聘|该职位已(?:暂停招聘|下线|过期)/;

/** The company box: ["民营公司", "150-500人", "计算机软件"]. */
function companyFacts(doc: Document): { size?: string; industry?: string } {
  const tags = Array.from(doc.querySelectorAll('.com_tag p.at')).map((p) => p.getAttribute('title')?.trim() || textOf(p).trim());
  const size = tags.find((tag) => /\d\s*人/.test(tag));
  const industry = [...tags].reverse().find((tag) => tag !== size && !/(?:公司|企业|单位|机构)$/.test(tag));
  return { size, industry };
}

/** 关键字 and 职能类别 rows at the foot of the description. */
function labelledLinks(box: Element | null, label: RegExp): string[] {
  const row = Array.from(box?.querySelectorAll('p.fp') ?? []).find((p) => label.test(textAt(p, '.label') ?? ''));
  return row ? allTexts(row, 'a') : [];
}

export const adapter: SiteAdapter = {
  id: 'job51',
  label: '前程无忧 51job',
  market: 'cn',
  matches: ['https://jobs.51job.com/*', 'http://jobs.51job.com/*'],

  handles(url) {
    return HOST.test(url.hostname);
  },

  detect({ doc, url }): Detection {
    const match = JOB_PATH.exec(url.pathname);
    if (!match) return { kind: 'none', reason: 'a 51job page that is not one job (company page or list)' };
    const [, area, jobId] = match as unknown as [string, string, string];
    const header = doc.querySelector(HEADER);
    if (!header || !textAt(header, 'h1')) {
      if (CLOSED_TEXT.test(doc.body?.textContent ?? '')) return { kind: 'blocked', reason: 'this 51job job is no longer open (暂停招聘)' };
      return { kind: 'none', reason: 'no job on this 51job page' };
    }
    return { kind: 'posting', canonicalUrl: `https://jobs.51job.com/${area}/${jobId}.html`, externalId: jobId, container: header };
  },

  extract({ doc }, detection): Found {
    const header = detection.container ?? doc;
    const line = attrAt(header, 'p.msg.ltype', 'title') ?? textAt(header, 'p.msg.ltype') ?? '';
    const facts = classifyFacts(line.split(/\s*[|｜]\s*/));
    const box = doc.querySelector('div.bmsg.job_msg.inbox');
    const keywords = labelledLinks(box, /关键字/);
    return {
      title: attrAt(header, 'h1[title]', 'title') ?? textAt(header, 'h1'),
      company: attrAt(header, 'p.cname a[title]', 'title') ?? textAt(header, 'p.cname a'),
      companySize: companyFacts(doc).size,
      companyIndustry: companyFacts(doc).industry,
      salaryText: textAt(header, 'strong'),
      locations: facts.place ? [{ raw: facts.place }] : [],
      experienceText: facts.experience,
      educationText: facts.education,
      postedText: facts.posted,
      employmentTypeHints: facts.nature ? [facts.nature] : [],
      // The job-function and keyword rows and the share buttons close the box; they are not prose.
      description: box ? textOf(box, { exclude: '.mt10, .share, .bmsg_btn' }) : undefined,
      sectionHints: { benefits: allTexts(doc.querySelector('.tHeader.tHjob'), '.jtag .sp4') },
      tags: [...labelledLinks(box, /职能类别/), ...keywords],
      skillHints: keywords,
      language: 'zh',
    };
  },
};

/* Test pages
https://jobs.51job.com/shanghai-pdxq/137650021.html?s=sou_sou_soulb&t=0_0
https://jobs.51job.com/hangzhou-xcq/105395277.html
*/
