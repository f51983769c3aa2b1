import { allTexts, attrAt, textAt, textOf } from '../dom';
import { hasPrivateUseChars } from '../cn';
import type { Detection, Found, SiteAdapter } from '../types';

/**
 * 实习僧 (shixiseng.com): the internship page `/intern/inn_{token}`, a Nuxt page rendered on the
 * server. .job-header holds .new_job_name, .job_date (".cutom_font" refresh time + "刷新") and
 * .job_msg spans (.job_money, .job_position[title], .job_academic, .job_week, .job_time); the
 * description is .job_part .job_detail, the deadline a "截止日期：" line, the company .com_intro
 * .com-name. The .cutom_font spans may be drawn with a private-use font (digits as U+E000..U+F8FF
 * glyphs): such text is never read as a number, and `window.__NUXT__` (a JS call, not JSON) gives
 * the plain value of the few fields that can be hit.
 */

const JOB_PATH = /^\/intern\/(inn_[a-z0-9]+)\/?$/i;
const CLOSED_TEXT = /职位已(?:下线|关闭|过期|失效)|该职位已(?:下线|关闭|过期|失效|停止招聘)|停止招聘/;
const BLOCKED_TEXT = /滑块验证|安全验证|请完成验证|访问异常/;

/** `k.minsal="100"` inside the __NUXT__ call: only quoted string values, never the call's variables. */
function nuxtString(doc: Document, key: string): string | undefined {
  const script = Array.from(doc.querySelectorAll('script:not([src])')).find((s) => (s.textContent ?? '').includes('__NUXT__'));
  const match = new RegExp(`\\b[a-z]\\.${key}="((?:[^"\\\\]|\\\\.)*)"`).exec(script?.textContent ?? '');
  if (!match) return undefined;
  const value = match[1]!
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\n/g, '\n')
    .replace(/\\(.)/g, '$1');
  return value.trim() || undefined;
}

/** A .cutom_font text that is readable, else the page's plain copy of the same field. */
function plain(text: string | undefined, fallback: () => string | undefined): string | undefined {
  if (text && !hasPrivateUseChars(text)) return text;
  return fallback();
}

function nuxtSalary(doc: Document): string | undefined {
  const described = nuxtString(doc, 'salary_desc');
  if (described && !hasPrivateUseChars(described)) return described;
  const min = nuxtString(doc, 'minsal');
  const max = nuxtString(doc, 'maxsal');
  return min && max ? `${min}-${max}元/天` : undefined;
}

export const adapter: SiteAdapter = {
  id: 'shixiseng',
  label: '实习僧',
  market: 'cn',
  matches: ['https://www.shixiseng.com/*', 'https://shixiseng.com/*'],

  detect({ doc, url }): Detection {
    const token = JOB_PATH.exec(url.pathname)?.[1];
    if (!token) return { kind: 'none', reason: 'a 实习僧 page that is not one internship (search, company or home page)' };
    const header = doc.querySelector('.job-box .job-header') ?? doc.querySelector('.job-header');
    const page = `${doc.title}\n${(doc.body?.textContent ?? '').slice(0, 3000)}`;
    if (CLOSED_TEXT.test(textOf(header)) || (!header && CLOSED_TEXT.test(page)))
      return { kind: 'blocked', reason: 'this 实习僧 internship is no longer open' };
    if (header && textAt(header, '.new_job_name')) {
      return {
        kind: 'posting',
        canonicalUrl: `https://www.shixiseng.com/intern/${token}`,
        externalId: token,
        container: doc.querySelector('.job-box') ?? header,
      };
    }
    if (BLOCKED_TEXT.test(page)) return { kind: 'blocked', reason: '实习僧 shows a verification page' };
    return { kind: 'none', reason: 'the 实习僧 internship page has not rendered a job' };
  },

  extract({ doc }, detection): Found {
    const box = detection.container ?? doc;
    const header = box.querySelector('.job-header') ?? box;
    const money = textAt(header, '.job_msg .job_money');
    const refresh = plain(textAt(header, '.job_date .cutom_font'), () => nuxtString(doc, 'refresh'));
    const deadlineLine = Array.from(box.querySelectorAll('.con-job div'))
      .map((el) => textOf(el).trim())
      .find((t) => /^截止日期[:：]/.test(t));
    const deadline = plain(deadlineLine?.replace(/^截止日期[:：]\s*/, ''), () => nuxtString(doc, 'endtime'));
    const week = textAt(header, '.job_msg .job_week');
    const months = allTexts(header, '.job_msg .job_time').find((t) => /实习\s*\S*\s*个?月/.test(t));
    const descriptionEl = box.querySelector('.job_part .job_detail');
    const company = textAt(box, '.job-about .com_intro .com-name') ?? textAt(doc, '.com_intro .com-name') ?? nuxtString(doc, 'cname');
    const place = attrAt(header, '.job_msg .job_position', 'title') ?? textAt(header, '.job_msg .job_position');
    return {
      title: textAt(header, '.new_job_name span') ?? textAt(header, '.new_job_name'),
      company,
      companySize: nuxtString(doc, 'scale'),
      // A company without a stated industry carries 不限 ("any") there: not an industry.
      companyIndustry: nuxtString(doc, 'industry')?.replace(/^不限$/, '') || undefined,
      // "薪资面议" is a salary statement without numbers: the normalizer keeps it as undisclosed.
      salaryText: plain(money, () => nuxtSalary(doc)),
      locations: place ? [{ raw: place }] : [],
      // .job_academic is the degree field's value without its label: a bare "不限" there is 学历不限.
      educationText: textAt(header, '.job_msg .job_academic')?.replace(/^不限$/, '学历不限'),
      postedText: refresh,
      validThroughText: deadline,
      employmentTypeHints: ['实习'],
      description: descriptionEl ? textOf(descriptionEl) : nuxtString(doc, 'info'),
      // .job_good_list ("接受大一大二", "可转正实习") says whom the internship takes and what follows it: tags, not benefits.
      tags: [
        ...[week, months].filter((s): s is string => Boolean(s) && !hasPrivateUseChars(s!)),
        ...allTexts(header, '.job_good_list span'),
      ],
      language: 'zh',
    };
  },
};

/* Test pages
https://www.shixiseng.com/intern/inn_9g4ply6sfzje
https://www.shixiseng.com/intern/inn_3zcv6kuoo0at
https://www.shixiseng.com/intern/inn_k2xq8rtm4p0w
*/
