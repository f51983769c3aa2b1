import { ABROAD, ABROAD_TITLE, OFFSHORE_OIL, OVERSEAS_PAID, UNSKILLED_ABROAD } from '../knowledge/scam-signs';
import { employerSaysNothing, lineWith, type SignReader } from './sign';

/**
 * Overseas lures: visa, flights or housing paid for unskilled work abroad (cruise staff, hotel workers), and
 * offshore oil-and-gas ads from an employer that says nothing about itself.
 */
export const overseasLure: SignReader = {
  kind: 'overseas-lure',
  read({ posting, say }, lines) {
    const paid = lineWith(lines, OVERSEAS_PAID);
    const unskilled = UNSKILLED_ABROAD.test(posting.title) || lines.some((line) => UNSKILLED_ABROAD.test(line));
    if (paid && unskilled && (ABROAD.test(posting.title) || lines.some((line) => ABROAD.test(line)) || /cruise/i.test(posting.title)))
      return {
        kind: 'overseas-lure',
        weight: 'soft',
        id: 'overseas-lure',
        text: say(
          'Visa, flights or housing are promised for work abroad that needs no skill: a common lure; never pay a fee for the visa or the ticket',
          '为无需技能的海外工作承诺包签证、机票或食宿：常见诱饵；不要为签证或机票付任何费用',
        ),
        evidence: paid,
      };
    const silent = employerSaysNothing(posting, lines);
    const oil = OFFSHORE_OIL.test(posting.title) ? posting.title : lineWith(lines.slice(0, 8), OFFSHORE_OIL);
    if (oil && silent)
      return {
        kind: 'overseas-lure',
        weight: 'soft',
        id: 'offshore-unnamed',
        text: say(
          'An oil-and-gas or offshore job from an employer the page says nothing about: such ads are a known lure; find the operator yourself',
          '招聘单位没有任何介绍的石油天然气或海上工作：这类广告是已知的诱饵；请自行查证作业公司',
        ),
        evidence: oil,
      };
    if (ABROAD_TITLE.test(posting.title) && silent)
      return {
        kind: 'overseas-lure',
        weight: 'soft',
        id: 'abroad-unnamed',
        text: say(
          'A job abroad from an employer the page says nothing about: find the employer yourself before you share documents or pay for anything',
          '招聘单位没有任何介绍的海外工作：在提供证件或付任何费用之前，先自行查证雇主',
        ),
        evidence: posting.title,
      };
    return undefined;
  },
};
