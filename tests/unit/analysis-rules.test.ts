import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContext, rules, runRules } from '@/lib/analyze';
import type { Finding } from '@/lib/analyze/context';
import type { Posting } from '@/lib/posting';
import { makePosting, NOW, type PostingSpec } from '../support/posting';

/**
 * One table, a row (or more) per rule: a small posting, the UI language, and what the rule must
 * (and must not) find, as concepts. The meta-test at the end fails when a rule has no row.
 */

type Kind = Finding['kind'];
interface Expect {
  kind: Kind;
  /** Matches the finding's text (a score's reason). */
  text: RegExp;
  /** For scores: the sign of the change. */
  sign?: 1 | -1;
}
interface Row {
  rule: string;
  name: string;
  lang: 'en' | 'zh';
  posting: PostingSpec;
  expect: Expect[];
  absent?: Expect[];
}

const days = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString();

const textOf = (f: Finding): string => (f.kind === 'score' ? f.reason : f.text);
const matches = (f: Finding, e: Expect) =>
  f.kind === e.kind && e.text.test(textOf(f)) && (e.sign === undefined || (f.kind === 'score' && Math.sign(f.delta) === e.sign));

const ROWS: readonly Row[] = [
  // benefits
  {
    rule: 'benefits',
    name: 'Chinese benefits and 14 months of pay',
    lang: 'zh',
    posting: {
      title: '后端开发工程师',
      language: 'zh',
      salary: '20-30K·14薪',
      responsibilities: ['负责订单系统开发'],
      benefits: ['五险一金', '年终奖', '带薪年假', '免费三餐'],
    },
    expect: [
      { kind: 'pro', text: /福利写得具体/ },
      { kind: 'pro', text: /14薪/ },
      { kind: 'score', text: /福利/, sign: 1 },
    ],
  },
  {
    rule: 'benefits',
    name: 'pay stated, no benefit named',
    lang: 'en',
    posting: { title: 'Backend Engineer', salary: '$120,000 - $150,000 a year', responsibilities: ['Build the billing API'] },
    expect: [
      { kind: 'con', text: /No benefits are named/ },
      { kind: 'strategy', text: /benefits in writing/ },
    ],
  },
  {
    rule: 'benefits',
    name: 'parental leave, leave days, equity without terms',
    lang: 'en',
    posting: {
      title: 'Product Designer',
      salary: '$120,000 - $140,000',
      benefits: ['16 weeks of paid parental leave', '30 days of annual leave', 'Stock options'],
    },
    expect: [
      { kind: 'pro', text: /parental leave/ },
      { kind: 'pro', text: /Paid time off/ },
      { kind: 'strategy', text: /equity vests/ },
      { kind: 'con', text: /equity in a private company/ },
    ],
  },
  // credentials
  {
    rule: 'credentials',
    name: "a driver's licence, record and checks, in the posting's words",
    lang: 'en',
    posting: {
      title: 'Regional Truck Driver',
      requirements: ['Valid Class A CDL with 1 year of experience', 'Clean MVR', 'Must pass a DOT physical and drug screen'],
    },
    expect: [{ kind: 'strategy', text: /Have these in hand.*Class A CDL.*MVR.*DOT physical.*drug screen/ }],
  },
  {
    rule: 'credentials',
    name: '教师资格证 and 健康证',
    lang: 'zh',
    posting: { title: '初中数学教师', language: 'zh', requirements: ['持有初中及以上数学教师资格证', '持有效健康证'] },
    expect: [{ kind: 'strategy', text: /投递前备好.*教师资格证.*健康证/ }],
  },
  {
    rule: 'credentials',
    name: 'a waived certificate is not asked for',
    lang: 'en',
    posting: { title: 'Warehouse Associate', requirements: ['No forklift certification needed: we will certify you'] },
    expect: [],
    absent: [{ kind: 'strategy', text: /forklift/ }],
  },
  // company-activity
  {
    rule: 'company-activity',
    name: 'many applicants',
    lang: 'en',
    posting: { title: 'DevOps Engineer', pageFacts: [{ kind: 'applicants', value: 196, raw: '196 applicants' }] },
    expect: [
      { kind: 'con', text: /196 applicants/ },
      { kind: 'strategy', text: /referral/ },
    ],
  },
  {
    rule: 'company-activity',
    name: 'an active company, few applicants',
    lang: 'zh',
    posting: {
      title: '数据分析师',
      language: 'zh',
      pageFacts: [
        { kind: 'company_open_positions', value: 120, raw: '约 120 个在招' },
        { kind: 'applicants', value: 12, raw: '12 人申请' },
      ],
    },
    expect: [
      { kind: 'pro', text: /招聘很活跃/ },
      { kind: 'pro', text: /申请人不多/ },
    ],
  },
  // employment-terms
  {
    rule: 'employment-terms',
    name: 'a six-month contract',
    lang: 'en',
    posting: {
      title: 'Data Engineer (Contract)',
      employmentType: 'contract',
      intro: ['This six-month contract can be done on-site in Austin.'],
      responsibilities: ['Port Airflow DAGs to Flink'],
    },
    expect: [
      { kind: 'con', text: /fixed-term contract.*six-month contract/ },
      { kind: 'strategy', text: /extended or turned permanent/ },
    ],
  },
  {
    rule: 'employment-terms',
    name: 'work rights, licence and a required language',
    lang: 'en',
    posting: { title: 'Warehouse Lead', requirements: ['Full Australian working rights', 'Pesticide applicator licence', 'Fluent German'] },
    expect: [
      { kind: 'con', text: /work rights/ },
      { kind: 'con', text: /licence or certificate.*Pesticide applicator licence/ },
      { kind: 'con', text: /Language requirement: German/ },
    ],
  },
  {
    rule: 'employment-terms',
    name: 'a recruiter hides the employer; graduates welcome; looks asked for',
    lang: 'zh',
    posting: {
      title: '运营专员',
      language: 'zh',
      company: '某知名互联网公司',
      seniority: 'entry',
      requirements: ['接受应届毕业生', '形象气质佳'],
    },
    expect: [
      { kind: 'con', text: /未透露真实雇主/ },
      { kind: 'strategy', text: /公司名称/ },
      { kind: 'pro', text: /应届/ },
      { kind: 'con', text: /外形或年龄/ },
    ],
  },
  // freshness
  {
    rule: 'freshness',
    name: 'posted two days ago, closing in ten',
    lang: 'en',
    posting: { title: 'QA Engineer', postedAt: days(-2), validThrough: days(10) },
    expect: [
      { kind: 'pro', text: /Posted 2 days ago/ },
      { kind: 'strategy', text: /Apply before .* 10 days/ },
    ],
  },
  {
    rule: 'freshness',
    name: 'posted 45 days ago',
    lang: 'zh',
    posting: { title: '测试工程师', language: 'zh', postedAt: days(-45) },
    expect: [
      { kind: 'con', text: /45 天前发布/ },
      { kind: 'strategy', text: /仍在招/ },
    ],
  },
  // frontier-stack
  {
    rule: 'frontier-stack',
    name: 'an HPC communication stack',
    lang: 'en',
    posting: {
      title: 'GPU Communication Engineer',
      requirements: ['Experience with NCCL, UCX and RDMA', 'CUDA programming', 'Triton or CuTe kernels'],
      tags: ['Nccl', 'Cuda'],
    },
    expect: [
      { kind: 'pro', text: /frontier stack.*NCCL/ },
      { kind: 'con', text: /high bar/ },
      { kind: 'score', text: /frontier/, sign: 1 },
    ],
  },
  {
    rule: 'frontier-stack',
    name: 'an ordinary CRUD stack is not frontier',
    lang: 'en',
    posting: { title: 'PHP Developer', requirements: ['PHP and MySQL'] },
    expect: [],
    absent: [{ kind: 'pro', text: /frontier/ }],
  },
  // hours-pressure
  {
    rule: 'hours-pressure',
    name: '996 and 大小周',
    lang: 'zh',
    posting: { title: '后端开发', language: 'zh', requirements: ['能接受996工作制', '大小周'] },
    expect: [
      { kind: 'con', text: /996/ },
      { kind: 'con', text: /大小周/ },
      { kind: 'score', text: /996/, sign: -1 },
      { kind: 'strategy', text: /加班费或调休/ },
    ],
  },
  {
    rule: 'hours-pressure',
    name: 'a 996 posting read in English',
    lang: 'en',
    posting: { title: '后端开发', language: 'zh', requirements: ['能接受996工作制'] },
    expect: [{ kind: 'con', text: /996 schedule/ }],
  },
  {
    rule: 'hours-pressure',
    name: 'on-call and night shifts',
    lang: 'en',
    posting: {
      title: 'Site Reliability Engineer',
      responsibilities: ['Join a one-week on-call rotation', 'Cover night shifts twice a month'],
    },
    expect: [
      { kind: 'con', text: /On-call is part of the job/ },
      { kind: 'con', text: /Shift work/ },
      { kind: 'question', text: /incident you handled on call/ },
    ],
  },
  {
    rule: 'hours-pressure',
    name: 'a gym open 24/7 is a perk, not on-call (issue 26)',
    lang: 'en',
    posting: {
      title: 'Leasing Consultant',
      responsibilities: ['Show apartments to prospective residents'],
      benefits: ['Our fitness center is available 24/7 to employees', 'Employee assistance line 24/7'],
    },
    expect: [],
    absent: [{ kind: 'con', text: /On-call/ }],
  },
  {
    rule: 'hours-pressure',
    name: 'an on-call allowance for the 24/7 rota, among the benefits',
    lang: 'en',
    posting: { title: 'Maintenance Technician', benefits: ['On-call allowance for our 24/7 rota'] },
    expect: [{ kind: 'con', text: /On-call is part of the job/ }],
  },
  {
    rule: 'hours-pressure',
    name: '双休 and flexible hours',
    lang: 'zh',
    posting: { title: '数据分析师', language: 'zh', benefits: ['周末双休', '弹性工作'] },
    expect: [
      { kind: 'pro', text: /双休/ },
      { kind: 'pro', text: /弹性工作/ },
    ],
    absent: [{ kind: 'con', text: /周末上班/ }],
  },
  {
    rule: 'hours-pressure',
    name: '单休 and 月休4天 are six-day weeks, never 大小周 or 双休',
    lang: 'zh',
    posting: { title: '药店药师', language: 'zh', benefits: ['月休4天（单休），安排调休'] },
    expect: [{ kind: 'con', text: /单休.*每周只休一天/ }],
    absent: [
      { kind: 'con', text: /大小周/ },
      { kind: 'pro', text: /双休/ },
      { kind: 'strategy', text: /是否双休/ },
    ],
  },
  {
    rule: 'hours-pressure',
    name: 'a Chinese posting silent on weekends',
    lang: 'zh',
    posting: { title: 'Java开发工程师', language: 'zh', responsibilities: ['负责会员系统开发'] },
    expect: [{ kind: 'con', text: /没有写明是否双休/ }],
  },
  // interview-design
  {
    rule: 'interview-design',
    name: 'duties become design, migration and coaching questions',
    lang: 'en',
    posting: {
      title: 'Senior Backend Engineer',
      responsibilities: [
        'Design and own the ledger service',
        'Lead the migration of settlement jobs from cron to Kafka',
        'Mentor two mid-level engineers',
      ],
    },
    expect: [
      { kind: 'question', text: /Design what this duty describes: “Design and own the ledger service”/ },
      { kind: 'question', text: /Plan the change.*migration/ },
      { kind: 'question', text: /Mentor two mid-level engineers/ },
      { kind: 'prep', text: /layer by layer/ },
    ],
  },
  // interview-prep
  {
    rule: 'interview-prep',
    name: "STAR ending on the posting's own measures, and courses for an intern",
    lang: 'zh',
    posting: {
      title: 'Software Engineering Intern, CUDA',
      language: 'zh',
      seniority: 'intern',
      responsibilities: ['优化训练吞吐量与延迟'],
    },
    expect: [
      { kind: 'prep', text: /STAR.*吞吐量/ },
      { kind: 'prep', text: /复习岗位依赖的核心课程/ },
    ],
  },
  // interview-technical
  {
    rule: 'interview-technical',
    name: 'bank questions from the skills, and one from a requirement line',
    lang: 'en',
    posting: {
      title: 'HPC Engineer',
      requirements: ['Experience with NCCL and UCX', 'CUDA programming', 'A track record of debugging clusters under pressure'],
    },
    expect: [
      { kind: 'question', text: /Compare NCCL and UCX/ },
      { kind: 'question', text: /CUDA kernel/ },
      { kind: 'question', text: /It asks for “A track record/ },
    ],
  },
  {
    rule: 'interview-technical',
    name: 'roles the taxonomy names thinly still get questions from their words',
    lang: 'en',
    posting: { title: 'Clinical Data Manager', responsibilities: ['Write edit checks for our EDC system', 'Map trial data to CDISC SDTM'] },
    expect: [
      { kind: 'question', text: /edit checks/ },
      { kind: 'question', text: /SDTM/ },
    ],
  },
  // measurable-goals
  {
    rule: 'measurable-goals',
    name: 'a latency target',
    lang: 'en',
    posting: { title: 'Backend Engineer', responsibilities: ['Cut p95 search latency below 300 ms'] },
    expect: [
      { kind: 'pro', text: /measurable goal/ },
      { kind: 'strategy', text: /same kind as “Cut p95/ },
      { kind: 'question', text: /target is “Cut p95/ },
      { kind: 'con', text: /held to a number/ },
    ],
  },
  // mentoring-learning
  {
    rule: 'mentoring-learning',
    name: 'an intern with no mentor named',
    lang: 'en',
    posting: { title: 'Software Engineering Intern', seniority: 'intern', responsibilities: ['Write GPU kernels'] },
    expect: [
      { kind: 'con', text: /No mentor/ },
      { kind: 'strategy', text: /mentor would be/ },
    ],
  },
  {
    rule: 'mentoring-learning',
    name: 'mentoring given and a learning budget',
    lang: 'en',
    posting: {
      title: 'Senior Data Engineer',
      seniority: 'senior',
      responsibilities: ['Mentor two mid-level engineers'],
      benefits: ['$2,000 yearly learning budget'],
    },
    expect: [
      { kind: 'pro', text: /You coach others/ },
      { kind: 'pro', text: /learning budget with a figure/ },
      { kind: 'strategy', text: /mentored or coached/ },
    ],
  },
  // mission-domain
  {
    rule: 'mission-domain',
    name: 'health care, and a health plan that is not a mission',
    lang: 'en',
    posting: {
      title: 'Backend Engineer',
      intro: ['We build scheduling software for 300 clinics and their patients.'],
      benefits: ['Private health insurance'],
    },
    expect: [
      { kind: 'pro', text: /health care/ },
      { kind: 'score', text: /health care/, sign: 1 },
      { kind: 'question', text: /What draws you/ },
    ],
  },
  {
    rule: 'mission-domain',
    name: 'outsourcing',
    lang: 'zh',
    posting: { title: 'Java开发（外包驻场）', language: 'zh', responsibilities: ['驻场开发银行系统'] },
    expect: [
      { kind: 'con', text: /外包/ },
      { kind: 'score', text: /外包/, sign: -1 },
    ],
  },
  // pay-transparency
  {
    rule: 'pay-transparency',
    name: 'a stated range',
    lang: 'en',
    posting: { title: 'Platform Engineer', salary: '$171,300 - $228,400 a year' },
    expect: [
      { kind: 'pro', text: /Pay is stated up front/ },
      { kind: 'score', text: /States its pay/, sign: 1 },
    ],
  },
  {
    rule: 'pay-transparency',
    name: '面议',
    lang: 'zh',
    posting: { title: '储备店长', language: 'zh', salary: '面议' },
    expect: [
      { kind: 'con', text: /面议/ },
      { kind: 'strategy', text: /薪资范围/ },
    ],
  },
  {
    rule: 'pay-transparency',
    name: 'hourly part-time pay read as a year',
    lang: 'en',
    posting: { title: 'Dental Hygienist (Part-Time)', employmentType: 'part_time', salary: '$48 - $56 an hour' },
    expect: [{ kind: 'con', text: /Paid by the hour.*a year only at full time/ }],
  },
  {
    rule: 'pay-transparency',
    name: 'no pay at all',
    lang: 'en',
    posting: { title: 'Senior Data Analyst' },
    expect: [
      { kind: 'con', text: /No pay range/ },
      { kind: 'strategy', text: /pay band/ },
    ],
  },
  // people-and-customers
  {
    rule: 'people-and-customers',
    name: 'customers, stakeholders and learning fast',
    lang: 'en',
    posting: {
      title: 'Solutions Engineer',
      responsibilities: ['Work with customers to understand their needs'],
      requirements: ['Able to influence stakeholders in a matrix organisation', 'Eager to learn new tools quickly'],
    },
    expect: [
      { kind: 'question', text: /customer or user problem/ },
      { kind: 'prep', text: /influence people you do not manage/ },
      { kind: 'question', text: /learn fast/ },
    ],
  },
  // requirements-bar
  {
    rule: 'requirements-bar',
    name: 'ten years, a PhD, an industry',
    lang: 'en',
    posting: {
      title: 'Principal Engineer',
      experienceYears: { min: 10 },
      education: { level: 'phd', raw: 'PhD in Computer Science' },
      requirements: ['10+ years of systems work', 'PhD in Computer Science', 'Experience in payments'],
    },
    expect: [
      { kind: 'con', text: /high bar: 10\+ years/ },
      { kind: 'con', text: /PhD/ },
      { kind: 'con', text: /industry experience/ },
    ],
  },
  {
    rule: 'requirements-bar',
    name: '统招 and a capped range of years',
    lang: 'zh',
    posting: {
      title: 'Java开发工程师',
      language: 'zh',
      experienceYears: { min: 3, max: 5 },
      education: { level: 'bachelor', raw: '统招本科及以上' },
      requirements: ['统招本科及以上', '3-5年Java开发经验'],
    },
    expect: [
      { kind: 'con', text: /统招/ },
      { kind: 'con', text: /上限为 5 年/ },
      { kind: 'strategy', text: /3 年以上经验/ },
    ],
  },
  // research-open-source
  {
    rule: 'research-open-source',
    name: 'open source and research',
    lang: 'en',
    posting: {
      title: 'Research Engineer',
      company: 'Openlab',
      responsibilities: ['Publish papers on compilers', 'Maintain our open-source runtime'],
    },
    expect: [
      { kind: 'strategy', text: /public code/ },
      { kind: 'strategy', text: /Openlab's recent papers/ },
    ],
  },
  // role-focus
  {
    rule: 'role-focus',
    name: 'themes shown by distinct duties, and the tools',
    lang: 'en',
    posting: {
      title: 'Backend Engineer',
      responsibilities: ['Design the booking service', 'Cut p95 latency below 200 ms', 'Run our PostgreSQL clusters'],
      requirements: ['Go and PostgreSQL', 'Kafka'],
    },
    expect: [
      { kind: 'focus', text: /^Designing systems: “Design the booking service”/ },
      { kind: 'focus', text: /^Performance work: “Cut p95/ },
      { kind: 'focus', text: /Tools of the job: .*Go/ },
    ],
  },
  // scale-reach
  {
    rule: 'scale-reach',
    name: 'a figure of reach',
    lang: 'en',
    posting: { title: 'ML Engineer', intro: ['Our ranking models decide what 12 million shoppers see first.'] },
    expect: [
      { kind: 'pro', text: /12 million shoppers/ },
      { kind: 'score', text: /reaches many/, sign: 1 },
    ],
  },
  // scope-ownership
  {
    rule: 'scope-ownership',
    name: 'ownership, a migration, and upkeep',
    lang: 'en',
    posting: {
      title: 'Platform Engineer',
      responsibilities: [
        'Own the deployment platform end to end',
        'Run the migration of 300 services from VMs to Kubernetes',
        'Maintain the build farm',
        'Monitor cluster upgrades',
      ],
    },
    expect: [
      { kind: 'pro', text: /Real ownership/ },
      { kind: 'con', text: /migration is part of the job/ },
      { kind: 'con', text: /running what exists/ },
    ],
  },
  // seniority-step
  {
    rule: 'seniority-step',
    name: 'an intern starts from a return offer',
    lang: 'en',
    posting: { title: 'GPU Kernel Intern', seniority: 'intern' },
    expect: [
      { kind: 'path', text: /return offer/ },
      { kind: 'strategy', text: /course or research projects/ },
    ],
    absent: [{ kind: 'path', text: /principal|director/i }],
  },
  {
    rule: 'seniority-step',
    name: 'a director leads to VP or CTO',
    lang: 'zh',
    posting: { title: '嵌入式研发总监', language: 'zh', seniority: 'director' },
    expect: [{ kind: 'path', text: /副总裁|CTO/ }],
  },
  // skill-strategy
  {
    rule: 'skill-strategy',
    name: "quantify the posting's measures, list its core tools",
    lang: 'en',
    posting: {
      title: 'Distributed Training Engineer',
      responsibilities: ['Improve throughput and latency of distributed training'],
      requirements: ['Experience with NCCL, UCX and RDMA', 'PyTorch'],
    },
    expect: [
      { kind: 'strategy', text: /Quantify your gains in throughput and latency/ },
      { kind: 'strategy', text: /List your .*NCCL/ },
      { kind: 'strategy', text: /benchmark results/ },
    ],
  },
  // time-zones
  {
    rule: 'time-zones',
    name: 'work across time zones',
    lang: 'zh',
    posting: { title: 'Software Engineer', language: 'zh', requirements: ['能够在多国、多时区的环境中工作'] },
    expect: [
      { kind: 'con', text: /跨时区/ },
      { kind: 'question', text: /时区/ },
      { kind: 'score', text: /时区/, sign: -1 },
    ],
  },
  // pay-and-schedule
  {
    rule: 'pay-and-schedule',
    name: "a nurse's differential, sign-on bonus, 3×12s and every third weekend",
    lang: 'en',
    posting: {
      title: 'Registered Nurse - ICU',
      salary: '$42 - $58 an hour',
      responsibilities: ['Care for 1–2 critically ill patients per shift'],
      benefits: ['Night shift differential of $6/hr', '$15,000 sign-on bonus paid over 24 months'],
      requirements: ['Three 12-hour shifts per week (7p–7a), every third weekend'],
    },
    expect: [
      { kind: 'strategy', text: /normal month's pay.*Night shift differential of \$6\/hr.*sign-on bonus/ },
      { kind: 'strategy', text: /schedule fits your life.*Three 12-hour shifts.*every third weekend/ },
    ],
  },
  {
    rule: 'pay-and-schedule',
    name: '计件、包吃住、两班倒',
    lang: 'zh',
    posting: {
      title: '普工',
      language: 'zh',
      salary: '6000-8000元/月',
      benefits: ['计件工资，多劳多得', '包吃包住'],
      requirements: ['能适应两班倒'],
    },
    expect: [
      { kind: 'strategy', text: /薪酬构成.*计件工资.*包吃包住/ },
      { kind: 'strategy', text: /作息.*两班倒/ },
    ],
  },
  // targets
  {
    rule: 'targets',
    name: "an SDR's quota and daily activities",
    lang: 'en',
    posting: {
      title: 'Sales Development Representative',
      responsibilities: [
        'Hitting a monthly quota of 12 Sales Qualified Opportunities',
        'Making 60+ activities a day (calls, emails, LinkedIn touches)',
      ],
    },
    expect: [
      { kind: 'strategy', text: /how the targets are set.*monthly quota of 12 Sales Qualified Opportunities.*60\+ activities a day/ },
    ],
  },
  {
    rule: 'targets',
    name: "a shop manager's attainment threshold, in Chinese",
    lang: 'zh',
    posting: { title: '服装店长', language: 'zh', benefits: ['底薪4500元+提成'], requirements: ['月度销售指标完成率低于80%无店铺提成'] },
    expect: [{ kind: 'strategy', text: /指标怎么定.*完成率低于80%/ }],
  },
  {
    rule: 'targets',
    name: 'no targets is none',
    lang: 'en',
    posting: { title: 'Receptionist', responsibilities: ['Greet visitors and answer the phones'], benefits: ['No sales targets'] },
    expect: [],
    absent: [{ kind: 'strategy', text: /targets/ }],
  },
  // travel
  {
    rule: 'travel',
    name: 'heavy travel',
    lang: 'en',
    posting: { title: 'Solutions Architect', requirements: ['Willing to travel up to 40% to customer sites'] },
    expect: [{ kind: 'con', text: /Frequent travel \(up to 40%\)/ }],
  },
  {
    rule: 'travel',
    name: 'no travel is not travel',
    lang: 'zh',
    posting: { title: '前端开发工程师', language: 'zh', benefits: ['不出差'] },
    expect: [],
    absent: [{ kind: 'con', text: /出差/ }],
  },
  // vague-posting
  {
    rule: 'vague-posting',
    name: 'a posting that says almost nothing',
    lang: 'en',
    posting: { title: 'Engineer', responsibilities: ['Build things'] },
    expect: [
      { kind: 'con', text: /says very little/ },
      { kind: 'strategy', text: /first three months/ },
    ],
  },
  // work-terms
  {
    rule: 'work-terms',
    name: "a courier's deposit, fines and vehicle rent; no social insurance",
    lang: 'zh',
    posting: {
      title: '快递员',
      language: 'zh',
      salary: '按件计费',
      requirements: ['入职需交押金500元', '每单投诉扣款50元', '三轮车租金300元/月从工资扣', '不交社保，公司购买意外险'],
    },
    expect: [
      { kind: 'con', text: /由你承担的费用或扣款.*押金500元/ },
      { kind: 'score', text: /员工承担/, sign: -1 },
      { kind: 'con', text: /保障.*不交社保/ },
    ],
  },
  {
    rule: 'work-terms',
    name: 'a civil-service exam and a closing date',
    lang: 'en',
    posting: {
      title: 'Permit Technician',
      requirements: ['Candidates must pass a written exam', 'Applications close December 11, 2026 at 5:00 PM'],
    },
    expect: [{ kind: 'strategy', text: /steps and dates.*written exam.*Applications close December 11/ }],
  },
  {
    rule: 'work-terms',
    name: "a good job's ordinary terms say nothing",
    lang: 'zh',
    posting: { title: '后端开发工程师', language: 'zh', benefits: ['五险一金', '试用期3个月'] },
    expect: [],
    absent: [{ kind: 'con', text: /保障|费用/ }],
  },
  {
    rule: 'work-terms',
    name: "the small print of a tutor's and an agent's pay",
    lang: 'en',
    posting: {
      title: 'English Tutor',
      responsibilities: ['Teach GCSE English to small groups'],
      benefits: [
        '£28 per 60-minute session',
        '15 minutes of preparation and marking per session is included in the session rate',
        'Commission is capped at 150% of target',
      ],
    },
    expect: [
      { kind: 'con', text: /small print of the pay.*preparation and marking.*capped at 150% of target/ },
      { kind: 'score', text: /small print/, sign: -1 },
    ],
  },
  {
    rule: 'work-terms',
    name: 'a restraint after leaving is its own con, not a pay cut',
    lang: 'zh',
    posting: { title: '嵌入式软件工程师', language: 'zh', requirements: ['需签订保密协议及竞业限制协议（竞业期间按月支付补偿）'] },
    expect: [{ kind: 'con', text: /离职后的限制：“竞业限制/ }],
    absent: [
      { kind: 'con', text: /薪资细则/ },
      { kind: 'score', text: /薪资细则/ },
    ],
  },
  // work-conditions
  {
    rule: 'work-conditions',
    name: "a line cook's feet, loads and heat",
    lang: 'en',
    posting: { title: 'Line Cook', requirements: ['Able to stand for 8–10 hours, lift 50 lbs, and work in a hot, fast-paced kitchen'] },
    expect: [{ kind: 'focus', text: /physical: “lift 50 lbs”; “stand for 8–10 hours”; “hot, fast-paced kitchen”/ }],
  },
  {
    rule: 'work-conditions',
    name: "an analyst's earnings-season weeks",
    lang: 'en',
    posting: {
      title: 'Equity Research Associate',
      requirements: ['During earnings season, expect to start around 5:00 a.m. and work 60-70 hour weeks'],
    },
    expect: [
      { kind: 'con', text: /Long hours.*60-70 hour weeks.*start around 5:00 a\.m/ },
      { kind: 'score', text: /long days or weeks/, sign: -1 },
      { kind: 'strategy', text: /normal week really adds up/ },
    ],
  },
  // work-mode
  {
    rule: 'work-mode',
    name: 'remote within one country, with meet-ups',
    lang: 'en',
    posting: { title: 'Full-Stack Engineer', workMode: 'remote', locations: [{ raw: 'Remote (US)' }], benefits: ['Two team weeks a year'] },
    expect: [
      { kind: 'pro', text: /Fully remote/ },
      { kind: 'con', text: /Remote only from within the US/ },
      { kind: 'pro', text: /meets in person/ },
      { kind: 'score', text: /Remote/, sign: 1 },
    ],
  },
  {
    rule: 'work-mode',
    name: 'hybrid with its office days as a span of weekdays',
    lang: 'en',
    posting: {
      title: 'Immigration Paralegal',
      workMode: 'hybrid',
      locations: [{ raw: 'Houston, TX (Hybrid)' }],
      benefits: ['Hybrid after 90 days: in the office Tuesday to Thursday, remote Monday and Friday'],
    },
    expect: [{ kind: 'pro', text: /3 office days/ }],
    absent: [{ kind: 'con', text: /not stated/ }],
  },
  {
    rule: 'work-mode',
    name: 'hybrid with its office days named',
    lang: 'en',
    posting: {
      title: 'Staff Accountant',
      workMode: 'hybrid',
      locations: [{ raw: 'Tulsa, OK' }],
      benefits: ['Hybrid: in the office Monday, Tuesday and Thursday; remote Wednesday and Friday'],
    },
    expect: [{ kind: 'pro', text: /3 office days/ }],
    absent: [{ kind: 'con', text: /not stated/ }],
  },
  {
    rule: 'work-mode',
    name: 'hybrid with its office days',
    lang: 'en',
    posting: {
      title: 'Data Engineer',
      workMode: 'hybrid',
      locations: [{ raw: 'Toronto, ON' }],
      benefits: ['Three days a week in our Toronto office, two from home'],
    },
    expect: [
      { kind: 'pro', text: /3 office days/ },
      { kind: 'con', text: /3 office days/ },
    ],
    absent: [{ kind: 'strategy', text: /how many office days/ }],
  },
  {
    rule: 'work-mode',
    name: 'on-site five days a week',
    lang: 'zh',
    posting: { title: 'SRE', language: 'zh', workMode: 'onsite', locations: [{ raw: '上海' }], intro: ['需全职坐班，每周五天'] },
    expect: [
      { kind: 'con', text: /坐班/ },
      { kind: 'score', text: /到岗/, sign: -1 },
    ],
  },
  {
    rule: 'work-mode',
    name: 'no word on the work mode',
    lang: 'en',
    posting: { title: 'Backend Engineer', locations: [{ raw: 'Hangzhou' }] },
    expect: [
      { kind: 'con', text: /does not say whether the work is remote/ },
      { kind: 'strategy', text: /on-site in Hangzhou/ },
    ],
  },
];

const evaluate = (row: Row): { findings: Finding[]; posting: Posting } => {
  const posting = makePosting(row.posting);
  const rule = rules.find((r) => r.id === row.rule)!;
  return { findings: rule.evaluate(buildContext(posting, { lang: row.lang, now: Date.parse(NOW) })), posting };
};

describe.each(ROWS.map((row) => [`${row.rule}: ${row.name} (${row.lang})`, row] as const))('%s', (_name, row) => {
  it('finds what the posting says, and nothing it does not', () => {
    const { findings } = evaluate(row);
    const shown = findings.map((f) => `${f.kind}: ${textOf(f)}`).join('\n');
    for (const e of row.expect)
      expect(
        findings.some((f) => matches(f, e)),
        `no ${e.kind} matching ${e.text} in\n${shown}`,
      ).toBe(true);
    for (const e of row.absent ?? [])
      expect(
        findings.some((f) => matches(f, e)),
        `unexpected ${e.kind} matching ${e.text} in\n${shown}`,
      ).toBe(false);
  });

  it('is pure: the same findings twice, the posting untouched, texts in the UI language', () => {
    const posting = makePosting(row.posting);
    const frozen = JSON.stringify(posting);
    const rule = rules.find((r) => r.id === row.rule)!;
    const first = rule.evaluate(buildContext(posting, { lang: row.lang, now: Date.parse(NOW) }));
    const second = rule.evaluate(buildContext(posting, { lang: row.lang, now: Date.parse(NOW) }));
    expect(second).toEqual(first);
    expect(JSON.stringify(posting)).toBe(frozen);
    for (const f of first) {
      const own = textOf(f).replace(/“[^”]*”|"[^"]*"/g, '');
      if (row.lang === 'zh') expect(own, textOf(f)).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('rule conventions', () => {
  const files = readdirSync(join(import.meta.dirname, '../../lib/analyze/rules')).filter((f) => f.endsWith('.ts'));

  it('every rule has at least one table row, and every row names a rule', () => {
    const ids = rules.map((r) => r.id);
    for (const id of ids)
      expect(
        ROWS.some((row) => row.rule === id),
        `rule ${id} has no table test in tests/unit/analysis-rules.test.ts`,
      ).toBe(true);
    for (const row of ROWS) expect(ids, `row "${row.name}" names no rule`).toContain(row.rule);
  });

  it('one rule per file, the file named after the rule id', () => {
    expect(rules.map((r) => `${r.id}.ts`).sort()).toEqual([...files].sort());
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });
});

describe('a rule that throws', () => {
  it('is reported with its id and message, and the other rules still speak', () => {
    const posting = makePosting({ title: 'Line Cook', responsibilities: ['Prep and cook on the grill station'] });
    const ctx = buildContext(posting, { lang: 'en', now: Date.parse(NOW) });
    const reported: string[] = [];
    const findings = runRules(ctx, (rule, message) => reported.push(`${rule}: ${message}`), [
      {
        id: 'broken',
        evaluate: () => {
          throw new Error('odd posting');
        },
      },
      { id: 'fine', evaluate: () => [{ kind: 'prep', text: 'still here', weight: 1 }] },
    ]);
    expect(reported).toEqual(['broken: odd posting']);
    expect(findings).toEqual([{ kind: 'prep', text: 'still here', weight: 1 }]);
  });
});
