/**
 * The numbers a job holds its people to, as postings write them (English and Chinese): quotas and sales
 * goals, activity counts a day, output a day, attainment thresholds that pay depends on, pick rates.
 * Quoted by the targets rule; tests/unit/targets.test.ts runs every pattern on its examples and on lines
 * that must not match.
 */
interface WorkTarget {
  id: string;
  pattern: RegExp;
  examples: readonly string[];
}

export const TARGETS: readonly WorkTarget[] = [
  { id: 'quota', pattern: /\b(?:monthly|quarterly|annual|weekly) (?:sales |revenue |booking )?quota(?: of [^.;,]{1,40})?|\bquota of [^.;,]{1,40}|\b(?:monthly|quarterly|annual|weekly|individual|personal|store) (?:sales |revenue )?(?:goals?|targets?)\b|\bsales (?:goals?|targets?)\b/i, examples: ['Hitting a monthly quota of 12 Sales Qualified Opportunities', 'Meet monthly individual sales goals', 'An annual quota of $600K in new ARR'] },
  { id: 'activity', pattern: /\b\d{2,3}\+? (?:activities|calls|dials|touches|outreaches|visits|appointments|deliveries|stops|drops|parcels|packages|orders|tickets|cases) (?:a|per|each) (?:day|shift|hour|week)\b/i, examples: ['Making 60+ activities a day (calls, emails, LinkedIn touches)', '120 stops per shift'] },
  { id: 'daily-output', pattern: /每(?:天|日|人每天)[^，。；]{0,6}?\d+(?:\s?[-~～至到]\s?\d+)?\s?(?:条|单|件|票|通)|日均(?:派件|派送|拣货|接单|接听|拨打)?\s?\d+\s?(?:单|件|票|通|条)|日更\s?\d+|(?:pick|pack) rate[^.;,]{0,20}|\bunits per hour\b|\bUPH\b/i, examples: ['每天产出3-5条成片', '日均派件150票', 'Meet a pick rate of 120 units per hour'] },
  { id: 'threshold', pattern: /(?:完成率|达成率|达标率)[^，。；]{0,16}|(?:业绩|销售|月度|季度)(?:指标|目标)[^，。；]{0,12}|考核指标[^，。；]{0,12}|\b(?:below|under|less than) \d{2,3}\s?% of (?:target|quota|goal)[^.;,]{0,20}/i, examples: ['完成率低于80%无店铺提成', '按月度销售指标考核', 'No bonus below 80% of target'] },
];

export function targetsIn(text: string): WorkTarget[] {
  return TARGETS.filter((target) => target.pattern.test(text));
}
