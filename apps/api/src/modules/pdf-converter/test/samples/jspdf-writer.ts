import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';
import type { Drawing, Font, Measure, PdfMeta } from '../../../../demo/manifest-layout';

const family = (font: Font) => ({ Helvetica: 'helvetica', 'Times-Roman': 'times', Courier: 'courier' })[font.name];

let measuring: jsPDF | undefined;

export const measureWithJspdf: Measure = (text, font) => {
  measuring ??= new jsPDF({ unit: 'pt' });
  measuring.setFont(family(font), font.bold ? 'bold' : 'normal');
  measuring.setFontSize(font.size);
  return measuring.getTextWidth(text);
};

/** The drawing as a PDF written by jsPDF; the same drawing and date give the same bytes. */
export function writeWithJspdf(drawing: Drawing, meta: PdfMeta): Buffer {
  const orientation = drawing.width > drawing.height ? 'landscape' : 'portrait';
  const format = [drawing.width, drawing.height];
  const encryption = meta.ownerPassword
    ? { encryption: { userPassword: '', ownerPassword: meta.ownerPassword, userPermissions: ['print' as const] } }
    : {};
  const doc = new jsPDF({ unit: 'pt', format, orientation, compress: true, ...encryption });
  doc.setCreationDate(meta.created);
  doc.setFileId(createHash('md5').update(meta.title).digest('hex'));
  doc.setProperties({ title: meta.title });
  if (drawing.rotated) throw new Error('jsPDF writes no turned pages here: write them with pdfkit');
  drawing.pages.forEach((runs, index) => {
    if (index > 0) doc.addPage(format, orientation);
    doc.setFillColor(230, 230, 230);
    for (const band of drawing.bands?.[index] ?? []) doc.rect(band.x, band.y, band.width, band.height, 'F');
    doc.setLineWidth(0.5);
    for (const stroke of drawing.strokes?.[index] ?? []) doc.line(stroke.x0, stroke.y0, stroke.x1, stroke.y1);
    for (const run of runs) {
      doc.setFont(family(run.font), run.font.bold ? 'bold' : 'normal');
      doc.setFontSize(run.font.size);
      doc.text(run.text, run.x, run.y, { baseline: 'alphabetic' });
    }
  });
  return Buffer.from(doc.output('arraybuffer'));
}
