/**
 * What real fraudulent job ads carry (issue 27; docs/red-flags.md): the shapes of work scams offer, a pay ceiling
 * per kind of work, private contact channels, overseas lures and the titles that need requirements. Read by the
 * sign readers in lib/analyze/signs/, one sentence at a time. Each table's `examples` and `notExamples` are checked by
 * tests/unit/scam-signs.test.ts; none of them is taken from a real ad.
 *
 * A sign's weight says how much it tells alone (docs/red-flags.md, "Levels"): `faint` (true of one honest ad in
 * ten), `soft` (worth a look), `firm` (a known scam move), `strong` (money or bank data asked of the applicant).
 */

export const SIGN_KINDS = [
  'employer-silent',
  'scam-work',
  'earnings-pitch',
  'private-contact',
  'overseas-lure',
  'title-without-requirements',
  'pay-out-of-line',
  'duplicate-text',
  'scam-term',
] as const;
export type SignKind = (typeof SIGN_KINDS)[number];
export type SignWeight = 'faint' | 'soft' | 'firm' | 'strong';

export interface SignPattern {
  id: string;
  pattern: RegExp;
  /** The clause says the opposite or names an honest version ("no data entry", a data-entry tool to learn). */
  unless?: RegExp;
  examples: readonly string[];
  notExamples: readonly string[];
}

/**
 * The work scams offer (the FTC's and Indeed's scam notes in docs/users.md): typing and data entry from home,
 * reshipping, moving "funds", mystery shopping, an assistant to someone abroad, pay per task. Each pattern says
 * what the job is, not a duty among many: "enter data into the CRM" in a nurse's duties is not data-entry work.
 */
export const SCAM_WORK: readonly SignPattern[] = [
  {
    id: 'home-data-entry',
    pattern:
      /\b(?:data[- ]entry|typists?|typing|form[- ]filling|payroll (?:data|typist|clerk)|online (?:survey|form)s?)\b[^.;!]{0,60}\b(?:from (?:the comfort of )?(?:your )?home|home[- ]based|work at home|own (?:time|schedule|computer))\b|\b(?:home[- ]based|work[- ]from[- ]home|work at home|from home)\b[^.;!]{0,50}\b(?:data[- ]entry|typists?|typing|clerks?|form filling|payroll)\b|在家(?:兼职|打字|录入)|(?:网络|线上|手机)打字员|(?:兼职|在家)?(?:数据)?录入员[^，。；]{0,10}(?:日结|在家|兼职)/i,
    examples: [
      'Home based payroll typist needed: work from the comfort of your home',
      'Data entry clerks wanted to work from home on your own schedule',
      'Work from home as a data entry clerk, flexible hours',
      '招聘在家兼职打字员，日结工资',
    ],
    notExamples: [
      'Enter patient data into the EHR during each shift at the clinic.',
      'Data entry into SAP is part of the warehouse role.',
      'You will work from home two days a week on our analytics platform.',
      'Fast, accurate typing and comfortable with online scheduling tools.',
      'You may work from home two days a week once trained on our payroll system.',
      '文印店招聘打字员，要求打字速度每分钟60字',
    ],
    unless: /\b(?:days? a week|hybrid|in (?:the|our) office)\b/i,
  },
  {
    id: 'reshipping',
    pattern:
      /\b(?:re-?ship(?:ping)?|repackag(?:e|ing) (?:and|&) (?:re)?ship|package (?:handler|forwarding|inspector)s? (?:from|at) (?:home|your home)|receive (?:packages|parcels) (?:at|to) your (?:home|address)|quality control inspectors? for (?:packages|parcels))\b|代收(?:快递|包裹)[^，。；]{0,10}转寄/i,
    examples: ['Receive packages at your home address and reship them to our clients.', 'Package handler from home: inspect parcels'],
    notExamples: [
      'Load and unload parcels at the depot for the morning route.',
      'Ship customer orders from our warehouse.',
      'Sort and forward parcels to the correct delivery routes.',
    ],
  },
  {
    id: 'funds-processing',
    pattern:
      /\b(?:payment|funds?|money|transfer) (?:processing|processor|transfer agents?|handling agents?)\b[^.;!]{0,60}\b(?:your (?:own )?(?:bank )?account|personal account|from home)\b|\b(?:receive|accept) (?:payments?|funds|transfers) (?:into|to|in) your (?:own |personal )?(?:bank )?account\b|\b(?:financial|payment) (?:agent|representative) (?:from home|part[- ]time)\b|(?:用|以)(?:个人|你的|自己的)(?:银行卡|账户)(?:收款|代收|转账)/i,
    examples: ['You will receive payments into your personal bank account and transfer them on.', 'Payment processing agent: handle transfers from home for a 10% commission'],
    notExamples: [
      'Reconcile payment processing reports for the finance team.',
      'Your salary is paid into your bank account monthly.',
      'Sell payment processing solutions to merchants: base salary plus uncapped commission.',
    ],
  },
  {
    id: 'mystery-shopping',
    pattern: /\b(?:mystery|secret) shopp(?:er|ers|ing)\b|\bshopping evaluators?\b|神秘顾客|暗访员/i,
    examples: ['Become a mystery shopper and get paid to shop', 'Secret shoppers needed in your area'],
    notExamples: ['Help shoppers find what they need on the sales floor.', 'Lead the store team to 90%+ mystery shopper scores.', '门店店长：迎接神秘顾客检查'],
    unless: /\b(?:scores?|audits?|results?|visits? to (?:our|the) stores?)\b|检查|评分|考核/i,
  },
  {
    id: 'travelling-assistant',
    pattern:
      /\b(?:personal|private|executive) assistant\b[^.;!]{0,80}\b(?:(?:who|that) (?:is|am|travels?) (?:often |frequently |always )?(?:away|abroad|out of the country|on the road|travell?ing)|while (?:I|he|she|they|my boss) (?:am|is|are) (?:away|abroad|travell?ing)|to (?:a|an|my) (?:busy )?(?:executive|CEO|businessman|businesswoman) (?:who|that) travels)\b/i,
    examples: ['I need a personal assistant while I am travelling abroad for the next months.', 'Personal assistant to a busy CEO who travels often, tasks by email'],
    notExamples: ['Executive assistant to the CEO: diary, travel bookings and board papers.'],
  },
  {
    id: 'ad-posting',
    pattern: /\b(?:online ad post(?:ing|ers?)|ad posting jobs?)\b|\bget paid (?:to|for) (?:post|type|click|like|review)\b|(?:刷单|点赞员|打字赚钱|手机兼职[^，。；]{0,6}日结)/i,
    examples: ['Online ad posting job: get paid to post ads from home', 'Get paid to type and click, no experience', '手机兼职点赞员，日结'],
    notExamples: ['Write and post social media content for our brand.', 'Posting adverts online and screening applicants.'],
  },
  {
    id: 'network-marketing',
    pattern:
      /\b(?:network marketing|multi-?level marketing|MLM|independent (?:distributors?|business owners?|brand (?:partners?|ambassadors?))|(?:build|grow) your own (?:business|team) (?:from home|with us))\b|(?:微商|直销)(?:代理|招募|团队)/i,
    examples: ['Network Marketing', 'Become an independent distributor today', 'Join as an independent brand partner', '招募微商代理'],
    notExamples: [
      'Marketing coordinator for our network of clinics.',
      'Partner with brand teams on campaigns.',
      'Manage relationships with our brand partners such as major sportswear labels.',
      'This is not an MLM or network marketing opportunity.',
      '本岗位非微商代理，非直销团队',
    ],
  },
  {
    id: 'paid-per-task',
    pattern:
      /\b(?:earn|make|get paid)\b[^.;!]{0,30}(?:[$£€]\s?\d[\d,.]*)\s*(?:-|to|–)?\s*(?:[$£€]?\s?\d[\d,.]*)?\s*(?:per|a|an|each|\/)\s*(?:task|form|entry|survey|page|assignment|hour of typing)\b|\b(?:earn|make)\s+\$\d{2,3}\s*-\s*\$\d{2,3}\s*(?:daily|a day|per day)\b/i,
    examples: ['Earn $100-$200 daily processing forms', 'Get paid $5 per form you complete', 'Earn $25 per survey'],
    notExamples: [
      'The pay is $18 an hour plus overtime.',
      'Earn up to 10% commission on each sale you close',
      'Substitute teachers earn $160 per day.',
      'Per diem of $50 - $70 per day',
      '钢筋工日结400元/天，需持证',
    ],
  },
];

/**
 * Pay a kind of work does not pay: the ceiling above which pay for it is out of line, per period, in US dollars or
 * yuan. Figures are generous ceilings (about twice a high pay for the work in the US Bureau of Labor Statistics'
 * occupational tables and on Chinese boards, docs/red-flags.md): what passes them is a lure, not a good offer.
 */
export interface PayCeiling {
  work: RegExp;
  hour: number;
  week: number;
  /** A yearly figure for the work, in USD. */
  year: number;
  /** 日结 (a day's pay) and a month, in CNY. */
  cnyDay: number;
  cnyMonth: number;
}

export const PAY_CEILINGS: readonly { id: string; ceiling: PayCeiling; examples: readonly string[] }[] = [
  {
    id: 'clerical-entry',
    ceiling: {
      work: /\b(?:data[- ]entry|typists?|typing|clerk|clerical|form[- ]filling|payroll (?:data|typist)|receptionist|administrative assistant|admin assistant|office assistant|customer service (?:rep|representative|agent|associate)|call cent(?:er|re))\b|打字员|录入员|文员|客服|前台/i,
      hour: 35,
      week: 1_400,
      year: 75_000,
      cnyDay: 400,
      cnyMonth: 15_000,
    },
    examples: ['Data Entry Clerk', 'Customer Service Representative', '打字员'],
  },
  {
    id: 'unskilled-helper',
    ceiling: {
      work: /\b(?:packers?|package handlers?|shoppers?|(?:shop|store|kitchen|general|warehouse) assistants?|helpers?|cleaners?|cruise staff|deck ?hands?|stewards?|laborers?|labourers?|general workers?)\b|普工|杂工|保洁|服务员/i,
      hour: 45,
      week: 1_800,
      year: 90_000,
      cnyDay: 500,
      cnyMonth: 18_000,
    },
    examples: ['Package Handler', 'Cruise staff wanted', '普工'],
  },
];

/** Mailboxes anyone can open in a minute: an employer's mail comes from its own domain. */
export const FREE_MAILBOX =
  /\b[\w.+-]{1,64}@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|aol|msn|icloud|mail|gmx|yandex|proton(?:mail)?|zoho|rediffmail|qq|163|126|sina|sohu|foxmail)\.(?:com|net|co\.uk|fr|de|ru|in|cn|me)\b/i;
/** Chat apps and text messages as the way to apply or be interviewed. */
export const CHAT_CHANNEL =
  /\b(?:apply|contact|message|text|reach|send|interview(?:s|ed)?|add|chat with|talk to|call)\b[^.;!]{0,40}\b(?:whats ?app|telegram|signal app|wechat|kik|google hangouts?|hangouts|skype)\b|\b(?:whats ?app|telegram|wechat|kik|google hangouts?|hangouts|skype)\b[^.;!]{0,25}\b(?:interview|to apply|for (?:details|more information)|only|number|id|me|us)\b|\b(?:text (?:us|me|your name)|send (?:a|an) (?:text|sms)|via (?:text|sms))\b|(?:加|添加)(?:微信|QQ|飞机|tg)[^，。；]{0,10}(?:面试|报名|联系|咨询)|(?:微信|QQ)号?[:：]\s*\w{5,20}/i;
/** "Send your CV/resume to …": applying by mail to a person, not through a system. */
export const SEND_CV_TO =
  /\b(?:send|e-?mail|forward|submit)\s+(?:me\s+|us\s+)?(?:your\s+|an?\s+|the\s+)?(?:updated\s+|current\s+|latest\s+)?(?:cv|c\.v\.|resume|résumé|curriculum vitae)s?\b(?:\s+(?:and|with|&)\s+[^.;!]{0,40})?\s+(?:directly\s+)?(?:to|at)\s+(?:[\w.+-]{1,64}@|me\b|the (?:email|address|hr)|this (?:email|address))|\bsend me (?:your|a) (?:cv|resume|résumé)\b|(?:简历|个人资料)[^，。；]{0,6}(?:发送?|投递)?(?:至|到)[^，。；]{0,6}(?:邮箱|微信|QQ)/i;

/**
 * Titles that need requirements: a senior role, a licensed profession, an engineer. An ad that names such a
 * title and asks nothing of the applicant is an ad written for volume, not for the job.
 */
export const SKILLED_TITLE =
  /\b(?:senior|sr\.?|lead|principal|head of|director|manager|engineer|architect|developer|scientist|analyst|accountant|auditor|attorney|lawyer|nurse|RN|physician|pharmacist|therapist|technician|consultant|specialist|supervisor|superintendent|controller|chef)\b|高级|资深|总监|经理|主管|工程师|架构师|会计|律师|护士|医生|药剂师/i;
/** The ad says it asks nothing: "no experience needed", "anyone can apply", 无需经验. */
export const NO_REQUIREMENTS =
  /\b(?:no (?:prior |previous )?(?:experience|skills|qualifications?) (?:is )?(?:needed|necessary|required)|anyone can (?:apply|do (?:it|this))|no special skills|just (?:a|your) (?:computer|phone) and (?:an )?internet)\b|无需经验|无经验要求|不限经验|零基础(?:可做|即可|也能)/i;

/**
 * Overseas lures: visa, flights and housing paid for work that needs no skill, and offshore oil-and-gas ads with
 * no employer behind them (docs/red-flags.md, "Signs").
 */
export const OVERSEAS_PAID =
  /\b(?:visa|work permit|air ?(?:fare|ticket)s?|flights?|accommodation|housing|lodging)\b[^.;!]{0,60}\b(?:(?:will be |is |are )?(?:paid|provided|covered|sponsored|arranged|taken care of|free)|at no cost)\b|\b(?:free|paid|company[- ]paid|sponsored)\b[^.;!]{0,20}\b(?:visa|air ?(?:fare|ticket)s?|flights?|accommodation|housing)\b|(?:包)?(?:机票|签证|食宿)[^，。；]{0,4}(?:全包|公司承担|免费|报销)|包(?:机票|签证|吃住|食宿)/i;
export const UNSKILLED_ABROAD =
  /\b(?:cruise (?:ship )?(?:staff|jobs?|crew|line)|(?:hotel|resort|restaurant) (?:staff|workers?) (?:in|for) (?:dubai|qatar|canada|usa|uk|europe|abroad|overseas)|general (?:workers?|labou?rers?)|deck ?hands?|housekeep(?:ers?|ing staff)|waiters?|waitress(?:es)?|stewards?|drivers? (?:in|for) (?:dubai|qatar|canada|abroad))\b|出国务工|海外(?:普工|务工)|劳务输出|(?:邮轮|酒店|餐厅)?(?:服务员|厨师|司机|保洁|帮厨)/i;
export const OFFSHORE_OIL =
  /\b(?:offshore (?:rigs?|platforms?|drilling|oil|installations?|vessels?|projects?)|oil (?:and|&) gas|oil rigs?|drilling rigs?|rig (?:workers?|crew)|onshore and offshore)\b|海上(?:钻井|石油)平台|海洋石油/i;
/** An ad posted from afar for such work: its places, or its words, say abroad or a list of countries. */
export const ABROAD =
  /\b(?:abroad|overseas|outside your (?:home )?country|international (?:candidates|applicants)|(?:in|to) (?:the )?(?:UAE|Dubai|Qatar|Kuwait|Saudi Arabia|Oman|Bahrain|Malaysia|Angola|Nigeria))\b|出国|海外|境外|迪拜|沙特|卡塔尔/i;

/**
 * The pitch of an opportunity, not a job: earnings promised, freedom sold, the ad vouching for itself. Honest ads
 * state pay and hours; they do not promise a changed life (the FTC's work-from-home and MLM notes, docs/users.md).
 * A bare "work from home" is not here: remote work is ordinary.
 */
export const EARNINGS_PITCH: SignPattern = {
  id: 'earnings-pitch',
  pattern:
    /\b(?:be your own boss|guarantee[sd]? (?:wages|income|earnings) (?:ranging|from|of|up to)|(?:make|earn)\b[^.;!]{0,20}\$\s?\d[\d,]*(?:\s*(?:-|to)\s*\$?\d[\d,]*)?\s*(?:extra|and more|or more|\+)\s*(?:a|per|each|every)\s*(?:week|day)|residual income|financial freedom|change your life|(?:this is |we are )?(?:100% )?(?:safe and legitimate|legitimate and safe|not a scam|no scam)|from the comfort of (?:your|their) (?:own )?homes?|(?:make|earn) (?:anywhere from |up to |over |as much as )\$?\d[\d,]*(?:\$|\s?(?:dollars|usd))?(?:\s*(?:-|to)\s*\$?\d[\d,]*\$?)? (?:a|per|each|every) (?:week|month|day)|(?:extra|additional) (?:income|cash|money) (?:from home|in your spare time|weekly|each week)|paid to take vacations|cash (?:in hand|jobs?)|\bcash positions? (?:available|immediate)|(?:paid|pay) (?:in )?cash (?:daily|weekly|every day)|receive weekly (?:P\/T |part[- ]time )pay|get paid weekly without|set your own (?:hours|schedule)(?: and| &| ,)? (?:work|earn))\b|(?:轻松|躺着|在家)(?:月入|日赚|赚钱)|月入(?:过万|上万|\d+万)[^，。；]{0,6}(?:轻松|不是梦)|(?:宝妈|学生党)[^。；]{0,6}(?:兼职|在家)[^。；]{0,8}(?:赚|日结)/i,
  examples: [
    'Be your own boss and set your own schedule',
    'Are you looking to make anywhere from 600-115,000$ a month?',
    'This is safe and legitimate, paid weekly',
    'Weekend staff needed, part time cash jobs',
    'Work from the comfort of your home and earn extra income weekly',
    'Can earn $400 to $450 extra per day.',
    'earn up to $2500 and more per week',
    'These positions guarantee wages ranging from $12 per hour up to six figures',
    '宝妈在家兼职，轻松日结',
    '在家月入过万不是梦',
  ],
  notExamples: [
    'You can work from home two days a week.',
    'Earn $18 an hour plus tips.',
    'Drivers earn $1,500 per week with home time every weekend.',
    'Map and evaluate business opportunities in target markets.',
    'Our commission plan has no cap on what top performers earn.',
    'We set the schedule four weeks ahead.',
  ],
};

/** A title that places the job abroad ("… for Qatar", "… in Dubai", "Overseas"): with an employer that says nothing, a lure. */
export const ABROAD_TITLE =
  /\b(?:for|in|to)\s+(?:the\s+)?(?:UAE|Dubai|Abu Dhabi|Qatar|Doha|Kuwait|Saudi(?: Arabia)?|Riyadh|Oman|Bahrain|Malaysia|Angola|Nigeria|abroad|overseas)\b|\b(?:abroad|overseas)\b(?!\s+(?:sales|marketing|business|operations|market))|(?:出国|境外|迪拜|沙特)|海外(?!销售|市场|运营|业务)/i;

/**
 * The office work real scams of the dataset advertise most (docs/red-flags.md): admin, data entry, customer service,
 * reception, payroll. Ordinary work: a faint sign, said only beside an employer that says nothing about itself.
 */
export const CLERICAL_TITLE =
  /\b(?:admin(?:istrative|istration)?(?: assistant| assistance| clerk| support| officer| position)?|data[- ]entry|clerks?|clerical|typists?|customer (?:service|support|care)(?: rep(?:resentative)?s?| agents?| associates?| assistants?)?|receptionists?|office (?:assistant|clerk|administrator)|payroll(?: clerk| coordinator| administrator| typist)?|personal assistant|virtual assistant)\b|文员|打字员|录入员|客服|前台|行政助理/i;
/** An email address in the job's own words: where applying goes to a mailbox, not the employer's system. */
export const EMAIL_ADDRESS = /\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}\b/;

/** A title that names no work, only people wanted: "Part Time Workers Needed", "Staff Required", "25 Agents". */
export const NO_WORK_TITLE =
  /^(?:urgent(?:ly)?|immediate(?:ly)?|now hiring|hiring|we need|wanted|looking for)\s+(?:\d+\s+)?(?:(?:part|full)[- ]time\s+|weekend\s+|general\s+|new\s+)?(?:workers|staff|people|persons|individuals|go[- ]getters|agents|reps)\b(?!\s+(?:accountant|nurses?|engineers?|writers?|physicians?|pharmacists?|attorneys?|scientists?))|^(?:\d+\s+)?(?:(?:part|full)[- ]time\s+|weekend\s+|general\s+)?(?:workers|staff|people|persons|individuals|agents)(?:\s+(?:needed|wanted|required))?\s*[!.]*$|^(?:urgent|weekly|cash|part[- ]time|full[- ]time)\s+(?:jobs?|positions?|work)\s*(?:[(,!.]|$)|^(?:急招|招聘|诚招)?\s*\d*\s*名?(?:兼职|全职)?(?:人员|员工|工作人员)\s*$/i;

/**
 * The job's own text describing the employer by name or by a fact ("Harbor Clinic is a 40-bed hospital…", "Founded in
 * 1866…", "headquartered in Leeds"): the employer says something about itself even without an "About us" heading. A
 * nameless "we are a growing company" is not a description. Read in the first lines only, as present or absent.
 */
export const SELF_DESCRIPTION =
  /\b(?!(?:Our|The|This|A|An) (?:Client|Company|Employer)\b)(?:[A-Z][\w&.'’-]{0,40} ){0,4}[A-Z][\w&.'’-]{0,40},? (?:is|has been) (?:a|an|the|one of the) (?:[\w&,'’-]{1,30} ){0,8}(?:company|firm|provider|practice|agency|organi[sz]ation|group|business|manufacturer|leader|hospital|cent(?:er|re)|clinic|school|college|university|consultancy|institution|start-?up|retailer|restaurant|hotel|bank|charity|non-?profit|studio|platform|network|system integrator|operator|producer|supplier|distributor|developer)s?\b|\b(?:founded|established|incorporated) in (?:1[89]|20)\d\d\b|\bheadquartered in [A-Z]|(?:始建|创立|成立)于\d{4}|于\d{4}年(?:成立|创立)|是一家[^，。；]{2,30}(?:企业|公司|机构|医院|学校)/;

/** Words of a requirement, wherever the ad writes them: an ad with none asks nothing of the applicant. */
export const ASKS_SOMETHING =
  /\b(?:experience[sd]?|years?|licen[cs]e[sd]?|degree|diploma|certifi(?:ed|cation|cate)|qualifi(?:ed|cation)|required|must (?:have|be)|skills?|knowledge of|proficien|ability to|able to)\b|经验|学历|证书|资格|要求|熟悉|具备/i;
