import { cite, quote, type AnalysisContext, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';

const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 };
const COUNT = '(one|two|three|four|five|[1-5])';

const DAY_INDEX: Record<string, number> = { mon: 1, tues: 2, wednes: 3, thurs: 4, fri: 5, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };
/** The weekdays and the words for "in the office" that office-day phrases are built from. */
const DAY_NAMES = 'Mon|Tues|Wednes|Thurs|Fri';
const DAY = `(?:${DAY_NAMES})`;
const IN_OFFICE = String.raw`in (?:the|our) [\w ]{0,20}?office|in[- ]office|on[- ]?site`;
const OFFICE_SPAN = new RegExp(
  String.raw`\b(?:${IN_OFFICE}|together in [\w ]{2,30}?|at (?:the|our) [\w ]{0,20}office)\s+(?:from\s+)?(${DAY_NAMES})days?\s*(?:to|through|thru|–|-)\s*(${DAY_NAMES})days?\b`,
  'i',
);
const OFFICE_DAYS = new RegExp(String.raw`\b(?:${IN_OFFICE})\s+(?:on\s+)?((?:${DAY}days?(?:,\s*|\s+and\s+|\s*&\s*)?){2,5})`, 'i');
const NAMED_DAY = new RegExp(String.raw`\b${DAY}days?\b`, 'gi');
const WEEKDAY = new RegExp(String.raw`\b${DAY}days\b`, 'g');
const OFFICE_SPAN_ZH = /周([一二三四五])\s*(?:至|到|-|～|~)\s*周([一二三四五])\s*(?:到岗|坐班|在办公室|到公司|来公司)/;

/** How many days a week the posting puts you in the office, and the sentence that says so. */
function officeDays(ctx: Pick<AnalysisContext, 'sentences'>): { days: number; sentence: string } | undefined {
  const office: readonly RegExp[] = [
    new RegExp(`\\b${COUNT}\\s+(?:office\\s+|on[- ]?site\\s+)?days?\\s+(?:a|per|each)\\s+week\\s+(?:in|at|on)\\b`, 'i'),
    new RegExp(`\\b${COUNT}\\s+(?:office|on[- ]?site)\\s+days\\b`, 'i'),
    new RegExp(`\\b${COUNT}\\s+days\\s+(?:a\\s+week\\s+)?on[- ]?site\\b`, 'i'),
    new RegExp(
      `\\b(?:in|at|from)\\s+(?:our|the)\\s+[\\w\\s]{0,30}?(?:office|lab|studio|site|headquarters)\\s+${COUNT}\\s+days\\s+a\\s+week`,
      'i',
    ),
    /每周(?:到岗|坐班|在办公室|到公司)\s*([一两二三四五1-5])\s*天/,
  ];
  const home = [
    new RegExp(`\\b(one|two|three|four|[1-4])\\s+(?:hybrid\\s+)?days?\\s+(?:a\\s+week\\s+)?(?:at|from)\\s+home`, 'i'),
    /每周(?:居家|远程)\s*([一两二三四1-4])\s*天/,
  ];
  for (const sentence of ctx.sentences) {
    for (const pattern of office) {
      const found = pattern.exec(sentence.text)?.[1];
      if (found) return { days: NUMBER[found.toLowerCase()] ?? Number(found), sentence: sentence.text };
    }
    for (const pattern of home) {
      const found = pattern.exec(sentence.text)?.[1];
      if (found && !/\boffice\b/i.test(sentence.text))
        return { days: 5 - (NUMBER[found.toLowerCase()] ?? Number(found)), sentence: sentence.text };
    }
    // "in the office Tuesday to Thursday", "together in Shoreditch Monday to Wednesday", "周二至周四到岗": a span of days.
    const span = OFFICE_SPAN.exec(sentence.text) ?? OFFICE_SPAN_ZH.exec(sentence.text);
    if (span) {
      const from = DAY_INDEX[span[1]!.toLowerCase()]!;
      const to = DAY_INDEX[span[2]!.toLowerCase()]!;
      if (to > from) return { days: to - from + 1, sentence: sentence.text };
    }
    // "in the office Monday, Tuesday and Thursday": the named days.
    const named = OFFICE_DAYS.exec(sentence.text);
    if (named) return { days: named[1]!.match(NAMED_DAY)!.length, sentence: sentence.text };
    const weekdays = /\b(?:work|are|be)\b[^.]*\bfrom our [\w\s]+office on\b/i.test(sentence.text) ? sentence.text.match(WEEKDAY) : null;
    if (weekdays && weekdays.length > 0) return { days: weekdays.length, sentence: sentence.text };
  }
  return undefined;
}

/** Where a remote role may be done from, when the posting limits it ("Remote (US)", "anywhere in Texas"). */
function remoteArea(ctx: AnalysisContext): { area: string; sentence: string } | undefined {
  for (const location of ctx.posting.locations) {
    const area =
      /remote\s*(?:[-–(（:]\s*|within\s+|in\s+)([^)）]+?)\s*[)）]?$/i.exec(location.raw)?.[1] ??
      /^(.+?)\s*[(（]\s*remote\s*[)）]$/i.exec(location.raw)?.[1];
    if (area && !/^(?:anywhere|global|worldwide|全球)$/i.test(area)) return { area: area.trim(), sentence: location.raw };
  }
  for (const sentence of ctx.sentences) {
    const area =
      /\b(?:remote(?:ly)?|anywhere)\s+(?:with)?in\s+(?:the\s+)?([A-Z][\w]+(?:\s[A-Z][\w]+)?)|\bremote(?:ly)?\s+from\s+(?:anywhere\s+in\s+)?(?:the\s+)?([A-Z][\w]+)/.exec(
        sentence.text,
      );
    const name = area?.[1] ?? area?.[2];
    if (name) return { area: name, sentence: sentence.text };
  }
  return undefined;
}

/** Remote, hybrid or on-site, as the posting states it, with the office days when it gives them. */
export const rule: Rule = {
  id: 'work-mode',
  evaluate(ctx) {
    const { posting, say } = ctx;
    const place = posting.locations.map((l) => l.raw).join(', ');
    const firstPlace = posting.locations[0]?.raw ?? '';
    const days = officeDays(ctx);
    const findings: Finding[] = [];
    // Several offices and no word on which: the team, and the commute, are open questions.
    const cities = new Set(posting.locations.map((l) => l.city ?? l.raw).filter((c) => !/remote|远程/i.test(c)));
    if (cities.size >= 3 && posting.workMode !== 'remote') {
      findings.push(
        {
          kind: 'con',
          text: say(
            `Listed in ${cities.size} places (${[...cities].slice(0, 3).join('; ')}): which office and team this is stays open.`,
            `职位挂了 ${cities.size} 个地点（${[...cities].slice(0, 3).join('；')}）：具体在哪个办公室、哪个团队还不清楚。`,
          ),
          evidence: posting.locations[0]!.raw,
          weight: 2,
        },
        {
          kind: 'strategy',
          id: 'ask-location',
          text: say('Ask which office the team sits in and whether the location is your choice.', '问清团队在哪个城市办公，地点能否自选。'),
          why: say(`The posting lists ${cities.size} places.`, `职位列了 ${cities.size} 个地点。`),
          weight: 3,
        },
      );
    }
    switch (posting.workMode) {
      case 'remote': {
        const area = remoteArea(ctx);
        const meetups = ctx.sentences.find((s) => /team weeks?|offsites?|meet(?:-| )?ups?|线下聚会|团建/i.test(s.text));
        findings.push(
          {
            kind: 'score',
            dimension: 'workLife',
            delta: 16,
            reason: say('Remote work: no commute.', '远程办公，无需通勤。'),
            evidence: [quote(area?.sentence ?? firstPlace)].filter(Boolean),
          },
          {
            kind: 'pro',
            text: say('Fully remote: no commute, and more say over where you live.', '全远程：免通勤，居住地更自由。'),
            evidence: area?.sentence ?? (firstPlace || undefined),
            weight: 7,
          },
          {
            kind: 'strategy',
            id: 'remote-evidence',
            text: say(
              'Show that you work well remotely: written updates, async decisions, a past remote project.',
              '证明你擅长远程协作：书面同步、异步决策、过往远程项目。',
            ),
            why: say('The role is remote.', '这是远程岗位。'),
            weight: 4,
          },
        );
        const the = /^(?:US|USA|UK|EU|United States|United Kingdom|Netherlands|Philippines)$/i.test(area?.area ?? '') ? 'the ' : '';
        // An area written in Chinese stays the posting's words in an English text.
        const areaEn = area
          ? ({ 中国: 'China', 中国大陆: 'mainland China', 国内: 'China' }[area.area] ??
            (/[\u4e00-\u9fff]/.test(area.area) ? `“${area.area}”` : `${the}${area.area}`))
          : '';
        if (area)
          findings.push({
            kind: 'con',
            text: say(
              `Remote only from within ${areaEn}: check that you can live and be employed there.`,
              `仅限在${area.area}境内远程：先确认你能在当地居住并受雇。`,
            ),
            evidence: area.sentence,
            weight: 4,
          });
        if (meetups)
          findings.push({
            kind: 'pro',
            text: say(`The remote team still meets in person: ${cite(meetups.text)}.`, `远程团队也有线下见面：${cite(meetups.text)}。`),
            evidence: meetups.text,
            weight: 3,
          });
        break;
      }
      case 'hybrid': {
        const delta = days ? (days.days <= 2 ? 12 : days.days >= 4 ? 6 : 9) : 10;
        findings.push({
          kind: 'score',
          dimension: 'workLife',
          delta,
          reason: days
            ? say(`Hybrid: ${days.days} office day${days.days === 1 ? '' : 's'} a week.`, `混合办公：每周到岗 ${days.days} 天。`)
            : say('Hybrid work: part of the week at home.', '混合办公，部分时间可居家。'),
          evidence: [quote(days?.sentence ?? firstPlace)].filter(Boolean),
        });
        if (days) {
          findings.push({
            kind: 'pro',
            text: say(
              `Hybrid with a stated rhythm: ${days.days} office day${days.days === 1 ? '' : 's'} a week, the rest from home.`,
              `混合办公且写明节奏：每周到岗 ${days.days} 天，其余时间居家。`,
            ),
            evidence: days.sentence,
            weight: 6,
          });
          if (days.days >= 3)
            findings.push({
              kind: 'con',
              text: say(
                `${days.days} office days a week${place ? ` (${place})` : ''}: the commute is still most of the week.`,
                `每周需到岗 ${days.days} 天${place ? `（${place}）` : ''}：通勤仍占一周的大部分。`,
              ),
              evidence: days.sentence,
              weight: 3,
            });
        } else {
          findings.push(
            {
              kind: 'pro',
              text: say('Hybrid work leaves room for focus days at home.', '混合办公模式兼顾灵活性与协作。'),
              evidence: firstPlace || undefined,
              weight: 5,
            },
            {
              kind: 'con',
              text: say('Hybrid, but how many office days a week is not stated.', '写了混合办公，但没写每周到岗几天。'),
              weight: 1,
            },
            {
              kind: 'strategy',
              id: 'ask-office-days',
              text: say(
                'Ask how many office days are expected and whether the team shares them.',
                '确认每周到岗天数，以及团队是否同一天到岗。',
              ),
              why: say('The posting says hybrid but not how many days.', '职位写了混合办公，但没写到岗天数。'),
              weight: 2,
            },
          );
        }
        break;
      }
      case 'onsite': {
        // A ward, a line or a shop floor is on site by nature: no commute lecture (and a dorm makes it moot).
        if (saysLittle(ctx.family)) break;
        const everyDay = days?.days === 5 || ctx.sentences.some((s) => /five days a week|每周五天|全职坐班/i.test(s.text));
        findings.push(
          {
            kind: 'score',
            dimension: 'workLife',
            delta: everyDay ? -6 : -3,
            reason: say('On-site work every day.', '需要全职到岗办公。'),
            evidence: [quote(days?.sentence ?? firstPlace)].filter(Boolean),
          },
          {
            kind: 'con',
            text: say(
              `On-site${place ? ` in ${place}` : ''}${everyDay ? ', five days a week' : ''}: count the commute.`,
              `需坐班${place ? `（${place}）` : ''}${everyDay ? '，每周五天' : ''}：算一算通勤成本。`,
            ),
            evidence: days?.sentence ?? (firstPlace || undefined),
            weight: 4,
          },
        );
        break;
      }
      default:
        // Nursing, driving, teaching, a kitchen or a warehouse are done where the work is: not a question; and
        // where the kind of work is unknown, whether days at home are plausible is unknown too.
        if (saysLittle(ctx.family)) break;
        // Chinese job ads are on-site unless they say otherwise; and a remote day the text names is no silence.
        if (
          posting.language === 'zh' ||
          ctx.sentences.some((s) => /remote day|days? (?:at|from) home|work from home|\bWFH\b|hybrid|远程|居家/i.test(s.text))
        )
          break;
        findings.push(
          {
            kind: 'con',
            text: say('The posting does not say whether the work is remote, hybrid or on-site.', '职位没有说明是远程、混合还是坐班。'),
            weight: 2,
          },
          {
            kind: 'strategy',
            id: 'ask-work-mode',
            text: say(
              `Ask whether the job is on-site${place ? ` in ${place}` : ''} every day or allows days at home.`,
              `问清是否每天到岗${place ? `（${place}）` : ''}，能否部分居家。`,
            ),
            why: say('The posting does not say.', '职位没有写明办公方式。'),
            weight: 2,
          },
        );
    }
    return findings;
  },
};
