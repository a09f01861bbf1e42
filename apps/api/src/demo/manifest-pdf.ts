import type { Row } from './insert';
import { compose } from './manifest-layout';
import { fixedWidthListing } from './manifest-layouts';
import { measureWithPdfkit, writeWithPdfkit } from './pdfkit-writer';

/**
 * A call's cargo manifest as the fixed-width listing of an older shipping-line system (Courier, a BL on two or three
 * lines, header block and footer on every page, a totals row), written by the same code as the parser's samples, so
 * the stored file of a demo work order can be opened and parsed again. Same rows, same bytes.
 */
export function manifestPdf(
  title: { vessel: string; voyage: string; arrival: string; line: string },
  rows: Row<'items'>[],
  handlerNames: Map<number, string>,
): Buffer {
  const name = (id: Row<'items'>['stevedoringId']) => (typeof id === 'number' ? (handlerNames.get(id) ?? '') : '');
  const content = {
    lineName: title.line,
    vesselName: title.vessel,
    voyageNumber: title.voyage,
    arrivalDate: title.arrival,
    entries: rows.map((row) => ({
      blNo: row.blNo,
      marksAndNumbers: row.marksAndNumbers ?? '',
      shipper: row.shipper ?? '',
      consignee: [row.consignee],
      noOfPackages: row.noPackages,
      contents: row.description,
      grossWeightKilos: Number(row.grossWeight),
      cbm: Number(row.cbm),
      stevedoring: name(row.stevedoringId),
      arrastre: name(row.arrastreId),
    })),
  };
  const { drawing } = compose(fixedWidthListing, content, measureWithPdfkit);
  return writeWithPdfkit(drawing, {
    title: `Cargo manifest ${title.vessel} ${title.voyage}`,
    created: new Date(`${title.arrival}T00:00:00Z`),
  });
}
