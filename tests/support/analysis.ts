import { readFileSync } from 'node:fs';
import type { Analysis } from '@/lib/analyze';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import type { Posting } from '@/lib/posting';
import { loadCorpus, type FixtureCase } from './corpus';

/** The corpus postings, read through the CLI path with meta.capturedAt as "now". */
export interface CorpusPosting {
  key: string;
  fixture: FixtureCase;
  posting: Posting;
  now: number;
}

let cache: CorpusPosting[] | undefined;

export function corpusPostings(): CorpusPosting[] {
  cache ??= loadCorpus().flatMap((fixture) => {
    const out = extractHtml(decodePage(readFileSync(fixture.pagePath)), fixture.meta.url, fixture.meta.capturedAt);
    return out.posting
      ? [{ key: `${fixture.site}/${fixture.name}`, fixture, posting: out.posting, now: Date.parse(fixture.meta.capturedAt) }]
      : [];
  });
  return cache;
}

export function corpusPosting(key: string): CorpusPosting {
  const found = corpusPostings().find((c) => c.key === key);
  if (!found) throw new Error(`no posting in tests/fixtures/pages/${key}`);
  return found;
}

/** Everything the posting itself says: the sentences evidence may quote. */
export function postingText(posting: Posting): string {
  const { sections } = posting.description;
  return [
    posting.title,
    posting.company.name,
    posting.description.text,
    ...sections.responsibilities,
    ...sections.requirements,
    ...sections.preferred,
    ...sections.benefits,
    posting.salary?.raw ?? '',
    ...posting.locations.map((l) => l.raw),
    posting.education?.raw ?? '',
    ...(posting.pageFacts ?? []).map((f) => f.raw),
    ...posting.tags,
  ].join('\n');
}

/** Whether a quoted sentence occurs in the posting (whitespace-insensitive; "…" marks a cut). */
export function occursIn(quoted: string, text: string): boolean {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const haystack = squash(text);
  return squash(quoted)
    .split('…')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => haystack.includes(part));
}

/** The texts the user reads, by part of the panel. */
export function textsOf(analysis: Analysis): { part: string; text: string }[] {
  return [
    { part: 'summary', text: analysis.overall.summary },
    { part: 'verdict', text: analysis.overall.verdictText },
    ...Object.entries(analysis.dimensions).flatMap(([key, d]) => d.reasons.map((text) => ({ part: `${key}.reason`, text }))),
    ...analysis.pros.map((p) => ({ part: 'pro', text: p.text })),
    ...analysis.cons.map((p) => ({ part: 'con', text: p.text })),
    { part: 'role', text: analysis.role.summary },
    ...analysis.role.focus.map((text) => ({ part: 'focus', text })),
    ...analysis.role.paths.map((text) => ({ part: 'path', text })),
    ...analysis.strategy.flatMap((s) => [
      { part: 'strategy', text: s.text },
      { part: 'strategy.why', text: s.why },
    ]),
    ...analysis.interview.questions.map((q) => ({ part: `question.${q.kind}`, text: q.text })),
    ...analysis.interview.prep.map((text) => ({ part: 'prep', text })),
  ];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z]{3,}/g;

/**
 * A text with the posting's own words taken out: quotes (“…”, "…"), the company, places, the pay
 * figure and skill names stay in the posting's language; what is left must be the UI language.
 */
export function ownWords(text: string, posting: Posting, analysis: Analysis): string {
  const names = [
    posting.company.name,
    posting.title,
    posting.salary?.raw ?? '',
    ...posting.locations.flatMap((l) => [l.raw, l.city ?? '', l.region ?? '']),
    ...(posting.pageFacts ?? []).map((f) => f.raw),
    ...analysis.skills.map((s) => s.name),
    ...posting.skills,
  ]
    .filter((n) => n.length > 1)
    .sort((a, b) => b.length - a.length);
  let rest = text.replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  return rest;
}

/** True when what is left of a text after ownWords reads as the UI language. */
export function inLanguage(rest: string, lang: 'en' | 'zh'): boolean {
  const cjk = rest.match(CJK)?.length ?? 0;
  const latin = rest.match(LATIN_WORD)?.length ?? 0;
  return lang === 'zh' ? cjk > 0 && latin <= Math.max(3, cjk / 4) : cjk === 0;
}

/** Every text of the analysis joined, for concept searches across the whole panel. */
export function allText(analysis: Analysis): string {
  return textsOf(analysis)
    .map((t) => t.text)
    .join('\n');
}
