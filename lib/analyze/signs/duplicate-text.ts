import { companyKey } from '../../db/schema';
import { SAME_TEXT, sketchSimilarity, textSketch } from '../sketch';
import type { SignReader } from './sign';

/** A text this short is a template anyone shares ("Apply now"), not an ad. */
const MIN_CHARS = 400;

/**
 * The same ad text under another employer's name, in what this browser saw (the 16-number sketch kept with every
 * posting, lib/analyze/sketch.ts): a scam copies a real ad, or one scam posts under many names.
 */
export const duplicateText: SignReader = {
  kind: 'duplicate-text',
  read({ posting, market, say }) {
    if (!market || posting.description.text.length < MIN_CHARS) return undefined;
    const company = companyKey(posting.company.name);
    let sketch: readonly number[] | undefined;
    for (const other of market.postings) {
      if (other.id === posting.id || !other.sketch || other.company === company) continue;
      sketch ??= textSketch(posting.description.text);
      if (sketchSimilarity(other.sketch, sketch) < SAME_TEXT) continue;
      return {
        kind: 'duplicate-text',
        weight: 'firm',
        id: 'duplicate-text',
        text: say(
          `The same text was seen under another employer (${other.companyName}): one of them copied it`,
          `同样的文字曾以另一家单位（${other.companyName}）的名义出现：其中一方是抄来的`,
        ),
        evidence: other.title,
      };
    }
    return undefined;
  },
};
