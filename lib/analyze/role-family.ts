import type { Posting } from '../posting';

/**
 * The kind of role a posting is, from its title first and its skills second: used to compare
 * like with like in the market figures and to say where a role leads.
 */

type Texts = { en: string[]; zh: string[] };

export interface RoleFamily {
  id: string;
  label: { en: string; zh: string };
  /** Title words, English and Chinese. */
  title: RegExp;
  /** Where an experienced holder of the role goes next, and the longer path after that. */
  paths: Texts;
  /** The first steps after an internship or a first job in the family. */
  early: Texts;
  /** Where a manager or director of the function goes. */
  manage?: Texts;
  /** What to review before interviews. */
  review: { en: string; zh: string };
  /** The courses an intern or graduate should revise. */
  courses?: { en: string; zh: string };
}

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    id: 'hpc_ai_infra',
    label: { en: 'HPC and AI infrastructure', zh: '高性能计算与AI基础设施' },
    title: /\bHPC\b|high[- ]performance computing|AI (?:networking|infrastructure|systems?)|\bGPU\b|CUDA|\bcomms?\b|distributed (?:training|systems?)|compiler|kernel|高性能计算|算力|AI基础设施|分布式训练|编译器|内核/i,
    paths: {
      en: ['principal or distinguished architect setting the direction of a platform', 'technical director of an AI systems or HPC group', 'deep specialist in communication libraries, compilers or GPU performance, speaking for the field'],
      zh: ['首席/杰出架构师，主导平台级技术方向', 'AI系统或高性能计算团队的技术总监', '通信库、编译器或GPU性能方向的深度专家与技术布道者'],
    },
    early: {
      en: ['engineer on a communication-library, GPU-kernel or deep-learning compiler team', 'after a few years of kernel and communication work: HPC or AI-infrastructure specialist, then tech lead'],
      zh: ['通信库、GPU内核或深度学习编译器方向的工程师', '积累底层通信与内核优化经验后，成为高性能计算/AI基础设施专家，再到技术负责人'],
    },
    review: { en: 'computer architecture, operating systems, parallel computing and collective-communication algorithms', zh: '计算机体系结构、操作系统、并行计算与集合通信算法' },
    courses: { en: 'operating systems, computer networks, computer architecture and parallel computing', zh: '操作系统、计算机网络、计算机体系结构与并行计算' },
  },
  {
    id: 'ml_engineering',
    label: { en: 'machine learning engineering', zh: '机器学习工程' },
    title: /machine learning|\bML\b|\bAI\b|\bLLM|deep learning|computer vision|\bNLP\b|recommend|ranking|algorithm|机器学习|算法|深度学习|大模型|推荐|视觉|自然语言/i,
    paths: { en: ['senior or staff ML engineer owning a model area', 'ML tech lead or research engineer', 'head of applied ML'], zh: ['负责一个模型方向的资深/专家级算法工程师', '算法技术负责人或研究工程师', '应用机器学习负责人'] },
    early: { en: ['ML engineer owning one model in production', 'senior ML engineer for a product area'], zh: ['负责一个线上模型的算法工程师', '负责一条业务线的资深算法工程师'] },
    review: { en: 'ML fundamentals, model evaluation, training at scale and ML system design', zh: '机器学习基础、模型评估、大规模训练与机器学习系统设计' },
    courses: { en: 'linear algebra, probability and statistics, and machine-learning basics', zh: '线性代数、概率统计与机器学习基础' },
  },
  {
    id: 'data_science',
    label: { en: 'data science and analytics', zh: '数据科学与分析' },
    title: /data scien|data analy|analytics|business intelligence|\bBI\b|数据分析|数据科学|商业分析|数据挖掘/i,
    paths: { en: ['senior data scientist owning a product area', 'analytics lead or manager', 'head of data'], zh: ['负责业务线的资深数据科学家', '数据分析负责人/经理', '数据部门负责人'] },
    early: { en: ['analyst owning the metrics of one business area', 'senior analyst or data scientist running experiments'], zh: ['负责一个业务方向指标的数据分析师', '主导实验分析的资深分析师或数据科学家'] },
    review: { en: 'statistics, experiment design, SQL and how you turned an analysis into a decision', zh: '统计学、实验设计、SQL，以及如何把分析变成决策' },
    courses: { en: 'statistics, SQL and one analysis you can walk through end to end', zh: '统计学、SQL，以及一个能完整讲清楚的分析项目' },
  },
  {
    id: 'data_engineering',
    label: { en: 'data engineering', zh: '数据工程' },
    title: /data engineer|\bETL\b|data platform|data warehouse|数据工程|数仓|数据开发|大数据/i,
    paths: { en: ['staff data engineer or data platform architect', 'data engineering lead'], zh: ['专家级数据工程师或数据平台架构师', '数据工程负责人'] },
    early: { en: ['data engineer owning a set of pipelines', 'senior data engineer owning the warehouse model'], zh: ['负责一组数据管道的数据工程师', '负责数仓模型的资深数据工程师'] },
    review: { en: 'data modelling, batch and streaming pipelines, and data quality', zh: '数据建模、批处理与流处理管道、数据质量' },
    courses: { en: 'databases, SQL and distributed data processing', zh: '数据库原理、SQL与分布式数据处理' },
  },
  {
    id: 'platform_devops',
    label: { en: 'platform, SRE and DevOps', zh: '平台、SRE与运维开发' },
    title: /platform|\bSRE\b|site reliability|devops|infrastructure|cloud|kubernetes|运维|平台|基础架构|云/i,
    paths: { en: ['staff platform engineer or infrastructure architect', 'SRE or platform engineering lead'], zh: ['专家级平台工程师或基础架构架构师', 'SRE/平台工程负责人'] },
    early: { en: ['platform or SRE engineer on a service team', 'senior SRE owning the reliability of a product'], zh: ['业务团队的平台/SRE工程师', '负责一条产品线稳定性的资深SRE'] },
    review: { en: 'distributed systems, networking, incident response and capacity planning', zh: '分布式系统、网络、故障处理与容量规划' },
    courses: { en: 'operating systems, computer networks and Linux', zh: '操作系统、计算机网络与Linux' },
  },
  {
    id: 'security',
    label: { en: 'security', zh: '安全' },
    title: /security|appsec|infosec|penetration|安全/i,
    paths: { en: ['staff security engineer', 'security architect or CISO track'], zh: ['专家级安全工程师', '安全架构师或首席安全官方向'] },
    early: { en: ['security engineer on an application or cloud team', 'senior security engineer leading threat models'], zh: ['应用或云安全工程师', '主导威胁建模的资深安全工程师'] },
    review: { en: 'threat modelling, common vulnerabilities and incident handling', zh: '威胁建模、常见漏洞与安全事件处理' },
    courses: { en: 'networks, operating systems and cryptography basics', zh: '计算机网络、操作系统与密码学基础' },
  },
  {
    id: 'embedded_hardware',
    label: { en: 'embedded and hardware', zh: '嵌入式与硬件' },
    title: /embedded|firmware|\bASIC\b|\bFPGA\b|hardware|silicon|chip|verification|嵌入式|固件|芯片|硬件|验证/i,
    paths: { en: ['senior hardware or firmware architect', 'hardware engineering lead'], zh: ['资深硬件/固件架构师', '硬件工程负责人'] },
    early: { en: ['firmware engineer owning one board or module', 'senior embedded engineer leading a product from bring-up to mass production'], zh: ['负责一块板卡或一个模块的嵌入式工程师', '主导产品从调试到量产的资深嵌入式工程师'] },
    manage: { en: ['head of hardware and embedded R&D for several product lines', 'VP of engineering or CTO of a hardware company'], zh: ['负责多条产品线的软硬件研发负责人', '硬件公司的研发副总裁或CTO'] },
    review: { en: 'digital design or firmware fundamentals, debugging on real hardware', zh: '数字电路或固件基础、真机调试' },
    courses: { en: 'C, microcontrollers, digital circuits and real-time operating systems', zh: 'C语言、单片机、数字电路与实时操作系统' },
  },
  {
    id: 'frontend',
    label: { en: 'front-end engineering', zh: '前端工程' },
    title: /front[- ]?end|\bweb\b|\bUI engineer|javascript|react|前端|网页/i,
    paths: { en: ['staff front-end engineer owning the web platform', 'front-end lead'], zh: ['负责Web平台的专家级前端工程师', '前端负责人'] },
    early: { en: ['front-end engineer owning a product surface', 'senior front-end engineer owning the component library or build'], zh: ['负责一个产品模块的前端工程师', '负责组件库或前端工程化的资深前端'] },
    review: { en: 'browser rendering, state management, accessibility and web performance', zh: '浏览器渲染、状态管理、可访问性与Web性能' },
    courses: { en: 'JavaScript, browser basics and one project you can demo', zh: 'JavaScript、浏览器原理，以及一个能演示的项目' },
  },
  {
    id: 'mobile',
    label: { en: 'mobile engineering', zh: '移动端工程' },
    title: /\biOS\b|android|mobile|移动端|客户端|安卓/i,
    paths: { en: ['staff mobile engineer', 'mobile lead'], zh: ['专家级移动端工程师', '移动端负责人'] },
    early: { en: ['mobile engineer owning a feature area', 'senior mobile engineer owning app performance or releases'], zh: ['负责一个功能模块的移动端工程师', '负责性能或发布流程的资深移动端工程师'] },
    review: { en: 'platform lifecycles, offline data, app performance and release practice', zh: '平台生命周期、离线数据、应用性能与发布流程' },
  },
  {
    id: 'qa',
    label: { en: 'quality and test engineering', zh: '质量与测试工程' },
    title: /\bQA\b|quality|\btest(?:ing)?\b|tester|\bSDET\b|测试|质量/i,
    paths: { en: ['test architect or quality lead', 'move into development or SRE'], zh: ['测试架构师或质量负责人', '转向开发或SRE'] },
    early: { en: ['test engineer owning the automation of a product', 'senior test engineer or test architect'], zh: ['负责一个产品自动化测试的测试工程师', '资深测试开发或测试架构师'] },
    review: { en: 'test strategy, automation frameworks and flaky-test hunting', zh: '测试策略、自动化框架与不稳定用例排查' },
  },
  {
    id: 'backend',
    label: { en: 'back-end engineering', zh: '后端工程' },
    title: /back[- ]?end|server|\bAPI\b|payments?|java|golang|\bgo\b|python|kotlin|后端|服务端|服务器/i,
    paths: { en: ['staff back-end engineer or systems architect', 'tech lead of a service area', 'engineering manager'], zh: ['专家级后端工程师或系统架构师', '业务线技术负责人', '研发经理'] },
    early: { en: ['back-end engineer owning a service', 'senior back-end engineer owning a domain'], zh: ['负责一个服务的后端工程师', '负责一个业务域的资深后端工程师'] },
    review: { en: 'API and data design, concurrency, databases and distributed-system trade-offs', zh: '接口与数据设计、并发、数据库与分布式系统权衡' },
    courses: { en: 'data structures, databases, operating systems and networks', zh: '数据结构、数据库、操作系统与计算机网络' },
  },
  {
    id: 'product',
    label: { en: 'product management', zh: '产品管理' },
    title: /product (?:manager|owner|lead)|\bPM\b|产品经理|产品负责人|产品运营/i,
    paths: { en: ['senior or group product manager', 'head of product'], zh: ['高级/集团产品经理', '产品负责人'] },
    early: { en: ['product manager owning one feature area', 'senior product manager owning a product line'], zh: ['负责一个功能模块的产品经理', '负责一条产品线的高级产品经理'] },
    review: { en: 'product sense, prioritisation, metrics and stakeholder stories', zh: '产品感、优先级判断、指标与跨部门协作案例' },
  },
  {
    id: 'design',
    label: { en: 'design', zh: '设计' },
    title: /design(?:er)?|\bUX\b|\bUI\b|user research|设计师|交互|视觉设计|用户研究/i,
    paths: { en: ['senior or staff designer owning a product surface', 'design lead or manager'], zh: ['负责产品模块的资深/专家设计师', '设计负责人或经理'] },
    early: { en: ['product designer owning a flow end to end', 'senior designer owning a product surface'], zh: ['端到端负责一个流程的产品设计师', '负责一个产品模块的资深设计师'] },
    review: { en: 'your portfolio story: problem, research, iterations and outcome', zh: '作品集叙事：问题、研究、迭代与结果' },
  },
  {
    id: 'healthcare',
    label: { en: 'clinical and health care', zh: '临床与医疗健康' },
    title: /clinical|dental|hygienist|nurse|nursing|physician|pharmac|therap|medical|临床|医生|护士|护理|药师|医疗|口腔/i,
    paths: { en: ['senior clinical role or team lead', 'clinical operations or practice manager'], zh: ['资深临床岗位或组长', '临床运营或诊所/科室管理'] },
    early: { en: ['the same role with a wider scope after a year or two', 'senior or lead in the same clinical function'], zh: ['一两年后承担更大范围的同类岗位', '同一临床职能的资深或组长'] },
    review: { en: 'the regulations and procedures the role names, and a case you handled by the book', zh: '岗位提到的法规与操作规范，以及一个严格按规范处理的案例' },
  },
  {
    id: 'marketing',
    label: { en: 'marketing', zh: '市场营销' },
    title: /marketing|growth|brand|content|\bSEO\b|市场|营销|品牌|增长|新媒体/i,
    paths: { en: ['marketing lead for a channel or product', 'head of marketing'], zh: ['渠道或产品的市场负责人', '市场部门负责人'] },
    early: { en: ['marketing specialist owning a channel', 'marketing manager for a product or region'], zh: ['负责一个渠道的市场专员', '负责一个产品或区域的市场经理'] },
    review: { en: 'campaign results with numbers, channel economics and positioning', zh: '有数据的营销案例、渠道投入产出与定位' },
  },
  {
    id: 'support',
    label: { en: 'customer support', zh: '客户支持' },
    title: /customer support|customer service|support (?:lead|agent|specialist)|help ?desk|客服|客户支持|售后/i,
    paths: { en: ['support manager for several markets', 'head of customer experience'], zh: ['负责多个市场的客服经理', '客户体验负责人'] },
    early: { en: ['senior support agent or team lead', 'support operations or quality specialist'], zh: ['资深客服或客服组长', '客服运营或质检专员'] },
    review: { en: 'your support numbers (response time, satisfaction, backlog) and one escalation you handled', zh: '你的客服数据（响应时长、满意度、积压量）和一次升级投诉的处理' },
  },
  {
    id: 'sales',
    label: { en: 'sales and customer success', zh: '销售与客户成功' },
    title: /sales|account (?:executive|manager)|business development|customer success|\bBD\b|销售|商务|客户经理|客户成功/i,
    paths: { en: ['senior account executive or team lead', 'sales manager'], zh: ['资深客户经理或销售组长', '销售经理'] },
    early: { en: ['account executive with your own territory', 'senior account executive or team lead'], zh: ['负责独立区域的客户经理', '资深客户经理或销售组长'] },
    review: { en: 'your pipeline numbers, a deal you won and one you lost', zh: '你的业绩数据、赢单与丢单案例' },
  },
  {
    id: 'finance',
    label: { en: 'finance and accounting', zh: '财务与会计' },
    title: /finance|financial|accountant|accounting|controller|payroll|\bFP&A\b|audit|财务|会计|审计|税务|薪酬核算/i,
    paths: { en: ['finance manager or controller', 'head of finance'], zh: ['财务经理或财务主管', '财务负责人'] },
    early: { en: ['senior analyst owning a process end to end (payroll, close, reporting)', 'finance or payroll manager'], zh: ['端到端负责一个流程（薪酬、结账、报表）的资深专员', '财务或薪酬主管'] },
    review: { en: 'close and reconciliation steps, the rules the role names, and a figure you found wrong and fixed', zh: '结账与对账流程、岗位提到的法规，以及一次你发现并纠正的差错' },
  },
  {
    id: 'retail_store',
    label: { en: 'retail and store management', zh: '门店与零售管理' },
    title: /store manager|shop manager|retail|店长|门店|店员|导购/i,
    paths: { en: ['store manager', 'area manager over several stores'], zh: ['门店店长', '管理多家门店的区域经理'] },
    early: { en: ['assistant store manager, then store manager', 'area or regional operations'], zh: ['副店长，再到店长', '区域督导或区域运营'] },
    review: { en: 'store figures (sales, staff hours, service scores) and a shift you turned around', zh: '门店数据（营业额、排班工时、服务评分）和一次你扭转局面的班次' },
  },
  {
    id: 'operations',
    label: { en: 'operations', zh: '运营' },
    title: /operations|logistics|supply chain|procurement|warehouse|dock|运营|物流|供应链|采购|仓储|仓库/i,
    paths: { en: ['operations manager', 'head of operations'], zh: ['运营经理', '运营负责人'] },
    early: { en: ['shift or team lead', 'operations manager for a site'], zh: ['班组长', '站点运营经理'] },
    review: { en: 'process metrics, a process you redesigned and how you keep a team safe', zh: '流程指标、你改造过的流程，以及如何保证团队安全' },
  },
  {
    id: 'admin',
    label: { en: 'office administration', zh: '行政' },
    title: /administrat|office manager|receptionist|executive assistant|行政|前台|文员|助理/i,
    paths: { en: ['office or administration manager', 'head of workplace or general affairs'], zh: ['行政主管或经理', '行政/综合事务负责人'] },
    early: { en: ['senior administrator owning purchasing and events', 'office manager'], zh: ['负责采购与活动的资深行政', '行政主管'] },
    review: { en: 'budgets you kept, suppliers you managed and an event you organised', zh: '你管理过的预算、供应商和组织过的活动' },
  },
  {
    id: 'events',
    label: { en: 'events and guest service', zh: '会展与接待' },
    title: /event|reception|hostess|hospitality|展会|会展|接待|礼仪|活动执行/i,
    paths: { en: ['event coordinator', 'event or venue manager'], zh: ['活动执行/会展专员', '活动或场馆经理'] },
    early: { en: ['regular event staff for the same organiser', 'event coordinator'], zh: ['同一主办方的长期会展人员', '活动执行专员'] },
    review: { en: 'how you greet, direct and answer guests, and a difficult guest you handled', zh: '接待、引导与答疑的流程，以及一次处理难缠来宾的经历' },
  },
  {
    id: 'software',
    label: { en: 'software engineering', zh: '软件工程' },
    title: /engineer|developer|programmer|software|工程师|开发/i,
    paths: { en: ['senior then staff engineer', 'tech lead', 'engineering manager'], zh: ['资深再到专家级工程师', '技术负责人', '研发经理'] },
    early: { en: ['software engineer owning a component', 'senior engineer owning a system'], zh: ['负责一个模块的软件工程师', '负责一个系统的资深工程师'] },
    review: { en: 'data structures, system design and the projects on your CV', zh: '数据结构、系统设计与简历上的项目' },
    courses: { en: 'data structures, algorithms, operating systems and networks', zh: '数据结构、算法、操作系统与计算机网络' },
  },
];

export const OTHER_FAMILY: RoleFamily = {
  id: 'other',
  label: { en: 'this kind of role', zh: '这类岗位' },
  title: /$^/,
  paths: { en: ['a senior version of this role', 'a lead or manager of the function'], zh: ['该岗位的资深方向', '该职能的负责人或经理'] },
  early: { en: ['the same role with more scope', 'a senior or lead version of this role'], zh: ['承担更大范围的同类岗位', '该岗位的资深或组长方向'] },
  review: { en: 'the requirements line by line, with one example for each', zh: '逐条对照任职要求，各准备一个例子' },
};

export function roleFamilyOf(posting: Pick<Posting, 'title' | 'tags'>): RoleFamily {
  const title = posting.title;
  const byTitle = ROLE_FAMILIES.find((family) => family.title.test(title));
  if (byTitle) return byTitle;
  const tags = posting.tags.join(' ');
  return ROLE_FAMILIES.find((family) => family.id !== 'software' && family.title.test(tags)) ?? OTHER_FAMILY;
}
