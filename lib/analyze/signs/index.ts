import { duplicateText } from './duplicate-text';
import { earningsPitch } from './earnings-pitch';
import { employerSilent } from './employer-silent';
import { overseasLure } from './overseas-lure';
import { payOutOfLineForWork } from './pay-out-of-line';
import { privateContact } from './private-contact';
import { scamWork } from './scam-work';
import type { SignReader } from './sign';
import { titleWithoutRequirements } from './title-without-requirements';

/** Every sign reader, one per file of this folder (tests/unit/scam-signs.test.ts checks that none is left out). */
export const SIGN_READERS: readonly SignReader[] = [
  employerSilent,
  scamWork,
  earningsPitch,
  privateContact,
  overseasLure,
  titleWithoutRequirements,
  payOutOfLineForWork,
  duplicateText,
];
