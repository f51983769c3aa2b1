/**
 * What a posting says, as named signals found in its own sentences (English and Chinese).
 * Rules read signals, never raw text, so that each phrase list lives in one place.
 */

export const SIGNALS = {
  // Hours and pressure.
  overtime996: /\b996\b|九九六|早九晚九/i,
  bigSmallWeek: /大小周|单休/,
  overtime: /加班|\bovertime\b|long hours|extended hours|weekend work|work(?:ing)? weekends|抗压|承受.{0,6}压力|高强度|high[- ]pressure|高压/i,
  onCall: /on[- ]?call|pager ?duty|值班|7\s*[x×*]\s*24|24\s*[x×*/]\s*7|随时响应/i,
  shifts: /night shifts?|rotating shifts?|倒班|夜班|轮班/i,
  travel: /travel(?:ling)? (?:up to )?\d{1,3}\s?%|frequent travel|travel (?:is )?required|willing(?:ness)? to travel|经常出差|出差/i,
  timeZones: /time[- ]?zones?|多时区|跨时区|across (?:regions|continents|geographies)|distributed (?:global )?team|多国/i,
  fastPaced: /fast[- ]paced|快节奏|startup pace|hyper[- ]?growth|迅速变化/i,
  flexibleHours: /flexible (?:hours|working|schedule|work)|弹性(?:工作|上班|工时|办公)|work[- ]life balance|双休|不加班|unlimited (?:pto|vacation)|generous (?:leave|pto|vacation)|4[- ]day (?:work ?)?week|no meetings? (?:day|wednesday)/i,
  // Growth.
  mentorship: /mentor(?:ship|ing)?\b|coaching|导师|带教|传帮带|培养计划/i,
  learning: /learning (?:budget|stipend)|training budget|conference|tuition|professional development|培训|学习机会|成长空间|晋升|学习氛围|技术分享/i,
  ownership: /\bown(?:ership|s)?\b(?! car)|end[- ]to[- ]end|from scratch|0\s*(?:to|→|-)\s*1|greenfield|主导|独立负责|从零|全流程|牵头/i,
  design: /\bdesign(?:ing)?\b|architect(?:ure|ing)?|设计|架构|原型/i,
  leadership: /\blead(?:ing|s)?\b|technical direction|set (?:the )?(?:technical )?strategy|influence|drive (?:the )?roadmap|带领|领导|引导|影响他人|推动/i,
  research: /\bresearch\b|publish|publications?|papers?\b|patents?|论文|专利|研究/i,
  openSource: /open[- ]source|开源|github/i,
  frontier: /cutting[- ]edge|state[- ]of[- ]the[- ]art|frontier|next[- ]generation|novel\b|emerging|pioneer|前沿|新兴|下一代|最先进|开拓/i,
  scale: /\b(?:billions?|millions?|\d+\s?[mbk]\+?)\s+(?:of\s+)?(?:users|requests|customers|devices|transactions|people|practices|patients)|at scale|large[- ]scale|大规模|海量|亿级|千万级|全球/i,
  legacy: /maintain(?:ing)? (?:a |our )?legacy|legacy (?:code|systems?)|support tickets|data entry|repetitive|维护(?:现有|老)系统/i,
  // Mission and domain.
  health: /\bhealth ?care|\bmedical\b|\bpatients?\b|\bclinic(?:s|al)?\b|医疗|健康|医院|患者/i,
  climate: /\bclimate\b|renewable|\bcarbon\b|sustainab|energy transition|utilities|新能源|碳中和|环保|可持续/i,
  education: /\beducation\b|\blearners?\b|\bstudents?\b|\bschools?\b|教育|学生/i,
  science: /\bscientific\b|(?<!computer |data |information )\bscience\b(?! degree)|drug discovery|scientific discovery|科研|(?<!计算机|数据|信息|材料)科学(?!家|与技术|技术)/i,
  accessibility: /accessib|inclusive design|disabilit|无障碍/i,
  publicGood: /non[- ]?profit|public sector|government|civic|公益|公共服务/i,
  impact: /\bimpact\b|\bmission\b|meaningful|change the world|make a difference|lasting|社会价值|使命|影响力|改变世界|赋能/i,
  aiInfra: /\bAI\b|artificial intelligence|machine learning|deep learning|\bLLMs?\b|\bGPUs?\b|人工智能|大模型|深度学习|算力|AI基础设施/i,
  infrastructure: /infrastructure|platform|基础设施|平台|底层/i,
  outsourcing: /外包|驻场|劳务派遣|派遣|staffing agency|on behalf of (?:our|a) client|our client is|猎头/i,
  // Pay and benefits.
  healthInsurance: /medical|dental|vision|health (?:insurance|coverage|benefits)|五险一金|六险一金|补充医疗|商业保险|医疗保险/i,
  retirement: /401\s?\(?k\)?|pension|retirement|公积金|企业年金/i,
  equity: /\bequity\b|\bstock\b|\bRSUs?\b|stock options|股票|期权|股权/i,
  bonus: /\bbonus(?:es)?\b|年终奖|奖金|绩效奖|profit sharing|13th month|十三薪/i,
  paidLeave: /paid (?:time off|leave|vacation|holidays?)|\bPTO\b|parental leave|带薪|年假|育儿假|病假/i,
  perks: /learning budget|\bgym\b|free meals|meals|stipend|餐补|交通补贴|住房补贴|团建|下午茶|免费班车/i,
  competitiveWords: /competitive (?:salary|pay|compensation|package)|薪资有竞争力|待遇优厚|薪酬具有竞争力/i,
  // How the work is done.
  collaboration: /collaborat|cross[- ]functional|partner(?:ing)? with|work(?:ing)? closely|协作|协同|合作|配合/i,
  customers: /\bcustomers?\b|\bclients?\b|客户/i,
  stakeholders: /stakeholders?|matrix|影响他人|矩阵|跨部门/i,
  ambiguity: /ambigu|self[- ]starter|autonomous|independently|自驱|独立完成|主动性/i,
  communication: /communicat|沟通|表达|presentation/i,
  peopleManagement: /manage (?:a |the )?team|people manag|direct reports|hiring and|build (?:and grow )?(?:a |the )?team|管理团队|团队管理|带团队/i,
  // Results the work is measured by.
  throughput: /throughput|吞吐/i,
  latency: /latency|延迟|时延/i,
  memory: /memory(?: efficiency| footprint| usage| access)?|内存|显存/i,
  performance: /\bperformance\b|性能|efficien|效率|optimi[sz]|优化|调优/i,
  reliability: /reliab|availability|\bSLAs?\b|fault[- ]toleran|可靠性|稳定性|容错|高可用|弹性/i,
  cost: /\bcost(?:s)?\b|成本/i,
  growthMetrics: /revenue|conversion|retention|\bgrowth\b|增长|转化|留存|\bGMV\b/i,
} as const satisfies Record<string, RegExp>;

export type SignalId = keyof typeof SIGNALS;

export type SectionName = 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'other';

export interface Sentence {
  text: string;
  section: SectionName;
}

/** A posting's text as sentences, each knowing which section it sits in. */
export function sentencesOf(sections: Record<Exclude<SectionName, 'other'>, string[]>, fullText: string, title: string): Sentence[] {
  const sentences: Sentence[] = [{ text: title, section: 'other' }];
  const inSections = new Set<string>();
  for (const section of ['responsibilities', 'requirements', 'preferred', 'benefits'] as const) {
    for (const line of sections[section]) {
      sentences.push({ text: line, section });
      inSections.add(line);
    }
  }
  for (const line of fullText.split('\n')) {
    const text = line.replace(/^[•·\-*]\s*/, '').trim();
    if (text && !inSections.has(text)) sentences.push({ text, section: 'other' });
  }
  return sentences;
}

export type SignalIndex = Map<SignalId, Sentence[]>;

export function findSignals(sentences: readonly Sentence[]): SignalIndex {
  const index: SignalIndex = new Map();
  for (const [id, pattern] of Object.entries(SIGNALS) as [SignalId, RegExp][]) {
    const hits = sentences.filter((s) => s.text.length < 1_500 && pattern.test(s.text));
    if (hits.length > 0) index.set(id, hits);
  }
  return index;
}
