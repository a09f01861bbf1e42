/**
 * Spreadsheet manifests: a manifest of 1,000 BLs as an .xlsx and as a CSV (generated layouts) read as the upload
 * reads it (the reader process, then the table) several times after a few untimed reads, the median printed beside
 * the 1 s the issue allows. Fails when either takes longer.
 *   node --import tsx bench/parse-sheet.ts [--runs 15] [--warm 3]
 */
import { parseArgs } from 'node:util';
import { readSheetGrids, type SheetFormat } from '../apps/api/src/modules/pdf-converter/read-text';
import { sheetManifest } from '../apps/api/src/modules/pdf-converter/sheet-table';
import { generatedSheet, sheetLayout } from '../apps/api/src/modules/pdf-converter/test/samples/sheet-generator';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    warm: { type: 'string', default: '3' },
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

if (slow) process.exitCode = 1;
