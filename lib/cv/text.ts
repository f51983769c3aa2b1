import { CV_LIMITS, cvError, type CvReadResult, type CvSource } from './errors';

/** Fewer letters than this is no CV text: a scanned page's stray page number, an empty document. */
const MIN_LETTERS = 10;

/**
 * The text every reader hands on: one line per line of the CV, no control characters, no runs of
 * blank lines, at most CV_LIMITS.maxChars characters (cut at a line's end when one is near).
 */
export function finishCvText(
  raw: string,
  source: CvSource,
  extra: { truncated?: boolean; pageCount?: number; pagesRead?: number } = {},
): CvReadResult {
  let text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufeff\u200b]/g, '')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  let truncated = extra.truncated ?? false;
  if (text.length > CV_LIMITS.maxChars) {
    const cut = text.lastIndexOf('\n', CV_LIMITS.maxChars);
    text = text.slice(0, cut > CV_LIMITS.maxChars - 2_000 ? cut : CV_LIMITS.maxChars).trimEnd();
    truncated = true;
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return cvError('empty', `${letters} letters of text`);
  return {
    ok: true,
    source,
    text,
    truncated,
    ...(extra.pageCount === undefined ? {} : { pageCount: extra.pageCount }),
    ...(extra.pagesRead === undefined ? {} : { pagesRead: extra.pagesRead }),
  };
}

/** Pasted text goes through the same limits as a file's, so the proposals see the same shape of text. */
export function readPastedText(text: string): CvReadResult {
  // A paste far over the limit is cut before the work of cleaning it.
  return finishCvText(text.length > CV_LIMITS.maxChars * 2 ? text.slice(0, CV_LIMITS.maxChars * 2) : text, 'text', {
    truncated: text.length > CV_LIMITS.maxChars * 2,
  });
}

/** Which reader a dropped file needs, from its first bytes rather than its name (a renamed file still reads). */
export function sniffCvFile(bytes: ArrayBuffer | Uint8Array): 'pdf' | 'docx' | 'unknown' {
  const head = toUint8Array(bytes).subarray(0, 1024);
  // "%PDF-" may follow some junk bytes; pdf.js accepts that, so do we.
  const ascii = String.fromCharCode(...head);
  if (ascii.includes('%PDF-')) return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'docx';
  return 'unknown';
}

export function toUint8Array(bytes: ArrayBuffer | Uint8Array): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}

/** A plain Uint8Array copy (a Node Buffer's slice() would share memory, and pdf.js refuses Buffers). */
export function copyBytes(bytes: ArrayBuffer | Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
}
