import { kindOf, type CvLine, type CvSectionKind } from './lines';
import type { LanguageProposal } from './proposal';
import { certifiedLanguages, languageNames, spokenLanguage } from './spoken-languages';

/**
 * Spoken languages: every language a "Languages" section (or "语言：" line) names, and elsewhere a
 * language with a level beside it ("Spanish (conversational)", "fluent in German", "普通话二级甲等",
 * "日语N2") or a certificate that names one ("CET-6", "IELTS 7.5"). A bare name elsewhere is a
 * cuisine, a major or a market ("Italian cooking", "英语专业", "German clients"), and is left alone.
 */

/** Words for how well a language is spoken, as CVs put them after the name or before it. */
const LEVELS = [
  'native',
  'mother tongue',
  'first language',
  'fluent',
  'fluency',
  'bilingual',
  'proficient',
  'proficiency',
  'professional',
  'working',
  'business',
  'conversational',
  'intermediate',
  'advanced',
  'upper[- ]intermediate',
  'basic',
  'elementary',
  'beginner',
  'limited',
  'good',
  'excellent',
  'spoken',
  'written',
  'full professional',
  String.raw`[ABC][12]\b`,
  'HSK',
  'JLPT',
  String.raw`N[1-5]\b`,
  String.raw`level\b`,
].join('|');
const LEVEL_AFTER = new RegExp(String.raw`^(?:\s*[(:\-–—,]\s*|\s+)(?:${LEVELS})`, 'i');
const LEVELS_BEFORE = [
  'native',
  'fluent',
  'fluency in',
  'bilingual(?: in)?',
  'proficient in',
  'proficiency in',
  'speaks?',
  'speaking',
  'conversational',
  'working knowledge of',
  'business',
  'good',
  'excellent',
  'basic',
  'advanced',
  'intermediate',
].join('|');
/** "fluent English", "Fluent in Spanish and English": a level before the name, or before a list that ends in it. */
const LEVEL_BEFORE = new RegExp(String.raw`(?:${LEVELS_BEFORE})\s+(?:in\s+)?(?:[A-Z][a-z]+\s*(?:,|and|&)\s*){0,3}$`, 'i');
const SPEAKER_AFTER = /^[- ](?:speaking|speaker)\b/i;
const ZH_LEVELS =
  '母语|流利|熟练|精通|良好|标准|日常|口语|听说|读写|能听|会话|基础|入门|一般|[四六八]级|专[四八]|[一二三]级|[甲乙]等|N[1-5]|水平|证书|能力|工作语言|商务|CET|TEM';
const ZH_LEVEL_AFTER = new RegExp(String.raw`^\s*[:(]?\s*(?:${ZH_LEVELS})`);
/** "English: fluent", "英语:CET-4": a line that starts by naming a language is about that language. */
const NAME_AS_LABEL = /^\s*[:(]/;

/** Profile.languages holds at most 20. */
const MAX_LANGUAGES = 20;

const SKIPPED: ReadonlySet<CvSectionKind> = new Set(['experience', 'internship', 'projects', 'references', 'interests']);

export function proposeLanguages(lines: readonly CvLine[], lang: 'en' | 'zh'): LanguageProposal[] {
  const proposals: LanguageProposal[] = [];
  const seen = new Set<string>();
  const add = (name: string, evidence: string) => {
    const language = spokenLanguage(name);
    if (!language || seen.has(name)) return;
    seen.add(name);
    proposals.push({ value: lang === 'zh' ? language.zh : language.name, name, evidence });
  };
  for (const line of lines) {
    const kind = kindOf(line);
    if (line.heading || SKIPPED.has(kind)) continue;
    const found: { language: string; start: number }[] = [];
    // A major or a school ("English Literature", "外国语学院") names no language the person speaks; a certificate does.
    if (kind !== 'education') {
      const inSection = kind === 'languages';
      const names = languageNames(line.norm, { anyCase: inSection });
      for (const mention of names) {
        const after = line.norm.slice(mention.end, mention.end + 40);
        const before = line.norm.slice(Math.max(0, mention.start - 40), mention.start);
        const labelled = mention.start === 0 && NAME_AS_LABEL.test(after);
        const levelled = LEVEL_AFTER.test(after) || LEVEL_BEFORE.test(before) || SPEAKER_AFTER.test(after) || ZH_LEVEL_AFTER.test(after);
        if (inSection || labelled || levelled) found.push({ language: mention.language, start: mention.start });
      }
    }
    found.push(...certifiedLanguages(line.norm));
    for (const { language } of found.sort((a, b) => a.start - b.start)) add(language, line.text);
  }
  return proposals.slice(0, MAX_LANGUAGES);
}
