import { Inflate } from 'fflate';

/**
 * A zip's central directory, read without inflating anything, and a capped inflate of one entry:
 * what a DOCX must pass before mammoth (JSZip) is let near it. The directory is read by hand so
 * that its entry count is checked before a single entry is walked, whatever the zip claims.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is no DOCX. */
  method: number;
  compressedSize: number;
  /** As declared; inflating may give more when the zip lies, which inflatedSize checks. */
  uncompressedSize: number;
  localHeaderOffset: number;
  encrypted: boolean;
}

type ZipDirectory =
  { ok: true; entries: ZipEntry[]; declaredEntries: number } | { ok: false; reason: 'not-zip' | 'broken' | 'too-many'; detail: string };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;

const u16 = (data: Uint8Array, at: number): number => data[at]! | (data[at + 1]! << 8);
const u32 = (data: Uint8Array, at: number): number =>
  (data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16) | (data[at + 3]! << 24)) >>> 0;
// Sizes past 2^53 are no CV; they read as Infinity and fail every limit.
const u64 = (data: Uint8Array, at: number): number => {
  const high = u32(data, at + 4);
  return high >= 0x200000 ? Infinity : high * 0x1_0000_0000 + u32(data, at);
};

export function readZipDirectory(data: Uint8Array, maxEntries: number): ZipDirectory {
  if (data.length < 22 || u32(data, 0) !== LOCAL_HEADER) {
    // A zip of nothing starts with its end record; that is a zip, just not a document.
    if (data.length >= 22 && u32(data, 0) === EOCD) return { ok: true, entries: [], declaredEntries: 0 };
    return { ok: false, reason: 'not-zip', detail: 'no zip signature' };
  }
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - MAX_COMMENT); at--) {
    if (u32(data, at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'broken', detail: 'no end of central directory (truncated?)' };
  let count = u16(data, eocd + 10);
  let directoryOffset = u32(data, eocd + 16);
  if ((count === 0xffff || directoryOffset === 0xffffffff) && eocd >= 20 && u32(data, eocd - 20) === ZIP64_LOCATOR) {
    const zip64 = u64(data, eocd - 12);
    if (!(zip64 + 56 <= data.length) || u32(data, zip64) !== ZIP64_EOCD) return { ok: false, reason: 'broken', detail: 'bad zip64 record' };
    count = u64(data, zip64 + 32);
    directoryOffset = u64(data, zip64 + 48);
  }
  if (count > maxEntries) return { ok: false, reason: 'too-many', detail: `${count} entries` };
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (!(at + 46 <= data.length) || u32(data, at) !== CENTRAL_ENTRY) {
      return { ok: false, reason: 'broken', detail: `bad central entry ${index}` };
    }
    const nameLength = u16(data, at + 28);
    const extraLength = u16(data, at + 30);
    const commentLength = u16(data, at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > data.length) return { ok: false, reason: 'broken', detail: `central entry ${index} runs past the end` };
    const entry: ZipEntry = {
      name: decoder.decode(data.subarray(at + 46, at + 46 + nameLength)),
      method: u16(data, at + 10),
      compressedSize: u32(data, at + 20),
      uncompressedSize: u32(data, at + 24),
      localHeaderOffset: u32(data, at + 42),
      encrypted: (u16(data, at + 8) & 1) === 1,
    };
    readZip64Extra(data.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    entries.push(entry);
    at = end;
  }
  return { ok: true, entries, declaredEntries: count };
}

/** Sizes of 0xFFFFFFFF are in the zip64 extra field, in this order, only those that overflowed. */
function readZip64Extra(extra: Uint8Array, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = u16(extra, at);
    const size = u16(extra, at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = (): number => {
        const value = field + 8 <= at + 4 + size && field + 8 <= extra.length ? u64(extra, field) : Infinity;
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/** Where an entry's stored bytes are, from its local header; undefined when the header is not where the directory says. */
function entryData(data: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const at = entry.localHeaderOffset;
  if (!(at + 30 <= data.length) || u32(data, at) !== LOCAL_HEADER) return undefined;
  const start = at + 30 + u16(data, at + 26) + u16(data, at + 28);
  const end = start + entry.compressedSize;
  return end <= data.length ? data.subarray(start, end) : undefined;
}

/** Input fed to the inflater at a time: at most about a thousand times this comes out of one push. */
const FEED = 4 * 1024;

/**
 * How many bytes an entry inflates to, stopping as soon as it passes `cap`: a lying size in the
 * directory is found without ever holding more than one feed's output. Infinity past the cap,
 * NaN when the data does not inflate.
 */
export function inflatedSize(data: Uint8Array, entry: ZipEntry, cap: number): number {
  const stored = entryData(data, entry);
  if (!stored) return NaN;
  if (entry.method === 0) return stored.length > cap ? Infinity : stored.length;
  if (entry.method !== 8) return NaN;
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
  });
  try {
    for (let at = 0; at < stored.length; at += FEED) {
      inflater.push(stored.subarray(at, at + FEED), at + FEED >= stored.length);
      if (total > cap) return Infinity;
    }
    if (stored.length === 0) inflater.push(stored, true);
  } catch {
    return NaN;
  }
  return total;
}
