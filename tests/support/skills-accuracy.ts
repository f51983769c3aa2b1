import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitSections } from '@/lib/normalize/sections';
import { postingSkills } from '@/lib/normalize/skills';
import { goldenSet } from './golden';

/**
 * The labelled skills set: tests/fixtures/skills/<id>.json, each a posting written for the set
 * (invented companies) with the skills a careful recruiter would list for it. The labels were
 * written before the matcher was run on the postings; see tests/fixtures/skills/README.md.
 */

export const SKILL_CASES_DIR = join(import.meta.dirname, '..', 'fixtures', 'skills');

export interface SkillCase {
  id: string;
  language: 'zh' | 'en';
  /** software, data, ml, hpc, hardware, product, design, marketing, sales, finance, operations */
  field: string;
  title: string;
  description: string;
  /** The site's own tags, when the posting came with some. */
  tags?: string[];
  /** Canonical skill names, in no particular order. */
  skills: string[];
}

/**
 * The held-out skills set: tests/fixtures/skills-held-out/<id>.json labels the golden set's held-out postings
 * (tests/fixtures/analysis/golden), which the taxonomy never grew from. A skill the labeller found missing
 * from the taxonomy (`notInTaxonomy`) counts as a miss.
 */
export const HELD_OUT_SKILLS_DIR = join(import.meta.dirname, '..', 'fixtures', 'skills-held-out');

export interface HeldOutLabel {
  id: string;
  skills: string[];
  notInTaxonomy: string[];
}

export function loadHeldOutLabels(dir = HELD_OUT_SKILLS_DIR): HeldOutLabel[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as HeldOutLabel);
}

export function loadHeldOutSkillCases(dir = HELD_OUT_SKILLS_DIR): SkillCase[] {
  const postings = new Map(goldenSet().map((golden) => [golden.id, golden] as const));
  return loadHeldOutLabels(dir).map((label) => {
    const golden = postings.get(label.id)!;
    return {
      id: label.id,
      language: golden.lang,
      field: golden.family,
      title: golden.posting.title,
      description: golden.posting.description,
      skills: [...label.skills, ...label.notInTaxonomy.map((name) => `(not in the taxonomy) ${name}`)],
    };
  });
}

export function loadSkillCases(dir = SKILL_CASES_DIR): SkillCase[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as SkillCase);
}

/** What the pipeline makes of a case: the same calls normalizePosting makes. */
export function predictSkills(skillCase: SkillCase): string[] {
  const sections = splitSections(skillCase.description);
  return postingSkills({ title: skillCase.title, description: skillCase.description, sections, tags: skillCase.tags ?? [] });
}

export interface CaseResult {
  id: string;
  missing: string[];
  extra: string[];
}

export interface SkillAccuracy {
  /** Micro-averaged over every (posting, skill) pair of the set. */
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  cases: CaseResult[];
}

export function skillAccuracy(
  cases: readonly SkillCase[] = loadSkillCases(),
  predict: (skillCase: SkillCase) => readonly string[] = predictSkills,
): SkillAccuracy {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const results: CaseResult[] = [];
  for (const skillCase of cases) {
    const expected = new Set(skillCase.skills);
    const predicted = new Set(predict(skillCase));
    const missing = [...expected].filter((name) => !predicted.has(name));
    const extra = [...predicted].filter((name) => !expected.has(name));
    truePositives += expected.size - missing.length;
    falsePositives += extra.length;
    falseNegatives += missing.length;
    results.push({ id: skillCase.id, missing, extra });
  }
  const precision = truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall = truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives, cases: results };
}
