import { withoutEmployerIntro } from '../../extract/headings';
import { ruledOutAt } from '../knowledge/find';
import type { AnalysisContext } from '../context';
import { SELF_DESCRIPTION, type SignKind, type SignWeight } from '../knowledge/scam-signs';

/**
 * One sign a real scam carries (docs/red-flags.md): what it is, how much it tells alone, and the posting's own words
 * or page fact behind it. lib/analyze/red-flags.ts weighs the kinds together; one file per sign in this folder.
 */
export interface ScamSign {
  kind: SignKind | `term:${string}`;
  weight: SignWeight;
  /** The flag's id (a sign may name what it found: `scam-work` says which work). */
  id: string;
  text: string;
  evidence?: string;
}

export interface SignReader {
  kind: SignKind | `term:${string}`;
  read(ctx: AnalysisContext, lines: readonly string[]): ScamSign | undefined;
}

/**
 * The posting's lines cut into sentences: the analysis keeps an English paragraph of short sentences as one
 * line, and a sign must not reach from one sentence into the next ("Email us. … online banking is a plus").
 */
export function sentencesIn(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"“(])|(?<=[。！？])/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A 5 MB ad is read up to here: a scam says what it wants in its first pages. */
const READ_CHARS = 40_000;

/**
 * The posting's own sentences about the job, its title first: the employer's introduction left out, each line cut
 * where a sentence ends so that a sign never reaches from one sentence into the next.
 */
export function postingLines(ctx: Pick<AnalysisContext, 'posting'>): string[] {
  const text = withoutEmployerIntro(ctx.posting.description.text.slice(0, READ_CHARS));
  const lines = sentencesIn([ctx.posting.title, ...text.split('\n')])
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/** The line of `lines` a pattern finds (and no `unless` rules out), cut to a quotable length around the match. */
export function lineWith(lines: readonly string[], pattern: RegExp, unless?: RegExp): string | undefined {
  for (const line of lines) {
    const match = pattern.exec(line);
    // "This is not an MLM", 非微商代理: a negation rules the match out, as it does for the scam table.
    if (!match || ruledOutAt(line, match.index) || unless?.test(line)) continue;
    return line.length <= 240 ? line : line.slice(Math.max(0, match.index - 80), match.index + 160).trim();
  }
  return undefined;
}

/** The first lines, where an ad introduces its employer if it does. */
const INTRO_LINES = 8;

/**
 * The employer says nothing about itself: the page shows no introduction, logo, site, profile or verified mark, and
 * the ad's own first lines do not describe it either ("Harbor Clinic is a 40-bed hospital…"). Only presence is read.
 */
export function employerSaysNothing(posting: AnalysisContext['posting'], lines: readonly string[]): boolean {
  const { company } = posting;
  if (company.about || company.logo || company.verified || company.url) return false;
  return !lines.slice(0, INTRO_LINES).some((line) => SELF_DESCRIPTION.test(line));
}
