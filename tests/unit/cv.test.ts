import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import mammoth from 'mammoth';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { CV_ERROR_CODES, CV_LIMITS, type CvReadResult, type CvText } from '../../lib/cv/errors';
import { checkDocx, readDocxText, type MammothLike } from '../../lib/cv/read-docx';
import { groupIntoLines, readPdfText, type PdfJsLike, type PdfTextItemLike } from '../../lib/cv/read-pdf';
import { readPastedText, sniffCvFile } from '../../lib/cv/text';

const fixturePath = (name: string): string => fileURLToPath(new URL(`../fixtures/cv/${name}`, import.meta.url));
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(fixturePath(name)));
const WORD_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CMAPS = fileURLToPath(new URL('../../node_modules/pdfjs-dist/cmaps/', import.meta.url));

function text(result: CvReadResult): CvText {
  if (!result.ok) throw new Error(`expected text, got ${result.code}: ${result.detail ?? ''}`);
  return result;
}

const code = (result: CvReadResult): string => (result.ok ? 'ok' : result.code);

/** A pdf.js stand-in: pages of given text items, counting what it is asked for. */
function fakePdfJs(pages: PdfTextItemLike[][]): PdfJsLike & { opened: number; pagesAsked: number[] } {
  const fake = {
    opened: 0,
    pagesAsked: [] as number[],
    getDocument() {
      fake.opened++;
      return {
        promise: Promise.resolve({
          numPages: pages.length,
          getPage: async (number: number) => {
            fake.pagesAsked.push(number);
            return { getTextContent: async () => ({ items: pages[number - 1]! }) };
          },
        }),
        destroy: async () => undefined,
      };
    },
  };
  return fake;
}

const item = (str: string, x: number, y: number, width = str.length * 6, size = 12): PdfTextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

describe('error codes', () => {
  it('are the six the options page translates', () => {
    expect([...CV_ERROR_CODES]).toEqual(['too-big', 'password', 'broken', 'zip-bomb', 'not-docx', 'empty']);
  });
});

describe('readPdfText', () => {
  it('reads the English CV, a job title and its right-aligned dates on one line', async () => {
    const result = text(await readPdfText(fixture('cv-en.pdf'), pdfjs));
    expect(result).toMatchObject({ source: 'pdf', pageCount: 2, pagesRead: 2, truncated: false });
    const lines = result.text.split('\n');
    expect(lines[0]).toBe('Daniel R. Whitcombe');
    expect(lines).toContain('Senior Backend Engineer, Fernhill Freight Software\tMar 2020 – Present');
    expect(lines).toContain('• Designed REST APIs in Java with Spring Boot; Kafka for settlement events.');
    // The second page follows the first.
    expect(result.text.indexOf('EDUCATION')).toBeGreaterThan(result.text.indexOf('Mentored two junior engineers.'));
    expect(lines).toContain('English (native), Spanish (conversational, B1)');
  });

  it('reads Chinese from an Identity-H font with a ToUnicode table, without CMaps', async () => {
    const result = text(await readPdfText(fixture('cv-zh.pdf'), pdfjs));
    expect(result.text).toContain('李静怡');
    expect(result.text).toContain('期望城市：杭州、上海');
    expect(result.text).toContain('英语六级（CET-6），普通话二级甲等，粤语（日常交流）');
  });

  it('needs the packed CMaps for a font with a predefined CJK CMap and no ToUnicode table', async () => {
    expect(code(await readPdfText(fixture('cv-zh-cmap.pdf'), pdfjs))).toBe('empty');
    const result = text(await readPdfText(fixture('cv-zh-cmap.pdf'), pdfjs, { cMapUrl: CMAPS }));
    expect(result.text).toContain('现居：杭州市西湖区文三路 88 号');
  });

  it('says password for an encrypted PDF (RC4 40-bit, user password)', async () => {
    expect(await readPdfText(fixture('cv-password.pdf'), pdfjs)).toMatchObject({ ok: false, code: 'password' });
  });

  it('says empty for a scan (an image, no text)', async () => {
    expect(code(await readPdfText(fixture('cv-scanned.pdf'), pdfjs))).toBe('empty');
  });

  it('reads 30 pages of a longer file and says so', async () => {
    const result = text(await readPdfText(fixture('cv-long.pdf'), pdfjs));
    expect(result).toMatchObject({ pageCount: 35, pagesRead: 30, truncated: true });
    expect(result.text).toContain('Page 30 of a long CV');
    expect(result.text).not.toContain('Page 31 of a long CV');
  });

  it('says broken for a truncated file and for random bytes', async () => {
    const full = fixture('cv-en.pdf');
    for (const length of [40, Math.floor(full.length / 2), full.length - 200]) {
      expect(code(await readPdfText(full.slice(0, length), pdfjs))).toBe('broken');
    }
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(code(await readPdfText(random, pdfjs))).toBe('broken');
  });

  it('refuses a file over 20 MB without opening it', async () => {
    const fake = fakePdfJs([[item('never read', 0, 0)]]);
    const result = await readPdfText(new Uint8Array(CV_LIMITS.maxFileBytes + 1), fake);
    expect(result).toMatchObject({ ok: false, code: 'too-big' });
    expect(fake.opened).toBe(0);
  });

  it('asks for no more than 30 pages and keeps no more than 200,000 characters', async () => {
    const line = 'x'.repeat(999);
    const page = Array.from({ length: 20 }, (_, i) => item(line, 10, 800 - i * 20));
    const fake = fakePdfJs(Array.from({ length: 40 }, () => page));
    const result = text(await readPdfText(new Uint8Array(10), fake));
    expect(Math.max(...fake.pagesAsked)).toBeLessThanOrEqual(30);
    expect(result.text.length).toBeLessThanOrEqual(CV_LIMITS.maxChars);
    expect(result.truncated).toBe(true);
  });

  it("leaves the caller's buffer usable (pdf.js is given a copy)", async () => {
    const bytes = fixture('cv-en.pdf');
    const buffer = new Uint8Array(bytes).buffer;
    text(await readPdfText(buffer, pdfjs));
    expect(buffer.byteLength).toBe(bytes.byteLength);
  });

  it('turns a thrown pdf.js error into a code', async () => {
    const passwordError = Object.assign(new Error('No password given'), { name: 'PasswordException' });
    const throwing: PdfJsLike = { getDocument: () => ({ promise: Promise.reject(passwordError), destroy: async () => undefined }) };
    expect(code(await readPdfText(new Uint8Array(10), throwing))).toBe('password');
  });
});

describe('groupIntoLines', () => {
  it('puts runs on one baseline together, left to right, a wide gap as a tab', () => {
    const lines = groupIntoLines([
      item('2019 – present', 420, 700),
      item('Charge Nurse', 56, 700.4, 70),
      { type: 'beginMarkedContent' },
      item('Sacramento', 56, 684, 60),
      item('CA, since June 5', 120, 684, 90),
      // A raised "th", smaller and 5 points above the baseline, belongs to its line.
      item('th', 210.5, 689, 8, 7),
    ]);
    expect(lines).toEqual(['Charge Nurse\t2019 – present', 'Sacramento CA, since June 5th']);
  });

  it('runs Chinese glyph runs together without spaces', () => {
    expect(groupIntoLines([item('工作', 50, 700, 24), item('经历', 74, 700, 24)])).toEqual(['工作经历']);
  });
});

describe('readDocxText', () => {
  it('reads the English and Chinese CVs, a paragraph a line', async () => {
    const en = text(await readDocxText(fixture('cv-en.docx'), mammoth));
    expect(en.source).toBe('docx');
    expect(en.text.split('\n')).toContain('Senior Backend Engineer, Fernhill Freight Software\tMar 2020 – Present');
    const zh = text(await readDocxText(fixture('cv-zh.docx'), mammoth));
    expect(zh.text).toContain('2019.03 - 至今　杭州禾木电子商务有限公司　总账会计');
    // An empty paragraph stays a blank line, as the .txt of the same CV has it.
    expect(zh.text).toBe(readFileSync(fixturePath('cv-zh.txt'), 'utf8').trim());
  });

  it('refuses the zip bomb from its directory, without inflating it', async () => {
    const bomb = fixture('cv-bomb.docx');
    expect(bomb.length).toBeLessThan(300 * 1024);
    const extract = vi.fn(mammoth.extractRawText);
    const started = performance.now();
    expect(await readDocxText(bomb, { extractRawText: extract })).toMatchObject({ ok: false, code: 'zip-bomb' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(extract).not.toHaveBeenCalled();
  });

  it('refuses a bomb whose directory lies about its size, by inflating with a cap', () => {
    const bomb = fixture('cv-bomb.docx').slice();
    const name = strToU8('word/document.xml');
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    let patched = 0;
    for (let at = 0; at + 46 + name.length <= bomb.length; at++) {
      const signature = view.getUint32(at, true);
      const nameAt = signature === 0x02014b50 ? at + 46 : signature === 0x04034b50 ? at + 30 : -1;
      if (nameAt < 0 || !name.every((byte, k) => bomb[nameAt + k] === byte)) continue;
      // Declared inflated size: 10 KB (at +24 in the central entry, +22 in the local header).
      view.setUint32(signature === 0x02014b50 ? at + 24 : at + 22, 10_000, true);
      patched++;
    }
    expect(patched).toBe(2);
    expect(checkDocx(bomb)).toMatchObject({ ok: false, code: 'zip-bomb', detail: expect.stringContaining('inflates past') });
  });

  it('refuses word/document.xml inflating more than 100:1, and a zip of more than 2,000 entries', () => {
    const spaces = new Uint8Array(2 * 1024 * 1024).fill(0x20);
    const dense = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': spaces }, { level: 9 });
    expect(checkDocx(dense)).toMatchObject({ ok: false, code: 'zip-bomb', detail: expect.stringContaining(':1') });
    const many = zipSync(Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`word/media/${i}.txt`, strToU8('x')])));
    expect(checkDocx(many)).toMatchObject({ ok: false, code: 'zip-bomb', detail: '2001 entries' });
  });

  it('says not-docx for a zip without word/document.xml, random bytes and an old .doc', async () => {
    const odt = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<office:document/>') });
    expect(code(await readDocxText(odt, mammoth))).toBe('not-docx');
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(code(await readDocxText(random, mammoth))).toBe('not-docx');
    const oldDoc = new Uint8Array(2048);
    oldDoc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(code(await readDocxText(oldDoc, mammoth))).toBe('not-docx');
  });

  it('says password for a protected Office file (an OLE file holding EncryptedPackage)', async () => {
    const protectedDocx = new Uint8Array(4096);
    protectedDocx.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    protectedDocx.set(
      [...'EncryptedPackage'].flatMap((ch) => [ch.charCodeAt(0), 0]),
      1024,
    );
    expect(code(await readDocxText(protectedDocx, mammoth))).toBe('password');
  });

  it('says broken for a truncated DOCX', async () => {
    const full = fixture('cv-en.docx');
    expect(code(await readDocxText(full.slice(0, Math.floor(full.length / 2)), mammoth))).toBe('broken');
  });

  it('refuses a file over 20 MB without opening it', async () => {
    const extract = vi.fn<MammothLike['extractRawText']>();
    const big = new Uint8Array(CV_LIMITS.maxFileBytes + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(code(await readDocxText(big, { extractRawText: extract }))).toBe('too-big');
    expect(extract).not.toHaveBeenCalled();
  });

  it('says empty for a document with no text, broken when mammoth fails', async () => {
    const blank = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8(`<w:document ${WORD_NS}><w:body><w:p/></w:body></w:document>`),
    });
    expect(code(await readDocxText(blank, mammoth))).toBe('empty');
    const failing: MammothLike = { extractRawText: () => Promise.reject(new Error('Could not find main document part')) };
    expect(code(await readDocxText(fixture('cv-en.docx'), failing))).toBe('broken');
  });
});

describe('pasted text and sniffing', () => {
  it('keeps pasted text to the same limits', () => {
    expect(code(readPastedText('   \n  '))).toBe('empty');
    const long = text(readPastedText(`${'Python developer, Berlin.\n'.repeat(20_000)}`));
    expect(long.text.length).toBeLessThanOrEqual(CV_LIMITS.maxChars);
    expect(long.truncated).toBe(true);
    expect(text(readPastedText('Jane Doe\r\n\r\n\r\n\r\nNurse, Leeds\u0007')).text).toBe('Jane Doe\n\nNurse, Leeds');
  });

  it('tells a PDF from a DOCX by its first bytes', () => {
    expect(sniffCvFile(fixture('cv-en.pdf'))).toBe('pdf');
    expect(sniffCvFile(fixture('cv-zh.docx').buffer as ArrayBuffer)).toBe('docx');
    expect(sniffCvFile(strToU8('plain text'))).toBe('unknown');
  });
});
