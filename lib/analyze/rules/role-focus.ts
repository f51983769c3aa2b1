import { saysLittle } from '../role-family';
import { cite, listOf, type Finding, type Rule } from '../context';
import { coreTools } from '../tools';

/** Themes a duty can belong to; `short` is how the role summary names it. */
const THEMES: readonly { pattern: RegExp; en: string; zh: string; how?: true; systems?: true; families?: readonly string[] }[] = [
  {
    pattern: /(?<!review (?:their |the |our )?)\bdesign(?!s\b| reviews?\b| system)|architect|prototype|设计|架构|原型/i,
    en: 'designing systems',
    zh: '系统设计与原型',
    systems: true,
  },
  {
    pattern: /optimi[sz]|performance|throughput|latency|efficien|\bcut\b.*\d|speed|优化|性能|吞吐|延迟|效率|调优/i,
    en: 'performance work',
    zh: '性能优化',
    systems: true,
  },
  {
    pattern: /\b(?:develop|build|implement|write|integrat\w*|ship|refactor|port)\b|开发|实现|编写|集成|构建|搭建/i,
    en: 'building software',
    zh: '开发与集成',
    systems: true,
  },
  { pattern: /\b(?:migrat\w*|move (?:\w+ ){0,3}(?:from|to))\b|迁移/i, en: 'migrations', zh: '系统迁移', systems: true },
  {
    pattern: /\b(?:research|evaluat\w*|analy[sz]\w*|investigat\w*|experiments?)\b|研究|评估|分析|实验/i,
    en: 'research and analysis',
    zh: '研究与分析',
  },
  {
    pattern: /\b(?:collaborat\w*|partner|pair|work (?:closely )?with)\b|协作|合作|配合|协同/i,
    en: 'working across teams',
    zh: '跨团队协作',
    how: true,
  },
  {
    pattern: /\b(?:customers?|clients?|users?|owners|lawyers|analysts at)\b|客户|用户|来宾/i,
    en: 'working with customers and users',
    zh: '与客户和用户打交道',
    how: true,
  },
  {
    pattern:
      /\b(?:maintain|operat\w*|support|on-?call|monitor\w*|run (?:and|our|the)|keep \w+ \w* ?healthy|upgrade|SLOs?|incident)\b|维护|运维|保障|监控|告警/i,
    en: 'running systems in production',
    zh: '线上系统运维与保障',
    systems: true,
  },
  {
    pattern:
      /\b(?:lead|coach|mentor|hire)\b(?! generation| times?| lists?| sources?)|\bmanage\b(?! (?:a |the |your |our |their )?(?:\w+ )?(?:caseload|calendars?|inbox|schedules?|deadlines?|matters|accounts?|inventory|budgets?|files|relationships?|workload|time|expectations|priorities))|带领|指导|带教|管理(?:团队|下属)|带团队|招聘/i,
    en: 'leading and coaching people',
    zh: '带人与团队管理',
  },
  { pattern: /\b(?:test|quality|verify|checks?)\b|测试|质量|(?<!概念)验证/i, en: 'testing and quality', zh: '测试与质量保障' },
  {
    pattern: /\b(?:sell|sales(?! (?:and use |& use )?tax)|sales pipeline|quota|deals?)\b|销售|商机|签约/i,
    en: 'selling and growing accounts',
    zh: '销售与客户拓展',
  },
  {
    pattern: /\b(?:campaigns?|content|brand|channels?|newsletter|social posts?)\b|营销|内容|品牌|渠道|活动页/i,
    en: 'campaigns and content',
    zh: '营销活动与内容',
  },
  { pattern: /\b(?:dashboards?|reports?|reporting)\b|报表|看板|周报|月报|报告/i, en: 'reporting and dashboards', zh: '报表与看板' },
  {
    pattern: /\b(?:payroll|reconcil\w*|ledger|invoices?|deductions)\b|薪酬|对账|结算|清算/i,
    en: 'payroll, payments and reconciliation',
    zh: '收付款、薪酬与对账',
    families: ['finance', 'admin', 'operations', 'other'],
  },
  {
    pattern:
      /\b(?:lead|supervise|manage) (?:a |the )?crew\b|\b(?:run|lead|supervise|open|close) (?:the |a |each )?(?:shifts?|store|site|floor)\b|\bshift (?:lead|schedules?|handover)\b|排班|门店运营|安全检查/i,
    en: 'running shifts and sites',
    zh: '班组与现场运营',
    families: [
      'warehouse_manufacturing',
      'hospitality_food',
      'retail_store',
      'operations',
      'cleaning_security',
      'trades_construction',
      'events',
      'admin',
      'support',
      'other',
    ],
  },
  {
    pattern: /\b(?:patients?|residents?|clients' care|cleanings?|x-rays?|scaling|root planing)\b|患者|病人|长者|老人|护理|照护/i,
    en: 'patient and resident care',
    zh: '患者与长者照护',
    families: ['healthcare', 'nursing', 'allied_health', 'care_work'],
  },
  {
    pattern: /\b(?:sites?|protocol|trials?|case report|EDC|edit checks|datasets?|CROs?|data management)\b|临床试验|受试者/i,
    en: 'clinical trial work',
    zh: '临床试验工作',
    families: ['healthcare', 'research_science', 'data_science'],
  },
  {
    pattern: /\b(?:events?|guests?|visitors?)\b|签到|引导|接待|会议|线下活动|活动(?:执行|现场|策划与执行)/i,
    en: 'events and guests',
    zh: '活动与接待',
    families: ['events', 'admin', 'marketing'],
  },
  {
    pattern:
      /\bchange orders?\b|\bcost[- ]to[- ]complete\b|\bprogress billings?\b|\bholdbacks?\b|\bsubcontracts?\b|\b(?:project )?budgets? and schedules?\b|成本控制|工程款|签证变更|分包/i,
    en: 'contracts, budgets and cost control',
    zh: '合同、预算与成本控制',
    families: ['operations', 'trades_construction', 'engineering_nonsoftware', 'admin'],
  },
  {
    pattern:
      /\bprocure(?:ment|s)?\b|\b(?:buy|order|purchase)s? (?:office )?(?:supplies|equipment)\b|\boffice supplies\b|\basset register\b|采购|办公用品/i,
    en: 'purchasing and office assets',
    zh: '采购与资产管理',
  },
];

/** What the job really is: the themes its duties fall into, heaviest first, each shown by one of its duties. */
export const rule: Rule = {
  id: 'role-focus',
  evaluate(ctx) {
    const duties = ctx.duties;
    const findings: Finding[] = [];
    const used = new Set<string>();
    // Design, build and run mean systems only in software and systems work. In on-site trades, and where the
    // family is unknown, the general themes misread the duties ("testing and quality" for checking a bus for
    // children): only the themes that name the family are said there.
    // An analyst's SQL, dashboards and "performance improvement" are analysis, not building or running systems
    // (a data scientist's models are built).
    const systems = ctx.family.builds === true && !(ctx.family.id === 'data_science' && /analy|分析/i.test(ctx.posting.title));
    const frontline = saysLittle(ctx.family);
    const ranked = THEMES.filter(
      (theme) => (systems || !theme.systems) && (theme.families ? theme.families.includes(ctx.family.id) : !frontline),
    )
      .map((theme) => ({ theme, hits: duties.filter((d) => theme.pattern.test(d.text)) }))
      .filter((t) => t.hits.length > 0)
      .sort((a, b) => b.hits.length - a.hits.length);
    // A duty illustrates one theme only, so the list reads as different parts of the job; each theme
    // takes its most specific duty (the one fewest other themes claim).
    const claims = (d: (typeof duties)[number]) => ranked.filter((t) => t.theme.pattern.test(d.text)).length;
    for (const { theme, hits } of ranked) {
      const example = hits.filter((d) => !used.has(d.text)).sort((a, b) => claims(a) - claims(b))[0];
      if (!example) continue;
      used.add(example.text);
      findings.push({
        kind: 'focus',
        text: ctx.say(
          `${theme.en[0]!.toUpperCase()}${theme.en.slice(1)}: ${cite(example.text, 110)}`,
          `${theme.zh}：${cite(example.text, 60)}`,
        ),
        weight: hits.length * 2 + 1,
        // What the job is, not how it is done, names the role in the summary.
        ...(theme.how ? {} : { short: ctx.say(theme.en, theme.zh) }),
      });
    }
    const tools = coreTools(ctx).slice(0, 6).map(ctx.label);
    if (tools.length >= 2 && systems) {
      findings.push({
        kind: 'focus',
        text: ctx.say(`Tools of the job: ${listOf(ctx, tools, 6)}.`, `核心技能：${listOf(ctx, tools, 6)}。`),
        weight: 4,
      });
    }
    return findings;
  },
};
