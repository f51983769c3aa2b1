import { companyKey } from '../db/schema';
import type { AnalysisContext, MarketPosting } from './context';
import { ruledOutAt } from './knowledge/find';
import { hiddenInstructionQuotes } from './knowledge/hidden-instructions';
import { AGENCY_COMPANY, ALWAYS_OPEN, NEVER_ASKS, RED_FLAG_TERMS, type RedFlagTerm } from './knowledge/red-flags';
import type { SignWeight } from './knowledge/scam-signs';
import { median, yearlyMid } from './money';
import { SIGN_READERS } from './signs';
import { postingLines, sentencesIn, type ScamSign } from './signs/sign';
import type { RedFlag, RedFlags } from './schema';
import { SAME_TEXT, sketchSimilarity, textSketch } from './sketch';

/**
 * Red flags (docs/data-contracts.md, "Analysis", `redFlags`): what a careful reader would raise, each with the posting's
 * own words or this browser's history behind it, and what could not be checked. Facts, not accusations:
 * `high` only on a strong, specific sign (or two different signs of caution); a ghost-job warning only
 * when two kinds of staleness agree.
 */

const DAY = 86_400_000;
/** A posting this old, or first seen this long ago, counts as old. */
const OLD_DAYS = 60;
/** A date the page gives this much later than the first sighting here: the date was refreshed. */
const REFRESHED_DAYS = 21;
/** BOSS直聘's "半年前活跃": a recruiter inactive this long. */
const INACTIVE_DAYS = 120;
/** A page date this recent while this browser saw the posting weeks before: the date was refreshed. */
const RECENT_DAYS = 14;
/** Pay this many times the median of comparable saved postings, with enough of them, is out of line. */
const PAY_RATIO = 2.5;
const PAY_SAMPLE = 5;

/** How much one kind of sign tells alone (docs/red-flags.md, "Levels"). */
const WEIGHT: Record<SignWeight, number> = { faint: 1, soft: 2, firm: 3, strong: 4 };
/** The signs' weights together, one per kind, at which a posting is worth checking, and at which it is `high`. */
const CAUTION_AT = 3;
const HIGH_AT = 5;

/**
 * The kind each term of the scam table belongs to: two terms of one kind (a chat app and a free mailbox) are one
 * sign, not two. Terms not named here are each a kind of their own.
 */
const TERM_KIND: Partial<Record<string, ScamSign['kind']>> = {
  'chat-interview': 'private-contact',
  'chat-only': 'private-contact',
  'personal-email': 'private-contact',
  reshipping: 'scam-work',
  'money-handling': 'scam-work',
  'task-scam': 'scam-work',
  'piece-typing': 'scam-work',
  'easy-money': 'scam-work',
  'high-day-rate': 'pay-out-of-line',
  // One fact, one sign: a medical fee paid to a partner clinic is a medical fee; an invite code is for an unknown app.
  'medical-fee-partner': 'term:medical-fee',
  'invite-code-app': 'term:unknown-app',
  overseas: 'overseas-lure',
};
/**
 * Terms that are not counted as a sign: a salary paid from a person's account (personal-payroll) is how many small
 * employers pay in China, and on real ads it told nothing (docs/red-flags.md, "Signs that did not carry over").
 */
const NOT_A_SIGN = new Set(['personal-payroll']);

/**
 * Kinds that tell one thing together: an employer that says nothing about itself and a private way to reach it both
 * say that no one can tell who is hiring. Two signs of one group are one sign for the level.
 */
const GROUP_OF: Partial<Record<string, string>> = { 'employer-silent': 'who-is-hiring', 'private-contact': 'who-is-hiring' };

/**
 * The level the signs reach together (docs/red-flags.md, "Levels"): one group of signs is `caution` at most, whatever
 * its weight; `high` needs two groups, weight enough, and a sign of at least `soft` weight about something other than
 * who is hiring. The employer saying nothing about itself is never `high`, alone or with a private mailbox.
 */
export function levelOf(signs: readonly Pick<ScamSign, 'kind' | 'weight'>[]): 'none' | 'caution' | 'high' {
  const byGroup = new Map<string, number>();
  for (const sign of signs) {
    const group = GROUP_OF[sign.kind] ?? sign.kind;
    byGroup.set(group, Math.max(byGroup.get(group) ?? 0, WEIGHT[sign.weight]));
  }
  const total = [...byGroup.values()].reduce((sum, weight) => sum + weight, 0);
  const aboutTheWork = [...byGroup].some(([group, weight]) => group !== 'who-is-hiring' && weight >= WEIGHT.soft);
  if (byGroup.size >= 2 && total >= HIGH_AT && aboutTheWork) return 'high';
  // Two groups agree (the faint signs too), or one sign firm enough alone: worth checking.
  return total >= CAUTION_AT || byGroup.size >= 2 ? 'caution' : 'none';
}

interface Found {
  term: RedFlagTerm;
  quote: string;
}

/** The clause of `text` around `index` (between commas and semicolons): where a waiver or a promise must be. */
function clauseAt(text: string, index: number, matchEnd: number): { before: string; whole: string } {
  const start = Math.max(...[',', '，', ';', '；', '、'].map((mark) => text.lastIndexOf(mark, index - 1))) + 1;
  const ends = [',', '，', ';', '；'].map((mark) => text.indexOf(mark, matchEnd)).filter((at) => at >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return { before: text.slice(start, index), whole: text.slice(start, end) };
}

/** Each term at most once, in the first sentence that holds it without a negation or a waiver in its clause. */
function findRedFlagTerms(lines: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const text of sentencesIn(lines)) {
    for (const term of RED_FLAG_TERMS) {
      if (found.some((f) => f.term.id === term.id)) continue;
      const match = term.pattern.exec(text);
      if (!match || ruledOutAt(text, match.index)) continue;
      const clause = clauseAt(text, match.index, match.index + match[0].length);
      if (term.unless?.test(clause.whole)) continue;
      if (term.kind === 'scam' && NEVER_ASKS.test(clause.before + match[0].slice(0, 24))) continue;
      found.push({ term, quote: text.length > 300 ? text.slice(Math.max(0, match.index - 100), match.index + 200) : text });
    }
  }
  return found;
}

/** The table's terms a line holds, as the rules read it (for the table's meta-test). */
export function redFlagTermsIn(text: string): RedFlagTerm[] {
  return findRedFlagTerms([text]).map((f) => f.term);
}

/** The same title, case, width and punctuation aside ("Registered Nurse (ICU)" is not "Registered Nurse (ER)"). */
const sameTitle = (a: string, b: string) => {
  const key = (title: string) =>
    title
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return key(a) === key(b);
};
/** A posting's site, from its id (`site:externalId`, lib/posting/url.ts). */
const siteOf = (id: string) => id.slice(0, id.indexOf(':'));

const daysBetween = (from: string | undefined, to: number) => (from ? Math.floor((to - Date.parse(from)) / DAY) : undefined);
const isoDay = (iso: string) => iso.slice(0, 10);

export function computeRedFlags(ctx: AnalysisContext): RedFlags {
  const { posting, say } = ctx;
  const flags: RedFlag[] = [];
  const unknown: string[] = [];
  const lines = [...new Set([posting.title, ...ctx.sentences.map((s) => s.text)])];
  // The posting's own sentences about the job, never the employer's introduction (and a 5 MB ad read to 40,000
  // characters): the signs and the scam table read the same lines.
  const own = postingLines(ctx);

  // The posting's words: the scam table's terms, each a sign of its kind
  const terms = findRedFlagTerms(own);
  const signs: ScamSign[] = [];
  for (const { term, quote } of terms) {
    if (term.kind !== 'scam' || (term.strength !== 'high' && term.strength !== 'caution') || NOT_A_SIGN.has(term.id)) continue;
    signs.push({
      kind: TERM_KIND[term.id] ?? `term:${term.id}`,
      weight: term.strength === 'high' ? 'strong' : 'firm',
      id: term.id,
      text: say(term.text.en, term.text.zh),
      evidence: quote,
    });
  }
  // The signs real scams carry (lib/analyze/signs/), and pay out of line with the user's own saved postings
  for (const reader of SIGN_READERS) {
    const sign = reader.read(ctx, own);
    if (sign) signs.push(sign);
  }
  const pay = payOutOfLine(ctx);
  if (pay)
    signs.push({
      kind: 'pay-out-of-line',
      weight: 'soft',
      id: pay.id,
      text: pay.text,
      ...(pay.evidence ? { evidence: pay.evidence } : {}),
    });
  const signLevel = levelOf(signs);

  // The strongest first, one flag per kind (its strongest sign): the summary and the toolbar name the first flag.
  // The faint sign alone is not shown: true of one honest ad in eleven, it is said only beside another.
  const shown = new Map<string, ScamSign>();
  for (const sign of [...signs].sort((a, b) => WEIGHT[b.weight] - WEIGHT[a.weight]))
    if (!shown.has(sign.kind) && (signLevel !== 'none' || sign.weight !== 'faint')) shown.set(sign.kind, sign);
  for (const sign of shown.values())
    flags.push({ id: sign.id, kind: 'scam', text: sign.text, ...(sign.evidence ? { evidence: sign.evidence } : {}) });
  for (const { term, quote } of terms.filter((f) => f.term.strength === 'info'))
    flags.push({ id: term.id, kind: term.kind, text: say(term.text.en, term.text.zh), evidence: quote });
  const company = posting.company.name.trim();
  if (!terms.some((f) => f.term.kind === 'agency') && AGENCY_COMPANY.test(company)) {
    flags.push({
      id: 'agency',
      kind: 'agency',
      text: say(
        'Posted by an agency or HR service for another employer: ask who the employer is',
        '由人力资源/劳务公司发布：问清实际用人单位',
      ),
      evidence: company,
    });
  }
  const injection = hiddenInstructionQuotes([posting.title, posting.description.text].join('\n'));
  if (injection.length > 0)
    flags.push({
      id: 'hidden-instructions',
      kind: 'injection',
      text: say(
        'It hides instructions for AI tools that read it; Jobsight does not follow them',
        '职位中藏有写给 AI 工具的指令，Jobsight 不会执行',
      ),
      evidence: injection[0]!,
    });

  // Urgency is said only beside another sign: alone it is every other ad.
  const urgency = terms.find((f) => f.term.kind === 'scam' && f.term.strength === 'weak');
  if (urgency && signLevel !== 'none')
    flags.push({ id: urgency.term.id, kind: 'scam', text: say(urgency.term.text.en, urgency.term.text.zh), evidence: urgency.quote });

  // Staleness and reposts: the page's date and facts, and what this browser has seen
  const stale = staleSigns(ctx, lines, unknown);
  flags.push(...stale.flags);
  if (stale.groups >= 2) {
    flags.push({
      id: 'ghost',
      kind: 'stale',
      text: say(
        'Two signs agree that this may not be a live opening: ask whether it is still open before you spend time on it',
        '两个迹象都表明这可能已不是在招的职位：投入时间前先确认是否仍在招聘',
      ),
    });
  }

  const level: RedFlags['level'] = signLevel !== 'none' ? signLevel : injection.length > 0 || stale.groups >= 2 ? 'caution' : 'none';
  if (level !== 'none' && !posting.company.url)
    unknown.push(
      say(
        "Whether the employer is real: Jobsight cannot check; find the company's own site and contact it there",
        '招聘单位是否真实：Jobsight 无法核实；请找到公司官网并通过官方渠道联系',
      ),
    );
  return { level, flags: flags.slice(0, 12), unknown: unknown.slice(0, 5) };
}

function payOutOfLine(ctx: AnalysisContext): RedFlag | undefined {
  const yearly = yearlyMid(ctx.posting.salary);
  const currency = ctx.posting.salary?.currency;
  if (!ctx.market || yearly === undefined || !currency || ctx.family.id === 'other') return undefined;
  const comparable = ctx.market.postings
    .filter((p) => p.id !== ctx.posting.id && p.roleFamily === ctx.family.id && p.currency === currency && p.yearly !== undefined)
    .map((p) => p.yearly!);
  const middle = median(comparable);
  if (comparable.length < PAY_SAMPLE || middle === undefined || yearly < middle * PAY_RATIO) return undefined;
  const times = Math.round((yearly / middle) * 10) / 10;
  return {
    id: 'pay-out-of-line',
    kind: 'scam',
    text: ctx.say(
      `The pay is ${times}× the median of ${comparable.length} comparable postings you saved or saw: ask why`,
      `薪资是你保存或浏览过的 ${comparable.length} 个同类职位中位数的 ${times} 倍：问清原因`,
    ),
    ...(ctx.posting.salary?.raw ? { evidence: ctx.posting.salary.raw } : {}),
  };
}

/** The other sightings of this role in this browser: same company, title and place, most of the text the same. */
export function sightingsOf(ctx: AnalysisContext): MarketPosting[] {
  const { posting } = ctx;
  if (!ctx.market) return [];
  const company = companyKey(posting.company.name);
  const city = posting.locations.find((l) => l.city)?.city;
  const candidates = ctx.market.postings.filter(
    // The same site only: the same role on another site is a duplicate (the sidebar links it), not a repost.
    (other) =>
      other.id !== posting.id &&
      siteOf(other.id) === siteOf(posting.id) &&
      other.company === company &&
      other.sketch !== undefined &&
      sameTitle(other.title, posting.title) &&
      (other.city ?? city) === (city ?? other.city),
  );
  // The text's sketch only when the same company and title were seen: most postings have no such sighting.
  if (candidates.length === 0) return [];
  const sketch = textSketch(posting.description.text);
  return candidates.filter((other) => sketchSimilarity(other.sketch!, sketch) >= SAME_TEXT);
}

function staleSigns(ctx: AnalysisContext, lines: readonly string[], unknown: string[]): { flags: RedFlag[]; groups: number } {
  const { posting, say, now } = ctx;
  const flags: RedFlag[] = [];
  let age = false;
  let repost = false;
  let open = false;
  let inactive = false;

  const postedDays = daysBetween(posting.postedAt, now);
  const seenDays = daysBetween(posting.firstSeenAt, now);
  if (postedDays === undefined) unknown.push(say('When it was posted: the page gives no date', '发布时间：页面没有写'));
  else if (postedDays >= OLD_DAYS) {
    age = true;
    flags.push({
      id: 'old',
      kind: 'stale',
      text: say(`Posted ${postedDays} days ago (the page's date)`, `发布于 ${postedDays} 天前（页面日期）`),
    });
  }
  if (seenDays !== undefined && seenDays >= OLD_DAYS) {
    age = true;
    flags.push({
      id: 'seen-long',
      kind: 'stale',
      text: say(`First seen in this browser ${seenDays} days ago`, `本浏览器 ${seenDays} 天前首次看到`),
    });
  }
  // The page's date moved on while this browser saw the same posting weeks before: the date was refreshed.
  // Only a date the page gives as recent: "30+ days ago" and "1 month ago" are too coarse to compare.
  if (postedDays !== undefined && seenDays !== undefined && postedDays <= RECENT_DAYS && seenDays - postedDays >= REFRESHED_DAYS) {
    repost = true;
    flags.push({
      id: 'refreshed',
      kind: 'repost',
      text: say(
        `The page says posted ${postedDays} days ago, but this browser saw it ${seenDays} days ago: the date was refreshed`,
        `页面写发布于 ${postedDays} 天前，但本浏览器 ${seenDays} 天前就见过：日期被刷新过`,
      ),
    });
  }
  const sightings = sightingsOf(ctx);
  // The role itself, under any address, first seen here long ago.
  const earliest = sightings
    .map((s) => daysBetween(s.firstSeenAt, now))
    .filter((d): d is number => d !== undefined)
    .sort((a, b) => b - a)[0];
  if (earliest !== undefined && earliest >= OLD_DAYS && (seenDays === undefined || earliest > seenDays)) {
    age = true;
    flags.push({
      id: 'role-seen-long',
      kind: 'stale',
      text: say(`This role was first seen in this browser ${earliest} days ago`, `本浏览器 ${earliest} 天前就见过这个职位`),
    });
  }
  if (sightings.length > 0) {
    repost = true;
    const dates = [
      ...new Set(
        sightings
          .map((s) => s.firstSeenAt)
          .filter((d): d is string => !!d)
          .map(isoDay),
      ),
    ]
      .sort()
      .slice(0, 5);
    flags.push({
      id: 'reposted',
      kind: 'repost',
      text: say(
        `Reposted ${sightings.length}× under another address (first seen ${dates.join(', ') || 'before'})`,
        `以其他链接重复发布 ${sightings.length} 次（首次见于 ${dates.join('、') || '此前'}）`,
      ),
    });
  } else if (!ctx.market || (seenDays !== undefined && seenDays < 1)) {
    unknown.push(say('Whether it was posted before: this browser has not seen it before', '之前是否发布过：本浏览器此前没有见过'));
  }
  const labelled = posting.pageFacts?.find((fact) => fact.kind === 'reposted');
  if (labelled) {
    repost = true;
    flags.push({
      id: 'reposted-label',
      kind: 'repost',
      text: say('The site marks it as reposted', '网站标注为重新发布'),
      evidence: labelled.raw,
    });
  }
  const activity = posting.pageFacts?.find((fact) => fact.kind === 'recruiter_active');
  if (activity && activity.value >= INACTIVE_DAYS) {
    inactive = true;
    flags.push({
      id: 'recruiter-inactive',
      kind: 'stale',
      text: say('The recruiter has not been active for months (the page says)', '招聘者已数月未活跃（页面显示）'),
      evidence: activity.raw,
    });
  }
  const always = lines.find((line) => ALWAYS_OPEN.test(line) && !/储备干部|负责[^，。；]{0,8}人才储备/.test(line));
  if (always) {
    open = true;
    flags.push({
      id: 'always-open',
      kind: 'stale',
      text: say('It is always open (a pipeline or evergreen posting), not one opening', '常年招聘或人才储备，并非一个具体空缺'),
      evidence: always,
    });
  }
  const applicants = posting.pageFacts?.find((fact) => fact.kind === 'applicants');
  if (applicants && (age || repost))
    flags.push({ id: 'applicants', kind: 'stale', text: say(`${applicants.raw} (the page says)`, `${applicants.raw}（页面显示）`) });
  return { flags, groups: [age, repost, open, inactive].filter(Boolean).length };
}
