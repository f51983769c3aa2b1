import type { Finding, Rule } from '../context';

const DAY = 86_400_000;

/** A new posting is read first; an old one may be filled already or reposted; a closing date is a deadline. */
export const rule: Rule = {
  id: 'freshness',
  evaluate({ posting, say, now, lang }) {
    const findings: Finding[] = [];
    if (posting.postedAt) {
      const days = Math.floor((now - Date.parse(posting.postedAt)) / DAY);
      if (days <= 3) {
        findings.push(
          {
            kind: 'pro',
            text: say(
              days <= 0
                ? 'Posted today: early applications are read first.'
                : `Posted ${days} day${days === 1 ? '' : 's'} ago: early applications are read first.`,
              days <= 0 ? '今天发布的新岗位：越早投递越容易被看到。' : `${days} 天前发布：越早投递越容易被看到。`,
            ),
            weight: 4,
          },
          {
            kind: 'strategy',
            id: 'apply-early',
            text: say(
              `Apply this week, while the posting is ${days <= 0 ? 'a day' : `${days} day${days === 1 ? '' : 's'}`} old: the first batch of applications gets the most attention.`,
              `趁职位刚发布${days <= 0 ? '不到一天' : ` ${days} 天`}，本周内投递：第一批简历最受关注。`,
            ),
            why: say('The posting is new.', '这是新发布的职位。'),
            weight: 3,
          },
        );
      } else if (days >= 14 && days < 30) {
        findings.push({
          kind: 'con',
          text: say(
            `Posted ${days} days ago: the first interviews may already be under way.`,
            `${days} 天前发布：第一轮面试可能已经开始。`,
          ),
          weight: 2,
        });
      } else if (days >= 30) {
        findings.push({
          kind: 'con',
          text: say(`Posted ${days} days ago: it may be filled, or reposted.`, `${days} 天前发布：可能已招到人或反复重发。`),
          weight: 4,
        });
        findings.push({
          kind: 'strategy',
          id: 'check-still-open',
          text: say(
            'Check that the role is still open (ask the recruiter, or look for a newer copy) before tailoring your CV.',
            '先确认岗位仍在招（问招聘方或找更新的发布），再花时间定制简历。',
          ),
          why: say(`Posted ${days} days ago.`, `${days} 天前发布。`),
          weight: 4,
        });
      }
    }
    if (posting.validThrough) {
      const left = Math.ceil((Date.parse(posting.validThrough) - now) / DAY);
      if (left >= 0 && left <= 21) {
        const date = new Date(posting.validThrough).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        });
        findings.push({
          kind: 'strategy',
          id: 'apply-before-deadline',
          text: say(
            `Apply before ${date}: applications close in ${left} day${left === 1 ? '' : 's'}.`,
            `${date}前投递：距离截止还有 ${left} 天。`,
          ),
          why: say('The posting gives a closing date.', '职位写明了截止日期。'),
          weight: 7,
        });
      }
    }
    return findings;
  },
};
