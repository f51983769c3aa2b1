import { cite, quote, type Finding, type Rule } from '../context';
import { formatMoney } from '../money';
import { PER_UNIT, statedWeeklyHours, statedWorkWeeks } from '../knowledge/pay-and-schedule';
import { saysLittle } from '../role-family';
import { HOURS_PER_YEAR, WEEKS_PER_YEAR, parseSalary } from '../../normalize/salary';

/** A sentence that states pay in figures (the board gave no salary field, but the text has one). */
const PAY_WORDS = /\b(?:pay|paid|salary|wages?|hourly rate|compensation|earn(?:ings)?)\b|\/\s?(?:hr|hour)\b|per hour|an hour|薪|工资|待遇/i;
/** Money that is not the worker's pay: a budget, an allowance, a bonus, the company's own figures. */
const NOT_PAY = /budget|allowance|stipend|bonus|reimburs|revenue|raised|funding|customers|travell?ers|补贴|报销|营收|融资/i;

/** A posting that states its pay respects the reader's time; one that does not costs a round of asking. */
export const rule: Rule = {
  id: 'pay-transparency',
  evaluate(ctx) {
    const { posting, say, lang } = ctx;
    const salary = posting.salary;
    if (salary && (salary.min !== undefined || salary.max !== undefined)) {
      const wide = salary.min !== undefined && salary.max !== undefined && salary.min > 0 && salary.max / salary.min >= 2;
      const findings: Finding[] = [
        {
          kind: 'score',
          dimension: 'pay',
          delta: 8,
          reason: say(`States its pay: ${salary.raw}.`, `明确写出薪资：${salary.raw}。`),
          evidence: [quote(salary.raw)],
        },
        {
          kind: 'pro',
          text: say(
            `Pay is stated up front (${salary.raw}): no guessing before the first call.`,
            `薪资公开透明（${salary.raw}），投递前就心里有数。`,
          ),
          evidence: salary.raw,
          weight: 6,
        },
      ];
      if (wide) {
        findings.push(
          {
            kind: 'score',
            dimension: 'pay',
            delta: -4,
            reason: say('The range is so wide that it says little about the offer.', '薪资区间过宽，对实际报价参考有限。'),
          },
          {
            kind: 'con',
            text: say(
              `The pay range (${salary.raw}) spans more than double: ask where this role sits in it.`,
              `薪资区间（${salary.raw}）跨度超过一倍：需要问清本岗位落在哪一档。`,
            ),
            evidence: salary.raw,
            weight: 4,
          },
        );
      }
      const experienceDecides = ctx.sentences.find((s) =>
        /depend(?:s|ing)? on (?:your )?experience|\bDOE\b|set from your location, experience|根据(?:能力|经验)/i.test(s.text),
      );
      if (experienceDecides) {
        findings.push({
          kind: 'con',
          text: say(
            `Where you land in the range depends on experience (${cite(experienceDecides.text, 60)}): expect the lower half unless you match every requirement.`,
            `起薪按经验定档（${cite(experienceDecides.text, 40)}）：除非完全符合要求，否则多在区间下半段。`,
          ),
          evidence: experienceDecides.text,
          weight: 3,
        });
      }
      if (
        salary.currency === 'CNY' &&
        salary.period === 'month' &&
        !salary.monthsPerYear &&
        !ctx.has('bonus') &&
        !saysLittle(ctx.family) &&
        !/[+＋]/.test(salary.raw)
      ) {
        findings.push({
          kind: 'con',
          text: say(
            `No extra months of pay (“13薪”) or year-end bonus are stated: count ${salary.raw} × 12.`,
            `未写明多薪或年终奖：按 ${salary.raw} × 12 个月估算年收入。`,
          ),
          evidence: salary.raw,
          weight: 2,
        });
      }
      // Hourly and daily pay read better as a year; the yearly figure assumes full time.
      const yearly = salary.yearly;
      if (
        (salary.period === 'hour' || salary.period === 'day') &&
        yearly &&
        (yearly.min !== undefined || yearly.max !== undefined) &&
        salary.currency
      ) {
        // At the hours a week the posting states ("25-32 hours a week"), not at a full time it does not offer.
        const week = salary.period === 'hour' ? statedWeeklyHours(ctx.sentences.map((line) => line.text)) : undefined;
        // A school year is not a calendar year: 180 days of pay, not 260 (issue 11).
        const season = statedWorkWeeks(ctx.sentences.map((line) => line.text));
        const perYear = (v: number | undefined) =>
          v === undefined
            ? undefined
            : (week ? ((v * week.hours) / HOURS_PER_YEAR) * WEEKS_PER_YEAR : v) * (season ? season.weeks / WEEKS_PER_YEAR : 1);
        const span = [perYear(yearly.min), perYear(yearly.max)]
          .filter((v): v is number => v !== undefined)
          .map((v) => formatMoney(v, salary.currency!, lang));
        const range = [...new Set(span)].join('–');
        if (PER_UNIT.test(salary.raw) || ctx.sentences.some((line) => line.text.includes(salary.raw) && PER_UNIT.test(line.text)))
          return findings;
        if (week && week.hours < 30) {
          findings.push({
            kind: 'con',
            text: say(
              `Paid by the hour (${salary.raw}) for ${week.words}: about ${range} a year, not a full-time wage.`,
              `按小时计薪（${salary.raw}），每周${week.words}：约合年收入 ${range}，不是全职收入。`,
            ),
            evidence: salary.raw,
            weight: 5,
          });
          return findings;
        }
        if (week || season) {
          const basis = [week?.words, season?.words].filter(Boolean).join(say(', over a ', '，'));
          findings.push({
            kind: 'pro',
            text: say(
              `Paid by the ${salary.period} (${salary.raw}): about ${range} a year at the ${basis} the posting states.`,
              `按${salary.period === 'hour' ? '小时' : '天'}计薪（${salary.raw}）：按职位写明的${basis}，约合年收入 ${range}。`,
            ),
            evidence: salary.raw,
            weight: 3,
          });
          return findings;
        }
        const partial =
          posting.employmentType === 'part_time' || posting.employmentType === 'contract' || posting.employmentType === 'temporary';
        findings.push({
          kind: partial ? 'con' : 'pro',
          text: partial
            ? say(
                `Paid by the ${salary.period} (${salary.raw}): about ${range} a year only at full time, with no paid leave named.`,
                `按${salary.period === 'hour' ? '小时' : '天'}计薪（${salary.raw}）：全职满勤才约合年薪 ${range}，且没写带薪假。`,
              )
            : say(
                `Paid by the ${salary.period} (${salary.raw}): about ${range} a year at full time.`,
                `按${salary.period === 'hour' ? '小时' : '天'}计薪（${salary.raw}）：全职约合年薪 ${range}。`,
              ),
          evidence: salary.raw,
          weight: partial ? 5 : 3,
        });
      }
      return findings;
    }
    if (salary) {
      return [
        {
          kind: 'score',
          dimension: 'pay',
          delta: -6,
          reason: say(`Pay is given only as "${salary.raw}".`, `薪资只写了“${salary.raw}”。`),
          evidence: [salary.raw],
        },
        {
          kind: 'con',
          text: say(
            `No figure for pay ("${salary.raw}"): ask for the band before investing in the process.`,
            `薪资写作“${salary.raw}”，没有具体数字：投入面试前先问清薪资范围。`,
          ),
          evidence: salary.raw,
          weight: 6,
        },
        {
          kind: 'strategy',
          id: 'ask-pay-band',
          text: say('Ask the recruiter for the pay band in the first call.', '第一次沟通就向招聘方确认薪资范围。'),
          why: say(`The posting only says "${salary.raw}".`, `职位只写了“${salary.raw}”。`),
          weight: 6,
        },
      ];
    }
    // The text states the pay even though no salary field came with the page: it is not silent on pay.
    const market = posting.language === 'zh' ? 'cn' : 'global';
    const stated = ctx.sentences.find(
      (s) =>
        s.section !== 'benefits' &&
        s.text.length < 240 &&
        PAY_WORDS.test(s.text) &&
        !NOT_PAY.test(s.text) &&
        /\d/.test(s.text) &&
        parseSalary(s.text, { market })?.min !== undefined,
    );
    if (stated) {
      return [
        {
          kind: 'pro',
          text: say(`Pay is stated in the text: ${cite(stated.text, 90)}.`, `正文写明了薪资：${cite(stated.text, 50)}。`),
          evidence: stated.text,
          weight: 5,
        },
      ];
    }
    // With no figure and no benefit named, the posting says nothing about pay: the dimension stays
    // unjudged (null) rather than scored on silence; with benefits named, silence on pay costs.
    const saysSomething = (['healthInsurance', 'retirement', 'equity', 'bonus', 'paidLeave', 'perks', 'competitiveWords'] as const).some(
      (signal) => ctx.has(signal),
    );
    return [
      ...(saysSomething
        ? [
            {
              kind: 'score' as const,
              dimension: 'pay' as const,
              delta: -8,
              reason: say('The posting names benefits but no pay figure.', '职位提到了福利，但没有给出薪资。'),
            },
          ]
        : []),
      {
        kind: 'con',
        text: say('No pay range is given: ask for the band before investing in the process.', '未公开薪资：投入面试前先问清薪资范围。'),
        weight: 6,
      },
      {
        kind: 'strategy',
        id: 'ask-pay-band',
        text: say('Ask the recruiter for the pay band in the first call.', '第一次沟通就向招聘方确认薪资范围。'),
        why: say('The posting states no pay.', '职位没有写薪资。'),
        weight: 6,
      },
    ];
  },
};
