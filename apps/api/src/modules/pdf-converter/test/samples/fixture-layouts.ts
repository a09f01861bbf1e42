import type { ManifestHeader } from '@portside/contracts/manifests';
import { type ManifestEntry, type Printing, printedFigures, wrap } from '../../../../demo/manifest-layout';
import { longDate, shortMonthDate } from '../../../../demo/manifest-layouts';
import { troffText } from './groff-writer';
import { addressOf, type SampleManifest } from './sample-data';

/** A manifest layout of another writer than the parser's own fixtures: what it prints, and how it writes a manifest. */
export type FixtureLayout = Printing & {
  name: string;
  writer: 'chromium' | 'groff';
  prints: { [field in keyof ManifestHeader]: boolean };
  /** The troff source or HTML page of the manifest. */
  source: (manifest: SampleManifest) => string;
  /** groff's macro package (none for a browser). */
  macros: 'ms' | 'none';
  paper: { format: 'A4' | 'Letter'; landscape: boolean };
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** Words kept whole (a browser also breaks after a hyphen or slash), lines broken between them only. */
const htmlWords = (text: string) =>
  text
    .split(' ')
    .map((word) => `<span class="w">${escapeHtml(word)}</span>`)
    .join(' ');

type HtmlColumn = { label: string; width: number; cell: (entry: ManifestEntry) => string; figure?: true };

/**
 * A manifest as an office system shows it in a browser and prints it to PDF: a bordered table (every cell boxed,
 * 1 px borders, 1 px of padding left and right, so neighbouring cells' text nearly touches), Arial, labels wrapped
 * inside their cells over two or three lines, narrow columns whose text wraps.
 * `headerOnce`: the header row on the first page only (a table body row), else repeated by the browser (thead);
 * `totals`: a last row with TOTAL and the sums of the figures; `cover`: the paragraphs of a letter printed on a page
 * of its own before the manifest.
 */
function browserTable(
  layout: Printing,
  options: {
    fontPx: number;
    headerOnce: boolean;
    totals?: true;
    title: (manifest: SampleManifest) => string[][];
    cover?: string[];
  },
  columns: (figures: (entry: ManifestEntry) => ReturnType<typeof printedFigures>) => HtmlColumn[],
) {
  return (manifest: SampleManifest) => {
    const table = columns((entry) => printedFigures(layout, entry));
    const header = `<tr>${table.map((column) => `<th style="width:${column.width}px">${htmlWords(column.label)}</th>`).join('')}</tr>`;
    const rows = manifest.entries.map(
      (entry) =>
        `<tr>${table.map((column) => `<td${column.figure ? ' class="n"' : ''}>${column.cell(entry)}</td>`).join('')}</tr>`,
    );
    if (options.totals) {
      const sum = totalsOf(manifest.entries);
      rows.push(
        `<tr>${table.map((column, index) => `<td${column.figure ? ' class="n"' : ''}>${index === 0 ? 'TOTAL' : column.figure ? column.cell(sum) : ''}</td>`).join('')}</tr>`,
      );
    }
    const cover = options.cover
      ? `<div style="break-after: page">${options.cover.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</div>`
      : '';
    const title = options
      .title(manifest)
      .map((line) => `<p>${line.map((part) => `<span class="part">${escapeHtml(part)}</span>`).join('')}</p>`);
    return `<!doctype html><html><head><meta charset="utf-8"><style>
body { font-family: Arial, Helvetica, sans-serif; font-size: ${options.fontPx}px; margin: 0 }
p { margin: 0 0 4px } h1 { font-size: ${options.fontPx * 1.6}px; margin: 0 0 6px }
.part { margin-right: 28px }
table { border-collapse: collapse; width: 100% }
th, td { border: 1px solid #000; padding: 2px 1px; vertical-align: top; text-align: left }
th { background: #e6e6e6; font-weight: bold }
td.n { text-align: right }
tr { break-inside: avoid }
.w { white-space: nowrap }
.small { font-size: ${Math.round(options.fontPx * 0.72)}px; color: #333 }
</style></head><body>${cover}<h1>${escapeHtml(manifest.lineName)}</h1>${title.join('')}
<table>${options.headerOnce ? `<tbody>${header}` : `<thead>${header}</thead><tbody>`}${rows.join('')}</tbody></table></body></html>`;
  };
}

/** An entry whose figures are the sums of the entries'. */
function totalsOf(entries: ManifestEntry[]): ManifestEntry {
  const sum = (pick: (entry: ManifestEntry) => number) =>
    Math.round(entries.reduce((total, entry) => total + pick(entry), 0) * 1000) / 1000;
  return {
    blNo: 'TOTAL',
    marksAndNumbers: '',
    shipper: '',
    consignee: [],
    noOfPackages: sum((entry) => entry.noOfPackages),
    contents: '',
    grossWeightKilos: sum((entry) => entry.grossWeightKilos),
    cbm: sum((entry) => entry.cbm ?? 0),
    stevedoring: '',
    arrastre: '',
  };
}

const name = (text: string) => htmlWords(text);
const nameWithSmallAddress = (lines: string[]) =>
  [name(lines[0] ?? ''), ...lines.slice(1).map((line) => `<div class="small">${htmlWords(line)}</div>`)].join('');

const boxedPrinting: Printing = { unit: 'cuft', decimals: { weight: 2, measurement: 2 }, addresses: true };

const boxedOptions = {
  fontPx: 10,
  headerOnce: false,
  title: (manifest: SampleManifest) => [
    ['INWARD CARGO MANIFEST'],
    [
      `VESSEL: ${manifest.vesselName}`,
      `VOYAGE NO.: ${manifest.voyageNumber}`,
      `DATE OF ARRIVAL: ${longDate(manifest.arrivalDate)}`,
    ],
  ],
};
const boxedColumns = (figures: (entry: ManifestEntry) => ReturnType<typeof printedFigures>): HtmlColumn[] => [
  { label: 'B/L NO.', width: 96, cell: (entry) => name(entry.blNo) },
  { label: 'SHIPPER', width: 120, cell: (entry) => name(entry.shipper) },
  { label: 'CONSIGNEE', width: 150, cell: (entry) => entry.consignee.map(name).join('<br>') },
  { label: 'MARKS & NOS.', width: 80, cell: (entry) => name(entry.marksAndNumbers) },
  { label: 'NO. OF PKGS', width: 40, cell: (entry) => figures(entry).noOfPackages, figure: true },
  { label: 'DESCRIPTION OF GOODS', width: 120, cell: (entry) => name(entry.contents) },
  { label: 'GROSS WEIGHT (KGS)', width: 50, cell: (entry) => figures(entry).grossWeightKilos, figure: true },
  { label: 'MEASUREMENT (CU.FT.)', width: 50, cell: (entry) => figures(entry).measurement, figure: true },
  { label: 'STEVEDORING', width: 70, cell: (entry) => name(entry.stevedoring) },
  { label: 'ARRASTRE', width: 70, cell: (entry) => name(entry.arrastre) },
];

/**
 * A browser's print of a boxed table, A4 landscape: headers over two and three lines ("GROSS / WEIGHT / (KGS)",
 * "MEASUREMENT / (CU.FT.)"), narrow gutters between MEASUREMENT, STEVEDORING and ARRASTRE, handlers' names wrapped
 * in their narrow columns, the consignee's address at the name's size, the header repeated on every page.
 */
export const browserBoxed: FixtureLayout = {
  ...boxedPrinting,
  name: 'browser boxed',
  writer: 'chromium',
  macros: 'none',
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  paper: { format: 'A4', landscape: true },
  source: browserTable(boxedPrinting, boxedOptions, boxedColumns),
};

/** The same boxed table after a cover letter on a page of its own, which draws no line. */
export const browserBoxedAfterCover: FixtureLayout = {
  ...browserBoxed,
  name: 'browser boxed after cover letter',
  source: browserTable(
    boxedPrinting,
    {
      ...boxedOptions,
      cover: [
        'TRANSMITTAL',
        'To: The Terminal Manager',
        'Please find attached the inward cargo manifest of the vessel named on the following pages.',
        'Kindly acknowledge receipt by return mail.',
      ],
    },
    boxedColumns,
  ),
};

const smallPrinting: Printing = { unit: 'cbm', decimals: { weight: 3, measurement: 3 }, addresses: false };

/**
 * A browser's print, letter portrait, with the shipper's and consignee's addresses in smaller type under their
 * names, the header row on the first page only, and a totals row.
 */
export const browserSmallPrint: FixtureLayout = {
  ...smallPrinting,
  name: 'browser small print',
  writer: 'chromium',
  macros: 'none',
  prints: { vesselName: true, voyageNumber: true, arrivalDate: false },
  paper: { format: 'Letter', landscape: false },
  source: (manifest) =>
    browserTable(
      smallPrinting,
      {
        fontPx: 9,
        headerOnce: true,
        totals: true,
        title: () => [[`VESSEL NAME: ${manifest.vesselName}`, `VOY: ${manifest.voyageNumber}`]],
      },
      (figures) => [
        { label: 'BL NUMBER', width: 78, cell: (entry) => name(entry.blNo) },
        {
          label: 'SHIPPER / EXPORTER',
          width: 110,
          cell: (entry) => nameWithSmallAddress([entry.shipper, ...addressOf(entry.shipper)]),
        },
        { label: 'CONSIGNEE NAME AND ADDRESS', width: 120, cell: (entry) => nameWithSmallAddress(entry.consignee) },
        { label: 'QTY', width: 30, cell: (entry) => figures(entry).noOfPackages, figure: true },
        { label: 'COMMODITY', width: 90, cell: (entry) => name(entry.contents) },
        { label: 'G.W. KGS', width: 50, cell: (entry) => figures(entry).grossWeightKilos, figure: true },
        { label: 'CBM', width: 40, cell: (entry) => figures(entry).measurement, figure: true },
        { label: 'MARKS', width: 60, cell: (entry) => name(entry.marksAndNumbers) },
        { label: 'STEV. OPR', width: 56, cell: (entry) => name(entry.stevedoring) },
        { label: 'ARRASTRE OPR', width: 56, cell: (entry) => name(entry.arrastre) },
      ],
    )(manifest),
};

const listingPrinting: Printing = { unit: 'cbm', decimals: { weight: 3, measurement: 3 }, addresses: false };
/** Fixed-width columns of the listing's main line: width in characters, figures right-aligned. */
const listingColumns: { label: string; width: number; figure?: true }[] = [
  { label: 'B/L NO.', width: 18 },
  { label: 'CONSIGNEE', width: 40 },
  { label: 'QTY', width: 8, figure: true },
  { label: 'DESCRIPTION', width: 38 },
  { label: 'WEIGHT KG', width: 14, figure: true },
  { label: 'CBM', width: 11, figure: true },
];
const listingLinesPerPage = 56;

/** One line of the listing: each cell padded to its column (figures right-aligned, two spaces after them). */
const listingLine = (cells: string[]) =>
  listingColumns
    .map((column, index) => {
      const cell = cells[index] ?? '';
      return column.figure ? `${cell.padStart(column.width - 2)}  ` : cell.padEnd(column.width);
    })
    .join('')
    .trimEnd();

/**
 * A line-printer listing typeset by groff in Courier, A4 landscape: each BL on a main line (B/L, consignee, QTY,
 * description, WEIGHT KG, CBM; long names wrapped in their column), then labelled continuation lines
 * (`SHIPPER: ...   MARKS: ...`, `STEV: ...   ARR: ...`); the page head and column titles on every page.
 */
export const groffListing: FixtureLayout = {
  ...listingPrinting,
  name: 'groff fixed-width listing',
  writer: 'groff',
  macros: 'none',
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  paper: { format: 'A4', landscape: true },
  source: (manifest) => {
    const head = [
      `CARGO MANIFEST - INWARD          ${manifest.lineName}`,
      `VESSEL: ${manifest.vesselName}   VOYAGE: ${manifest.voyageNumber}   ARRIVAL: ${manifest.arrivalDate}`,
      '',
      listingLine(listingColumns.map((column) => column.label)),
      '-'.repeat(listingColumns.reduce((sum, column) => sum + column.width, 0)),
    ];
    const blocks = manifest.entries.map((entry) => {
      const figures = printedFigures(listingPrinting, entry);
      const cells = [
        [entry.blNo],
        wrap(entry.consignee[0] ?? '', (text) => text.length <= 38),
        [figures.noOfPackages],
        wrap(entry.contents, (text) => text.length <= 36),
        [figures.grossWeightKilos],
        [figures.measurement],
      ];
      const height = Math.max(...cells.map((lines) => lines.length));
      return [
        ...Array.from({ length: height }, (_, line) => listingLine(cells.map((lines) => lines[line] ?? ''))),
        `  ${`SHIPPER: ${entry.shipper}`.padEnd(56)}MARKS: ${entry.marksAndNumbers}`,
        `  ${`STEV: ${entry.stevedoring}`.padEnd(56)}ARR: ${entry.arrastre}`,
      ];
    });
    const pages: string[][] = [[...head]];
    for (const block of blocks) {
      const page = pages[pages.length - 1] ?? [];
      if (page.length + block.length > listingLinesPerPage) pages.push([...head, ...block]);
      else page.push(...block);
    }
    const body = pages.map((lines) => lines.map((line) => troffText(line)).join('\n')).join('\n.bp\n');
    return `.pl 595p\n.po 36p\n.nf\n.ft CR\n.ps 7\n.vs 8.5p\n.sp |30p\n${body}\n`;
  },
};

const tblPrinting: Printing = {
  unit: 'cbm',
  decimals: { weight: 2, measurement: 3 },
  addresses: true,
  decimalComma: true,
};

/** A cell of a tbl table as a text block, which tbl fills and wraps to the column's width; lines kept as given. */
const tblBlock = (lines: string[]) => `T{\n${lines.map(troffText).join('\n.br\n')}\nT}`;

/**
 * A boxed table typeset by groff's tbl (`allbox`: every cell ruled), Times, A4 landscape, figures with a decimal
 * comma (1.234,56), labels wrapped in their cells, the consignee's address under the name at the same size, the
 * header row repeated on every page (`.TS H`).
 */
export const groffBoxed: FixtureLayout = {
  ...tblPrinting,
  name: 'groff boxed decimal comma',
  writer: 'groff',
  macros: 'ms',
  prints: { vesselName: true, voyageNumber: true, arrivalDate: true },
  paper: { format: 'A4', landscape: true },
  source: (manifest) => {
    const labels = [
      'BILL OF LADING',
      'MARKS AND NUMBERS',
      'SHIPPER',
      'CONSIGNEE',
      'PKGS',
      'DESCRIPTION OF GOODS',
      'GROSS WEIGHT KGS',
      'M3',
      'STEVEDORE',
      'ARRASTRE OPERATOR',
    ];
    const rows = manifest.entries.map((entry) => {
      const figures = printedFigures(tblPrinting, entry);
      return [
        entry.blNo,
        tblBlock([entry.marksAndNumbers]),
        tblBlock([entry.shipper]),
        tblBlock(entry.consignee),
        figures.noOfPackages,
        tblBlock([entry.contents]),
        figures.grossWeightKilos,
        figures.measurement,
        tblBlock([entry.stevedoring]),
        tblBlock([entry.arrastre]),
      ].join('|');
    });
    return [
      '.nr PS 7',
      '.nr VS 9',
      '.nr PO 0.5i',
      '.nr LL 10.6i',
      // ms turns hyphenation back on at each paragraph and text block unless its register says not.
      '.nr HY 0',
      '.pl 8.27i',
      '.na',
      '.LP',
      '.nf',
      '\\s+4\\fBMANIFEST OF CARGO\\fP\\s-4',
      troffText(
        `VESSEL NAME: ${manifest.vesselName}     VOY: ${manifest.voyageNumber}     ETA: ${shortMonthDate(manifest.arrivalDate)}`,
      ),
      '.fi',
      '.TS H',
      'allbox, tab(|);',
      'lBw(66p) lBw(58p) lBw(92p) lBw(112p) lBw(26p) lBw(100p) lBw(44p) lBw(34p) lBw(58p) lBw(58p)',
      'l l l l r l r r l l .',
      labels.map((label) => tblBlock([label])).join('|'),
      '.TH',
      ...rows,
      '.TE',
      '',
    ].join('\n');
  },
};

/** The layouts of the committed fixtures, with the seed and size of the manifest each prints. */
export const fixtureCases: { layout: FixtureLayout; seed: number; entries: number }[] = [
  { layout: browserBoxed, seed: 21, entries: 22 },
  { layout: browserBoxedAfterCover, seed: 25, entries: 22 },
  { layout: browserSmallPrint, seed: 22, entries: 24 },
  { layout: groffListing, seed: 23, entries: 30 },
  { layout: groffBoxed, seed: 24, entries: 20 },
];
