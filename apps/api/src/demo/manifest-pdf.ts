import type { Row } from './insert';

/**
 * A cargo manifest as a text PDF (Courier, landscape A4): header block, column titles and page footer on every
 * page, one or two lines per BL, a totals row at the end. Small and plain, but laid out like the manifests the
 * parser reads, so the stored file of a demo work order can be opened and parsed again.
 */
export function manifestPdf(
  title: { vessel: string; voyage: string; arrival: string; line: string },
  rows: Row<'items'>[],
  handlerNames: Map<number, string>,
): Buffer {
  const name = (id: Row<'items'>['stevedoring_id']) => (typeof id === 'number' ? (handlerNames.get(id) ?? '') : '');
  const lines = rows.flatMap((row) => rowLines(row, name));
  const perPage = 60;
  const pages: string[][] = [];
  for (let start = 0; start < lines.length || pages.length === 0; start += perPage)
    pages.push(lines.slice(start, start + perPage));
  const totals = rows.reduce(
    (sum, row) => ({
      packages: sum.packages + Number(row.no_packages),
      kg: sum.kg + Number(row.gross_weight),
      cbm: sum.cbm + Number(row.cbm),
    }),
    { packages: 0, kg: 0, cbm: 0 },
  );
  const last = pages[pages.length - 1] as string[];
  last.push(
    '',
    cell('TOTAL', 92) +
      cell(String(totals.packages), 8) +
      cell('', 40) +
      cell(totals.kg.toFixed(3), 16) +
      cell(totals.cbm.toFixed(3), 14),
  );
  const streams = pages.map((pageLines, index) =>
    pageStream([
      `CARGO MANIFEST - INWARD          ${title.line}`,
      `VESSEL: ${title.vessel}   VOYAGE: ${title.voyage}   PORT OF DISCHARGE: MANILA   ARRIVAL: ${title.arrival}`,
      '',
      header,
      '-'.repeat(header.length),
      ...pageLines,
      '',
      `Page ${index + 1} of ${pages.length}`,
    ]),
  );
  return assemble(streams);
}

const header =
  cell('B/L NO.', 16) +
  cell('MARKS & NOS.', 22) +
  cell('SHIPPER', 26) +
  cell('CONSIGNEE', 28) +
  cell('PKGS', 8) +
  cell('DESCRIPTION OF GOODS', 40) +
  cell('GROSS WT (KGS)', 16) +
  cell('MEAS. (CBM)', 14) +
  cell('STEVEDORING', 20) +
  'ARRASTRE';

function cell(text: string, width: number): string {
  return text.length >= width ? `${text.slice(0, width - 1)} ` : text.padEnd(width);
}

/** A BL takes a second line when its consignee or description does not fit the column. */
function rowLines(row: Row<'items'>, handlerName: (id: Row<'items'>['stevedoring_id']) => string): string[] {
  const consignee = String(row.consignee);
  const description = String(row.description);
  const first =
    cell(String(row.bl_no), 16) +
    cell(String(row.marks_and_numbers ?? ''), 22) +
    cell(String(row.shipper ?? ''), 26) +
    cell(consignee.slice(0, 27), 28) +
    cell(String(row.no_packages), 8) +
    cell(description.slice(0, 39), 40) +
    cell(String(row.gross_weight), 16) +
    cell(String(row.cbm), 14) +
    cell(handlerName(row.stevedoring_id), 20) +
    handlerName(row.arrastre_id);
  const rest = consignee.slice(27, 54);
  const more = description.slice(39, 78);
  return rest || more ? [first, ' '.repeat(64) + cell(rest, 28) + ' '.repeat(8) + more] : [first];
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pageStream(lines: string[]): string {
  const body = lines.map((line, index) => `1 0 0 1 18 ${570 - index * 7.4} Tm (${pdfText(line)}) Tj`).join('\n');
  return `BT /F1 5.6 Tf\n${body}\nET`;
}

function assemble(streams: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = streams.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>';
  streams.forEach((stream, index) => {
    const pageId = 4 + index * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
