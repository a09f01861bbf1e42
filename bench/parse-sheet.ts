/**
 * Spreadsheet manifests: a manifest of 1,000 BLs as an .xlsx and as a CSV (generated layouts) read as the upload
 * reads it (the reader process, then the table) several times after a few untimed reads, the median printed beside
 * the 1 s the issue allows; then `--layouts N` generated layouts (seeds the tests do not use) read once each, and the
 * share of their fields read right, with the seeds of any layout not read whole.
 *   node --import tsx bench/parse-sheet.ts [--runs 15] [--warm 3] [--layouts 300]
 */
import { parseArgs } from 'node:util';
import { readSheetGrids, type SheetFormat } from '../apps/api/src/modules/pdf-converter/read-text';
import { generatedSheet, sheetLayout } from '../apps/api/src/modules/pdf-converter/samples/sheet-generator';
import { sheetManifest } from '../apps/api/src/modules/pdf-converter/sheet-table';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    warm: { type: 'string', default: '3' },
    layouts: { type: 'string', default: '300' },
  },
});
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const targetMs = 1000;

async function read(bytes: Buffer, format: SheetFormat) {
  return sheetManifest(await readSheetGrids(bytes, format, 0));
}

/** The first seed from `from` whose layout is of the format. */
const seedOf = (format: SheetFormat, from: number) => {
  let seed = from;
  while (sheetLayout(seed).format !== format) seed += 1;
  return seed;
};

let slow = false;
for (const format of ['xlsx', 'csv'] as const) {
  const sheet = await generatedSheet(seedOf(format, 5000), 1000);
  for (let run = 0; run < Number(values.warm); run++) await read(sheet.bytes, format);
  const times: number[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const started = performance.now();
    const parsed = await read(sheet.bytes, format);
    times.push(performance.now() - started);
    if (parsed.rows.length !== 1000) throw new Error(`${format}: read ${parsed.rows.length} BLs of 1,000`);
  }
  const ms = median(times);
  slow ||= ms > targetMs;
  console.log(
    `${format}, 1,000 BLs (${(sheet.bytes.length / 1024).toFixed(0)} KB): median ${ms.toFixed(0)} ms, target under ${targetMs} ms`,
  );
}

let fields = 0;
let right = 0;
const failed: number[] = [];
const layouts = Number(values.layouts);
for (let seed = 10_001; seed <= 10_000 + layouts; seed++) {
  const sheet = await generatedSheet(seed, 5 + (seed % 40));
  const layout = sheetLayout(seed);
  let rows: Record<string, unknown>[] = [];
  let header: Record<string, unknown> = {};
  try {
    const parsed = await read(sheet.bytes, layout.format);
    rows = parsed.rows;
    header = parsed.header;
  } catch {}
  let whole = true;
  const compare = (got: unknown, want: unknown) => {
    fields += 1;
    if (JSON.stringify(got) === JSON.stringify(want)) right += 1;
    else whole = false;
  };
  for (const [key, value] of Object.entries(sheet.header)) compare(header[key], value);
  sheet.rows.forEach((want, index) => {
    for (const [key, value] of Object.entries(want)) compare(rows[index]?.[key], value);
  });
  if (!whole) failed.push(seed);
  if ((seed - 10_000) % 50 === 0) console.log(`  ${seed - 10_000} of ${layouts} layouts read`);
}
console.log(
  `${layouts} generated layouts: ${((100 * right) / fields).toFixed(2)}% of ${fields} fields read right; ` +
    `${layouts - failed.length} layouts whole${failed.length ? `; not whole: seeds ${failed.join(', ')}` : ''}`,
);
if (slow) process.exitCode = 1;
