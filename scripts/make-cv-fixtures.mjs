#!/usr/bin/env node
// `node scripts/make-cv-fixtures.mjs`: writes the CV reader's fixtures to tests/fixtures/cv/ (committed,
// read by tests/unit/cv.test.ts and cv-propose.test.ts). Every file is written byte for byte from this
// script, so running it again gives the same files: PDFs written object by object (a standard Type1
// font, a CJK font with and without a ToUnicode table, RC4 40-bit encryption, an image-only page),
// DOCX zips built with fflate, and a zip bomb that stays small on disk. People, employers and
// schools are invented. labelled.json in the same folder is written by hand, not by this script.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

const OUT = fileURLToPath(new URL('../tests/fixtures/cv/', import.meta.url));
// Fixed zip timestamps, so that the DOCX bytes do not change from run to run.
const ZIP_DATE = new Date(2025, 0, 1, 12, 0, 0);

// ---------------------------------------------------------------------------------------
// The CVs

/** Each line is [text] or [left, right]: a job's title and its dates, the dates right-aligned on the same line. */
const EN_CV = [
  ['Daniel R. Whitcombe'],
  ['Senior Backend Engineer'],
  ['14 Larkspur Lane, Portland, OR 97205 | (503) 555-0148 | daniel.whitcombe@example.com'],
  ['Willing to relocate to Seattle or Denver'],
  [''],
  ['SUMMARY'],
  ['Backend engineer with 8 years of experience building payment and freight systems in Java and Go.'],
  [''],
  ['EXPERIENCE'],
  ['Senior Backend Engineer, Fernhill Freight Software', 'Mar 2020 \u2013 Present'],
  ['\u2022 Built order-tracking services in Go and PostgreSQL, running on Kubernetes in AWS.'],
  ['\u2022 Cut p99 latency of the rating API by 40% with Redis caching.'],
  ['Backend Engineer, Quillmark Payments', 'Jun 2016 \u2013 Feb 2020'],
  ['\u2022 Designed REST APIs in Java with Spring Boot; Kafka for settlement events.'],
  ['\u2022 Mentored two junior engineers.'],
  [''],
  ['EDUCATION'],
  ['B.S. in Computer Science, University of Northern Ohio, Columbus, OH', '2012 \u2013 2016'],
  [''],
  ['SKILLS'],
  ['Java, Go, Python, SQL, Spring Boot, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Git'],
  [''],
  ['LANGUAGES'],
  ['English (native), Spanish (conversational, B1)'],
];

const ZH_CV = [
  ['李静怡'],
  ['求职意向：财务会计　　期望城市：杭州、上海'],
  ['现居：杭州市西湖区文三路 88 号'],
  ['电话：138-0000-0000　　邮箱：lijingyi@example.com'],
  ['工作经验：6年'],
  [''],
  ['教育背景'],
  ['2011.09 - 2015.06　江南财经大学（南京）　会计学　本科'],
  [''],
  ['工作经历'],
  ['2019.03 - 至今　杭州禾木电子商务有限公司　总账会计'],
  ['- 负责月度结账、编制财务报表，使用金蝶 K/3 与 Excel 完成凭证录入'],
  ['- 负责增值税、企业所得税申报'],
  ['2015.07 - 2019.02　宁波青川贸易有限公司　出纳 / 会计助理'],
  ['- 负责应收应付核对、银行对账'],
  [''],
  ['专业技能'],
  ['熟练使用 Excel（数据透视表、VLOOKUP）、金蝶、用友 U8；熟悉企业会计准则'],
  ['证书：初级会计职称，CPA 在考（已通过3科）'],
  [''],
  ['语言能力'],
  ['英语六级（CET-6），普通话二级甲等，粤语（日常交流）'],
];

const asText = (cv) => `${cv.map((parts) => parts.join('\t')).join('\n')}\n`;

// ---------------------------------------------------------------------------------------
// PDF

const latin1 = (text) => Buffer.from(text, 'latin1');

/** WinAnsiEncoding for the few characters beyond ASCII the CVs use. */
const WIN_ANSI = { '\u2013': 0x96, '\u2014': 0x97, '\u2022': 0x95, '\u00b7': 0xb7, '\u00e9': 0xe9, '\u2019': 0x92 };

function winAnsiString(text) {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`no WinAnsi code for ${ch}`);
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/** Code points as 2-byte CIDs, written as a hex string (Identity-H, or UCS-2 for UniGB-UCS2-H). */
const cidString = (text) => `<${[...text].map((ch) => ch.codePointAt(0).toString(16).padStart(4, '0')).join('')}>`;

/** A page's content stream: one text object per run, at absolute positions (as word processors write them). */
function textContent(lines, { encode, size = 11, top = 760, left = 56, right = 420, leading = 16 }) {
  const ops = [];
  let y = top;
  for (const [text, dates] of lines) {
    if (text) ops.push(`BT /F1 ${size} Tf 1 0 0 1 ${left} ${y} Tm ${encode(text)} Tj ET`);
    if (dates) ops.push(`BT /F1 ${size} Tf 1 0 0 1 ${right} ${y} Tm ${encode(dates)} Tj ET`);
    y -= leading;
  }
  return ops.join('\n');
}

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password) => Buffer.concat([latin1(password), PAD]).subarray(0, 32);

function rc4(key, data) {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

/**
 * The standard security handler, revision 2 (RC4, 40-bit key), algorithms 3.1 to 3.4 of the PDF
 * 1.7 reference: the owner entry, the file key, the user entry, and a key per object.
 */
function standardSecurity(userPassword, ownerPassword, fileId) {
  const permissions = -44;
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PAD);
  const objectKey = (number) => md5(key, Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0])).subarray(0, 10);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    encrypt: (number, bytes) => rc4(objectKey(number), bytes),
  };
}

/**
 * A PDF from its objects, numbered from 1 (the catalog first). An object is a string, or
 * { dict, stream } for a stream object, whose bytes the security handler encrypts when given.
 */
function writePdf(objects, { encryptWith } = {}) {
  const fileId = md5(latin1(JSON.stringify(objects.map((o) => (typeof o === 'string' ? o : o.dict)))));
  const security = encryptWith ? standardSecurity(encryptWith.user, encryptWith.owner, fileId) : undefined;
  const all = security ? [...objects, security.dictionary] : objects;
  const chunks = [latin1('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')];
  let length = chunks[0].length;
  const offsets = [];
  all.forEach((object, index) => {
    const number = index + 1;
    offsets.push(length);
    let body;
    if (typeof object === 'string') body = latin1(`${number} 0 obj\n${object}\nendobj\n`);
    else {
      const raw = Buffer.isBuffer(object.stream) ? object.stream : latin1(object.stream);
      const data = security ? security.encrypt(number, raw) : raw;
      const head = latin1(`${number} 0 obj\n<< ${object.dict} /Length ${data.length} >>\nstream\n`);
      body = Buffer.concat([head, data, latin1('\nendstream\nendobj\n')]);
    }
    chunks.push(body);
    length += body.length;
  });
  const id = fileId.toString('hex');
  const trailer =
    `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
    `trailer\n<< /Size ${all.length + 1} /Root 1 0 R /ID [<${id}> <${id}>]${security ? ` /Encrypt ${all.length} 0 R` : ''} >>\n` +
    `startxref\n${length}\n%%EOF\n`;
  chunks.push(latin1(trailer));
  return Buffer.concat(chunks);
}

const LETTER = '/MediaBox [0 0 612 792]';
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** Pages of Helvetica text: catalog 1, pages 2, font 3, then a page and its content for each page. */
function helveticaPdf(pages, options) {
  const kids = pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`, HELVETICA];
  pages.forEach((lines, index) => {
    objects.push(`<< /Type /Page /Parent 2 0 R ${LETTER} /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`);
    objects.push({ dict: '', stream: textContent(lines, { encode: winAnsiString }) });
  });
  return writePdf(objects, options);
}

/** A ToUnicode CMap mapping each 2-byte CID used to the code point it stands for. */
function toUnicodeCMap(text) {
  const codes = [...new Set([...text].map((ch) => ch.codePointAt(0)))].sort((a, b) => a - b);
  const hex = (code) => code.toString(16).padStart(4, '0');
  const blocks = [];
  for (let at = 0; at < codes.length; at += 100) {
    const slice = codes.slice(at, at + 100);
    blocks.push(`${slice.length} beginbfchar\n${slice.map((code) => `<${hex(code)}> <${hex(code)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

const CJK_DESCRIPTOR =
  '<< /Type /FontDescriptor /FontName /NotoSansSC /Flags 4 /FontBBox [0 -141 1000 859] /ItalicAngle 0 ' +
  '/Ascent 859 /Descent -141 /CapHeight 683 /StemV 80 >>';

/**
 * Chinese the way Word, WPS and browsers write it: a Type0 font with Identity-H encoding and a
 * ToUnicode table (the font program itself is left out; text extraction needs only the table).
 */
function chineseIdentityPdf(lines) {
  const text = lines.flat().join('');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /NotoSansSC /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    { dict: '', stream: textContent(lines, { encode: cidString, size: 12, right: 360, leading: 20 }) },
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /NotoSansSC /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) ' +
      '/Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /CIDToGIDMap /Identity >>',
    { dict: '', stream: toUnicodeCMap(text) },
    CJK_DESCRIPTOR,
  ]);
}

/**
 * Chinese in an Adobe font with a predefined CMap (UniGB-UCS2-H) and no ToUnicode table, as some
 * older tools write it: pdf.js reads this text only with its CMaps (the cMapUrl option).
 */
function chinesePredefinedCMapPdf(lines) {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    { dict: '', stream: textContent(lines, { encode: cidString, size: 12, leading: 20 }) },
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> ' +
      '/FontDescriptor 7 0 R /DW 1000 >>',
    CJK_DESCRIPTOR.replace('NotoSansSC', 'STSong-Light'),
  ]);
}

/** A scan: one grey image filling the page, and not a character of text. */
function imageOnlyPdf() {
  const side = 16;
  const pixels = Buffer.alloc(side * side, 0);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', stream: 'q 612 0 0 792 0 0 cm /Im1 Do Q' },
    { dict: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, stream: pixels },
  ]);
}

// ---------------------------------------------------------------------------------------
// DOCX

const WORD_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  'Target="word/document.xml"/>' +
  '</Relationships>';

/** One paragraph a line; a job's dates after a tab, as a right tab stop would hold them. */
function documentXml(cv) {
  const run = (text) => `<w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
  const paragraphs = cv.map(([text, dates]) => `<w:p>${text ? run(text) : ''}${dates ? `<w:r><w:tab/></w:r>${run(dates)}` : ''}</w:p>`);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<w:document ${WORD_NS}>` +
    `<w:body>${paragraphs.join('')}<w:sectPr/></w:body></w:document>`
  );
}

function docx(documentBytes, level = 6) {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'word/document.xml': documentBytes,
    },
    { level, mtime: ZIP_DATE },
  );
}

/**
 * A DOCX whose word/document.xml inflates to 101 MiB of spaces inside an XML comment: about
 * 100 KB on disk (deflate tops out near 1000:1), over every limit once inflated.
 */
function zipBomb() {
  const head = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${WORD_NS}><!--`);
  const tail = strToU8('--><w:body><w:p><w:r><w:t>Bomb</w:t></w:r></w:p></w:body></w:document>');
  const body = new Uint8Array(head.length + 101 * 1024 * 1024 + tail.length).fill(0x20);
  body.set(head, 0);
  body.set(tail, body.length - tail.length);
  return docx(body, 9);
}

// ---------------------------------------------------------------------------------------
// Write

mkdirSync(OUT, { recursive: true });
const files = {
  'cv-en.pdf': helveticaPdf([EN_CV.slice(0, 16), EN_CV.slice(16)]),
  'cv-zh.pdf': chineseIdentityPdf(ZH_CV),
  'cv-zh-cmap.pdf': chinesePredefinedCMapPdf(ZH_CV.slice(0, 5)),
  'cv-password.pdf': helveticaPdf([EN_CV.slice(0, 8)], { encryptWith: { user: 'jobsight', owner: 'owner-of-jobsight' } }),
  'cv-scanned.pdf': imageOnlyPdf(),
  'cv-long.pdf': helveticaPdf(Array.from({ length: 35 }, (_, index) => [[`Page ${index + 1} of a long CV: Python and SQL`]])),
  'cv-en.docx': docx(strToU8(documentXml(EN_CV))),
  'cv-zh.docx': docx(strToU8(documentXml(ZH_CV))),
  'cv-bomb.docx': zipBomb(),
  'cv-zh.txt': asText(ZH_CV),
  'cv-en.txt': asText(EN_CV),
};
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name.padEnd(16)} ${String(Buffer.byteLength(bytes)).padStart(8)} bytes`);
}
