import PDFDocument from 'pdfkit';
import type { Drawing, Font, Measure, PdfMeta } from './layout';

const fontFile = (font: Font) => {
  if (font.name === 'Times-Roman') return font.bold ? 'Times-Bold' : 'Times-Roman';
  return font.bold ? `${font.name}-Bold` : font.name;
};

let measuring: PDFKit.PDFDocument | undefined;

export const measureWithPdfkit: Measure = (text, font) => {
  measuring ??= new PDFDocument({ autoFirstPage: false });
  return measuring.font(fontFile(font)).fontSize(font.size).widthOfString(text);
};

/**
 * The drawing as a PDF written by pdfkit; the same drawing and date give the same bytes. An owner password restricts
 * changes, as some lines' systems do, while anyone may still open and read the file.
 */
export function writeWithPdfkit(drawing: Drawing, meta: PdfMeta): Buffer {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: meta.title, CreationDate: meta.created },
    ...(meta.ownerPassword ? { ownerPassword: meta.ownerPassword, permissions: { printing: 'highResolution' } } : {}),
  });
  for (const runs of drawing.pages) {
    doc.addPage({ size: [drawing.width, drawing.height], margin: 0 });
    for (const run of runs) {
      doc
        .font(fontFile(run.font))
        .fontSize(run.font.size)
        .text(run.text, run.x, run.y, { lineBreak: false, baseline: 'alphabetic' });
    }
  }
  return finish(doc);
}

/** The bytes of a document: pdfkit writes into its stream as it goes, so after end() they can be read at once. */
export function finish(doc: PDFKit.PDFDocument): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk);
  return Buffer.concat(chunks);
}
