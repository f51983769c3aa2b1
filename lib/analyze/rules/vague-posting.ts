import type { Finding, Rule } from '../context';

/** A posting that says little is a risk of its own: the job is defined later, by someone else. */
export const rule: Rule = {
  id: 'vague-posting',
  evaluate({ posting, say, duties }) {
    const { sections, text } = posting.description;
    const listed = sections.responsibilities.length + sections.requirements.length;
    const findings: Finding[] = [];
    if (text.length < 400 && listed < 4) {
      findings.push(
        {
          kind: 'con',
          text: say(
            'The posting says very little about the work itself: ask for the team, the first projects and how success is measured.',
            '职位描述很简略：需问清团队、入职后的首批项目和考核方式。',
          ),
          weight: 6,
        },
        {
          kind: 'strategy',
          id: 'ask-scope',
          text: say('Ask what the first three months look like and who you would work with.', '询问入职前三个月的工作内容和合作对象。'),
          why: say('The posting is short on detail.', '职位描述细节不足。'),
          weight: 5,
        },
      );
    } else if (duties.length > 0 && duties.length <= 2 && duties.reduce((sum, d) => sum + d.text.length, 0) < 120) {
      findings.push({
        kind: 'con',
        text: say(
          `Only ${duties.length === 1 ? 'one duty is' : 'two duties are'} listed: ask what a normal week looks like beyond ${duties.length === 1 ? 'it' : 'them'}.`,
          `只列了 ${duties.length} 项职责：问清日常一周还要做哪些事。`,
        ),
        weight: 3,
      });
    }
    return findings;
  },
};
