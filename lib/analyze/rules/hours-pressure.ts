import { cite, excerpt, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { SIGNALS } from '../signals';
import type { SignalId } from '../signals';

interface Pressure {
  signal: SignalId;
  delta: number;
  en: string;
  zh: string;
  /** The con, given the posting's own sentence. */
  con: { en: (line: string) => string; zh: (line: string) => string };
  ask?: { en: string; zh: string };
}

const PRESSURE: readonly Pressure[] = [
  {
    signal: 'overtime996',
    delta: -30,
    en: 'a 996 schedule (9 a.m. to 9 p.m., six days a week)',
    zh: '996工作制',
    con: {
      en: (l) => `A 996 schedule, in the posting's own words (${l}): long days, six days a week.`,
      zh: (l) => `职位写明996（${l}）：长工时、每周六天。`,
    },
    ask: {
      en: 'Ask what a normal week really looks like, and whether overtime is paid or given back as time off.',
      zh: '问清实际作息：996是否常态，加班费或调休如何计算。',
    },
  },
  {
    signal: 'bigSmallWeek',
    delta: -18,
    en: 'alternating six-day weeks (“大小周”)',
    zh: '大小周',
    con: {
      en: (l) => `Alternating six-day weeks (“大小周”, ${l}): every other Saturday at work.`,
      zh: (l) => `大小周（${l}）：隔周周六上班。`,
    },
    ask: {
      en: 'Ask whether the six-day weeks are paid as overtime, and how long they have been the rule.',
      zh: '问清大小周的加班费或调休怎么算，以及实行了多久。',
    },
  },
  {
    signal: 'sixDayWeek',
    delta: -22,
    en: 'six-day weeks (one day off a week, “单休”)',
    zh: '单休（每周只休一天）',
    con: { en: (l) => `Six-day weeks (${l}): one day off a week, every week.`, zh: (l) => `单休（${l}）：每周只休一天。` },
    ask: { en: 'Ask whether the sixth day is paid as overtime or given back.', zh: '问清第六天是否按加班计薪或调休。' },
  },
  {
    signal: 'overtime',
    delta: -10,
    en: 'overtime or pressure',
    zh: '加班或高压',
    con: { en: (l) => `The posting itself warns of overtime or pressure: ${l}.`, zh: (l) => `职位自己提到加班或高压：${l}。` },
    ask: { en: 'Ask how many evenings and weekends the team worked last quarter.', zh: '问清团队上季度晚上和周末的实际加班情况。' },
  },
  {
    signal: 'onCall',
    delta: -8,
    en: 'on-call duty',
    zh: '值班/on-call',
    con: {
      en: (l) => `On-call is part of the job (${l}): some nights and weekends on alert.`,
      zh: (l) => `需要值班/on-call（${l}）：部分夜间和周末需待命。`,
    },
    ask: {
      en: 'Ask how often on-call turned into real work last quarter, and how on-call time is paid or given back.',
      zh: '问清上季度值班时实际被叫去处理的频率，以及值班是否有补贴或调休。',
    },
  },
  {
    signal: 'shifts',
    delta: -10,
    en: 'night or rotating shifts',
    zh: '夜班或轮班',
    con: {
      en: (l) => `Shift work (${l}): nights or rotating hours change your sleep and weekends.`,
      zh: (l) => `需要倒班/夜班（${l}）：作息和周末会受影响。`,
    },
    ask: {
      en: 'Ask how the rota is set, how far ahead you know it, and what the night premium is.',
      zh: '问清排班规则、提前多久排班，以及夜班补贴标准。',
    },
  },
  {
    signal: 'weekendWork',
    delta: -8,
    en: 'weekend work',
    zh: '周末上班',
    con: { en: (l) => `Weekend work is part of it (${l}).`, zh: (l) => `需要周末上班（${l}）。` },
  },
  {
    signal: 'fastPaced',
    delta: -4,
    en: 'a fast pace',
    zh: '快节奏',
    con: { en: (l) => `Expect a fast pace: ${l}.`, zh: (l) => `节奏快：${l}。` },
  },
];

const OPTIONAL =
  /\boptional\b|\bvoluntary\b|\bif you (?:want|wish|like)\b|\boccasional(?:ly)?\b|\b(?:one|two|three|1|2|3) Saturdays\b(?=[^.;]{0,40}\b(?:training|orientation|in (?:the|your) first))|自愿|可选|偶尔/i;

/** A heading ("ON-CALL", "Hours") names a subject; the sentence under it is the evidence. */
const headingLike = (text: string): number => (text.length <= 12 && !/\d/.test(text) && !/[，。；,.;]/.test(text) ? 1 : 0);

/** What the posting says about hours: 996, 大小周, overtime, on-call, shifts, weekends, and time off. */
export const rule: Rule = {
  id: 'hours-pressure',
  evaluate(ctx) {
    const { say } = ctx;
    const findings: Finding[] = [];
    // A benefits line about weekends off is not weekend work.
    // Optional Saturdays paid as overtime are a choice, not weekend work.
    const line = (signal: SignalId) =>
      ctx.signals
        .get(signal)
        ?.filter(
          (s) =>
            signal !== 'weekendWork' ||
            (s.section !== 'benefits' && !OPTIONAL.test(s.text) && !SIGNALS.weekendsOff.test(s.text) && !/weekends? off/i.test(s.text)),
        )
        .sort((a, b) => headingLike(a.text) - headingLike(b.text) || a.text.length - b.text.length)[0]?.text;
    const found = PRESSURE.filter((p) => line(p.signal) !== undefined);
    for (const p of found) {
      const evidence = line(p.signal)!;
      findings.push(
        { kind: 'score', dimension: 'workLife', delta: p.delta, reason: say(`Mentions ${p.en}.`, `提到${p.zh}。`), evidence: [evidence] },
        {
          kind: 'con',
          text: say(p.con.en(cite(excerpt(evidence, SIGNALS[p.signal]), 70)), p.con.zh(cite(excerpt(evidence, SIGNALS[p.signal], 40), 40))),
          evidence,
          weight: 7 - p.delta / 5,
        },
      );
      // A night premium the posting states needs no asking.
      const premiumStated =
        p.signal === 'shifts' &&
        ctx.sentences.some((s) =>
          /夜班[^，。；]{0,8}\d+\s*元|night (?:shift )?(?:differential|premium|rate)|shift premium|\$\d+(?:\.\d+)?(?:\/hr?| an hour| per hour)[^.;]{0,20}\bnights?\b/i.test(
            s.text,
          ),
        );
      // Overtime the posting already times ("月底结账期", "peak season runs 50-55 hours") is asked about as pay.
      const overtimeTimed =
        p.signal === 'overtime' &&
        (saysLittle(ctx.family) ||
          /月底|月末|结账|旺季|大促|赶工|节点|peak|season|month-end|year-end|busy period|close\b|\d{2}\s?[-–]\s?\d{2} ?h(?:ou)?rs?/i.test(
            evidence,
          ));
      if (p.ask && premiumStated)
        findings.push({
          kind: 'strategy',
          id: `ask-hours-${p.signal}`,
          text: say('Ask how the rota is set and how far ahead you know it.', '问清排班规则，以及提前多久排班。'),
          why: say(`The posting mentions ${p.en}.`, `职位提到了${p.zh}。`),
          weight: 6,
        });
      else if (p.ask && overtimeTimed)
        findings.push({
          kind: 'strategy',
          id: `ask-hours-${p.signal}`,
          text: say(
            'Ask how the overtime is paid or given back, and how many weeks a year it runs.',
            '问清加班怎么计薪或调休，一年大概有几周这样。',
          ),
          why: say(
            `The posting mentions it: ${cite(excerpt(evidence, SIGNALS.overtime), 70)}.`,
            `职位提到了加班：${cite(excerpt(evidence, SIGNALS.overtime, 40), 40)}。`,
          ),
          weight: 6,
        });
      else if (p.ask)
        findings.push({
          kind: 'strategy',
          id: `ask-hours-${p.signal}`,
          text: say(p.ask.en, p.ask.zh),
          why: say(`The posting mentions ${p.en}.`, `职位提到了${p.zh}。`),
          weight: 6,
        });
    }
    const onCall = line('onCall');
    // An incident on call is a software and systems story; a nurse's or concierge's on-call is asked about in the schedule.
    if (onCall && ctx.family.builds === true) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Walk us through an incident you handled on call: how you found the cause, what you did in the moment, and what changed afterwards.',
          '讲一次你值班时处理的线上故障：如何定位原因、当时怎么止损、事后改进了什么。',
        ),
        basedOn: onCall,
        weight: 6,
      });
    }
    const heavy = found.find(
      (p) => p.signal === 'overtime996' || p.signal === 'bigSmallWeek' || p.signal === 'sixDayWeek' || p.signal === 'overtime',
    );
    // "What did you cut" is a project's question: software, systems and product work.
    if (heavy && ctx.family.builds === true) {
      findings.push({
        kind: 'question',
        questionKind: 'behavioural',
        text: say(
          'Tell us about a time you delivered under heavy pressure. What did you cut, and what did you protect?',
          '讲一次你在高压下交付的经历：你砍掉了什么，又守住了什么？',
        ),
        basedOn: line(heavy.signal)!,
        weight: 4,
      });
    }

    const flexible = line('flexibleHours');
    if (flexible) {
      findings.push(
        {
          kind: 'score',
          dimension: 'workLife',
          delta: 10,
          reason: say('Promises flexible hours or balance.', '承诺弹性工作或工作生活平衡。'),
          evidence: [flexible],
        },
        {
          kind: 'pro',
          text: say(
            `Flexible hours are written into the posting: ${cite(excerpt(flexible, SIGNALS.flexibleHours), 60)}.`,
            `职位写明了弹性工作：${cite(excerpt(flexible, SIGNALS.flexibleHours, 40), 40)}。`,
          ),
          evidence: flexible,
          weight: 5,
        },
      );
    }
    const weekendsOff = line('weekendsOff');
    // "Monday to Friday" beside "some Saturdays" or "weekends and holidays" is no promise of weekends off.
    if (weekendsOff && !line('weekendWork') && !ctx.has('bigSmallWeek') && !ctx.has('sixDayWeek') && !ctx.has('overtime996')) {
      findings.push(
        {
          kind: 'score',
          dimension: 'workLife',
          delta: 8,
          reason: say('Weekends off are stated.', '写明周末双休。'),
          evidence: [weekendsOff],
        },
        {
          kind: 'pro',
          text: say('Weekends off are written in: no six-day weeks.', '写明双休：周末两天都休息。'),
          evidence: weekendsOff,
          weight: 5,
        },
      );
    }
    // On Chinese boards, whether weekends are off is the first thing readers look for; silence is a gap.
    if (
      ctx.posting.language === 'zh' &&
      !weekendsOff &&
      !['overtime996', 'bigSmallWeek', 'sixDayWeek', 'restDaysPerMonth', 'shifts', 'weekendWork'].some((signal) =>
        ctx.has(signal as SignalId),
      )
    ) {
      findings.push(
        {
          kind: 'con',
          text: say(
            'It does not say whether weekends are off (“双休”) or how much overtime there is.',
            '没有写明是否双休，也没提加班情况。',
          ),
          weight: 3,
        },
        {
          kind: 'strategy',
          id: 'ask-weekends',
          text: say(
            'Ask whether the team has weekends off and how often it works late, before the final round.',
            '终面前问清是否双休、平时加班频率与加班补偿。',
          ),
          why: say('The posting is silent on weekends and overtime.', '职位对双休与加班只字未提。'),
          weight: 4,
        },
      );
    }
    const shortWeek = line('shortWeek');
    if (shortWeek) {
      findings.push(
        {
          kind: 'score',
          dimension: 'workLife',
          delta: 10,
          reason: say('Offers a shorter working week.', '提供缩短工作周的选项。'),
          evidence: [shortWeek],
        },
        {
          kind: 'pro',
          text: say(
            `A shorter week is on offer: ${cite(excerpt(shortWeek, SIGNALS.shortWeek), 60)}.`,
            `可选更短的工作周：${cite(excerpt(shortWeek, SIGNALS.shortWeek, 40), 40)}。`,
          ),
          evidence: shortWeek,
          weight: 6,
        },
      );
    }
    return findings;
  },
};
