import type { Posting } from '../posting';

/**
 * The kind of role a posting is, from its title first and its skills second: used to compare
 * like with like in the market figures and to say where a role leads.
 */

export interface RoleFamily {
  id: string;
  label: { en: string; zh: string };
  /** Title words, English and Chinese. */
  title: RegExp;
  /** Where the role leads, by step: next role, and a longer path. */
  paths: { en: string[]; zh: string[] };
  /** What to review before interviews. */
  review: { en: string; zh: string };
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
    review: { en: 'computer architecture, operating systems, parallel computing and collective-communication algorithms', zh: '计算机体系结构、操作系统、并行计算与集合通信算法' },
  },
  {
    id: 'ml_engineering',
    label: { en: 'machine learning engineering', zh: '机器学习工程' },
    title: /machine learning|\bML\b|\bAI\b|\bLLM|deep learning|computer vision|\bNLP\b|recommend|ranking|algorithm|机器学习|算法|深度学习|大模型|推荐|视觉|自然语言/i,
    paths: { en: ['senior or staff ML engineer owning a model area', 'ML tech lead or research engineer', 'head of applied ML'], zh: ['负责一个模型方向的资深/专家级算法工程师', '算法技术负责人或研究工程师', '应用机器学习负责人'] },
    review: { en: 'ML fundamentals, model evaluation, training at scale and ML system design', zh: '机器学习基础、模型评估、大规模训练与机器学习系统设计' },
  },
  {
    id: 'data_science',
    label: { en: 'data science and analytics', zh: '数据科学与分析' },
    title: /data scien|data analy|analytics|business intelligence|\bBI\b|数据分析|数据科学|商业分析|数据挖掘/i,
    paths: { en: ['senior data scientist owning a product area', 'analytics lead or manager', 'head of data'], zh: ['负责业务线的资深数据科学家', '数据分析负责人/经理', '数据部门负责人'] },
    review: { en: 'statistics, experiment design, SQL and how you turned an analysis into a decision', zh: '统计学、实验设计、SQL，以及如何把分析变成决策' },
  },
  {
    id: 'data_engineering',
    label: { en: 'data engineering', zh: '数据工程' },
    title: /data engineer|\bETL\b|data platform|data warehouse|数据工程|数仓|数据开发|大数据/i,
    paths: { en: ['staff data engineer or data platform architect', 'data engineering lead'], zh: ['专家级数据工程师或数据平台架构师', '数据工程负责人'] },
    review: { en: 'data modelling, batch and streaming pipelines, and data quality', zh: '数据建模、批处理与流处理管道、数据质量' },
  },
  {
    id: 'platform_devops',
    label: { en: 'platform, SRE and DevOps', zh: '平台、SRE与运维开发' },
    title: /platform|\bSRE\b|site reliability|devops|infrastructure|cloud|kubernetes|运维|平台|基础架构|云/i,
    paths: { en: ['staff platform engineer or infrastructure architect', 'SRE or platform engineering lead'], zh: ['专家级平台工程师或基础架构架构师', 'SRE/平台工程负责人'] },
    review: { en: 'distributed systems, networking, incident response and capacity planning', zh: '分布式系统、网络、故障处理与容量规划' },
  },
  {
    id: 'security',
    label: { en: 'security', zh: '安全' },
    title: /security|appsec|infosec|penetration|安全/i,
    paths: { en: ['staff security engineer', 'security architect or CISO track'], zh: ['专家级安全工程师', '安全架构师或首席安全官方向'] },
    review: { en: 'threat modelling, common vulnerabilities and incident handling', zh: '威胁建模、常见漏洞与安全事件处理' },
  },
  {
    id: 'embedded_hardware',
    label: { en: 'embedded and hardware', zh: '嵌入式与硬件' },
    title: /embedded|firmware|\bASIC\b|\bFPGA\b|hardware|silicon|chip|verification|嵌入式|固件|芯片|硬件|验证/i,
    paths: { en: ['senior hardware or firmware architect', 'hardware engineering lead'], zh: ['资深硬件/固件架构师', '硬件工程负责人'] },
    review: { en: 'digital design or firmware fundamentals, debugging on real hardware', zh: '数字设计或固件基础、真机调试' },
  },
  {
    id: 'frontend',
    label: { en: 'front-end engineering', zh: '前端工程' },
    title: /front[- ]?end|\bweb\b|\bUI engineer|javascript|react|前端|网页/i,
    paths: { en: ['staff front-end engineer owning the web platform', 'front-end lead'], zh: ['负责Web平台的专家级前端工程师', '前端负责人'] },
    review: { en: 'browser rendering, state management, accessibility and web performance', zh: '浏览器渲染、状态管理、可访问性与Web性能' },
  },
  {
    id: 'mobile',
    label: { en: 'mobile engineering', zh: '移动端工程' },
    title: /\biOS\b|android|mobile|移动端|客户端|安卓/i,
    paths: { en: ['staff mobile engineer', 'mobile lead'], zh: ['专家级移动端工程师', '移动端负责人'] },
    review: { en: 'platform lifecycles, offline data, app performance and release practice', zh: '平台生命周期、离线数据、应用性能与发布流程' },
  },
  {
    id: 'qa',
    label: { en: 'quality and test engineering', zh: '质量与测试工程' },
    title: /\bQA\b|quality|\btest(?:ing)?\b|\bSDET\b|测试|质量/i,
    paths: { en: ['test architect or quality lead', 'move into development or SRE'], zh: ['测试架构师或质量负责人', '转向开发或SRE'] },
    review: { en: 'test strategy, automation frameworks and flaky-test hunting', zh: '测试策略、自动化框架与不稳定用例排查' },
  },
  {
    id: 'backend',
    label: { en: 'back-end engineering', zh: '后端工程' },
    title: /back[- ]?end|server|\bAPI\b|payments?|java|golang|\bgo\b|python|后端|服务端|服务器/i,
    paths: { en: ['staff back-end engineer or systems architect', 'tech lead of a service area', 'engineering manager'], zh: ['专家级后端工程师或系统架构师', '业务线技术负责人', '研发经理'] },
    review: { en: 'API and data design, concurrency, databases and distributed-system trade-offs', zh: '接口与数据设计、并发、数据库与分布式系统权衡' },
  },
  {
    id: 'product',
    label: { en: 'product management', zh: '产品管理' },
    title: /product (?:manager|owner|lead)|\bPM\b|产品经理|产品负责人|产品运营/i,
    paths: { en: ['senior or group product manager', 'head of product'], zh: ['高级/集团产品经理', '产品负责人'] },
    review: { en: 'product sense, prioritisation, metrics and stakeholder stories', zh: '产品感、优先级判断、指标与跨部门协作案例' },
  },
  {
    id: 'design',
    label: { en: 'design', zh: '设计' },
    title: /design(?:er)?|\bUX\b|\bUI\b|user research|设计师|交互|视觉设计|用户研究/i,
    paths: { en: ['senior or staff designer owning a product surface', 'design lead or manager'], zh: ['负责产品模块的资深/专家设计师', '设计负责人或经理'] },
    review: { en: 'your portfolio story: problem, research, iterations and outcome', zh: '作品集叙事：问题、研究、迭代与结果' },
  },
  {
    id: 'marketing',
    label: { en: 'marketing', zh: '市场营销' },
    title: /marketing|growth|brand|content|\bSEO\b|市场|营销|品牌|增长|新媒体/i,
    paths: { en: ['marketing lead for a channel or product', 'head of marketing'], zh: ['渠道或产品的市场负责人', '市场部门负责人'] },
    review: { en: 'campaign results with numbers, channel economics and positioning', zh: '有数据的营销案例、渠道投入产出与定位' },
  },
  {
    id: 'sales',
    label: { en: 'sales and customer success', zh: '销售与客户成功' },
    title: /sales|account (?:executive|manager)|business development|customer success|\bBD\b|销售|商务|客户经理|客户成功/i,
    paths: { en: ['senior account executive or team lead', 'sales manager'], zh: ['资深客户经理或销售组长', '销售经理'] },
    review: { en: 'your pipeline numbers, a deal you won and one you lost', zh: '你的业绩数据、赢单与丢单案例' },
  },
  {
    id: 'finance',
    label: { en: 'finance and accounting', zh: '财务与会计' },
    title: /finance|financial|accountant|accounting|controller|\bFP&A\b|audit|财务|会计|审计|税务/i,
    paths: { en: ['finance manager or controller', 'head of finance'], zh: ['财务经理或财务主管', '财务负责人'] },
    review: { en: 'close process, reporting standards and a model you built', zh: '结账流程、报表准则与你搭建的财务模型' },
  },
  {
    id: 'operations',
    label: { en: 'operations', zh: '运营' },
    title: /operations|logistics|supply chain|procurement|运营|物流|供应链|采购/i,
    paths: { en: ['operations manager', 'head of operations'], zh: ['运营经理', '运营负责人'] },
    review: { en: 'process metrics, a process you redesigned and vendor management', zh: '流程指标、你改造过的流程与供应商管理' },
  },
  {
    id: 'software',
    label: { en: 'software engineering', zh: '软件工程' },
    title: /engineer|developer|programmer|software|工程师|开发/i,
    paths: { en: ['senior then staff engineer', 'tech lead', 'engineering manager'], zh: ['资深再到专家级工程师', '技术负责人', '研发经理'] },
    review: { en: 'data structures, system design and the projects on your CV', zh: '数据结构、系统设计与简历上的项目' },
  },
];

export const OTHER_FAMILY: RoleFamily = {
  id: 'other',
  label: { en: 'this kind of role', zh: '这类岗位' },
  title: /$^/,
  paths: { en: ['a senior version of this role', 'a lead or manager of the function'], zh: ['该岗位的资深方向', '该职能的负责人或经理'] },
  review: { en: 'the requirements line by line, with one example for each', zh: '逐条对照任职要求，各准备一个例子' },
};

export function roleFamilyOf(posting: Pick<Posting, 'title' | 'tags'>): RoleFamily {
  const title = posting.title;
  const byTitle = ROLE_FAMILIES.find((family) => family.title.test(title));
  if (byTitle) return byTitle;
  const tags = posting.tags.join(' ');
  return ROLE_FAMILIES.find((family) => family.id !== 'software' && family.title.test(tags)) ?? OTHER_FAMILY;
}
