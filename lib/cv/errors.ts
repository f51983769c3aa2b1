/**
 * What reading a CV file gives: its text, or one error code the options page translates. Readers
 * never throw for a bad file; a code is part of the answer, so the page can say what to do next.
 */

/**
 * Every way a CV file can fail to give text. The meaning is the same whichever reader answers:
 * - too-big: the file is over the size limit (CV_LIMITS.maxFileBytes); it was refused without being opened.
 * - password: a PDF that needs a password to open. The user can save an unprotected copy, or paste the text.
 * - broken: the file has the right kind but cannot be read (truncated, corrupted, or a reader failure).
 * - zip-bomb: a DOCX whose parts would inflate to far more than a CV needs (too many entries, too large
 *   once inflated, or inflating far more than its size says). It was refused before any part was inflated in full.
 * - not-docx: not a Word .docx document: not a zip at all (an old .doc, a renamed file), or a zip without word/document.xml.
 * - empty: the file opened but holds no text (a scanned image PDF, an empty document): paste the text instead.
 */
export const CV_ERROR_CODES = ['too-big', 'password', 'broken', 'zip-bomb', 'not-docx', 'empty'] as const;
export type CvErrorCode = (typeof CV_ERROR_CODES)[number];

export interface CvError {
  ok: false;
  code: CvErrorCode;
  /** For logs and tests, in English; never shown as is (the page shows the translated code). */
  detail?: string;
}

export type CvSource = 'pdf' | 'docx' | 'text';

export interface CvText {
  ok: true;
  source: CvSource;
  /** Lines joined with "\n"; at most CV_LIMITS.maxChars characters. */
  text: string;
  /** Some of the file was left unread: pages past CV_LIMITS.maxPages, or text past CV_LIMITS.maxChars. */
  truncated: boolean;
  /** PDF only: pages in the file, and pages read. */
  pageCount?: number;
  pagesRead?: number;
}

export type CvReadResult = CvText | CvError;

export const CV_LIMITS = {
  /** A CV is a few hundred kilobytes; a bigger file is refused before any parsing. */
  maxFileBytes: 20 * 1024 * 1024,
  maxPages: 30,
  maxChars: 200_000,
  /** DOCX: the sum of the sizes the zip declares for its entries once inflated. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** DOCX: word/document.xml inflating to more than this many times its stored size is no document. */
  maxCompressionRatio: 100,
  maxZipEntries: 2_000,
} as const;

export function cvError(code: CvErrorCode, detail?: string): CvError {
  return detail === undefined ? { ok: false, code } : { ok: false, code, detail };
}

export function isCvError(result: CvReadResult): result is CvError {
  return !result.ok;
}
