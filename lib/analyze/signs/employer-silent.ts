import { employerSaysNothing, type SignReader } from './sign';

/**
 * The employer says nothing about itself: no introduction, no logo, no site or profile link, no verified mark. True
 * of two real scams in three and of one honest ad in eleven (docs/red-flags.md): faint alone, and never `high`.
 * A posting that does not even name its employer ("Confidential", 保密) is a firmer sign of the same kind.
 */
const NO_COMPANY =
  /^(?:(?:confidential|undisclosed|anonymous|private)(?: (?:advertiser|company|employer|client|recruiter))?|hiring company|our client|a client|company|employer|n\/?a|unknown|保密|某.{0,8}(?:公司|企业)|私人|个人|匿名|招聘方|企业名称保密)$/i;

export const employerSilent: SignReader = {
  kind: 'employer-silent',
  read({ posting, say }, lines) {
    const { company } = posting;
    if (NO_COMPANY.test(company.name.trim()))
      return {
        kind: 'employer-silent',
        weight: 'firm',
        id: 'no-company',
        text: say('It does not name the employer', '没有写明招聘单位'),
        evidence: company.name,
      };
    if (!employerSaysNothing(posting, lines)) return undefined;
    return {
      kind: 'employer-silent',
      weight: 'faint',
      id: 'employer-silent',
      text: say(
        'The page says nothing about the employer: no introduction, logo, site or profile',
        '页面没有任何关于招聘单位的介绍：没有简介、标志、官网或主页',
      ),
    };
  },
};
