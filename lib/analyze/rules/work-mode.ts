import { quote, type Rule } from '../context';

/** Remote, hybrid or on-site, as the posting states it. */
export const rule: Rule = {
  id: 'work-mode',
  evaluate({ posting, say }) {
    const place = posting.locations.map((l) => l.raw).join(', ');
    switch (posting.workMode) {
      case 'remote':
        return [
          { kind: 'score', dimension: 'workLife', delta: 16, reason: say('Remote work: no commute.', '远程办公，无需通勤。'), evidence: place ? [quote(place)] : [] },
          { kind: 'pro', text: say('Fully remote: no commute, and you choose where you live.', '全远程：免通勤，居住地更自由。'), weight: 6 },
          { kind: 'strategy', id: 'remote-evidence', text: say('Show that you work well remotely: written updates, async decisions, a past remote project.', '证明你擅长远程协作：书面同步、异步决策、过往远程项目。'), why: say('The role is remote.', '这是远程岗位。'), weight: 4 },
        ];
      case 'hybrid':
        return [
          { kind: 'score', dimension: 'workLife', delta: 10, reason: say('Hybrid work: part of the week at home.', '混合办公，部分时间可居家。'), evidence: place ? [quote(place)] : [] },
          { kind: 'pro', text: say('Hybrid work leaves room for focus days at home.', '混合办公模式兼顾灵活性与协作。'), weight: 5 },
          { kind: 'strategy', id: 'ask-office-days', text: say('Ask how many office days are expected and whether the team shares them.', '确认每周到岗天数，以及团队是否同一天到岗。'), why: say('Hybrid arrangements differ a lot between teams.', '不同团队的混合办公安排差别很大。'), weight: 2 },
        ];
      case 'onsite':
        return [
          { kind: 'score', dimension: 'workLife', delta: -3, reason: say('On-site work every day.', '需要全职到岗办公。'), evidence: place ? [quote(place)] : [] },
          { kind: 'con', text: say(`On-site${place ? ` in ${place}` : ''}: count the commute.`, `需坐班${place ? `（${place}）` : ''}：算一算通勤成本。`), weight: 3 },
        ];
      default:
        return [{ kind: 'con', text: say('The posting does not say whether the work is remote, hybrid or on-site.', '职位没有说明是远程、混合还是坐班。'), weight: 2 }];
    }
  },
};
