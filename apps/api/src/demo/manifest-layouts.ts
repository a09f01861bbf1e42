import type { Layout } from './manifest-layout';

const a4Landscape = { width: 841.89, height: 595.28 };
const letterPortrait = { width: 612, height: 792 };
const legalLandscape = { width: 1008, height: 612 };

export const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const shortMonthDate = (day: string) => {
  const [year, month, date] = day.split('-');
  const name = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(month) - 1];
  return `${date}-${name}-${year}`;
};

/** A4 landscape, Helvetica, labels over two lines, addresses under the consignee, a page header and "Page n of N". */
export const boxedA4: Layout = {
  name: 'boxed A4',
  page: a4Landscape,
  margin: 28,
  font: 'Helvetica',
  size: 7,
  lineHeight: 1.25,
  fixedWidth: false,
  columns: [
    { key: 'blNo', label: ['B/L No.'], width: 78 },
    { key: 'shipper', label: ['Shipper'], width: 96 },
    { key: 'consignee', label: ['Consignee'], width: 120 },
    { key: 'marksAndNumbers', label: ['Marks & Nos.'], width: 70 },
    { key: 'noOfPackages', label: ['No. of', 'Pkgs'], width: 44, align: 'right' },
    { key: 'contents', label: ['Description of Goods'], width: 120 },
    { key: 'grossWeightKilos', label: ['Gross Wt', '(KGS)'], width: 62, align: 'right' },
    { key: 'measurement', label: ['Measurement', '(CBM)'], width: 58, align: 'right' },
    { key: 'stevedoring', label: ['Stevedoring'], width: 68 },
    { key: 'arrastre', label: ['Arrastre'], width: 68 },
  ],
  labelAlign: 'left',
  unit: 'cbm',
  decimals: { weight: 3, measurement: 3 },
  addresses: true,
  title: (content) => [
    'INWARD CARGO MANIFEST',
    `Vessel: ${content.vesselName}      Voyage No.: ${content.voyageNumber}      Date of Arrival: ${longDate(content.arrivalDate)}      Port of Discharge: Manila`,
  ],
  pageHeader: (_, __, content) => [`${content.lineName} - Inward Cargo Manifest`],
  footer: (page, pages) => `Page ${page} of ${pages}`,
  repeatTableHeader: true,
  totals: 'grand',
  closing: [],
  rowsAcrossPages: false,
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  ports: { portOfDischarge: 'MANILA' },
};

/** Letter portrait, other column order and wording, cubic feet, sub-totals per consignee, no arrival date. */
export const letterCubicFeet: Layout = {
  name: 'letter cubic feet',
  page: letterPortrait,
  margin: 24,
  font: 'Helvetica',
  size: 6,
  lineHeight: 1.3,
  fixedWidth: false,
  columns: [
    { key: 'blNo', label: ['BL NUMBER'], width: 60 },
    { key: 'consignee', label: ['CONSIGNEE'], width: 80 },
    { key: 'shipper', label: ['SHIPPER'], width: 68 },
    { key: 'noOfPackages', label: ['QTY'], width: 28, align: 'right' },
    { key: 'contents', label: ['DESCRIPTION'], width: 76 },
    { key: 'marksAndNumbers', label: ['MARKS'], width: 52 },
    { key: 'grossWeightKilos', label: ['WEIGHT', '(KG)'], width: 42, align: 'right' },
    { key: 'measurement', label: ['CU.FT'], width: 38, align: 'right' },
    { key: 'arrastre', label: ['ARRASTRE'], width: 60 },
    { key: 'stevedoring', label: ['STEVEDORE'], width: 60 },
  ],
  labelAlign: 'left',
  unit: 'cuft',
  decimals: { weight: 2, measurement: 2 },
  addresses: false,
  title: (content) => [
    content.lineName,
    'CARGO MANIFEST',
    `VESSEL NAME: ${content.vesselName}     VOY: ${content.voyageNumber}`,
  ],
  pageHeader: (page) => [`Page ${page}`],
  footer: () => 'Printed by ManifestPro 3.2',
  repeatTableHeader: true,
  totals: 'per-consignee',
  closing: [],
  rowsAcrossPages: false,
  prints: { vesselName: true, voyageNumber: true, arrivalDate: false },
};

/**
 * Legal landscape, Times, labels centred over their column, "BILL OF LADING" and "M3"; the header row on the first
 * page only, a running head on the others, rows cut by page breaks, a closing remark and no totals. Long enough
 * for 60 pages.
 */
export const legalCentred: Layout = {
  name: 'legal centred',
  page: legalLandscape,
  margin: 30,
  font: 'Times-Roman',
  size: 7,
  lineHeight: 1.2,
  fixedWidth: false,
  columns: [
    { key: 'blNo', label: ['BILL OF LADING'], width: 90 },
    { key: 'marksAndNumbers', label: ['MARKS AND', 'NUMBERS'], width: 100 },
    { key: 'shipper', label: ['SHIPPER /', 'EXPORTER'], width: 120 },
    { key: 'consignee', label: ['CONSIGNEE NAME', 'AND ADDRESS'], width: 150 },
    { key: 'noOfPackages', label: ['PACKAGES'], width: 50, align: 'right' },
    { key: 'contents', label: ['NATURE OF GOODS'], width: 150 },
    { key: 'grossWeightKilos', label: ['GROSS', 'WEIGHT'], width: 70, align: 'right' },
    { key: 'measurement', label: ['M3'], width: 50, align: 'right' },
    { key: 'stevedoring', label: ['STEVEDORING', 'CONTRACTOR'], width: 90 },
    { key: 'arrastre', label: ['ARRASTRE', 'OPERATOR'], width: 78 },
  ],
  labelAlign: 'center',
  unit: 'cbm',
  decimals: { weight: 1, measurement: 3 },
  addresses: true,
  title: (content) => [
    'MANIFEST OF CARGO',
    `NAME OF VESSEL: ${content.vesselName}     VOYAGE NO. ${content.voyageNumber}     ETA: ${shortMonthDate(content.arrivalDate)}     PORT OF LOADING: VARIOUS`,
  ],
  pageHeader: (page, _, content) =>
    page === 1 ? [] : [`MANIFEST OF CARGO - ${content.vesselName} VOY. ${content.voyageNumber} (CONTINUED)`],
  footer: (page, pages) => `PRINTED 03/16/2026 08:12                    PAGE ${page}/${pages}`,
  repeatTableHeader: false,
  totals: 'none',
  closing: ['*** END OF MANIFEST ***', 'PREPARED BY: JUAN DELA CRUZ'],
  rowsAcrossPages: true,
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  ports: { portOfLoading: 'VARIOUS' },
};

/**
 * A line-printer listing of an older system (also the demo's stored manifests): Courier, one string per line, a BL
 * on two or three lines, the header block on every page, dashes under the column titles.
 */
export const fixedWidthListing: Layout = {
  name: 'fixed-width listing',
  page: a4Landscape,
  margin: 18,
  font: 'Courier',
  size: 6.4,
  lineHeight: 1.15,
  fixedWidth: true,
  columns: [
    { key: 'blNo', label: ['B/L NO.'], width: 18 },
    { key: 'marksAndNumbers', label: ['MARKS & NOS.'], width: 22 },
    { key: 'shipper', label: ['SHIPPER'], width: 26 },
    { key: 'consignee', label: ['CONSIGNEE'], width: 28 },
    { key: 'noOfPackages', label: ['NO. OF', 'PKGS'], width: 9, align: 'right' },
    { key: 'contents', label: ['DESCRIPTION OF GOODS'], width: 30 },
    { key: 'grossWeightKilos', label: ['GROSS WT', '(KGS)'], width: 15, align: 'right' },
    { key: 'measurement', label: ['MEASUREMENT', '(CBM)'], width: 14, align: 'right' },
    { key: 'stevedoring', label: ['STEVEDORING'], width: 20 },
    { key: 'arrastre', label: ['ARRASTRE'], width: 20 },
  ],
  labelAlign: 'left',
  unit: 'cbm',
  decimals: { weight: 3, measurement: 3 },
  addresses: false,
  title: () => [],
  pageHeader: (_, __, content) => [
    `CARGO MANIFEST - INWARD          ${content.lineName}`,
    `VESSEL: ${content.vesselName}   VOYAGE: ${content.voyageNumber}   PORT OF DISCHARGE: MANILA   ARRIVAL: ${content.arrivalDate}`,
  ],
  footer: (page, pages) => `Page ${page} of ${pages}`,
  repeatTableHeader: true,
  totals: 'grand',
  closing: [],
  rowsAcrossPages: false,
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  ports: { portOfDischarge: 'MANILA' },
};
