/**
 * What a posting says, as named signals found in its own sentences (English and Chinese).
 * Rules read signals, never raw text, so that each phrase list lives in one place.
 */

import { ruledOutAt } from './knowledge/find';

/** A product's users in a duty line ("users", "players", "patients", 用户): not a cashier's or a supplier's clients. */
export const PRODUCT_USERS = /\busers?\b|\bplayers?\b|\bpatients?\b|用户|使用者|玩家|患者/i;

export const SIGNALS = {
  // Hours and pressure.
  overtime996: /\b996\b|九九六|早九晚九/i,
  bigSmallWeek: /大小周/,
  // One day off a week, every week (单休, 月休4天): harder than 大小周, and never to be read as it.
  sixDayWeek:
    /单休|六天工作制|6天工作制|做六休一|月休\s*[4四]\s*天|每月休息?\s*[4四]\s*天|周休一天|每周休息一天|\b(?:6|six) days (?:a|per) week\b/i,
  // Rest days counted per month (月休6天, 月休8天): the schedule is stated, whatever it is.
  restDaysPerMonth: /月休\s*(?:\d+|[一二三四五六七八九十]+)\s*天|每月休息?\s*(?:\d+|[一二三四五六七八九十]+)\s*天/,
  overtime:
    /(?<![不无少免])加班(?![较很]?少|费|工资)|\bovertime\b(?! (?:is )?(?:rare|paid|pay|at|rate))|long hours|extended hours|抗压|承受.{0,6}压力|高强度|high[- ]pressure|高压/i,
  onCall:
    /(?<!\b(?:based|feedback|focus|notes|coaching|depending|depends|quality|time) )\bon[- ]?call\b(?!\s(?:volumes?|cent(?:re|er)s?|queues?|quality|handling|metrics|data|recordings?|notes|times?|flow|demand))|pager ?duty|out[- ]of[- ]hours\b[^.;,]{0,30}\b(?:rota|roster|cover)\b|\b(?:rota|roster)\b[^.;,]{0,20}out[- ]of[- ]hours|(?:24小时|夜间)值班|值班(?:待命|电话)|随叫随到|7\s*[x×*]\s*24|24\s*[x×*/]\s*7|随时响应|(?:call|paged?) at [1-6] ?a\.?m/i,
  shifts:
    /night shifts?|rotating shifts?|shift work|\(nights\)|\bnights?,? (?:crew|shift)|\b(?:9|10|11) ?pm\s*[–-]\s*\d{1,2}(?::\d\d)? ?am|倒班|夜班|轮班|三班倒/i,
  weekendWork:
    /(?:周六|周日|星期六|星期日|周末)(?!双休|休息|不上班|不用上班|不加班)(?![^，。；]*双休)|\bweekend (?:work|shifts?|events?)|(?<!\bno |\bnot |\bnever )work(?:ing)? (?:on )?weekends|\b(?:Saturdays?|Sundays?)\b/i,
  travel:
    /travel(?:ling)? (?:up to )?\d{1,3}\s?%|frequent travel|travel (?:is )?required|willing(?:ness)? to travel|(?<![不无免])(?:经常|频繁|需要?)?出差/i,
  timeZones: /time[- ]?zones?|多时区|跨时区|across (?:regions|continents|geographies)|distributed (?:global )?team|多国/i,
  fastPaced: /fast[- ]paced|快节奏|startup pace|hyper[- ]?growth|迅速变化/i,
  flexibleHours:
    /flexible (?:hours|working|schedule|work)|弹性(?:工作|上班|工时|办公)|work[- ]life balance|unlimited (?:pto|vacation)|generous (?:leave|pto|vacation)|no meetings? (?:day|wednesday)/i,
  weekendsOff:
    /(?<![非无不没])双休|周一至周五|周一到周五|五天八小时|5\s*天\s*8\s*小时|朝九晚五|weekends off|Monday to Friday|Mon(?:day)?\s*[-–]\s*Fri(?:day)?\b/i,
  shortWeek: /\b(?:30|32|35)[- ]hour (?:work ?)?week|(?:4|four)[- ]day (?:work ?)?week|nine[- ]day fortnight|9[- ]day fortnight/i,
  // Growth.
  mentorship:
    /mentor(?:ship|ing|s)?\b|\bcoach(?:es|ing)?\b|\bpaired with an? (?:experienced |senior |licensed |qualified )?(?:mentor|buddy|coach|trainer|preceptor|plumber|electrician|nurse|technician|engineer|driver|colleague|lead|journeyman|tradesperson)\b|\bapprenticeship\b|\bbuddy system\b|\bpaid (?:training|orientation|class(?:room)? training)\b|\bwe(?:'ll| will) (?:train|teach) you\b|\bon-the-job training\b|\bfree (?:\d+-hour )?(?:training|class|course)\b|导师|带教|师傅带|学徒|带薪培训|岗前培训|(?:无经验|零基础)[^，。；]{0,4}(?:可|包)?培训|包教|传帮带|培养计划|指导(?:初|中|新|下属|团队|他人|实习)/i,
  learning:
    /learning (?:budget|stipend)|training budget|(?<!parent[- ]teacher |family |student[- ]led |(?:fall|spring) (?:and (?:fall|spring) )?)conferences?(?! with (?:parents|families))|tuition|professional development|\bapprenticeship\b|\bcertificate (?:iii|iv|3|4)\b|\bcourse fees\b|paid (?:training|study days)|培训|学习机会|成长空间|晋升|学习氛围|技术分享|可培养/i,
  // "Own" the verb (own the roadmap), not the possessive (your own tools, own transport).
  ownership:
    /\bownership\b|(?<!\b(?:our|their|your|its|my|his|her|the|an?) )\bowns?\b(?= (?:the|a|an|our|end|and|delivery|roadmap|all|this|it|every|them)\b)|end[- ]to[- ]end|from scratch|(?<![\d.:：])0\s*(?:to|→|-)\s*1(?![\d.:：])|greenfield|主导|独立负责|从零|全流程|牵头/i,
  design: /\bdesign(?:ing)?\b|architect(?:ure|ing)?|设计|架构|原型/i,
  leadership:
    /\blead(?:ing|s)?\b(?! times?| lists?| generation| sources?| teacher)|technical direction|set (?:the )?(?:technical )?strategy|influence|drive (?:the )?roadmap|带领|领导|影响他人|主导|牵头/i,
  research: /\bresearch\b|publish|publications?|papers?\b|patents?|论文|专利|研究/i,
  openSource: /open[- ]source|开源|github|\bCNCF\b|community contributions|社区贡献/i,
  frontier: /cutting[- ]edge|state[- ]of[- ]the[- ]art|frontier|next[- ]generation|novel\b|emerging|pioneer|前沿|新兴|下一代|最先进|开拓/i,
  scale:
    /\b\d[\d,.]*\s?(?:million|billion|bn)\b|\$\d+(?:\.\d+)?[BM]\b|(?<![$£€¥₹\d,.]\s?)\b\d{1,3}(?:,\d{3})+\s+(?!USD|EUR|GBP|CAD|AUD|a year|per|yearly|monthly|annual|base|OTE|salary|bonus|sign|(?:billable )?hours|billable|miles|words|students|patients|calls)[a-z]|\bat scale\b|large[- ]scale|大规模|海量|亿级|千万级|百万级|日均.{0,6}[万亿]|\d{3,}\s*多?\s*[家台座](?!\S*[元¥])|全球/i,
  legacy: /maintain(?:ing)? (?:a |our )?legacy|legacy (?:code|systems?)|support tickets|data entry|repetitive|维护(?:现有|老)系统/i,
  // Mission and domain.
  // Health and safety, a health certificate or a medical check are conditions of work, not its field.
  health:
    /\bhealth ?care|\bmedical\b(?! (?:check|exam|examination|certificate|clearance|insurance|cover|benefits?))|\bpatients?\b|\bclinic(?:s|al)?\b|therap(?:y|ies)|\bpharma|biotech|physiotherap|\bdental\b|diseases?\b|医疗|(?<!职业|身体)健康(?!证|体检|状况|良好)|医院|患者|诊所/i,
  climate:
    /\bclimate\b|renewable|\bcarbon\b|sustainab|energy transition|\butilities\b|water[- ]quality|heat pumps?|wind ?(?:farms?|parks?)|Windpark|turbines?|solar|新能源|碳中和|环保|可持续|风电|光伏/i,
  education: /\beducation\b|\blearners?\b|\bstudents?\b|(?<!high )\bschools?\b(?! diploma)|教育|学生/i,
  science:
    /\bscientific\b|(?<!computer |data |information |life )\bscience\b(?! degree)|\bscientists\b|drug discovery|scientific discovery|科研|(?<!计算机|数据|信息|材料)科学(?:研究|发现|仪器|计算|探索)|基础科学/i,
  accessibility: /accessib|inclusive design|disabilit|无障碍/i,
  publicGood:
    /non[- ]?profit|public sector|government|civic|charit|\bcommunity events\b|\btrust\b.*\bvenue\b|national agencies|公益|公共服务/i,
  smallBusiness:
    /small (?:shop owners|businesses|landlords|firms)|independent (?:clinics|gyms|holiday homes|grocers|physiotherapy|practices)|小微企业|个体商户/i,
  impact: /\bimpact\b|\bmission\b|meaningful|change the world|make a difference|lasting|社会价值|使命|影响力|改变世界|赋能/i,
  aiInfra: /\bAI\b|artificial intelligence|machine learning|deep learning|\bLLMs?\b|\bGPUs?\b|人工智能|大模型|深度学习|算力|AI基础设施/i,
  infrastructure: /infrastructure|platform|基础设施|平台|底层/i,
  outsourcing: /外包|驻场|劳务派遣|派遣|staffing agency|on behalf of (?:our|a) client|our client is|猎头/i,
  // Pay and benefits.
  healthInsurance:
    /(?:medical|dental|health|vision)(?:,? (?:and )?(?:dental|vision|medical))* (?:insurance|cover(?:age)?|plans?|benefits)|medical, dental|health, dental|dental and vision|private (?:medical|health)|五险一金|六险一金|五险|社保(?!补贴|补助)|补充医疗|商业保险|医疗保险|(?:年度|免费|每年|定期|员工)体检/i,
  retirement: /401\s?\(?k\)?|pension|retirement (?:plan|savings|match)|公积金|[五六]险(?:一金)?|养老保险|企业年金/i,
  // Equity research, private equity, home equity and "diversity, equity and inclusion" are no equity pay.
  equity:
    /(?<!private |home |pay |diversity,? |diversity, )\bequity\b(?! (?:research|analyst|markets?|capital|derivatives|trading|sales|and inclusion|& inclusion|, diversity))|\bstock\b(?! (?:room|control|clerk|associate|levels?|replenish|take|handler|count))|\bRSUs?\b|stock options|share options|股票|期权|股权/i,
  bonus: /\bbonus(?:es)?\b|年终奖|奖金|绩效奖|双薪|profit sharing|13th month|十三薪/i,
  paidLeave:
    /paid (?:time off|leave|vacation|holidays?)|\bPTO\b|parental leave|annual leave|\d+\s+(?:vacation )?days (?:of|paid)|(?:vacation|holiday) days|weeks? of (?:paid )?(?:leave|vacation)|birthday off|leave on your birthday|\bsick (?:time|leave|days|pay)\b|\bPTO accru\w*|带薪(?!培训|试岗|学习)|年假|育儿假|病假/i,
  perks:
    /learning budget|\bgym\b|free meals|\bmeals\b|stipend|allowance|home[- ]office budget|ski pass|free trips?|bike plan|transport(?:ation)? ticket|shuttle|free parking|salary packaging|餐补|交通补贴|住房补贴|团建|下午茶|免费班车|包吃|包住|工作餐|三餐|健身房|节日福利|员工旅游|餐饮补贴/i,
  competitiveWords: /competitive (?:salary|pay|compensation|package)|薪资有竞争力|待遇优厚|薪酬具有竞争力/i,
  salaryReview: /调薪|salary reviews?|pay reviews?/i,
  // How the work is done.
  collaboration:
    /collaborat|cross[- ]functional|partner(?:ing)? with|work(?:ing)? (?:closely )?with (?:our|the)|pair with|协作|协同|合作|配合/i,
  customers: /\bcustomers?\b|\bclients?\b|客户/i,
  userContact:
    /usability|customer interviews|user (?:research|interviews)|talk to [\w ]{0,20}(?:owners|users|customers)|research with|with (?:practising )?lawyers|present(?:s|ing)? (?:findings|results)? ?to|解答.{0,6}咨询|客户沟通/i,
  stakeholders: /stakeholders?|matrix|影响他人|矩阵|跨部门/i,
  ambiguity: /ambigu|self[- ]starter|autonomous|independently|without a spec|自驱|独立完成|主动性/i,
  learnAgility: /learn(?:ing)? (?:new|quickly|fast)|eager to learn|学习能力|适应新/i,
  communication: /communicat|沟通|表达|presentation/i,
  peopleManagement:
    /manage (?:a |the )?team|people manag|direct reports|\bline[- ]manag(?:e|es|ing|ement)\b|hiring and|build (?:and grow )?(?:a |the )?team|管理团队|团队管理|带团队|带领\d+人/i,
  // The terms of the job.
  workRights: /working rights|right to work|work(?:ing)? authori[sz]ation|visa sponsorship|work permit/i,
  licence: /licen[cs]e\b|certification|certificate|\bcertified\b|designation|\bCPR\b|证书|资格证|执业/i,
  firstHire:
    /\bfirst (?:dedicated )?[a-z]+ (?:hire|engineer|tester|designer|analyst)|\bour first (?:dedicated )?(?!week|day|month|year|priority|shift|step|time|client|customer|visit|call|order|store)|founding (?:engineer|member|team)|首位|第一位/i,
  teamSize:
    /team of (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\bwe are (?:a team of )?\d+ people|\d+\s*人(?:的)?团队|带领\d+人/i,
  companyStage: /\bprofitable\b|growing company|fast-growing|series [a-e]\b|已上市|上市公司|盈利/i,
  contractTerm:
    /\b(?:\w+)[- ]month contract|contract(?:or)? for (?:\w+) months|fixed[- ]term|temp[- ]to[- ](?:hire|perm)\w*|\b(?:through|until) (?:early |mid-?|late )?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|合同期|劳务合同/i,
  graduates:
    /应届|graduates? (?:welcome|scheme|programme)|recent graduates?|new grads?\b|no (?:prior |previous )?experience (?:needed|required|necessary)|无经验|接受无经验|可培养/i,
  appearance: /形象(?:好|佳|大方|气质)|身高|颜值|年龄\s*\d|\d+\s*岁以下|under \d+ years? old/i,
  // Results the work is measured by.
  throughput: /throughput|吞吐/i,
  latency: /latency|延迟|时延/i,
  memory: /memory(?: efficiency| footprint| usage| access)|内存效率|显存/i,
  performance: /\bperformance\b|性能|efficien|效率|optimi[sz]|优化|调优|speed ?up|faster/i,
  reliability: /reliab|availability|\bSLAs?\b|\bSLOs?\b|fault[- ]toleran|可靠性|稳定性|容错|高可用|弹性(?!工作|上班|工时|办公)/i,
  cost: /\bcosts?\b(?! of living)|成本/i,
  growthMetrics: /revenue|conversion|retention|user growth|\bgrowth\b(?! opportunit)|增长|转化|留存|\bGMV\b/i,
  safety: /\bsafety\b|injur|recordable|安全生产|安全检查/i,
  accuracy: /accura(?:te|cy)|correctness|reconcil|error[- ]free|准确|差错|对账/i,
} as const satisfies Record<string, RegExp>;

export type SignalId = keyof typeof SIGNALS;

type SectionName = 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'other';

export interface Sentence {
  text: string;
  section: SectionName;
}

/**
 * A run-on paragraph ("岗位要求及待遇如下：1、负责…；2、…；9、转正后缴纳五险…", common on 58同城 and in small
 * employers' ads) is one line of many items: each numbered item or sentence of it is a sentence of its own.
 */
function runOnItems(line: string): string[] {
  if (line.length <= 160) return [line];
  return line
    .split(/(?<=[。；;！？!?])\s*|(?<=[：:])\s*(?=\d{1,2}\s*[、．.)）](?!\d))/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A posting's text as sentences, each knowing which section it sits in. */
export function sentencesOf(sections: Record<Exclude<SectionName, 'other'>, string[]>, fullText: string, title: string): Sentence[] {
  const sentences: Sentence[] = [{ text: title, section: 'other' }];
  // "3、参与技术方案评审；" in the text is the section line "参与技术方案评审": one sentence, not two.
  const key = (line: string) =>
    line
      .replace(/^\s*(?:[•·\-*]|\d{1,2}\s*[.、．)）])\s*/, '')
      .replace(/[\s；;。.，,]+$/, '')
      .trim();
  const inSections = new Set<string>();
  for (const section of ['responsibilities', 'requirements', 'preferred', 'benefits'] as const) {
    for (const line of sections[section]) {
      sentences.push({ text: line, section });
      inSections.add(key(line));
    }
  }
  const seen = new Set<string>([key(title)]);
  for (const line of fullText.split('\n').flatMap(runOnItems)) {
    const text = line.replace(/^[•·\-*]\s*/, '').trim();
    const k = key(text);
    if (text && !inSections.has(k) && !seen.has(k)) {
      seen.add(k);
      sentences.push({ text, section: 'other' });
    }
  }
  return sentences;
}

export type SignalIndex = Map<SignalId, Sentence[]>;

/**
 * Signals that claim something of the job ("night shifts", "on call", "travel"): a sentence that rules them out
 * ("No overnight shifts", "不上夜班", "无需出差", "never on call") does not carry them. Signals whose own words
 * are the negation (weekends off, flexible hours, "不加班") are not in this list.
 */
const CLAIMS: ReadonlySet<SignalId> = new Set<SignalId>([
  'overtime',
  'onCall',
  'shifts',
  'weekendWork',
  'travel',
  'overtime996',
  'bigSmallWeek',
  'sixDayWeek',
  'outsourcing',
  'equity',
  'bonus',
  'mentorship',
  'learning',
  'legacy',
  'fastPaced',
  'timeZones',
  'healthInsurance',
  'retirement',
  'paidLeave',
  'perks',
]);
const HANDLED = /办理|缴费|代缴|核算|申报|发放|\b(?:administer|process|run|calculate|reconcile|audit|enrol(?:l|ling)?|track)\b/i;
/** What the job offers its worker: a duty that handles it ("办理社保、公积金缴费", "run payroll and 401(k)") offers nothing. */
const OFFERED: ReadonlySet<SignalId> = new Set<SignalId>(['healthInsurance', 'retirement', 'paidLeave', 'perks', 'equity', 'bonus']);

/** Whether every occurrence of the pattern in the text is ruled out by a negation just before it. */
function negatedEverywhere(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let seen = false;
  for (const match of text.matchAll(global)) {
    seen = true;
    if (!ruledOutAt(text, match.index)) return false;
  }
  return seen;
}

/**
 * "Our fitness center is available 24/7", "24/7 employee assistance line": a perk open around the clock, not a
 * worker on call (issue 26: on-call read from a gym's opening hours).
 */
const AROUND_THE_CLOCK_PERK = /24\s*[x×*/]\s*7|7\s*[x×*]\s*24|24小时/;
const ON_CALL_WORDS = /\bon[- ]?call\b|\brota\b|\broster\b|pager|值班|待命/i;

export function findSignals(sentences: readonly Sentence[]): SignalIndex {
  const index: SignalIndex = new Map();
  for (const [id, pattern] of Object.entries(SIGNALS) as [SignalId, RegExp][]) {
    const hits = sentences.filter(
      (s) =>
        s.text.length < 1_500 &&
        pattern.test(s.text) &&
        !(OFFERED.has(id) && s.section === 'responsibilities' && HANDLED.test(s.text)) &&
        !(CLAIMS.has(id) && negatedEverywhere(s.text, pattern)) &&
        !(id === 'onCall' && s.section === 'benefits' && AROUND_THE_CLOCK_PERK.test(s.text) && !ON_CALL_WORDS.test(s.text)),
    );
    if (hits.length > 0) index.set(id, hits);
  }
  return index;
}
