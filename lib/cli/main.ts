import { parseHTML } from 'linkedom';
import * as z from 'zod/mini';
import { extractPage } from '../extract';
import { decodePage } from '../extract/decode';
import { normalizePosting } from '../normalize';
import { parseSalary } from '../normalize/salary';
import { analyze, type Analysis } from '../analyze';
import { EMPTY_PROFILE, Profile, readProfile } from '../profile';
import type { Posting } from '../posting';
import { translator, type Lang } from '../i18n';
import { runDeepRead } from '../deep-read/run';
import { errorText } from '../deep-read/errors';
import type { Fetch } from '../deep-read/transport';
import { DEFAULT_TIMEOUT_SECONDS, type ProviderKind } from '../deep-read/config';

/**
 * `jobsight extract PAGE.html --url URL [--now ISO]` and `jobsight salary "15-25K·14薪"`:
 * the content script's own lib/ code over linkedom, for debugging, fixtures and checks.
 */

export interface CliIO {
  readFile(path: string): Promise<Uint8Array>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The deep read's requests (Node's own fetch when absent). */
  fetch?: Fetch;
  /** The environment: JOBSIGHT_API_KEY keeps a key out of the command line and the shell's history. */
  env?: Record<string, string | undefined>;
}

const USAGE = `usage:
  jobsight extract PAGE.html --url URL [--now ISO-DATE] [--profile PROFILE.json] [--lang en|zh]
  jobsight extract-many LIST.json      (LIST: [{ "page": PATH, "url": URL, "now"?: ISO, "lang"?: "en"|"zh", "profile"?: PATH | {...} }],
                                        prints a JSON array, one extract output per item; paths are read from the working directory)
  jobsight salary "TEXT" [--market cn|global] [--lang zh|en] [--country CC]
  jobsight deep-read PAGE.html --url URL --base-url BASE --model NAME [--provider openai|ollama] [--api-key KEY, or JOBSIGHT_API_KEY]
                               [--lang en|zh] [--now ISO-DATE] [--profile PROFILE.json] [--timeout SECONDS] [--no-stream]`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

export type ExtractOutput = { posting: Posting | null; analysis?: Analysis; reason?: string; blocked?: boolean };

/** The whole page -> Posting path, as the content script and background run it together. */
export function extractHtml(html: string, url: string, now: string = new Date().toISOString()): ExtractOutput {
  const { document } = parseHTML(html);
  const result = extractPage(document as unknown as Document, url, now);
  if (result.kind !== 'posting') return { posting: null, reason: result.reason, ...(result.kind === 'blocked' ? { blocked: true } : {}) };
  const normalized = normalizePosting(result.raw);
  return normalized.ok ? { posting: normalized.posting } : { posting: null, reason: normalized.reason };
}

interface ReadOptions {
  now?: string | undefined;
  lang: Lang;
  profile?: Profile | undefined;
}

/** What `extract` prints for one page: the posting and its analysis, or no posting and the reason. */
function extractOutput(html: string, url: string, options: ReadOptions): ExtractOutput {
  const output = extractHtml(html, url, options.now);
  if (output.posting) {
    output.analysis = analyze(output.posting, {
      lang: options.lang,
      ...(options.profile ? { profile: options.profile } : {}),
      now: options.now ? Date.parse(options.now) : Date.now(),
    });
  }
  return output;
}

const IsoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));
/** One item of extract-many's list; a profile is a file to read or the profile itself. */
const ListItem = z.object({
  page: z.string().check(z.minLength(1)),
  url: z.url({ protocol: /^https?$/ }),
  now: z.optional(IsoDate),
  lang: z.optional(z.enum(['en', 'zh'])),
  profile: z.optional(z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())])),
});
const List = z.array(ListItem);

/** A profile as the options page stores it: fields left out are empty, fields given must be valid. */
function strictProfile(value: unknown, where: string): Profile {
  const parsed = Profile.safeParse(typeof value === 'object' && value !== null ? { ...EMPTY_PROFILE, ...value } : value);
  if (!parsed.success)
    throw new Error(
      `${where} is not a profile: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}

function problemOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function extractMany(listPath: string, io: CliIO): Promise<number> {
  let list: z.infer<typeof List>;
  try {
    const parsed = List.safeParse(JSON.parse(new TextDecoder().decode(await io.readFile(listPath))));
    if (!parsed.success) {
      const where = (path: PropertyKey[]) =>
        path.length > 0 ? `item ${path.map(String).join('.')}` : 'the list (an array of { page, url, now?, lang?, profile? })';
      io.stderr(`${listPath}: ${parsed.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`).join('; ')}\n`);
      return 1;
    }
    list = parsed.data;
  } catch (error) {
    io.stderr(`cannot read ${listPath}: ${problemOf(error)}\n`);
    return 1;
  }
  // A corpus often shares one profile file: it is read once.
  const profiles = new Map<string, Profile>();
  const outputs: ExtractOutput[] = [];
  for (const [index, item] of list.entries()) {
    let profile: Profile | undefined;
    try {
      if (typeof item.profile === 'string') {
        profile =
          profiles.get(item.profile) ?? strictProfile(JSON.parse(new TextDecoder().decode(await io.readFile(item.profile))), item.profile);
        profiles.set(item.profile, profile);
      } else if (item.profile) profile = strictProfile(item.profile, `item ${index} profile`);
    } catch (error) {
      io.stderr(`item ${index}: cannot read its profile: ${problemOf(error)}\n`);
      return 1;
    }
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(item.page);
    } catch (error) {
      io.stderr(`item ${index}: cannot read ${item.page}: ${problemOf(error)}\n`);
      return 1;
    }
    outputs.push(extractOutput(decodePage(bytes), item.url, { now: item.now, lang: item.lang ?? 'en', profile }));
  }
  io.stdout(`${JSON.stringify(outputs)}\n`);
  return 0;
}

/**
 * `deep-read`: the extension's deep read (lib/deep-read) against an endpoint, printed with the posting
 * and the rules' analysis. A failure of the endpoint or the model is an `error` in the output, exit 0.
 */
async function deepRead(page: string, args: string[], io: CliIO): Promise<number> {
  const url = option(args, 'url');
  const baseUrl = option(args, 'base-url');
  const model = option(args, 'model');
  const provider = (option(args, 'provider') ?? 'openai') as ProviderKind;
  const timeout = Number(option(args, 'timeout') ?? DEFAULT_TIMEOUT_SECONDS);
  if (!url || !baseUrl || !model || (provider !== 'openai' && provider !== 'ollama') || !(timeout > 0)) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  let html: string;
  let profile: Profile | undefined;
  const profilePath = option(args, 'profile');
  try {
    html = decodePage(await io.readFile(page));
    if (profilePath) profile = strictProfile(JSON.parse(new TextDecoder().decode(await io.readFile(profilePath))), profilePath);
  } catch (error) {
    io.stderr(`cannot read ${profilePath && !problemOf(error).includes(page) ? profilePath : page}: ${problemOf(error)}\n`);
    return 1;
  }
  const lang: Lang = option(args, 'lang') === 'zh' ? 'zh' : 'en';
  const now = option(args, 'now');
  const output = extractOutput(html, url, { now, lang, profile });
  if (!output.posting) {
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  }
  const apiKey = option(args, 'api-key') ?? io.env?.['JOBSIGHT_API_KEY'];
  const outcome = await runDeepRead({
    posting: output.posting,
    lang,
    provider: { kind: provider, baseUrl, model, ...(apiKey ? { apiKey } : {}) },
    ...(profile ? { profile } : {}),
    fetch: io.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: timeout * 1000,
    stream: !args.includes('--no-stream'),
    at: now && !Number.isNaN(Date.parse(now)) ? new Date(now).toISOString() : new Date().toISOString(),
  });
  const deepReadOutput = outcome.ok
    ? { provider, model, answer: outcome.record.answer, dropped: outcome.record.dropped, record: outcome.record }
    : {
        provider,
        model,
        answer: null,
        dropped: { quotes: 0 },
        sentChars: outcome.sentChars,
        error: { ...outcome.error, message: errorText(outcome.error, translator(lang), provider) },
      };
  io.stdout(`${JSON.stringify({ ...output, deepRead: deepReadOutput }, null, 2)}\n`);
  return 0;
}

export async function runCli(args: string[], io: CliIO): Promise<number> {
  const [command, subject] = args;
  if (command === 'extract' && subject) {
    const url = option(args, 'url');
    if (!url) {
      io.stderr(`${USAGE}\n`);
      return 2;
    }
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(subject);
    } catch (error) {
      io.stderr(`cannot read ${subject}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    let profile: Profile | undefined;
    const profilePath = option(args, 'profile');
    if (profilePath) {
      try {
        profile = readProfile(JSON.parse(new TextDecoder().decode(await io.readFile(profilePath))));
      } catch (error) {
        io.stderr(`cannot read ${profilePath}: ${error instanceof Error ? error.message : String(error)}\n`);
        return 1;
      }
    }
    const lang: Lang = option(args, 'lang') === 'zh' ? 'zh' : 'en';
    const output = extractOutput(decodePage(bytes), url, { now: option(args, 'now'), lang, profile });
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  }
  if (command === 'extract-many' && subject) return extractMany(subject, io);
  if (command === 'deep-read' && subject) return deepRead(subject, args, io);
  if (command === 'salary' && subject !== undefined) {
    const market = option(args, 'market');
    const salary = parseSalary(subject, {
      ...(market === 'cn' || market === 'global' ? { market } : {}),
      ...(option(args, 'lang') ? { language: option(args, 'lang') } : {}),
      ...(option(args, 'country') ? { country: option(args, 'country') } : {}),
    });
    io.stdout(`${JSON.stringify(salary ?? null, null, 2)}\n`);
    return 0;
  }
  io.stderr(`${USAGE}\n`);
  return 2;
}
