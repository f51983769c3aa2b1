import { saysLittle } from '../role-family';
import { cite, quote, type Finding, type Rule } from '../context';

/** Case questions by kind of role: how this kind of work is designed or planned. */
const FAMILY_CASES: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: {
    en: 'Design the communication layer for a training job on 1,000 GPUs: topology, collective algorithms, overlap with compute, and what happens when a node fails.',
    zh: '设计千卡规模训练任务的通信层：拓扑、集合通信算法、与计算的重叠，以及节点故障时如何处理。',
  },
  ml_engineering: {
    en: 'Design a system that trains, evaluates and serves this kind of model: data, features, training, serving, monitoring.',
    zh: '设计一套训练、评估并上线此类模型的系统：数据、特征、训练、服务与监控。',
  },
  data_engineering: {
    en: 'Design a pipeline that lands events from many sources into a warehouse with freshness and quality guarantees.',
    zh: '设计一条把多来源事件导入数仓的数据管道，保证时效与数据质量。',
  },
  data_science: {
    en: 'Design the metrics and the experiment for a product change: what decides launch or rollback?',
    zh: '为一次产品改动设计指标体系与实验：什么结果决定上线或回滚？',
  },
  backend: {
    en: "Design the core service of this team for ten times today's traffic: data model, APIs, failure modes.",
    zh: '为该团队的核心服务设计十倍于现在的流量承载方案：数据模型、接口与故障模式。',
  },
  platform_devops: {
    en: 'Design the deployment platform for 300 services across two regions: rollout, rollback, observability.',
    zh: '为跨两个区域的300个服务设计部署平台：发布、回滚与可观测性。',
  },
  frontend: {
    en: 'Design the front-end architecture of a large app several teams ship into: boundaries, state, performance budget.',
    zh: '设计一个多团队共同开发的大型前端应用架构：边界划分、状态管理与性能预算。',
  },
  mobile: {
    en: 'Design offline support for the app: what is stored on the phone, how it syncs, how conflicts resolve.',
    zh: '为应用设计离线能力：本地存什么、如何同步、冲突如何解决。',
  },
  software: {
    en: 'Design the next feature of this product end to end: data model, API, screens, rollout, and how you would know it worked.',
    zh: '端到端设计这个产品的下一个功能：数据模型、接口、界面、上线方式，以及如何判断它是否成功。',
  },
  qa: {
    en: 'Design the test strategy for a release: what runs on every merge, what runs nightly, and what blocks the release.',
    zh: '为一次发布设计测试策略：哪些用例每次合并都跑、哪些每晚跑、什么情况阻止发布。',
  },
  embedded_hardware: {
    en: 'Design the firmware architecture of a new board: tasks and priorities, drivers, how you test it before the hardware is final.',
    zh: '为一块新板卡设计固件架构：任务与优先级、驱动分层，以及硬件定型前如何测试。',
  },
  security: {
    en: 'Design the access model for an internal platform: identities, permissions, audit, and what happens when a key leaks.',
    zh: '为内部平台设计访问控制：身份、权限、审计，以及密钥泄露时怎么办。',
  },
  product: {
    en: 'Case: the main metric of your product area dropped 10% last week. How do you find out why and what do you do?',
    zh: '案例：你负责的产品核心指标上周下降了10%，你如何找出原因，又会做什么？',
  },
  design: {
    en: 'Case: redesign one flow of the product for a new group of users. How do you research, decide and measure?',
    zh: '案例：为一类新用户重新设计产品中的一个流程，你如何研究、决策并衡量效果？',
  },
  marketing: {
    en: 'Case: plan a launch with a fixed budget. Which channels, what targets, how will you know by week two?',
    zh: '案例：在固定预算下策划一次发布：选哪些渠道、定什么目标、第二周如何判断效果？',
  },
  sales: {
    en: 'Case: plan your first 90 days in this territory: which accounts, which pipeline target, how you track it.',
    zh: '案例：规划你在该区域的前90天：哪些客户、多少商机目标、如何跟踪。',
  },
  finance: {
    en: 'Case: a payment run is about to go out and the totals do not reconcile with the ledger. What do you check, in what order, and who do you tell?',
    zh: '案例：一批付款即将发出，但总额与总账对不上。你按什么顺序检查、通知谁？',
  },
  operations: {
    en: 'Case: two people call in sick before a full shift. How do you re-plan the work, keep it safe and tell the next shift?',
    zh: '案例：满负荷班次开始前有两人请病假。你如何重新安排工作、保证安全并与下一班交接？',
  },
  healthcare: {
    en: 'Case: you find a record that does not match the source. Walk us through what you check, what you document and whom you tell.',
    zh: '案例：你发现一条记录与原始资料不一致。请讲讲你要核对什么、记录什么、通知谁。',
  },
  support: {
    en: 'Case: one morning the queue doubles. How do you triage, who do you pull in, and what do you tell customers?',
    zh: '案例：某天咨询量突然翻倍。你如何分级处理、找谁支援、怎么安抚客户？',
  },
  retail_store: {
    en: 'Case: Saturday lunch, two staff short and a queue at the door. How do you re-plan the shift and keep service up?',
    zh: '案例：周六午高峰少了两名员工、门口排长队。你如何重新排班并保证服务质量？',
  },
  admin: {
    en: 'Case: organise an all-hands for 200 people in three weeks on a fixed budget. What do you book first and what can go wrong?',
    zh: '案例：三周内用固定预算组织一场200人的全员大会，你先落实什么？哪些环节容易出问题？',
  },
  events: {
    en: 'Case: the registration desk has a long queue and the badge printer fails. What do you do in the next ten minutes?',
    zh: '案例：签到台排起长队、胸牌打印机又坏了，接下来十分钟你怎么处理？',
  },
};

/** A story to prepare for each kind of role: where this kind of work goes wrong, told as behaviour. */
const FAMILY_STORIES: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: {
    en: 'Tell us about a performance problem that took you days to pin down. What finally gave it away?',
    zh: '讲一个你花了好几天才定位的性能问题：最后是什么线索让你找到了原因？',
  },
  ml_engineering: {
    en: 'Tell us about a model that looked good offline and disappointed in production. What did you learn?',
    zh: '讲一个离线效果好、上线后却不如预期的模型：你从中学到了什么？',
  },
  data_science: {
    en: 'Tell us about a time a stakeholder challenged your analysis. How did you defend it, or change it?',
    zh: '讲一次你的分析结论被业务方质疑的经历：你是如何坚持或修正的？',
  },
  data_engineering: {
    en: 'Tell us about a time bad data reached a report or a model. How did you find out, and what did you change?',
    zh: '讲一次脏数据流入报表或模型的经历：你是怎么发现的？之后做了哪些改进？',
  },
  backend: {
    en: 'Tell us about a production incident in a service you owned: what happened, what you did, and what you changed afterwards.',
    zh: '讲一次你负责的服务出现的线上事故：发生了什么、你做了什么、之后改进了什么？',
  },
  platform_devops: {
    en: 'Tell us about an outage you led the response to. What did the post-mortem change?',
    zh: '讲一次由你主导处理的故障：复盘之后改变了什么？',
  },
  frontend: {
    en: 'Tell us about a time you pushed back on a design or a requirement for performance or accessibility reasons.',
    zh: '讲一次你出于性能或可访问性考虑，对设计或需求提出异议的经历。',
  },
  mobile: {
    en: "Tell us about a release that went wrong on users' phones. How did you handle it?",
    zh: '讲一次在用户手机上出问题的版本发布：你是如何处理的？',
  },
  qa: {
    en: 'Tell us about a bug you caught that others had missed. How did you find it, and how did you convince the team it mattered?',
    zh: '讲一个别人漏掉、被你发现的缺陷：你是怎么发现的？又如何让团队重视它？',
  },
  embedded_hardware: {
    en: 'Tell us about a bug where the hardware and software teams first blamed each other. How did you settle it?',
    zh: '讲一个软硬件团队一开始互相“甩锅”的问题：你是如何查清并解决的？',
  },
  security: {
    en: 'Tell us about a time you had to tell a team their release was not safe to ship.',
    zh: '讲一次你不得不告诉团队“这个版本不安全、不能发布”的经历。',
  },
  product: {
    en: 'Tell us about a time you said no to an important stakeholder, and how it turned out.',
    zh: '讲一次你拒绝重要干系人需求的经历，结果如何？',
  },
  design: {
    en: 'Tell us about a time research proved your design wrong. What did you do next?',
    zh: '讲一次用户研究证明你的设计有问题的经历：你接下来怎么做的？',
  },
  marketing: {
    en: 'Tell us about a campaign that missed its target. What did you change?',
    zh: '讲一次没有达成目标的营销活动：你之后做了哪些调整？',
  },
  sales: {
    en: 'Tell us about a deal you lost late in the process. What would you do differently?',
    zh: '讲一次在后期丢掉的单子：如果重来你会怎么做？',
  },
  finance: {
    en: 'Tell us about an error you found in a figure others had already signed off. How did you raise it?',
    zh: '讲一次你在别人已经审核过的数字里发现差错的经历：你是如何提出的？',
  },
  operations: {
    en: 'Tell us about a shift where something went wrong: what you did first, and what you changed afterwards.',
    zh: '讲一次班上出问题的经历：你第一时间做了什么，之后改进了什么？',
  },
  healthcare: {
    en: 'Tell us about a time you followed procedure when it would have been quicker not to.',
    zh: '讲一次明明走捷径更快、你仍坚持按规范操作的经历。',
  },
  retail_store: {
    en: 'Tell us about a customer complaint you handled on the spot. What did you say, and what happened next?',
    zh: '讲一次你在门店现场处理顾客投诉的经历：你说了什么？后来怎样？',
  },
  admin: {
    en: 'Tell us about a time a supplier let you down just before an event or a deadline. What did you do?',
    zh: '讲一次供应商在活动或截止日前“掉链子”的经历：你是怎么处理的？',
  },
  events: {
    en: 'Tell us about a difficult guest or visitor and how you handled them.',
    zh: '讲一次你接待难缠来宾或访客的经历，你是如何处理的？',
  },
  software: {
    en: 'Tell us about a technical decision of yours that turned out wrong. How did you find out, and what did you do?',
    zh: '讲一个后来证明是错误的技术决定：你是怎么发现的？又做了什么？',
  },
};

const COMPILER_CASE = {
  en: 'Design how a new operator travels from the framework through the compiler to the chip: the IR levels, where scheduling decisions are made, and how you catch performance regressions.',
  zh: '设计一个新算子从框架经编译器到芯片的全过程：各层IR、调度决策发生在哪一层，以及如何发现性能回退。',
};
const KERNEL_CASE = {
  en: 'Design how you would make a slow GPU operator fast: how you profile it, choose tiling and memory layout, and prove the speed-up.',
  zh: '设计如何让一个很慢的GPU算子变快：如何做性能分析、选择分块与内存布局，并证明提速效果。',
};
const PATIENT_CASE = {
  en: 'Case: a patient arrives late and anxious while the next one is already waiting. How do you handle the appointment without cutting corners?',
  zh: '案例：一位患者迟到且很紧张，下一位患者已在等候。你如何在不降低标准的前提下完成这次诊疗？',
};

/** How to lay out an answer to a design question, layer by layer, for the families where that helps. */
const LAYERS: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: { en: 'application, framework, communication, hardware', zh: '应用层-框架层-通信层-硬件层' },
  ml_engineering: { en: 'data, features, training, serving, monitoring', zh: '数据-特征-训练-服务-监控' },
  data_engineering: { en: 'sources, ingestion, storage, modelling, serving', zh: '数据源-采集-存储-建模-服务' },
  backend: { en: 'clients, API, services, storage, failure handling', zh: '客户端-接口-服务-存储-容错' },
  platform_devops: { en: 'traffic, services, clusters, cloud accounts', zh: '流量-服务-集群-云账号' },
  frontend: { en: 'routing, state, rendering, network', zh: '路由-状态-渲染-网络' },
  embedded_hardware: { en: 'application, middleware, drivers, RTOS, hardware', zh: '应用-中间件-驱动-RTOS-硬件' },
};

type DutyKind = 'design' | 'migrate' | 'plan' | 'operate' | 'lead' | 'people' | 'analyse' | 'handle' | 'together';

/** What kind of duty a line is, by its verbs, strongest first. */
function kindOf(text: string, systems: boolean): DutyKind {
  const kind = verbKind(text);
  if (systems) return kind;
  return kind === 'design' || kind === 'migrate' ? 'plan' : kind === 'operate' ? 'handle' : kind;
}

/** The kind a duty's leading verb gives ("Talk to clinic owners about what to build" is talking), else its strongest verb. */
function verbKind(text: string): DutyKind {
  const head = /[\u4e00-\u9fff]/.test(text)
    ? text.replace(/^(?:负责|参与|协助|主导)/, '').slice(0, 4)
    : text.split(/\s+/).slice(0, 2).join(' ');
  // Talking to people or leading them at the head of the line decides it; otherwise the strongest verb does.
  const lead = head !== text ? strongestKind(head) : 'handle';
  return lead === 'people' || lead === 'lead' ? lead : strongestKind(text);
}

function strongestKind(text: string): DutyKind {
  if (
    /\b(?:coach|mentor|manage (?:a|the)|lead (?:a|the) (?:team|crew|night|shift)|review (?:their|designs))|带领|指导|带教|管理.{0,4}团队/i.test(
      text,
    )
  )
    return 'lead';
  if (/\b(?:migrat\w*|move|port|moving|replace)\b|迁移|改造|升级/i.test(text)) return 'migrate';
  if (/\b(?:design(?! reviews?\b| system)|architect|build|create|develop|prototype|write)\b|设计|架构|搭建|构建|建设|开发|编写/i.test(text))
    return 'design';
  if (/\b(?:present|talk|interviews?|surveys?|usability|research with|answer)\b|沟通|汇报|解答/i.test(text)) return 'people';
  if (/\b(?:run|operate|keep|maintain|monitor|upgrade|own the (?:\w+[- ])?platform)\b|维护|运维|保障|监控/i.test(text)) return 'operate';
  // Working alongside other teams is asked about once, by the collaboration question.
  if (/\b(?:pair|partner|work (?:closely )?with|collaborat\w*)\b|配合|协作|协同|合作|联调/i.test(text)) return 'together';
  if (/\b(?:analy[sz]e|profile|investigate|evaluate|reconcile|review)\b|分析|评估|研究|对账/i.test(text)) return 'analyse';
  return 'handle';
}

const ASK: Record<
  Exclude<DutyKind, 'together'>,
  { kind: 'technical' | 'system_design' | 'behavioural'; weight: number; en: (d: string) => string; zh: (d: string) => string }
> = {
  design: {
    kind: 'system_design',
    weight: 7,
    en: (d) => `Design what this duty describes: ${d}. Name the parts, how data flows, how it fails and how you would know it works.`,
    zh: (d) => `请设计职责中的${d}：说明组成部分、数据如何流转、可能怎样出错，以及如何验证效果。`,
  },
  plan: {
    kind: 'system_design',
    weight: 6,
    en: (d) =>
      `Plan how you would deliver ${d} in your first three months: what you would do first, what you would measure, and what could go wrong.`,
    zh: (d) => `请规划入职前三个月如何完成${d}：先做什么、用什么衡量、可能遇到什么问题。`,
  },
  migrate: {
    kind: 'system_design',
    weight: 7,
    en: (d) =>
      `Plan the change the posting names: ${d}. What are the phases, how do old and new run side by side, and how do you roll back?`,
    zh: (d) => `请规划职位提到的${d}：分几个阶段？新旧系统如何并行？出问题如何回退？`,
  },
  operate: {
    kind: 'technical',
    weight: 5,
    en: (d) =>
      `You would ${d.replace(/^“(\w)/, (_m, c: string) => `“${c.toLowerCase()}`)}. What do you watch day to day, what usually breaks first, and how do you hear of it before users do?`,
    zh: (d) => `岗位要${d}。你日常关注哪些指标？最常出问题的是哪里？如何在用户发现之前察觉？`,
  },
  lead: {
    kind: 'behavioural',
    weight: 6,
    en: (d) =>
      `The role includes ${d}. Tell us about someone you coached or a team you led: what did you do, and what changed because of it?`,
    zh: (d) => `岗位包括${d}。讲一个你带人或带团队的例子：你具体做了什么，带来了什么变化？`,
  },
  people: {
    kind: 'behavioural',
    weight: 5,
    en: (d) =>
      `${d} is part of the job. Tell us about a time you did this: how you prepared, and what you changed because of what you heard.`,
    zh: (d) => `${d}是日常工作的一部分。讲一次你这样做的经历：如何准备，听到反馈后改了什么？`,
  },
  analyse: {
    kind: 'technical',
    weight: 4,
    en: (d) => `How would you go about ${d}? Which data or tools would you start from, and what would you report?`,
    zh: (d) => `你会如何开展${d}？从哪些数据或工具入手，最终输出什么结论？`,
  },
  handle: {
    kind: 'technical',
    weight: 4,
    en: (d) => `How would you approach ${d} here: your first steps, the checks you make, and a time something like it went wrong?`,
    zh: (d) => `你会如何完成${d}？讲讲你的步骤、自查环节，以及一次类似工作出错的经历。`,
  },
};

/** Questions built from the duties the posting lists, a case for the kind of role, and how to answer them. */
export const rule: Rule = {
  id: 'interview-design',
  evaluate(ctx) {
    const { say, family } = ctx;
    const findings: Finding[] = [];
    const seen = new Set<DutyKind>();
    const systems = family.builds === true;
    // In on-site trades and unknown families the duty verbs mislead ("plan", "lead", "handle"): no duty questions.
    const duties = saysLittle(family) ? [] : ctx.duties.slice(0, 8);
    for (const duty of duties) {
      const kind = kindOf(duty.text, systems);
      // One question per kind of duty keeps the guide from repeating itself.
      if (kind === 'together' || seen.has(kind)) continue;
      const ask = ASK[kind];
      seen.add(kind);
      const line = cite(duty.text, 100);
      // Design, migration and planning questions are the posting's own case; the others give way to a question that knows the subject.
      findings.push({
        kind: 'question',
        questionKind: ask.kind,
        text: say(ask.en(line), ask.zh(line)),
        basedOn: duty.text,
        weight: ask.weight,
        ...(ask.kind === 'system_design' ? {} : { fromLine: true }),
      });
    }
    const patients =
      ['healthcare', 'nursing', 'allied_health'].includes(family.id) &&
      ctx.duties.some((d) => /patients?|cleanings?|x-rays?|care|患者|护理/i.test(d.text)) &&
      !ctx.duties.some((d) => /data|records?|forms?|trial|数据|记录/i.test(d.text));
    const has = (names: readonly string[]) => ctx.skills.some((s) => names.includes(s.name));
    const hpcCase =
      family.id !== 'hpc_ai_infra'
        ? undefined
        : has(['Compilers', 'LLVM', 'MLIR', 'TVM', 'XLA'])
          ? COMPILER_CASE
          : has(['NCCL', 'Collective communication', 'Distributed training', 'RDMA', 'Multi-GPU', 'Communication libraries'])
            ? undefined
            : KERNEL_CASE;
    const designed = findings.some((f) => f.kind === 'question' && f.questionKind === 'system_design');
    const familyCase = patients ? PATIENT_CASE : (hpcCase ?? (family.id === 'software' && designed ? undefined : FAMILY_CASES[family.id]));
    if (familyCase) {
      const anchor = ctx.duties.find((d) => ['design', 'migrate', 'plan'].includes(kindOf(d.text, systems))) ?? ctx.duties[0];
      findings.push({
        kind: 'question',
        questionKind: 'system_design',
        text: say(familyCase.en, familyCase.zh),
        basedOn: quote(anchor?.text ?? ctx.posting.title),
        weight: family.id === 'hpc_ai_infra' ? 8 : 5,
      });
    }
    const story = FAMILY_STORIES[family.id];
    if (story) {
      // A story the kind of role calls for rests on the role itself, not on one of its duties.
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(story.en, story.zh),
        basedOn: quote(ctx.posting.title),
        weight: 3,
      });
    }
    const layers = LAYERS[family.id];
    if (layers) {
      findings.push({
        kind: 'prep',
        text: say(
          `For design questions, go layer by layer (${layers.en}) before diving into one of them.`,
          `针对架构类问题，采用分层拆解法（${layers.zh}），先讲全局再深入一层。`,
        ),
        weight: 6,
      });
    }
    return findings;
  },
};
