/**
 * The parts pay and time are made of, as postings write them (English and Chinese): variable pay, premiums,
 * allowances and board; shift patterns, weekends and rest days. Each is quoted in the posting's own words by
 * the pay-and-schedule rule; tests/unit/pay-and-schedule.test.ts runs every pattern on its examples.
 */
interface PayOrScheduleTerm {
  id: string;
  kind: 'variable' | 'premium' | 'allowance' | 'schedule';
  pattern: RegExp;
  /** What to ask about it, when it is the posting's main variable part or its hardest schedule. */
  ask?: { en: string; zh: string };
  examples: readonly string[];
}

export const PAY_AND_SCHEDULE: readonly PayOrScheduleTerm[] = [
  // Variable pay: what a normal month brings depends on it.
  { id: 'ote', kind: 'variable', pattern: /\bOTE\b[^.;,]{0,30}|on[- ]target earnings[^.;,]{0,30}/i, ask: { en: 'Ask what share of the team reached on-target earnings last year, and how quotas are set.', zh: '问清去年团队有多少人拿到目标收入，以及指标如何制定。' }, examples: ['Base $90,000, OTE $160,000'] },
  { id: 'commission', kind: 'variable', pattern: /(?<!\b(?:Joint|Trade|Exchange|Service|Utilities|Planning|Electoral|European|Federal|Securities|Health) )(?:uncapped |capped |tiered )?\bcommission(?!ed|er|ing| on\b)(?:s)?(?: (?:is |are )?(?:uncapped|capped)[^.;]{0,30})?|(?:高|阶梯)?提成(?:比例)?[^，。；]{0,16}|佣金[^，。；]{0,12}/i, ask: { en: 'Ask what a typical person in the role earned in commission last year, and what happens to it in a slow month.', zh: '问清这个岗位的人去年提成一般拿多少，淡季收入会降到多少。' }, examples: ['Uncapped commission paid monthly', '底薪+提成，提成比例30%-70%'] },
  { id: 'tips', kind: 'variable', pattern: /tip ?pool[^.;,]{0,30}|\btips?\b(?: (?:average|of|are shared)[^.;,]{0,30})?|gratuit(?:y|ies)|小费/i, ask: { en: 'Ask what tips average per shift in a normal week and in the quiet season, and how the pool is split.', zh: '问清平时和淡季每班的小费大概多少，以及怎么分配。' }, examples: ['Tip pool averages $4–6/hr on top', '另有小费'] },
  { id: 'piece-rate', kind: 'variable', pattern: /piece[- ]?rate[^.;,]{0,30}|paid (?:per|by the) (?:piece|parcel|stop|drop|mile|load)[^.;,]{0,20}|(?:\$|¢)\s?\d+(?:\.\d+)?\s?(?:cents? )?(?:per|\/) ?(?:mile|parcel|stop|drop|piece)|cents? per mile|计件[^，。；]{0,16}|按(?:件|票|单|平方|平米|延米)(?:计费|计酬|结算)?[^，。；]{0,10}|多劳多得/i, ask: { en: 'Ask what a typical worker earns a week at the usual pace, and what the pay is when the work is slow.', zh: '问清正常情况下一般每月能拿多少，以及活少的时候收入怎么算。' }, examples: ['$0.62 per mile, all miles paid', '计件工资，多劳多得'] },
  { id: 'bonus-sign-on', kind: 'premium', pattern: /sign[- ]?on bonus[^.;]{0,40}|signing bonus[^.;]{0,40}|joining bonus[^.;]{0,30}|入职奖[^，。；]{0,12}/i, ask: { en: 'Ask how the sign-on bonus is paid out and whether any of it must be repaid if you leave early.', zh: '问清入职奖金分几次发放，提前离职是否需要退还。' }, examples: ['$15,000 sign-on bonus paid over 24 months'] },
  { id: 'differential', kind: 'premium', pattern: /(?:night|shift|weekend|evening) (?:shift )?differential[^.;]{0,30}|shift premium[^.;]{0,30}|(?:\$\d+(?:\.\d+)?\s?\/\s?(?:hr|hour) )?(?:bilingual|language) (?:premium|differential|bonus|pay)[^.;,]{0,20}|penalty rates?[^.;]{0,30}|(?:shift|weekend|evening|night) loadings?|夜班(?:补贴|津贴|费)[^，。；]{0,10}/i, examples: ['Night shift differential of $6/hr', '$22.00/hr + $1.50/hr bilingual premium', 'Penalty rates apply on weekends', '夜班补贴100元/晚'] },
  { id: 'overtime-pay', kind: 'premium', pattern: /overtime (?:at|paid at|pay(?:s)? at) [^.;]{0,30}|time[- ]and[- ]a[- ]half|1\.5\s?[x×]|double time|加班费[^，。；]{0,14}|加班工资[^，。；]{0,14}/i, examples: ['Overtime at time-and-a-half after 40 hours', '加班费按1.5倍计算'] },
  { id: 'holiday-pay', kind: 'premium', pattern: /法定节假日[^，。；]{0,10}(?:\d(?:\.\d)?|三|双)倍[^，。；]{0,6}|(?:stat(?:utory)?|public|bank) holidays? (?:are )?(?:paid |worked )?at (?:time[- ]and[- ]a[- ]half|double time|triple time|\d(?:\.\d)?\s?[x×])[^.;,]{0,10}|holiday pay at (?:time[- ]and[- ]a[- ]half|double time|\d(?:\.\d)?\s?[x×])/i, examples: ['法定节假日上班按3倍时薪计算', 'Public holidays worked at double time'] },
  { id: 'per-diem', kind: 'allowance', pattern: /per diem[^.;,]{0,20}|(?:meal|travel|trip|mileage|tool|uniform|phone|housing|rent) (?:allowance|reimbursement|stipend)[^.;,]{0,20}|出车补贴|出差补贴|(?:餐|房|交通|话|高温|夜班|全勤|班主任|工龄|住房)(?:补|津)贴[^，。；]{0,12}|全勤奖[^，。；]{0,10}/i, examples: ['$60 per diem on nights out', 'Mileage reimbursement at 68¢/mile', '班主任津贴1200-1800元/月', '全勤奖200元'] },
  { id: 'board', kind: 'allowance', pattern: /包吃包?住|包食宿|提供(?:员工)?宿舍|免费(?:提供)?(?:住宿|宿舍|三餐|工作餐)|教师公寓|员工宿舍|(?:free|staff) (?:accommodation|housing|meals)|room and board|\blive-in\b(?! (?:the|Colorado|[A-Z]))|\blive in (?:position|role|carer|caregiver|nanny)/i, ask: { en: 'Ask what the accommodation is like (how many to a room) and what is deducted for it, if anything.', zh: '问清宿舍条件（几人间）、是否扣费，以及不住宿是否有补贴。' }, examples: ['包吃住，8人间宿舍', '提供免费教师公寓', 'Free staff accommodation on site'] },
  { id: 'months', kind: 'premium', pattern: /\b1[3-6]th[- ]month(?: (?:pay|salary|bonus))?|(?:十三|十四|十五|十六|13|14|15|16)薪|年终奖[^，。；]{0,12}|年底双薪/i, examples: ['13th-month pay in December', '14薪，另有年终奖'] },
  // Schedule: the shape of the week.
  { id: 'twelve-hour', kind: 'schedule', pattern: /3\s?[x×]\s?12|three 12[- ]hour shifts?|12[- ]hour (?:night |day |rotating )?(?:shifts?|days|nights)|\b2-2-3\b|panama (?:schedule|rotation)|dupont (?:schedule|rotation)|4\s?[x×]\s?10|four 10[- ]hour|9\/80|nine[- ]eighty|compressed (?:work ?)?(?:week|schedule)/i, examples: ['Three 12-hour shifts per week (7p–7a)', '4x10 schedule', '9/80 schedule with every other Friday off', '12-hour night shifts on a 2-2-3 (Panama) rotation'] },
  { id: 'weekend-rotation', kind: 'schedule', pattern: /every (?:other|second|third|3rd|2nd|fourth) weekend|alternate weekends|(?:one|1) (?:in|of) (?:every )?(?:two|three|four|2|3|4) weekends|weekend rotation/i, examples: ['Every third weekend and rotating holidays'] },
  { id: 'split-shift', kind: 'schedule', pattern: /split[- ]shifts?[^.;,]{0,30}|两头班|中间休息\d+小时/i, ask: { en: 'Ask how long the unpaid break in the middle of a split shift is, and how many split shifts a week are usual.', zh: '问清两头班中间休息多久、是否计薪，每周有几天。' }, examples: ['Split shifts 10:30–2:30 and 4:30–9:30', '餐厅两头班'] },
  { id: 'rotating', kind: 'schedule', pattern: /rotating (?:shifts?|roster|rota|schedule)|rotating days?(?:,| and) nights|24\/7 (?:roster|rotation|operation)|\b\d{1,2} days? on\s?[/,]\s?\d{1,2} days? off\b|\b\d{1,2} on\s?\/\s?\d{1,2} off\b|\bFIFO\b|\bfly[- ]in[- ]fly[- ]out\b|两班倒|三班倒|倒班|轮班|早中晚班|(?:早班|晚班)[^。；]{0,16}(?:早班|晚班)/i, examples: ['Rotating roster across 24/7 operations', '两班倒，一周一换', '10 days on / 4 days off rotation', '早班7:00-15:00，晚班14:00-22:00'] },
  { id: 'home-time', kind: 'schedule', pattern: /home (?:every )?(?:weekend|weekly|nightly|daily)[^.;,]{0,20}|home time[^.;,]{0,30}|out (?:for )?\d+[-–]\d+ (?:days|weeks)|(?:\d+|几)天(?:才)?回(?:一次)?家|跑长途/i, ask: { en: 'Ask how often drivers really get home, and how home time is guaranteed when loads run late.', zh: '问清实际多久能回一次家，线路延误时怎么保证休息。' }, examples: ['Home every weekend (34-hour reset at home)', '跑长途，一般7-10天回家一次'] },
  { id: 'school-year', kind: 'schedule', pattern: /\b1[0-9]{2}[- ]day (?:contract|calendar|work year)|school[- ]year (?:position|contract|calendar)|term[- ]time only|(?:10|ten)[- ]month (?:contract|position)|summers? off|寒暑假|带薪寒暑假/i, examples: ['185-day contract, paid over 12 months', 'Term-time only', '享受寒暑假'] },
  { id: 'on-call', kind: 'schedule', pattern: /on[- ]call (?:rota|rotation|roster|one (?:week|weekend) in)[^.;,]{0,20}|24小时(?:值班|待命)|夜间值班[^，。；]{0,10}|值班(?:待命|电话)[^，。；]{0,10}/i, examples: ['On-call rotation one week in six', '24小时值班，做一休一'] },
  { id: 'seasonal', kind: 'schedule', pattern: /seasonal (?:position|role|contract|job)|fixed[- ]term(?: contract)?[^.;,]{0,20}|temporary (?:contract|position)|\b\d{1,2}[- ]month (?:fixed[- ]term |temporary )?contract|季节性|临时工|合同期\d+年/i, examples: ['Seasonal position May–September', 'Fixed-term 2-year contract', '季节性用工'] },
];

const MONEY = String.raw`([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?([kK])?`;
const BASE = new RegExp(`${MONEY}\\s*(?:base\\b|basic\\b)|\\bbase(?: salary| pay)?\\s*[:：]?\\s*${MONEY}`, 'i');
const OTE = new RegExp(`${MONEY}\\s*(?:OTE\\b|on[- ]target earnings)|(?:\\bOTE|on[- ]target earnings)\\s*(?:of\\s)?[:：]?\\s*${MONEY}`, 'i');

/**
 * Base pay and on-target earnings as the posting states them ("$90,000 base / $160,000 OTE", "OTE: £44,000"):
 * how much of the on-target pay is variable, in the posting's currency. Undefined unless both are stated.
 */
export function variableShare(text: string): { currency: string; base: number; ote: number; variable: number; share: number } | undefined {
  const amount = (m: RegExpExecArray, at: number) => Number(m[at + 1]!.replace(/,/g, '')) * (m[at + 2] ? 1000 : 1);
  const base = BASE.exec(text);
  const ote = OTE.exec(text);
  if (!base || !ote) return undefined;
  const baseAt = base[1] ? 1 : 4;
  const oteAt = ote[1] ? 1 : 4;
  if (base[baseAt] !== ote[oteAt]) return undefined;
  const b = amount(base, baseAt);
  const o = amount(ote, oteAt);
  if (!(o > b && b > 0)) return undefined;
  return { currency: base[baseAt]!, base: b, ote: o, variable: o - b, share: (o - b) / o };
}

/**
 * The hours a week the posting states: a range or a cap ("25-32 hours a week", "capped at 32 hours per week",
 * "每周工作20小时"), or a shift pattern that fixes them (three 12-hour shifts are 36 hours, a 2-2-3 rotation 42).
 */
export function statedWeeklyHours(lines: readonly string[]): { hours: number; words: string } | undefined {
  for (const line of lines) {
    const pattern = /\b(?:3|three)\s?[x×]\s?12\b|\b(?:3|three) 12[- ]hour (?:night |day )?(?:shifts?|nights|days)/i.exec(line);
    if (pattern) return { hours: 36, words: pattern[0] };
    const panama = /\b2-2-3\b|\bpanama (?:schedule|rotation)|\b84 (?:scheduled )?hours (?:per|every|each|a) (?:two weeks|fortnight|pay period)/i.exec(line);
    if (panama) return { hours: 42, words: panama[0] };
    const daily = /\b(\d(?:\.\d+)?)\s?(?:-|to)?\s?(\d(?:\.\d+)?)?\s?(?:paid )?hours? (?:a|per|each) day\b/i.exec(line);
    if (daily) return { hours: ((Number(daily[1]) + Number(daily[2] ?? daily[1])) / 2) * 5, words: daily[0] };
    const m = /\b(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})\s?hours? (?:a|per|each) week\b|\b(?:capped at|up to|about|around|averag\w+) (\d{1,2}) hours? (?:a|per|each) week\b|每周(?:工作)?\s?(\d{1,2})\s?(?:-|～|~|至)?\s?(\d{1,2})?\s?(?:个)?小时/i.exec(line);
    if (!m) continue;
    const low = Number(m[1] ?? m[3] ?? m[4]);
    const high = Number(m[2] ?? m[5] ?? low);
    const hours = (low + high) / 2;
    if (hours >= 8 && hours <= 60) return { hours, words: m[0].replace(/^(?:capped at|up to|about|around|averag\w+) /i, '') };
  }
  return undefined;
}

/**
 * The weeks of a year the posting works when it is less than a year: a school year or term-time job ("185-day
 * contract", "10-month position", "school-year calendar" taken as 180 days), as weeks of five days.
 */
export function statedWorkWeeks(lines: readonly string[]): { weeks: number; words: string } | undefined {
  for (const line of lines) {
    const days = /\b(1[4-9]\d|2[0-3]\d)[- ](?:day|duty[- ]day) (?:contract|calendar|school year|work year|work calendar|position)|\b(1[4-9]\d)[- ]?(?:student |school |work )?days\b[^.;]{0,40}\bschool\b|\bschool\b[^.;]{0,40}\b(1[4-9]\d)[- ]?(?:student |school |work )?days\b/i.exec(line);
    if (days) return { weeks: Number(days[1] ?? days[2] ?? days[3]) / 5, words: days[0] };
    const months = /\b(9|10|nine|ten)[- ]month (?:contract|position|school year|work year)/i.exec(line);
    if (months) return { weeks: ({ nine: 9, ten: 10 }[months[1]!.toLowerCase()] ?? Number(months[1])) * (52 / 12), words: months[0] };
    const school = /\bschool[- ]year (?:position|calendar|schedule|contract)|\bterm[- ]time only\b/i.exec(line);
    if (school) return { weeks: 36, words: school[0] };
  }
  return undefined;
}

/** Pay by the mile, the stop or the piece: no hours to make a year of. */
export const PER_UNIT = /per (?:mile|km|kilomet(?:er|re)|stop|drop|parcel|package|piece|load|delivery)|\/\s?(?:mile|km)\b|\bcpm\b|cents? a mile|每(?:件|单|票|公里|趟)|计件/i;

export function termsIn(text: string): PayOrScheduleTerm[] {
  return PAY_AND_SCHEDULE.filter((term) => term.pattern.test(text));
}
