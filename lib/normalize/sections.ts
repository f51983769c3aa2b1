import type { RawSectionHints, Sections } from '../posting';
import { headingKind, headingText, type SectionKind } from '../extract/headings';

/**
 * Splits a description into responsibilities, requirements, preferred and benefits by its
 * headings, in English and Chinese, including inline ones ("岗位职责：1、... 任职要求：1、...").
 */

// Emoji count as bullets ("✅ Build ...", "🔹 Python"): LinkedIn's editor keeps no list markup in <br> runs.
const BULLET =
  /^(?:[•·●○◦▪▫■□◆◇★☆►▶▸▹➤➢→‣⁃∙⦁◉✓✔\-–—*+]|\p{Extended_Pictographic}\uFE0F?|\d{1,2}\s*[.、)）:：]|[(（]\d{1,2}[)）]|[①-⑳]|[a-z][.)])\s*/u;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** An item as kept: no bullet, and no run-on separator (；，、。) left at its end. */
function cleanItem(line: string): string {
  return stripBullet(line).replace(/[\s;；,，、。]+$/, '');
}

/**
 * Headings in other words ("You're probably a fit if you:", "The impact you'll have", "Perks",
 * "加分项（非必须）"), told by their words once a line has a heading's shape. Order matters:
 * "Preferred qualifications" is preferred before it is requirements, "Compensation & benefits" benefits.
 */
const LOOSE: readonly (readonly [SectionKind, RegExp])[] = [
  [
    'other',
    /^(?:about (?!you\b)|who we are|job id\b|req(?:uisition)? id\b|designation\b|job title\b|company\s*[-–]|why (?!join|work|you)\S+(?: \S+)?$|our (?:company|team|story|mission|values|culture|stack)\b|tech(?:nology)? stack|(?:the )?hiring process|interview process|application process|how to apply|equal (?:employment )?opportunit|eeo\b|state-specific|disclaimer|关于|公司(?:介绍|简介))/,
  ],
  [
    'preferred',
    /\b(?:nice[- ]to[- ]haves?|bonus|preferred|(?:we|we'd|we would) (?:also )?prefer|pluses|a plus|plus points|desired|desirable|ideally|extra credit|stand out|good to have)\b|加分|优先(?:条件|资格|考虑)?$/,
  ],
  [
    'benefits',
    /\b(?:benefits?|perks?|what we offer|we offer|offer you|what you(?:'ll| will)? get|what's in it for you|in return|rewards?|compensation (?:&|and) \w+|why (?:join|work|you'll love)|we provide)\b|福利|待遇|我们(?:能)?提供/,
  ],
  [
    'responsibilities',
    /\b(?:responsibilit\w*|duties|what you(?:'ll| will) (?:do|own|build|work on|be doing|achieve|tackle)|you(?:'ll| will)$|day[- ]to[- ]day|your role|the role|in this role|(?:your|the) impact|impact you|your mission|tasks|accountabilit\w*|the job involves|the work)\b|职责|工作内容|你(?:将|要|会)(?:负责|做)|负责的?(?:工作|内容|事)/,
  ],
  [
    'requirements',
    /\b(?:requirements?|required|qualifications?|about you|who you are|you have|you(?:'ll| will)? bring|looking for|skills|experience|expertise|must|(?:your|the) profile|a fit|fit if|ideal candidate|to succeed|what it takes|match(?:es)? the following|what you(?:'ll| will)? need|you should have|background)\b|要求|资格|条件|我们希望/,
  ],
];

const MAX_ITEM_CHARS = 4_000;
const SENTENCE_END = /[.;,。；，、]$/;
const CJK = /[\u3400-\u9fff]/;
const CHINESE_HEADING_NOUN = /(?:职责|要求|资格|条件|加分项?|福利|待遇|内容)(?:\s*[（(][^）)]{1,10}[）)])?$/;

/** Short, unbulleted, no sentence in it: a line that can be a heading, whatever its words. */
function headingShaped(line: string, next: string | undefined): boolean {
  if (BULLET.test(line) && !/^\p{Extended_Pictographic}/u.test(line)) return false;
  const text = headingText(line);
  if (text.length < 2 || SENTENCE_END.test(text) || /[.!?]\s+\S/.test(text)) return false;
  // "Qualifications:Chartered Accountant", a label run into its value, is no heading (inlineHeading reads it).
  if (/[^\s:：][:：][^\s:：]/.test(text)) return false;
  const marked = /[:：?？]\s*$/.test(line) || (next !== undefined && BULLET.test(next));
  if (CJK.test(text)) return text.length <= 16 && (marked || CHINESE_HEADING_NOUN.test(text));
  const words = text.split(/\s+/);
  if (text.length > 60 || words.length > 8) return false;
  // Unmarked, it has to look like a title ("What You Will Do", "PERKS"): an item rarely does.
  const titled = words.filter((w) => /^\p{Lu}/u.test(w) || w.length <= 3).length === words.length;
  return marked || titled;
}

/**
 * The same in the other languages LinkedIn pages come in (Italian, French, German, Spanish,
 * Portuguese), without \b, which stops at accented letters ("Responsabilità").
 */
const LOOSE_OTHER_LANGUAGES: readonly (readonly [SectionKind, RegExp])[] = [
  ['other', /^(?:chi siamo|qui sommes-nous|über uns|quiénes somos|sobre nós|sede di lavoro|luogo di lavoro)/],
  [
    'preferred',
    /(?:^|\s)(?:preferenziali|gradit[oaie]|(?:costituisce )?\bun plus\b(?![^(]*\))|atouts?|wünschenswert|von vorteil|se valorará|deseable|diferenciais?)(?:\s|$)/,
  ],
  ['benefits', /(?:^|\s)(?:offriamo|vantaggi|nous offrons|avantages|wir bieten|ofrecemos|beneficios|oferecemos|benefícios)(?:\s|$)/],
  [
    'responsibilities',
    /(?:^|\s)(?:attività|responsabilità|mansioni|ti occuperai|missions?|vos missions|aufgaben|tareas|funciones|responsabilidades|atribuições)(?:\s|$)/,
  ],
  ['requirements', /(?:^|\s)(?:requisiti|profilo|cerchiamo|requis|profil|anforderungen|qualifikationen|requisitos|perfil)(?:\s|$)/],
];

function looseKind(line: string): SectionKind | undefined {
  const text = headingText(line)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[?？!]+$/, '');
  for (const [kind, pattern] of LOOSE) if (pattern.test(text)) return kind;
  for (const [kind, pattern] of LOOSE_OTHER_LANGUAGES) if (pattern.test(text)) return kind;
  return undefined;
}

const headingKey = (line: string) => headingText(line).toLowerCase();

/**
 * A heading and how sure it is: `exact` by the list of headings, else by shape and words. A line the
 * page's markup sets as a heading (`marked`) needs no shape, and one in unknown words ("Our values",
 * "More about Acme") still ends the section above it.
 */
function lineHeading(
  line: string,
  next: string | undefined,
  marked: ReadonlySet<string>,
): { kind: SectionKind; exact: boolean } | undefined {
  const exact = headingKind(line);
  if (exact) return { kind: exact, exact: true };
  const isMarked = marked.has(headingKey(line)) && !BULLET.test(line);
  if (!isMarked && !headingShaped(line, next)) return undefined;
  const kind = looseKind(line) ?? (isMarked ? 'other' : undefined);
  return kind ? { kind, exact: false } : undefined;
}

/** "任职要求：1、熟悉...", "Nice to have: Kafka" — a heading with its first item on the same line. */
function inlineHeading(line: string): { kind: SectionKind; rest: string } | undefined {
  const match = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(line);
  if (!match || BULLET.test(line)) return undefined;
  const head = match[1]!;
  const kind = headingKind(head) ?? (head.trim().split(/\s+/).length <= 4 && !SENTENCE_END.test(head) ? looseKind(head) : undefined);
  return kind ? { kind, rest: match[2]! } : undefined;
}

/**
 * Markdown flattened into one paragraph ("**Key Responsibilities:** - Build ... - Test ... **Requirements:** - ..."):
 * each bold run is a heading line and each " - " after it starts an item.
 */
function splitFlatMarkdown(line: string): string[] {
  if (!/\*\*[^*\n]{2,60}\*\*/.test(line) || !/\*\*\s+-\s+\S/.test(line)) return [line];
  return line
    .split(/(\*\*[^*\n]{2,60}\*\*)/)
    .flatMap((part) => (/^\*\*/.test(part) ? [part] : part.split(/\s+(?=-\s+\S)/)))
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A description flattened to one long line (a board's plain-text copy: "... Key Responsibilities Analyze ...
 * Minimum Requirements Bachelor's degree ..."): split before the headings such copies keep, in Title Case.
 */
const FLAT_HEADING =
  /\s(?=(?:Key|Main|Your|Job) Responsibilities\s+\p{Lu}|(?:Minimum|Basic|Required|Preferred|Additional) (?:Requirements|Qualifications)\s+\p{Lu}|Nice to Have\s+\p{Lu}|What (?:You(?:'|’)ll|You Will) (?:Do|Bring)\s+\p{Lu}|What We Offer\s+\p{Lu})/gu;

function splitFlatHeadings(line: string): string[] {
  if (line.length < 400) return [line];
  return line.split(FLAT_HEADING).flatMap((part) => {
    const heading =
      /^((?:Key|Main|Your|Job) Responsibilities|(?:Minimum|Basic|Required|Preferred|Additional) (?:Requirements|Qualifications)|Nice to Have|What (?:You(?:'|’)ll|You Will) (?:Do|Bring)|What We Offer)\s+(.+)$/su.exec(
        part,
      );
    return heading ? [heading[1]!, heading[2]!] : [part];
  });
}

/** Chinese JDs often run sections together on one line: split before each known heading. */
function splitRunOnHeadings(text: string): string[] {
  return (
    text
      .split('\n')
      .flatMap(splitFlatMarkdown)
      .flatMap(splitFlatHeadings)
      // "What are we looking for? • Qualified CA", "Roles and Responsibilities: •In this role…": a heading, then its first item.
      .flatMap((line) => {
        const match = /^([^•:：?？]{2,60}[:：?？])\s*(•\s*\S.*)$/.exec(line);
        return match ? [match[1]!, match[2]!] : [line];
      })
      .flatMap((line) =>
        line
          .replace(
            /(岗位职责|工作职责|职位职责|职责描述|任职要求|任职资格|岗位要求|职位要求|加分项|优先资格|福利待遇|薪酬福利)\s*[:：]/g,
            '\n$1：',
          )
          // "【岗位职责】1、…【任职要求】1、…": a bracketed heading inside the block is a heading too.
          .replace(
            /[【[](岗位职责|工作职责|职位职责|职责描述|工作内容|任职要求|任职资格|岗位要求|职位要求|加分项|优先资格|福利待遇|薪酬福利)[】\]]\s*[:：]?/g,
            '\n$1：',
          )
          .replace(/([;；。])\s*(?=\d{1,2}\s*[、.．)）]\s*\S)/g, '$1\n')
          // "1、负责客户接待 2、处理订单": numbered Chinese items run together with spaces.
          .replace(/(\S)\s+(?=\d{1,2}\s*[、．）]\s*[\u4e00-\u9fff])/g, '$1\n')
          .split('\n'),
      )
      .map((line) => line.trim())
      .filter(Boolean)
  );
}

const PREFERRED_LINE =
  /(?:优先|加分|is a plus|a (?:strong |big |huge )?plus\.?$|(?:is|are) a (?:strong |big |huge )?plus|nice to have|preferred\.?$|is preferred|bonus if|bonus points|^gradit[aoie]\s|(?:costituisce )?\bun plus\b(?![^(]*\))|\(preferibile\)|von vorteil|wünschenswert|es un plus|se valorará|constitue un (?:plus|atout))/i;

export function splitSections(description: string, hints: RawSectionHints = {}): Sections {
  const sections: Sections = { responsibilities: [], requirements: [], preferred: [], benefits: [] };
  let current: SectionKind | undefined;
  let listStarted = false;
  // What the open section holds so far: a prose lead-in above its list is no item of it.
  let run: { item: string; bulleted: boolean }[] = [];
  /** Paragraphs of a section's runs that had no list ("The Role" over prose, then "What you'll do" over bullets). */
  const proseRuns: Partial<Record<keyof Sections, Set<string>>> = {};
  const listed = new Set<SectionKind>();
  const isProse = (r: { item: string; bulleted: boolean }) => !r.bulleted && (r.item.length >= 120 || /[:：]$/.test(r.item));
  const closeRun = () => {
    if (current && current !== 'other' && run.some((r) => r.bulleted)) {
      listed.add(current);
      const prose = new Set(run.filter(isProse).map((r) => r.item));
      if (prose.size > 0) sections[current] = sections[current].filter((item) => !prose.has(item));
    } else if (current && current !== 'other') {
      for (const r of run.filter(isProse)) (proseRuns[current] ??= new Set()).add(r.item);
    }
    run = [];
  };
  /** The open section's first item when it is shaped like a title: the first group's title, if the list proves grouped. */
  let titledFirst: string | undefined;
  /** The line after a sub-heading that heads a paragraph, not items (a group written as prose between groups of items). */
  let proseUnderSubHeading = false;
  /** The open section is a list in groups: it has had a sub-heading. */
  let grouped = false;
  const open = (kind: SectionKind, leadIn = false) => {
    // "Your responsibilities will include:" under "What you will do" goes on with the same section.
    if (!(leadIn && kind === current)) closeRun();
    if (kind !== current) {
      titledFirst = undefined;
      grouped = false;
    }
    current = kind;
    listStarted = false;
  };
  const marked = new Set((hints.headings ?? []).map(headingKey).filter(Boolean));
  // "Compensation: Excellent salary, health benefits" is a whole section on one line: a long
  // paragraph right after it is the posting's prose again, not more of that section.
  let inlineOnly = false;
  const lines = splitRunOnHeadings(description);
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    const underSubHeading = proseUnderSubHeading;
    proseUnderSubHeading = false;
    // "Data Engineering & Model Performance" (bold or not) between two runs of • items of the open section, in
    // words no list knows, is a sub-heading of it; in a list already in groups, so is one over a single paragraph
    // that the next heading ends ("Mentorship" over a sentence of duties). Otherwise, over prose, the same line
    // ends the section ("Accommodations" after the benefits).
    const overParagraph =
      grouped &&
      !BULLET.test(next) &&
      next.length >= 25 &&
      index + 2 < lines.length &&
      lineHeading(lines[index + 2]!, lines[index + 3], marked) !== undefined;
    if (
      current &&
      current !== 'other' &&
      listStarted &&
      !BULLET.test(line) &&
      (BULLET.test(next) || overParagraph) &&
      !headingKind(line) &&
      !looseKind(line) &&
      headingShaped(line, undefined)
    ) {
      // The list is grouped: a first item shaped like a title, over items that are sentences, was the first group's title.
      const rest = titledFirst === undefined ? [] : sections[current].filter((item) => item !== titledFirst);
      if (titledFirst !== undefined && rest.filter((item) => /[.。!]$/.test(item) || item.length >= 60).length >= 2)
        sections[current] = rest;
      titledFirst = undefined;
      grouped = true;
      proseUnderSubHeading = overParagraph;
      return;
    }
    const heading = lineHeading(line, lines[index + 1], marked);
    // A loose match of the open section's own kind is one of its items ("Competitive Salary" under "Benefits").
    const leadIn = /[:：?？]\s*$/.test(line);
    const isItem = heading && !heading.exact && heading.kind === current && !leadIn;
    if (heading && !isItem) {
      open(heading.kind, !heading.exact && leadIn);
      inlineOnly = false;
      return;
    }
    // "🗂 Executive Support" over a run of • items is a sub-heading of the open section, not an item.
    if (
      current &&
      /^\p{Extended_Pictographic}/u.test(line) &&
      headingShaped(line, undefined) &&
      BULLET.test(lines[index + 1] ?? '') &&
      !/^\p{Extended_Pictographic}/u.test(lines[index + 1] ?? '')
    )
      return;
    const bulleted = BULLET.test(line);
    if (inlineOnly && !bulleted && line.length >= 100) open('other');
    inlineOnly = false;
    // A paragraph after a section's list closes the section ("Benefits: • ... • ..." then an EEO note).
    if (listStarted && !bulleted && line.length >= 25 && !underSubHeading) open('other');
    // "Job Type: Full-time" after a list: the board's facts about the job, not one more item.
    const factAfterList = listStarted && !bulleted && /^[^:：]{2,30}[:：]\s*\S/.test(line);
    if (bulleted) listStarted = true;
    const inline = bulleted ? undefined : inlineHeading(line);
    if (inline) {
      open(inline.kind);
      inlineOnly = true;
      const item = cleanItem(inline.rest);
      if (item && inline.kind !== 'other') sections[inline.kind].push(item);
      return;
    }
    if (factAfterList) {
      open('other');
      return;
    }
    if (!current || current === 'other') return;
    // "JD画像：", "Tech we use:": a heading in words no list knows, over the items that follow, is none of them.
    if (!bulleted && /[:：]\s*$/.test(line) && headingShaped(line, lines[index + 1])) return;
    const item = cleanItem(line);
    // "---" rules and lone marks are no items.
    if (!/[\p{L}\p{N}]/u.test(item)) return;
    if (sections[current].length === 0 && bulleted && BULLET.test(next) && headingShaped(item, undefined)) titledFirst = item;
    sections[current].push(item);
    run.push({ item, bulleted: bulleted || underSubHeading });
  });
  closeRun();
  // A section whose items are listed somewhere keeps the list, not the paragraphs that introduced the role.
  for (const kind of listed) {
    const prose = proseRuns[kind as keyof Sections];
    if (prose) sections[kind as keyof Sections] = sections[kind as keyof Sections].filter((item) => !prose.has(item));
  }
  // Requirement lines that say "优先" / "is a plus" are preferences.
  const moved = sections.requirements.filter((line) => PREFERRED_LINE.test(line));
  if (moved.length > 0 && moved.length < sections.requirements.length) {
    sections.requirements = sections.requirements.filter((line) => !PREFERRED_LINE.test(line));
    sections.preferred.push(...moved);
  }
  // A page's own split (JSON-LD responsibilities, a site's fields) fills a section the headings left empty, unless
  // the headings split the text and those lines were prose in it, seen and left out ("Description" over an
  // invitation to apply); a list under a heading of no known kind ("Job Description") is taken from the hint.
  const splitByHeadings = Object.values(sections).some((items) => items.length > 0);
  const prose = new Set(lines.filter((line) => !BULLET.test(line)).map(cleanItem));
  for (const key of ['responsibilities', 'requirements', 'preferred', 'benefits'] as const) {
    const given = hints[key]?.map(cleanItem).filter(Boolean) ?? [];
    const seenAndLeft = splitByHeadings && given.every((item) => prose.has(item));
    if (sections[key].length === 0 && given.length > 0 && !seenAndLeft) sections[key] = given;
    // A run of thousands of characters is the rest of a flattened text, not an item (the Posting schema's bound).
    sections[key] = [...new Set(sections[key])].filter((item) => item.length <= MAX_ITEM_CHARS).slice(0, 400);
  }
  return sections;
}
