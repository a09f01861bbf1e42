import { cubicMetresPerCubicFoot, type DocumentTotals, type ManifestHeader } from '@portside/contracts/manifests';
import {
  type ColumnSpec,
  cellPadding,
  cellText,
  compose,
  keysOf,
  type Layout,
  type Measure,
  printedFigures,
  totalsCells,
} from '../../../../demo/manifest-layout';
import { longDate, shortMonthDate } from '../../../../demo/manifest-layouts';
import { measureWithPdfkit, writeWithPdfkit } from '../../../../demo/pdfkit-writer';
import { Random } from '../../../../demo/random';
import { measureWithJspdf, writeWithJspdf } from './jspdf-writer';
import {
  countWithKind,
  drawFields,
  expectedRowOf,
  type Field,
  packageKinds,
  splitLabel,
  type Wordings,
  wordings,
} from './manifest-vocabulary';
import { type SampleManifest, sampleManifest } from './sample-data';
import type { ExpectedRow } from './sample-pdfs';

/**
 * PDF manifests of random layouts, as shipping lines' systems print them, with what they hold: column order and
 * wording, labels over one to three lines (parted between words, or inside a word with or without a hyphen), group
 * labels over sub-columns, two fields stacked in one column, package count and kind in one cell or two, number
 * conventions, borders, bands or none,
 * addresses under the names in the same or smaller type, page headers and footers, totals, a header on every page or
 * the first, BLs cut by page breaks, portrait, landscape and pages turned by /Rotate, text outside the page box.
 * Written by pdfkit or jsPDF here (so the tests make them as they run); every choice is drawn from the seed.
 */

export type PdfCase = {
  seed: number;
  writer: 'pdfkit' | 'jspdf';
  layout: Layout;
  /** Which column prints which field (a stacked column: its upper field). */
  fields: Field[];
  /** The field printed under another in a stacked column, if any. */
  below: Field | null;
  entries: number;
};

/** Whether a case prints a field, in a column of its own or under another. */
const printsField = (pdfCase: Pick<PdfCase, 'fields' | 'below'>) => (field: Field) =>
  pdfCase.fields.includes(field) || pdfCase.below === field;

const pageSizes = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
  legal: { width: 612, height: 1008 },
};

/** Points a column takes at 7 pt type, before the layout is fitted to its page. */
const widths: Record<Field, [number, number]> = {
  blNo: [72, 96],
  marksAndNumbers: [56, 96],
  shipper: [80, 140],
  consignee: [90, 150],
  noOfPackages: [34, 50],
  kind: [36, 50],
  contents: [90, 150],
  grossWeightKilos: [50, 66],
  cbm: [42, 58],
  cubicFeet: [44, 60],
  stevedoring: [60, 100],
  arrastre: [60, 100],
  container: [60, 76],
  notify: [60, 100],
};
const figures = new Set<Field>(['noOfPackages', 'grossWeightKilos', 'cbm', 'cubicFeet']);

/** Fields a layout may print one over the other in one column, the upper first (text pairs not in fixed width). */
const stackable: [Field, Field, 'text' | 'figures'][] = [
  ['shipper', 'consignee', 'text'],
  ['grossWeightKilos', 'cbm', 'figures'],
  ['grossWeightKilos', 'cubicFeet', 'figures'],
  ['stevedoring', 'arrastre', 'text'],
];

const writers = {
  pdfkit: { measure: measureWithPdfkit, write: writeWithPdfkit },
  jspdf: { measure: measureWithJspdf, write: writeWithJspdf },
};

/** The layout, writer and length of manifest `seed`. */
export function pdfCase(seed: number, wording: Wordings = wordings): PdfCase {
  const random = new Random(seed * 6151 + 29);
  const writer = random.chance(0.6) ? 'pdfkit' : 'jspdf';
  const fixedWidth = random.chance(0.15);
  const font = fixedWidth ? 'Courier' : random.pick(['Helvetica', 'Helvetica', 'Times-Roman', 'Courier'] as const);
  const size = fixedWidth ? random.pick([6, 6.4, 7]) : random.pick([6, 6.5, 7, 7.5, 8]);
  const landscape = random.chance(0.65);
  const paper = pageSizes[random.pick(['a4', 'letter', 'legal'] as const)];
  const page = landscape ? { width: paper.height, height: paper.width } : paper;
  const rotated = writer === 'pdfkit' && landscape && random.chance(0.3);

  const { fields, both, measurement, kindInCount, kindColumn } = drawFields(random, {
    bothUnits: 0.25,
    cbm: 0.75,
    kindInCount: 0.25,
    kindColumn: 0.3,
    container: 0.15,
    blFirst: 0.75,
  });

  const headerLines = random.pick([1, 2, 2, 3]);
  const hyphen = random.chance(0.5);
  // A layout in four with a header of two lines or more prints two fields in one column, one over the other (drawn
  // from a stream of its own, so that the other layouts stay as they were; the vocabulary's labels only: a clerk
  // teaches a column one field).
  const stacking = new Random(seed * 7919 + 13);
  const pairs = stackable.filter(
    ([upper, lower, kind]) =>
      fields.includes(upper) && fields.includes(lower) && !both && !(kind === 'text' && fixedWidth),
  );
  const stack =
    wording === wordings && headerLines >= 2 && pairs.length && stacking.chance(0.25) ? stacking.pick(pairs) : null;
  const columnFields = stack ? fields.filter((field) => field !== stack[1]) : fields;
  const groups: NonNullable<Layout['groups']> = [];
  const grouped = new Map<Field, string>();
  if (!fixedWidth && headerLines >= 2 && both && random.chance(0.6)) {
    grouped.set('cbm', 'CBM').set('cubicFeet', 'CU.FT.');
    const from = columnFields.indexOf('cbm');
    groups.push({ label: random.pick(['MEASUREMENT', 'MEAS.']), line: headerLines - 2, from, to: from + 1 });
  }
  if (!fixedWidth && headerLines >= 2 && kindColumn && random.chance(0.6)) {
    grouped.set('noOfPackages', random.pick(['NO.', 'QTY'])).set('kind', 'KIND');
    const from = columnFields.indexOf('noOfPackages');
    groups.push({ label: random.pick(['PACKAGES', 'PKGS']), line: headerLines - 2, from, to: from + 1 });
  }
  const bottomAligned = random.chance(0.5);
  const scale = size / 7;
  const entryKey = (field: Field): ColumnSpec['key'] =>
    field === 'cbm' ? 'measurement' : field === 'noOfPackages' && kindInCount ? 'countWithKind' : field;
  const columns: ColumnSpec[] = columnFields.map((field) => {
    const [least, most] = widths[field];
    const align = figures.has(field) ? { align: 'right' as const } : {};
    if (stack && field === stack[0]) {
      // Each field's label on a line of its own, the lower under the upper.
      const label = [random.pick(wording[stack[0]]), random.pick(wording[stack[1]])];
      const padding = Array.from({ length: headerLines - 2 }, () => '');
      return {
        key: entryKey(field),
        below: entryKey(stack[1]),
        label: bottomAligned ? [...padding, ...label] : [...label, ...padding],
        width: Math.max(random.int(least, most), widths[stack[1]][1]) * scale,
        ...align,
      };
    }
    const sub = grouped.get(field);
    const words =
      sub ?? (field === 'noOfPackages' && kindInCount ? random.pick(countWithKind) : random.pick(wording[field]));
    const lines = sub ? [sub] : splitLabel(random, words, random.int(1, headerLines), hyphen);
    const padding = Array.from({ length: headerLines - lines.length }, () => '');
    return {
      key: entryKey(field),
      label: bottomAligned || sub ? [...padding, ...lines] : [...lines, ...padding],
      width: random.int(least, most) * scale,
      ...align,
    };
  });
  const margin = random.int(18, 36);
  let typeSize = size;
  if (fixedWidth) {
    // Widths in characters, each label fitting its column; the type made smaller until the listing fits the page.
    for (const column of columns) {
      const longest = Math.max(...column.label.map((label) => label.length));
      column.width = Math.max(Math.round(column.width / (0.6 * size)), longest + 2);
    }
    const characters = columns.reduce((sum, column) => sum + column.width, 0);
    typeSize = Math.min(size, (page.width - 2 * margin) / (0.6 * characters));
  } else {
    // Each label line fits its column (a column is as wide as its longest label line at least), then the table fits
    // the page, its type made smaller if the labels need it.
    const { measure } = writers[writer];
    for (const column of columns) {
      const longest = Math.max(...column.label.map((label) => measure(label, { name: font, bold: true, size })));
      column.width = Math.max(column.width, longest + 8);
    }
    const fit = (page.width - 2 * margin) / columns.reduce((sum, column) => sum + column.width, 0);
    for (const column of columns) column.width *= fit;
    typeSize = Math.min(size, size * fit);
  }

  const prints = {
    vesselName: random.chance(0.85),
    voyageNumber: random.chance(0.8),
    arrivalDate: random.chance(0.7),
  };
  const titleForm = random.pick(['one-line', 'lines', 'combined'] as const);
  // Vessel and voyage under one label, as some lines' systems print them (drawn without a draw of its own).
  const combinedLabel = ['VESSEL/VOYAGE:', 'VESSEL & VOYAGE:', 'VSL/VOY:'][seed % 3] as string;
  const dateForm = random.pick(['iso', 'long', 'short', 'us'] as const);
  const labels = {
    vessel: random.pick(['Vessel:', 'VESSEL NAME:', 'NAME OF VESSEL:', 'M/V:']),
    voyage: random.pick(['Voyage No.:', 'VOY:', 'VOYAGE', 'Voy. No.']),
    arrival: random.pick(['Date of Arrival:', 'ETA:', 'ARRIVAL:', 'ARRIVED:']),
  };
  const heading = random.pick(['INWARD CARGO MANIFEST', 'CARGO MANIFEST', 'MANIFEST OF CARGO', 'IMPORT MANIFEST']);
  // The ports in two layouts of five (drawn without a draw of their own).
  const ports =
    seed % 5 < 2
      ? { portOfLoading: loadingPorts[seed % loadingPorts.length], portOfDischarge: dischargePorts[seed % 4] }
      : undefined;
  const portLabels = [
    ['PORT OF LOADING:', 'PORT OF DISCHARGE:'],
    ['POL:', 'POD:'],
    ['Loading Port:', 'Discharge Port:'],
  ][seed % 3] as [string, string];
  const footerForm = random.pick(['page-of', 'page', 'printed', 'none'] as const);
  const runningHead = random.chance(0.5);
  const layout: Layout = {
    name: `generated ${seed}`,
    ...(ports ? { ports } : {}),
    page,
    margin,
    font,
    size: typeSize,
    lineHeight: random.pick([1.15, 1.2, 1.25, 1.3]),
    fixedWidth,
    columns,
    labelAlign: fixedWidth ? 'left' : random.pick(['left', 'center'] as const),
    unit: measurement.includes('cbm') ? 'cbm' : 'cuft',
    decimals: { weight: random.int(0, 3), measurement: random.int(2, 3) },
    decimalComma: random.chance(0.2),
    // A layout in four prints its figures without thousands separators (drawn without a draw of its own).
    grouping: seed % 4 !== 0,
    addresses: random.chance(0.5),
    addressScale: random.chance(0.4) ? 0.75 : 1,
    title: (content) => {
      const date = dated(content.arrivalDate, dateForm);
      const combined = titleForm === 'combined' && prints.vesselName && prints.voyageNumber;
      const parts = [
        combined ? `${combinedLabel} ${content.vesselName} / ${content.voyageNumber}` : null,
        prints.vesselName && !combined ? `${labels.vessel} ${content.vesselName}` : null,
        prints.voyageNumber && !combined ? `${labels.voyage} ${content.voyageNumber}` : null,
        prints.arrivalDate ? `${labels.arrival} ${date}` : null,
        ports ? `${portLabels[0]} ${ports.portOfLoading}` : null,
        ports ? `${portLabels[1]} ${ports.portOfDischarge}` : null,
      ].filter((part): part is string => part !== null);
      const block = titleForm === 'one-line' && parts.length ? [parts.join('      ')] : parts;
      return [content.lineName, heading, ...block];
    },
    pageHeader: (pageNumber, _, content) =>
      runningHead && pageNumber > 1 ? [`${heading} - ${content.vesselName} (CONTINUED)`] : [],
    footer: (pageNumber, pages) =>
      footerForm === 'page-of'
        ? `Page ${pageNumber} of ${pages}`
        : footerForm === 'page'
          ? `PAGE ${pageNumber}`
          : footerForm === 'printed'
            ? `Printed 03/16/2026 08:12 by MANIFEST SYSTEM v4        ${pageNumber}/${pages}`
            : null,
    repeatTableHeader: random.chance(0.7),
    totals: random.pick(['none', 'grand', 'per-consignee'] as const),
    closing: random.chance(0.4) ? ['*** END OF MANIFEST ***', 'PREPARED BY: JUAN DELA CRUZ'] : [],
    rowsAcrossPages: random.chance(0.5),
    prints,
    groups,
    borders: random.pick(['grid', 'rows', 'none', 'none'] as const),
    zebra: random.chance(0.25),
    offPage: random.chance(0.3),
    rotated,
  };
  return { seed, writer, layout, fields: columnFields, below: stack?.[1] ?? null, entries: random.int(3, 45) };
}

function dated(day: string, form: 'iso' | 'long' | 'short' | 'us') {
  if (form === 'long') return longDate(day);
  if (form === 'short') return shortMonthDate(day);
  if (form === 'us') return day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
  return day;
}

export type GeneratedPdf = {
  name: string;
  pdf: Buffer;
  pages: number;
  header: ManifestHeader;
  rows: ExpectedRow[];
  /** What the layout's total row prints (layout.ts `totalsLine`), as a reader must read it. */
  totals: DocumentTotals | null;
};

/** The case of `seed` and the manifest it prints, its BLs given package kinds (and sorted for sub-totals). */
function generatedContent(seed: number, labels: Wordings = wordings): PdfCase & { manifest: SampleManifest } {
  const pdfCaseOf = pdfCase(seed, labels);
  const manifest: SampleManifest = sampleManifest(seed, pdfCaseOf.entries);
  const random = new Random(seed * 31 + 7);
  for (const entry of manifest.entries) entry.packageKind = random.pick(packageKinds);
  if (pdfCaseOf.layout.totals === 'per-consignee') {
    manifest.entries.sort((a, b) => (a.consignee[0] ?? '').localeCompare(b.consignee[0] ?? ''));
  }
  return { ...pdfCaseOf, manifest };
}

const loadingPorts = ['SHANGHAI', 'BUSAN', 'KAOHSIUNG', 'HO CHI MINH CITY', 'SINGAPORE', 'YOKOHAMA', 'LAEM CHABANG'];
const dischargePorts = ['MANILA', 'MANILA NORTH HARBOR', 'CEBU', 'DAVAO'];

const headerOf = (layout: Layout, manifest: SampleManifest): ManifestHeader => ({
  vesselName: layout.prints.vesselName ? manifest.vesselName : null,
  voyageNumber: layout.prints.voyageNumber ? manifest.voyageNumber : null,
  arrivalDate: layout.prints.arrivalDate ? manifest.arrivalDate : null,
  ...layout.ports,
});

const labelsOf = (layout: Layout) => layout.columns.map((column) => column.label.filter(Boolean).join(' ')).join(' | ');

/** Manifest `seed` printed (its labels drawn from `labels`), with what a reader must find in it. */
export function generatedPdf(seed: number, labels: Wordings = wordings): GeneratedPdf & { fields: Field[] } {
  const content = generatedContent(seed, labels);
  const { writer, layout, fields, manifest } = content;
  const { measure, write } = writers[writer];
  fitWords(layout, manifest, measure);
  const { drawing, printed } = compose(layout, manifest, measure, 12);
  const shown = manifest.entries.slice(0, printed);
  const name = `seed ${seed}: ${writer}, ${drawing.pages.length} page(s)${layout.rotated ? ', turned' : ''}, ${labelsOf(layout)}`;
  return {
    name,
    pdf: write(drawing, { title: name, created: new Date(`${manifest.arrivalDate}T00:00:00Z`) }),
    pages: drawing.pages.length,
    header: headerOf(layout, manifest),
    rows: shown.map((entry) => expectedRowOf(printsField(content), layout.decimals, entry)),
    totals: layout.totals === 'none' ? null : expectedTotals(layout, shown),
    fields,
  };
}

/** The figures of the grand total line as layout.ts prints them (the first column holds its label), read back. */
function expectedTotals(layout: Layout, entries: SampleManifest['entries']): DocumentTotals | null {
  const sum = (pick: (entry: SampleManifest['entries'][number]) => number) =>
    Math.round(entries.reduce((total, entry) => total + pick(entry), 0) * 1000) / 1000;
  const figures = printedFigures(layout, {
    noOfPackages: sum((entry) => entry.noOfPackages),
    grossWeightKilos: sum((entry) => entry.grossWeightKilos),
    cbm: sum((entry) => entry.cbm ?? 0),
  });
  const readBack = (text: string) =>
    Number(layout.decimalComma ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', ''));
  const printedIn = (key: ColumnSpec['key']) => layout.columns.findIndex((column) => column.key === key) > 0;
  const measurement = printedIn('measurement') ? readBack(figures.measurement) : null;
  const totals: DocumentTotals = {
    noOfPackages: printedIn('noOfPackages') ? readBack(figures.noOfPackages) : null,
    grossWeightKilos: printedIn('grossWeightKilos') ? readBack(figures.grossWeightKilos) : null,
    cbm:
      measurement === null || layout.unit === 'cbm'
        ? measurement
        : Math.round(measurement * cubicMetresPerCubicFoot * 1000) / 1000,
  };
  return Object.values(totals).some((value) => value !== null) ? totals : null;
}

/**
 * Manifest `seed` for a writer that lays it out itself (a browser prints it as a web page, html-layout.ts; groff
 * typesets it, groff-layout.ts), with what a reader must find in it: every BL, since such a writer breaks its pages
 * itself; pages turned or text off the page are the drawing writers' own.
 */
export function generatedForWriter(seed: number, writer: 'chromium' | 'groff') {
  const content = generatedContent(seed);
  const { layout, manifest } = content;
  return {
    name: `seed ${seed}: ${writer}, ${labelsOf(layout)}`,
    layout: { ...layout, rotated: false, offPage: false },
    manifest,
    header: headerOf(layout, manifest),
    rows: manifest.entries.map((entry) => expectedRowOf(printsField(content), layout.decimals, entry)),
  };
}

/**
 * Every column as wide as the longest word it prints (a system sizes its columns so that no word is cut), then the
 * table fitted to the page again, its type made smaller if need be.
 */
function fitWords(layout: Layout, manifest: SampleManifest, measure: Measure) {
  if (layout.fixedWidth) return;
  const font = { name: layout.font, bold: false, size: layout.size };
  const words = (texts: string[]) => texts.flatMap((text) => text.split(' '));
  const printedBy = (key: ColumnSpec['key']): string[] =>
    manifest.entries.flatMap((entry) => {
      if (key === 'consignee') return words(layout.addresses ? entry.consignee : entry.consignee.slice(0, 1));
      const texts = ['blNo', 'marksAndNumbers', 'shipper', 'contents', 'stevedoring', 'arrastre'] as const;
      const text = texts.find((each) => each === key);
      if (text) return words([entry[text]]);
      if (key === 'kind' || key === 'countWithKind') return [entry.packageKind ?? 'PKGS'];
      return [];
    });
  // A total row's figures fit their columns too.
  const totals = layout.totals === 'none' ? [] : totalsCells(layout, 'TOTAL', manifest.entries).slice(1);
  layout.columns.forEach((column, index) => {
    const total = totals[index - 1];
    if (total) column.width = Math.max(column.width, measure(total, font) + 2 * cellPadding);
  });
  for (const column of layout.columns) {
    const longest = Math.max(
      0,
      ...keysOf(column)
        .flatMap(printedBy)
        .map((word) => measure(word, font)),
    );
    // The upper field of a stacked column on one line: its first line is all a reader gives it.
    const upper = column.below
      ? Math.max(...manifest.entries.map((entry) => measure(cellText(layout, entry, column.key)[0] ?? '', font)))
      : 0;
    column.width = Math.max(column.width, longest + 8, upper + 8);
  }
  const available = layout.page.width - 2 * layout.margin;
  const fit = available / layout.columns.reduce((sum, column) => sum + column.width, 0);
  if (fit >= 1) return;
  for (const column of layout.columns) column.width *= fit;
  layout.size *= fit;
}
