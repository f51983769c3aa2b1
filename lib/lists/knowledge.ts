/**
 * Which employers are staffing agencies or headhunters, and which postings are outsourcing or
 * on-site contracting, read from a card's company name and title: the list pages' optional blocks
 * (lib/lists/settings.ts). Precision first: a name that only might be an agency is not one, since a
 * wrong match hides a job the user wanted. tests/unit/lists.test.ts holds look-alikes that must not match.
 */

/** Company names of staffing agencies and headhunters: the kind of firm, and large agencies by name. */
export const AGENCY_NAME = new RegExp(
  [
    String.raw`\b(?:staffing|recruitment|recruiting|recruiters|headhunt(?:ers?|ing)|executive search|talent (?:solutions|partners)|employment agency)\b`,
    // Large agencies by name, only as the whole name or with an agency's suffix: "Hays Medical Center" is a hospital.
    String.raw`^(?:randstad|adecco|manpower(?:group)?|robert half|robert walters|michael page|page personnel|hays|kelly services|aerotek|teksystems|allegis|insight global|kforce|spherion|express employment professionals|apex systems|harvey nash)(?:\s*(?:plc|ltd\.?|limited|inc\.?|llc|group|gmbh|uk|usa|australia|india|china|specialist recruitment|talent solutions|technology|professional|it))*\s*$`,
    '猎头|人力资源(?:服务|管理|咨询|开发)?有限|人才(?:服务|咨询|市场)|职业介绍|招聘(?:服务|外包)|科锐国际|万宝盛华|任仕达|瀚纳仕|米高蒲志|罗致恒富',
  ].join('|'),
  'i',
);

/** Company names of outsourcing and labour-dispatch firms. */
export const OUTSOURCING_NAME = new RegExp(
  [
    String.raw`\b(?:outsourcing|bpo services|contract staffing)\b`,
    '(?<!包装)外包(?!装)|劳务派遣|劳务外包|人力外包|软通动力|中软国际|文思海辉|博彦科技|法本信息|润和软件',
  ].join('|'),
  'i',
);

/** Titles that say the job is outsourced, placed at a client's site, or through dispatch. */
export const OUTSOURCING_TITLE = /外包(?!装)|驻场|派遣|\b(?:outsourced|on[- ]site at (?:our )?client|client[- ]site)\b/i;

/** Titles that say a headhunter posted them. */
export const AGENCY_TITLE = /猎头职位|[（(]猎头[)）]|\b(?:via|through) (?:an? )?(?:agency|recruiter)\b/i;

/** Lines that carry the words but not the kind: none may match the patterns above. */
export const NOT_AGENCIES: readonly { company?: string; title?: string }[] = [
  { company: 'Acme Health', title: 'Recruiting Coordinator' },
  { company: 'Northwind Foods', title: 'Talent Acquisition Partner' },
  { company: 'Brightpath Hospital', title: 'Human Resources Manager' },
  { company: '星河包装材料有限公司', title: '外包装设计师' },
  { company: '蓝海科技有限公司', title: '人力资源专员' },
  { company: '远山食品有限公司', title: '产品外包装工程师' },
  { company: 'Contoso Logistics', title: 'Outside Sales Representative' },
  { company: '青禾教育', title: '招聘专员' },
  { company: 'Fabrikam Engineering', title: 'Site Engineer (on-site)' },
  { company: '华远建设集团', title: '海外项目经理（外派海外）' },
  { company: 'Hayes Valley Bakery', title: 'Baker' },
  { company: 'Pagewood Press', title: 'Personal Assistant' },
  { company: '恒德科技有限公司', title: '销售代表' },
  { company: '海外服装贸易有限公司', title: '外贸业务员' },
  { company: 'Staffordshire Foods', title: 'Line Cook' },
  { company: 'Fort Hays State University', title: 'Registrar' },
  { company: 'Hays Medical Center', title: 'Registered Nurse' },
  { company: 'Hays County', title: 'Deputy Clerk' },
  { company: 'Personnel Board of Jefferson County', title: 'Analyst' },
  { company: 'Department of Employment Services', title: 'Claims Examiner' },
  { company: 'Adecco Road Pharmacy', title: 'Pharmacy Technician' },
];
