import type { Lang } from '../i18n';
import type { Posting } from '../posting';
import type { Profile } from '../profile';
import type { DimensionKey, QuestionKind, SkillLine } from './schema';
import type { RoleFamily } from './role-family';
import type { Sentence, SignalId, SignalIndex } from './signals';

/** One saved or seen posting, as the market figures need it (computed in the background). */
export interface MarketPosting {
  id: string;
  title: string;
  company: string;
  companyName: string;
  roleFamily: string;
  city?: string;
  country?: string;
  currency?: string;
  /** Midpoint of the yearly figure, in `currency`. */
  yearly?: number;
  skills: readonly string[];
  saved: boolean;
  /** When this browser first saw it (ISO), and the fingerprint of its text (lib/analyze/sketch.ts): reposts are found by them. */
  firstSeenAt?: string;
  sketch?: readonly number[];
}

export interface MarketInput {
  /** Every posting the user saved or saw, this one excluded. */
  postings: readonly MarketPosting[];
}

/** What one rule adds to the analysis. Texts are already in the UI language. */
export type Finding =
  | { kind: 'score'; dimension: DimensionKey; delta: number; reason: string; evidence?: readonly string[] }
  | { kind: 'pro'; text: string; evidence?: string; weight: number }
  | { kind: 'con'; text: string; evidence?: string; weight: number }
  | { kind: 'strategy'; id: string; text: string; why: string; weight: number }
  /** `fromLine`: asked from the line itself ("It asks for X: show us"); dropped when another question rests on the same line. */
  | { kind: 'question'; questionKind: QuestionKind; text: string; basedOn: string; weight: number; fromLine?: boolean }
  | { kind: 'prep'; text: string; weight: number }
  | { kind: 'focus'; text: string; weight: number; short?: string }
  | { kind: 'path'; text: string; weight: number };

export interface AnalysisContext {
  posting: Posting;
  lang: Lang;
  /** Picks the sentence in the UI language. */
  say(en: string, zh: string): string;
  sentences: readonly Sentence[];
  signals: SignalIndex;
  has(signal: SignalId): boolean;
  /** The posting's sentences behind a signal, shortest first, at most `limit`. */
  evidence(signal: SignalId, limit?: number): string[];
  /** The duties the posting lists (its responsibilities section). */
  duties: readonly Sentence[];
  /** The requirement lines, must-haves and preferences together. */
  requirements: readonly Sentence[];
  skills: readonly SkillLine[];
  /** A skill's name in the UI language: its Chinese label for Chinese when it has one. */
  label(skill: string): string;
  mustSkills: readonly SkillLine[];
  niceSkills: readonly SkillLine[];
  family: RoleFamily;
  profile?: Profile;
  market?: MarketInput;
  now: number;
}

/** One insight rule: one file in lib/analyze/rules/, found by the build. */
export interface Rule {
  id: string;
  evaluate(ctx: AnalysisContext): Finding[];
}

/** Joins names the way each language does: "A, B and C" / "A、B和C". */
export function listOf(ctx: Pick<AnalysisContext, 'lang'>, items: readonly string[], max = 4): string {
  const shown = items.slice(0, max);
  if (shown.length === 0) return '';
  if (ctx.lang === 'zh') return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join('、')}和${shown[shown.length - 1]}`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** A sentence short enough to quote. */
export function quote(sentence: string, max = 160): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The posting's own words inside a text, in quotation marks and without the list's trailing
 * punctuation: "“Cut p95 search latency below 300 ms”". Quotes stay in the posting's language.
 */
export function cite(sentence: string, max = 90): string {
  const text = sentence.replace(/^(?:[•·\-*]\s*|\d{1,2}\s*[.、)）]\s*)/, '').replace(/[\s；;。.，,:：]+$/, '');
  // Limits are set for Chinese lines; a Latin line needs more characters to say as much.
  const latin = (text.match(/[\u4e00-\u9fff]/g)?.length ?? 0) * 4 < text.length;
  return `“${quote(text, latin ? Math.max(max, 70) : max)}”`;
}

/**
 * The part of a posting's line that says what a pattern found: the sentence, or failing that the
 * clause, that matches ("calm on a call at 3 a.m." out of a long requirements paragraph).
 */
export function excerpt(text: string, pattern: RegExp, max = 90): string {
  if (text.length <= max) return text;
  const matches = (part: string) => pattern.test(part);
  // "a.m." and "e.g." do not end a sentence: a Latin stop needs a space after it, a Chinese one does not.
  const sentences = text.split(/(?<=[。！？；])|(?<=[.!?;])\s+/).filter((part) => part.trim().length > 0);
  const sentence = sentences.find(matches) ?? text;
  if (sentence.length <= max) return sentence.trim();
  const clause = sentence.split(/(?<=[,，、:：])\s*|\s+(?:and|or)\s+/).find(matches);
  return (clause ?? sentence).trim();
}
