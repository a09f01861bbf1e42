import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { finish } from '../../../../demo/pdfkit-writer';

const created = new Date('2026-03-15T00:00:00Z');

/** A grey PNG with some noise: what a scanner gives. */
export function scanImage(width = 300, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const pixels = Buffer.alloc((width + 1) * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = i % (width + 1) === 0 ? 0 : 200 + ((i * 7919) % 56);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned manifest: `pages` pages that are images, without a text layer. */
export function scannedPdf(pages = 2): Buffer {
  const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: created } });
  for (let page = 0; page < pages; page++) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    doc.image(scanImage(), 0, 0, { width: 842 });
  }
  return finish(doc);
}

/** A text PDF that is no manifest: a letter. */
export function letterPdf(): Buffer {
  const doc = new PDFDocument({ info: { CreationDate: created } });
  doc
    .fontSize(11)
    .text('Dear Sir or Madam,\n\nPlease find attached the cargo manifest of MV Pacific Star, voyage 025N.');
  doc.text('Consignee: Golden Harvest Rice Milling Corp.   Packages: 2,500 bags   B/L No.: POLUSGN2500001');
  return finish(doc);
}

/**
 * Graph paper: pages of 1,000 by 1,000 ruled lines 2.1 pt apart (a million cells each, under 100,000 rules in all),
 * the first page with a manifest's header labels above the grid, so that every page's drawing is read.
 */
export function graphPaperPdf(pages = 50): Buffer {
  const size = 2300;
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { CreationDate: created } });
  for (let page = 0; page < pages; page++) {
    doc.addPage({ size: [size, size], margin: 0 });
    if (page === 0) doc.fontSize(9).text('B/L NO.      CONSIGNEE      NO. OF PKGS', 50, 20);
    doc.lineWidth(0.1);
    for (let line = 0; line < 1000; line++) {
      const at = 50 + line * 2.1;
      if (line > 0) doc.moveTo(50, at).lineTo(2150, at);
      doc.moveTo(at, 50).lineTo(at, 2150);
    }
    doc.stroke();
  }
  return finish(doc);
}

/** A PDF that opens only with a password. */
export function encryptedPdf(): Buffer {
  const doc = new PDFDocument({ info: { CreationDate: created }, userPassword: 'manifest', ownerPassword: 'owner' });
  doc.text('B/L No.    Consignee    No. of Pkgs');
  return finish(doc);
}

/**
 * A PDF of one page whose content stream inflates to `inflatedGiB` gigabytes of zeros (whitespace to a PDF reader),
 * about 1 MB per GB. Made in a fraction of a second: 64 MB of zeros are deflated once, ending on a full flush, and that
 * piece repeated, then closed by an empty last block and the checksum of the whole (for zeros, Adler-32 is
 * `(length mod 65521) << 16 | 1`).
 */
export function inflationBombPdf(inflatedGiB = 4): Buffer {
  const pieceBytes = 64 * 1024 ** 2;
  const pieces = Math.ceil((inflatedGiB * 1024 ** 3) / pieceBytes);
  const piece = deflateRawSync(Buffer.alloc(pieceBytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((((pieces * pieceBytes) % 65521) * 65536 + 1) >>> 0);
  const zlibHeader = Buffer.from([0x78, 0xda]);
  const content = Buffer.concat([zlibHeader, ...Array(pieces).fill(piece), deflateRawSync(Buffer.alloc(0)), checksum]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  return rawPdf(objects);
}

/**
 * A page whose text is drawn by a form whose stream, behind an ASCIIHex stage, breaks off half way: what the file's
 * bytes cannot judge, read by pdfjs.
 */
export function damagedFormPdf(): Buffer {
  const lines = Array.from(
    { length: 200 },
    (_, line) => `BT /F1 9 Tf 40 ${780 - line * 3.5} Td (BL-${1000 + line}) Tj ET`,
  );
  const deflated = deflateSync(Buffer.from(lines.join('\n')));
  deflated.fill(0x41, Math.floor(deflated.length / 2));
  const hex = `${deflated.toString('hex')}>`;
  return rawPdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Fm1 5 0 R >> >> >>',
    ),
    Buffer.from('<< /Length 11 >>\nstream\nq /Fm1 Do Q\nendstream'),
    Buffer.from(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 6 0 R >> >> /Filter [/ASCIIHexDecode /FlateDecode] /Length ${hex.length} >>\nstream\n${hex}\nendstream`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ]);
}

/** A PDF of the given objects (the first its catalog), with its cross-reference table. */
function rawPdf(objects: Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let offset = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}${trailer}`));
  return Buffer.concat(parts);
}
