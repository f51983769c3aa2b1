import { quote, type Finding, type Rule } from '../context';

const THEMES: readonly { pattern: RegExp; en: string; zh: string }[] = [
  { pattern: /design|architect|prototype|设计|架构|原型/i, en: 'designing and prototyping systems', zh: '设计与原型化系统' },
  { pattern: /optimi[sz]|performance|throughput|latency|efficien|优化|性能|吞吐|延迟|效率/i, en: 'performance work: throughput, latency, efficiency', zh: '性能优化：吞吐、延迟与效率' },
  { pattern: /develop|build|implement|write|integrat|开发|实现|编写|集成|构建/i, en: 'building and integrating software', zh: '开发与集成' },
  { pattern: /research|evaluat|analy[sz]|investigat|研究|评估|分析/i, en: 'research and analysis', zh: '研究与分析' },
  { pattern: /collaborat|partner|work (?:closely )?with|customers?|clients?|协作|合作|客户/i, en: 'working with other teams and customers', zh: '与其他团队和客户协作' },
  { pattern: /maintain|operat|support|on-?call|monitor|维护|运维|支持|监控/i, en: 'keeping systems running', zh: '系统维护与运行保障' },
  { pattern: /lead|mentor|manage|hire|带领|指导|管理|招聘/i, en: 'leading and mentoring', zh: '带领与指导他人' },
  { pattern: /test|quality|verify|测试|质量|验证/i, en: 'testing and quality', zh: '测试与质量保障' },
  { pattern: /sell|sales|pipeline|quota|deal|销售|商机|签约/i, en: 'selling and growing accounts', zh: '销售与客户拓展' },
  { pattern: /campaign|content|brand|channel|营销|内容|品牌|渠道/i, en: 'campaigns and content', zh: '营销活动与内容' },
];

/** What the job really is: the themes its duties fall into, heaviest first. */
export const rule: Rule = {
  id: 'role-focus',
  evaluate(ctx) {
    const duties = ctx.sentences.filter((s) => s.section === 'responsibilities');
    const findings: Finding[] = [];
    for (const theme of THEMES) {
      const hits = duties.filter((d) => theme.pattern.test(d.text));
      if (hits.length === 0) continue;
      findings.push({
        kind: 'focus',
        text: ctx.say(`${theme.en} (${hits.length} of ${duties.length} duties, e.g. "${quote(hits[0]!.text, 70)}")`, `${theme.zh}（${duties.length} 项职责中占 ${hits.length} 项，如“${quote(hits[0]!.text, 40)}”）`),
        weight: hits.length * 2 + 1,
        short: ctx.say(theme.en, theme.zh),
      });
    }
    return findings;
  },
};
