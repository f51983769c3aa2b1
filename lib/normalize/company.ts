/**
 * A company name as the page wrote it, without what the page wrapped around it: its label ("公司名称：", "Company:")
 * and a page's own suffix ("Acme - Application", "Acme | Careers", "Acme 招聘"). A legal form ("Inc.", "GmbH",
 * 有限公司) is part of the name and stays. When nothing is left, the name stays as written.
 */
const LABEL =
  /^(?:公司名称|企业名称|公司全称|招聘单位|用人单位|招聘企业|company(?: name)?|employer|hiring (?:company|organi[sz]ation)|organi[sz]ation)\s*[:：]\s*/i;
const SUFFIX =
  /\s*(?:\s[-–—|·]\s|[|｜·])\s*(?:job )?(?:application|apply(?: now)?|careers?(?: (?:page|site|portal))?|jobs?(?: (?:board|page|portal))?|job board|open (?:roles|positions)|hiring|recruiting|recruitment)\s*$|\s*(?:招聘官网|招聘|官网|校园招聘|社会招聘)\s*$/i;
const PREFIX = /^(?:careers|jobs|working|work) at\s+/i;

export function cleanCompanyName(name: string): string {
  let text = name.trim();
  for (const pattern of [LABEL, SUFFIX, PREFIX]) text = text.replace(pattern, '').trim();
  return text || name.trim();
}

/** "Founding Engineer at Lumenfold (S23)": a role, the company, its Y Combinator batch (S, W, F or X and a year). */
const ROLE_AT_BATCHED_COMPANY = /^(.{2,160}?)\s+at\s+([^()]{2,80}?)\s*\((?:[SWFX]|Summer |Winter |Fall |Spring )'?\d{2}\)\s*$/i;

export function companyInTitle(title: string): { title: string; company: string } | undefined {
  const match = ROLE_AT_BATCHED_COMPANY.exec(title.trim());
  return match ? { title: match[1]!.trim(), company: match[2]!.trim() } : undefined;
}
