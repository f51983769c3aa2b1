import type { EDUCATION_LEVELS } from '../posting/enums';
import type { SkillFamily } from '../normalize/skills';

/** What the options page shows for the user to confirm: a value and the CV line it came from. */
export interface Proposed<T> {
  value: T;
  /** The CV line the value was read from, as the CV wrote it (several lines, "\n"-joined, for years counted from dates). */
  evidence: string;
}

export interface SkillProposal extends Proposed<string> {
  /** value is the taxonomy's canonical name (what Profile.skills holds); label is its name in the asked language. */
  label: string;
  family: SkillFamily;
}

export interface YearsProposal extends Proposed<number> {
  /** stated: the CV says so ("8 years of experience", "工作经验：6年"); dates: counted from the jobs' date ranges. */
  basis: 'stated' | 'dates';
}

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export type EducationProposal = Proposed<EducationLevel>;

export interface LanguageProposal extends Proposed<string> {
  /** value is the name in the asked language ("英语" for zh), ready to edit; name is the English name. */
  name: string;
}

export interface PlaceProposal extends Proposed<string> {
  /** current: where the CV says the person lives; wanted: a place the CV asks to work in. */
  kind: 'current' | 'wanted';
}

export interface CvProposal {
  /** The language labels and language names are given in. */
  lang: 'en' | 'zh';
  skills: SkillProposal[];
  yearsOfExperience?: YearsProposal;
  education?: EducationProposal;
  languages: LanguageProposal[];
  places: PlaceProposal[];
}
