import { cite, excerpt, listOf, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { matchSkills } from '../../normalize/skills';
import { postingMetrics } from '../metrics';
import { coreTools } from '../tools';

/** What to attach, by kind of role: proof beats claims. */
const EVIDENCE: Record<string, { en: string; zh: string }> = {
  hpc_ai_infra: {
    en: 'benchmark results (before and after, hardware and scale stated)',
    zh: '性能基准测试数据（前后对比，注明硬件与规模）',
  },
  ml_engineering: { en: 'model results with the metric and the baseline you beat', zh: '模型效果数据，注明指标与对比基线' },
  data_science: { en: 'an analysis or dashboard you built, with the decision it changed', zh: '你做过的分析或看板，以及它改变的决策' },
  data_engineering: {
    en: 'a pipeline you built, with its volume, freshness and the data-quality checks you wrote',
    zh: '你搭建的数据管道：数据量、时效与数据质量校验',
  },
  backend: {
    en: 'a short design note of a service you built, with its load and latency figures',
    zh: '你负责过的服务的简短设计说明，附负载与延迟数据',
  },
  platform_devops: { en: 'an infrastructure-as-code repository or a post-mortem you wrote', zh: '基础设施即代码仓库或你写过的故障复盘' },
  frontend: {
    en: 'a live link or repository of something you built, with its performance scores',
    zh: '可访问的作品链接或代码仓库，附性能评分',
  },
  mobile: { en: 'store links to apps you shipped, with ratings or crash-free figures', zh: '你发布过的应用链接，附评分或崩溃率数据' },
  qa: { en: 'a test suite you built, with its run time and the bugs it caught', zh: '你搭建的测试套件，附运行时长和拦截的缺陷' },
  embedded_hardware: { en: 'test results or scope captures from a board you brought up', zh: '你调试过的板卡的测试结果或示波器截图' },
  security: { en: 'a finding you reported or a threat model you wrote (redacted)', zh: '你提交过的漏洞报告或威胁建模文档（脱敏）' },
  design: { en: 'a portfolio link with two or three case studies', zh: '作品集链接，含两三个完整案例' },
  product: { en: 'a spec you wrote and the metric it moved', zh: '你写过的需求文档以及它带来的指标变化' },
  marketing: { en: 'campaign results with spend, reach and conversion', zh: '营销案例数据：投入、覆盖与转化' },
  sales: { en: 'your quota attainment for the last two years', zh: '近两年的业绩达成率' },
  finance: {
    en: 'the volumes you handled (entries, reconciliations, payments) and your error rate',
    zh: '你处理过的业务量（凭证、对账、收付款笔数）及差错率',
  },
  operations: {
    en: 'figures from shifts or sites you ran: volume, staff led, safety record',
    zh: '你管理过的班组或站点数据：业务量、带队人数、安全记录',
  },
  healthcare: {
    en: 'copies of your licences and certificates, and the volume of cases you handled',
    zh: '执业证书复印件以及你处理过的病例/项目量',
  },
  support: {
    en: 'your support figures: first-response time, satisfaction score, tickets a day',
    zh: '你的客服数据：首响时长、满意度、日均工单量',
  },
  retail_store: {
    en: 'store figures from shifts you ran: sales, staff hours, service scores',
    zh: '你管理过的门店/班次数据：营业额、工时、服务评分',
  },
  software: { en: 'a repository or a short write-up of a system you built', zh: '代码仓库或一个你搭建的系统的简短说明' },
};

const CLINICAL_DATA_EVIDENCE = {
  en: 'a redacted data management plan or edit-check list, and the studies you took to database lock',
  zh: '脱敏的数据管理计划或逻辑核查清单，以及你参与完成数据库锁定的项目',
};

/** Strategy items built from the posting's own skills and measures. */
export const rule: Rule = {
  id: 'skill-strategy',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    const metrics = postingMetrics(ctx);
    if (metrics.length > 0) {
      const names = metrics.map((m) => say(m.metric.en, m.metric.zh));
      const example = metrics[0]!.metric.example;
      findings.push({
        kind: 'strategy',
        id: 'quantify-metrics',
        // Software and systems work is told by projects and measured; elsewhere a duty's "核对" or "accurate" is care the
        // work turns on, shown with one figure from past work, not a measure the posting sets.
        text:
          ctx.family.builds === true
            ? say(
                `Quantify your gains in ${listOf(ctx, names)}: before and after numbers for each project (e.g. "${example.en}").`,
                `量化你在${listOf(ctx, names)}上的提升：每个项目给出前后对比数据（如“${example.zh}”）。`,
              )
            : say(
                `Bring one figure on ${listOf(ctx, names)} from your past work (e.g. "${example.en}").`,
                `准备一个过往工作中关于${listOf(ctx, names)}的数字（如“${example.zh}”）。`,
              ),
        why:
          ctx.family.builds === true
            ? say(
                `The posting measures the work by them: ${cite(metrics[0]!.line, 90)}`,
                `职位用这些指标衡量工作：${cite(metrics[0]!.line, 60)}`,
              )
            : say(`The duties turn on it: ${cite(metrics[0]!.line, 90)}`, `职责与此相关：${cite(metrics[0]!.line, 60)}`),
        weight: 10,
      });
    }
    // The family most of the must-haves belong to is the core of the job: list that work skill by skill.
    const counts = new Map<string, string[]>();
    for (const name of coreTools(ctx)) {
      const skill = ctx.mustSkills.find((s) => s.name === name)!;
      if (skill.family === 'language' && coreTools(ctx).length > 3) continue;
      counts.set(skill.family, [...(counts.get(skill.family) ?? []), skill.name]);
    }
    const core = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    // A rider's or a cook's words that look like skills (结算, "cash") are no work to list skill by skill.
    if (core && !saysLittle(ctx.family)) {
      const names = [...new Set(core[1])].slice(0, 4);
      const line = ctx.mustSkills.find((s) => s.name === names[0])!.evidence;
      findings.push({
        kind: 'strategy',
        id: 'list-core-skills',
        text:
          ctx.family.builds === true
            ? say(
                `List your ${names.map(ctx.label).join('/')} work explicitly: what you built, extended or tuned with each, and at what scale.`,
                `详细列出你在${names.map(ctx.label).join('/')}上的开发或调优经历：做了什么、规模多大。`,
              )
            : say(
                `List your ${names.map(ctx.label).join('/')} experience explicitly: what you did with each, how often, and at what volume.`,
                `详细列出你在${names.map(ctx.label).join('/')}方面的经历：具体做了什么、频率和规模。`,
              ),
        why: say(`The posting asks for them: ${cite(line, 90)}`, `职位明确要求：${cite(line, 60)}`),
        weight: 9,
      });
    }
    // Clinical data work is proven by its studies, not by a practising licence.
    const dataSide =
      ctx.family.id === 'healthcare' && ctx.duties.some((d) => /\b(?:data|EDC|datasets?|trials?|case report)\b|数据|试验/i.test(d.text));
    const evidence = dataSide ? CLINICAL_DATA_EVIDENCE : EVIDENCE[ctx.family.id];
    if (evidence) {
      const focus = core ? [...new Set(core[1])].slice(0, 2).map(ctx.label) : [];
      findings.push({
        kind: 'strategy',
        id: 'attach-evidence',
        text:
          ctx.family.builds === true
            ? say(`Attach ${evidence.en}.`, `附上${evidence.zh}。`)
            : say(`Put ${evidence.en} on your CV.`, `附上${evidence.zh}。`),
        why:
          focus.length > 0
            ? say(
                `The role centres on ${focus.join(' and ')}: proof beats claims.`,
                `岗位核心是${focus.join('和')}：拿出证据比描述更有力。`,
              )
            : say(`It is ${ctx.family.label.en} work: proof beats claims.`, `这是${ctx.family.label.zh}岗位：拿出证据比描述更有力。`),
        weight: 7,
      });
    }
    const nice = [...new Set(ctx.niceSkills.filter((s) => s.family !== 'soft' && s.family !== 'domain').map((s) => s.name))].slice(0, 4);
    if (nice.length > 0) {
      findings.push({
        kind: 'strategy',
        id: 'show-preferred',
        text: say(
          `If you have ${listOf(ctx, nice.map(ctx.label), 4)}, say so near the top: the posting lists ${nice.length === 1 ? 'it' : 'them'} as a plus.`,
          `如果你有${listOf(ctx, nice.map(ctx.label), 4)}方面的经验，放在简历靠前位置：这是本岗位的加分项。`,
        ),
        why: say(
          `The posting prefers them: ${cite(ctx.niceSkills.find((s) => s.name === nice[0])!.evidence, 80)}`,
          `职位把它们列为优先条件：${cite(ctx.niceSkills.find((s) => s.name === nice[0])!.evidence, 50)}`,
        ),
        weight: 6,
      });
    }
    // The posting's own words, as it writes them: "消息队列", not "Message queues".
    const wordings = coreTools(ctx)
      .slice(0, 6)
      .map((name) => {
        const line = ctx.mustSkills.find((s) => s.name === name)!.evidence;
        return matchSkills(line).find((m) => m.name === name)?.text ?? name;
      });
    const musts = [...new Set(wordings)].map((w) => `“${w}”`);
    if (musts.length >= 3) {
      findings.push({
        kind: 'strategy',
        id: 'mirror-keywords',
        text: say(`Use the posting's own words in your CV: ${listOf(ctx, musts, 6)}.`, `简历用词对齐职位原文：${listOf(ctx, musts, 6)}。`),
        why: say('Screeners and filters look for these exact names.', '筛选者和系统会按这些关键词查找。'),
        weight: 4,
      });
    }
    // What the company says it does, in its own words, is the best hook for a cover letter.
    const companyWord = posting.company.name.split(/\s/)[0]!;
    const aboutLine = ctx.sentences.find(
      (s) =>
        s.section === 'other' &&
        !/equal (?:employment )?opportunit|\bEEO\b|affirmative action|平等就业/i.test(s.text) &&
        s.text !== posting.title &&
        s.text.length > 30 &&
        s.text.length < 400 &&
        (s.text.includes(companyWord) || /^(?:we|our)\b|我们/i.test(s.text)),
    );
    const about = aboutLine
      ? { text: excerpt(aboutLine.text, new RegExp(`${companyWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|^(?:we|our)\\b|我们`, 'i'), 120) }
      : undefined;
    // Without the company's own words, only a software team "ships" something one can look up; elsewhere say less.
    // An on-site trade hires on a call, a CV or a trial shift: no cover letter to open (tests/unit/role-family.test.ts).
    // Nor on Chinese boards, where one applies by CV and chat: there the hook is for software teams only.
    if ((about && !saysLittle(ctx.family) && posting.language !== 'zh') || ctx.family.builds === true) {
      findings.push({
        kind: 'strategy',
        id: 'research-company',
        text: about
          ? say(
              `Open your cover letter on what ${posting.company.name} says it does (${cite(about.text, 80)}): one idea or question of yours about it.`,
              `求职信从${posting.company.name}自己的介绍切入（${cite(about.text, 50)}）：提出你对此的一个想法或问题。`,
            )
          : say(
              `Learn what ${posting.company.name}'s ${ctx.family.label.en} teams shipped recently, and tie one of your projects to it.`,
              `了解${posting.company.name}在${ctx.family.label.zh}方向的近期业务与产品布局，把你的一个项目与之关联。`,
            ),
        why: say('It shows interest in this team, not just any job.', '体现你对这个团队的兴趣，而不是海投。'),
        weight: 3,
      });
    }
    return findings;
  },
};
