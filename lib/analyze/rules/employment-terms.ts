import { cite, excerpt, listOf, type Finding, type Rule } from '../context';
import { saysLittle } from '../role-family';
import { CREDENTIALS, GOOD_TO_HAVE } from '../knowledge/credentials';
import { SIGNALS } from '../signals';

/** Names of employers a recruiter keeps hidden: "某大型智能硬件公司", "a leading fintech", "Confidential". */
const HIDDEN_EMPLOYER =
  /^某|某(?:大型|知名|上市|世界)|^(?:知名|大型|一家)|confidential|undisclosed|^a (?:leading|well-known|global)\b|stealth/i;

const TEMP_TO_HIRE = /temp[- ]to[- ](?:hire|perm)\w*|派遣转正|试用后转正/i;

/** The terms around the work: contract, part-time, work rights, licences, languages, the employer's name. */
export const rule: Rule = {
  id: 'employment-terms',
  evaluate(ctx) {
    const { say, posting } = ctx;
    const findings: Finding[] = [];
    const inRequirements = (signal: Parameters<typeof ctx.has>[0]) =>
      ctx.signals
        .get(signal)
        ?.find((s) => s.section === 'requirements' || s.section === 'preferred' || (s.section === 'other' && s.text !== posting.title));

    // An independent contractor (1099, self-employed) is not on a fixed term: the work-terms rule names what that means.
    const selfEmployed = ctx.sentences.some((s) => /\b1099\b|independent contractor|self[- ]employed|承揽|劳务协议/i.test(s.text));
    if ((posting.employmentType === 'contract' || posting.employmentType === 'temporary') && !selfEmployed) {
      const term = ctx.evidence('contractTerm', 1)[0];
      findings.push(
        {
          kind: 'score',
          dimension: 'growth',
          delta: -4,
          reason:
            term && TEMP_TO_HIRE.test(term)
              ? say('Temp-to-hire: permanent only after a trial.', '先派遣后转正：试用期满才可能转正。')
              : say('A fixed-term contract: less time to grow with the team.', '固定期限合同：与团队共同成长的时间有限。'),
          evidence: term ? [term] : [],
        },
        term && TEMP_TO_HIRE.test(term)
          ? {
              kind: 'con',
              text: say(
                `Temp-to-hire (${cite(excerpt(term, TEMP_TO_HIRE), 70)}): a permanent job only after the trial; ask how many were hired on last time.`,
                `先派遣后转正（${cite(excerpt(term, TEMP_TO_HIRE, 40), 40)}）：试用期满才可能转正，问清上一批有多少人转正。`,
              ),
              evidence: term,
              weight: 6,
            }
          : {
              kind: 'con',
              text: term
                ? say(
                    `A fixed-term contract (${cite(excerpt(term, SIGNALS.contractTerm), 70)}): plan for what comes after it.`,
                    `固定期限合同（${cite(excerpt(term, SIGNALS.contractTerm, 40), 40)}）：要提前规划合同结束之后。`,
                  )
                : say('A contract role: no word on how long it lasts or what comes after.', '合同制岗位：没写合同期限，也没写之后的安排。'),
              evidence: term,
              weight: 6,
            },
      );
      // A posting that already says how it turns permanent (temp-to-hire, 转正) needs no asking.
      if (!ctx.sentences.some((line) => /temp[- ]to[- ](?:hire|perm)|permanent (?:offer|role|position)|hire[- ]on|转正/i.test(line.text))) {
        findings.push({
          kind: 'strategy',
          id: 'ask-contract-terms',
          text: say(
            'Ask whether the contract can be extended or turned permanent, and who employs you (agency or company).',
            '问清合同能否续签或转正，以及签约主体是公司还是派遣方。',
          ),
          why: say('The role is a contract.', '这是合同制岗位。'),
          weight: 5,
        });
      }
    }
    if (posting.employmentType === 'part_time') {
      findings.push(
        { kind: 'score', dimension: 'workLife', delta: 6, reason: say('Part-time hours.', '兼职，工时较少。') },
        {
          kind: 'pro',
          text: say('Part-time hours leave room for study, family or other work.', '兼职工时少，可兼顾学习、家庭或其他工作。'),
          evidence: posting.title,
          weight: 4,
        },
      );
    }

    const rights = inRequirements('workRights');
    if (rights) {
      findings.push(
        {
          kind: 'con',
          text: say(
            `Needs existing work rights (${cite(rights.text, 50)}): no visa sponsorship is offered.`,
            `要求已有当地工作许可（${cite(rights.text, 30)}）：不提供工作签证担保。`,
          ),
          evidence: rights.text,
          weight: 5,
        },
        {
          kind: 'strategy',
          id: 'state-work-rights',
          text: say('State your work rights in the first lines of your CV.', '在简历开头写明你的当地工作许可/身份。'),
          why: say(`It asks for: ${cite(rights.text, 60)}`, `职位要求：${cite(rights.text, 40)}`),
          weight: 5,
        },
      );
    }
    // Licences the credentials table names are listed by the credentials rule; a preferred one is no requirement.
    const licences = (ctx.signals.get('licence') ?? []).filter(
      (s) => s.section === 'requirements' && !GOOD_TO_HAVE.test(s.text) && !CREDENTIALS.some((c) => c.pattern.test(s.text)),
    );
    if (licences.length > 0) {
      const first = licences[0]!.text;
      // A licence is the ordinary entry ticket of a licensed trade (a driver, a technician): worth having ready, no con.
      if (!saysLittle(ctx.family))
        findings.push({
          kind: 'con',
          text: say(
            `A licence or certificate is required: ${listOf(
              ctx,
              licences.map((l) => cite(l.text, 40)),
              3,
            )}.`,
            `需要持证上岗：${listOf(
              ctx,
              licences.map((l) => cite(l.text, 30)),
              3,
            )}。`,
          ),
          evidence: first,
          weight: 5,
        });
      findings.push({
        kind: 'strategy',
        id: 'show-licences',
        text: say(
          `Put ${licences.length > 1 ? 'each licence and certificate' : 'the licence'} the posting asks for at the top of your CV, with its number and expiry date.`,
          '把职位要求的证书写在简历最上方，注明证书编号和有效期。',
        ),
        why: say(`It asks for: ${cite(first, 60)}`, `职位要求：${cite(first, 40)}`),
        weight: 6,
      });
    }

    // Languages the posting requires (not the ones it calls a plus).
    const optional = /\b(?:a plus|nice to have|bonus|preferred|ideally|welcome|helpful|appreciated|useful|an asset)\b|优先|加分|欢迎/i;
    const clauseOf = (name: string, evidence: string) =>
      evidence.split(/[;,，；]/).find((c) => c.toLowerCase().includes(name.toLowerCase())) ?? evidence;
    const languages = ctx.mustSkills.filter(
      (s) =>
        s.family === 'human-language' &&
        !/字母|alphabet|\bletters\b|ABC/i.test(s.evidence) &&
        !posting.title.toLowerCase().includes(ctx.label(s.name).toLowerCase()) &&
        !posting.title.toLowerCase().includes(s.name.toLowerCase()) &&
        !(s.name === 'English' && posting.language === 'en') &&
        !(posting.language === 'zh' && /普通话|Mandarin/i.test(`${s.name}${ctx.label(s.name)}`)) &&
        !optional.test(clauseOf(s.name, s.evidence)) &&
        !optional.test(clauseOf(ctx.label(s.name), s.evidence)),
    );
    if (languages.length > 0) {
      const names = [...new Set(languages.map((s) => ctx.label(s.name)))];
      findings.push({
        kind: 'con',
        text: say(
          `Language requirement: ${listOf(ctx, names)} (${cite(languages[0]!.evidence, 50)}).`,
          `语言要求：${listOf(ctx, names)}（${cite(languages[0]!.evidence, 30)}）。`,
        ),
        evidence: languages[0]!.evidence,
        weight: 3,
      });
      findings.push({
        kind: 'strategy',
        id: 'state-languages',
        text: say(
          `State your level in ${listOf(ctx, names)} plainly (native, fluent, working), with any test score.`,
          `写清你的${listOf(ctx, names)}水平（母语、流利或工作水平）及相关证书成绩。`,
        ),
        why: say(`It asks for: ${cite(languages[0]!.evidence, 60)}`, `职位要求：${cite(languages[0]!.evidence, 40)}`),
        weight: 4,
      });
    }

    if (HIDDEN_EMPLOYER.test(posting.company.name.trim())) {
      findings.push(
        {
          kind: 'con',
          text: say(
            `The employer is not named (“${posting.company.name}”): a recruiter's posting, so you cannot check the company yet.`,
            `未透露真实雇主（“${posting.company.name}”）：猎头/中介发布，暂时无法核实公司。`,
          ),
          evidence: posting.company.name,
          weight: 5,
        },
        {
          kind: 'strategy',
          id: 'ask-employer',
          text: say(
            'Ask the recruiter for the company name and the hiring manager before sending your CV.',
            '投递简历前先问清公司名称和用人部门。',
          ),
          why: say('The posting hides the employer.', '职位隐藏了雇主名称。'),
          weight: 6,
        },
      );
    }

    const graduates = ctx.signals.get('graduates')?.find((s) => s.section !== 'benefits');
    if (graduates && (posting.seniority === 'entry' || posting.seniority === 'intern' || posting.seniority === 'unknown')) {
      findings.push({
        kind: 'pro',
        text: say(
          `Open to newcomers (${cite(excerpt(graduates.text, SIGNALS.graduates, 60), 50)}).`,
          `接受应届/无经验者（${cite(excerpt(graduates.text, SIGNALS.graduates, 40), 30)}）。`,
        ),
        evidence: graduates.text,
        weight: 4,
      });
    }

    const appearance = ctx.signals.get('appearance')?.[0];
    if (appearance) {
      // Only the clause about looks or age: "无恐高症，能适应高温" beside it is a safety condition of the work.
      const clause =
        appearance.text
          .split(/[,，;；、]/)
          .find((part) => SIGNALS.appearance.test(part))
          ?.trim() ?? appearance.text;
      findings.push({
        kind: 'con',
        text: say(
          `Asks for looks or age (${cite(clause, 40)}): a requirement that has nothing to do with the work.`,
          `对外形或年龄有要求（${cite(clause, 30)}）：与工作能力无关。`,
        ),
        evidence: appearance.text,
        weight: 3,
      });
    }

    const first = ctx.signals.get('firstHire')?.[0];
    if (first) {
      findings.push(
        {
          kind: 'pro',
          text: say(
            `You would be the first in this role (${cite(first.text, 60)}): you set how it is done.`,
            `你将是这个岗位的第一人（${cite(first.text, 40)}）：做法由你来定。`,
          ),
          evidence: first.text,
          weight: 5,
        },
        {
          kind: 'con',
          text: say(
            'No peers in the same role yet: nobody to learn the craft from inside the team.',
            '团队里还没有同岗位的同事：缺少内部可请教的人。',
          ),
          evidence: first.text,
          weight: 4,
        },
        {
          kind: 'score',
          dimension: 'growth',
          delta: 4,
          reason: say('The first hire in this role shapes it.', '作为该岗位的第一人，可以塑造岗位。'),
          evidence: [first.text],
        },
      );
    }
    const stage = ctx.signals.get('companyStage')?.[0];
    if (stage && /profitable|盈利|上市/i.test(stage.text)) {
      const part = excerpt(stage.text, SIGNALS.companyStage, 70);
      findings.push({
        kind: 'pro',
        text: say(
          `The company says it is profitable or listed (${cite(part, 70)}): less funding risk.`,
          `公司表示已盈利或已上市（${cite(part, 40)}）：融资风险较低。`,
        ),
        evidence: stage.text,
        weight: 4,
      });
    }
    const team = ctx.signals.get('teamSize')?.find((s) => s.section !== 'benefits');
    if (team) {
      findings.push({
        kind: 'pro',
        text: say(
          `You know who you would work with: ${cite(excerpt(team.text, SIGNALS.teamSize), 70)}.`,
          `团队情况写得清楚：${cite(excerpt(team.text, SIGNALS.teamSize, 40), 40)}。`,
        ),
        evidence: team.text,
        weight: 2,
      });
    }
    // A whole company of a few dozen people: broad scope, thin safety nets.
    const small = ctx.sentences.find(
      (s) =>
        s.section === 'other' &&
        /\bwe are (?:a team of )?(\d{1,2}) people\b|\bwe are (\d{1,2}) people\b|公司(?:共|仅)?\s*(\d{1,2})\s*人/i.test(s.text),
    );
    if (small) {
      const part = excerpt(small.text, /\d+ people|\d+\s*人/i, 70);
      findings.push({
        kind: 'con',
        text: say(
          `A small company (${cite(part, 70)}): fewer processes and safety nets, and a shorter ladder to climb.`,
          `公司规模小（${cite(part, 40)}）：流程和保障较少，晋升阶梯也较短。`,
        ),
        evidence: small.text,
        weight: 3,
      });
    }
    return findings;
  },
};
