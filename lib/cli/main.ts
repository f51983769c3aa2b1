import { parseHTML } from 'linkedom';
import { extractPage } from '../extract';
import { normalizePosting } from '../normalize';
import { parseSalary } from '../normalize/salary';
import { analyze, type Analysis } from '../analyze';
import { readProfile, type Profile } from '../profile';
import type { Posting } from '../posting';
import type { Lang } from '../i18n';

/**
 * `jobsight extract PAGE.html --url URL [--now ISO]` and `jobsight salary "15-25K·14薪"`:
 * the content script's own lib/ code over linkedom, for debugging, fixtures and checks.
 */

export interface CliIO {
  readFile(path: string): Promise<Uint8Array>;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = `usage:
  jobsight extract PAGE.html --url URL [--now ISO-DATE] [--profile PROFILE.json] [--lang en|zh]
  jobsight extract-many LIST.json      (LIST: [{ "page": PATH, "url": URL, "now": ISO }], prints a JSON array)
  jobsight salary "TEXT" [--market cn|global] [--lang zh|en] [--country CC]`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Reads a saved page in its own encoding (legacy 51job pages are GBK). */
export function decodePage(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 4096));
  const charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(charset && charset !== 'utf-8' ? charset : 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
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
    const now = option(args, 'now');
    const output = extractHtml(decodePage(bytes), url, now);
    if (output.posting) {
      output.analysis = analyze(output.posting, { lang, ...(profile ? { profile } : {}), now: now ? Date.parse(now) : Date.now() });
    }
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  }
  if (command === 'extract-many' && subject) {
    let list: { page: string; url: string; now?: string }[];
    try {
      list = JSON.parse(new TextDecoder().decode(await io.readFile(subject))) as typeof list;
    } catch (error) {
      io.stderr(`cannot read ${subject}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    const outputs: ExtractOutput[] = [];
    for (const item of list) outputs.push(extractHtml(decodePage(await io.readFile(item.page)), item.url, item.now));
    io.stdout(`${JSON.stringify(outputs)}\n`);
    return 0;
  }
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
