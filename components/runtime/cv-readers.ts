import {
  CV_LIMITS,
  cvError,
  readDocxText,
  readPastedText,
  readPdfText,
  sniffCvFile,
  type CvReadResult,
  type MammothLike,
  type PdfJsLike,
} from '@/lib/cv';

/**
 * Reads a CV the user dropped or picked, in the options page only: pdf.js and mammoth are loaded
 * on first use (their own chunks), pdf.js's worker and character maps from the extension's own files.
 * Nothing is fetched from anywhere else and nothing leaves the machine.
 */
let pdfjs: Promise<PdfJsLike> | undefined;
function loadPdfJs(): Promise<PdfJsLike> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([module, worker]) => {
    module.GlobalWorkerOptions.workerSrc = worker.default;
    return module as unknown as PdfJsLike;
  });
  return pdfjs;
}

let mammoth: Promise<MammothLike> | undefined;
function loadMammoth(): Promise<MammothLike> {
  mammoth ??= import('mammoth').then((module) => ((module as { default?: unknown }).default ?? module) as MammothLike);
  return mammoth;
}

export async function readCvFile(file: File): Promise<CvReadResult> {
  // Refused before a byte is read: a file this large is not a CV.
  if (file.size > CV_LIMITS.maxFileBytes) return cvError('too-big', `${file.size} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffCvFile(bytes);
  if (kind === 'pdf') return readPdfText(bytes, await loadPdfJs(), { cMapUrl: new URL('/pdfjs/cmaps/', location.href).href });
  if (kind === 'docx') return readDocxText(bytes, await loadMammoth());
  return cvError('not-docx', file.name.slice(0, 100));
}

export { readPastedText };
