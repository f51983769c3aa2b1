import { allTexts, attrAt, textAt, textOf, cardText } from '../dom';
import { classifyFacts } from '../cn';
import { parseJsonLenient } from '../jsonld';
import { isJsonObject, stringAt } from '../embedded';
import { type Detection, type Found, type SiteAdapter } from '../types';

/**
 * 前程无忧 51job: the legacy job page `jobs.51job.com/{city-area}/{jobid}.html`, saved as GBK
 * (the page declares its charset; the CLI and tests decode by it). The header .tHeader.tHjob .cn
 * holds title, salary ("1.5-2.5万/月", "6-10万/年", "120元/天"), company and the facts line
 * "上海-浦东新区 | 3-4年经验 | 本科 | 招1人 | 02-26发布"; the description is div.bmsg.job_msg.inbox.
 * The new search is the Vue app at we.51job.com/pc/search: a list of .joblist-item cards whose
 * .joblist-item-job carries a `sensorsdata` JSON attribute ({jobId, jobTitle, jobSalary, jobArea,
 * jobYear, jobDegree, companyId}); it opens jobs in a new tab, so the list itself holds no posting.
 * we.51job.com/pc/jobdetail?jobId=N (and /pc/job?jobid=N) name the same job as jobs.51job.com/all/N.html.
 * The older search.51job.com/list/… page (GBK, `window.__SEARCH_RESULT__`) is a list as well.
 */

const JOB_PATH = /^\/([a-z0-9-]+)\/(\d+)\.html$/;
const WE_JOB_PATH = /^\/pc\/job(?:detail)?\/?$/;
const HEADER = '.tHeader.tHjob .cn';
const CLOSED_TEXT = /很抱歉，你选择的职位目前已经暂停招聘|该职位已(?:暂停招聘|下线|下架|过期|停止招聘)|职位已(?:下线|下架|关闭)/;
/** 51job's anti-bot pages: the 滑动验证页面 slider ("请按住滑块，拖动到最右边") and the 访问验证 wall. */
const BLOCKED_TEXT = /滑动验证|请按住滑块|拖动下方滑块|访问验证/;

/** The job id of a we.51job.com job address: ?jobId= or ?jobid=. */
function weJobId(url: URL): string | undefined {
  if (!WE_JOB_PATH.test(url.pathname)) return undefined;
  const id = url.searchParams.get('jobId') ?? url.searchParams.get('jobid');
  return id && /^\d+$/.test(id) ? id : undefined;
}

/** A we.51job.com list card's job id, from the sensorsdata JSON of its .joblist-item-job. */
function cardJobId(card: Element): string | undefined {
  const holder = card.querySelector('.joblist-item-job[sensorsdata]') ?? card.querySelector('[sensorsdata]');
  const parsed = parseJsonLenient(holder?.getAttribute('sensorsdata') ?? '');
  const id =
    parsed.ok && isJsonObject(parsed.value)
      ? (stringAt(parsed.value, 'jobId') ?? (typeof parsed.value['jobId'] === 'number' ? String(parsed.value['jobId']) : undefined))
      : undefined;
  return id && /^\d+$/.test(id) ? id : undefined;
}

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
  matches: ['https://jobs.51job.com/*', 'http://jobs.51job.com/*', 'https://we.51job.com/*', 'https://search.51job.com/*'],

  detect({ doc, url }): Detection {
    // A list card can itself be titled 访问验证 (a decoy the list slips in): only a page with neither a job nor a list is a wall.
    const page = `${doc.title}\n${(doc.body?.textContent ?? '').slice(0, 3000)}`;
    if (!doc.querySelector(`${HEADER}, .joblist-item`) && BLOCKED_TEXT.test(page))
      return { kind: 'blocked', reason: '51job shows a slider verification page' };
    const match = JOB_PATH.exec(url.pathname);
    const weId = url.hostname.startsWith('we.') ? weJobId(url) : undefined;
    if (!match && !weId) return { kind: 'none', reason: 'a 51job page that is not one job (search list, company page or home page)' };
    const [, area, jobId] = match ? (match as unknown as [string, string, string]) : ['', 'all', weId!];
    const header = doc.querySelector(HEADER);
    if (!header || !textAt(header, 'h1')) {
      if (CLOSED_TEXT.test(doc.body?.textContent ?? '')) return { kind: 'blocked', reason: 'this 51job job is no longer open (暂停招聘)' };
      return { kind: 'none', reason: 'no job on this 51job page' };
    }
    return { kind: 'posting', canonicalUrl: `https://jobs.51job.com/${area}/${jobId}.html`, externalId: jobId, container: header };
  },

  cards: {
    selector: '.joblist-item',
    externalId: cardJobId,
    company: (card) => cardText(card, ['.cname']),
    title: (card) => cardText(card, ['.jname', '.joblist-item-jobname']),
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
https://we.51job.com/pc/search?keyword=%E6%95%B0%E6%8D%AE%E5%88%86%E6%9E%90&jobArea=020000
https://we.51job.com/pc/jobdetail?jobId=152847391
*/
