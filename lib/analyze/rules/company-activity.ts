import type { Finding, Rule } from '../context';

/** The page's own figures (open positions, applicants), quoted as the page's. */
export const rule: Rule = {
  id: 'company-activity',
  evaluate({ posting, say }) {
    const facts = posting.pageFacts ?? [];
    const findings: Finding[] = [];
    const company = facts.find((f) => f.kind === 'company_open_positions');
    if (company && company.value >= 50) {
      findings.push({
        kind: 'pro',
        text: say(`The company is hiring actively: the page shows ${company.raw}.`, `这家公司招聘很活跃：页面显示${company.raw}。`),
        evidence: company.raw,
        weight: 3,
      });
    }
    const market = facts.find((f) => f.kind === 'market_open_positions');
    if (market && market.value < 50) {
      findings.push({
        kind: 'con',
        text: say(
          `Few similar openings around (${market.raw}, as the page says): fewer fallbacks.`,
          `同类岗位选择不多（页面显示${market.raw}）。`,
        ),
        evidence: market.raw,
        weight: 2,
      });
    } else if (market && market.value >= 200) {
      findings.push({
        kind: 'pro',
        text: say(
          `Plenty of similar openings around (${market.raw}, as the page says): a good market for this skill set.`,
          `同类岗位机会多（页面显示${market.raw}），这类技能的市场需求旺盛。`,
        ),
        evidence: market.raw,
        weight: 2,
      });
    }
    const applicants = facts.find((f) => f.kind === 'applicants');
    if (applicants && applicants.value >= 100) {
      findings.push({
        kind: 'con',
        text: say(`Many applicants already (${applicants.raw}): expect competition.`, `已有很多人申请（${applicants.raw}），竞争激烈。`),
        evidence: applicants.raw,
        weight: 4,
      });
      findings.push({
        kind: 'strategy',
        id: 'referral',
        text: say('Look for a referral: with this many applicants, a name on the inside helps.', '找内推：申请人很多，内部推荐更有用。'),
        why: say(`The page shows ${applicants.raw}.`, `页面显示${applicants.raw}。`),
        weight: 5,
      });
    } else if (applicants && applicants.value < 30) {
      findings.push({
        kind: 'pro',
        text: say(
          `Few applicants so far (${applicants.raw}): your application will be seen.`,
          `目前申请人不多（${applicants.raw}），简历更容易被看到。`,
        ),
        evidence: applicants.raw,
        weight: 3,
      });
    }
    return findings;
  },
};
