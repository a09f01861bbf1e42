import { compose, type ManifestEntry } from '../../apps/api/src/modules/pdf-converter/samples/layout';
import { boxedA4 } from '../../apps/api/src/modules/pdf-converter/samples/layouts';
import { measureWithPdfkit, writeWithPdfkit } from '../../apps/api/src/modules/pdf-converter/samples/pdfkit-writer';

/** A one-page manifest of the given BLs, as the fixtures' boxed A4 layout prints it (pdfkit). */
export function manifestPdf(vesselName: string, voyageNumber: string, entries: ManifestEntry[]): Buffer {
  const content = { lineName: 'VISAYAS LINES', vesselName, voyageNumber, arrivalDate: '2026-11-20', entries };
  const { drawing } = compose(boxedA4, content, measureWithPdfkit);
  return writeWithPdfkit(drawing, { title: `${vesselName} manifest`, created: new Date('2026-11-20T00:00:00Z') });
}
