import { detectLanguage } from '../normalize/text';
import { cvLines } from './lines';
import type { CvProposal } from './proposal';
import { proposeEducation } from './propose-education';
import { proposeLanguages } from './propose-languages';
import { proposePlaces } from './propose-places';
import { proposeSkills } from './propose-skills';
import { proposeYears } from './propose-years';

export type { CvProposal } from './proposal';

/**
 * What a CV suggests for the profile, each item with the CV line it came from, for the user to
 * confirm one by one. Precision first: a wrong proposal costs more trust than a missing one, so
 * every reader here proposes nothing when the CV leaves it unsure. Runs on the machine; nothing
 * leaves it. English and Chinese CVs are read alike.
 *
 * @param lang the language of labels and language names; by default the CV's own.
 * @param now the date "present", "至今" and "今" mean.
 */
export function proposeProfile(text: string, lang?: 'en' | 'zh', now: Date = new Date()): CvProposal {
  const language = lang ?? (detectLanguage(text) === 'zh' ? 'zh' : 'en');
  const lines = cvLines(text);
  const years = proposeYears(lines, now);
  const education = proposeEducation(lines, now);
  return {
    lang: language,
    skills: proposeSkills(lines, language, now),
    ...(years ? { yearsOfExperience: years } : {}),
    ...(education ? { education } : {}),
    languages: proposeLanguages(lines, language),
    places: proposePlaces(lines),
  };
}
