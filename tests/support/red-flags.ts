import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '@/lib/analyze';
import type { MarketPosting } from '@/lib/analyze/context';
import type { RedFlags } from '@/lib/analyze/schema';
import { textSketch } from '@/lib/analyze/sketch';
import { companyKey } from '@/lib/db/schema';
import type { PageFact, Posting } from '@/lib/posting';
import { parsePageFact } from '@/lib/normalize';
import { makePosting, NOW } from './posting';

/** One case of tests/fixtures/red-flags (its README says how they were written and labelled). */
export interface RedFlagCase {
  id: string;
  language: 'en' | 'zh';
  site: string;
  title: string;
  company: string;
  locations?: string[];
  salary?: string;
  postedDaysAgo?: number;
  intro?: string[];
  responsibilities?: string[];
  requirements?: string[];
  benefits?: string[];
  contact?: string[];
  pageFacts?: { applicants?: number; reposted?: boolean; recruiterActive?: string };
  history?: { daysAgo: number; sameText: boolean; newId: boolean }[];
  label: { level: RedFlags['level']; kinds: string[]; why: string };
}

const DIR = join(import.meta.dirname, '../fixtures/red-flags');
const DAY = 86_400_000;

export function loadRedFlagCases(part: 'tuning' | 'tuning-2' | 'held-out'): RedFlagCase[] {
  return JSON.parse(readFileSync(join(DIR, `${part}.json`), 'utf8')) as RedFlagCase[];
}

const daysBefore = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();

/** The case as Jobsight would hold it: the posting, and what this browser saw of the role before. */
export function caseInput(item: RedFlagCase): { posting: Posting; market: MarketPosting[] } {
  const zh = item.language === 'zh';
  const facts: PageFact[] = [];
  const fact = (kind: PageFact['kind'], raw: string) => {
    const parsed = parsePageFact({ kind, raw });
    if (parsed) facts.push(parsed);
  };
  if (item.pageFacts?.applicants !== undefined)
    fact('applicants', zh ? `${item.pageFacts.applicants}人已投递` : `${item.pageFacts.applicants} applicants`);
  if (item.pageFacts?.reposted) fact('reposted', 'Reposted 1 week ago');
  if (item.pageFacts?.recruiterActive) fact('recruiter_active', item.pageFacts.recruiterActive);
  const made = makePosting({
    title: item.title,
    // A site shows someone as the poster; a posting that names no employer shows a stand-in.
    company: item.company.trim() || (zh ? '保密' : 'Confidential'),
    language: item.language,
    intro: item.intro ?? [],
    responsibilities: item.responsibilities ?? [],
    requirements: item.requirements ?? [],
    benefits: item.benefits ?? [],
    outro: item.contact ?? [],
    ...(item.salary ? { salary: item.salary } : {}),
    locations: (item.locations ?? []).map((raw) => ({ raw, city: raw.split(/[,，·\s]/)[0]! })),
    ...(item.postedDaysAgo !== undefined ? { postedAt: daysBefore(item.postedDaysAgo) } : {}),
    ...(facts.length > 0 ? { pageFacts: facts } : {}),
  });
  const sameId = (item.history ?? []).filter((h) => !h.newId).map((h) => h.daysAgo);
  // A job board links a named employer to its page there (LinkedIn's /company/, Indeed's /cmp/, BOSS直聘's /gongsi/):
  // the case's posting does too. An employer's own site, or a posting that names no one, shows only what it wrote.
  const onBoard = item.site !== 'generic' && item.company.trim() !== '';
  const posting: Posting = {
    ...made,
    ...(onBoard
      ? { company: { ...made.company, url: `https://${item.site}.example.test/company/${encodeURIComponent(item.company.trim())}` } }
      : {}),
    id: `${item.site}:${item.id}`,
    firstSeenAt: sameId.length > 0 ? daysBefore(Math.max(...sameId)) : NOW,
  };
  const city = posting.locations[0]?.city;
  const market: MarketPosting[] = (item.history ?? [])
    .filter((h) => h.newId)
    .map((h, i) => ({
      id: `${item.site}:${item.id}-before-${i}`,
      title: item.title,
      company: companyKey(posting.company.name),
      companyName: posting.company.name,
      roleFamily: 'other',
      ...(city ? { city } : {}),
      skills: [],
      saved: false,
      firstSeenAt: daysBefore(h.daysAgo),
      // The text then: the same ad, or another one for the same title.
      sketch: textSketch(
        h.sameText
          ? posting.description.text
          : `${item.title} ${item.company} earlier ad ${i}: other duties, other hours, other requirements and another way to apply, written anew`,
      ),
    }));
  return { posting, market };
}

export function redFlagsOf(item: RedFlagCase, lang: 'en' | 'zh' = item.language): { posting: Posting; flags: RedFlags } {
  const { posting, market } = caseInput(item);
  const analysis = analyze(posting, { lang, market: { postings: market }, now: Date.parse(NOW) });
  return { posting, flags: analysis.redFlags };
}

/** Our flag ids, as the labels' kinds name them. */
export const FLAG_KIND: Record<string, string> = {
  fee: 'fee',
  'medical-fee': 'fee',
  'personal-data': 'personal_data',
  'chat-interview': 'chat_only',
  'chat-only': 'chat_only',
  'personal-email': 'personal_email',
  reshipping: 'reshipping',
  'money-handling': 'fee',
  'task-scam': 'easy_money',
  'easy-money': 'easy_money',
  'piece-typing': 'piece_typing',
  'high-day-rate': 'easy_money',
  overseas: 'pay_out_of_line',
  'certificate-rental': 'fee',
  nightlife: 'pay_out_of_line',
  'loan-promotion': 'pay_out_of_line',
  'unknown-app': 'easy_money',
  'personal-payroll': 'personal_data',
  urgency: 'urgency',
  agency: 'agency',
  headhunter: 'headhunter',
  outsourcing: 'outsourcing',
  'no-company': 'no_company',
  'pay-out-of-line': 'pay_out_of_line',
  'hidden-instructions': 'hidden_instructions',
  old: 'stale',
  'seen-long': 'stale',
  'recruiter-inactive': 'stale',
  ghost: 'stale',
  reposted: 'repost',
  refreshed: 'repost',
  'reposted-label': 'repost',
  'always-open': 'always_open',
  applicants: 'stale',
  'role-seen-long': 'stale',
  'medical-fee-partner': 'fee',
  'invite-code-app': 'easy_money',
  'id-copy': 'personal_data',
  'id-held': 'personal_data',
  'loan-in-your-name': 'personal_data',
  // The signs real scams carry (lib/analyze/signs/), as the labels' kinds name them; the faint ones (an employer
  // that says nothing, office work, an address in the ad) name no kind a reader labels.
  'private-channel': 'personal_email',
  'send-cv-to': 'personal_email',
  'scam-work': 'easy_money',
  'earnings-pitch': 'easy_money',
  'pay-out-of-line-for-work': 'pay_out_of_line',
  'pay-implausible': 'pay_out_of_line',
  'overseas-lure': 'pay_out_of_line',
  'offshore-unnamed': 'pay_out_of_line',
  'abroad-unnamed': 'pay_out_of_line',
};

const SCAM_KINDS = new Set([
  'fee',
  'personal_data',
  'chat_only',
  'personal_email',
  'reshipping',
  'easy_money',
  'piece_typing',
  'pay_out_of_line',
  'no_company',
]);

export interface RedFlagScore {
  cases: number;
  /** Postings the rules call high, and of those, labelled high. */
  high: { predicted: number; right: number; labelled: number; found: number };
  caution: { predicted: number; right: number; labelled: number; found: number };
  /** Labelled scams (a scam kind, level caution or high) the rules flag at caution or high. */
  scams: { labelled: number; flagged: number };
  /** Labelled none, called high. */
  legitimate: { labelled: number; high: number; caution: number };
  kinds: Record<string, { predicted: number; right: number; labelled: number }>;
  misses: { id: string; label: RedFlags['level']; got: RedFlags['level']; why: string; flags: string[] }[];
}

export function scoreRedFlags(cases: readonly RedFlagCase[]): RedFlagScore {
  const score: RedFlagScore = {
    cases: cases.length,
    high: { predicted: 0, right: 0, labelled: 0, found: 0 },
    caution: { predicted: 0, right: 0, labelled: 0, found: 0 },
    scams: { labelled: 0, flagged: 0 },
    legitimate: { labelled: 0, high: 0, caution: 0 },
    kinds: {},
    misses: [],
  };
  for (const item of cases) {
    const { flags } = redFlagsOf(item);
    const label = item.label.level;
    for (const level of ['high', 'caution'] as const) {
      if (flags.level === level) score[level].predicted++;
      if (label === level) score[level].labelled++;
      if (flags.level === level && label === level) {
        score[level].right++;
        score[level].found++;
      }
    }
    const scam = label !== 'none' && item.label.kinds.some((kind) => SCAM_KINDS.has(kind));
    if (scam) {
      score.scams.labelled++;
      if (flags.level !== 'none') score.scams.flagged++;
    }
    if (label === 'none') {
      score.legitimate.labelled++;
      if (flags.level === 'high') score.legitimate.high++;
      if (flags.level === 'caution') score.legitimate.caution++;
    }
    const predictedKinds = new Set(flags.flags.map((flag) => FLAG_KIND[flag.id] ?? flag.id));
    const labelledKinds = new Set(item.label.kinds);
    for (const kind of new Set([...predictedKinds, ...labelledKinds])) {
      const entry = (score.kinds[kind] ??= { predicted: 0, right: 0, labelled: 0 });
      if (predictedKinds.has(kind)) entry.predicted++;
      if (labelledKinds.has(kind)) entry.labelled++;
      if (predictedKinds.has(kind) && labelledKinds.has(kind)) entry.right++;
    }
    if (flags.level !== label)
      score.misses.push({
        id: item.id,
        label,
        got: flags.level,
        why: item.label.why,
        flags: flags.flags.map((flag) => `${flag.id}: ${flag.evidence ?? ''}`.slice(0, 160)),
      });
  }
  return score;
}
