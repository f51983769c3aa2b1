/**
 * What the work itself asks of the body and the clock, as postings write it (English and Chinese): loads to
 * lift, hours on your feet, weather, heights and tight spaces; long days, long weeks and seasons without rest.
 * Quoted in the posting's own words by the work-conditions rule; tests/unit/conditions.test.ts runs every
 * pattern on its examples and on lines that must not match.
 */
interface WorkCondition {
  id: string;
  kind: 'physical' | 'hours';
  pattern: RegExp;
  examples: readonly string[];
}

export const CONDITIONS: readonly WorkCondition[] = [
  // The body: what a person needs to know before the first shift, whatever the trade.
  { id: 'lifting', kind: 'physical', pattern: /\blift(?:ing)? (?:and carry )?(?:up to |at least |over |loads of )?\d{2,3}\s?(?:lbs?|pounds|kg|kilos?)\b|\b\d{2,3}\s?(?:lbs?|pounds|kg)\b[^.;,]{0,12}\b(?:lift(?:ed|ing)?|carr(?:y|ied)|loads?)\b|(?:搬运|搬抬|扛|搬)[^，。；]{0,6}\d{2,3}\s?(?:公斤|斤|kg|KG)/i, examples: ['Able to lift 50 lbs repeatedly', 'able to lift 20kg', 'Loads of 25 kg lifted by hand', '能搬运25公斤以上货物'] },
  { id: 'standing', kind: 'physical', pattern: /\bstand(?:ing)? (?:for )?(?:up to )?\d{1,2}(?:\s?[-–]\s?\d{1,2})? hours?|on (?:your|their) feet (?:for )?(?:\d{1,2}(?:\s?[-–]\s?\d{1,2})? hours?|all day|the whole shift|for long periods)|prolonged standing|长时间站立|全天站立|站立工作/i, examples: ['Stand for 8–10 hours in a hot kitchen', 'On your feet all day', '需长时间站立'] },
  { id: 'outdoors', kind: 'physical', pattern: /\boutdoors?\b[^.;]{0,30}\b(?:year[- ]round|all weather|in (?:all|any) weather|heat|cold|rain|snow)\b|\bin all weather\b|all weather conditions|(?:extreme|summer) heat and (?:winter )?cold|\bfreezers?\b|\bcold storage\b|\b-?\d+\s?°F\b|户外作业|露天作业|风吹日晒|高温作业|冷库作业|冷库/i, examples: ['Freezer aisles at -10°F (gear provided)', 'Working outdoors year-round in heat and cold', 'crawl spaces and trenches, in all weather', '户外作业，风吹日晒', '冷库作业，零下18度'] },
  { id: 'tight-or-high', kind: 'physical', pattern: /confined spaces?|crawl ?spaces?|roof (?:spaces?|cavit(?:y|ies))|trench(?:es|ing)\b|work(?:ing)? at heights?|heights of \d+|登高作业|登高|高空作业|受限空间/i, examples: ['able to work in confined spaces', 'Getting into roof spaces and trenches', 'Working at heights on scaffolds', '能适应登高、粉尘'] },
  { id: 'heat-noise-dust', kind: 'physical', pattern: /\bhot(?:,)? (?:fast[- ]paced )?kitchen|\bhot (?:roof|warehouse|environment)|\bnoisy (?:environment|plant|floor)|\bdust(?:y)? (?:environment|conditions)|粉尘|噪音大|油烟/i, examples: ['a hot, fast-paced kitchen', 'in hot roof cavities in summer', '能适应粉尘、噪音'] },
  // The clock: long days and weeks the posting itself states.
  { id: 'long-week', kind: 'hours', pattern: /\b(?:[5-8]\d)(?:\s?[-–]\s?[5-9]\d)?\+?[- ]hour (?:work ?)?weeks?|\b(?:[5-8]\d)(?:\s?[-–]\s?[5-9]\d)?\+? hours? (?:a|per) week|每周(?:工作)?\s?(?:[5-8]\d)\s?(?:个)?小时/i, examples: ['60-70 hour weeks in earnings season', 'Expect 55+ hours a week in the busy season', 'Salaried exempt, typically 50–55 hours per week', '每周工作60小时'] },
  { id: 'long-day', kind: 'hours', pattern: /每天(?:工作)?\s?(?:1[0-4])(?:\s?[-–~～至到]\s?1[0-6])?\s?(?:个)?小时|日工作\s?1[0-4]\s?小时|(?:1[0-4])(?:\s?[-–]\s?1[0-6])?[- ]hour (?:days|workdays)|\b(?:days?|shifts?) (?:are |run |of )?(?:typically |usually |often |normally )?(?:1[0-4])(?:\s?[-–]\s?1[0-6])? hours\b|早出晚归/i, examples: ['每天工作10-12小时', '早出晚归，多劳多得', 'Expect 11-hour days in peak', 'field days are typically 10-12 hours'] },
  { id: 'early-start', kind: 'hours', pattern: /\b[3-5](?::\d\d)?\s?a\.?m\.?\s(?:starts?|start time)|\b(?:starts?|start work) (?:at|by|around|from) [3-5](?::\d\d)?\s?a\.?m\b|early[- ]morning starts?|凌晨[3-5一二三四五]点/i, examples: ['5 a.m. starts when results are out', 'Shift starts at 4:30am', '凌晨4点到岗分拣'] },
  { id: 'no-rest-in-season', kind: 'hours', pattern: /旺季[^，。；]{0,12}(?:不休|无休|不安排休息|不能请假|取消休息)|(?:peak|busy) season[^.;]{0,30}\bno (?:days? off|time off|leave)\b|no (?:time off|leave|vacation) (?:during|in) (?:peak|the busy season|earnings season)/i, examples: ['双11、双12等旺季期间原则上不安排休息', 'No time off during peak (November–December)'] },
];

/** A clock time as a number of hours: "8:00", "7:30am", "晚上8点", "3点半". */
function clockHours(hour: string, minute: string | undefined, afternoon: boolean): number {
  const h = Number(hour);
  return (afternoon && h < 12 ? h + 12 : h) + (minute === '半' ? 0.5 : Number(minute ?? 0) / 60);
}

/**
 * How long a working day the posting states, when a line gives its start and end ("工作时间 9:00-20:00",
 * "上午9:00到店，晚上8:00下班", "Hours: 7am-6pm"), in hours and in the posting's words. Opening hours and
 * shift patterns (a nurse's 7p–7a) are not a day: the cue must say working time.
 */
export function statedDayLength(text: string): { hours: number; words: string } | undefined {
  // "Hours:" as a heading of the job's own day, not a shop's or a pharmacy's opening hours.
  const english = /(?:working hours|work hours|hours of work|your hours|(?<!(?:store|shop|pharmacy|opening|business|office|clinic|branch|lobby|drive-thru|cafe|café|restaurant) )\bhours\s?:)\s?[^0-9。；;]{0,20}?(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)?\s?[-–~]\s?(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)?/i.exec(text);
  if (english) {
    const startsAfternoon = /^p/i.test(english[3] ?? '');
    const start = clockHours(english[1]!, english[2], startsAfternoon);
    // "9:00-8:00" with no am/pm ends in the evening; "20:00" is already a 24-hour clock.
    const end = clockHours(english[4]!, english[5], /^p/i.test(english[6] ?? '') || (!english[6] && Number(english[4]) <= Number(english[1])));
    if (end > start) return { hours: end - start, words: english[0].replace(/^[^0-9]*/, '') };
  }
  const chinese = /(?:工作时间|上班时间)?[^0-9。；]{0,6}?(早上|上午|早)?(\d{1,2})(?:[:：](\d{2})|点(半)?)\s?(?:[-–~～至到]|到店|上班|到岗|开工|到网点)[^0-9。；]{0,20}?(晚上|下午|晚)?(\d{1,2})(?:[:：](\d{2})|点(半)?)\s?(?:前)?(?:下班|收工|打烊|结束)?/.exec(text);
  if (chinese && /工作时间|上班时间|下班|收工|到店|上班|到岗|开工/.test(text)) {
    const start = clockHours(chinese[2]!, chinese[3] ?? (chinese[4] ? '半' : undefined), false);
    const end = clockHours(chinese[6]!, chinese[7] ?? (chinese[8] ? '半' : undefined), chinese[5] !== undefined || Number(chinese[6]) <= Number(chinese[2]));
    if (end > start) return { hours: end - start, words: chinese[0].replace(/^(?:工作时间|上班时间)[:：]?\s?/, '') };
  }
  return undefined;
}

export function conditionsIn(text: string): WorkCondition[] {
  return CONDITIONS.filter((condition) => condition.pattern.test(text));
}
