import { cubicMetresPerCubicFoot, type ManifestHeader, type ParsedRow } from '@portside/contracts/manifests';
import {
  compose,
  type Layout,
  type ManifestEntry,
  type Printing,
  printedFigures,
} from '../../../../demo/manifest-layout';
import { boxedA4, fixedWidthListing, legalCentred, letterCubicFeet } from '../../../../demo/manifest-layouts';
import { measureWithPdfkit, writeWithPdfkit } from '../../../../demo/pdfkit-writer';
import { measureWithJspdf, writeWithJspdf } from './jspdf-writer';
import { sampleManifest } from './sample-data';

export type ExpectedRow = Omit<ParsedRow, 'suggestedConsignee' | 'suggestedConsigneeId' | 'matchScore'>;

/** A manifest PDF with what it prints: its rows and header, and the registry consignee of each row. */
export type SamplePdf = {
  name: string;
  pdf: Buffer;
  pages: number;
  header: ManifestHeader;
  rows: ExpectedRow[];
  registered: (string | null)[];
};

const writers = {
  pdfkit: { measure: measureWithPdfkit, write: writeWithPdfkit },
  jspdf: { measure: measureWithJspdf, write: writeWithJspdf },
};

export type SampleCase = {
  layout: Layout;
  writer: keyof typeof writers;
  seed: number;
  entries: number;
  maxPages?: number;
  ownerPassword?: string;
};

/**
 * Every layout by both writers: short centred manifests (few lines to find the columns from), one of two pages (a
 * running head above the rest of a cut row), BL numbers wrapped in their cell (seed 15); the 60-page one (slow to
 * write and read) on its own.
 */
export const sampleCases: SampleCase[] = [
  { layout: boxedA4, writer: 'pdfkit', seed: 1, entries: 40 },
  { layout: boxedA4, writer: 'jspdf', seed: 2, entries: 12 },
  { layout: letterCubicFeet, writer: 'jspdf', seed: 3, entries: 70 },
  { layout: letterCubicFeet, writer: 'pdfkit', seed: 4, entries: 25 },
  { layout: letterCubicFeet, writer: 'pdfkit', seed: 15, entries: 8 },
  { layout: legalCentred, writer: 'pdfkit', seed: 203, entries: 2 },
  { layout: legalCentred, writer: 'jspdf', seed: 9, entries: 8 },
  { layout: legalCentred, writer: 'pdfkit', seed: 10, entries: 20 },
  { layout: fixedWidthListing, writer: 'pdfkit', seed: 5, entries: 12 },
  { layout: fixedWidthListing, writer: 'jspdf', seed: 6, entries: 45 },
];
export const sixtyPages: SampleCase = { layout: legalCentred, writer: 'jspdf', seed: 7, entries: 2000, maxPages: 60 };

export function samplePdf({ layout, writer, seed, entries, maxPages, ownerPassword }: SampleCase): SamplePdf {
  const manifest = sampleManifest(seed, entries);
  if (layout.totals === 'per-consignee')
    manifest.entries.sort((a, b) => a.consignee[0]?.localeCompare(b.consignee[0] ?? '') ?? 0);
  const { measure, write } = writers[writer];
  const { drawing, printed } = compose(layout, manifest, measure, maxPages);
  const shown = manifest.entries.slice(0, printed);
  const name = `${layout.name} by ${writer}, ${drawing.pages.length} page(s)`;
  return {
    name,
    pdf: write(drawing, { title: name, created: new Date(`${manifest.arrivalDate}T00:00:00Z`), ownerPassword }),
    pages: drawing.pages.length,
    header: {
      vesselName: layout.prints.vesselName ? manifest.vesselName : null,
      voyageNumber: layout.prints.voyageNumber ? manifest.voyageNumber : null,
      arrivalDate: layout.prints.arrivalDate ? manifest.arrivalDate : null,
      ...layout.ports,
    },
    rows: shown.map((entry) => expectedRow(layout, entry)),
    registered: shown.map((entry) => entry.registered),
  };
}

/** A one-page manifest of the given BLs, as the boxed A4 layout prints it (pdfkit). */
export function manifestPdf(vesselName: string, voyageNumber: string, entries: ManifestEntry[]): Buffer {
  const content = { lineName: 'VISAYAS LINES', vesselName, voyageNumber, arrivalDate: '2026-11-20', entries };
  const { drawing } = compose(boxedA4, content, measureWithPdfkit);
  return writeWithPdfkit(drawing, { title: `${vesselName} manifest`, created: new Date('2026-11-20T00:00:00Z') });
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The row as the layout prints it: numbers at its decimals, the measurement in its unit and converted. */
export function expectedRow(layout: Printing, entry: ManifestEntry): ExpectedRow {
  const figures = printedFigures(layout, entry);
  const asPrinted = (text: string) =>
    text ? Number(layout.decimalComma ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '')) : 0;
  const measurement = asPrinted(figures.measurement);
  return {
    blNo: entry.blNo,
    marksAndNumbers: entry.marksAndNumbers,
    shipper: entry.shipper,
    consignee: entry.consignee[0] ?? '',
    noOfPackages: entry.noOfPackages,
    contents: entry.contents,
    grossWeightKilos: asPrinted(figures.grossWeightKilos),
    measurementCubicFeet: layout.unit === 'cuft' ? measurement : round3(measurement / cubicMetresPerCubicFoot),
    cbm: layout.unit === 'cbm' ? measurement : round3(measurement * cubicMetresPerCubicFoot),
    stevedoring: entry.stevedoring,
    arrastre: entry.arrastre,
    // The samples print every figure but, sometimes, the measurement; their names and descriptions are never empty.
    doubts: figures.measurement ? [] : [{ field: 'cbm', kind: 'missing', printed: '' }],
  };
}
