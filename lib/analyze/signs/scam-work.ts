import { CLERICAL_TITLE, SCAM_WORK } from '../knowledge/scam-signs';
import { employerSaysNothing, lineWith, type SignReader } from './sign';

/** Work of a shape scams offer: typing or data entry from home, reshipping, moving funds, mystery shopping, pay per task. */
export const scamWork: SignReader = {
  kind: 'scam-work',
  read({ posting, say }, lines) {
    for (const work of SCAM_WORK) {
      const evidence = lineWith(lines, work.pattern, work.unless);
      if (evidence)
        return {
          kind: 'scam-work',
          weight: 'soft',
          id: 'scam-work',
          text: say(
            'The work is a kind scams often offer (typing or data entry from home, reshipping, handling payments, pay per task): check the employer before you send anything',
            '工作内容是骗局常见的类型（在家打字录入、代收转寄、代收款、按单计酬）：先核实招聘单位，再提供任何资料',
          ),
          evidence,
        };
    }
    if (CLERICAL_TITLE.test(posting.title) && employerSaysNothing(posting, lines))
      return {
        kind: 'scam-work',
        weight: 'faint',
        id: 'clerical-work',
        text: say(
          'An office job (admin, data entry, customer service) from an employer the page says nothing about: the commonest shape of fake ads among real ones studied; check the employer before you send documents',
          '招聘单位毫无介绍的办公类岗位（行政、录入、客服）：在已研究的真实广告中，这是虚假招聘最常见的样子；提供证件前先核实单位',
        ),
        evidence: posting.title,
      };
    return undefined;
  },
};
