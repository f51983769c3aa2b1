import { CV_LIMITS, cvError, type CvReadResult } from './errors';
import { copyBytes, finishCvText, toUint8Array } from './text';
import { inflatedSize, readZipDirectory, type ZipEntry } from './zip-directory';

/**
 * The text of a DOCX CV, through mammoth (handed in: its browser build on the options page, its
 * Node build in tests). mammoth's JSZip inflates whatever a zip says, so the zip is checked first:
 * its directory against the limits, then every XML part mammoth reads is inflated once with a cap,
 * so a part that inflates to more than it declares is caught before mammoth is given the file.
 */

/** What readDocxText needs of mammoth: `import mammoth from 'mammoth'` (Node) or its browser build fits. */
export interface MammothLike {
  // Node's mammoth reads `buffer`, the browser build `arrayBuffer`: both are given.
  extractRawText(input: { arrayBuffer: ArrayBuffer; buffer: Uint8Array }): Promise<{ value: string }>;
}

const DOCUMENT = 'word/document.xml';
/** The parts mammoth opens for raw text; media and other binaries it leaves alone. */
const READ_BY_MAMMOTH = /\.(?:xml|rels)$/i;
/** An old Word file, or Office's password-protected container for a .docx: an OLE compound file. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function readDocxText(bytes: ArrayBuffer | Uint8Array, mammoth: MammothLike): Promise<CvReadResult> {
  if (bytes.byteLength > CV_LIMITS.maxFileBytes) return cvError('too-big', `${bytes.byteLength} bytes`);
  if (bytes.byteLength === 0) return cvError('empty', 'no bytes');
  const data = toUint8Array(bytes);
  const refused = checkDocx(data);
  if (refused) return refused;
  try {
    // mammoth keeps no reference; the copy only spares the caller's buffer from any transfer.
    const copy = copyBytes(data);
    const result = await mammoth.extractRawText({ arrayBuffer: copy.buffer, buffer: copy });
    // mammoth ends every paragraph with a blank line; a paragraph is a line of the CV.
    return finishCvText(result.value.replace(/\n\n/g, '\n'), 'docx');
  } catch (error) {
    return cvError('broken', error instanceof Error ? error.message : String(error));
  }
}

/** Why a file is no DOCX mammoth may open, or undefined when it may. */
export function checkDocx(data: Uint8Array): CvReadResult | undefined {
  if (OLE_MAGIC.every((byte, index) => data[index] === byte)) {
    return isEncryptedOffice(data) ? cvError('password', 'encrypted Office document') : cvError('not-docx', 'an OLE file (an old .doc?)');
  }
  const directory = readZipDirectory(data, CV_LIMITS.maxZipEntries);
  if (!directory.ok) {
    if (directory.reason === 'too-many') return cvError('zip-bomb', directory.detail);
    return cvError(directory.reason === 'not-zip' ? 'not-docx' : 'broken', directory.detail);
  }
  const { entries } = directory;
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > CV_LIMITS.maxInflatedBytes) return cvError('zip-bomb', `${declared} bytes declared`);
  const mainPart = entries.find((entry) => entry.name === DOCUMENT);
  if (!mainPart) return cvError('not-docx', `no ${DOCUMENT}`);
  const ratio = mainPart.uncompressedSize / Math.max(mainPart.compressedSize, 1);
  if (ratio > CV_LIMITS.maxCompressionRatio) return cvError('zip-bomb', `${DOCUMENT} inflates ${Math.round(ratio)}:1`);
  let inflated = 0;
  for (const entry of entries) {
    if (!READ_BY_MAMMOTH.test(entry.name) || entry.name.endsWith('/')) continue;
    const refusedEntry = checkEntry(data, entry, CV_LIMITS.maxInflatedBytes - inflated);
    if (typeof refusedEntry !== 'number') return refusedEntry;
    inflated += refusedEntry;
  }
  return undefined;
}

/** The entry's real inflated size, or the error when it inflates past what it declares or not at all. */
function checkEntry(data: Uint8Array, entry: ZipEntry, budget: number): number | CvReadResult {
  if (entry.encrypted) return cvError('password', `${entry.name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8) return cvError('broken', `${entry.name}: compression method ${entry.method}`);
  const size = inflatedSize(data, entry, Math.min(entry.uncompressedSize, budget));
  if (size === Infinity) return cvError('zip-bomb', `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
  if (Number.isNaN(size)) return cvError('broken', `${entry.name} does not inflate`);
  return size;
}

/** Office writes a protected .docx as an OLE file holding an "EncryptedPackage" stream (its name in UTF-16). */
function isEncryptedOffice(data: Uint8Array): boolean {
  const name = [...'EncryptedPackage'].flatMap((ch) => [ch.charCodeAt(0), 0]);
  const limit = Math.min(data.length, 1024 * 1024) - name.length;
  outer: for (let at = 0; at <= limit; at++) {
    for (let k = 0; k < name.length; k++) if (data[at + k] !== name[k]) continue outer;
    return true;
  }
  return false;
}
