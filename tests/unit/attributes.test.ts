import { describe, expect, it } from 'vitest';
import type { Education, EmploymentType, Seniority, WorkMode } from '@/lib/posting';
import {
  parseEducation,
  parseEmploymentType,
  parseExperience,
  parseSeniority,
  parseWorkMode,
  type YearsRange,
} from '@/lib/normalize/attributes';

describe('parseExperience', () => {
  it.each<readonly [string, YearsRange | undefined]>([
    ['5+ years', { min: 5 }],
    // An age is no experience; the licence years beside it are no work experience either, and say nothing here.
    ['At least 21 years old, with 3 years of driving experience', { min: 3 }],
    // The years a licence has been held are no work experience (a van driver's "licence held 2+ years").
    ["Valid driver's license held for at least 2 years", undefined],
    ['驾龄3年以上，C1驾照', undefined],
    ['Must be 18 years of age or older', undefined],
    ['Must be 18 years or older', undefined],
    ['年龄18-35岁，2年以上工作经验', { min: 2 }],
    ['年龄25周岁以上', undefined],
    ['3-5 years', { min: 3, max: 5 }],
    ['3-5年', { min: 3, max: 5 }],
    ['5年以上', { min: 5 }],
    // The seed page lost the number: unknown, not zero.
    ['年以上DNN、DNN扩展、DNN框架并行化或深度学习训练工作负载经验', undefined],
    ['年以上', undefined],
    ['经验不限', { min: 0 }],
    ['应届生', { min: 0, max: 0 }],
    ['2027届应届毕业生', { min: 0, max: 0 }],
    ['在校生', { min: 0, max: 0 }],
    ['1年以内', { min: 0, max: 1 }],
    ['at least 5 years of experience', { min: 5 }],
    ['minimum of 3 years of experience in backend development', { min: 3 }],
    ['10+ yrs', { min: 10 }],
    ['三年以上', { min: 3 }],
    ['两年以上Java开发经验', { min: 2 }],
    ['三到五年工作经验', { min: 3, max: 5 }],
    ['10年以上工作经验', { min: 10 }],
    ['3年及以上', { min: 3 }],
    ['经验3-5年', { min: 3, max: 5 }],
    ['5-7 years of professional software engineering experience', { min: 5, max: 7 }],
    ['5 years of experience with Python', { min: 5 }],
    ["Bachelor's degree and 2 years of related experience", { min: 2 }],
    ['Experience: 2+ years', { min: 2 }],
    ['1-3 yrs exp', { min: 1, max: 3 }],
    ['at least five years of experience', { min: 5 }],
    ['No experience required', { min: 0 }],
    ['3 years or less of experience', { min: 0, max: 3 }],
    ['Founded 10 years ago, we are a team of 50', undefined],
    // Lagou's and 51job's "none needed".
    ['无工作经验', { min: 0 }],
    ['无需经验', { min: 0 }],
    ['经验无工作经验', { min: 0 }],
    ['无经验要求', { min: 0 }],
    // Turning the inexperienced away is no "none needed".
    ['无工作经验者勿投', undefined],
    ['', undefined],
    // German and French, with the word for experience in the same sentence.
    ['Mindestens 3 Jahre Erfahrung in der Softwareentwicklung', { min: 3 }],
    ['3+ Jahre Berufserfahrung', { min: 3 }],
    ['Sie haben 2-4 Jahre Erfahrung mit Java', { min: 2, max: 4 }],
    ['mit 5 Jahren Erfahrung im Vertrieb', { min: 5 }],
    ["3 ans d'expérience", { min: 3 }],
    ['Au moins 5 ans d’expérience en développement', { min: 5 }],
    ['Une expérience de 2 à 4 ans en gestion de projet', undefined],
    ['Wir sind seit 20 Jahren am Markt. Erfahrung mit Java ist ein Plus', undefined],
    ['Unser Team wächst seit 10 Jahren', undefined],
    ['Nous avons 15 ans. Expérience souhaitée', undefined],
  ])('%s', (text, expected) => {
    expect(parseExperience(text)).toEqual(expected);
  });
});

describe('parseEducation', () => {
  it.each<readonly [string, Education['level'] | undefined, boolean]>([
    ['本科', 'bachelor', false],
    ['统招本科及以上学历', 'bachelor', false],
    ['学士学位', 'bachelor', false],
    ['硕士', 'master', false],
    ['博士', 'phd', false],
    ['大专', 'associate', false],
    ['中专及以上', 'high_school', false],
    ['学历不限', 'none', false],
    // The lowest degree accepted is what the posting asks for.
    ['计算机科学、计算机工程、电气工程或相关领域的博士、硕士或学士学位', 'bachelor', false],
    ['正在攻读计算机科学(CE/CS)/电子工程(EE)相关专业的硕士(M.S.)或博士学位(Ph.D.)', 'master', false],
    ['本科及以上学历，或同等学力', 'bachelor', true],
    ['BS in Computer Science or equivalent', 'bachelor', true],
    ['BA/BS degree in a related field', 'bachelor', false],
    ['B.Sc. in Engineering', 'bachelor', false],
    ["Bachelor's degree or equivalent practical experience", 'bachelor', true],
    ['MS or PhD in Machine Learning', 'master', false],
    ['MSc in Statistics', 'master', false],
    ["Master's degree in a quantitative field", 'master', false],
    ['MBA preferred', 'master', false],
    ['PhD in Computer Science', 'phd', false],
    ['High school diploma or GED', 'high_school', false],
    ["Associate's degree in IT", 'associate', false],
    ['Proficiency with MS Office and MS Teams', undefined, false],
    ['Strong communication skills', undefined, false],
  ])('%s', (text, level, orEquivalent) => {
    const education = parseEducation(text);
    if (level === undefined) {
      expect(education).toBeUndefined();
      return;
    }
    expect(education).toEqual({ level, ...(orEquivalent ? { orEquivalent } : {}), raw: text });
  });
});

describe('parseSeniority', () => {
  it.each<readonly [string, readonly string[], YearsRange | undefined, Seniority]>([
    ['Senior System Software Architect, HPC and AI Networking', [], undefined, 'senior'],
    ['Software Engineering Intern, DLFW Comms - 2027', [], undefined, 'intern'],
    ['Junior Frontend Developer', [], undefined, 'entry'],
    ['Graduate Software Engineer', [], undefined, 'entry'],
    ['Associate Product Manager', [], undefined, 'entry'],
    ['Software Engineer II', [], undefined, 'mid'],
    ['Sr. Data Engineer', [], undefined, 'senior'],
    ['Staff Platform Engineer', [], undefined, 'staff'],
    ['Principal Engineer', [], undefined, 'staff'],
    ['Tech Lead, Search', [], undefined, 'lead'],
    ['Lead Data Scientist', [], undefined, 'lead'],
    ['Engineering Manager, Payments', [], undefined, 'manager'],
    ['Senior Engineering Manager', [], undefined, 'manager'],
    ['Director of Engineering', [], undefined, 'director'],
    ['Head of Data', [], undefined, 'director'],
    ['VP of Engineering', [], undefined, 'executive'],
    ['Co-founder & CTO', [], undefined, 'executive'],
    ['后端开发实习生', [], undefined, 'intern'],
    ['前端开发（实习）', [], undefined, 'intern'],
    ['初级测试工程师', [], undefined, 'entry'],
    ['中级Java工程师', [], undefined, 'mid'],
    ['高级前端工程师', [], undefined, 'senior'],
    ['资深Java开发工程师', [], undefined, 'senior'],
    ['算法专家', [], undefined, 'staff'],
    ['首席架构师', [], undefined, 'staff'],
    ['项目组长', [], undefined, 'lead'],
    ['部门经理', [], undefined, 'manager'],
    ['技术总监', [], undefined, 'director'],
    ['首席技术官', [], undefined, 'executive'],
    // LinkedIn's criteria list and the seed page's role-type tag.
    ['Software Engineer', ['Mid-Senior level'], undefined, 'senior'],
    ['Software Engineer', ['Entry level'], undefined, 'entry'],
    ['Software Engineer', ['Associate'], undefined, 'entry'],
    ['Software Engineer', ['Internship'], undefined, 'intern'],
    ['Software Engineer', ['Director'], undefined, 'director'],
    ['Software Engineer', ['Executive'], undefined, 'executive'],
    ['Software Engineer', ['Not Applicable'], undefined, 'unknown'],
    ['Software Engineer', ['普通员工/个人贡献者'], undefined, 'unknown'],
    ['系统软件工程师', ['普通员工/个人贡献者'], { min: 6 }, 'senior'],
    ['后端工程师', ['管理者'], undefined, 'manager'],
    ['Software Engineer', [], { min: 2 }, 'mid'],
    ['Software Engineer', [], undefined, 'unknown'],
    ['Product Manager', [], undefined, 'unknown'],
  ])('%s %j', (title, hints, years, expected) => {
    expect(parseSeniority(title, hints, years)).toBe(expected);
  });
});

describe('parseWorkMode', () => {
  it.each<readonly [string, readonly string[], readonly string[], string, string, WorkMode]>([
    ['seed tag', ['混合式弹性办公'], [], '', '', 'hybrid'],
    ['混合办公', ['混合办公'], [], '', '', 'hybrid'],
    ['远程', ['远程'], [], '', '', 'remote'],
    ['居家办公', ['在家办公'], [], '', '', 'remote'],
    ['LinkedIn pill', ['Hybrid'], [], '', '', 'hybrid'],
    ['Indeed label', ['Hybrid work'], [], '', '', 'hybrid'],
    ['remote pill', ['Remote'], [], '', '', 'remote'],
    ['on-site pill', ['On-site'], [], '', 'Strong remote collaboration skills.', 'onsite'],
    ['(Hybrid) in a place', [], ['Cologne, North Rhine-Westphalia, Germany (Hybrid)'], '', '', 'hybrid'],
    ['(Remote) in a place', [], ['EMEA (Remote)'], '', '', 'remote'],
    // A mode the text rules out is not the mode (a blind reading: "in-office … (no remote work)" was read as remote).
    [
      'no remote work',
      [],
      [],
      '',
      'Monday - Friday, 7:30 AM - 4:30 PM, in-office at our Tulsa distribution center (no remote work)',
      'onsite',
    ],
    ['不支持远程', [], [], '', '工作地点：长沙岳麓区，不支持远程办公', 'unknown'],
    ['(On-site) in a place', [], ['Chicago, IL (On-site)'], '', '', 'onsite'],
    ['Lever', [], ['Remote - US'], '', '', 'remote'],
    ['Workday', [], ['US-Remote'], '', '', 'remote'],
    ['Greenhouse', [], ['CA Remote (BC & ON only)'], '', '', 'remote'],
    ['title', [], [], 'Senior Engineer (Remote)', '', 'remote'],
    ['office days', [], [], '', 'You will work 3 days a week in office.', 'hybrid'],
    ['home days', [], [], '', 'Work from home 2 days per week.', 'hybrid'],
    ['remote-first', [], [], '', 'We are a remote-first company.', 'remote'],
    ['fully remote', [], [], '', 'This is a fully remote role.', 'remote'],
    ['onsite office', [], [], '', 'This role is onsite in our Austin office.', 'onsite'],
    ['remote collaboration alone', [], [], '', 'Strong remote collaboration skills across time zones.', 'unknown'],
    ['remote debugging alone', [], [], '', 'Experience with remote debugging tools and remote sensing data.', 'unknown'],
    ['nothing said', ['Full-time'], ['San Francisco, CA'], 'Software Engineer', 'Build things.', 'unknown'],
    ['label beats text', ['Hybrid'], [], '', 'This is a fully remote role.', 'hybrid'],
    // Labels as sites' data writes them: constants with underscores and capitals.
    ['on_site', ['on_site'], [], '', '', 'onsite'],
    ['ON_SITE', ['ON_SITE'], [], '', '', 'onsite'],
    ['REMOTE_ONLY', ['REMOTE_ONLY'], [], '', '', 'remote'],
    ['remote_ok', ['remote_ok'], [], '', '', 'remote'],
    ['HYBRID', ['HYBRID'], [], '', '', 'hybrid'],
    ['IN_OFFICE', ['IN_OFFICE'], [], '', '', 'onsite'],
    ['FULLY_REMOTE', ['FULLY_REMOTE'], [], '', '', 'remote'],
    ['Indeed "Remote in" place', [], ['Remote in Austin, TX'], '', '', 'remote'],
    ['Indeed "Hybrid work in" place', [], ['Hybrid work in Seattle, WA'], '', '', 'hybrid'],
  ])('%s', (_name, hints, locations, title, description, expected) => {
    expect(parseWorkMode(hints, locations, title, description)).toBe(expected);
  });
});

describe('parseEmploymentType', () => {
  it.each<readonly [readonly string[], string, EmploymentType]>([
    [['全职'], '', 'full_time'],
    [['全职员工'], '', 'full_time'],
    [['实习'], '', 'internship'],
    [['实习/见习'], '', 'internship'],
    [['实习生'], '', 'internship'],
    [['兼职'], '', 'part_time'],
    [['外包'], '', 'contract'],
    [['劳务派遣'], '', 'contract'],
    [['contract'], '', 'contract'],
    [['Full-time'], '', 'full_time'],
    [['FULL_TIME'], '', 'full_time'],
    [['INTERN'], '', 'internship'],
    [['Internship'], '', 'internship'],
    [['PART_TIME'], '', 'part_time'],
    [['CONTRACTOR'], '', 'contract'],
    [['TEMPORARY'], '', 'temporary'],
    [['Permanent'], '', 'full_time'],
    [['Vollzeit'], '', 'full_time'],
    [['Unbefristet'], '', 'full_time'],
    [['Befristet auf 12 Monate'], '', 'contract'],
    [['40 Stunden pro Woche'], '', 'full_time'],
    [['37.5 hours a week'], '', 'full_time'],
    [['20 Stunden pro Woche'], '', 'unknown'],
    [['OTHER'], '', 'unknown'],
    [['full_time'], '', 'full_time'],
    [['part_time'], '', 'part_time'],
    [['CONTRACT'], '', 'contract'],
    [['INTERNSHIP'], '', 'internship'],
    [['TEMP'], '', 'temporary'],
    [['PER_DIEM'], '', 'unknown'],
    [[], 'Software Engineering Intern', 'internship'],
    [[], 'Data Analyst (Contract)', 'contract'],
    [[], 'Contracts Manager', 'unknown'],
    [[], 'Software Engineer', 'unknown'],
  ])('%j %s', (hints, title, expected) => {
    expect(parseEmploymentType(hints, title)).toBe(expected);
  });
});
