import { canonicalSkill, skillFamily } from '../normalize/skills';
import { CN_CITIES, countryCode } from '../normalize/places';
import type { Profile } from '../profile';
import { listOf, type AnalysisContext, type Finding } from './context';
import { yearlyMid, yearlyOfProfile } from './money';
import type { Fit } from './schema';

const key = (name: string) => name.toLowerCase();

/** Names of broad fields rather than tools: several words, or a field written as an acronym. */
const UMBRELLA = /\s|^(?:HPC|GPU|AI|ML|NLP|ETL|SRE|DevOps|MLOps|IoT)$/;

/**
 * Places compared in either language: "上海" and "Shanghai" are one city, "Germany", "德国" and
 * "DE" one country. A place reads as its whole text, its city, and its country code.
 */
export function placeKeys(place: string): string[] {
  const trimmed = place.trim();
  const text = trimmed.toLowerCase();
  const city = trimmed.split(/[·\-–,，/(（]/)[0]!.trim();
  const english = CN_CITIES[city]?.toLowerCase();
  const chinese = Object.entries(CN_CITIES).find(([, en]) => en.toLowerCase() === city.toLowerCase())?.[0];
  const country = countryCode(trimmed);
  return [
    ...new Set([
      text,
      city.toLowerCase(),
      ...(english ? [english] : []),
      ...(chinese ? [chinese] : []),
      ...(country ? [`country:${country}`] : []),
    ]),
  ];
}

/** How well the posting fits the user's profile, and what to learn or stress first. */
export function computeFit(ctx: AnalysisContext, profile: Profile): { fit: Fit; findings: Finding[] } {
  const { posting, say } = ctx;
  // Languages are compared with the profile's languages; soft skills are not a gap a course closes.
  const profileSkills = [...profile.skills, ...profile.languages].map((s) => canonicalSkill(s) ?? s);
  const have = new Set(profileSkills.map(key));
  const familyOf = new Map(ctx.skills.map((s) => [s.name, s.family]));
  const haveByFamily = new Map<string, number>();
  for (const name of profileSkills) {
    const family = skillFamily(name);
    if (family) haveByFamily.set(family, (haveByFamily.get(family) ?? 0) + 1);
  }
  // A broad field ("Backend development", "Deep learning", "HPC") is covered by two tools of it.
  const covers = (name: string) => have.has(key(name)) || (UMBRELLA.test(name) && (haveByFamily.get(familyOf.get(name) ?? '') ?? 0) >= 2);
  const counted = (s: { family: string }) => s.family !== 'soft';
  const musts = [...new Set(ctx.mustSkills.filter(counted).map((s) => s.name))];
  const nices = [...new Set(ctx.niceSkills.filter(counted).map((s) => s.name))];
  const asked = musts.length > 0 ? musts : [...new Set(ctx.skills.filter(counted).map((s) => s.name))];
  const matched = [...new Set(ctx.skills.map((s) => s.name))].filter((name) => have.has(key(name)));
  const missingMust = musts.filter((name) => !covers(name));
  const missingNice = nices.filter((name) => !covers(name));
  const mustCoverage = asked.length > 0 ? asked.filter(covers).length / asked.length : 0.5;
  const niceCoverage = nices.length > 0 ? (nices.length - missingNice.length) / nices.length : 0.5;

  const required = posting.experienceYears?.min;
  const years = profile.yearsOfExperience;
  let experiencePoints = 10;
  let experienceText = say('The posting names no years of experience.', '职位未写明年限要求。');
  if (required !== undefined && years !== undefined) {
    const gap = required - years;
    experiencePoints = gap <= 0 ? 15 : gap <= 1 ? 10 : gap <= 2 ? 5 : 0;
    experienceText =
      gap <= 0
        ? say(`You have ${years} years; it asks for ${required}+.`, `你有 ${years} 年经验，要求 ${required} 年以上。`)
        : say(
            `It asks for ${required}+ years; you have ${years}: a gap of ${gap}.`,
            `要求 ${required} 年以上，你有 ${years} 年，差 ${gap} 年。`,
          );
  } else if (required !== undefined) {
    experienceText = say(
      `It asks for ${required}+ years; add yours to the profile to compare.`,
      `要求 ${required} 年以上；在资料里填写你的年限即可比较。`,
    );
  }

  let payVerdict: Fit['pay']['verdict'] = 'unknown';
  let payText = say('No figure to compare with your expectation.', '没有可与期望对比的薪资数字。');
  const offered = yearlyMid(posting.salary);
  const expected = profile.expectedPay ? yearlyOfProfile(profile.expectedPay) : undefined;
  if (offered !== undefined && expected !== undefined && profile.expectedPay) {
    if (posting.salary?.currency !== profile.expectedPay.currency) {
      payText = say(
        `Pay is in ${posting.salary?.currency ?? '?'}, your expectation in ${profile.expectedPay.currency}: not converted.`,
        `薪资币种为 ${posting.salary?.currency ?? '?'}，你的期望是 ${profile.expectedPay.currency}：不做换算。`,
      );
    } else {
      const ratio = offered / expected;
      payVerdict = ratio >= 1.05 ? 'above' : ratio >= 0.95 ? 'within' : 'below';
      const pct = Math.round(Math.abs(ratio - 1) * 100);
      payText =
        payVerdict === 'within'
          ? say('Pay is in line with your expectation.', '薪资与你的期望相当。')
          : payVerdict === 'above'
            ? say(`Pay is about ${pct}% above your expectation.`, `薪资比你的期望高约 ${pct}%。`)
            : say(`Pay is about ${pct}% below your expectation.`, `薪资比你的期望低约 ${pct}%。`);
    }
  }

  let placeOk: boolean | null = null;
  let placeText = say('Add the places you would work in to compare.', '在资料里填写意向城市即可比较。');
  if (profile.places.length > 0) {
    const wanted = new Set(profile.places.flatMap(placeKeys));
    const remoteOk = [...wanted].some((p) => /remote|远程/.test(p));
    // Whole texts like "remote" match nothing on their own: the place is the city or the country.
    wanted.delete('remote');
    wanted.delete('远程');
    const postingPlaces = posting.locations.flatMap((loc) => [
      ...[loc.raw, loc.city].filter((p): p is string => Boolean(p)).flatMap(placeKeys),
      ...(loc.country ? [`country:${loc.country}`] : []),
    ]);
    placeOk = postingPlaces.some((p) => wanted.has(p)) || (posting.workMode === 'remote' && remoteOk);
    placeText = placeOk
      ? say('The place matches your profile.', '工作地点符合你的意向。')
      : say(
          `The place (${posting.locations.map((l) => l.raw).join(', ') || 'not given'}) is not among yours.`,
          `工作地点（${posting.locations.map((l) => l.raw).join('、') || '未注明'}）不在你的意向城市中。`,
        );
    if (posting.locations.length === 0 && posting.workMode !== 'remote') placeOk = null;
  }

  let modeOk: boolean | null = null;
  let modeText = say('No work-mode preference in your profile.', '资料中没有办公方式偏好。');
  if (profile.workModes.length > 0) {
    if (posting.workMode === 'unknown') modeText = say('The posting does not say how the work is done.', '职位未说明办公方式。');
    else {
      modeOk = profile.workModes.includes(posting.workMode);
      modeText = modeOk
        ? say('The work mode suits you.', '办公方式符合你的偏好。')
        : say('The work mode is not one you chose.', '办公方式不符合你的偏好。');
    }
  }

  const score = Math.round(
    mustCoverage * 50 +
      niceCoverage * 10 +
      experiencePoints +
      (payVerdict === 'above' || payVerdict === 'within' ? 10 : payVerdict === 'below' ? 3 : 6) +
      (placeOk === true ? 8 : placeOk === null ? 5 : 0) +
      (modeOk === true ? 7 : modeOk === null ? 4 : 0),
  );
  // Named tools first (UCX, RoCE): a concrete thing to learn beats a field.
  const learnFirst = [
    ...missingMust.filter((n) => !UMBRELLA.test(n) && familyOf.get(n) !== 'human-language'),
    ...missingMust.filter((n) => UMBRELLA.test(n)),
  ].slice(0, 3);
  const stressFirst = matched.filter((name) => musts.includes(name)).slice(0, 3);
  const summary = say(
    `Fit ${score}/100: you match ${matched.length} of the ${ctx.skills.length} skills it names${missingMust.length > 0 ? `; missing must-haves: ${listOf(ctx, missingMust, 3)}` : ''}.`,
    `匹配度 ${score}/100：职位提到的 ${ctx.skills.length} 项技能中你具备 ${matched.length} 项${missingMust.length > 0 ? `；缺少必备项：${listOf(ctx, missingMust, 3)}` : ''}。`,
  );

  const findings: Finding[] = [];
  if (payVerdict === 'below')
    findings.push({ kind: 'score', dimension: 'pay', delta: -10, reason: payText }, { kind: 'con', text: payText, weight: 7 });
  if (payVerdict === 'above')
    findings.push({ kind: 'score', dimension: 'pay', delta: 8, reason: payText }, { kind: 'pro', text: payText, weight: 6 });
  if (stressFirst.length > 0) {
    findings.push({
      kind: 'strategy',
      id: 'fit-stress',
      text: say(
        `Lead your CV and cover letter with ${listOf(ctx, stressFirst)}: you have them and the posting requires them.`,
        `简历和求职信开头突出${listOf(ctx, stressFirst)}：这些是职位的必备项，而你正好具备。`,
      ),
      why: say('Recruiters scan for the must-haves first.', '招聘方会先找必备技能。'),
      weight: 9,
    });
  }
  if (learnFirst.length > 0) {
    findings.push({
      kind: 'strategy',
      id: 'fit-learn',
      text: say(
        `Close the gap on ${listOf(ctx, learnFirst)} before the interview: a small project or course you can name.`,
        `面试前补上${listOf(ctx, learnFirst)}：做个能拿得出手的小项目或课程。`,
      ),
      why: say('These are must-haves your profile does not list.', '这些是必备项，你的资料里还没有。'),
      weight: 8,
    });
  }
  if (placeOk === false) findings.push({ kind: 'con', text: placeText, weight: 5 });
  if (modeOk === false) findings.push({ kind: 'con', text: modeText, weight: 5 });

  return {
    fit: {
      score: Math.min(100, Math.max(0, score)),
      matchedSkills: matched,
      missingMustHaves: missingMust,
      missingNiceToHaves: missingNice,
      experience: {
        ...(required !== undefined ? { required } : {}),
        ...(years !== undefined ? { have: years } : {}),
        text: experienceText,
      },
      pay: { verdict: payVerdict, text: payText },
      place: { ok: placeOk, text: placeText },
      workMode: { ok: modeOk, text: modeText },
      learnFirst,
      stressFirst,
      summary,
    },
    findings,
  };
}
