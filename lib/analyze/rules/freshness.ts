import type { Finding, Rule } from '../context';

const DAY = 86_400_000;

/** A new posting is read first; an old one may be filled already or reposted. */
export const rule: Rule = {
  id: 'freshness',
  evaluate({ posting, say, now }) {
    if (!posting.postedAt) return [];
    const days = Math.floor((now - Date.parse(posting.postedAt)) / DAY);
    const findings: Finding[] = [];
    if (days <= 3) {
      findings.push(
        { kind: 'pro', text: say(days <= 0 ? 'Posted today: early applications are read first.' : `Posted ${days} day${days === 1 ? '' : 's'} ago: early applications are read first.`, days <= 0 ? '今天发布的新岗位：越早投递越容易被看到。' : `${days} 天前发布：越早投递越容易被看到。`), weight: 4 },
        { kind: 'strategy', id: 'apply-early', text: say('Apply within the week: the first batch of applications gets the most attention.', '一周内投递：第一批简历最受关注。'), why: say('The posting is new.', '这是新发布的职位。'), weight: 3 },
      );
    } else if (days >= 30) {
      findings.push({ kind: 'con', text: say(`Posted ${days} days ago: it may be filled, or reposted.`, `${days} 天前发布：可能已招到人或反复重发。`), weight: 4 });
    }
    return findings;
  },
};
