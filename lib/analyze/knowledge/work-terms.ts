/**
 * Terms of the work that cost the worker or narrow their protection, and the steps an application must go
 * through, as postings write them (English and Chinese). Quoted in the posting's own words by the
 * work-terms rule; tests/unit/work-terms.test.ts runs every pattern on its examples.
 */
interface WorkTerm {
  id: string;
  kind: 'cost' | 'fine-print' | 'after-leaving' | 'protection' | 'steps';
  pattern: RegExp;
  examples: readonly string[];
}

export const WORK_TERMS: readonly WorkTerm[] = [
  // What the worker pays or risks out of their pay.
  { id: 'deposit', kind: 'cost', pattern: /押金[^，。；]{0,12}|(?:security|uniform|equipment|kit) deposit[^.;,]{0,20}/i, examples: ['入职需交押金2000元', 'A $150 uniform deposit is taken from the first pay'] },
  { id: 'fines', kind: 'cost', pattern: /罚款[^，。；]{0,12}|(?:投诉|违章|超时|丢件)[^，。；]{0,6}(?:扣|罚|赔)[^，。；]{0,10}|照价赔偿|(?:fines?|penalt(?:y|ies)) (?:are )?(?:deducted|charged)[^.;,]{0,20}/i, examples: ['每单投诉扣款50元', '违章罚款由司机自行承担', 'Parking fines are deducted from pay'] },
  { id: 'deductions', kind: 'cost', pattern: /从工资中?扣[^，。；]{0,12}|(?:油耗|超耗)[^，。；]{0,10}(?:扣|罚|自付|承担)[^，。；]{0,6}|(?:deducted|deduction) from (?:your )?(?:pay|wages)[^.;,]{0,20}/i, examples: ['超耗部分从工资中扣除', 'Any shortfall is deducted from your pay'] },
  { id: 'own-kit', kind: 'cost', pattern: /自带(?:电动)?工具|工具自备|自备(?:工具|车辆|电动车|三轮车)|(?:车辆|电动车|三轮车)租金[^，。；]{0,10}|租车费[^，。；]{0,10}|(?:provide|bring|supply) (?:your|their) own (?:tools|vehicle|van|car|equipment|kit)[^.;,]{0,20}|own (?:tools|vehicle|van) (?:required|essential|needed)/i, examples: ['需自带电动工具', '三轮车租金300元/月从工资扣', 'You must provide your own tools and van'] },
  { id: 'clawback', kind: 'cost', pattern: /claw(?:ed)?[- ]?backs?[^.;,]{0,30}|clawed back[^.;,]{0,30}|charge[- ]?backs?[^.;,]{0,30}|charged back[^.;,]{0,30}|(?:must|will) (?:be )?repa(?:y|id)[^.;,]{0,40}|(?:prorated |pro[- ]rata )?repayment (?:is )?required[^.;,]{0,40}|agrees? to repay[^.;]{0,50}|repay (?:the |a )?(?:prorated |pro[- ]rata )?(?:cost|training|portion|share)[^.;,]{0,40}|(?:培训费|培训费用)[^，。；]{0,8}(?:赔偿|退还|返还)[^，。；]{0,8}|commission (?:is )?(?:reversed|paid (?:only )?(?:on|when|once)[^.;,]{0,30})|提成(?:扣回|追回)/i, examples: ['Commission is clawed back if the customer cancels within 90 days', 'Cancelled orders are charged back against future commission', 'The bonus must be repaid if you leave within 24 months', 'prorated repayment required if you leave before 24 months of service'] },
  { id: 'pay-held', kind: 'cost', pattern: /压\s*(?:一个月|1个月|一月|半个月)(?:工资)?|押(?:一个月)?工资|工资(?:次月|隔月)\d*[号日]?发放?|验收(?:合格)?后[^，。；]{0,6}结算|结算周期[^，。；]{0,10}/i, examples: ['压一个月工资', '工程验收合格后结算'] },
  { id: 'rework', kind: 'cost', pattern: /返工不另?(?:计|给|算)[^，。；]{0,8}|返工[^，。；]{0,4}(?:自费|自理|自负|不计)[^，。；]{0,6}|(?:rework|call-?backs?|warranty (?:work|callbacks?)) (?:is |are )?(?:unpaid|not paid|at your (?:own )?cost)[^.;,]{0,20}/i, examples: ['返工不另计工钱', 'Warranty callbacks are unpaid'] },
  // How the pay is worked out, where the small print lowers it: read before comparing offers.
  { id: 'no-base', kind: 'fine-print', pattern: /无底薪|没有底薪|纯(?:计件|提成)(?!工资)|(?:^|[^\w-])commission[- ]only|\bno base (?:salary|pay)\b|新人[^，。；]{0,8}保底[^，。；]{0,8}/i, examples: ['纯计件，无底薪', '新人只有15天保底', 'This is a commission-only role'] },
  { id: 'base-tied', kind: 'fine-print', pattern: /无责底薪[^，。；]{0,16}|底薪[^，。；]{0,8}(?:与|和|跟)业绩挂钩|(?:recoverable )?draw against (?:future )?commission[^.;,]{0,20}/i, examples: ['无责底薪3000元/月（前3个月），第4个月起底薪与业绩挂钩', 'A $3,000 recoverable draw against commission for 90 days'] },
  { id: 'commission-cap', kind: 'fine-print', pattern: /commission (?:is |are )?capped[^.;]{0,40}|\bcapped (?:commission|at \d{2,3}\s?% of (?:target|quota|OTE))[^.;,]{0,30}|提成(?:封顶|上限)[^，。；]{0,10}/i, examples: ['Commission is capped at 150% of target (£18,000 per year)', '提成封顶每月5000元'] },
  { id: 'overtime-base', kind: 'fine-print', pattern: /以(?:底薪|基本工资|最低工资)[^，。；）)]{0,8}为?基数|(?:按|以)(?:当地)?最低工资(?:标准)?[^，。；]{0,4}计(?:算|发)加班费|overtime (?:is )?(?:calculated|paid) on (?:the )?base (?:rate|pay)(?: only)?/i, examples: ['加班费按1.5倍计算（以底薪2300元为基数）', '按最低工资标准计算加班费'] },
  { id: 'unpaid-time', kind: 'fine-print', pattern: /(?:prep(?:aration)?|planning|marking|travel(?:ling)? time|set-?up time)(?: and (?:prep(?:aration)?|planning|marking))?[^.;]{0,30}(?:is |are )?(?:unpaid|not paid|included in the (?:session |lesson |hourly )?rate)|no separate pay(?:ment)? for [^.;,]{0,30}|备课[^，。；]{0,8}(?:不计|不另)[^，。；]{0,8}/i, examples: ['15 minutes of preparation and marking per session is included in the session rate', 'there is no separate payment for prep or marking', '备课时间不另计课时费'] },
  { id: 'pay-spread', kind: 'fine-print', pattern: /paid (?:in|over) (?:10|ten|11|eleven) (?:equal )?(?:monthly )?(?:installments|instalments|payments|paychecks)[^.;,]{0,30}|no (?:district |school )?pay (?:in|over|during) (?:july|august|june|the summer)[^.;,]{0,20}|寒暑假[^，。；]{0,6}(?:无|不发|只发|停发)[^，。；]{0,8}/i, examples: ['Teachers are paid in 10 equal monthly installments, September through June', 'There is no district pay in July and August', '寒暑假只发基本工资'] },
  { id: 'restraint', kind: 'after-leaving', pattern: /non[- ]?compete[^.;,]{0,30}|(?:post[- ]employment )?restraint (?:of trade|clause|period)[^.;,]{0,40}|post[- ]employment restraint[^.;,]{0,40}|non[- ]solicitation[^.;,]{0,20}|竞业(?:限制|协议)[^，。；]{0,12}/i, examples: ['a post-employment restraint clause of 12 months within a 5 km radius', 'Signing a 12-month non-compete is required', '需签订竞业限制协议'] },
  // Protections the job does not give.
  { id: 'no-insurance', kind: 'protection', pattern: /(?:不|没有|无)(?:买|交|缴纳?|购买)?社保|社保(?:自愿|自费|自理)[^，。；]{0,10}|社保[^，。；]{0,8}自愿[^，。；]{0,10}|只(?:买|交|缴)意外险|仅(?:购买|缴纳)意外险|五险(?!一金)(?:[^，。；（(]{0,6})(?:[（(][^）)]{0,12}[）)])?|(?:没有|无|不含)公积金|(?<!(?:per diem|PRN)\b[^.;]{0,60})not eligible for (?:group )?(?:health )?benefits|(?<!(?:per diem|PRN)\b[^.;]{0,60})\bno (?:group )?(?:health )?benefits|(?:4|four) ?% vacation pay|in lieu of (?:benefits|vacation)/i, examples: ['不交社保，公司购买意外险', '缴纳五险', 'Not eligible for group health benefits; 4% vacation pay on each cheque'] },
  { id: 'not-employed', kind: 'protection', pattern: /self[- ]employed[^.;,]{0,20}|independent contractor|\b1099\b(?![- ](?:reporting|forms?|filings?|vendors?|preparation|compliance))|(?:invoice|bill) (?:us|the company|monthly)|承揽(?:协议|合同)|劳务(?:协议|合同)|非劳动(?:合同|关系)|人事代理|合同制(?!员工福利)|编外|非(?:事业)?编制?/i, examples: ['Tutors are self-employed and invoice us monthly', '签订劳务协议', '人事代理，合同制'] },
  // A probation is ordinary; a long one, or one on reduced pay, is worth seeing.
  { id: 'probation', kind: 'protection', pattern: /(?:six|6|nine|9|twelve|12)[- ]month probation(?:ary)?(?: period)?|probation(?:ary)? period of (?:six|6|nine|9|twelve|12) months|试用期\s*(?:[6-9]|1[0-2]|六|半年)\s*个?月[^，。；]{0,8}|试用期[^。；]{0,12}(?:[5-9]\d\s*%|[五六七八]折|8折)/i, examples: ['A six-month probationary period applies', '试用期3个月，工资80%', '试用期6个月'] },
  // What the application goes through, and by when.
  { id: 'exam', kind: 'steps', pattern: /笔试[^，。；]{0,12}|结构化面试|职业能力倾向测验|综合应用能力|政审|(?:civil service|written|skills|typing) (?:exam|test|assessment)[^.;,]{0,20}|assessment cent(?:re|er)|supplemental questionnaire/i, examples: ['笔试科目为职业能力倾向测验和综合应用能力', 'Candidates must pass a written exam and complete a supplemental questionnaire'] },
  { id: 'deadline', kind: 'steps', pattern: /报名(?:时间|截止)[^，。；]{0,20}|(?:closing|application) (?:date|deadline)[^.;]{0,40}|applications? (?:close|must be (?:received|submitted)) [^.;]{0,50}|apply by [^.;]{0,30}/i, examples: ['报名时间：11月25日至11月29日', 'Applications close December 11, 2026 at 5:00 PM'] },
];

export function workTermsIn(text: string): WorkTerm[] {
  return WORK_TERMS.filter((term) => term.pattern.test(text));
}
