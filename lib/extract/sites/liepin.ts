import { allTexts, firstText, textAt, textOf } from '../dom';
import { scriptObject, stringAt } from '../embedded';
import { cambrianLd, classifyFacts } from '../cn';
import { pickPosting, scanJsonLd } from '../jsonld';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 猎聘 (liepin.com): enterprise jobs `/job/{n}.shtml`, headhunter jobs `/a/{n}.shtml` and campus
 * jobs `/lptjob/{n}`. The page embeds `var $CONFIG = {jobId, compName, jobTitle, traceId: {...}}`
 * (nested braces: read with objectLiteralAt); the DOM carries the rest under .job-apply-content and
 * section.job-intro-container. The 猜你喜欢 cards below name other companies and are never read.
 * The .update-time ("今日更新", "7月16日更新") is when the job was last refreshed, not posted: the
 * publish date of the schema.org JobPosting (2026 build) or the Cambrian pubDate (older) comes first.
 */

const JOB_PATH = /^\/(job|a|lptjob)\/(\d+)(?:\.shtml)?\/?$/;
const TITLE = ['.job-apply-content .name-box .name', '.job-apply-content .name'];
const CLOSED_TEXT = /职位已(?:下线|关闭|过期|暂停招聘)|该职位已(?:下线|关闭|暂停招聘)|停止招聘/;
const BLOCKED_TEXT = /安全验证|滑块验证|访问异常|请完成验证/;

/** One id per URL namespace: /job/ numbers and /a/ numbers are counted separately by the site. */
function idOf(url: URL): { externalId: string; canonicalUrl: string } | undefined {
  const match = JOB_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, kind, n] = match as unknown as [string, 'job' | 'a' | 'lptjob', string];
  if (kind === 'lptjob') return { externalId: `lpt${n}`, canonicalUrl: `https://www.liepin.com/lptjob/${n}` };
  return { externalId: kind === 'a' ? `a${n}` : n, canonicalUrl: `https://www.liepin.com/${kind}/${n}.shtml` };
}

export const adapter: SiteAdapter = {
  id: 'liepin',
  label: '猎聘',
  market: 'cn',
  matches: ['https://www.liepin.com/*'],

  detect({ doc, url }): Detection {
    const ids = idOf(url);
    const header = doc.querySelector('.job-apply-container') ?? doc.querySelector('.job-apply-content');
    if (!ids) return { kind: 'none', reason: 'a 猎聘 page that is not one job (search, company or home page)' };
    if (CLOSED_TEXT.test(textOf(header))) return { kind: 'blocked', reason: 'this 猎聘 job is no longer open' };
    if (firstText(doc, TITLE) || stringAt(scriptObject(doc, '$CONFIG'), 'jobTitle')) return { kind: 'posting', ...ids };
    const page = `${doc.title}\n${(doc.body?.textContent ?? '').slice(0, 3000)}`;
    if (CLOSED_TEXT.test(page)) return { kind: 'blocked', reason: 'this 猎聘 job is no longer open' };
    if (BLOCKED_TEXT.test(page)) return { kind: 'blocked', reason: '猎聘 shows a verification page' };
    return { kind: 'none', reason: 'the 猎聘 job page has not rendered a job' };
  },

  extract({ doc, url }): Found {
    const config = scriptObject(doc, '$CONFIG');
    const apply = doc.querySelector('.job-apply-content');
    const intro = doc.querySelector('section.job-intro-container') ?? doc.querySelector('.job-intro-container');
    const properties = Array.from(apply?.querySelectorAll('.job-properties span') ?? [])
      .filter((span) => !span.classList.contains('split'))
      .map((span) => textOf(span).trim());
    const facts = classifyFacts(properties);
    const descriptionEl = intro?.querySelector('dd[data-selector="job-intro-content"]');
    const cambrian = cambrianLd(doc);
    const posting = pickPosting(scanJsonLd(doc).postings, url);
    const companyFacts = allTexts(doc.querySelector('section.company-info-container'), '.company-other span');
    return {
      title: firstText(doc, TITLE) ?? stringAt(config, 'jobTitle'),
      company: stringAt(config, 'compName') ?? textAt(doc.querySelector('.job-apply-container'), '.company-name'),
      companySize: companyFacts.find((fact) => /人$/.test(fact)),
      companyIndustry: companyFacts.find((fact) => !/人$/.test(fact)),
      salaryText: textAt(apply, '.name-box .salary'),
      locations: facts.place ? [{ raw: facts.place }] : [],
      experienceText: facts.experience,
      educationText: facts.education,
      postedText:
        stringAt(posting, 'datePosted') ?? stringAt(cambrian, 'pubDate') ?? textAt(apply, '.job-properties .update-time') ?? facts.posted,
      description: descriptionEl ? textOf(descriptionEl) : undefined,
      sectionHints: { benefits: allTexts(doc.querySelector('.job-apply-container-desc'), '.labels span') },
      tags: allTexts(intro, '.tag-box li'),
      employmentTypeHints: facts.nature ? [facts.nature] : [],
      language: 'zh',
    };
  },
};

/* Test pages
https://www.liepin.com/job/1970123456.shtml
https://www.liepin.com/a/79512346.shtml
https://www.liepin.com/lptjob/50412378
*/
