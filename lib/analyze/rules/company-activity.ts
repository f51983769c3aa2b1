import type { Finding, Rule } from '../context';

/** The page's own figures (open positions at the company, in the market), quoted as the page's. */
export const rule: Rule = {
  id: 'company-activity',
  evaluate({ posting, say }) {
    const facts = posting.pageFacts ?? [];
    const findings: Finding[] = [];
    const company = facts.find((f) => f.kind === 'company_open_positions');
    if (company && company.value >= 50) {
      findings.push({ kind: 'pro', text: say(`The company is hiring actively: the page shows ${company.raw}.`, `这家公司招聘很活跃：页面显示${company.raw}。`), evidence: company.raw, weight: 3 });
    }
    const market = facts.find((f) => f.kind === 'market_open_positions');
    if (market && market.value < 50) {
      findings.push({ kind: 'con', text: say(`Few similar openings around (${market.raw}, as the page says): fewer fallbacks.`, `同类岗位选择不多（页面显示${market.raw}）。`), evidence: market.raw, weight: 2 });
    }
    const applicants = facts.find((f) => f.kind === 'applicants');
    if (applicants && applicants.value >= 100) {
      findings.push({ kind: 'con', text: say(`Many applicants already (${applicants.raw}).`, `已有很多人申请（${applicants.raw}）。`), weight: 3 });
      findings.push({ kind: 'strategy', id: 'referral', text: say('Look for a referral: with this many applicants, a name on the inside helps.', '找内推：申请人很多，内部推荐更有用。'), why: say(`The page shows ${applicants.raw}.`, `页面显示${applicants.raw}。`), weight: 5 });
    }
    return findings;
  },
};
