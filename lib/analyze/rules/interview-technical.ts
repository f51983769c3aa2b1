import { saysLittle } from '../role-family';
import { cite, quote, type Finding, type Rule } from '../context';
import { QUESTION_BANK } from '../question-bank';

/**
 * An age, a licence, certificate, degree, clean record, check, language, physical demand, schedule or a "preferred"
 * experience line is not a project to walk through: asked as one it reads absurd ("the project where you did
 * a clean MVR"). Such lines get no question here; the rules that know them say what fits.
 */
const CREDENTIAL_OR_CONDITION =
  /years? (?:old|of age)|or older|\baged?\b|岁|licen[cs]e|certif|\bcard\b|\btickets?\b|\bfit\b|\bfear of\b|\b1[6-9]\+|\b21\+|\bDUI|\bDWI|\bBLS\b|\bACLS\b|\bOSHA\b|\bread(?:ing)? (?:and (?:write|speak) )?English|tattoo|纹身|色盲|色弱|押金|租金|劳务派遣|派遣|班倒|节假日|能接受|接受安排|服从|smartphone|\bphone\b|vehicle|transport|hand tools|own tools|authori[sz]ation|credential|travel to|[\u4e00-\u9fff]{1,4}证(?![明实据])|no (?:prior |previous )?experience|无经验|经验不限|零基础|\bCDL\b|\bendorsement|degree|diploma|\bGED\b|(?<!track )record|\bMVR\b|background check|drug (?:test|screen)|\bDOT\b|physical|\blift\b|on your feet|\bstand(?:ing)?\b|outdoors|\bfluent|spoken|written and oral|language|availab|weekends?|\bshifts?\b|overtime|preferred but not|not essential|\bvisa\b|right to work|资格证|证书|执照|驾照|驾驶证|学历|本科|大专|中专|高中|健康证|体检|身体|体力|普通话|英语|无犯罪|倒班|夜班|加班|周末/i;

/** Families of skills that make a poor technical question on their own. */
const NO_QUESTION = new Set(['soft', 'human-language', 'domain', 'tool']);
/** Skill names too broad to ask "the hardest problem you solved with" about. */
const TOO_BROAD =
  /development$|engineering$|^B2B|SaaS|^Consumer products$|^Communication|^System (?:design|architecture)$|^Design patterns$|^Object-oriented programming$|^Data structures and algorithms$|^Algorithm design$|^Problem solving$|^Debugging$|^Performance optimization$|^Code review$/i;
/** Skill families that run in production. */
const RUNTIME = new Set([
  'backend',
  'database',
  'cloud',
  'devops',
  'data',
  'ml',
  'hpc',
  'networking',
  'frontend',
  'mobile',
  'systems',
  'security',
]);

/** Ways to ask about a skill the bank has no question for, so two such questions never read alike. */
const FALLBACK = {
  systems: [
    {
      en: (s: string) =>
        `Tell us about the hardest problem you solved with ${s}: what was at stake, what you measured, what you would do differently.`,
      zh: (s: string) => `讲讲你用${s}解决过的最难的问题：风险在哪、衡量了什么、如果重来会怎么做？`,
    },
    {
      en: (s: string) => `What goes wrong with ${s} in production, and how have you found and fixed it?`,
      zh: (s: string) => `${s}在生产环境中常出什么问题？你是如何发现并解决的？`,
    },
  ],
  other: [
    {
      en: (s: string) => `Show us an example of your ${s} work: the task, what you did, and the result.`,
      zh: (s: string) => `举一个你在${s}方面的工作实例：需求是什么、你做了什么、结果如何？`,
    },
    {
      en: (s: string) => `Where has your ${s} work gone wrong, and what did you change afterwards?`,
      zh: (s: string) => `你在${s}方面的工作出过什么问题？之后做了哪些改进？`,
    },
  ],
};

/** Requirement lines that are conditions rather than abilities: years, degrees, languages, rights, licences. */
const CONDITION =
  /\b(?:BS|BA|MS|MSc|PhD|Ph\.D|Bachelor'?s?|Master'?s?)\b|^\W*(?:\d+\s*\+?\s*(?:years?|yrs)|(?:one|two|three|four|five|six|seven|eight|nine|ten) years? of (?:\w+ )?experience\b)|\bdegree\b|\bdiploma\b|\bGED\b|学历|本科|硕士|博士|大专|working rights|right to work|licen[cs]e|certificat|\bCPR\b|designation|^\W*(?:fluent|good|native)\s+(?:English|German|Portuguese|French|Spanish)|普通话|英文|英语|年以上.{0,8}经验$|优先$|^\W*(?:able|available|willing) to (?:work|travel|start)|能适应|可连续工作|接受.{0,4}(?:出差|加班|轮班)/i;
/** Requirement lines about how someone works rather than what they know. */
const BEHAVIOUR =
  /\b(?:habit|comfort|calm|track record|passion|love|confident|able to|ability to|experience leading|leading cross|communicat\w*|collaborat\w*|ownership|writer|organi[sz]er)\b|沟通|责任心|协作|抗压|学习能力|热情|主动|开朗/i;
/** A trait of the person ("Resilience", 性格温和, "reliable and punctual"): shown in a moment, never "work you did how often". */
const TRAIT =
  /\b(?:resilien\w*|reliable|punctual|honest\w*|friendly|patient|patience|positive attitude|team player|hard[- ]working|motivated|genuine interest|happy to|eager|energetic|personable|calm|coachab\w*|drive)\b|性格|耐心|爱干净|吃苦|踏实|稳重|诚实|守时|细心|认真|勤快|有礼貌|亲和力|积极/i;

/**
 * Technical questions the posting's own skills call for, each tied to the line that asks for them;
 * then questions asked straight from the requirement lines no skill question already covers.
 */
export const rule: Rule = {
  id: 'interview-technical',
  evaluate(ctx) {
    const { say } = ctx;
    const byName = new Map(ctx.skills.map((s) => [s.name.toLowerCase(), s]));
    const has = (name: string) => byName.has(name.toLowerCase());
    const findings: Finding[] = [];
    const used = new Set<string>();
    const covered = new Set<string>();
    const lines = [...ctx.duties, ...ctx.requirements];
    // The bank's questions without families are software and systems questions. Outside that work a skill word
    // says little about the job ("Android" from 安卓或苹果均可, "Payments" for a payroll clerk): only questions
    // written for the family, and questions about how someone works, are asked there.
    const building = ctx.family.builds === true;
    for (const entry of QUESTION_BANK) {
      if (entry.families ? !entry.families.includes(ctx.family.id) : !building && entry.kind !== 'behavioural') continue;
      if (entry.all && !entry.all.every(has)) continue;
      if (entry.signals && !entry.signals.every((s) => ctx.has(s))) continue;
      // `any` and `text` are alternatives: a named skill, or the words in a duty or requirement.
      const line = entry.text ? lines.find((s) => entry.text!.test(s.text)) : undefined;
      if ((entry.any || entry.text) && !entry.any?.some(has) && !line) continue;
      const anchors = [...(entry.all ?? []), ...(entry.any ?? [])].map((n) => byName.get(n.toLowerCase())).filter((s) => s !== undefined);
      // Prefer the line that asks for the skill over the title or a tag.
      const anchor = anchors.find((s) => s.importance === 'must' && s.evidence !== ctx.posting.title) ?? anchors[0];
      const importance =
        anchor?.importance === 'must' || line?.section === 'responsibilities' || line?.section === 'requirements'
          ? 2
          : anchor?.importance === 'nice'
            ? 1
            : 0;
      const basedOn = anchor?.evidence ?? line?.text ?? entry.signals?.map((s) => ctx.evidence(s, 1)[0]).find(Boolean) ?? ctx.posting.title;
      findings.push({
        kind: 'question',
        questionKind: entry.kind,
        text: say(entry.en, entry.zh),
        basedOn: quote(basedOn),
        weight: entry.weight + importance,
      });
      for (const s of anchors) used.add(s.name);
      covered.add(basedOn);
    }

    // Skills the bank has no question for still deserve one, asked about the posting's own words.
    const rest = ctx.mustSkills.filter(
      (s) => !used.has(s.name) && !NO_QUESTION.has(s.family) && !TOO_BROAD.test(s.name) && s.evidence !== ctx.posting.title,
    );
    // Outside software one question on the work, not a second on a tool's failures ("where has your Canva work gone wrong").
    rest.slice(0, building ? 2 : !saysLittle(ctx.family) ? 1 : 0).forEach((skill, i) => {
      // "What goes wrong in production" suits what runs in production, not a test framework or a tool.
      const template =
        ctx.family.builds !== true ? FALLBACK.other[i]! : i === 1 && !RUNTIME.has(skill.family) ? FALLBACK.other[0]! : FALLBACK.systems[i]!;
      const name = ctx.label(skill.name);
      findings.push({
        kind: 'question',
        questionKind: 'technical',
        text: say(template.en(name), template.zh(name)),
        basedOn: quote(skill.evidence),
        weight: 3,
      });
      covered.add(skill.evidence);
    });

    // Requirement lines no question rests on yet: "It asks for X: show us".
    let technical = 0;
    let behavioural = 0;
    const lineKey = (text: string) => text.replace(/[\s；;。.，,:：]+$/, '').trim();
    const coveredKeys = new Set([...covered].map(lineKey));
    for (const line of ctx.requirements) {
      if (coveredKeys.has(lineKey(line.text)) || line.text.length < 12 || line.text.length > 200 || CONDITION.test(line.text)) continue;
      const asked = cite(line.text, 90);
      const weight = line.section === 'preferred' ? 2 : 3;
      // A licence, a record, an age or the body's fitness is had, not told as a story (credentials rule).
      if (CREDENTIAL_OR_CONDITION.test(line.text)) continue;
      if (BEHAVIOUR.test(line.text) || TRAIT.test(line.text)) {
        if (behavioural >= 2) continue;
        behavioural += 1;
        findings.push({
          kind: 'question',
          questionKind: 'behavioural',
          text: say(
            `It asks for ${asked}. Tell us about the moment you best showed it, and what it changed.`,
            `职位要求${asked}。讲一个最能体现这一点的经历，以及它带来了什么结果。`,
          ),
          basedOn: line.text,
          weight,
          fromLine: true,
        });
      } else if (
        technical < 2 &&
        (!saysLittle(ctx.family) ||
          /经验|experience|\d+\s*\+?\s*(?:years?|年)|做过|熟练|熟悉|掌握|能独立|identif\w*|knowledge of|proficien\w*|skilled in|able to (?:read|use|operate|perform|diagnose|install|troubleshoot|weld|drive)/i.test(
            line.text,
          ))
      ) {
        // An on-site trade's other requirement lines are conditions, not work to tell a story about.
        technical += 1;
        // A project is how software and systems work is told; elsewhere the work is told as where and how it was done.
        const text =
          ctx.family.builds === true
            ? say(
                `It asks for ${asked}. Walk us through the project where you did this: your part, the hardest decision, and the result.`,
                `职位要求${asked}。讲讲你做过的相关项目：你负责哪部分、最难的决定是什么、结果如何。`,
              )
            : say(
                `It asks for ${asked}. Tell us where you did this work, how often, and one result you are proud of.`,
                `职位要求${asked}。说说你在哪里做过这类工作、频率如何，以及一个让你满意的结果。`,
              );
        findings.push({ kind: 'question', questionKind: 'technical', text, basedOn: line.text, weight, fromLine: true });
      }
    }
    return findings;
  },
};
