import { quote, type Finding, type Rule } from '../context';

const DESIGN_DUTY = /\bdesign|architect|build|scal|prototype|设计|架构|搭建|构建|原型|建设/i;

const FAMILY_CASES: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: { en: 'Design the communication layer for a training job on 1,000 GPUs: topology, collective algorithms, overlap with compute, and what happens when a node fails.', zh: '设计千卡规模训练任务的通信层：拓扑、集合通信算法、与计算的重叠，以及节点故障时如何处理。' },
  ml_engineering: { en: 'Design a system that trains, evaluates and serves this kind of model: data, features, training, serving, monitoring.', zh: '设计一套训练、评估并上线此类模型的系统：数据、特征、训练、服务与监控。' },
  data_engineering: { en: 'Design a pipeline that lands events from many sources into a warehouse with freshness and quality guarantees.', zh: '设计一条把多来源事件导入数仓的数据管道，保证时效与数据质量。' },
  data_science: { en: 'Design the metrics and the experiment for a product change: what decides launch or rollback?', zh: '为一次产品改动设计指标体系与实验：什么结果决定上线或回滚？' },
  backend: { en: 'Design a service for the core flow of this team, at ten times today\'s traffic: data model, APIs, failure modes.', zh: '为该团队的核心流程设计一个服务，承载十倍于现在的流量：数据模型、接口与故障模式。' },
  platform_devops: { en: 'Design the deployment platform for 300 services across two regions: rollout, rollback, observability.', zh: '为跨两个区域的300个服务设计部署平台：发布、回滚与可观测性。' },
  frontend: { en: 'Design the front-end architecture of a large app several teams ship into: boundaries, state, performance budget.', zh: '设计一个多团队共同开发的大型前端应用架构：边界划分、状态管理与性能预算。' },
  mobile: { en: 'Design offline support for the app: what is stored on the phone, how it syncs, how conflicts resolve.', zh: '为应用设计离线能力：本地存什么、如何同步、冲突如何解决。' },
  product: { en: 'Case: the main metric of your product area dropped 10% last week. How do you find out why and what do you do?', zh: '案例：你负责的产品核心指标上周下降了10%，你如何找出原因，又会做什么？' },
  design: { en: 'Case: redesign one flow of the product for a new group of users. How do you research, decide and measure?', zh: '案例：为一类新用户重新设计产品中的一个流程，你如何研究、决策并衡量效果？' },
  marketing: { en: 'Case: plan a launch with a fixed budget. Which channels, what targets, how will you know by week two?', zh: '案例：在固定预算下策划一次发布：选哪些渠道、定什么目标、第二周如何判断效果？' },
  sales: { en: 'Case: plan your first 90 days in this territory: which accounts, which pipeline target, how you track it.', zh: '案例：规划你在该区域的前90天：哪些客户、多少商机目标、如何跟踪。' },
};

/** System design (or case) questions, built from the duties the posting itself lists. */
export const rule: Rule = {
  id: 'interview-design',
  evaluate(ctx) {
    const findings: Finding[] = [];
    const duties = ctx.sentences.filter((s) => s.section === 'responsibilities' && DESIGN_DUTY.test(s.text));
    for (const duty of duties.slice(0, 2)) {
      const line = quote(duty.text, 110);
      findings.push({
        kind: 'question',
        questionKind: 'system_design',
        text: ctx.say(`How would you design what this line describes: "${line}"? Name the components, the trade-offs and how you would measure success.`, `如果由你来做“${line}”，你会如何设计？说明组件划分、关键权衡与衡量标准。`),
        basedOn: duty.text,
        weight: 6,
      });
    }
    const familyCase = FAMILY_CASES[ctx.family.id];
    if (familyCase) {
      findings.push({ kind: 'question', questionKind: 'system_design', text: ctx.say(familyCase.en, familyCase.zh), basedOn: quote(duties[0]?.text ?? ctx.posting.title), weight: 7 });
    }
    if (ctx.family.id === 'hpc_ai_infra' || ctx.family.id === 'platform_devops' || ctx.family.id === 'backend') {
      findings.push({ kind: 'prep', text: ctx.say('For architecture questions, go layer by layer (application, framework, communication, hardware) before diving into one of them.', '针对架构类问题，采用分层拆解法（应用层-框架层-通信层-硬件层），体现全局视野。'), weight: 6 });
    }
    return findings;
  },
};
