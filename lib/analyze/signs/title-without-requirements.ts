import { ASKS_SOMETHING, NO_REQUIREMENTS, NO_WORK_TITLE, SKILLED_TITLE } from '../knowledge/scam-signs';
import { lineWith, type SignReader } from './sign';

/** A skilled or senior title that asks nothing of the applicant: no requirements at all, or "no experience needed". */
export const titleWithoutRequirements: SignReader = {
  kind: 'title-without-requirements',
  read({ posting, requirements, say }, lines) {
    if (NO_WORK_TITLE.test(posting.title.trim()))
      return {
        kind: 'title-without-requirements',
        weight: 'soft',
        id: 'title-names-no-work',
        text: say(
          'The title names no work, only people wanted: ask what the job is before anything else',
          '标题没有写明工作，只说招人：先问清具体做什么',
        ),
        evidence: posting.title,
      };
    if (!SKILLED_TITLE.test(posting.title)) return undefined;
    const none = lineWith(lines, NO_REQUIREMENTS);
    // No requirements section, and no requirement anywhere in the text: a nurse's licence asked in a paragraph counts.
    const empty =
      requirements.length === 0 &&
      posting.description.sections.requirements.length === 0 &&
      !lines.slice(1).some((line) => ASKS_SOMETHING.test(line));
    if (!none && !empty) return undefined;
    return {
      kind: 'title-without-requirements',
      weight: 'soft',
      id: 'title-without-requirements',
      text: say(
        `A “${posting.title.trim().slice(0, 60)}” that asks for no experience or skills: ask what the work really is`,
        `“${posting.title.trim().slice(0, 30)}”却不要求任何经验或技能：问清实际工作内容`,
      ),
      ...(none ? { evidence: none } : {}),
    };
  },
};
