import { CV_LIMITS, cvError, type CvReadResult } from './errors';
import { copyBytes, finishCvText } from './text';

/**
 * The text of a PDF CV, through a pdf.js module the caller hands in: the options page passes the
 * browser build with its worker set, Node tests the legacy build. Nothing is fetched: no fonts, no
 * wasm, and CMaps only from cMapUrl when the caller packs them with the extension.
 */

/** One text run as pdf.js gives it: its string, where it starts (transform[4], transform[5]) and how wide it is. */
export interface PdfTextItemLike {
  str: string;
  transform: readonly number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

interface PdfTextContentLike {
  items: readonly (PdfTextItemLike | { type: string })[];
}

interface PdfPageLike {
  getTextContent(): Promise<PdfTextContentLike>;
  cleanup?(): unknown;
}

interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
}

interface PdfLoadingTaskLike {
  promise: Promise<PdfDocumentLike>;
  destroy(): Promise<void>;
}

/** The parameters readPdfText gives getDocument (a subset of pdf.js's DocumentInitParameters). */
export interface PdfLoadParams {
  data: Uint8Array;
  /** pdf.js 6 has no eval path left; older versions read this flag, so it stays set. */
  isEvalSupported: false;
  disableFontFace: true;
  useSystemFonts: false;
  /** Text needs no image decoders; the extension's CSP has no 'wasm-unsafe-eval' either. */
  useWasm: false;
  isOffscreenCanvasSupported: false;
  isImageDecoderSupported: false;
  disableWorkerRendering: true;
  verbosity: number;
  cMapUrl?: string;
  cMapPacked?: boolean;
}

/** What readPdfText needs of pdf.js: `import * as pdfjs from 'pdfjs-dist'` (or its legacy build) fits. */
export interface PdfJsLike {
  getDocument(params: PdfLoadParams): PdfLoadingTaskLike;
}

export interface ReadPdfOptions {
  /**
   * Where pdf.js finds the Adobe CMaps (a folder URL or, in Node, a path, with a trailing slash):
   * pdfjs-dist/cmaps/ packed with the extension. Only PDFs whose CJK fonts use a predefined CMap
   * (UniGB-UCS2-H, GBK-EUC-H, …) and no ToUnicode table need them; without them such text reads as
   * nothing. Identity-H fonts with a ToUnicode table (Word, WPS, browsers' Save as PDF) need none.
   */
  cMapUrl?: string;
}

const ERRORS_ONLY = 0;

export async function readPdfText(bytes: ArrayBuffer | Uint8Array, pdfjs: PdfJsLike, options: ReadPdfOptions = {}): Promise<CvReadResult> {
  if (bytes.byteLength > CV_LIMITS.maxFileBytes) return cvError('too-big', `${bytes.byteLength} bytes`);
  if (bytes.byteLength === 0) return cvError('empty', 'no bytes');
  let task: PdfLoadingTaskLike;
  try {
    task = pdfjs.getDocument({
      // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy, not the caller's.
      data: copyBytes(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      useWasm: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      disableWorkerRendering: true,
      verbosity: ERRORS_ONLY,
      ...(options.cMapUrl ? { cMapUrl: options.cMapUrl, cMapPacked: true } : {}),
    });
  } catch (error) {
    return fromPdfError(error);
  }
  try {
    const pdf = await task.promise;
    const pageCount = pdf.numPages;
    const lines: string[] = [];
    let chars = 0;
    let pagesRead = 0;
    for (let number = 1; number <= Math.min(pageCount, CV_LIMITS.maxPages) && chars <= CV_LIMITS.maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      page.cleanup?.();
      for (const line of groupIntoLines(content.items)) {
        lines.push(line);
        chars += line.length + 1;
      }
      // A blank line between pages, so that one page's last line never runs into the next's first.
      lines.push('');
      pagesRead = number;
    }
    const truncated = pagesRead < pageCount;
    return finishCvText(lines.join('\n'), 'pdf', { truncated, pageCount, pagesRead });
  } catch (error) {
    return fromPdfError(error);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function fromPdfError(error: unknown): CvReadResult {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return cvError('password', message);
  return cvError('broken', name ? `${name}: ${message}` : message);
}

interface Run {
  x: number;
  y: number;
  end: number;
  size: number;
  text: string;
}

function isTextItem(item: PdfTextItemLike | { type: string }): item is PdfTextItemLike {
  return 'str' in item && typeof item.str === 'string' && Array.isArray(item.transform);
}

/**
 * Text runs into lines by their baseline: runs whose baselines are within half a glyph's height
 * are one line (a right-aligned date beside a job title, a superscript), read left to right. A
 * wide gap inside a line (a second column, a tab stop) becomes a tab, a narrow one a space.
 */
export function groupIntoLines(items: PdfTextContentLike['items']): string[] {
  const runs: Run[] = [];
  for (const item of items) {
    if (!isTextItem(item) || item.str.trim() === '') continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
    const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), item.height, 1);
    runs.push({ x, y, end: x + Math.max(item.width, 0), size, text: item.str });
  }
  runs.sort((p, q) => q.y - p.y || p.x - q.x);
  const groups: Run[][] = [];
  for (const run of runs) {
    const current = groups[groups.length - 1];
    const anchor = current?.[0];
    if (current && anchor && Math.abs(anchor.y - run.y) <= Math.max(anchor.size, run.size) * 0.5) current.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => {
    group.sort((p, q) => p.x - q.x);
    let line = '';
    let previous: Run | undefined;
    for (const run of group) {
      if (previous) {
        const gap = run.x - previous.end;
        if (gap > previous.size * 2.5) line += '\t';
        else if (gap > previous.size * 0.15 && !/\s$/.test(line) && !/^\s/.test(run.text)) line += ' ';
      }
      line += run.text;
      previous = run;
    }
    return line.replace(/[ \u00a0]{2,}/g, ' ').trim();
  });
}
