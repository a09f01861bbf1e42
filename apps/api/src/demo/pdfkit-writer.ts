import PDFDocument from 'pdfkit';
import type { Drawing, Font, Measure, PdfMeta } from './manifest-layout';

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
  drawing.pages.forEach((runs, index) => {
    if (drawing.rotated) {
      // The page is the drawing turned: taller than wide, shown upright by /Rotate 90, its content drawn turned.
      doc.addPage({ size: [drawing.height, drawing.width], margin: 0 });
      (doc.page.dictionary.data as { Rotate?: number }).Rotate = 90;
      doc.transform(0, -1, 1, 0, 0, drawing.width);
    } else {
      doc.addPage({ size: [drawing.width, drawing.height], margin: 0 });
    }
    for (const band of drawing.bands?.[index] ?? []) {
      doc.rect(band.x, band.y, band.width, band.height).fill('#e6e6e6');
    }
    doc.fillColor('black');
    for (const run of runs) {
      doc
        .font(fontFile(run.font))
        .fontSize(run.font.size)
        .text(run.text, run.x, run.y, { lineBreak: false, baseline: 'alphabetic' });
    }
    for (const stroke of drawing.strokes?.[index] ?? []) {
      doc.moveTo(stroke.x0, stroke.y0).lineTo(stroke.x1, stroke.y1).lineWidth(0.5).stroke();
    }
  });
  return finish(doc);
}

/** The bytes of a document: pdfkit writes into its stream as it goes, so after end() they can be read at once. */
export function finish(doc: PDFKit.PDFDocument): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk);
  return Buffer.concat(chunks);
}
