/**
 * Field accuracy on layouts no test reads: `--layouts N` generated PDF manifests and N generated spreadsheets (seeds
 * from 10,001; the tests read seeds 1 to 60) read as the upload reads them, and the share of their fields (header and
 * every row's) read right, with the seeds of any layout not read whole, to make again with the generators.
 *   node --import tsx bench/manifest-layouts.ts [--layouts 300]
 */
import { parseArgs } from 'node:util';
import { parseManifest } from '../apps/api/src/modules/pdf-converter/parse-manifest';
import { readPdfText, readSheetGrids } from '../apps/api/src/modules/pdf-converter/read-text';
import { sheetManifest } from '../apps/api/src/modules/pdf-converter/sheet-table';
import { generatedPdf } from '../apps/api/src/modules/pdf-converter/test/samples/pdf-generator';
import type { ExpectedRow } from '../apps/api/src/modules/pdf-converter/test/samples/sample-pdfs';
import { generatedSheet, sheetLayout } from '../apps/api/src/modules/pdf-converter/test/samples/sheet-generator';

const { values } = parseArgs({ options: { layouts: { type: 'string', default: '300' } } });
const layouts = Number(values.layouts);
const first = 10_001;

type Sample = { header: Record<string, unknown>; rows: ExpectedRow[] };
type Read = { header: Record<string, unknown>; rows: Record<string, unknown>[] };

async function accuracy(kind: string, make: (seed: number) => Promise<Sample>, read: (seed: number) => Promise<Read>) {
  let fields = 0;
  let right = 0;
  const notWhole: number[] = [];
  for (let seed = first; seed < first + layouts; seed++) {
    const sample = await make(seed);
    const parsed = await read(seed).catch((): Read => ({ header: {}, rows: [] }));
    let whole = true;
    const compare = (got: unknown, want: unknown) => {
      fields += 1;
      if (JSON.stringify(got) === JSON.stringify(want)) right += 1;
      else whole = false;
    };
    for (const [key, value] of Object.entries(sample.header)) compare(parsed.header[key], value);
    sample.rows.forEach((want, index) => {
      for (const [key, value] of Object.entries(want)) compare(parsed.rows[index]?.[key], value);
    });
    if (parsed.rows.length > sample.rows.length) whole = false;
    if (!whole) notWhole.push(seed);
    if ((seed - first + 1) % 50 === 0) console.log(`  ${kind}: ${seed - first + 1} of ${layouts} layouts read`);
  }
  console.log(
    `${kind}: ${layouts} generated layouts, ${((100 * right) / fields).toFixed(2)}% of ${fields} fields read right, ` +
      `${layouts - notWhole.length} whole${notWhole.length ? `; not whole: seeds ${notWhole.join(', ')}` : ''}`,
  );
}

const pdfs = new Map<number, ReturnType<typeof generatedPdf>>();
await accuracy(
  'PDF',
  async (seed) => {
    const sample = generatedPdf(seed);
    pdfs.set(seed, sample);
    return sample;
  },
  async (seed) => parseManifest(await readPdfText((pdfs.get(seed) ?? generatedPdf(seed)).pdf, 0)),
);
const sheets = new Map<number, Awaited<ReturnType<typeof generatedSheet>>>();
await accuracy(
  'Spreadsheet',
  async (seed) => {
    const sample = await generatedSheet(seed, 5 + (seed % 40));
    sheets.set(seed, sample);
    return sample;
  },
  async (seed) => {
    const sample = sheets.get(seed) ?? (await generatedSheet(seed, 5 + (seed % 40)));
    return sheetManifest(await readSheetGrids(sample.bytes, sheetLayout(seed).format, 0));
  },
);
