import { createCanvas, loadImage } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { finish } from '../../../../demo/pdfkit-writer';
import { fixturesDir } from './committed-fixtures';

/** The committed scanned manifests (made by make-scan-fixtures.ts) and their true rows. */
export const scansDir = new URL('./scans/', fixturesDir);

/**
 * A committed scan as some scanners and copiers save it: the same picture, with a page number and a COPY mark stamped
 * in its text layer (so its page has text, a little, besides the picture). Written by pdfkit from the scan's JPEG.
 * `logo`: the picture drawn small in a corner instead, as a printed page's logo is (no scan). `sheet`: a sheet that
 * many times as wide and as high scanned, the manifest in its top left at the same size (a sheet larger than A3).
 */
export async function stampedScan(scan: Buffer, { logo = false, sheet = 1 } = {}): Promise<Buffer> {
  const start = scan.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const end = scan.indexOf(Buffer.from('endstream'), start);
  const scanned = scan.subarray(start, scan.lastIndexOf(Buffer.from([0xff, 0xd9]), end) + 2);
  const jpeg = sheet === 1 ? scanned : await onLargerSheet(scanned, sheet);
  // The page and the picture's place on it as the scan draws them ("w 0 0 h x y cm" from its bottom left).
  const text = scan.toString('latin1');
  const [pageWidth, pageHeight] = (/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text) ?? [])
    .slice(1)
    .map((value) => Number(value) * sheet);
  const [width, height, x, y] = (/([\d.]+) 0 0 ([\d.]+) (-?[\d.]+) (-?[\d.]+) cm/.exec(text) ?? [])
    .slice(1)
    .map((value) => Number(value) * sheet);
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.addPage({ size: [pageWidth ?? 0, pageHeight ?? 0], margin: 0 });
  if (logo) doc.image(jpeg, 20, 20, { width: 60, height: 40 });
  else doc.image(jpeg, x ?? 0, (pageHeight ?? 0) - (y ?? 0) - (height ?? 0), { width, height });
  doc.fontSize(8).fillColor('#999999');
  doc.text('Page 1 of 1', (pageWidth ?? 0) - 70, (pageHeight ?? 0) - 14, { lineBreak: false });
  doc.text('COPY', (pageWidth ?? 0) - 40, 4, { lineBreak: false });
  return finish(doc);
}

/** The picture in the top left of a white one `times` as wide and as high. */
async function onLargerSheet(jpeg: Buffer, times: number): Promise<Buffer> {
  const picture = await loadImage(jpeg);
  const canvas = createCanvas(Math.round(picture.width * times), Math.round(picture.height * times));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, 0, 0);
  return canvas.encode('jpeg', 90);
}
